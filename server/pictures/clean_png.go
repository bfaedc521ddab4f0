package pictures

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

const pngSignature = "\x89PNG\r\n\x1a\n"

// pngKept are the chunks cleanPNG keeps: the critical ones, transparency, the colour
// space (gamma, chromaticities, sRGB intent, ICC profile, coding-independent code points)
// and the animation of APNG. Text (tEXt, zTXt, iTXt), EXIF (eXIf), time (tIME), physical
// size, histograms, background, suggested palettes and any private chunk go.
var pngKept = map[string]bool{
	"IHDR": true, "PLTE": true, "IDAT": true, "IEND": true,
	"tRNS": true,
	"gAMA": true, "cHRM": true, "sRGB": true, "iCCP": true, "cICP": true,
	"acTL": true, "fcTL": true, "fdAT": true,
}

// iccpName replaces the free-text name an iCCP chunk carries before its profile.
const iccpName = "ICC profile"

// cleanPNG copies a PNG's chunks from IHDR to IEND, keeping pngKept (their checksums
// verified) and dropping the rest and anything after IEND. A critical chunk it does not know
// is refused: no decoder could draw the file. Stripping keeps every pixel as it was.
func cleanPNG(data []byte) ([]byte, error) {
	if !bytes.HasPrefix(data, []byte(pngSignature)) {
		return nil, errors.New("no PNG signature")
	}
	out := make([]byte, 0, len(data))
	out = append(out, pngSignature...)
	for i, first := len(pngSignature), true; ; first = false {
		head, err := need(data, i, 8)
		if err != nil {
			return nil, fmt.Errorf("no IEND chunk: %w", err)
		}
		n, kind := binary.BigEndian.Uint32(head), string(head[4:8])
		if n > uint32(len(data)) {
			return nil, fmt.Errorf("chunk %q: %w", kind, errShort)
		}
		chunk, err := need(data, i, 12+int(n))
		if err != nil {
			return nil, fmt.Errorf("chunk %q: %w", kind, err)
		}
		i += len(chunk)
		if first != (kind == "IHDR") {
			return nil, errors.New("IHDR is not the first chunk")
		}
		if !pngKept[kind] {
			if kind[0]&0x20 == 0 { // an upper-case first letter: critical
				return nil, fmt.Errorf("unknown critical chunk %q", kind)
			}
			continue
		}
		body := chunk[8 : 8+n]
		if crc32.ChecksumIEEE(chunk[4:8+n]) != binary.BigEndian.Uint32(chunk[8+n:]) {
			return nil, fmt.Errorf("chunk %q: checksum mismatch", kind)
		}
		if kind == "iCCP" {
			out, err = appendICCP(out, body)
			if err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, chunk...)
		if kind == "IEND" {
			return out, nil
		}
	}
}

// appendICCP appends an iCCP chunk whose name is iccpName: the profile (its compression
// method and compressed bytes) stays, the name, free text, does not.
func appendICCP(out, body []byte) ([]byte, error) {
	nul := bytes.IndexByte(body, 0)
	if nul < 1 || nul > 79 {
		return nil, errors.New("chunk \"iCCP\": no profile name")
	}
	return appendPNGChunk(out, "iCCP", append([]byte(iccpName+"\x00"), body[nul+1:]...)), nil
}

// appendPNGChunk appends a chunk of kind with body and its checksum.
func appendPNGChunk(out []byte, kind string, body []byte) []byte {
	out = binary.BigEndian.AppendUint32(out, uint32(len(body)))
	start := len(out)
	out = append(out, kind...)
	out = append(out, body...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[start:]))
}
