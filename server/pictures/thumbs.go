package pictures

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"

	"golang.org/x/sync/singleflight"

	"shopconsole/server/pictures/blob"
)

// An upload answers once the file is checked and stored; the thumbnail is made by the first
// request for it (the album shows a new picture at once), once per process however many ask
// at the same time, and kept beside the file. Decoding a 1 MB JPEG takes about 25 ms of one
// core: this keeps it out of the upload, and costs the first view of each picture that much.
type thumbs struct {
	flight singleflight.Group
}

// ensureThumb makes a picture's thumbnail unless its blob already holds it.
func (s *Service) ensureThumb(ctx context.Context, p Picture) error {
	_, err, _ := s.thumbs.flight.Do(p.ThumbKey, func() (any, error) {
		_, err := s.blobs.Stat(ctx, p.ThumbKey)
		if err == nil || !errors.Is(err, blob.ErrNotFound) {
			return nil, err
		}
		data, err := s.readBlob(ctx, p.BlobKey)
		if err != nil {
			return nil, err
		}
		thumb, thumbType, err := thumbnail(data, p.ContentType)
		if err != nil {
			return nil, err
		}
		if err := s.blobs.Put(ctx, p.ThumbKey, bytes.NewReader(thumb), int64(len(thumb)), thumbType); err != nil {
			return nil, fmt.Errorf("store thumbnail: %w", err)
		}
		// A picture deleted while its thumbnail was made leaves no file behind.
		if _, err := s.store.Picture(ctx, p.ID); errors.Is(err, ErrNotFound) {
			s.deleteBlobs(ctx, p.ThumbKey)
		}
		return nil, nil
	})
	return err
}

func (s *Service) readBlob(ctx context.Context, key string) ([]byte, error) {
	rc, info, err := s.blobs.Get(ctx, key)
	if err != nil {
		return nil, fmt.Errorf("read picture: %w", err)
	}
	defer rc.Close()
	data := make([]byte, 0, info.Size)
	buf := bytes.NewBuffer(data)
	if _, err := io.Copy(buf, rc); err != nil {
		return nil, fmt.Errorf("read picture: %w", err)
	}
	return buf.Bytes(), nil
}

// ThumbType is the type of the thumbnail of a picture of this type: JPEG for JPEG, PNG
// (transparency kept) for the others.
func ThumbType(contentType string) string {
	if contentType == "image/jpeg" {
		return "image/jpeg"
	}
	return "image/png"
}
