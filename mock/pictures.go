package mock

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"shopconsole/server/goods"
	"shopconsole/server/pictures"
)

// albumData is the album's part of the mock: albums and pictures in generic tables, under
// a lock of their own (uploads never wait for the shop's lock).
type albumData struct {
	mu       sync.RWMutex
	albums   *table[int64, pictures.Album]
	bySort   *order[pictures.Album]
	byName   *unique[int64, pictures.Album]
	pictures *table[int64, pictures.Picture]
	newest   *order[pictures.Picture] // by id
	// ids are handed out per table, as Postgres's sequences do.
	nextAlbum, nextPicture int64
	// samples are the files of the sample pictures, by blob key (pictures_seed.go).
	samples map[string]pictures.SampleBlob
	// guard refuses to delete a picture goods use.
	guard refGuard
}

func newAlbumData() *albumData {
	d := &albumData{nextAlbum: 1, nextPicture: 1}
	d.albums = newTable(func(a *pictures.Album) int64 { return a.ID })
	d.bySort = d.albums.order(func(a, b *pictures.Album) int {
		return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(a.ID, b.ID))
	})
	d.byName = d.albums.unique(func(a *pictures.Album) string { return a.Name })
	d.pictures = newTable(func(p *pictures.Picture) int64 { return p.ID })
	d.newest = d.pictures.order(func(a, b *pictures.Picture) int { return cmp.Compare(a.ID, b.ID) })
	return d
}

func (d *albumData) albumID() int64 { d.nextAlbum++; return d.nextAlbum - 1 }

func (d *albumData) pictureID() int64 { d.nextPicture++; return d.nextPicture - 1 }

// albumStore is the mock's pictures.Store.
type albumStore struct{ d *albumData }

// Pictures implements app.Backend: the album's store.
func (s *Store) Pictures() pictures.Store { return albumStore{s.album} }

// SampleBlobs implements pictures.Samples: the files of the sample pictures.
func (s *Store) SampleBlobs() map[string]pictures.SampleBlob { return s.album.samples }

// counts fills what an album's reads carry besides its row.
func (d *albumData) view(a pictures.Album) pictures.Album {
	a.PictureCount, a.ShownID = 0, a.CoverID
	for _, p := range d.newest.all() {
		if p.AlbumID == a.ID {
			a.PictureCount++
			if a.CoverID == 0 {
				a.ShownID = max(a.ShownID, p.ID)
			}
		}
	}
	return a
}

// Albums implements pictures.Store.
func (m albumStore) Albums(_ context.Context, f pictures.AlbumFilter) ([]pictures.Album, int64, error) {
	m.d.mu.RLock()
	defer m.d.mu.RUnlock()
	var match func(*pictures.Album) bool
	if f.Keyword != "" {
		match = func(a *pictures.Album) bool { return strings.Contains(a.Name, f.Keyword) }
	}
	rows, total := m.d.bySort.all().page(false, match, f.Offset, f.Limit)
	for i := range rows {
		rows[i] = m.d.view(rows[i])
	}
	return rows, int64(total), nil
}

// Album implements pictures.Store.
func (m albumStore) Album(_ context.Context, id int64) (pictures.Album, error) {
	m.d.mu.RLock()
	defer m.d.mu.RUnlock()
	a, ok := m.d.albums.get(id)
	if !ok {
		return a, fmt.Errorf("album %d: %w", id, pictures.ErrNotFound)
	}
	return m.d.view(a), nil
}

// Pictures implements pictures.Store: newest first.
func (m albumStore) Pictures(_ context.Context, f pictures.PictureFilter) ([]pictures.Picture, int64, error) {
	m.d.mu.RLock()
	defer m.d.mu.RUnlock()
	var match func(*pictures.Picture) bool
	if f.AlbumID != 0 || f.Keyword != "" {
		match = func(p *pictures.Picture) bool {
			return (f.AlbumID == 0 || p.AlbumID == f.AlbumID) && (f.Keyword == "" || strings.Contains(p.Name, f.Keyword))
		}
	}
	rows, total := m.d.newest.all().page(true, match, f.Offset, f.Limit)
	return rows, int64(total), nil
}

