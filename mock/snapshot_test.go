package mock

import (
	"context"
	"reflect"
	"testing"
	"time"

	"shopconsole/server/session"
	"shopconsole/server/shopusers"
)

// Restore assigns every field but the lock: a field added to Store must be added there.
func TestRestoreCoversEveryField(t *testing.T) {
	if n := reflect.TypeFor[Store]().NumField(); n != 26 {
		t.Fatalf("Store has %d fields: update Restore (mock/snapshot.go) and this count", n)
	}
}

func TestCloneAndRestore(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	s := NewAt(at)
	add := func(name string) {
		t.Helper()
		if _, err := s.CreateStaff(ctx, session.NewStaff{Username: name, PasswordHash: "x", CreatedAt: at}); err != nil {
			t.Fatal(err)
		}
	}
	has := func(st *Store, name string) bool {
		_, err := st.StaffByUsername(ctx, name)
		return err == nil
	}
	add("first")
	snap := s.Clone()
	add("second")
	if has(snap, "second") {
		t.Fatal("the copy sees a later write")
	}
	// A write through the shop-user tables of the copy leaves the original alone.
	err := snap.ShopUsers().Tx(ctx, func(tx shopusers.Tx) error {
		l, err := tx.AddLevel(shopusers.Level{Name: "copy only", GrowthValue: 999999, Discount: 100})
		if err == nil && l.ID == 0 {
			t.Error("no level id")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	count := func(st *Store) int {
		ls, err := st.ShopUsers().Levels(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return len(ls)
	}
	if count(snap) != count(s)+1 {
		t.Fatalf("levels: copy %d, original %d", count(snap), count(s))
	}
	s.Restore(snap)
	if !has(s, "first") || has(s, "second") || count(s) != count(snap) {
		t.Fatal("restore did not bring back the copy's data")
	}
	s.Restore(s.Seeded())
	if has(s, "first") || count(s) != count(NewAt(at)) {
		t.Fatal("restoring the seed kept written data")
	}
}
