package blob

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// FS keeps each blob in one file under a folder: a first line with the content type, then
// the bytes. A Put writes a temporary file beside the final one and renames it over, so a
// reader sees the old blob or the new one, never half of one, and a crash leaves at most a
// temporary file (named ".tmp-*", removed by the next start).
type FS struct {
	root string
}

// NewFS answers a store under dir, created when missing.
func NewFS(dir string) (*FS, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("blob: create %s: %w", dir, err)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("blob: %s: %w", dir, err)
	}
	s := &FS{root: abs}
	s.sweep()
	return s, nil
}

// sweep removes temporary files a crash left behind.
func (s *FS) sweep() {
	_ = filepath.WalkDir(s.root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasPrefix(d.Name(), ".tmp-") {
			_ = os.Remove(path)
		}
		return nil
	})
}

func (s *FS) path(key string) (string, error) {
	if err := CheckKey(key); err != nil {
		return "", err
	}
	return filepath.Join(s.root, filepath.FromSlash(key)), nil
}

// Put implements Store.
func (s *FS) Put(ctx context.Context, key string, r io.Reader, _ int64, contentType string) error {
	if strings.ContainsAny(contentType, "\r\n") {
		return fmt.Errorf("blob: content type %q", contentType)
	}
	path, err := s.path(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	done := false
	defer func() {
		if !done {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	w := bufio.NewWriterSize(tmp, 64<<10)
	if _, err := io.WriteString(w, contentType+"\n"); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if _, err := io.Copy(w, ctxReader{ctx, r}); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	done = true
	return nil
}

// Get implements Store.
func (s *FS) Get(_ context.Context, key string) (io.ReadCloser, Info, error) {
	path, err := s.path(key)
	if err != nil {
		return nil, Info{}, err
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, Info{}, ErrNotFound
	}
	if err != nil {
		return nil, Info{}, fmt.Errorf("blob: get %s: %w", key, err)
	}
	info, br, err := readHeader(f, key)
	if err != nil {
		_ = f.Close()
		return nil, Info{}, err
	}
	return readCloser{br, f}, info, nil
}

// Stat implements Store.
func (s *FS) Stat(ctx context.Context, key string) (Info, error) {
	rc, info, err := s.Get(ctx, key)
	if err != nil {
		return Info{}, err
	}
	return info, rc.Close()
}

// Delete implements Store.
func (s *FS) Delete(_ context.Context, key string) error {
	path, err := s.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}

func readHeader(f *os.File, key string) (Info, *bufio.Reader, error) {
	st, err := f.Stat()
	if err != nil {
		return Info{}, nil, fmt.Errorf("blob: stat %s: %w", key, err)
	}
	br := bufio.NewReaderSize(f, 32<<10)
	line, err := br.ReadString('\n')
	if err != nil {
		return Info{}, nil, fmt.Errorf("blob: %s has no header: %w", key, err)
	}
	return Info{Key: key, ContentType: strings.TrimSuffix(line, "\n"), Size: st.Size() - int64(len(line))}, br, nil
}

type readCloser struct {
	io.Reader
	io.Closer
}

// ctxReader stops a long copy when its context ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
