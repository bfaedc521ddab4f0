package pictures

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/pictures/blob"
)

// Service holds every rule of the album.
type Service struct {
	store  Store
	blobs  blob.Store
	usage  Usage
	now    func() time.Time
	thumbs *thumbs
}

// New answers a service over store and blobs; usage nil means nothing uses pictures yet.
func New(store Store, blobs blob.Store, usage Usage, now func() time.Time) *Service {
	if usage == nil {
		usage = Unused{}
	}
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, blobs: blobs, usage: usage, now: now, thumbs: &thumbs{}}
}

// AlbumInput is what add and edit take.
type AlbumInput struct {
	ID      int64
	Name    string
	Sort    int
	CoverID int64
}

func albumNotFound(id int64) error {
	return apperr.New(http.StatusNotFound, "pictures.albumNotFound", id)
}

func pictureNotFound(id int64) error {
	return apperr.New(http.StatusNotFound, "pictures.pictureNotFound", id)
}

// notFound turns a store's ErrNotFound into the answer naming what is missing.
func notFound(err error, answer error) error {
	if errors.Is(err, ErrNotFound) {
		return answer
	}
	return err
}

// Albums lists albums.
func (s *Service) Albums(ctx context.Context, f AlbumFilter) ([]Album, int64, error) {
	return s.store.Albums(ctx, f)
}

// Album answers one album.
func (s *Service) Album(ctx context.Context, id int64) (Album, error) {
	a, err := s.store.Album(ctx, id)
	return a, notFound(err, albumNotFound(id))
}

// AddAlbum adds an album; its name is unique.
func (s *Service) AddAlbum(ctx context.Context, in AlbumInput) (Album, error) {
	name := CleanName(in.Name)
	if name == "" {
		return Album{}, apperr.Invalid("name", "validation.required", "name")
	}
	var id int64
	err := s.store.Tx(ctx, func(tx Tx) error {
		if err := nameFree(tx, name, 0); err != nil {
			return err
		}
		a, err := tx.AddAlbum(Album{Name: name, Sort: in.Sort, CreatedAt: s.now().UTC()})
		id = a.ID
		return taken(err, name)
	})
	if err != nil {
		return Album{}, err
	}
	return s.Album(ctx, id)
}

// EditAlbum changes an album's name, sort and cover (a picture of the album, or none).
func (s *Service) EditAlbum(ctx context.Context, in AlbumInput) (Album, error) {
	if in.ID == 0 {
		return Album{}, apperr.Invalid("id", "validation.required", "id")
	}
	name := CleanName(in.Name)
	if name == "" {
		return Album{}, apperr.Invalid("name", "validation.required", "name")
	}
	err := s.store.Tx(ctx, func(tx Tx) error {
		a, err := tx.Album(in.ID, true)
		if err != nil {
			return notFound(err, albumNotFound(in.ID))
		}
		if err := nameFree(tx, name, a.ID); err != nil {
			return err
		}
		if in.CoverID != 0 {
			p, err := tx.Picture(in.CoverID, false)
			if errors.Is(err, ErrNotFound) || (err == nil && p.AlbumID != a.ID) {
				return apperr.Invalid("coverId", "pictures.coverNotInAlbum", in.CoverID)
			}
			if err != nil {
				return err
			}
		}
		a.Name, a.Sort, a.CoverID = name, in.Sort, in.CoverID
		return taken(tx.SaveAlbum(a), name)
	})
	if err != nil {
		return Album{}, err
	}
	return s.Album(ctx, in.ID)
}

// DestroyAlbum deletes an album, its pictures moving to the default album; the default
// album itself cannot be deleted.
func (s *Service) DestroyAlbum(ctx context.Context, id int64) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		a, err := tx.Album(id, true)
		if err != nil {
			return notFound(err, albumNotFound(id))
		}
		if a.IsDefault {
			return apperr.New(http.StatusConflict, "pictures.defaultAlbum", a.Name)
		}
		def, err := tx.DefaultAlbum()
		if err != nil {
			return fmt.Errorf("default album: %w", err)
		}
		if err := tx.MovePictures(a.ID, def.ID); err != nil {
			return err
		}
		audit.Deleted(ctx, "album", audit.Item{ID: a.ID, Name: a.Name})
		return tx.DeleteAlbum(a.ID)
	})
}

func nameFree(tx Tx, name string, self int64) error {
	other, ok, err := tx.AlbumNamed(name)
	if err != nil {
		return err
	}
	if ok && other.ID != self {
		return taken(ErrDuplicate, name)
	}
	return nil
}

func taken(err error, name string) error {
	if errors.Is(err, ErrDuplicate) {
		e := apperr.New(http.StatusConflict, "pictures.albumNameTaken", name)
		e.Field = "name"
		return e
	}
	return err
}
