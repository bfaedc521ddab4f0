package pictures

import (
	"bytes"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"testing"
)

// noiseJPEG is a 1 MB JPEG of noise, 1050×1050: the slowest kind to decode.
func noiseJPEG(b *testing.B) []byte {
	b.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	img := image.NewRGBA(image.Rect(0, 0, 1050, 1050))
	for i := range img.Pix {
		img.Pix[i] = byte(r.IntN(256))
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkPrepareJPEG is the CPU side of one upload of a 1 MB JPEG (noiseJPEG) and its
// first view: sniffing, the header's dimensions, cleaning, decoding and the thumbnail.
//
//	go test ./server/pictures -run '^$' -bench PrepareJPEG -benchtime 20x
func BenchmarkPrepareJPEG(b *testing.B) {
	data := noiseJPEG(b)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		facts, rule := CheckFile(data)
		if rule != FileOK {
			b.Fatal(rule)
		}
		clean, err := Clean(facts.ContentType, data)
		if err != nil {
			b.Fatal(err)
		}
		if _, _, err := thumbnail(clean, facts.ContentType); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCleanJPEG is what cleaning adds to an upload of a 1 MB JPEG (noiseJPEG).
//
//	go test ./server/pictures -run '^$' -bench CleanJPEG
func BenchmarkCleanJPEG(b *testing.B) {
	data := noiseJPEG(b)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Clean("image/jpeg", data); err != nil {
			b.Fatal(err)
		}
	}
}
