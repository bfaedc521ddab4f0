package contract

import (
	"archive/zip"
	"bytes"
	"fmt"
	"mime"
	"net/http"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// XLSX is the media type of an .xlsx workbook.
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// fileKinds tell a file of a declared media type by its bytes; a declared type missing
// here (application/octet-stream) takes any bytes.
var fileKinds = map[string]func(body []byte) error{
	"image/*":         isImage,
	XLSX:              isWorkbook,
	"application/zip": isZip,
	"application/pdf": func(b []byte) error { return sniffed(b, "application/pdf") },
}

// checkFile: an answer that the contract declares a file (a `string` of format `binary`
// under a media type) is a file of that type by its magic bytes, and of the type its
// Content-Type names when that is narrower than the declared one (image/png for image/*).
func checkFile(op *openapi3.Operation, status int, header http.Header, body []byte) error {
	ref := op.Responses.Status(status)
	if ref == nil {
		ref = op.Responses.Default()
	}
	if ref == nil || ref.Value == nil {
		return nil
	}
	sent, _, _ := mime.ParseMediaType(header.Get("Content-Type"))
	declared, mt := mediaType(ref.Value.Content, sent)
	if mt == nil || mt.Schema == nil || mt.Schema.Value == nil || !mt.Schema.Value.Type.Is("string") || mt.Schema.Value.Format != "binary" {
		return nil
	}
	check, ok := fileKinds[declared]
	if !ok {
		return nil
	}
	if err := check(body); err != nil {
		return fmt.Errorf("response body is not a file of type %s: %w", declared, err)
	}
	if sent != declared && !strings.HasSuffix(sent, "/*") {
		if err := sniffed(body, sent); err != nil {
			return fmt.Errorf("response body is not the %s its Content-Type names: %w", sent, err)
		}
	}
	return nil
}

// mediaType finds the content entry a media type falls under: itself, then type/*, then */*.
func mediaType(content openapi3.Content, sent string) (string, *openapi3.MediaType) {
	main, _, _ := strings.Cut(sent, "/")
	for _, key := range []string{sent, main + "/*", "*/*"} {
		if mt, ok := content[key]; ok {
			return key, mt
		}
	}
	return "", nil
}

// sniffed: the bytes are what net/http's content sniffing calls want.
func sniffed(body []byte, want string) error {
	got, _, _ := mime.ParseMediaType(http.DetectContentType(body))
	if got != want {
		return fmt.Errorf("its bytes read as %s (%s)", got, head(body))
	}
	return nil
}

// isImage: PNG, JPEG, GIF, WebP or another image type net/http sniffs.
func isImage(body []byte) error {
	got, _, _ := mime.ParseMediaType(http.DetectContentType(body))
	if !strings.HasPrefix(got, "image/") {
		return fmt.Errorf("its bytes read as %s (%s)", got, head(body))
	}
	return nil
}

func isZip(body []byte) error {
	if !bytes.HasPrefix(body, []byte("PK\x03\x04")) {
		return fmt.Errorf("no ZIP signature (%s)", head(body))
	}
	if _, err := zip.NewReader(bytes.NewReader(body), int64(len(body))); err != nil {
		return fmt.Errorf("not a readable ZIP archive: %w", err)
	}
	return nil
}

// isWorkbook: a ZIP archive holding the workbook part of an .xlsx file.
func isWorkbook(body []byte) error {
	if err := isZip(body); err != nil {
		return err
	}
	z, _ := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	for _, f := range z.File {
		if f.Name == "xl/workbook.xml" {
			return nil
		}
	}
	return fmt.Errorf("a ZIP archive without xl/workbook.xml, so no spreadsheet")
}

// head shows the first bytes of a body for a message.
func head(body []byte) string {
	const n = 16
	if len(body) == 0 {
		return "an empty body"
	}
	return fmt.Sprintf("first bytes %q", body[:min(n, len(body))])
}
