// Package storetest is the contract every listsettings.Store keeps, run over each
// backend's store: empty when none are stored, save then load, one document per staff
// member and list, rollback.
package storetest

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"shopconsole/server/listsettings"
	"shopconsole/server/session"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh for each case, with the session store of
// the same backend (for the staff the settings belong to).
func Run(t *testing.T, newStore func(t *testing.T) (listsettings.Store, session.Store)) {
	fresh := func(t *testing.T) fixture {
		s, sessions := newStore(t)
		f := fixture{s: s}
		for i := range 2 {
			st, err := sessions.CreateStaff(ctx, session.NewStaff{Username: fmt.Sprint("lists", i),
				Email: fmt.Sprintf("lists%d@example.com", i), PasswordHash: "x", CreatedAt: at})
			if err != nil {
				t.Fatal(err)
			}
			f.staff = append(f.staff, st.ID)
		}
		return f
	}
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "EmptyWhenNone", Fn: empty},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "Rollback", Fn: rollback},
	})
}

// fixture is a fresh store with two staff members.
type fixture struct {
	s     listsettings.Store
	staff []int64
}

var (
	ctx = context.Background()
	at  = storecheck.At
)

func settings(name string) listsettings.Settings {
	return listsettings.Settings{HiddenColumns: []string{"mobile", "remark"}, LastViewID: 2,
		Views: []listsettings.View{{ID: 2, Name: name, Query: "status=paid&sort=-createdAt", IsDefault: true, CreatedAt: at}}}
}

func load(t *testing.T, s listsettings.Store, staff int64, list string) listsettings.Settings {
	t.Helper()
	got, err := s.Settings(ctx, staff, list)
	if err != nil {
		t.Fatal(err)
	}
	for i := range got.Views {
		got.Views[i].CreatedAt = got.Views[i].CreatedAt.UTC()
	}
	return got
}

func isEmpty(st listsettings.Settings) bool {
	return len(st.HiddenColumns) == 0 && len(st.Views) == 0 && st.LastViewID == 0
}

func empty(t *testing.T, f fixture) {
	s, staff := f.s, f.staff
	if got := load(t, s, staff[0], "orders"); !isEmpty(got) {
		t.Errorf("Store.Settings with none stored: %+v", got)
	}
	_ = s.Tx(ctx, func(tx listsettings.Tx) error {
		for _, lock := range []bool{false, true} {
			if got, err := tx.Settings(staff[0], "orders", lock); err != nil || !isEmpty(got) {
				t.Errorf("Tx.Settings (for update %v) with none stored: %+v %v", lock, got, err)
			}
		}
		return nil
	})
}

func saveThenLoad(t *testing.T, f fixture) {
	s, staff := f.s, f.staff
	want := settings("已付款")
	storecheck.Tx(t, ctx, s.Tx, func(tx listsettings.Tx) error {
		if err := tx.SaveSettings(staff[0], "orders", want); err != nil {
			return err
		}
		got, err := tx.Settings(staff[0], "orders", true)
		if !reflect.DeepEqual(got.HiddenColumns, want.HiddenColumns) || len(got.Views) != 1 {
			t.Errorf("Tx.Settings after SaveSettings: %+v", got)
		}
		return err
	})
	if got := load(t, s, staff[0], "orders"); !reflect.DeepEqual(got, want) {
		t.Errorf("after SaveSettings:\n got %+v\nwant %+v", got, want)
	}
	for _, other := range []struct {
		staff int64
		list  string
	}{{staff[1], "orders"}, {staff[0], "goods"}} {
		if got := load(t, s, other.staff, other.list); !isEmpty(got) {
			t.Errorf("staff %d's %s after another's save: %+v", other.staff, other.list, got)
		}
	}
	want = settings("改")
	want.HiddenColumns = []string{}
	storecheck.Tx(t, ctx, s.Tx, func(tx listsettings.Tx) error { return tx.SaveSettings(staff[0], "orders", want) })
	if got := load(t, s, staff[0], "orders"); got.Views[0].Name != "改" || len(got.HiddenColumns) != 0 {
		t.Errorf("after a second SaveSettings: %+v", got)
	}
}

func rollback(t *testing.T, f fixture) {
	s, staff := f.s, f.staff
	kept := settings("kept")
	storecheck.Tx(t, ctx, s.Tx, func(tx listsettings.Tx) error { return tx.SaveSettings(staff[0], "orders", kept) })
	storecheck.TxFails(t, ctx, s.Tx, func(tx listsettings.Tx) error {
		for _, k := range []struct {
			staff int64
			list  string
		}{{staff[0], "orders"}, {staff[1], "orders"}} {
			if _, err := tx.Settings(k.staff, k.list, true); err != nil {
				return err
			}
			if err := tx.SaveSettings(k.staff, k.list, settings("changed")); err != nil {
				return err
			}
		}
		return storecheck.ErrFail
	})
	if got := load(t, s, staff[0], "orders"); !reflect.DeepEqual(got, kept) {
		t.Errorf("stored settings after a rollback: %+v", got)
	}
	if got := load(t, s, staff[1], "orders"); !isEmpty(got) {
		t.Errorf("settings none had after a rollback: %+v", got)
	}
}
