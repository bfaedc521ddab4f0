// Package picturetest makes pictures that carry what an upload must not keep: metadata
// (EXIF with a camera and a GPS position, XMP, text chunks), HTML in comments and blocks no
// decoder draws, bytes after the end of the image. The album's tests and the contract
// tests upload them and look for Marks in what is served.
package picturetest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/color/palette"
	"image/gif"
	"image/jpeg"
	"image/png"
)

// Marks are strings of the dirty pictures that no cleaned picture may hold.
var Marks = []string{"<html", "<script", "Canon", "EOS 5D", "GPS", "xmpmeta", "Comment", "tEXt", "zTXt", "iTXt", "eXIf", "tIME", "Exif"}

// Page is the HTML the dirty pictures hide.
const Page = "<html><body><script>alert(document.cookie)</script></body></html>"

// trailer is what the dirty pictures carry after their end: short, so that the upload's
// end-of-image check (which looks for a GIF's trailer in the last 16 bytes) still finds the end.
const trailer = "<html><script>"

// Picture draws a w×h picture with a gradient, encoded by Go's encoders (which write
// no metadata): "jpeg", "png", "png-palette" (with transparency) or "gif".
func Picture(format string, w, h int) []byte {
	var img image.Image
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			rgba.SetRGBA(x, y, color.RGBA{uint8(x * 255 / max(1, w-1)), uint8(y * 255 / max(1, h-1)), 128, 255})
		}
	}
	img = rgba
	var buf bytes.Buffer
	var err error
	switch format {
	case "jpeg":
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90})
	case "png":
		err = png.Encode(&buf, img)
	case "png-palette":
		p := image.NewPaletted(img.Bounds(), color.Palette{color.Transparent, color.RGBA{200, 30, 30, 255}, color.RGBA{30, 30, 200, 128}})
		for y := range h {
			for x := range w {
				p.SetColorIndex(x, y, uint8((x+y)%3))
			}
		}
		err = png.Encode(&buf, p)
	case "gif":
		err = gif.Encode(&buf, img, nil)
	default:
		panic("picturetest: no format " + format)
	}
	if err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// Animated is a GIF of three frames with their delays, looping twice.
