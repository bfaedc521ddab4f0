package storetest

import (
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"shopconsole/server/coupons"
	"shopconsole/server/kernel"
	"shopconsole/server/storecheck"
)

// rollback: nothing a failing fn wrote stays.
func rollback(t *testing.T, f fixture) {
	kept, other := f.coupon("kept"), f.coupon("other")
	kept.ID, other.ID = f.insert(t, kept), f.insert(t, other)
	gift, _ := f.s.RegisterGift(f.ctx)
	storecheck.TxFails(t, f.ctx, f.s.Tx, func(tx coupons.Tx) error {
		if _, err := tx.InsertCoupon(f.coupon("gone")); err != nil {
			return err
		}
		changed := kept
		changed.Name, changed.Issued = "changed", 9
		if err := tx.SaveCoupon(changed); err != nil {
			return err
		}
		if err := tx.AddUserCoupons([]coupons.UserCoupon{f.held(kept.ID, f.users[0], 0)}); err != nil {
			return err
		}
		if err := tx.SaveRegisterGift(coupons.RegisterGift{Enabled: true, CouponIDs: []int64{kept.ID}}); err != nil {
			return err
		}
		if err := tx.DeleteCoupon(other.ID); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	list, total, err := f.s.ListCoupons(f.ctx, coupons.Filter{Page: kernel.Page{No: 1, Size: 10}})
	if err != nil || total != 2 || len(list) != 2 {
		t.Fatalf("after a rollback: %d coupons (%v), want the two kept", total, err)
	}
	storecheck.Equal(t, "the deleted coupon after a rollback", list[0], other, norm)
	storecheck.Equal(t, "the changed coupon after a rollback", list[1], kept, norm)
	if _, n, _ := f.s.UserCoupons(f.ctx, coupons.HeldFilter{Page: kernel.Page{No: 1, Size: 10}, Now: f.at}); n != 0 {
		t.Errorf("after a rollback users hold %d coupons", n)
	}
	if after, _ := f.s.RegisterGift(f.ctx); !reflect.DeepEqual(after, gift) {
		t.Errorf("register gift after a rollback: %+v, want %+v", after, gift)
	}
}

// references: the goods and users a store does not hold, and held coupons of no coupon.
func references(t *testing.T, f fixture) {
	f.tx(t, func(tx coupons.Tx) error {
		missing, err := tx.MissingGoods([]int64{f.goods[1], 987651, f.goods[0], 987650})
		if err != nil || !slices.Equal(missing, []int64{987651, 987650}) {
			t.Errorf("MissingGoods: %v %v", missing, err)
		}
		missing, err = tx.MissingUsers([]int64{987652, f.users[0], f.users[1]})
		if err != nil || !slices.Equal(missing, []int64{987652}) {
			t.Errorf("MissingUsers: %v %v", missing, err)
		}
		if missing, err := tx.MissingGoods(nil); err != nil || len(missing) != 0 {
			t.Errorf("MissingGoods of none: %v %v", missing, err)
		}
		return nil
	})
	err := f.s.Tx(f.ctx, func(tx coupons.Tx) error {
		return tx.AddUserCoupons([]coupons.UserCoupon{f.held(987653, f.users[0], 0)})
	})
	if !errors.Is(err, coupons.ErrNotFound) {
		t.Errorf("held coupon of no coupon: %v, want ErrNotFound", err)
	}
}

// gifts: saved gifts load equal, and a coupon loads with the gifts that give it.
func gifts(t *testing.T, f fixture) {
	a, b := f.insert(t, f.coupon("a")), f.insert(t, f.coupon("b"))
	reg := coupons.RegisterGift{Enabled: true, PointsEnabled: true, Points: 10, CouponsEnabled: true, CouponIDs: []int64{a, b}}
	con := coupons.ConsumeGift{Enabled: true, Basis: "amount", PerAmount: 1000, GrowthEnabled: true, Growth: 3,
		CouponsEnabled: true, CouponIDs: []int64{a}}
	f.tx(t, func(tx coupons.Tx) error {
		if err := tx.SaveConsumeGift(con); err != nil {
			return err
		}
		return tx.SaveRegisterGift(reg)
	})
	if got, err := f.s.RegisterGift(f.ctx); err != nil || !reflect.DeepEqual(got, reg) {
		t.Errorf("RegisterGift: %+v %v, want %+v", got, err, reg)
	}
	if got, err := f.s.ConsumeGift(f.ctx); err != nil || !reflect.DeepEqual(got, con) {
		t.Errorf("ConsumeGift: %+v %v, want %+v", got, err, con)
	}
	for id, want := range map[int64][]string{a: {coupons.GiftRegister, coupons.GiftConsume}, b: {coupons.GiftRegister}} {
		c, err := f.s.Coupon(f.ctx, id)
		if err != nil || !slices.Equal(c.GiftRefs, want) {
			t.Errorf("coupon %d gift refs %v (%v), want %v", id, c.GiftRefs, err, want)
		}
		f.tx(t, func(tx coupons.Tx) error {
			c, err := tx.Coupon(id, true)
			if !slices.Equal(c.GiftRefs, want) {
				t.Errorf("Tx.Coupon %d gift refs %v, want %v", id, c.GiftRefs, want)
			}
			return err
		})
	}
}

// listOrder: newest first, each filter, pages and the total.
func listOrder(t *testing.T, f fixture) {
	var ids []int64
	for i, name := range []string{"春季满减", "夏季直减", "春季会员"} {
		c := f.coupon(name)
		if i == 1 {
			c.Status, c.Obtain = coupons.StatusDisabled, coupons.ObtainClaim
		}
		ids = append(ids, f.insert(t, c))
	}
	page := kernel.Page{No: 1, Size: 10}
	for _, tc := range []struct {
		name string
		f    coupons.Filter
		want []int64
	}{
		{"all, newest first", coupons.Filter{Page: page}, []int64{ids[2], ids[1], ids[0]}},
		{"keyword", coupons.Filter{Page: page, Keyword: "春季"}, []int64{ids[2], ids[0]}},
		{"status", coupons.Filter{Page: page, Status: coupons.StatusDisabled}, []int64{ids[1]}},
		{"obtain", coupons.Filter{Page: page, Obtain: coupons.ObtainShop}, []int64{ids[2], ids[0]}},
		{"second page", coupons.Filter{Page: kernel.Page{No: 2, Size: 2}}, []int64{ids[0]}},
		{"no match", coupons.Filter{Page: page, Keyword: "冬"}, nil},
	} {
		list, total, err := f.s.ListCoupons(f.ctx, tc.f)
		got := storecheck.IDs(list, func(c coupons.Coupon) int64 { return c.ID })
		wantTotal := int64(len(tc.want))
		if tc.name == "second page" {
			wantTotal = 3
		}
		if err != nil || !slices.Equal(got, tc.want) || total != wantTotal {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, got, total, err, tc.want, wantTotal)
		}
	}
}

// held answers a coupon handed to user at f.at plus days.
func (f fixture) held(couponID, user int64, days int) coupons.UserCoupon {
	at := f.at.AddDate(0, 0, days)
	return coupons.UserCoupon{CouponID: couponID, UserID: user, Amount: 500, MinSpend: 3000, Status: coupons.HeldUnused,
		ValidFrom: at, ValidTo: at.AddDate(0, 0, 7), ObtainedAt: at, Obtain: coupons.ObtainShop}
}

// held: counts per user, the held list newest first with its filters, expiry by Now.
func held(t *testing.T, f fixture) {
	a, b := f.insert(t, f.coupon("a")), f.insert(t, f.coupon("b"))
	used := f.held(a, f.users[1], -1)
	used.Status = coupons.HeldUsed
	rows := []coupons.UserCoupon{f.held(a, f.users[0], -3), f.held(a, f.users[0], 0), f.held(b, f.users[0], -20), used}
	f.tx(t, func(tx coupons.Tx) error {
		if err := tx.AddUserCoupons(rows); err != nil {
			return err
		}
		got, err := tx.Held(a, []int64{f.users[1], f.users[0]}, f.at.Add(-time.Minute))
		want := []coupons.Held{{UserID: f.users[1], Total: 1}, {UserID: f.users[0], Total: 2, Today: 1}}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Held: %+v, want %+v", got, want)
		}
		return err
	})
	page := kernel.Page{No: 1, Size: 10}
	for _, tc := range []struct {
		name string
		f    coupons.HeldFilter
		want []int // indexes into rows, newest first
	}{
		{"all", coupons.HeldFilter{Page: page}, []int{3, 2, 1, 0}},
		{"coupon", coupons.HeldFilter{Page: page, CouponID: b}, []int{2}},
		{"user", coupons.HeldFilter{Page: page, UserID: f.users[1]}, []int{3}},
		{"used", coupons.HeldFilter{Page: page, Status: coupons.HeldUsed}, []int{3}},
		{"unused now", coupons.HeldFilter{Page: page, Status: coupons.HeldUnused}, []int{1, 0}},
		{"expired now", coupons.HeldFilter{Page: page, Status: coupons.HeldExpired}, []int{2}},
		{"second page", coupons.HeldFilter{Page: kernel.Page{No: 2, Size: 3}}, []int{0}},
	} {
		tc.f.Now = f.at
		list, total, err := f.s.UserCoupons(f.ctx, tc.f)
		if err != nil {
			t.Fatal(err)
		}
		if tc.name != "second page" && total != int64(len(tc.want)) {
			t.Errorf("%s: total %d, want %d", tc.name, total, len(tc.want))
		}
		if len(list) != len(tc.want) {
			t.Errorf("%s: %d rows, want %d", tc.name, len(list), len(tc.want))
			continue
		}
		for i, h := range list {
			w := rows[tc.want[i]]
			if h.CouponID != w.CouponID || h.UserID != w.UserID || h.Status != w.Status || !h.ObtainedAt.Equal(w.ObtainedAt) ||
				!h.ValidTo.Equal(w.ValidTo) || h.User.ID != w.UserID || h.CouponName == "" {
				t.Errorf("%s: row %d %+v, want %+v", tc.name, i, h, w)
			}
		}
	}
}
