package coupons

import (
	"errors"
	"testing"
	"time"
)

func TestDiscount(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	held := UserCoupon{UserID: 7, Status: HeldUnused, Amount: 2000, MinSpend: 10000,
		ValidFrom: now.Add(-time.Hour), ValidTo: now.Add(time.Hour)}
	all := Coupon{Scope: ScopeAll}
	only3 := Coupon{Scope: ScopeInclude, GoodsIDs: []int64{3}}
	not3 := Coupon{Scope: ScopeExclude, GoodsIDs: []int64{3}}
	spends := []Spend{{GoodsID: 3, Amount: 8000}, {GoodsID: 4, Amount: 5000}}
	with := func(f func(h *UserCoupon)) UserCoupon { h := held; f(&h); return h }
	for _, c := range []struct {
		name   string
		held   UserCoupon
		coupon Coupon
		user   int64
		spends []Spend
		want   int64
		err    error
	}{
		{"whole order in scope", held, all, 7, spends, 2000, nil},
		{"another user's", held, all, 8, spends, 0, ErrNotHolder},
		{"used", with(func(h *UserCoupon) { h.Status = HeldUsed }), all, 7, spends, 0, ErrNotUnused},
		{"withdrawn", with(func(h *UserCoupon) { h.Status = HeldWithdrawn }), all, 7, spends, 0, ErrNotUnused},
		{"not valid yet", with(func(h *UserCoupon) { h.ValidFrom = now.Add(time.Minute) }), all, 7, spends, 0, ErrOutOfWindow},
		{"valid until now is past", with(func(h *UserCoupon) { h.ValidTo = now }), all, 7, spends, 0, ErrOutOfWindow},
		{"listed goods below the minimum", held, only3, 7, spends, 0, ErrBelowMinimum},
		{"listed goods reach the minimum", held, only3, 7, []Spend{{3, 10000}}, 2000, nil},
		{"all but listed: none left", held, not3, 7, []Spend{{3, 20000}}, 0, ErrOutOfScope},
		{"all but listed below the minimum", held, not3, 7, spends, 0, ErrBelowMinimum},
		{"no minimum: at most what scope spends", with(func(h *UserCoupon) { h.MinSpend = 0 }), not3, 7, spends, 2000, nil},
		{"no minimum, scope spends less than the amount", with(func(h *UserCoupon) { h.MinSpend = 0 }), only3, 7, []Spend{{3, 1500}}, 1500, nil},
	} {
		got, err := Discount(c.held, c.coupon, c.user, c.spends, now)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("%s: got %d %v, want %d %v", c.name, got, err, c.want, c.err)
		}
	}
}

func TestUseAndGiveBack(t *testing.T) {
	at := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	used := Use(UserCoupon{ID: 1, Status: HeldUnused}, 42, at)
	if used.Status != HeldUsed || used.OrderID != 42 || used.UsedAt == nil || !used.UsedAt.Equal(at) {
		t.Fatalf("used: %+v", used)
	}
	back := GiveBack(used)
	if back.Status != HeldUnused || back.OrderID != 0 || back.UsedAt != nil {
		t.Fatalf("given back: %+v", back)
	}
}

func TestReward(t *testing.T) {
	on := ConsumeGift{Enabled: true, Basis: "amount", PerAmount: 10000, PointsEnabled: true, Points: 5, GrowthEnabled: true, Growth: 2}
	for _, c := range []struct {
		name           string
		gift           ConsumeGift
		paid           int64
		points, growth int64
	}{
		{"per amount, 2.5 times", on, 25000, 10, 4},
		{"per amount, below once", on, 9999, 0, 0},
		{"per order", ConsumeGift{Enabled: true, Basis: "order", PointsEnabled: true, Points: 30}, 100, 30, 0},
		{"off", ConsumeGift{Basis: "order", PointsEnabled: true, Points: 30}, 100, 0, 0},
		{"growth only", ConsumeGift{Enabled: true, Basis: "order", GrowthEnabled: true, Growth: 8, Points: 30}, 100, 0, 8},
	} {
		if p, g := c.gift.Reward(c.paid); p != c.points || g != c.growth {
			t.Errorf("%s: got %d points %d growth, want %d %d", c.name, p, g, c.points, c.growth)
		}
	}
}
