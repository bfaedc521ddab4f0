package contracttests

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"shopconsole/server/contract"
	"shopconsole/server/pictures/blob"
	"shopconsole/server/postgres"
)

// blobsFor is the blob store of a scenario's app: nil (memory) unless real is asked for.
func blobsFor(t *testing.T, store backend, real bool) blob.Store {
	t.Helper()
	if !real {
		return nil
	}
	if db, ok := store.(*postgres.DB); ok {
		return blob.NewPostgres(db.Pool())
	}
	s, err := blob.NewFS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// pngOf draws a w×h PNG in one colour.
func pngOf(t *testing.T, w, h int, c color.RGBA) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

type formFile struct {
	name string
	data []byte
}

// uploadBody is a multipart form with albumId (when not 0) and files.
func uploadBody(t *testing.T, albumID int64, files ...formFile) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if albumID != 0 {
		if err := w.WriteField("albumId", fmt.Sprint(albumID)); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range files {
		part, err := w.CreateFormFile("files", f.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := part.Write(f.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), w.FormDataContentType()
}

// upload posts files into an album as who, checking the system log as every write.
func (e *Env) upload(t *testing.T, who admin, albumID int64, files ...formFile) Res {
	t.Helper()
	body, ct := uploadBody(t, albumID, files...)
	return e.write(t, who, "/api/admin/album/upload", nil, rawBody(string(body)), header("Content-Type", ct))
}

// fetch GETs a file (a picture, a workbook: not the JSON envelope on success), validates
// the answer against the contract and counts the operation as covered.
func (e *Env) fetch(t *testing.T, path string, hdr map[string]string) (fetched, []byte) {
	t.Helper()
	r := httptest.NewRequest("GET", path, nil)
	r.Header.Set("Accept-Language", "en")
	for k, v := range hdr {
		r.Header.Set(k, v)
	}
	resp := e.sendRaw(t, r)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := contract.Load()
	if op, ok := c.Find("GET", strings.SplitN(path, "?", 2)[0]); ok {
		covered.Store(op.ID, true)
		record(e.Name, op, r, resp.StatusCode)
		// A file answer is checked as every answer is: a picture is a picture, a workbook a workbook.
		if err := op.ValidateResponse(context.Background(), r, resp.StatusCode, resp.Header, raw); err != nil {
			t.Errorf("GET %s: response breaks the contract: %v", path, err)
		}
	}
	return fetched{StatusCode: resp.StatusCode, Header: resp.Header}, raw
}

// fetched is the status and headers of a fetch.
type fetched struct {
	StatusCode int
	Header     http.Header
}
