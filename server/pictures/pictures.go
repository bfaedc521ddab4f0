package pictures

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/pictures/blob"
)

// Pictures lists pictures.
func (s *Service) Pictures(ctx context.Context, f PictureFilter) ([]Picture, int64, error) {
	return s.store.Pictures(ctx, f)
}

// Rename renames a picture.
func (s *Service) Rename(ctx context.Context, id int64, name string) (Picture, error) {
	name = CleanName(name)
	if name == "" {
		return Picture{}, apperr.Invalid("name", "validation.required", "name")
	}
	err := s.store.Tx(ctx, func(tx Tx) error {
		p, err := tx.Picture(id, true)
		if err != nil {
			return notFound(err, pictureNotFound(id))
		}
		p.Name = name
		return tx.SavePicture(p)
	})
	if err != nil {
		return Picture{}, err
	}
	p, err := s.store.Picture(ctx, id)
	return p, notFound(err, pictureNotFound(id))
}

// Move moves pictures into an album; an album whose cover leaves it has no cover then.
func (s *Service) Move(ctx context.Context, ids []int64, albumID int64) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		if _, err := tx.Album(albumID, true); err != nil {
			return notFound(err, withField(albumNotFound(albumID), "albumId"))
		}
		for _, id := range ids {
			p, err := tx.Picture(id, true)
			if err != nil {
				return notFound(err, pictureNotFound(id))
			}
			if p.AlbumID == albumID {
				continue
			}
			if err := dropCover(tx, p); err != nil {
				return err
			}
			p.AlbumID = albumID
			if err := tx.SavePicture(p); err != nil {
				return err
			}
		}
		return nil
	})
}

// Destroy deletes pictures and their files, all or none: refused while goods use any of
// them, naming the goods.
func (s *Service) Destroy(ctx context.Context, ids []int64) error {
	if err := s.refuseInUse(ctx, ids); err != nil {
		return err
	}
	var gone []Picture
	err := s.store.Tx(ctx, func(tx Tx) error {
		gone = gone[:0]
		for _, id := range ids {
			p, err := tx.Picture(id, true)
			if err != nil {
				return notFound(err, pictureNotFound(id))
			}
			if err := dropCover(tx, p); err != nil {
				return err
			}
			if err := tx.DeletePicture(id); err != nil {
				return err
			}
			gone = append(gone, p)
		}
		items := make([]audit.Item, len(gone))
		for i, p := range gone {
			items[i] = audit.Item{ID: p.ID, Name: p.Name}
		}
		audit.Deleted(ctx, "picture", items...)
		return nil
	})
	if errors.Is(err, ErrInUse) { // goods came to use one since the check
		if err := s.refuseInUse(ctx, ids); err != nil {
			return err
		}
	}
	if err != nil {
		return err
	}
	// The rows are gone: the files follow. One that fails to go stays as an orphan, never
	// a row without its file.
	for _, p := range gone {
		s.deleteBlobs(ctx, p.BlobKey, p.ThumbKey)
	}
	return nil
}

// refuseInUse answers 409 naming the goods that use the first picture in use, nil when
// none is.
func (s *Service) refuseInUse(ctx context.Context, ids []int64) error {
	uses, err := s.usage.InUse(ctx, ids)
	if err != nil {
		return fmt.Errorf("pictures in use: %w", err)
	}
	if len(uses) > 0 {
		return inUse(uses)
	}
	return nil
}

func inUse(uses []Use) error {
	slices.SortFunc(uses, func(a, b Use) int { return int(a.PictureID - b.PictureID) })
	var names []string
	for _, u := range uses {
		if u.PictureID == uses[0].PictureID && !u.Application {
			names = append(names, u.GoodsName)
		}
	}
	if len(names) == 0 {
		return apperr.New(http.StatusConflict, "pictures.inUseByApplication", uses[0].PictureID)
	}
	return apperr.New(http.StatusConflict, "pictures.inUse", uses[0].PictureID, strings.Join(names, ", "))
}

func dropCover(tx Tx, p Picture) error {
	a, err := tx.Album(p.AlbumID, true)
	if err != nil {
		return fmt.Errorf("album of picture %d: %w", p.ID, err)
	}
	if a.CoverID != p.ID {
		return nil
	}
	a.CoverID = 0
	return tx.SaveAlbum(a)
}

func withField(e error, field string) error {
	if ae, ok := apperr.As(e); ok {
		ae.Field = field
	}
	return e
}

// File is a picture's file (or thumbnail) opened for serving.
type File struct {
	Body        io.ReadCloser
	ContentType string
	Size        int64
	ETag        string
}

// Open opens a picture's file, or its thumbnail, made now when it is not made yet. A
// picture whose thumbnail cannot be made (a sound header over damaged bytes) shows its
// file instead. The content type is the one the picture's row holds, sniffed from the
// bytes at the upload (ServedType), never one a request named.
func (s *Service) Open(ctx context.Context, id int64, thumb bool) (File, error) {
	p, err := s.store.Picture(ctx, id)
	if err != nil {
		return File{}, notFound(err, pictureNotFound(id))
	}
	key, tag, ct := p.BlobKey, ETag(p.ID, false), p.ContentType
	if thumb {
		if err := s.ensureThumb(ctx, p); err == nil {
			key, tag, ct = p.ThumbKey, ETag(p.ID, true), ThumbType(p.ContentType)
		} else {
			slog.WarnContext(ctx, "thumbnail not made: the picture's file is shown", "picture", id, "err", err)
		}
	}
	rc, info, err := s.blobs.Get(ctx, key)
	if errors.Is(err, blob.ErrNotFound) {
		slog.WarnContext(ctx, "picture file missing", "picture", id, "key", key)
		return File{}, pictureNotFound(id)
	}
	if err != nil {
		return File{}, err
	}
	return File{Body: rc, ContentType: ServedType(ct), Size: info.Size, ETag: tag}, nil
}

// ServedType is the content type a stored file is served with: its own when it is one of
// Types, else application/octet-stream, which no browser shows as a page.
func ServedType(contentType string) string {
	if slices.Contains(Types, contentType) {
		return contentType
	}
	return "application/octet-stream"
}

// ETag answers the tag Open would give, without opening anything.
func ETag(id int64, thumb bool) string {
	if thumb {
		return fmt.Sprintf(`"t%d"`, id)
	}
	return fmt.Sprintf(`"p%d"`, id)
}

// deleteBlobs removes files, on a context of their own: the request may be ending.
func (s *Service) deleteBlobs(ctx context.Context, keys ...string) {
	ctx = context.WithoutCancel(ctx)
	for _, k := range keys {
		if k == "" {
			continue
		}
		if err := s.blobs.Delete(ctx, k); err != nil {
			slog.WarnContext(ctx, "picture file left behind", "key", k, "err", err)
		}
	}
}
