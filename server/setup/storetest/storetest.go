// Package storetest is the contract every setup.Store keeps, run over each backend's store:
// not found, save then load, rollback, the addresses oldest first.
package storetest

import (
	"context"
	"testing"

	"shopconsole/server/setup"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh (holding no address) for each case.
func Run(t *testing.T, newStore func(t *testing.T) setup.Store) {
	storecheck.Run(t, newStore, []storecheck.Case[setup.Store]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "Rollback", Fn: rollback},
		{Name: "OldestFirst", Fn: oldestFirst},
	})
}

var (
	ctx = context.Background()
	at  = storecheck.At
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
	storecheck.Tx(t, ctx, s.Tx, func(tx setup.Tx) (err error) { a, err = tx.InsertAddress(a); return err })
	return a
}

// inUTC makes two loads of the addresses comparable: times in UTC.
func inUTC(list []setup.Address) []setup.Address {
	out := make([]setup.Address, len(list))
	for i, a := range list {
		a.CreatedAt = a.CreatedAt.UTC()
		out[i] = a
	}
	return out
}

func notFound(t *testing.T, s setup.Store) {
	_, err := s.Address(ctx, 987654)
	storecheck.Is(t, "Store.Address", err, setup.ErrNotFound)
	storecheck.Tx(t, ctx, s.Tx, func(tx setup.Tx) error {
		ghost := address("ghost")
		ghost.ID = 987654
		storecheck.Is(t, "SaveAddress", tx.SaveAddress(ghost), setup.ErrNotFound)
		storecheck.Is(t, "DeleteAddress", tx.DeleteAddress(987654), setup.ErrNotFound)
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
	storecheck.Equal(t, "Store.Address after InsertAddress", []setup.Address{got}, []setup.Address{want}, inUTC)
	changed := setup.Address{ID: want.ID, Contact: "李四", Mobile: "13900000000", ProvinceCode: "110000",
		CityCode: "110100", DistrictCode: "110105", ProvinceName: "北京市", CityName: "北京市", DistrictName: "朝阳区",
		Detail: "建国路 2 号", CreatedAt: want.CreatedAt}
	storecheck.Tx(t, ctx, s.Tx, func(tx setup.Tx) error {
		if err := tx.SaveAddress(changed); err != nil {
			return err
		}
		all, err := tx.Addresses(true)
		storecheck.Equal(t, "Tx.Addresses after SaveAddress", all, []setup.Address{changed}, inUTC)
		return err
	})
	got, _ = s.Address(ctx, want.ID)
	storecheck.Equal(t, "Store.Address after SaveAddress", []setup.Address{got}, []setup.Address{changed}, inUTC)
	storecheck.Tx(t, ctx, s.Tx, func(tx setup.Tx) error { return tx.DeleteAddress(want.ID) })
	_, err = s.Address(ctx, want.ID)
	storecheck.Is(t, "Store.Address after DeleteAddress", err, setup.ErrNotFound)
}

func rollback(t *testing.T, s setup.Store) {
	kept, gone := insert(t, s, address("kept")), insert(t, s, address("deleted"))
	storecheck.TxFails(t, ctx, s.Tx, func(tx setup.Tx) error {
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
		return storecheck.ErrFail
	})
	all, err := s.Addresses(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "the addresses after a rollback", all, []setup.Address{kept, gone}, inUTC)
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
	storecheck.Tx(t, ctx, s.Tx, func(tx setup.Tx) error { return tx.DeleteAddress(want[1].ID) })
	want = append(want[:1], want[2:]...)
	want = append(want, insert(t, s, address("五")))
	all, err := s.Addresses(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Store.Addresses", all, want, inUTC)
	for _, forUpdate := range []bool{false, true} {
		storecheck.Tx(t, ctx, s.Tx, func(tx setup.Tx) error {
			all, err := tx.Addresses(forUpdate)
			storecheck.Equal(t, "Tx.Addresses", all, want, inUTC)
			return err
		})
	}
}
