package pictures

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"shopconsole/server/pictures/blob"
)

// SampleBlob is the file of a sample picture.
type SampleBlob struct {
	ContentType string
	Data        []byte
}

// Samples is a backend with sample pictures (the mock): their files by blob key.
type Samples interface {
	SampleBlobs() map[string]SampleBlob
}

// EnsureSamples writes the sample pictures' files the blob store does not hold yet, so the
// sample rows of the mock show pictures on any blob store.
func EnsureSamples(ctx context.Context, blobs blob.Store, samples map[string]SampleBlob) error {
	for key, b := range samples {
		_, err := blobs.Stat(ctx, key)
		if err == nil {
			continue
		}
		if !errors.Is(err, blob.ErrNotFound) {
			return fmt.Errorf("sample picture %s: %w", key, err)
		}
		if err := blobs.Put(ctx, key, bytes.NewReader(b.Data), int64(len(b.Data)), b.ContentType); err != nil {
			return fmt.Errorf("sample picture %s: %w", key, err)
		}
	}
	return nil
}
