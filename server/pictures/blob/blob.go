// Package blob keeps the bytes of files (pictures and their thumbnails) under keys, with
// their content type, in one of several stores picked at start: a folder on disk (the
// default), a Postgres table (several instances share the files), an S3-compatible bucket,
// or memory (development only).
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
)

// ErrNotFound answers Get and Stat for a key that holds nothing.
var ErrNotFound = errors.New("blob: not found")

// Info describes a stored blob.
type Info struct {
	Key         string
	ContentType string
	Size        int64
}

// Store keeps blobs. Put replaces what the key held (size is the reader's length, -1 when
// unknown); Delete of a missing key is no error;
// a reader from Get must be closed.
type Store interface {
	Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error
	Get(ctx context.Context, key string) (io.ReadCloser, Info, error)
	Stat(ctx context.Context, key string) (Info, error)
	Delete(ctx context.Context, key string) error
}

// keyPattern is what a key may be: lower-case words joined by slashes, dots, dashes and
// underscores, never a path that climbs out ("..") or starts at the root.
var keyPattern = regexp.MustCompile(`^[a-z0-9_-]+(\.[a-z0-9_-]+)*(/[a-z0-9_-]+(\.[a-z0-9_-]+)*)*$`)

// CheckKey refuses a key the stores cannot all hold the same way.
func CheckKey(key string) error {
	if len(key) > 200 || !keyPattern.MatchString(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	return nil
}

// ReadAll reads a whole blob: for small files (thumbnails, tests).
func ReadAll(ctx context.Context, s Store, key string) ([]byte, Info, error) {
	rc, info, err := s.Get(ctx, key)
	if err != nil {
		return nil, Info{}, err
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		return nil, Info{}, fmt.Errorf("blob: read %s: %w", key, err)
	}
	return b, info, nil
}
