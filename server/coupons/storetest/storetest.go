// Package storetest is the contract every coupons.Store keeps, run over each backend's
// store: not found, save then load, rollback, references, gifts, list order and filters.
package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"shopconsole/server/coupons"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh for each case, with the shop-user store of
// the same backend (for the users and goods coupons refer to).
func Run(t *testing.T, newStore func(t *testing.T) (coupons.Store, shopusers.Store)) {
	fresh := func(t *testing.T) fixture { s, users := newStore(t); return newFixture(t, s, users) }
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "Rollback", Fn: rollback},
		{Name: "References", Fn: references},
		{Name: "Gifts", Fn: gifts},
		{Name: "ListOrderAndFilters", Fn: listOrder},
		{Name: "HeldCoupons", Fn: held},
	})
}

// fixture is a fresh store with two shop users and two goods.
type fixture struct {
	ctx   context.Context
	s     coupons.Store
	users []int64
	goods []int64
	at    time.Time
}

func newFixture(t *testing.T, s coupons.Store, users shopusers.Store) fixture {
	t.Helper()
	f := fixture{ctx: context.Background(), s: s, at: storecheck.At}
	svc := shopusers.New(users, nil, func() time.Time { return f.at })
	for i := range 2 {
		u, err := svc.Register(f.ctx, shopusers.NewUser{Nickname: fmt.Sprint("券", i), Mobile: fmt.Sprintf("1390000%04d", i)})
		if err != nil {
			t.Fatal(err)
		}
		f.users = append(f.users, u.ID)
	}
	storecheck.Tx(t, f.ctx, users.Tx, func(tx shopusers.Tx) error {
		for i := range 2 {
			g, err := tx.AddGoods(shopusers.Goods{Name: fmt.Sprint("goods ", i), Price: 1000})
			if err != nil {
				return err
			}
			f.goods = append(f.goods, g.ID)
		}
		return nil
	})
	return f
}

// coupon is a coupon with every field set.
func (f fixture) coupon(name string) coupons.Coupon {
	us, ue, cs, ce := f.at, f.at.AddDate(0, 1, 0), f.at.AddDate(0, 0, -1), f.at.AddDate(0, 0, 20)
	return coupons.Coupon{Name: name, Amount: 500, Threshold: coupons.ThresholdMinimum, MinSpend: 3000,
		TotalType: coupons.TotalLimited, Total: 50, Validity: coupons.ValidFixed, UseStart: &us, UseEnd: &ue,
		ClaimStart: &cs, ClaimEnd: &ce, Obtain: coupons.ObtainShop, LimitType: coupons.LimitPerUser, LimitCount: 2,
		Scope: coupons.ScopeInclude, GoodsIDs: slices.Clone(f.goods), Remark: "r", Status: coupons.StatusEnabled,
		Issued: 1, Claimed: 2, Used: 1, CreatedAt: f.at}
}

func (f fixture) insert(t *testing.T, c coupons.Coupon) int64 {
	t.Helper()
	var id int64
	storecheck.Tx(t, f.ctx, f.s.Tx, func(tx coupons.Tx) (err error) { id, err = tx.InsertCoupon(c); return err })
	return id
}

// tx runs fn in a transaction that must succeed.
func (f fixture) tx(t *testing.T, fn func(tx coupons.Tx) error) {
	t.Helper()
	storecheck.Tx(t, f.ctx, f.s.Tx, fn)
}

// norm makes two loads of one coupon comparable: times in UTC, no list nil.
func norm(c coupons.Coupon) coupons.Coupon {
	c.UseStart, c.UseEnd = storecheck.UTC(c.UseStart), storecheck.UTC(c.UseEnd)
	c.ClaimStart, c.ClaimEnd, c.CreatedAt = storecheck.UTC(c.ClaimStart), storecheck.UTC(c.ClaimEnd), c.CreatedAt.UTC()
	if c.GoodsIDs == nil {
		c.GoodsIDs = []int64{}
	}
	return c
}

func notFound(t *testing.T, f fixture) {
	_, err := f.s.Coupon(f.ctx, 987654)
	storecheck.Is(t, "Store.Coupon", err, coupons.ErrNotFound)
	storecheck.Tx(t, f.ctx, f.s.Tx, func(tx coupons.Tx) error {
		_, err := tx.Coupon(987654, true)
		storecheck.Is(t, "Tx.Coupon", err, coupons.ErrNotFound)
		c := f.coupon("ghost")
		c.ID = 987654
		storecheck.Is(t, "SaveCoupon", tx.SaveCoupon(c), coupons.ErrNotFound)
		storecheck.Is(t, "DeleteCoupon", tx.DeleteCoupon(987654), coupons.ErrNotFound)
		return nil
	})
}

func saveThenLoad(t *testing.T, f fixture) {
	want := f.coupon("满30减5")
	want.ID = f.insert(t, want)
	got, err := f.s.Coupon(f.ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Store.Coupon after InsertCoupon", got, want, norm)
	want.Name, want.Amount, want.Scope, want.GoodsIDs, want.UseStart, want.ClaimStart, want.Used =
		"改", 700, coupons.ScopeAll, []int64{}, nil, nil, 2
	f.tx(t, func(tx coupons.Tx) error {
		if err := tx.SaveCoupon(want); err != nil {
			return err
		}
		got, err := tx.Coupon(want.ID, true)
		storecheck.Equal(t, "Tx.Coupon after SaveCoupon", got, want, norm)
		return err
	})
	got, _ = f.s.Coupon(f.ctx, want.ID)
	storecheck.Equal(t, "Store.Coupon after SaveCoupon", got, want, norm)
	f.tx(t, func(tx coupons.Tx) error { return tx.DeleteCoupon(want.ID) })
	_, err = f.s.Coupon(f.ctx, want.ID)
	storecheck.Is(t, "Store.Coupon after DeleteCoupon", err, coupons.ErrNotFound)
}
