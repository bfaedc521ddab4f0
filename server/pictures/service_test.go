package pictures_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"sync"
	"testing"
	"time"

	"shopconsole/mock"
	"shopconsole/server/pictures"
	"shopconsole/server/pictures/blob"
)

func smallPNG(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 40, 30))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// countingBlobs counts what it holds and fails the put numbered failAt (from 1; 0 never).
// The thumbnail worker writes too: it is guarded.
type countingBlobs struct {
	*blob.Memory
	mu           sync.Mutex
	puts, failAt int
	held         map[string]bool
}

func (c *countingBlobs) Put(ctx context.Context, key string, r io.Reader, size int64, ct string) error {
	c.mu.Lock()
	c.puts++
	fail := c.puts == c.failAt
	if !fail {
		c.held[key] = true
	}
	c.mu.Unlock()
	if fail {
		return errors.New("disk full")
	}
	return c.Memory.Put(ctx, key, r, size, ct)
}

func (c *countingBlobs) Delete(ctx context.Context, key string) error {
	c.mu.Lock()
	delete(c.held, key)
	c.mu.Unlock()
	return c.Memory.Delete(ctx, key)
}

func (c *countingBlobs) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.held)
}

// failingTx is a store whose transactions fail after fn ran.
type failingTx struct{ pictures.Store }

func (f failingTx) Tx(ctx context.Context, fn func(pictures.Tx) error) error {
	_ = f.Store.Tx(ctx, func(tx pictures.Tx) error {
		if err := fn(tx); err != nil {
			return err
		}
		return errors.New("connection lost") // rolled back
	})
	return errors.New("connection lost")
}

// An upload that fails anywhere after a file was written leaves no file and no row.
func TestUploadLeavesNothingBehind(t *testing.T) {
	ctx := context.Background()
	files := []pictures.Upload{{Filename: "a.png", Data: smallPNG(t)}, {Filename: "b.png", Data: smallPNG(t)}}
	for _, c := range []struct {
		name   string
		failAt int
		tx     bool
	}{
		{"second file's put fails", 2, false},
		{"saving the rows fails", 0, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			store := mock.NewEmpty(time.Now()).Pictures()
			blobs := &countingBlobs{Memory: blob.NewMemory(), failAt: c.failAt, held: map[string]bool{}}
			s := store
			if c.tx {
				s = failingTx{store}
			}
			svc := pictures.New(s, blobs, nil, nil)
			if _, err := svc.Upload(ctx, 1, files); err == nil {
				t.Fatal("upload succeeded")
			}
			if n := blobs.count(); n != 0 {
				t.Errorf("%d files left behind", n)
			}
			if _, total, _ := store.Pictures(ctx, pictures.PictureFilter{Limit: 10}); total != 0 {
				t.Errorf("rows left behind: %d", total)
			}
		})
	}
	t.Run("success keeps the file of each picture, and its thumbnail once made", func(t *testing.T) {
		blobs := &countingBlobs{Memory: blob.NewMemory(), held: map[string]bool{}}
		svc := pictures.New(mock.NewEmpty(time.Now()).Pictures(), blobs, nil, nil)
		got, err := svc.Upload(ctx, 1, files)
		if err != nil || len(got) != 2 {
			t.Fatalf("%v %d pictures", err, len(got))
		}
		for _, p := range got {
			f, err := svc.Open(ctx, p.ID, true)
			if err != nil {
				t.Fatal(err)
			}
			_ = f.Body.Close()
		}
		if n := blobs.count(); n != 4 {
			t.Fatalf("%d files, want 4", n)
		}
	})
}

// A thumbnail is made on demand, once, when the worker has not made it yet; a picture whose
// header is sound but whose bytes are damaged is accepted and shows its file as thumbnail.
func TestThumbnailOnDemand(t *testing.T) {
	ctx := context.Background()
	var big bytes.Buffer
	if err := jpeg.Encode(&big, image.NewRGBA(image.Rect(0, 0, 600, 300)), nil); err != nil {
		t.Fatal(err)
	}
	// The first half of the file and its end marker: it passes the upload's checks.
	damaged := append(append([]byte(nil), big.Bytes()[:big.Len()/2]...), 0xff, 0xd9)
	svc := pictures.New(mock.NewEmpty(time.Now()).Pictures(), blob.NewMemory(), nil, nil)
	got, err := svc.Upload(ctx, 1, []pictures.Upload{{Filename: "big.jpg", Data: big.Bytes()}, {Filename: "bad.jpg", Data: damaged}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		pic        pictures.Picture
		etag       string
		w, h, size int
	}{
		{got[0], pictures.ETag(got[0].ID, true), 240, 120, 0},
		{got[1], pictures.ETag(got[1].ID, false), 0, 0, len(damaged)},
	} {
		f, err := svc.Open(ctx, c.pic.ID, true)
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(f.Body)
		_ = f.Body.Close()
		if err != nil || f.ETag != c.etag || f.ContentType != "image/jpeg" {
			t.Fatalf("%s: %v etag %s type %s", c.pic.Name, err, f.ETag, f.ContentType)
		}
		if c.size > 0 {
			if len(data) != c.size {
				t.Errorf("%s: %d bytes, want the file's %d", c.pic.Name, len(data), c.size)
			}
			continue
		}
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
		if err != nil || cfg.Width != c.w || cfg.Height != c.h {
			t.Errorf("%s: thumbnail %dx%d %v, want %dx%d", c.pic.Name, cfg.Width, cfg.Height, err, c.w, c.h)
		}
	}
}
