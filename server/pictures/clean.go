package pictures

import (
	"bytes"
	"errors"
	"fmt"
	"image"
)

// Clean answers the bytes of an accepted picture (CheckFile) that are stored and served:
// the picture and what showing it needs, nothing else. Metadata (EXIF with its camera and
// GPS position, XMP, comments, text chunks, times), blocks no decoder draws and bytes after
// the end of the image go; the image data itself is copied as it is, so nothing is lost.
// What stays, per format:
//
//   - JPEG (cleanJPEG): the segments that decode the picture, the ICC profile (APP2) and
//     Adobe's colour transform (APP14), the JFIF header without its thumbnail, and an
//     orientation other than upright as an EXIF segment that holds nothing else.
//   - PNG (cleanPNG): the critical chunks, transparency, colour (gAMA, cHRM, sRGB, iCCP
//     under a fixed name, cICP) and the animation chunks of APNG.
//   - GIF (cleanGIF): every frame with its timing (graphic control), and the loop count of an
//     animation (NETSCAPE2.0).
//   - WebP (cleanWebP): the bitstream, alpha, ICC profile and animation frames.
//
// The result must decode to the dimensions the original declared; a file that cannot be
// walked to its end is refused (an error).
func Clean(contentType string, data []byte) ([]byte, error) {
	var clean []byte
	var err error
	switch contentType {
	case "image/jpeg":
		clean, err = cleanJPEG(data)
	case "image/png":
		clean, err = cleanPNG(data)
	case "image/gif":
		clean, err = cleanGIF(data)
	case "image/webp":
		clean, err = cleanWebP(data)
	default:
		return nil, fmt.Errorf("clean picture: type %s is not accepted", contentType)
	}
	if err != nil {
		return nil, fmt.Errorf("clean %s: %w", contentType, err)
	}
	before, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("clean %s: the original: %w", contentType, err)
	}
	after, _, err := image.DecodeConfig(bytes.NewReader(clean))
	if err != nil {
		return nil, fmt.Errorf("clean %s: the result: %w", contentType, err)
	}
	if before.Width != after.Width || before.Height != after.Height {
		return nil, fmt.Errorf("clean %s: %dx%d became %dx%d", contentType, before.Width, before.Height, after.Width, after.Height)
	}
	return clean, nil
}

var errShort = errors.New("the file ends inside a block")

// need answers data[at:at+n], or errShort when the file holds fewer bytes.
func need(data []byte, at, n int) ([]byte, error) {
	if at < 0 || n < 0 || at > len(data) || n > len(data)-at {
		return nil, errShort
	}
	return data[at : at+n], nil
}
