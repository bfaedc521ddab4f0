package pictures

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/gif"
	"slices"
	"testing"

	"shopconsole/server/pictures/picturetest"
)

// samePixels fails unless a and b decode to the same picture, pixel for pixel.
func samePixels(t *testing.T, a, b []byte) {
	t.Helper()
	ia, _, err := image.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatalf("decode the original: %v", err)
	}
	ib, _, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("decode the cleaned: %v", err)
	}
	if ia.Bounds() != ib.Bounds() {
		t.Fatalf("bounds %v became %v", ia.Bounds(), ib.Bounds())
	}
	r := ia.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ia.At(x, y) != ib.At(x, y) {
				t.Fatalf("pixel %d,%d: %v became %v", x, y, ia.At(x, y), ib.At(x, y))
			}
		}
	}
}

// sameAnimation fails unless a and b hold the same frames, timing and loops.
func sameAnimation(t *testing.T, a, b []byte) {
	t.Helper()
	ga, err := gif.DecodeAll(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	gb, err := gif.DecodeAll(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(ga.Image) != len(gb.Image) || !slices.Equal(ga.Delay, gb.Delay) || !slices.Equal(ga.Disposal, gb.Disposal) || ga.LoopCount != gb.LoopCount {
		t.Fatalf("%d frames %v %v loop %d became %d frames %v %v loop %d",
			len(ga.Image), ga.Delay, ga.Disposal, ga.LoopCount, len(gb.Image), gb.Delay, gb.Disposal, gb.LoopCount)
	}
	for i := range ga.Image {
		if !bytes.Equal(ga.Image[i].Pix, gb.Image[i].Pix) {
			t.Fatalf("frame %d differs", i)
		}
	}
}

func TestClean(t *testing.T) {
	allMarks := picturetest.Marks
	withoutExif := slices.DeleteFunc(slices.Clone(allMarks), func(m string) bool { return m == "Exif" })
	for _, c := range []struct {
		name, ct    string
		dirty       []byte
		marks, kept []string
		w, h        int
		orientation int // of a cleaned JPEG
	}{
		{"JPEG: EXIF, XMP, IPTC, comment, JFIF thumbnail, trailer", "image/jpeg", picturetest.JPEG(64, 48, 0),
			allMarks, []string{"ICC_PROFILE\x00", "acsp", "JFIF\x00"}, 64, 48, 0},
		{"JPEG upright: the orientation goes with the EXIF", "image/jpeg", picturetest.JPEG(64, 48, 1),
			allMarks, []string{"ICC_PROFILE\x00"}, 64, 48, 0},
		{"JPEG turned: an EXIF of the orientation alone", "image/jpeg", picturetest.JPEG(64, 48, 6),
			withoutExif, []string{"Exif\x00\x00MM"}, 64, 48, 6},
		{"PNG: text, EXIF, time, trailer; gamma and ICC profile kept, renamed", "image/png", picturetest.PNG("png", 30, 20),
			allMarks, []string{"gAMA", "iCCP", "ICC profile\x00"}, 30, 20, 0},
		{"PNG with a palette: palette and transparency kept", "image/png", picturetest.PNG("png-palette", 9, 7),
			allMarks, []string{"PLTE", "tRNS"}, 9, 7, 0},
		{"GIF: comments, plain text, XMP, trailer; animation kept", "image/gif", picturetest.GIF(20, 10),
			allMarks, []string{"NETSCAPE2.0"}, 20, 10, 0},
		{"WebP: EXIF, XMP, a private chunk, trailer", "image/webp", picturetest.WebP(),
			allMarks, []string{"VP8X", "VP8L"}, 1, 1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, rule := CheckFile(c.dirty); rule != FileOK {
				t.Fatalf("the dirty picture is refused: %q", rule)
			}
			for _, m := range []string{"<html", "<script", "xmpmeta", "GPS"} {
				if !bytes.Contains(c.dirty, []byte(m)) {
					t.Fatalf("the dirty picture lacks %q: the test would prove nothing", m)
				}
			}
			clean, err := Clean(c.ct, c.dirty)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range c.marks {
				if bytes.Contains(clean, []byte(m)) {
					t.Errorf("%q is still there", m)
				}
			}
			for _, k := range c.kept {
				if !bytes.Contains(clean, []byte(k)) {
					t.Errorf("%q is gone", k)
				}
			}
			cfg, format, err := image.DecodeConfig(bytes.NewReader(clean))
			if err != nil || "image/"+format != c.ct || cfg.Width != c.w || cfg.Height != c.h {
				t.Fatalf("cleaned: %s %dx%d %v", format, cfg.Width, cfg.Height, err)
			}
			if c.ct == "image/gif" {
				sameAnimation(t, c.dirty, clean)
			} else {
				samePixels(t, c.dirty, clean)
			}
			if c.ct == "image/jpeg" {
				if got := jpegOrientation(t, clean); got != c.orientation {
					t.Errorf("orientation %d, want %d", got, c.orientation)
				}
			}
			again, err := Clean(c.ct, clean)
			if err != nil || !bytes.Equal(again, clean) {
				t.Errorf("cleaning twice changes the picture (%v)", err)
			}
		})
	}
}

// jpegOrientation reads the orientation of a cleaned JPEG's EXIF segment (0: none).
func jpegOrientation(t *testing.T, data []byte) int {
	t.Helper()
	at := bytes.Index(data, []byte("Exif\x00\x00"))
	if at < 0 {
		return 0
	}
	if n := binary.BigEndian.Uint16(data[at-2:]); n != 34 {
		t.Errorf("the EXIF segment is %d bytes: more than the orientation", n)
	}
	return exifOrientation(data[at+6:])
}

// Pictures Go's encoders wrote hold nothing to strip: they come back byte for byte.
func TestCleanKeepsCleanPictures(t *testing.T) {
	for _, c := range []struct {
		ct   string
		data []byte
	}{
		{"image/jpeg", picturetest.Picture("jpeg", 50, 40)},
		{"image/png", picturetest.Picture("png", 50, 40)},
		{"image/png", picturetest.Picture("png-palette", 50, 40)},
		{"image/gif", picturetest.Picture("gif", 50, 40)},
		{"image/gif", picturetest.Animated(50, 40)},
		{"image/webp", picturetest.WebPLossless},
	} {
		clean, err := Clean(c.ct, c.data)
		if err != nil || !bytes.Equal(clean, c.data) {
			t.Errorf("%s: %d bytes became %d (%v)", c.ct, len(c.data), len(clean), err)
		}
	}
}

// pngWith inserts a chunk after a PNG's IHDR.
func pngWith(kind string, body []byte, badCRC bool) []byte {
	data := picturetest.Picture("png", 4, 4)
	c := binary.BigEndian.AppendUint32(nil, uint32(len(body)))
	c = append(append(c, kind...), body...)
	sum := crc32.ChecksumIEEE(c[4:])
	if badCRC {
		sum++
	}
	c = binary.BigEndian.AppendUint32(c, sum)
	return append(append(append([]byte(nil), data[:33]...), c...), data[33:]...)
}

// Files that cannot be walked to their end, or that no decoder could draw, are refused.
func TestCleanRefuses(t *testing.T) {
	jpg := picturetest.Picture("jpeg", 16, 16)
	gifData := picturetest.Picture("gif", 4, 4)
	for _, c := range []struct {
		name, ct string
		data     []byte
	}{
		{"JPEG without its end", "image/jpeg", jpg[:len(jpg)-2]},
		{"JPEG ending inside a segment", "image/jpeg", jpg[:20]},
		{"JPEG without a frame", "image/jpeg", []byte{0xff, 0xd8, 0xff, 0xfe, 0, 3, 'x', 0xff, 0xd9}},
		{"PNG with an unknown critical chunk", "image/png", pngWith("ABCD", []byte("x"), false)},
		{"PNG with a damaged kept chunk", "image/png", pngWith("gAMA", []byte{0, 0, 0xb1, 0x8f}, true)},
		{"PNG without IEND", "image/png", picturetest.Picture("png", 4, 4)[:50]},
		{"GIF with an unknown block", "image/gif", append(append([]byte(nil), gifData[:len(gifData)-1]...), 0x99)},
		{"GIF without its trailer", "image/gif", gifData[:len(gifData)-1]},
		{"WebP starting with an unknown chunk", "image/webp", append([]byte("RIFF\x0c\x00\x00\x00WEBPXXXX\x00\x00\x00\x00"), 0)},
		{"a type not accepted", "image/bmp", []byte("BM")},
	} {
		t.Run(c.name, func(t *testing.T) {
			if clean, err := Clean(c.ct, c.data); err == nil {
				t.Fatalf("accepted: %d bytes", len(clean))
			}
		})
	}
}

// A turned JPEG keeps its orientation: the thumbnail is upright.
func TestCleanJPEGThumbnailTurned(t *testing.T) {
	clean, err := Clean("image/jpeg", picturetest.JPEG(64, 48, 6))
	if err != nil {
		t.Fatal(err)
	}
	thumb, _, err := thumbnail(clean, "image/jpeg")
	if err != nil {
		t.Fatal(err)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(thumb))
	if err != nil || cfg.Width != 48 || cfg.Height != 64 {
		t.Fatalf("thumbnail %dx%d %v, want 48x64", cfg.Width, cfg.Height, err)
	}
}

// An ICC profile stays in a JPEG only when its first chunk is sound; its later chunks follow it.
func TestCleanJPEGKeepsSoundProfiles(t *testing.T) {
	app2 := func(seq, count byte, profile []byte) []byte {
		body := append([]byte("ICC_PROFILE\x00"), seq, count)
		body = append(body, profile...)
		return append([]byte{0xff, 0xe2, byte((len(body) + 2) >> 8), byte(len(body) + 2)}, body...)
	}
	sound, bad := picturetest.ICCProfile(), make([]byte, 132)
	tail := []byte("rest of the profile")
	for _, c := range []struct {
		name     string
		segments [][]byte
		kept     int
	}{
		{"one chunk", [][]byte{app2(1, 1, sound)}, 1},
		{"two chunks", [][]byte{app2(1, 2, sound), app2(2, 2, tail)}, 2},
		{"no ICC signature", [][]byte{app2(1, 2, bad), app2(2, 2, tail)}, 0},
		{"a later chunk alone", [][]byte{app2(2, 2, tail)}, 0},
		{"a number past the count", [][]byte{app2(3, 2, sound)}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			jpg := picturetest.Picture("jpeg", 8, 8)
			dirty := append([]byte(nil), jpg[:2]...)
			for _, s := range c.segments {
				dirty = append(dirty, s...)
			}
			dirty = append(dirty, jpg[2:]...)
			clean, err := Clean("image/jpeg", dirty)
			if err != nil {
				t.Fatal(err)
			}
			if n := bytes.Count(clean, []byte("ICC_PROFILE\x00")); n != c.kept {
				t.Fatalf("%d chunks kept, want %d", n, c.kept)
			}
		})
	}
}
