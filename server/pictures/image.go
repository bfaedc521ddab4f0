package pictures

import (
	"bytes"
	"fmt"
	"image/jpeg"
	"image/png"

	"github.com/disintegration/imaging"
)

// thumbnail decodes an accepted picture (its EXIF orientation applied) and answers a
// thumbnail within ThumbSize: a JPEG for JPEG pictures, a PNG (transparency kept) for the others.
func thumbnail(data []byte, contentType string) ([]byte, string, error) {
	img, err := imaging.Decode(bytes.NewReader(data), imaging.AutoOrientation(true))
	if err != nil {
		return nil, "", fmt.Errorf("decode: %w", err)
	}
	b := img.Bounds()
	w, h := ThumbFits(b.Dx(), b.Dy())
	small := img
	if w != b.Dx() || h != b.Dy() {
		small = imaging.Resize(img, w, h, imaging.Box)
	}
	var out bytes.Buffer
	if ThumbType(contentType) == "image/jpeg" {
		if err := jpeg.Encode(&out, small, &jpeg.Options{Quality: 80}); err != nil {
			return nil, "", fmt.Errorf("encode thumbnail: %w", err)
		}
		return out.Bytes(), "image/jpeg", nil
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&out, small); err != nil {
		return nil, "", fmt.Errorf("encode thumbnail: %w", err)
	}
	return out.Bytes(), "image/png", nil
}