func Animated(w, h int) []byte {
	anim := &gif.GIF{LoopCount: 2}
	for i := range 3 {
		frame := image.NewPaletted(image.Rect(0, 0, w, h), palette.Plan9)
		for y := range h {
			for x := range w {
				frame.SetColorIndex(x, y, uint8((x+y+40*i)%256))
			}
		}
		anim.Image = append(anim.Image, frame)
		anim.Delay = append(anim.Delay, 10*(i+1))
		anim.Disposal = append(anim.Disposal, gif.DisposalBackground)
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, anim); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// EXIF is a TIFF structure as a camera writes it: make, model, orientation (when not 0)
// and a GPS position.
func EXIF(orientation int) []byte {
	be := binary.BigEndian
	b := []byte("MM\x00\x2a\x00\x00\x00\x08")
	entry := func(tag, kind uint16, count, value uint32) {
		b = be.AppendUint16(b, tag)
		b = be.AppendUint16(b, kind)
		b = be.AppendUint32(b, count)
		b = be.AppendUint32(b, value)
	}
	n := uint16(3)
	if orientation > 0 {
		n++
	}
	b = be.AppendUint16(b, n)
	ifdEnd := uint32(8 + 2 + 12*int(n) + 4)
	entry(0x010f, 2, 6, ifdEnd)   // Make: "Canon\0"
	entry(0x0110, 2, 7, ifdEnd+6) // Model: "EOS 5D\0"
	if orientation > 0 {
		entry(0x0112, 3, 1, uint32(orientation)<<16)
	}
	gps := ifdEnd + 14
	entry(0x8825, 4, 1, gps) // the GPS IFD
	b = be.AppendUint32(b, 0)
	b = append(b, "Canon\x00EOS 5D\x00\x00"...)
	b = be.AppendUint16(b, 2)
	entry(0x0001, 2, 2, 'N'<<24) // GPSLatitudeRef
	entry(0x0002, 5, 3, gps+30)  // GPSLatitude: 39° 54' 27"
	b = be.AppendUint32(b, 0)
	for _, v := range []uint32{39, 1, 54, 1, 27, 1} {
		b = be.AppendUint32(b, v)
	}
	return b
}

// xmp is an XMP packet with a position.
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>39,54.45N</exif:GPSLatitude></x:xmpmeta>`

// ICCProfile is the start of an ICC profile: a 128-byte header with the acsp signature.
func ICCProfile() []byte {
	p := make([]byte, 132)
	binary.BigEndian.PutUint32(p, uint32(len(p)))
	copy(p[12:], "mntrRGB XYZ ")
	copy(p[36:], "acsp")
	return p
}

// JPEG is a JPEG carrying a JFIF header with a thumbnail, EXIF (orientation when not 0,
// camera, GPS), XMP, an ICC profile, Photoshop IPTC, a comment holding Page and bytes after
// its end.
func JPEG(w, h, orientation int) []byte {
	clean := Picture("jpeg", w, h)
	seg := func(marker byte, body []byte) []byte {
		out := []byte{0xff, marker}
		out = binary.BigEndian.AppendUint16(out, uint16(len(body)+2))
		return append(out, body...)
	}
	var extra []byte
	jfif := append([]byte("JFIF\x00\x01\x02\x01\x00\x48\x00\x48\x01\x01"), 0xff, 0x00, 0xff)
	extra = append(extra, seg(0xe0, jfif)...)
	extra = append(extra, seg(0xe1, append([]byte("Exif\x00\x00"), EXIF(orientation)...))...)
	extra = append(extra, seg(0xe1, []byte("http://ns.adobe.com/xap/1.0/\x00"+xmp))...)
	extra = append(extra, seg(0xe2, append([]byte("ICC_PROFILE\x00\x01\x01"), ICCProfile()...))...)
	extra = append(extra, seg(0xed, []byte("Photoshop 3.0\x008BIM\x04\x04"+Page))...)
	extra = append(extra, seg(0xfe, []byte(Page))...)
	out := append(append(append([]byte(nil), clean[:2]...), extra...), clean[2:]...)
	return append(out, trailer...)
}

// PNG is a PNG (of format "png" or "png-palette") carrying gamma and an ICC profile whose
// name is Page's start, text chunks holding Page, EXIF, a time and bytes after IEND.
func PNG(format string, w, h int) []byte {
	clean := Picture(format, w, h)
	chunk := func(kind string, body []byte) []byte {
		out := binary.BigEndian.AppendUint32(nil, uint32(len(body)))
		out = append(out, kind...)
		out = append(out, body...)
		return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[4:]))
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	_, _ = zw.Write(ICCProfile())
	_ = zw.Close()
	var extra []byte
	extra = append(extra, chunk("gAMA", []byte{0, 0, 0xb1, 0x8f})...)
	extra = append(extra, chunk("iCCP", append([]byte("<script>\x00\x00"), z.Bytes()...))...)
	extra = append(extra, chunk("tEXt", []byte("Comment\x00"+Page))...)
	extra = append(extra, chunk("zTXt", []byte("Comment\x00\x00"+Page))...)
	extra = append(extra, chunk("iTXt", []byte("XML:com.adobe.xmp\x00\x00\x00\x00\x00"+xmp))...)
	extra = append(extra, chunk("eXIf", EXIF(1))...)
	extra = append(extra, chunk("tIME", []byte{0x07, 0xea, 11, 27, 10, 0, 0})...)
	const ihdrEnd = 8 + 25
	out := append(append(append([]byte(nil), clean[:ihdrEnd]...), extra...), clean[ihdrEnd:]...)
	return append(out, trailer...)
}

// GIF is an animated GIF (Animated) carrying a comment and a plain-text block holding
// Page, an XMP application block, and bytes after its trailer.
func GIF(w, h int) []byte {
	clean := Animated(w, h)
	subBlocks := func(data string) []byte {
		var out []byte
		for len(data) > 0 {
			n := min(255, len(data))
			out = append(append(out, byte(n)), data[:n]...)
			data = data[n:]
		}
		return append(out, 0)
	}
	var extra []byte
	extra = append(extra, 0x21, 0xfe)
	extra = append(extra, subBlocks(Page)...)
	extra = append(extra, 0x21, 0x01, 12, 0, 0, 0, 0, 8, 0, 8, 0, 8, 8, 1, 0)
	extra = append(extra, subBlocks(Page)...)
	extra = append(extra, 0x21, 0xff, 11)
	extra = append(extra, "XMP DataXMP"...)
	extra = append(extra, subBlocks(xmp)...)
	// After the header, the screen descriptor and the global colour table (Plan 9's 256 colours).
	at := 13
	if clean[10]&0x80 != 0 {
		at += 3 << (int(clean[10]&7) + 1)
	}
	out := append(append(append([]byte(nil), clean[:at]...), extra...), clean[at:len(clean)-1]...)
	out = append(out, 0x21, 0xfe)
	out = append(out, subBlocks("Comment: "+Page)...)
	return append(append(out, 0x3b), trailer...)
}

// WebP is a 1×1 extended WebP (VP8X) carrying EXIF, XMP and a private chunk, and bytes
// after its RIFF chunk.
func WebP() []byte {
	chunk := func(kind string, body []byte) []byte {
		out := append([]byte(kind), binary.LittleEndian.AppendUint32(nil, uint32(len(body)))...)
		out = append(out, body...)
		if len(body)%2 == 1 {
			out = append(out, 0)
		}
		return out
	}
	body := []byte("WEBP")
	body = append(body, chunk("VP8X", []byte{0x08 | 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0})...)
	body = append(body, WebPLossless[12:]...)
	body = append(body, chunk("EXIF", append([]byte("Exif\x00\x00"), EXIF(1)...))...)
	body = append(body, chunk("XMP ", []byte(xmp))...)
	body = append(body, chunk("HTML", []byte(Page))...)
	out := append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(len(body)))...)
	return append(append(out, body...), trailer...)
}

// WebPLossless is a 1×1 lossless WebP (the smallest file that decodes).
var WebPLossless = []byte{
	0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c,
	0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe,
	0x07, 0x00,
}
