// Package storetest is the contract every stats.Store keeps, run over each backend's store:
// a missing buyer or goods, the shop's days (in shop time) and the goods ranking of views,
// visitors, favourites, orders and payments, the ways to pay and provinces, and rollback.
// Refunds are not checked here.
package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
	"shopconsole/server/stats"
	"shopconsole/server/storecheck"
)

// Stores are one backend's stores: the statistics', and those holding the buyers, goods and
// orders the figures come from.
type Stores struct {
	Stats     stats.Store
	ShopUsers shopusers.Store
	Orders    orders.Store
}

// Run checks the store newStores answers, fresh for each case.
func Run(t *testing.T, newStores func(t *testing.T) Stores) {
	storecheck.Run(t, func(t *testing.T) fixture { return newFixture(t, newStores(t)) }, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: notFound},
		{Name: "ShopDays", Fn: shopDays},
		{Name: "GoodsRanking", Fn: goodsRanking},
		{Name: "Payments", Fn: payments},
		{Name: "Rollback", Fn: rollback},
		{Name: "NoPayments", Fn: noPayments},
	})
}

var ctx = context.Background()

const ghost = 987654

// day is the n-th day of the suite, 00:00 shop time.
func day(n int) time.Time { return time.Date(2026, 5, 4+n, 0, 0, 0, 0, kernel.ShopZone) }

// fixture is a fresh store with three buyers and three goods.
type fixture struct {
	s      stats.Store
	orders orders.Store
	users  []int64
	goods  []shopusers.Goods
}

func newFixture(t *testing.T, st Stores) fixture {
	t.Helper()
	users := st.ShopUsers
	f := fixture{s: st.Stats, orders: st.Orders}
	svc := shopusers.New(users, nil, func() time.Time { return storecheck.At })
	for i := range 3 {
		u, err := svc.Register(ctx, shopusers.NewUser{Nickname: fmt.Sprint("买家", i), Mobile: fmt.Sprintf("1390000%04d", i)})
		if err != nil {
			t.Fatal(err)
		}
		f.users = append(f.users, u.ID)
	}
	storecheck.Tx(t, ctx, users.Tx, func(tx shopusers.Tx) error {
		for i := range 3 {
			g, err := tx.AddGoods(shopusers.Goods{Name: fmt.Sprint("商品 ", i), Image: fmt.Sprintf("/g%d.png", i), Price: 1000})
			if err != nil {
				return err
			}
			f.goods = append(f.goods, g)
		}
		return nil
	})
	return f
}

// event is one storefront event: a view, or a favourite set on or off.
type event struct {
	user, goods int
	fav, on     bool
	at          time.Time
}

func view(user, goods int, at time.Time) event { return event{user: user, goods: goods, at: at} }

func fav(user, goods int, on bool, at time.Time) event {
	return event{user: user, goods: goods, fav: true, on: on, at: at}
}

func (f fixture) record(tx stats.Tx, e event) error {
	if e.fav {
		return tx.SetFavourite(f.users[e.user], f.goods[e.goods].ID, e.on, e.at)
	}
	return tx.RecordView(f.users[e.user], f.goods[e.goods].ID, e.at)
}

func (f fixture) play(t *testing.T, events ...event) {
	t.Helper()
	storecheck.Tx(t, ctx, f.s.Tx, func(tx stats.Tx) error {
		for _, e := range events {
			if err := f.record(tx, e); err != nil {
				return err
			}
		}
		return nil
	})
}

func normDays(list []stats.Day) []stats.Day {
	out := make([]stats.Day, len(list))
	for i, d := range list {
		d.Day = d.Day.UTC()
		out[i] = d
	}
	return out
}

func (f fixture) days(t *testing.T, from, to time.Time) []stats.Day {
	t.Helper()
	list, err := f.s.ShopDays(ctx, from, to)
	if err != nil {
		t.Fatal(err)
	}
	if list == nil {
		list = []stats.Day{}
	}
	return list
}

// notFound: an event of a missing buyer or goods answers ErrNotFound.
func notFound(t *testing.T, f fixture) {
	at := day(0).Add(10 * time.Hour)
	user, goods := f.users[0], f.goods[0].ID
	for _, c := range []struct {
		what string
		fn   func(stats.Tx) error
	}{
		{"RecordView of a missing buyer", func(tx stats.Tx) error { return tx.RecordView(ghost, goods, at) }},
		{"RecordView of a missing goods", func(tx stats.Tx) error { return tx.RecordView(user, ghost, at) }},
		{"SetFavourite on of a missing buyer", func(tx stats.Tx) error { return tx.SetFavourite(ghost, goods, true, at) }},
		{"SetFavourite on of a missing goods", func(tx stats.Tx) error { return tx.SetFavourite(user, ghost, true, at) }},
		{"SetFavourite off of a missing buyer", func(tx stats.Tx) error { return tx.SetFavourite(ghost, goods, false, at) }},
		{"SetFavourite off of a missing goods", func(tx stats.Tx) error { return tx.SetFavourite(user, ghost, false, at) }},
	} {
		storecheck.Is(t, c.what, f.s.Tx(ctx, c.fn), stats.ErrNotFound)
	}
	storecheck.Equal(t, "the days after refused events", f.days(t, day(-1), day(1)), []stats.Day{}, nil)
}

// rollback: nothing a failing Tx recorded stays, the favourite included.
func rollback(t *testing.T, f fixture) {
	at := day(0).Add(10 * time.Hour)
	storecheck.TxFails(t, ctx, f.s.Tx, func(tx stats.Tx) error {
		for _, e := range []event{view(0, 0, at), fav(0, 0, true, at)} {
			if err := f.record(tx, e); err != nil {
				return err
			}
		}
		return storecheck.ErrFail
	})
	storecheck.Equal(t, "the days after a rollback", f.days(t, day(-1), day(1)), []stats.Day{}, nil)
	f.play(t, fav(0, 0, true, at))
	storecheck.Equal(t, "a favourite whose first add was rolled back", f.days(t, day(0), day(0)),
		[]stats.Day{{Day: day(0), Favorites: 1}}, normDays)
}

// noPayments: without orders, no range has a way to pay or a province.
func noPayments(t *testing.T, f fixture) {
	f.play(t, view(0, 0, day(0).Add(time.Hour)), fav(0, 0, true, day(0).Add(time.Hour)))
	ways, err := f.s.PayWays(ctx, day(-1), day(1))
	if err != nil || len(ways) != 0 {
		t.Errorf("PayWays: %v %v, want none", ways, err)
	}
	provinces, err := f.s.Provinces(ctx, day(-1), day(1))
	if err != nil || len(provinces) != 0 {
		t.Errorf("Provinces: %v %v, want none", provinces, err)
	}
	if f.s.Delay() < 0 {
		t.Errorf("Delay %v", f.s.Delay())
	}
}
