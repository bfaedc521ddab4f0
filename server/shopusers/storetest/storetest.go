// Package storetest is the contract every shopusers.Store keeps, run over each backend's
// store: not found, users saved then loaded, rollback, levels and the automatic level, the
// ledger, addresses, favourites and visits with their lists, the user detail, the user
// list's filters, sorts and pages, and idempotency keys.
package storetest

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh (holding no user, and the levels a backend
// starts with) for each case.
func Run(t *testing.T, newStore func(t *testing.T) shopusers.Store) {
	fresh := func(t *testing.T) fixture { return fixture{ctx: context.Background(), s: newStore(t)} }
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "Rollback", Fn: rollback},
		{Name: "Levels", Fn: levels},
		{Name: "AutoLevel", Fn: autoLevel},
		{Name: "Ledger", Fn: ledger},
		{Name: "Addresses", Fn: addresses},
		{Name: "FavouritesAndVisits", Fn: favourites},
		{Name: "Detail", Fn: detail},
		{Name: "ListUsers", Fn: listUsers},
		{Name: "IdempotencyKeys", Fn: keys},
	})
}

type fixture struct {
	ctx context.Context
	s   shopusers.Store
}

var at = storecheck.At

// user is a user with every stored field set (no level).
func user(i int) shopusers.User {
	last := at.Add(time.Duration(i) * time.Minute)
	return shopusers.User{SN: fmt.Sprintf("U%010d", 900+i), Nickname: fmt.Sprint("用户", i), Avatar: "/a.png",
		Mobile: fmt.Sprintf("1380000%04d", i), Sex: 1, Balance: 100, Points: 20, Growth: 30, Earnings: 40,
		TotalOrderAmount: 500, Remark: "r", RegisteredAt: at.Add(time.Duration(i) * time.Hour), LastLoginAt: &last}
}

// insert stores u under a new id and answers it.
func (f fixture) insert(t *testing.T, u shopusers.User) shopusers.User {
	t.Helper()
	f.tx(t, func(tx shopusers.Tx) (err error) {
		if u.ID, err = tx.NextUserID(); err != nil {
			return err
		}
		return tx.InsertUser(u)
	})
	return u
}

func (f fixture) goods(t *testing.T, name string, price int64) shopusers.Goods {
	t.Helper()
	g := shopusers.Goods{Name: name, Image: "/g.png", Price: price}
	f.tx(t, func(tx shopusers.Tx) (err error) { g, err = tx.AddGoods(g); return err })
	return g
}

// tx runs fn in a transaction that must succeed.
func (f fixture) tx(t *testing.T, fn func(tx shopusers.Tx) error) {
	t.Helper()
	storecheck.Tx(t, f.ctx, f.s.Tx, fn)
}

// norm makes two loads of one user comparable: times in UTC.
func norm(u shopusers.User) shopusers.User {
	u.RegisteredAt, u.LastLoginAt = u.RegisteredAt.UTC(), storecheck.UTC(u.LastLoginAt)
	return u
}

// read compares a user read outside a transaction: every field but LevelManual, which only
// the transaction's loads (that a save follows) need carry.
func read(t *testing.T, what string, got, want shopusers.User) {
	t.Helper()
	got.LevelManual, want.LevelManual = false, false
	storecheck.Equal(t, what, got, want, norm)
}

func notFound(t *testing.T, f fixture) {
	_, err := f.s.User(f.ctx, 987654)
	storecheck.Is(t, "Store.User", err, shopusers.ErrNotFound)
	_, err = f.s.UserDetail(f.ctx, 987654, shopusers.DetailSizes{Lines: 1, Addresses: 1, Coupons: 1})
	storecheck.Is(t, "UserDetail", err, shopusers.ErrNotFound)
	_, err = f.s.Level(f.ctx, 987654)
	storecheck.Is(t, "Store.Level", err, shopusers.ErrNotFound)
	f.tx(t, func(tx shopusers.Tx) error {
		for _, forUpdate := range []bool{false, true} {
			_, err := tx.User(987654, forUpdate)
			storecheck.Is(t, "Tx.User", err, shopusers.ErrNotFound)
		}
		_, err := tx.UserByMobile("13999999999")
		storecheck.Is(t, "UserByMobile", err, shopusers.ErrNotFound)
		ghost := user(1)
		ghost.ID = 987654
		storecheck.Is(t, "SaveUser", tx.SaveUser(ghost), shopusers.ErrNotFound)
		err = tx.SaveLevel(shopusers.Level{ID: 987654, Name: "ghost", GrowthValue: 987654, Discount: 100})
		storecheck.Is(t, "SaveLevel", err, shopusers.ErrNotFound)
		return nil
	})
	for _, what := range []string{"AddFavourite", "RecordVisit"} { // of no user and no goods
		err := f.s.Tx(f.ctx, func(tx shopusers.Tx) error {
			if what == "AddFavourite" {
				return tx.AddFavourite(shopusers.Favourite{UserID: 987654, Goods: shopusers.Goods{ID: 987654}, CreatedAt: at})
			}
			return tx.RecordVisit(987654, 987654, at)
		})
		storecheck.Is(t, what, err, shopusers.ErrNotFound)
	}
}

