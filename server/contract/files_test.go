package contract

import (
	"archive/zip"
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

func encoded(t *testing.T, format string) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var b bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&b, img)
	case "jpeg":
		err = jpeg.Encode(&b, img, nil)
	case "gif":
		err = gif.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func workbook(t *testing.T) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	if err := f.SetCellValue("Sheet1", "A1", "goods"); err != nil {
		t.Fatal(err)
	}
	b, err := f.WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func zipOf(t *testing.T, name string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	w, err := z.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = w.Write([]byte("<x/>"))
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestFileAnswers: a file answer is a file of its declared type by its bytes, on the
// operations of the contract that answer pictures and workbooks.
func TestFileAnswers(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	webp := append([]byte("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00"), make([]byte, 13)...)
	cases := []struct {
		name, path, contentType string
		body                    []byte
		fault                   string // "" when the answer keeps the contract
	}{
		{"a PNG picture", "/api/pictures/file", "image/png", encoded(t, "png"), ""},
		{"a JPEG thumbnail", "/api/pictures/thumb", "image/jpeg", encoded(t, "jpeg"), ""},
		{"a GIF picture", "/api/pictures/file", "image/gif", encoded(t, "gif"), ""},
		{"a WebP picture", "/api/pictures/file", "image/webp", webp, ""},
		{"text for a picture", "/api/pictures/file", "image/png", []byte("not a picture at all"), "not a file of type image/*"},
		{"an empty picture", "/api/pictures/file", "image/png", nil, "an empty body"},
		{"a JPEG sent as a PNG", "/api/pictures/file", "image/png", encoded(t, "jpeg"), "not the image/png its Content-Type names"},
		{"a workbook", "/api/admin/stats/goodsExport", XLSX, workbook(t), ""},
		{"a statement workbook", "/api/admin/cashFlow/statement", XLSX, workbook(t), ""},
		{"CSV for a workbook", "/api/admin/stats/dealExport", XLSX, []byte("day,orders\n2026-11-21,3\n"), "no ZIP signature"},
		{"a ZIP that holds no workbook", "/api/admin/stats/goodsExport", XLSX, zipOf(t, "word/document.xml"), "without xl/workbook.xml"},
		{"a PNG for a workbook", "/api/admin/cashFlow/statement", XLSX, encoded(t, "png"), "no ZIP signature"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			op, ok := c.Find(http.MethodGet, tc.path)
			if !ok {
				t.Fatalf("no GET %s", tc.path)
			}
			h := http.Header{"Content-Type": {tc.contentType}}
			err := op.ValidateResponse(t.Context(), httptest.NewRequest(http.MethodGet, tc.path+"?id=1", nil), 200, h, tc.body)
			switch {
			case tc.fault == "" && err != nil:
				t.Fatalf("a right file refused: %v", err)
			case tc.fault != "" && (err == nil || !strings.Contains(err.Error(), tc.fault)):
				t.Fatalf("err %v, want one naming %q", err, tc.fault)
			}
		})
	}
}

// TestFileCheckLeavesJSONAlone: an error answer of a file operation is the JSON envelope.
func TestFileCheckLeavesJSONAlone(t *testing.T) {
	c, _ := Load()
	op, _ := c.Find(http.MethodGet, "/api/pictures/file")
	h := http.Header{"Content-Type": {"application/json"}}
	body := []byte(`{"code":404,"msg":"picture 9 does not exist","data":null}`)
	if err := op.ValidateResponse(t.Context(), httptest.NewRequest(http.MethodGet, "/api/pictures/file?id=9", nil), 404, h, body); err != nil {
		t.Fatal(err)
	}
}
