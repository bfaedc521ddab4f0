package pictures

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
)

func encoded(t *testing.T, format string, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i)
	}
	var buf bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&buf, img)
	case "jpeg":
		err = jpeg.Encode(&buf, img, nil)
	case "gif":
		err = gif.Encode(&buf, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// webpLossless is a 1×1 lossless WebP (the smallest file that decodes).
var webpLossless = []byte{
	0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c,
	0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe,
	0x07, 0x00,
}

// cut is the first half of a file: its header whole, its pixels cut short.
func cut(data []byte) []byte { return data[:len(data)/2] }

// pngHeader is a PNG signature and IHDR chunk claiming w×h, with no pixels.
func pngHeader(w, h uint32) []byte {
	var buf bytes.Buffer
	enc := png.Encoder{}
	img := image.NewGray(image.Rect(0, 0, 1, 1))
	_ = enc.Encode(&buf, img)
	b := buf.Bytes()[:33] // signature + IHDR
	b[16], b[17], b[18], b[19] = byte(w>>24), byte(w>>16), byte(w>>8), byte(w)
	b[20], b[21], b[22], b[23] = byte(h>>24), byte(h>>16), byte(h>>8), byte(h)
	binary.BigEndian.PutUint32(b[29:33], crc32.ChecksumIEEE(b[12:29]))
	return b
}

func TestCheckFile(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
		rule FileRule
		ct   string
		w, h int
	}{
		{"png", encoded(t, "png", 30, 20), FileOK, "image/png", 30, 20},
		{"jpeg", encoded(t, "jpeg", 64, 48), FileOK, "image/jpeg", 64, 48},
		{"gif", encoded(t, "gif", 8, 9), FileOK, "image/gif", 8, 9},
		{"webp", webpLossless, FileOK, "image/webp", 1, 1},
		{"empty", nil, FileEmpty, "", 0, 0},
		{"over 5 MB", append(encoded(t, "png", 2, 2), make([]byte, MaxFileSize)...), FileTooLarge, "", 0, 0},
		{"exactly 5 MB is fine", append(encoded(t, "png", 2, 2), make([]byte, MaxFileSize-len(encoded(t, "png", 2, 2)))...), FileOK, "image/png", 2, 2},
		{"text", []byte("hello, this is not a picture"), FileType, "text/plain; charset=utf-8", 0, 0},
		{"svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`), FileType, "text/plain; charset=utf-8", 0, 0},
		{"bmp", []byte("BM\x00\x00\x00\x00"), FileType, "image/bmp", 0, 0},
		{"truncated png", encoded(t, "png", 30, 20)[:20], FileUndecodable, "image/png", 0, 0},
		{"png cut in its pixels", cut(encoded(t, "png", 300, 200)), FileUndecodable, "image/png", 0, 0},
		{"jpeg cut in its pixels", cut(encoded(t, "jpeg", 300, 200)), FileUndecodable, "image/jpeg", 0, 0},
		{"gif cut in its pixels", cut(encoded(t, "gif", 300, 200)), FileUndecodable, "image/gif", 0, 0},
		{"webp cut short", webpLossless[:len(webpLossless)-1], FileUndecodable, "image/webp", 0, 0},
		{"a bomb", pngHeader(10000, 10000), FileTooManyPx, "image/png", 10000, 10000},
	} {
		t.Run(c.name, func(t *testing.T) {
			facts, rule := CheckFile(c.data)
			if rule != c.rule || facts.ContentType != c.ct || facts.Width != c.w || facts.Height != c.h {
				t.Fatalf("got %+v %q, want %s %dx%d %q", facts, rule, c.ct, c.w, c.h, c.rule)
			}
		})
	}
}

func TestPictureName(t *testing.T) {
	long := strings.Repeat("长", 70)
	for _, c := range []struct{ in, want string }{
		{"苹果.png", "苹果.png"},
		{`C:\fakepath\橙子.jpg`, "橙子.jpg"},
		{"../../etc/passwd", "passwd"},
		{"  a\x00b\u200bc.png  ", "abc.png"},
		{"", "picture"},
		{"   ", "picture"},
		{"bad\xffutf8.gif", "badutf8.gif"},
		{long + ".webp", strings.Repeat("长", 55) + ".webp"},
		{long, strings.Repeat("长", 60)},
	} {
		if got := PictureName(c.in); got != c.want {
			t.Errorf("PictureName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestThumbFits(t *testing.T) {
	for _, c := range []struct{ w, h, tw, th int }{
		{600, 400, 240, 160},
		{100, 300, 80, 240},
		{240, 240, 240, 240},
		{100, 50, 100, 50},
		{5000, 1, 240, 1},
	} {
		if w, h := ThumbFits(c.w, c.h); w != c.tw || h != c.th {
			t.Errorf("ThumbFits(%d, %d) = %d, %d, want %d, %d", c.w, c.h, w, h, c.tw, c.th)
		}
	}
}

func TestThumbnail(t *testing.T) {
	for _, c := range []struct {
		format, want string
	}{{"jpeg", "image/jpeg"}, {"png", "image/png"}, {"gif", "image/png"}} {
		data := encoded(t, c.format, 480, 300)
		thumb, ct, err := thumbnail(data, "image/"+c.format)
		if err != nil || ct != c.want {
			t.Fatalf("%s: %s %v", c.format, ct, err)
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(thumb))
		if err != nil || cfg.Width != 240 || cfg.Height != 150 {
			t.Fatalf("%s thumbnail %dx%d %v", c.format, cfg.Width, cfg.Height, err)
		}
	}
}
