package pictures

import (
	"bytes"
	"encoding/binary"
	"image"
	_ "image/gif"  // decoders for the accepted types
	_ "image/jpeg" //
	_ "image/png"  //
	"net/http"
	"path"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	_ "golang.org/x/image/webp" // WebP decoder
)

// Limits of an upload.
const (
	MaxFileSize  = 5 << 20 // bytes per file
	MaxPixels    = 40_000_000
	MaxFiles     = 10 // per request
	ThumbSize    = 240
	MaxNameRunes = 60
	// MaxUploadBody bounds a whole upload request (several files and the form around them).
	MaxUploadBody = 24 << 20
)

// Types are the accepted content types, as sniffed from the bytes.
var Types = []string{"image/jpeg", "image/png", "image/webp", "image/gif"}

// FileRule is the rule an uploaded file breaks ("" when it breaks none).
type FileRule string

const (
	FileOK          FileRule = ""
	FileEmpty       FileRule = "empty"
	FileTooLarge    FileRule = "size"
	FileType        FileRule = "type"
	FileUndecodable FileRule = "undecodable"
	FileTooManyPx   FileRule = "pixels"
)

// FileFacts are what the bytes of an accepted file say.
type FileFacts struct {
	ContentType   string
	Width, Height int
}

// CheckFile reads the type from the bytes (never from the name or the declared type),
// then the dimensions from the header, refusing what breaks a rule: empty, above
// MaxFileSize, not one of Types, a header that does not decode as that type or a file cut
// short (no end marker), or more than MaxPixels (a small file that would take gigabytes to
// decode). The pixels themselves are decoded later, for the thumbnail.
func CheckFile(data []byte) (FileFacts, FileRule) {
	switch {
	case len(data) == 0:
		return FileFacts{}, FileEmpty
	case len(data) > MaxFileSize:
		return FileFacts{}, FileTooLarge
	}
	ct := http.DetectContentType(data)
	if !slices.Contains(Types, ct) {
		return FileFacts{ContentType: ct}, FileType
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || "image/"+format != ct || cfg.Width <= 0 || cfg.Height <= 0 {
		return FileFacts{ContentType: ct}, FileUndecodable
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return FileFacts{ContentType: ct, Width: cfg.Width, Height: cfg.Height}, FileTooManyPx
	}
	if !complete(ct, data) {
		return FileFacts{ContentType: ct}, FileUndecodable
	}
	return FileFacts{ContentType: ct, Width: cfg.Width, Height: cfg.Height}, FileOK
}

// complete tells whether a file of an accepted type ends as that type ends (trailing zero
// bytes aside): the end of image of a JPEG, the IEND chunk of a PNG, the trailer of a GIF,
// the whole RIFF chunk of a WebP. An upload cut short fails it.
func complete(contentType string, data []byte) bool {
	if contentType == "image/webp" {
		return len(data) >= 12 && int64(binary.LittleEndian.Uint32(data[4:8]))+8 <= int64(len(data))
	}
	data = bytes.TrimRight(data, "\x00")
	tail := data[max(0, len(data)-64):]
	switch contentType {
	case "image/jpeg":
		return bytes.Contains(tail, []byte{0xff, 0xd9})
	case "image/png":
		return bytes.Contains(tail, []byte("IEND"))
	case "image/gif":
		return bytes.IndexByte(tail[max(0, len(tail)-16):], 0x3b) >= 0
	}
	return false
}

// PictureName is the name a picture gets from its file name: the base name without any
// folder, control characters and invalid bytes dropped, trimmed, at most MaxNameRunes
// characters (the extension kept when it fits); "picture" when nothing is left.
func PictureName(filename string) string {
	filename = strings.ReplaceAll(filename, `\`, "/")
	name := strings.ToValidUTF8(path.Base(filename), "")
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, name)
	name = strings.TrimSpace(name)
	if name == "" || name == "." || name == "/" {
		return "picture"
	}
	if utf8.RuneCountInString(name) <= MaxNameRunes {
		return name
	}
	ext := path.Ext(name)
	if utf8.RuneCountInString(ext) > 10 {
		ext = ""
	}
	runes := []rune(strings.TrimSuffix(name, ext))
	return strings.TrimSpace(string(runes[:MaxNameRunes-utf8.RuneCountInString(ext)])) + ext
}

// CleanName trims a name typed into a form; empty means it holds nothing but spaces.
func CleanName(s string) string { return strings.TrimSpace(s) }

// ThumbFits answers the size of a thumbnail of a w×h picture: within ThumbSize on both
// sides, the proportions kept, never larger than the picture.
func ThumbFits(w, h int) (int, int) {
	if w <= ThumbSize && h <= ThumbSize {
		return w, h
	}
	if w >= h {
		return ThumbSize, max(1, h*ThumbSize/w)
	}
	return max(1, w*ThumbSize/h), ThumbSize
}
