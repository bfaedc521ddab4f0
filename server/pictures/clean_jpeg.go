package pictures

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// JPEG markers cleanJPEG tells apart.
const (
	jpegSOI   = 0xd8
	jpegEOI   = 0xd9
	jpegSOS   = 0xda
	jpegAPP0  = 0xe0
	jpegAPP1  = 0xe1
	jpegAPP2  = 0xe2
	jpegAPP14 = 0xee
	jpegAPP15 = 0xef
	jpegCOM   = 0xfe
)

// cleanJPEG walks a JPEG's segments from SOI to EOI and copies those that decode the
// picture (frame, tables, restart interval, scans with their entropy-coded data) as they
// are: stripping is lossless, where re-encoding would lose quality on every upload. Of the
// application segments it keeps only what colour and orientation need:
//
//   - APP0 JFIF, rebuilt without its embedded thumbnail (version, density);
//   - APP2 ICC_PROFILE: the colour space; a Display P3 or Adobe RGB photo read as sRGB
//     shows dull or shifted colours. It is colour data for the colour engine, never shown;
//   - APP14 Adobe: tells whether the components are RGB or YCbCr, CMYK or YCCK;
//   - an EXIF orientation other than 1 (browsers and the thumbnail turn the picture by it),
//     written as a new EXIF segment holding that one tag: no camera, time or position.
//
// Every other APPn (EXIF, XMP, Photoshop IPTC, MPF and the pictures it points at), COM,
// anything between segments and everything after EOI goes.
func cleanJPEG(data []byte) ([]byte, error) {
	if len(data) < 4 || data[0] != 0xff || data[1] != jpegSOI {
		return nil, errors.New("no start of image")
	}
	out := make([]byte, 0, len(data))
	out = append(out, 0xff, jpegSOI)
	orientation, jfif, frames, icc := 0, false, 0, false
	for i := 2; ; {
		// A marker: 0xff (any number of fill bytes), then its code. Stray bytes before it
		// are skipped, as decoders do.
		next := bytes.IndexByte(data[i:], 0xff)
		if next < 0 {
			return nil, errors.New("no end of image")
		}
		i += next
		for i < len(data) && data[i] == 0xff {
			i++
		}
		if i >= len(data) {
			return nil, errors.New("no end of image")
		}
		marker := data[i]
		i++
		switch {
		case marker == jpegEOI:
			if frames == 0 {
				return nil, errors.New("no frame header")
			}
			out = append(out, 0xff, jpegEOI)
			return withOrientation(out, orientation), nil
		case marker == 0x00 || marker == 0x01 || marker >= 0xd0 && marker <= 0xd7:
			continue // stuffing, TEM and restart markers carry no segment
		}
		lenBytes, err := need(data, i, 2)
		if err != nil {
			return nil, err
		}
		n := int(binary.BigEndian.Uint16(lenBytes))
		if n < 2 {
			return nil, fmt.Errorf("segment %#x has length %d", marker, n)
		}
		seg, err := need(data, i+2, n-2)
		if err != nil {
			return nil, fmt.Errorf("segment %#x: %w", marker, err)
		}
		whole := data[i-2 : i+n]
		i += n
		switch {
		case marker == jpegAPP0:
			if !jfif && bytes.HasPrefix(seg, []byte("JFIF\x00")) && len(seg) >= 14 {
				out = append(out, jfifSegment(seg)...)
				jfif = true
			}
		case marker == jpegAPP1:
			if orientation == 0 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
				orientation = exifOrientation(seg[6:])
			}
		case marker == jpegAPP2:
			// A profile's later chunks only follow a sound first one.
			if seq, ok := iccChunk(seg); ok && (seq == 1 || icc) {
				out = append(out, whole...)
				icc = true
			}
		case marker == jpegAPP14:
			if bytes.HasPrefix(seg, []byte("Adobe")) {
				out = append(out, whole...)
			}
		case marker > jpegAPP0 && marker <= jpegAPP15, marker == jpegCOM:
			// metadata: dropped
		case marker == jpegSOS:
			out = append(out, whole...)
			end := scanEnd(data, i)
			out = append(out, data[i:end]...)
			i = end
		default:
			if marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc {
				frames++
			}
			out = append(out, whole...)
		}
	}
}

// scanEnd answers where the entropy-coded data that starts at i ends: at the first marker
// that is not a stuffed 0xff00 or a restart marker (or the end of the file).
func scanEnd(data []byte, i int) int {
	for {
		next := bytes.IndexByte(data[i:], 0xff)
		if next < 0 || i+next+1 >= len(data) {
			return len(data)
		}
		i += next
		code := data[i+1]
		if code == 0x00 || code >= 0xd0 && code <= 0xd7 {
			i += 2
			continue
		}
		return i
	}
}

// jfifSegment rebuilds a JFIF APP0 from its version and density, with no thumbnail.
func jfifSegment(seg []byte) []byte {
	out := []byte{0xff, jpegAPP0, 0x00, 16}
	out = append(out, "JFIF\x00"...)
	out = append(out, seg[5:12]...) // version (2), units (1), densities (2+2)
	return append(out, 0, 0)        // no thumbnail
}

// iccChunk tells an APP2 ICC_PROFILE chunk and answers its sequence number: a number within
// the chunks' count and, in the first chunk, a profile header with the ICC signature.
func iccChunk(seg []byte) (byte, bool) {
	const id = "ICC_PROFILE\x00"
	if !bytes.HasPrefix(seg, []byte(id)) || len(seg) < len(id)+2 {
		return 0, false
	}
	seq, count := seg[len(id)], seg[len(id)+1]
	if seq == 0 || seq > count {
		return 0, false
	}
	profile := seg[len(id)+2:]
	return seq, seq != 1 || len(profile) >= 40 && string(profile[36:40]) == "acsp"
}

// exifOrientation reads the Orientation tag (0x0112) of IFD0 of a TIFF structure; 0 when
// it is missing or not 1–8.
func exifOrientation(tiff []byte) int {
	if len(tiff) < 8 {
		return 0
	}
	var order binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 0
	}
	ifd := int(order.Uint32(tiff[4:8]))
	head, err := need(tiff, ifd, 2)
	if err != nil {
		return 0
	}
	for k := range int(order.Uint16(head)) {
		entry, err := need(tiff, ifd+2+12*k, 12)
		if err != nil {
			return 0
		}
		if order.Uint16(entry) == 0x0112 && order.Uint16(entry[2:]) == 3 {
			if o := int(order.Uint16(entry[8:])); o >= 1 && o <= 8 {
				return o
			}
			return 0
		}
	}
	return 0
}

// withOrientation puts an EXIF segment holding only the orientation after the SOI (and
// the JFIF header when it comes first) when the picture is not upright.
func withOrientation(out []byte, orientation int) []byte {
	if orientation < 2 {
		return out
	}
	at := 2
	if out[3] == jpegAPP0 {
		at += 18
	}
	seg := []byte{0xff, jpegAPP1, 0x00, 34}
	seg = append(seg, "Exif\x00\x00"...)
	seg = append(seg, 'M', 'M', 0x00, 0x2a, 0, 0, 0, 8) // big-endian TIFF, IFD0 at 8
	seg = append(seg, 0x00, 0x01)                       // one entry
	seg = append(seg, 0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0x00, byte(orientation), 0, 0)
	seg = append(seg, 0, 0, 0, 0) // no next IFD
	return append(out[:at:at], append(seg, out[at:]...)...)
}
