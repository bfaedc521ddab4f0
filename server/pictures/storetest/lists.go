package storetest

import (
	"fmt"
	"testing"

	"shopconsole/server/pictures"
	"shopconsole/server/storecheck"
)

func albums(t *testing.T, s pictures.Store, f pictures.AlbumFilter) ([]pictures.Album, int64) {
	t.Helper()
	list, total, err := s.Albums(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	return normAlbums(list), total
}

func picturesOf(t *testing.T, s pictures.Store, f pictures.PictureFilter) ([]pictures.Picture, int64) {
	t.Helper()
	list, total, err := s.Pictures(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	return normPictures(list), total
}

// rollback: nothing a failing Tx wrote stays.
func rollback(t *testing.T, s pictures.Store) {
	def := defaultOf(t, s)
	kept, gone := addAlbum(t, s, "留下", 1), addAlbum(t, s, "删去", 2)
	list := addPictures(t, s, picture(kept.ID, 1), picture(kept.ID, 2))
	beforeAlbums, _ := albums(t, s, pictures.AlbumFilter{Limit: 10})
	beforePictures, _ := picturesOf(t, s, pictures.PictureFilter{Limit: 10})
	storecheck.TxFails(t, ctx, s.Tx, func(tx pictures.Tx) error {
		if _, err := tx.AddAlbum(pictures.Album{Name: "新", CreatedAt: at}); err != nil {
			return err
		}
		changed := kept
		changed.Name, changed.Sort, changed.CoverID = "改", 9, list[0].ID
		if err := tx.SaveAlbum(changed); err != nil {
			return err
		}
		if err := tx.DeleteAlbum(gone.ID); err != nil {
			return err
		}
		if _, err := tx.AddPicture(picture(kept.ID, 3)); err != nil {
			return err
		}
		p := list[0]
		p.Name = "改.png"
		if err := tx.SavePicture(p); err != nil {
			return err
		}
		if err := tx.DeletePicture(list[1].ID); err != nil {
			return err
		}
		if err := tx.MovePictures(kept.ID, def.ID); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	afterAlbums, _ := albums(t, s, pictures.AlbumFilter{Limit: 10})
	storecheck.Equal(t, "the albums after a rollback", afterAlbums, beforeAlbums, nil)
	afterPictures, _ := picturesOf(t, s, pictures.PictureFilter{Limit: 10})
	storecheck.Equal(t, "the pictures after a rollback", afterPictures, beforePictures, nil)
}

// albumList: by sort, then id; the keyword is a part of the name; the count is of all that
// match; pages.
func albumList(t *testing.T, s pictures.Store) {
	def := defaultOf(t, s) // sort 0
	b, a, c, d := addAlbum(t, s, "乙图集", 2), addAlbum(t, s, "甲图集", 1), addAlbum(t, s, "丙", 1), addAlbum(t, s, "丁图集", 3)
	all := []pictures.Album{def, a, c, b, d}
	for _, c := range []struct {
		f     pictures.AlbumFilter
		want  []pictures.Album
		total int64
	}{
		{pictures.AlbumFilter{Limit: 10}, all, 5},
		{pictures.AlbumFilter{Offset: 1, Limit: 2}, all[1:3], 5},
		{pictures.AlbumFilter{Offset: 4, Limit: 2}, all[4:], 5},
		{pictures.AlbumFilter{Offset: 5, Limit: 2}, []pictures.Album{}, 5},
		{pictures.AlbumFilter{Keyword: "图集", Limit: 10}, []pictures.Album{a, b, d}, 3},
		{pictures.AlbumFilter{Keyword: "图集", Offset: 1, Limit: 1}, []pictures.Album{b}, 3},
		{pictures.AlbumFilter{Keyword: "无", Limit: 10}, []pictures.Album{}, 0},
	} {
		got, total := albums(t, s, c.f)
		storecheck.Equal(t, fmt.Sprintf("Albums(%+v)", c.f), got, normAlbums(c.want), nil)
		storecheck.Equal(t, fmt.Sprintf("Albums(%+v)'s count", c.f), total, c.total, nil)
	}
}

// pictureList: newest first; by album and by a part of the name; the count is of all that
// match; pages.
func pictureList(t *testing.T, s pictures.Store) {
	a, b := addAlbum(t, s, "甲", 1), addAlbum(t, s, "乙", 2)
	list := addPictures(t, s, picture(a.ID, 1), picture(b.ID, 2), picture(a.ID, 3), picture(a.ID, 4), picture(b.ID, 5))
	list[3].Name = "封面.png"
	storecheck.Tx(t, ctx, s.Tx, func(tx pictures.Tx) error { return tx.SavePicture(list[3]) })
	newest := []pictures.Picture{list[4], list[3], list[2], list[1], list[0]}
	for _, c := range []struct {
		f     pictures.PictureFilter
		want  []pictures.Picture
		total int64
	}{
		{pictures.PictureFilter{Limit: 10}, newest, 5},
		{pictures.PictureFilter{Offset: 1, Limit: 2}, newest[1:3], 5},
		{pictures.PictureFilter{Offset: 5, Limit: 2}, []pictures.Picture{}, 5},
		{pictures.PictureFilter{AlbumID: a.ID, Limit: 10}, []pictures.Picture{list[3], list[2], list[0]}, 3},
		{pictures.PictureFilter{AlbumID: a.ID, Offset: 2, Limit: 10}, []pictures.Picture{list[0]}, 3},
		{pictures.PictureFilter{Keyword: "图片", Limit: 10}, []pictures.Picture{list[4], list[2], list[1], list[0]}, 4},
		{pictures.PictureFilter{AlbumID: b.ID, Keyword: "5", Limit: 10}, []pictures.Picture{list[4]}, 1},
		{pictures.PictureFilter{AlbumID: b.ID, Keyword: "封面", Limit: 10}, []pictures.Picture{}, 0},
	} {
		got, total := picturesOf(t, s, c.f)
		storecheck.Equal(t, fmt.Sprintf("Pictures(%+v)", c.f), got, normPictures(c.want), nil)
		storecheck.Equal(t, fmt.Sprintf("Pictures(%+v)'s count", c.f), total, c.total, nil)
	}
}
