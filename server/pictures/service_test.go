package pictures_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"io"
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
type countingBlobs struct {
	*blob.Memory
	puts, failAt int
	held         map[string]bool
}

func (c *countingBlobs) Put(ctx context.Context, key string, r io.Reader, size int64, ct string) error {
	c.puts++
	if c.puts == c.failAt {
		return errors.New("disk full")
	}
	c.held[key] = true
	return c.Memory.Put(ctx, key, r, size, ct)
}

func (c *countingBlobs) Delete(ctx context.Context, key string) error {
	delete(c.held, key)
	return c.Memory.Delete(ctx, key)
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
		{"second file's put fails", 3, false},
		{"thumbnail put fails", 2, false},
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
			if len(blobs.held) != 0 {
				t.Errorf("files left behind: %v", blobs.held)
			}
			if _, total, _ := store.Pictures(ctx, pictures.PictureFilter{Limit: 10}); total != 0 {
				t.Errorf("rows left behind: %d", total)
			}
		})
	}
	t.Run("success keeps both files of each picture", func(t *testing.T) {
		blobs := &countingBlobs{Memory: blob.NewMemory(), held: map[string]bool{}}
		svc := pictures.New(mock.NewEmpty(time.Now()).Pictures(), blobs, nil, nil)
		got, err := svc.Upload(ctx, 1, files)
		if err != nil || len(got) != 2 || len(blobs.held) != 4 {
			t.Fatalf("%v %d pictures, %d files", err, len(got), len(blobs.held))
		}
	})
}
