package pictures_test

import (
	"bytes"
	"context"
	"image"
	"io"
	"testing"
	"time"

	"shopconsole/mock"
	"shopconsole/server/pictures"
	"shopconsole/server/pictures/blob"
	"shopconsole/server/pictures/picturetest"
)

// readAll opens a picture's file (or thumbnail) and reads it.
func readAll(t *testing.T, svc *pictures.Service, id int64, thumb bool) (pictures.File, []byte) {
	t.Helper()
	f, err := svc.Open(context.Background(), id, thumb)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Body.Close()
	data, err := io.ReadAll(f.Body)
	if err != nil {
		t.Fatal(err)
	}
	return f, data
}

// What an upload stores, and Open serves, is the cleaned picture, on every blob store: no
// page, no metadata, nothing after the end; its row's size is the stored size, its
// dimensions the stored picture's, its type the sniffed one whatever the file's name.
func TestUploadStoresTheCleanedPicture(t *testing.T) {
	fsStore, err := blob.NewFS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	files := []struct {
		upload pictures.Upload
		ct     string
		w, h   int
	}{
		{pictures.Upload{Filename: "camera.jpg", Data: picturetest.JPEG(64, 48, 0)}, "image/jpeg", 64, 48},
		{pictures.Upload{Filename: "page.html", Data: picturetest.GIF(20, 10)}, "image/gif", 20, 10},
		{pictures.Upload{Filename: "notes.png", Data: picturetest.PNG("png", 30, 20)}, "image/png", 30, 20},
		{pictures.Upload{Filename: "x.svg", Data: picturetest.WebP()}, "image/webp", 1, 1},
	}
	uploads := make([]pictures.Upload, len(files))
	for i, f := range files {
		uploads[i] = f.upload
	}
	for _, store := range []struct {
		name  string
		blobs blob.Store
	}{
		{"memory", blob.NewMemory()},
		{"fs", fsStore},
	} {
		t.Run(store.name, func(t *testing.T) {
			svc := pictures.New(mock.NewEmpty(time.Now()).Pictures(), store.blobs, nil, nil)
			got, err := svc.Upload(context.Background(), 1, uploads)
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range got {
				want := files[i]
				f, data := readAll(t, svc, p.ID, false)
				if f.ContentType != want.ct || p.ContentType != want.ct || p.Size != int64(len(data)) || f.Size != p.Size {
					t.Errorf("%s: %s/%s, %d bytes served, row %d, file %d", p.Name, f.ContentType, p.ContentType, len(data), p.Size, f.Size)
				}
				if p.Size >= int64(len(want.upload.Data)) {
					t.Errorf("%s: %d bytes stored of %d uploaded: nothing stripped", p.Name, p.Size, len(want.upload.Data))
				}
				for _, m := range picturetest.Marks {
					if bytes.Contains(data, []byte(m)) {
						t.Errorf("%s: %q is served", p.Name, m)
					}
				}
				cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
				if err != nil || cfg.Width != want.w || cfg.Height != want.h || p.Width != want.w || p.Height != want.h {
					t.Errorf("%s: served %dx%d (%v), row %dx%d, want %dx%d", p.Name, cfg.Width, cfg.Height, err, p.Width, p.Height, want.w, want.h)
				}
				thumb, tdata := readAll(t, svc, p.ID, true)
				if thumb.ETag != pictures.ETag(p.ID, true) || thumb.ContentType != pictures.ThumbType(want.ct) {
					t.Errorf("%s: thumbnail %s %s", p.Name, thumb.ETag, thumb.ContentType)
				}
				if _, _, err := image.DecodeConfig(bytes.NewReader(tdata)); err != nil {
					t.Errorf("%s: thumbnail: %v", p.Name, err)
				}
			}
		})
	}
}

func TestServedType(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"image/png", "image/png"},
		{"image/webp", "image/webp"},
		{"text/html", "application/octet-stream"},
		{"image/svg+xml", "application/octet-stream"},
		{"", "application/octet-stream"},
	} {
		if got := pictures.ServedType(c.in); got != c.want {
			t.Errorf("ServedType(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
