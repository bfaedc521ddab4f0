package mock

import (
	"context"
	"reflect"
	"testing"
	"time"

	"shopconsole/server/freight"
	"shopconsole/server/kernel"
	"shopconsole/server/pictures"
)

// The album's and the freight area's stores are taken once, when the app starts: a restore
// reaches them too, and the goods' reads of pictures and templates see the same data.
func TestRestoreReachesStoresTakenBefore(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	s := NewAt(at)
	albums, templates := s.Pictures(), s.Freight()
	count := func() (int64, int64) {
		t.Helper()
		_, a, err := albums.Albums(ctx, pictures.AlbumFilter{Limit: 100})
		if err != nil {
			t.Fatal(err)
		}
		_, f, err := templates.ListTemplates(ctx, freight.Filter{Page: kernel.Page{No: 1, Size: 100}})
		if err != nil {
			t.Fatal(err)
		}
		return a, f
	}
	a0, f0 := count()
	err := albums.Tx(ctx, func(tx pictures.Tx) error {
		_, err := tx.AddAlbum(pictures.Album{Name: "restored away", CreatedAt: at})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	err = templates.Tx(ctx, func(tx freight.Tx) error {
		_, err := tx.InsertTemplate(freight.Template{Name: "restored away", CreatedAt: at, UpdatedAt: at})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if a, f := count(); a != a0+1 || f != f0+1 {
		t.Fatalf("after the writes: %d albums, %d templates", a, f)
	}
	s.Restore(s.Seeded())
	if a, f := count(); a != a0 || f != f0 {
		t.Fatalf("after the restore the stores taken before read %d albums (want %d), %d templates (want %d)", a, a0, f, f0)
	}
}

// restore assigns every field of the album's and the extras' data but the lock, the guard
// (and the extras' own store): a field added there must be added to restore.
func TestRestoreCoversAlbumAndExtras(t *testing.T) {
	if n := reflect.TypeFor[albumData]().NumField(); n != 10 {
		t.Fatalf("albumData has %d fields: update albumData.restore (mock/snapshot.go) and this count", n)
	}
	if n := reflect.TypeFor[goodsExtras]().NumField(); n != 7 {
		t.Fatalf("goodsExtras has %d fields: update goodsExtras.restore (mock/snapshot.go) and this count", n)
	}
}
