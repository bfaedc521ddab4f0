package contracttests

import (
	"bytes"
	"fmt"
	"image"
	"mime/multipart"
	"net/textproto"
	"testing"

	"shopconsole/server/pictures"
	"shopconsole/server/pictures/picturetest"
)

// disguisedUpload is an upload form whose files each declare a type of their own.
func disguisedUpload(t *testing.T, albumID int64, files []disguised) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if err := w.WriteField("albumId", fmt.Sprint(albumID)); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files"; filename=%q`, f.name))
		h.Set("Content-Type", f.declared)
		part, err := w.CreatePart(h)
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

type disguised struct {
	name, declared string
	data           []byte
	stored         string
	w, h           int
}

// TestPictureUploadCleaned: pictures carrying a page, a camera's EXIF with a GPS position,
// text chunks and bytes after their end are stored without them, on both blob stores (a
// folder on the mock, the blobs table on Postgres); what is served is what is stored, its
// size and dimensions the listed ones, with nosniff, a sandboxing policy and the sniffed
// type whatever the file's name and declared type.
func TestPictureUploadCleaned(t *testing.T) {
	eachBackendWith(t, options{blobs: true}, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "picadmin", "Admin")
		album := e.addAlbum(t, who, "净化 "+uniq(), 5)
		files := []disguised{
			{"page.html", "text/html", picturetest.GIF(20, 10), "image/gif", 20, 10},
			{"camera.jpg", "image/jpeg", picturetest.JPEG(64, 48, 0), "image/jpeg", 64, 48},
			{"notes.png", "image/png", picturetest.PNG("png", 30, 20), "image/png", 30, 20},
			{"photo.webp", "image/svg+xml", picturetest.WebP(), "image/webp", 1, 1},
		}
		body, ct := disguisedUpload(t, album, files)
		r := e.write(t, who, "/api/admin/album/upload", nil, rawBody(string(body)), header("Content-Type", ct))
		expect(t, r, 200, "")
		list := r.Field("list").([]any)
		if len(list) != len(files) {
			t.Fatalf("%d pictures, want %d", len(list), len(files))
		}
		for i, f := range files {
			p := list[i].(map[string]any)
			if p["contentType"] != f.stored || p["width"] != float64(f.w) || p["height"] != float64(f.h) {
				t.Errorf("%s: listed as %v", f.name, p)
			}
			for _, path := range []string{p["url"].(string), p["thumbUrl"].(string)} {
				resp, raw := e.fetch(t, path, nil)
				h := resp.Header
				if resp.StatusCode != 200 || h.Get("X-Content-Type-Options") != "nosniff" ||
					h.Get("Content-Security-Policy") != pictures.ServedCSP || h.Get("X-Frame-Options") != "DENY" {
					t.Errorf("%s %s: %d %v", f.name, path, resp.StatusCode, h)
				}
				for _, m := range picturetest.Marks {
					if bytes.Contains(raw, []byte(m)) {
						t.Errorf("%s %s: %q is served", f.name, path, m)
					}
				}
				cfg, format, err := image.DecodeConfig(bytes.NewReader(raw))
				if err != nil {
					t.Errorf("%s %s: %v", f.name, path, err)
					continue
				}
				if path != p["url"] {
					if want := pictures.ThumbType(f.stored); h.Get("Content-Type") != want || "image/"+format != want {
						t.Errorf("%s thumbnail: %s (%s), want %s", f.name, h.Get("Content-Type"), format, want)
					}
					continue
				}
				if h.Get("Content-Type") != f.stored || "image/"+format != f.stored || cfg.Width != f.w || cfg.Height != f.h ||
					p["size"] != float64(len(raw)) || len(raw) >= len(f.data) {
					t.Errorf("%s: served %s %s %dx%d, %d bytes (listed %v, uploaded %d)",
						f.name, h.Get("Content-Type"), format, cfg.Width, cfg.Height, len(raw), p["size"], len(f.data))
				}
			}
		}
	})
}
