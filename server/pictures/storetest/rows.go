package storetest

import (
	"fmt"
	"testing"

	"shopconsole/server/goods"
	"shopconsole/server/pictures"
	"shopconsole/server/storecheck"
)

// albumSaveThenLoad: every field of the row comes back, through the store's reads and the
// transaction's (both locks), and by name; a save changes the name, sort and cover.
func albumSaveThenLoad(t *testing.T, s pictures.Store) {
	want := addAlbum(t, s, "商品主图", 5)
	check := func(what string, want pictures.Album) {
		t.Helper()
		storecheck.Equal(t, "Store.Album "+what, album(t, s, want.ID), want, nil)
		for _, forUpdate := range []bool{false, true} {
			storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error {
				got, err := tx.Album(want.ID, forUpdate)
				storecheck.Equal(t, fmt.Sprintf("Tx.Album %s, forUpdate %v", what, forUpdate), row(got), row(want), nil)
				return err
			})
		}
		storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error {
			got, ok, err := tx.AlbumNamed(want.Name)
			if !ok {
				t.Errorf("AlbumNamed %s: none", what)
			}
			storecheck.Equal(t, "AlbumNamed "+what, row(got), row(want), nil)
			return err
		})
	}
	check("after AddAlbum", normAlbum(want))
	p := addPictures(t, s, picture(want.ID, 1))[0]
	changed := want
	changed.Name, changed.Sort, changed.CoverID = "详情图", 7, p.ID
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error { return tx.SaveAlbum(changed) })
	changed.PictureCount, changed.ShownID = 1, p.ID
	check("after SaveAlbum", normAlbum(changed))
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error {
		_, ok, err := tx.AlbumNamed(want.Name)
		if ok {
			t.Error("AlbumNamed finds the album under its old name")
		}
		return err
	})
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error {
		if err := tx.DeletePicture(p.ID); err != nil {
			return err
		}
		return tx.DeleteAlbum(want.ID)
	})
	_, err := s.Album(ctx, want.ID)
	storecheck.Is(t, "Store.Album after DeleteAlbum", err, pictures.ErrNotFound)
}

// albumNameTaken: album names are unique, on add and on save.
func albumNameTaken(t *testing.T, s pictures.Store) {
	a := addAlbum(t, s, "商品主图", 1)
	b := addAlbum(t, s, "详情图", 2)
	err := s.Tx(ctx, func(tx pictures.Tx) error {
		_, err := tx.AddAlbum(pictures.Album{Name: a.Name, CreatedAt: at})
		return err
	})
	storecheck.Is(t, "AddAlbum of a taken name", err, pictures.ErrDuplicate)
	b.Name = a.Name
	err = s.Tx(ctx, func(tx pictures.Tx) error { return tx.SaveAlbum(b) })
	storecheck.Is(t, "SaveAlbum to a taken name", err, pictures.ErrDuplicate)
}

// pictureSaveThenLoad: every field comes back, through the store's read and the
// transaction's (both locks); a save changes the name and album.
func pictureSaveThenLoad(t *testing.T, s pictures.Store) {
	other := addAlbum(t, s, "其他", 1)
	def := defaultOf(t, s)
	want := addPictures(t, s, picture(def.ID, 1))[0]
	check := func(what string, want pictures.Picture) {
		t.Helper()
		got, err := s.Picture(ctx, want.ID)
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, "Store.Picture "+what, got, want, normPicture)
		for _, forUpdate := range []bool{false, true} {
			storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error {
				got, err := tx.Picture(want.ID, forUpdate)
				storecheck.Equal(t, fmt.Sprintf("Tx.Picture %s, forUpdate %v", what, forUpdate), got, want, normPicture)
				return err
			})
		}
	}
	check("after AddPicture", want)
	changed := want
	changed.Name, changed.AlbumID = "新名.png", other.ID
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error { return tx.SavePicture(changed) })
	check("after SavePicture", changed)
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error { return tx.DeletePicture(want.ID) })
	_, err := s.Picture(ctx, want.ID)
	storecheck.Is(t, "Store.Picture after DeletePicture", err, pictures.ErrNotFound)
}

// albumCountAndShown: the store's reads count an album's pictures and show its cover, else
// its newest picture, else none.
func albumCountAndShown(t *testing.T, s pictures.Store) {
	a, empty := addAlbum(t, s, "有图", 1), addAlbum(t, s, "空", 2)
	list := addPictures(t, s, picture(a.ID, 1), picture(a.ID, 2), picture(a.ID, 3))
	a.PictureCount, a.ShownID = 3, list[2].ID
	storecheck.Equal(t, "an album without a cover", album(t, s, a.ID), a, normAlbum)
	storecheck.Equal(t, "an empty album", album(t, s, empty.ID), empty, normAlbum)
	a.CoverID = list[0].ID
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error { return tx.SaveAlbum(a) })
	a.ShownID = list[0].ID
	storecheck.Equal(t, "an album with a cover", album(t, s, a.ID), a, normAlbum)
	all, _, err := s.Albums(ctx, pictures.AlbumFilter{Keyword: "有图", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Albums", all, []pictures.Album{a}, normAlbums)
}

// movePictures: every picture of one album goes to the other; the rest stay.
func movePictures(t *testing.T, s pictures.Store) {
	from, to, other := addAlbum(t, s, "甲", 1), addAlbum(t, s, "乙", 2), addAlbum(t, s, "丙", 3)
	list := addPictures(t, s, picture(from.ID, 1), picture(to.ID, 2), picture(other.ID, 3), picture(from.ID, 4))
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error { return tx.MovePictures(from.ID, to.ID) })
	list[0].AlbumID, list[3].AlbumID = to.ID, to.ID
	for _, want := range list {
		got, err := s.Picture(ctx, want.ID)
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, fmt.Sprint("picture ", want.Name, " after MovePictures"), got, want, normPicture)
	}
	storecheck.Equal(t, "the emptied album's count", album(t, s, from.ID).PictureCount, int64(0), nil)
	storecheck.Equal(t, "the filled album's count", album(t, s, to.ID).PictureCount, int64(3), nil)
}

// inUse: a picture goods use cannot be deleted (ErrInUse) and stays; once the goods are
// gone it can.
func inUse(t *testing.T, f fixture) {
	def := defaultOf(t, f.s)
	p := addPictures(t, f.s, picture(def.ID, 1))[0]
	var g goods.Goods
	storecheck.Tx(t, ctx, f.goods.Tx, func(tx goods.Tx) (err error) {
		g, err = tx.AddGoods(goods.Goods{Name: "用图的商品", Pictures: []goods.Picture{{ID: p.ID, URL: pictures.URL(p.ID)}},
			SpecType: goods.SpecSingle, SKUs: []goods.SKU{{Price: 100, Stock: 1}}, Price: 100, Stock: 1,
			Status: goods.StatusOff, Freight: goods.Freight{Type: goods.FreightFree}, CreatedAt: at, UpdatedAt: at})
		return err
	})
	err := f.s.Tx(ctx, func(tx pictures.Tx) error { return tx.DeletePicture(p.ID) })
	storecheck.Is(t, "DeletePicture of a picture goods use", err, pictures.ErrInUse)
	got, err := f.s.Picture(ctx, p.ID)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "a picture in use after DeletePicture", got, p, normPicture)
	storecheck.Tx(t, ctx, f.goods.Tx, func(tx goods.Tx) error { return tx.DeleteGoods([]int64{g.ID}) })
	storecheck.Tx(t, ctx, f.s.Tx, func(tx pictures.Tx) error { return tx.DeletePicture(p.ID) })
}
