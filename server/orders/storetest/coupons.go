package storetest

import (
	"reflect"
	"testing"
	"time"

	"shopconsole/server/coupons"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// heldCoupon stores a coupon and hands it to the first buyer, through the coupon store, and
// answers both.
func (f fixture) heldCoupon(t *testing.T) (coupons.Coupon, coupons.UserCoupon) {
	t.Helper()
	us, ue := f.at, f.at.AddDate(0, 1, 0)
	c := coupons.Coupon{Name: "满50减5", Amount: 500, Threshold: coupons.ThresholdMinimum, MinSpend: 5000,
		TotalType: coupons.TotalLimited, Total: 50, Validity: coupons.ValidFixed, UseStart: &us, UseEnd: &ue,
		Obtain: coupons.ObtainShop, LimitType: coupons.LimitPerUser, LimitCount: 2, Scope: coupons.ScopeAll,
		GoodsIDs: []int64{}, Status: coupons.StatusEnabled, Issued: 1, Used: 3, CreatedAt: f.at}
	h := coupons.UserCoupon{UserID: f.users[0].ID, Amount: 500, MinSpend: 5000, Status: coupons.HeldUnused,
		ValidFrom: us, ValidTo: ue, ObtainedAt: f.at, Obtain: coupons.ObtainShop}
	storecheck.Tx(t, f.ctx, f.stores.Coupons.Tx, func(tx coupons.Tx) (err error) {
		if c.ID, err = tx.InsertCoupon(c); err != nil {
			return err
		}
		h.CouponID = c.ID
		return tx.AddUserCoupons([]coupons.UserCoupon{h})
	})
	list, _, err := f.stores.Coupons.UserCoupons(f.ctx, coupons.HeldFilter{Page: kernel.Page{No: 1, Size: 10}, Now: f.at})
	if err != nil || len(list) != 1 {
		t.Fatalf("the coupon handed out: %d (%v)", len(list), err)
	}
	h.ID = list[0].ID
	return c, h
}

// normHeld leaves out what a list fills (the coupon's name and the user), times in UTC.
func normHeld(h coupons.UserCoupon) coupons.UserCoupon {
	h.CouponName, h.User = "", shopusers.Brief{}
	h.ValidFrom, h.ValidTo = h.ValidFrom.UTC(), h.ValidTo.UTC()
	h.ObtainedAt, h.UsedAt = h.ObtainedAt.UTC(), storecheck.UTC(h.UsedAt)
	return h
}

// couponsTx: a held coupon and a coupon load as stored (coupons.ErrNotFound when missing),
// SaveUserCoupon stores the status, order and time of use, CountCouponUse moves the count
// of uses, ConsumeGift answers the gift as saved.
func couponsTx(t *testing.T, f fixture) {
	c, h := f.heldCoupon(t)
	used := h
	used.Status, used.OrderID, used.UsedAt = coupons.HeldUsed, 77, ptr(f.at.Add(time.Hour))
	gift := coupons.ConsumeGift{Enabled: true, Basis: "amount", PerAmount: 1000, GrowthEnabled: true, Growth: 3,
		CouponsEnabled: true, CouponIDs: []int64{c.ID}}
	defaultGift, err := f.stores.Coupons.ConsumeGift(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	f.tx(t, func(tx orders.Tx) error {
		for _, lock := range []bool{false, true} {
			got, err := tx.UserCoupon(h.ID, lock)
			if err != nil {
				return err
			}
			if !reflect.DeepEqual(normHeld(got), normHeld(h)) {
				t.Errorf("UserCoupon:\n got %+v\nwant %+v", normHeld(got), normHeld(h))
			}
			_, err = tx.UserCoupon(missing, lock)
			storecheck.Is(t, "UserCoupon of none", err, coupons.ErrNotFound)
		}
		got, err := tx.Coupon(c.ID)
		if err != nil || got.ID != c.ID || got.Name != c.Name || got.Amount != c.Amount || got.Used != c.Used {
			t.Errorf("Tx.Coupon: %+v %v", got, err)
		}
		_, err = tx.Coupon(missing)
		storecheck.Is(t, "Tx.Coupon of none", err, coupons.ErrNotFound)
		ignored := used
		ignored.Amount, ignored.MinSpend, ignored.ValidTo = 1, 1, f.at
		if err := tx.SaveUserCoupon(ignored); err != nil {
			return err
		}
		if err := tx.CountCouponUse(c.ID, 2); err != nil {
			return err
		}
		if err := tx.CountCouponUse(c.ID, -1); err != nil {
			return err
		}
		if g, err := tx.ConsumeGift(); err != nil || !reflect.DeepEqual(g, defaultGift) {
			t.Errorf("ConsumeGift before a save: %+v %v, want %+v", g, err, defaultGift)
		}
		return nil
	})
	storecheck.Tx(t, f.ctx, f.stores.Coupons.Tx, func(tx coupons.Tx) error { return tx.SaveConsumeGift(gift) })
	f.tx(t, func(tx orders.Tx) error {
		got, err := tx.UserCoupon(h.ID, false)
		if err != nil {
			return err
		}
		if !reflect.DeepEqual(normHeld(got), normHeld(used)) {
			t.Errorf("UserCoupon after SaveUserCoupon:\n got %+v\nwant %+v", normHeld(got), normHeld(used))
		}
		if got, err := tx.Coupon(c.ID); err != nil || got.Used != c.Used+1 {
			t.Errorf("the uses after CountCouponUse: %d %v, want %d", got.Used, err, c.Used+1)
		}
		if g, err := tx.ConsumeGift(); err != nil || !reflect.DeepEqual(g, gift) {
			t.Errorf("ConsumeGift after a save: %+v %v, want %+v", g, err, gift)
		}
		return nil
	})
	if got, err := f.stores.Coupons.Coupon(f.ctx, c.ID); err != nil || got.Used != c.Used+1 {
		t.Errorf("the coupon store's uses after CountCouponUse: %d %v", got.Used, err)
	}
}
