package storetest

import (
	"cmp"
	"reflect"
	"slices"
	"testing"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// byID answers levels by id (Tx.Levels answers them in no order).
func byID(list []shopusers.Level) []shopusers.Level {
	out := slices.Clone(list)
	slices.SortFunc(out, func(a, b shopusers.Level) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

func page(size int) kernel.Page { return kernel.Page{No: 1, Size: size} }

// levels: levels saved then loaded, by sort then id, each with its number of users; a
// deleted level goes.
func levels(t *testing.T, f fixture) {
	start, err := f.s.Levels(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	var a, b shopusers.Level
	f.tx(t, func(tx shopusers.Tx) (err error) {
		a, err = tx.AddLevel(shopusers.Level{Name: "金卡", GrowthValue: 5000, Discount: 90, Privilege: "p", Image: "/i.png",
			BackgroundImage: "/b.png", Sort: -1})
		if err != nil {
			return err
		}
		b, err = tx.AddLevel(shopusers.Level{Name: "银卡", GrowthValue: 1000, Discount: 95, Sort: -1})
		return err
	})
	if a.ID == 0 || b.ID == 0 || a.ID == b.ID {
		t.Fatalf("AddLevel answered ids %d and %d", a.ID, b.ID)
	}
	for i := range 3 {
		u := user(i)
		u.LevelID = a.ID
		f.insert(t, u)
	}
	a.UserCount = 3
	want := append([]shopusers.Level{a, b}, start...) // by sort, then id
	got, err := f.s.Levels(f.ctx)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Store.Levels:\n got %+v (%v)\nwant %+v", got, err, want)
	}
	if got, err := f.s.Level(f.ctx, a.ID); err != nil || !reflect.DeepEqual(got, a) {
		t.Errorf("Store.Level: %+v (%v), want %+v", got, err, a)
	}
	uncounted := append([]shopusers.Level{}, want...)
	uncounted[0].UserCount = 0
	for _, forUpdate := range []bool{false, true} {
		f.tx(t, func(tx shopusers.Tx) error {
			got, err := tx.Levels(forUpdate)
			for i := range got {
				got[i].UserCount = 0 // unset: whatever a backend leaves there
			}
			if got, want := byID(got), byID(uncounted); !reflect.DeepEqual(got, want) {
				t.Errorf("Tx.Levels(%v):\n got %+v\nwant %+v", forUpdate, got, want)
			}
			return err
		})
	}
	f.tx(t, func(tx shopusers.Tx) error {
		for _, l := range []shopusers.Level{a, b} {
			n, err := tx.LevelUsers(l.ID)
			if err != nil || n != l.UserCount {
				t.Errorf("LevelUsers %d: %d %v, want %d", l.ID, n, err, l.UserCount)
			}
		}
		return nil
	})
	b.Name, b.GrowthValue, b.Discount, b.Privilege, b.Image, b.BackgroundImage, b.Sort = "铜卡", 500, 98, "q", "/j", "/k", 100
	f.tx(t, func(tx shopusers.Tx) error { return tx.SaveLevel(b) })
	if got, err := f.s.Level(f.ctx, b.ID); err != nil || !reflect.DeepEqual(got, b) {
		t.Errorf("Store.Level after SaveLevel: %+v (%v), want %+v", got, err, b)
	}
	f.tx(t, func(tx shopusers.Tx) error { return tx.DeleteLevel(b.ID) })
	_, err = f.s.Level(f.ctx, b.ID)
	storecheck.Is(t, "Store.Level after DeleteLevel", err, shopusers.ErrNotFound)
}

// autoLevel: SetAutoLevel moves the users whose growth is in the band and whose level was
// not set by hand, and no other.
func autoLevel(t *testing.T, f fixture) {
	var lv shopusers.Level
	f.tx(t, func(tx shopusers.Tx) (err error) {
		lv, err = tx.AddLevel(shopusers.Level{Name: "金卡", GrowthValue: 100, Discount: 90})
		return err
	})
	var users []shopusers.User
	for i, growth := range []int64{99, 100, 150, 200, 150, 300} {
		u := user(i)
		u.Growth = growth
		u.LevelManual = i == 4 // set by hand: stays
		users = append(users, f.insert(t, u))
	}
	f.tx(t, func(tx shopusers.Tx) error { return tx.SetAutoLevel(lv.ID, 100, 200) })
	want := []int64{0, lv.ID, lv.ID, 0, 0, 0}
	f.tx(t, func(tx shopusers.Tx) error { return tx.SetAutoLevel(lv.ID, 300, 0) }) // no end
	want[5] = lv.ID
	for i, u := range users {
		got, err := f.s.User(f.ctx, u.ID)
		if err != nil || got.LevelID != want[i] {
			t.Errorf("user of growth %d (manual %v): level %d (%v), want %d", u.Growth, u.LevelManual, got.LevelID, err, want[i])
		}
		if want[i] != 0 && got.LevelName != lv.Name {
			t.Errorf("user of growth %d: level name %q, want %q", u.Growth, got.LevelName, lv.Name)
		}
	}
	f.tx(t, func(tx shopusers.Tx) error { return tx.SetAutoLevel(0, 0, 250) }) // level 0: none
	for i, u := range users {
		got, _ := f.s.User(f.ctx, u.ID)
		if w := map[bool]int64{true: lv.ID, false: 0}[i == 5]; got.LevelID != w {
			t.Errorf("user of growth %d after clearing: level %d, want %d", u.Growth, got.LevelID, w)
		}
	}
}