// Picture implements pictures.Store.
func (m albumStore) Picture(_ context.Context, id int64) (pictures.Picture, error) {
	m.d.mu.RLock()
	defer m.d.mu.RUnlock()
	p, ok := m.d.pictures.get(id)
	if !ok {
		return p, fmt.Errorf("picture %d: %w", id, pictures.ErrNotFound)
	}
	return p, nil
}

// Tx implements pictures.Store: a critical section whose writes become the tables' rows
// only when fn succeeds.
func (m albumStore) Tx(_ context.Context, fn func(pictures.Tx) error) error {
	release := m.d.guard.hold()
	defer release()
	m.d.mu.Lock()
	defer m.d.mu.Unlock()
	done := false
	defer func() {
		if !done {
			m.d.albums.discard()
			m.d.pictures.discard()
		}
	}()
	if err := fn(albumTx(m)); err != nil {
		return err
	}
	m.d.albums.commit()
	m.d.pictures.commit()
	done = true
	return nil
}

type albumTx struct{ d *albumData }

func (t albumTx) Album(id int64, _ bool) (pictures.Album, error) {
	a, ok := t.d.albums.get(id)
	if !ok {
		return a, fmt.Errorf("album %d: %w", id, pictures.ErrNotFound)
	}
	return a, nil
}

func (t albumTx) AlbumNamed(name string) (pictures.Album, bool, error) {
	a, ok := t.d.albums.lookup(t.d.byName, name)
	return a, ok, nil
}

func (t albumTx) DefaultAlbum() (pictures.Album, error) {
	var def pictures.Album
	t.d.albums.scan(func(a pictures.Album) bool {
		if a.IsDefault {
			def = a
			return false
		}
		return true
	})
	if def.ID == 0 {
		return def, fmt.Errorf("default album: %w", pictures.ErrNotFound)
	}
	return def, nil
}

func albumDuplicate(err error) error {
	if errors.Is(err, errDuplicate) {
		return pictures.ErrDuplicate
	}
	return err
}

func (t albumTx) AddAlbum(a pictures.Album) (pictures.Album, error) {
	a.ID = t.d.albumID()
	a.PictureCount, a.ShownID = 0, 0
	return a, albumDuplicate(t.d.albums.put(a))
}

func (t albumTx) SaveAlbum(a pictures.Album) error {
	a.PictureCount, a.ShownID = 0, 0
	return albumDuplicate(t.d.albums.put(a))
}

func (t albumTx) DeleteAlbum(id int64) error { t.d.albums.delete(id); return nil }

func (t albumTx) Picture(id int64, _ bool) (pictures.Picture, error) {
	p, ok := t.d.pictures.get(id)
	if !ok {
		return p, fmt.Errorf("picture %d: %w", id, pictures.ErrNotFound)
	}
	return p, nil
}

func (t albumTx) AddPicture(p pictures.Picture) (pictures.Picture, error) {
	p.ID = t.d.pictureID()
	return p, t.d.pictures.put(p)
}

func (t albumTx) SavePicture(p pictures.Picture) error { return t.d.pictures.put(p) }

func (t albumTx) DeletePicture(id int64) error {
	if t.d.guard.used(goods.RefPicture, id) {
		return fmt.Errorf("picture %d: %w", id, pictures.ErrInUse)
	}
	t.d.pictures.delete(id)
	return nil
}

func (t albumTx) MovePictures(from, to int64) error {
	var moved []pictures.Picture
	t.d.pictures.scan(func(p pictures.Picture) bool {
		if p.AlbumID == from {
			moved = append(moved, p)
		}
		return true
	})
	for _, p := range moved {
		p.AlbumID = to
		if err := t.d.pictures.put(p); err != nil {
			return err
		}
	}
	return nil
}

var _ pictures.Store = albumStore{}
