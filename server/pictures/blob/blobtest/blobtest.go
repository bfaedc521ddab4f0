// Package blobtest is the one behaviour every blob store must show, run against each.
package blobtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"testing"

	"shopconsole/server/pictures/blob"
)

// Run checks s: put, get, stat, replace, delete, missing keys, invalid keys, a large blob,
// concurrent writers of one key. (Empty blobs are never stored: an empty upload is refused.)
func Run(t *testing.T, s blob.Store) {
	ctx := context.Background()
	t.Run("put get stat", func(t *testing.T) {
		want := []byte("\x89PNG\r\n\x1a\nbytes\nwith\nnewlines")
		put(t, s, "pictures/1", want, "image/png")
		got, info, err := blob.ReadAll(ctx, s, "pictures/1")
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) || info.ContentType != "image/png" || info.Size != int64(len(want)) {
			t.Fatalf("got %q %+v, want %q image/png %d", got, info, want, len(want))
		}
		st, err := s.Stat(ctx, "pictures/1")
		if err != nil || st.ContentType != "image/png" || st.Size != int64(len(want)) {
			t.Fatalf("stat %+v %v", st, err)
		}
	})
	t.Run("replace", func(t *testing.T) {
		put(t, s, "pictures/2", []byte("first"), "image/gif")
		put(t, s, "pictures/2", []byte("second, longer"), "image/webp")
		got, info, err := blob.ReadAll(ctx, s, "pictures/2")
		if err != nil || string(got) != "second, longer" || info.ContentType != "image/webp" {
			t.Fatalf("got %q %+v %v", got, info, err)
		}
	})
	t.Run("delete", func(t *testing.T) {
		put(t, s, "pictures/3", []byte("x"), "image/jpeg")
		if err := s.Delete(ctx, "pictures/3"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Stat(ctx, "pictures/3"); !errors.Is(err, blob.ErrNotFound) {
			t.Fatalf("stat after delete: %v, want ErrNotFound", err)
		}
		if err := s.Delete(ctx, "pictures/3"); err != nil {
			t.Fatalf("deleting a missing key: %v", err)
		}
	})
	t.Run("missing", func(t *testing.T) {
		if _, _, err := s.Get(ctx, "pictures/none"); !errors.Is(err, blob.ErrNotFound) {
			t.Fatalf("get: %v, want ErrNotFound", err)
		}
		if _, err := s.Stat(ctx, "pictures/none"); !errors.Is(err, blob.ErrNotFound) {
			t.Fatalf("stat: %v, want ErrNotFound", err)
		}
	})
	t.Run("invalid keys", func(t *testing.T) {
		for _, key := range []string{"", "../etc/passwd", "/abs", "a/../b", "A", "a//b", "a/"} {
			if err := s.Put(ctx, key, bytes.NewReader([]byte("x")), 1, "image/png"); err == nil {
				t.Errorf("put %q: no error", key)
			}
		}
	})
	t.Run("large", func(t *testing.T) {
		large := bytes.Repeat([]byte("0123456789abcdef"), 5<<16) // 5 MiB
		put(t, s, "pictures/large", large, "image/jpeg")
		got, info, err := blob.ReadAll(ctx, s, "pictures/large")
		if err != nil || !bytes.Equal(got, large) || info.Size != int64(len(large)) {
			t.Fatalf("large: %d bytes %+v %v", len(got), info, err)
		}
	})
	t.Run("concurrent writers", func(t *testing.T) {
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Go(func() {
				body := bytes.Repeat([]byte{byte('a' + i)}, 64<<10)
				if err := s.Put(ctx, "pictures/race", bytes.NewReader(body), int64(len(body)), "image/png"); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		got, _, err := blob.ReadAll(ctx, s, "pictures/race")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 64<<10 || !bytes.Equal(got, bytes.Repeat(got[:1], len(got))) {
			t.Fatalf("a reader saw a mix of writers: %d bytes", len(got))
		}
	})
}

func put(t *testing.T, s blob.Store, key string, b []byte, ct string) {
	t.Helper()
	if err := s.Put(context.Background(), key, io.NopCloser(bytes.NewReader(b)), int64(len(b)), ct); err != nil {
		t.Fatal(fmt.Errorf("put %s: %w", key, err))
	}
}
