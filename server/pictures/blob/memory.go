package blob

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sync"
)

// Memory keeps blobs in the process: for the mock backend when asked for, and tests.
type Memory struct {
	mu    sync.RWMutex
	blobs map[string]memBlob
}

type memBlob struct {
	data        []byte
	contentType string
}

// NewMemory answers an empty in-memory store.
func NewMemory() *Memory { return &Memory{blobs: map[string]memBlob{}} }

// Put implements Store.
func (m *Memory) Put(_ context.Context, key string, r io.Reader, _ int64, contentType string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("blob: read %s: %w", key, err)
	}
	m.mu.Lock()
	m.blobs[key] = memBlob{data: data, contentType: contentType}
	m.mu.Unlock()
	return nil
}

// Get implements Store.
func (m *Memory) Get(_ context.Context, key string) (io.ReadCloser, Info, error) {
	m.mu.RLock()
	b, ok := m.blobs[key]
	m.mu.RUnlock()
	if !ok {
		return nil, Info{}, ErrNotFound
	}
	return io.NopCloser(bytes.NewReader(b.data)), Info{Key: key, ContentType: b.contentType, Size: int64(len(b.data))}, nil
}

// Stat implements Store.
func (m *Memory) Stat(ctx context.Context, key string) (Info, error) {
	rc, info, err := m.Get(ctx, key)
	if err != nil {
		return Info{}, err
	}
	return info, rc.Close()
}

// Delete implements Store.
func (m *Memory) Delete(_ context.Context, key string) error {
	m.mu.Lock()
	delete(m.blobs, key)
	m.mu.Unlock()
	return nil
}
