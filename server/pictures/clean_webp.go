package pictures

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// VP8X flags.
const (
	vp8xICC  = 0x20
	vp8xEXIF = 0x08
	vp8xXMP  = 0x04
)

// webpKept are the chunks of an extended WebP (VP8X) that cleanWebP keeps: the header,
// the ICC profile (colour, as in JPEG), the animation header and frames, alpha and the
// bitstream. EXIF, XMP and unknown chunks go.
var webpKept = map[string]bool{"VP8X": true, "ICCP": true, "ANIM": true, "ANMF": true, "ALPH": true, "VP8 ": true, "VP8L": true}

// anmfKept are the sub-chunks of an animation frame that stay: its alpha and bitstream.
var anmfKept = map[string]bool{"ALPH": true, "VP8 ": true, "VP8L": true}

// cleanWebP rebuilds a WebP's RIFF container from the chunks it keeps, copying each as it
// is (the bitstream is not touched: lossless whether the file is lossy or not), with the
// VP8X flags saying what is left and nothing after the RIFF chunk. A simple file (VP8 or
// VP8L first) keeps that one chunk.
func cleanWebP(data []byte) ([]byte, error) {
	head, err := need(data, 0, 12)
	if err != nil || string(head[:4]) != "RIFF" || string(head[8:12]) != "WEBP" {
		return nil, errors.New("no RIFF WEBP header")
	}
	size := int64(binary.LittleEndian.Uint32(head[4:8]))
	if size+8 > int64(len(data)) || size < 4 {
		return nil, fmt.Errorf("RIFF chunk of %d bytes: %w", size, errShort)
	}
	chunks, err := riffChunks(data[12 : 8+size])
	if err != nil {
		return nil, err
	}
	if len(chunks) == 0 {
		return nil, errors.New("no chunks")
	}
	body := make([]byte, 0, size)
	switch chunks[0].kind {
	case "VP8 ", "VP8L":
		body = appendRIFFChunk(body, chunks[0].kind, chunks[0].data)
	case "VP8X":
		hasICC := false
		for _, c := range chunks {
			hasICC = hasICC || c.kind == "ICCP"
		}
		for _, c := range chunks {
			switch {
			case !webpKept[c.kind]:
				continue
			case c.kind == "VP8X":
				if len(c.data) < 10 {
					return nil, errors.New("VP8X chunk is short")
				}
				x := append([]byte(nil), c.data...)
				x[0] &^= vp8xEXIF | vp8xXMP | vp8xICC
				if hasICC {
					x[0] |= vp8xICC
				}
				body = appendRIFFChunk(body, c.kind, x)
			case c.kind == "ANMF":
				frame, err := cleanFrame(c.data)
				if err != nil {
					return nil, err
				}
				body = appendRIFFChunk(body, c.kind, frame)
			default:
				body = appendRIFFChunk(body, c.kind, c.data)
			}
		}
	default:
		return nil, fmt.Errorf("first chunk %q", chunks[0].kind)
	}
	out := make([]byte, 0, 12+len(body))
	out = append(out, "RIFF"...)
	out = binary.LittleEndian.AppendUint32(out, uint32(4+len(body)))
	out = append(out, "WEBP"...)
	return append(out, body...), nil
}

// cleanFrame keeps an animation frame's 16-byte header and its kept sub-chunks.
func cleanFrame(data []byte) ([]byte, error) {
	if len(data) < 16 {
		return nil, errors.New("ANMF chunk is short")
	}
	subs, err := riffChunks(data[16:])
	if err != nil {
		return nil, fmt.Errorf("ANMF: %w", err)
	}
	out := append([]byte(nil), data[:16]...)
	for _, c := range subs {
		if anmfKept[c.kind] {
			out = appendRIFFChunk(out, c.kind, c.data)
		}
	}
	return out, nil
}

type riffChunk struct {
	kind string
	data []byte
}

// riffChunks splits a run of RIFF chunks (a four-character kind, a little-endian size, the
// data, a pad byte after odd sizes).
func riffChunks(data []byte) ([]riffChunk, error) {
	var out []riffChunk
	for i := 0; i < len(data); {
		head, err := need(data, i, 8)
		if err != nil {
			return nil, fmt.Errorf("chunk header at %d: %w", i, err)
		}
		kind, n := string(head[:4]), int64(binary.LittleEndian.Uint32(head[4:]))
		if n > int64(len(data)) {
			return nil, fmt.Errorf("chunk %q: %w", kind, errShort)
		}
		body, err := need(data, i+8, int(n))
		if err != nil {
			return nil, fmt.Errorf("chunk %q: %w", kind, err)
		}
		out = append(out, riffChunk{kind, body})
		i += 8 + int(n) + int(n&1)
	}
	return out, nil
}

// appendRIFFChunk appends a chunk, padded to an even size.
func appendRIFFChunk(out []byte, kind string, data []byte) []byte {
	out = append(out, kind...)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(data)))
	out = append(out, data...)
	if len(data)%2 == 1 {
		out = append(out, 0)
	}
	return out
}
