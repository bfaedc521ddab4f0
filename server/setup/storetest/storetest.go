// Package storetest is the contract every setup.Store keeps, run over each backend's store:
// not found, save then load, rollback, the addresses oldest first.
package storetest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"shopconsole/server/setup"
)

// Run checks the store newStore answers, fresh (holding no address) for each case.
func Run(t *testing.T, newStore func(t *testing.T) setup.Store) {
	cases := []struct {
		name string
		fn   func(*testing.T, setup.Store)
	}{
		{"NotFound", notFound},
		{"SaveThenLoad", saveThenLoad},
		{"Rollback", rollback},
		{"OldestFirst", oldestFirst},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.fn(t, newStore(t)) })
	}
}

var (
	ctx     = context.Background()
	at      = time.Date(2026, 5, 4, 3, 2, 1, 0, time.UTC)
	errFail = errors.New("fn fails")
)

// address is an address with every field set, neither default (one address at a time is
// each default: the service's rule, which a store may guard).
func address(contact string) setup.Address {
	return setup.Address{Contact: contact, Mobile: "13800000000", ProvinceCode: "330000", CityCode: "330100",
		DistrictCode: "330106", ProvinceName: "浙江省", CityName: "杭州市", DistrictName: "西湖区", Detail: "文三路 1 号",
		CreatedAt: at}
}

func insert(t *testing.T, s setup.Store, a setup.Address) setup.Address {
	t.Helper()
	if err := s.Tx(ctx, func(tx setup.Tx) (err error) { a, err = tx.InsertAddress(a); return err }); err != nil {
		t.Fatal(err)
	}
	return a
}

func tx(t *testing.T, s setup.Store, fn func(setup.Tx) error) {
	t.Helper()
	if err := s.Tx(ctx, fn); err != nil {
		t.Fatal(err)
	}
}

func utc(list []setup.Address) []setup.Address {
	out := make([]setup.Address, len(list))
	for i, a := range list {
		a.CreatedAt = a.CreatedAt.UTC()
		out[i] = a
	}
	return out
}

func equal(t *testing.T, what string, got, want []setup.Address) {
	t.Helper()
	if g, w := utc(got), utc(want); !reflect.DeepEqual(g, w) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, g, w)
	}
}

func isNotFound(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, setup.ErrNotFound) {
		t.Errorf("%s: %v, want ErrNotFound", what, err)
	}
}

func notFound(t *testing.T, s setup.Store) {
	_, err := s.Address(ctx, 987654)
	isNotFound(t, "Store.Address", err)
	tx(t, s, func(tx setup.Tx) error {
		ghost := address("ghost")
		ghost.ID = 987654
		isNotFound(t, "SaveAddress", tx.SaveAddress(ghost))
		isNotFound(t, "DeleteAddress", tx.DeleteAddress(987654))
		return nil
	})
}

func saveThenLoad(t *testing.T, s setup.Store) {
	want := address("张三")
	want.IsDefaultShipping, want.IsDefaultReturn = true, true
	want = insert(t, s, want)
	if want.ID == 0 {
		t.Fatal("InsertAddress answered no id")
	}
	got, err := s.Address(ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "Store.Address after InsertAddress", []setup.Address{got}, []setup.Address{want})
	changed := setup.Address{ID: want.ID, Contact: "李四", Mobile: "13900000000", ProvinceCode: "110000",
		CityCode: "110100", DistrictCode: "110105", ProvinceName: "北京市", CityName: "北京市", DistrictName: "朝阳区",
		Detail: "建国路 2 号", CreatedAt: want.CreatedAt}
	tx(t, s, func(tx setup.Tx) error {
		if err := tx.SaveAddress(changed); err != nil {
			return err
		}
		all, err := tx.Addresses(true)
		equal(t, "Tx.Addresses after SaveAddress", all, []setup.Address{changed})
		return err
	})
	got, _ = s.Address(ctx, want.ID)
	equal(t, "Store.Address after SaveAddress", []setup.Address{got}, []setup.Address{changed})
	tx(t, s, func(tx setup.Tx) error { return tx.DeleteAddress(want.ID) })
	_, err = s.Address(ctx, want.ID)
	isNotFound(t, "Store.Address after DeleteAddress", err)
}

func rollback(t *testing.T, s setup.Store) {
	kept, gone := insert(t, s, address("kept")), insert(t, s, address("deleted"))
	err := s.Tx(ctx, func(tx setup.Tx) error {
		if _, err := tx.InsertAddress(address("new")); err != nil {
			return err
		}
		changed := kept
		changed.Contact, changed.IsDefaultReturn = "changed", true
		if err := tx.SaveAddress(changed); err != nil {
			return err
		}
		if err := tx.DeleteAddress(gone.ID); err != nil {
			return err
		}
		return errFail
	})
	if !errors.Is(err, errFail) {
		t.Fatalf("Tx answered %v, want fn's error", err)
	}
	all, err := s.Addresses(ctx)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "the addresses after a rollback", all, []setup.Address{kept, gone})
}

// oldestFirst: both reads list every address, oldest first, through inserts and deletes.
func oldestFirst(t *testing.T, s setup.Store) {
	if all, err := s.Addresses(ctx); err != nil || len(all) != 0 {
		t.Fatalf("a fresh store's addresses: %v %v", all, err)
	}
	var want []setup.Address
	for _, c := range []string{"一", "二", "三", "四"} {
		want = append(want, insert(t, s, address(c)))
	}
	tx(t, s, func(tx setup.Tx) error { return tx.DeleteAddress(want[1].ID) })
	want = append(want[:1], want[2:]...)
	want = append(want, insert(t, s, address("五")))
	all, err := s.Addresses(ctx)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "Store.Addresses", all, want)
	for _, forUpdate := range []bool{false, true} {
		tx(t, s, func(tx setup.Tx) error {
			all, err := tx.Addresses(forUpdate)
			equal(t, "Tx.Addresses", all, want)
			return err
		})
	}
}