// saveThenLoad: every field of a user through both reads and by mobile; SaveUser keeps the
// id, member number, mobile and registration time.
func saveThenLoad(t *testing.T, f fixture) {
	want := f.insert(t, user(1))
	other := f.insert(t, user(2))
	if want.ID == 0 || other.ID == want.ID {
		t.Fatalf("NextUserID answered %d then %d", want.ID, other.ID)
	}
	loads := func(what string, want shopusers.User) {
		t.Helper()
		got, err := f.s.User(f.ctx, want.ID)
		if err != nil {
			t.Fatal(err)
		}
		read(t, "Store.User "+what, got, want)
		f.tx(t, func(tx shopusers.Tx) error {
			for _, forUpdate := range []bool{false, true} {
				got, err := tx.User(want.ID, forUpdate)
				if err != nil {
					return err
				}
				storecheck.Equal(t, "Tx.User "+what, got, want, norm)
			}
			got, err := tx.UserByMobile(want.Mobile)
			storecheck.Equal(t, "UserByMobile "+what, got, want, norm)
			return err
		})
	}
	loads("after InsertUser", want)
	levels, _ := f.s.Levels(f.ctx)
	changed := shopusers.User{ID: want.ID, SN: "U0000000999", Nickname: "改", Avatar: "/b.png", Mobile: "13900000000", Sex: 2,
		LevelID: levels[0].ID, LevelManual: true, Balance: 1, Points: 2, Growth: 3, Earnings: 4, TotalOrderAmount: 5,
		Disabled: true, Remark: "新", RegisteredAt: at.AddDate(1, 0, 0)}
	f.tx(t, func(tx shopusers.Tx) error { return tx.SaveUser(changed) })
	changed.SN, changed.Mobile, changed.RegisteredAt, changed.LevelName = want.SN, want.Mobile, want.RegisteredAt, levels[0].Name
	loads("after SaveUser", changed)
	loads("of another user", other)
}

// rollback: nothing a failing fn wrote stays.
func rollback(t *testing.T, f fixture) {
	kept := f.insert(t, user(1))
	g := f.goods(t, "kept", 100)
	before, _ := f.s.Levels(f.ctx)
	storecheck.TxFails(t, f.ctx, f.s.Tx, func(tx shopusers.Tx) error {
		steps := []func() error{
			func() error { u := user(2); u.ID, _ = tx.NextUserID(); return tx.InsertUser(u) },
			func() error { u := kept; u.Nickname, u.Balance = "changed", 9; return tx.SaveUser(u) },
			func() error { return tx.SetAutoLevel(before[0].ID, 0, 0) },
			func() error {
				_, err := tx.AddLevel(shopusers.Level{Name: "new", GrowthValue: 99999, Discount: 90})
				return err
			},
			func() error { l := before[0]; l.Name = "changed"; return tx.SaveLevel(l) },
			func() error {
				_, err := tx.AppendLedger(shopusers.LedgerEntry{UserID: kept.ID, Type: shopusers.Money,
					Channel: shopusers.AdminIncrease, Change: 1, Increase: true, Left: 101, CreatedAt: at})
				return err
			},
			func() error { _, err := tx.AddAddress(address(kept.ID, "new", true)); return err },
			func() error { _, err := tx.AddGoods(shopusers.Goods{Name: "new", Price: 1}); return err },
			func() error { return tx.AddFavourite(shopusers.Favourite{UserID: kept.ID, Goods: g, CreatedAt: at}) },
			func() error { return tx.RecordVisit(kept.ID, g.ID, at) },
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return err
			}
		}
		return storecheck.ErrFail
	})
	all, n, err := f.s.ListUsers(f.ctx, shopusers.UserFilter{Page: page(10)})
	if err != nil || n != 1 || len(all) != 1 {
		t.Fatalf("users after a rollback: %d (%v), want the one kept", n, err)
	}
	read(t, "the changed user after a rollback", all[0], kept)
	if after, _ := f.s.Levels(f.ctx); !reflect.DeepEqual(after, before) {
		t.Errorf("levels after a rollback: %+v, want %+v", after, before)
	}
	rf := shopusers.RowFilter{Page: page(10)}
	_, lines, _ := f.s.Ledger(f.ctx, shopusers.LedgerFilter{Page: page(10)})
	_, addrs, _ := f.s.Addresses(f.ctx, rf)
	_, favs, _ := f.s.Favourites(f.ctx, rf)
	_, visits, _ := f.s.Browsing(f.ctx, rf)
	if lines+addrs+favs+visits != 0 {
		t.Errorf("after a rollback: %d ledger lines, %d addresses, %d favourites, %d visits", lines, addrs, favs, visits)
	}
	f.tx(t, func(tx shopusers.Tx) error {
		got, err := tx.UserAddresses(kept.ID)
		if len(got) != 0 {
			t.Errorf("UserAddresses after a rollback: %+v", got)
		}
		return err
	})
}
