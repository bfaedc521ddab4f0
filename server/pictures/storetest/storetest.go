// Package storetest is the contract every pictures.Store keeps, run over each backend's
// store: not found, the default album, save then load of albums and pictures, the unique
// album name, what an album's reads carry (its count and shown picture), moving pictures,
// a picture in use, rollback, and the lists' order, filters and paging.
package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"shopconsole/server/goods"
	"shopconsole/server/pictures"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh for each case (holding only the default
// album, as the migrations leave it), with the goods store of the same backend (for the
// goods that use a picture).
func Run(t *testing.T, newStore func(t *testing.T) (pictures.Store, goods.Store)) {
	fresh := func(t *testing.T) fixture { s, g := newStore(t); return fixture{s: s, goods: g} }
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: on(notFound)},
		{Name: "DefaultAlbum", Fn: on(defaultAlbum)},
		{Name: "AlbumSaveThenLoad", Fn: on(albumSaveThenLoad)},
		{Name: "AlbumNameTaken", Fn: on(albumNameTaken)},
		{Name: "PictureSaveThenLoad", Fn: on(pictureSaveThenLoad)},
		{Name: "AlbumCountAndShown", Fn: on(albumCountAndShown)},
		{Name: "MovePictures", Fn: on(movePictures)},
		{Name: "InUse", Fn: inUse},
		{Name: "Rollback", Fn: on(rollback)},
		{Name: "AlbumList", Fn: on(albumList)},
		{Name: "PictureList", Fn: on(pictureList)},
	})
}

type fixture struct {
	s     pictures.Store
	goods goods.Store
}

// on is a case that needs the album's store alone.
func on(fn func(*testing.T, pictures.Store)) func(*testing.T, fixture) {
	return func(t *testing.T, f fixture) { fn(t, f.s) }
}

var (
	ctx = context.Background()
	at  = storecheck.At
)

const ghost = 987654

func normAlbum(a pictures.Album) pictures.Album { a.CreatedAt = a.CreatedAt.UTC(); return a }

// row is an album as Tx reads it: the row, without what the store's reads fill in.
func row(a pictures.Album) pictures.Album {
	a.PictureCount, a.ShownID = 0, 0
	return normAlbum(a)
}

func normAlbums(list []pictures.Album) []pictures.Album {
	out := make([]pictures.Album, len(list))
	for i, a := range list {
		out[i] = normAlbum(a)
	}
	return out
}

func normPicture(p pictures.Picture) pictures.Picture { p.CreatedAt = p.CreatedAt.UTC(); return p }

func normPictures(list []pictures.Picture) []pictures.Picture {
	out := make([]pictures.Picture, len(list))
	for i, p := range list {
		out[i] = normPicture(p)
	}
	return out
}

func addAlbum(t *testing.T, s pictures.Store, name string, sort int) pictures.Album {
	t.Helper()
	a := pictures.Album{Name: name, Sort: sort, CreatedAt: at}
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) (err error) { a, err = tx.AddAlbum(a); return err })
	if a.ID == 0 {
		t.Fatal("AddAlbum answered no id")
	}
	return a
}

// picture is a picture of the album with every field set; n sets it apart.
func picture(albumID int64, n int) pictures.Picture {
	return pictures.Picture{AlbumID: albumID, Name: fmt.Sprintf("图片 %d.png", n), ContentType: "image/png",
		Size: int64(1000 + n), Width: 640 + n, Height: 480 + n, BlobKey: fmt.Sprintf("storetest/%d", n),
		ThumbKey: fmt.Sprintf("storetest/%d-thumb", n), ThumbType: "image/jpeg", CreatedAt: at.Add(time.Duration(n) * time.Minute)}
}

func addPictures(t *testing.T, s pictures.Store, list ...pictures.Picture) []pictures.Picture {
	t.Helper()
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error {
		for i := range list {
			p, err := tx.AddPicture(list[i])
			if err != nil {
				return err
			}
			if p.ID == 0 {
				t.Fatal("AddPicture answered no id")
			}
			list[i] = p
		}
		return nil
	})
	return list
}

func album(t *testing.T, s pictures.Store, id int64) pictures.Album {
	t.Helper()
	a, err := s.Album(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return normAlbum(a)
}

func defaultOf(t *testing.T, s pictures.Store) pictures.Album {
	t.Helper()
	var def pictures.Album
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) (err error) { def, err = tx.DefaultAlbum(); return err })
	return row(def)
}

func notFound(t *testing.T, s pictures.Store) {
	_, err := s.Album(ctx, ghost)
	storecheck.Is(t, "Store.Album", err, pictures.ErrNotFound)
	_, err = s.Picture(ctx, ghost)
	storecheck.Is(t, "Store.Picture", err, pictures.ErrNotFound)
	for _, forUpdate := range []bool{false, true} {
		storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error {
			_, err := tx.Album(ghost, forUpdate)
			storecheck.Is(t, fmt.Sprint("Tx.Album, forUpdate ", forUpdate), err, pictures.ErrNotFound)
			_, err = tx.Picture(ghost, forUpdate)
			storecheck.Is(t, fmt.Sprint("Tx.Picture, forUpdate ", forUpdate), err, pictures.ErrNotFound)
			a, ok, err := tx.AlbumNamed("nobody")
			if ok || err != nil {
				t.Errorf("AlbumNamed of no album: %+v %v %v", a, ok, err)
			}
			return nil
		})
	}
}

// defaultAlbum: a fresh store holds one album, the default, empty.
func defaultAlbum(t *testing.T, s pictures.Store) {
	def := defaultOf(t, s)
	if !def.IsDefault || def.ID == 0 || def.Name == "" {
		t.Fatalf("DefaultAlbum: %+v", def)
	}
	list, total, err := s.Albums(ctx, pictures.AlbumFilter{Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "a fresh store's albums", list, []pictures.Album{def}, normAlbums)
	storecheck.Equal(t, "a fresh store's album count", total, int64(1), nil)
	storecheck.Equal(t, "Store.Album of the default", album(t, s, def.ID), def, nil)
	// It stays the default through a save.
	def.Name, def.Sort = "改名", 4
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error { return tx.SaveAlbum(def) })
	storecheck.Equal(t, "DefaultAlbum after SaveAlbum", defaultOf(t, s), def, nil)
}
