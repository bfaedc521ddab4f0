package pictures

import (
	"errors"
	"fmt"
)

// GIF block introducers and extension labels cleanGIF tells apart.
const (
	gifImage        = 0x2c
	gifExtension    = 0x21
	gifTrailer      = 0x3b
	gifGraphicCtl   = 0xf9
	gifApplication  = 0xff
	gifNetscapeLoop = "NETSCAPE2.0"
	gifAnimExtsLoop = "ANIMEXTS1.0"
)

// cleanGIF copies a GIF's header, colour tables and every frame (image descriptor, local
// colour table, LZW data) as they are, with each frame's graphic control extension (delay,
// disposal, transparent colour) rebuilt from its four bytes, and the loop count of an
// animation as one NETSCAPE2.0 extension. Comment, plain-text and every other application
// extension (XMP, ICC, private data) go, and so does anything after the trailer.
// Stripping keeps an animation frame for frame, its timing and loops; re-encoding would
// also keep them, at the cost of decoding and compressing every frame again.
func cleanGIF(data []byte) ([]byte, error) {
	head, err := need(data, 0, 13)
	if err != nil || (string(head[:6]) != "GIF87a" && string(head[:6]) != "GIF89a") {
		return nil, errors.New("no GIF header")
	}
	i := 13 + colourTable(head[10])
	if _, err := need(data, 0, i); err != nil {
		return nil, fmt.Errorf("global colour table: %w", err)
	}
	out := make([]byte, 0, len(data))
	out = append(out, data[:i]...)
	looped := false
	for {
		intro, err := need(data, i, 1)
		if err != nil {
			return nil, fmt.Errorf("no trailer: %w", err)
		}
		switch intro[0] {
		case gifTrailer:
			return append(out, gifTrailer), nil
		case gifImage:
			desc, err := need(data, i, 10)
			if err != nil {
				return nil, fmt.Errorf("image descriptor: %w", err)
			}
			start := i
			i += 10 + colourTable(desc[9]) + 1 // descriptor, local table, LZW code size
			end, err := subBlocksEnd(data, i)
			if err != nil {
				return nil, fmt.Errorf("image data: %w", err)
			}
			out = append(out, data[start:end]...)
			i = end
		case gifExtension:
			label, err := need(data, i+1, 1)
			if err != nil {
				return nil, fmt.Errorf("extension: %w", err)
			}
			end, err := subBlocksEnd(data, i+2)
			if err != nil {
				return nil, fmt.Errorf("extension %#x: %w", label[0], err)
			}
			blocks := data[i+2 : end]
			i = end
			switch label[0] {
			case gifGraphicCtl:
				if len(blocks) < 5 || blocks[0] != 4 {
					return nil, errors.New("graphic control extension is not 4 bytes")
				}
				out = append(out, gifExtension, gifGraphicCtl, 4)
				out = append(out, blocks[1:5]...)
				out = append(out, 0)
			case gifApplication:
				if loops, ok := loopCount(blocks); ok && !looped {
					out = append(out, gifExtension, gifApplication, 11)
					out = append(out, gifNetscapeLoop...)
					out = append(out, 3, 1, byte(loops), byte(loops>>8), 0)
					looped = true
				}
			}
		default:
			return nil, fmt.Errorf("unknown block %#x at %d", intro[0], i)
		}
	}
}

// colourTable answers the size in bytes of the colour table a packed field announces.
func colourTable(packed byte) int {
	if packed&0x80 == 0 {
		return 0
	}
	return 3 << (int(packed&0x07) + 1)
}

// subBlocksEnd answers the index just past the sub-blocks starting at i (their zero-length
// terminator included).
func subBlocksEnd(data []byte, i int) (int, error) {
	for {
		size, err := need(data, i, 1)
		if err != nil {
			return 0, err
		}
		i++
		if size[0] == 0 {
			return i, nil
		}
		if _, err := need(data, i, int(size[0])); err != nil {
			return 0, err
		}
		i += int(size[0])
	}
}

// loopCount reads the loop count of a NETSCAPE2.0 (or ANIMEXTS1.0) application
// extension's sub-blocks.
func loopCount(blocks []byte) (int, bool) {
	if len(blocks) < 12 || blocks[0] != 11 {
		return 0, false
	}
	if id := string(blocks[1:12]); id != gifNetscapeLoop && id != gifAnimExtsLoop {
		return 0, false
	}
	for j := 12; j < len(blocks) && blocks[j] != 0; j += 1 + int(blocks[j]) {
		if blocks[j] == 3 && j+3 < len(blocks) && blocks[j+1] == 1 {
			return int(blocks[j+2]) | int(blocks[j+3])<<8, true
		}
	}
	return 0, false
}
