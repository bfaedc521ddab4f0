package pictures

import (
	"bytes"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"testing"
)

// BenchmarkPrepareJPEG is the CPU side of one upload of a 1 MB JPEG (1050×1050 noise):
// sniffing, the header's dimensions, decoding and the thumbnail.
//
//	go test ./server/pictures -run '^$' -bench PrepareJPEG -benchtime 20x
func BenchmarkPrepareJPEG(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	img := image.NewRGBA(image.Rect(0, 0, 1050, 1050))
	for i := range img.Pix {
		img.Pix[i] = byte(r.IntN(256))
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		facts, rule := CheckFile(data)
		if rule != FileOK {
			b.Fatal(rule)
		}
		if _, _, err := thumbnail(data, facts.ContentType); err != nil {
			b.Fatal(err)
		}
	}
}
