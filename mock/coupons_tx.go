package mock

import (
	"context"
	"fmt"
	"slices"
	"time"

	"shopconsole/server/coupons"
)

// Tx implements coupons.Store: a critical section under the store's lock. The coupon rows
// are shared with the orders' transactions, so each write records how to put back what
// it changed, and a failing fn has its writes undone, newest first.
func (m couponStore) Tx(_ context.Context, fn func(coupons.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	t := &couponTx{d: m.s.shop}
	done := false
	defer func() {
		if !done { // fn failed or panicked
			for _, undo := range slices.Backward(t.undo) {
				undo()
			}
		}
	}()
	if err := fn(t); err != nil {
		return err
	}
	done = true
	return nil
}

// couponTx is the mock's coupons.Tx: the store's lock holds everything, so forUpdate
// needs nothing.
type couponTx struct {
	d    *shopData
	undo []func()
}

func couponNotFound(id int64) error { return fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound) }

func (t *couponTx) Coupon(id int64, _ bool) (coupons.Coupon, error) {
	c, ok := t.d.couponRows[id]
	if !ok {
		return coupons.Coupon{}, couponNotFound(id)
	}
	return t.d.couponView(c), nil
}

func (t *couponTx) InsertCoupon(c coupons.Coupon) (int64, error) {
	c.ID = t.d.nextID("coupon")
	c.GoodsIDs, c.GiftRefs = slices.Clone(c.GoodsIDs), nil
	t.d.couponRows[c.ID] = &c
	t.undo = append(t.undo, func() { delete(t.d.couponRows, c.ID) })
	return c.ID, nil
}

func (t *couponTx) SaveCoupon(c coupons.Coupon) error {
	row, ok := t.d.couponRows[c.ID]
	if !ok {
		return couponNotFound(c.ID)
	}
	old := *row
	t.undo = append(t.undo, func() { *row = old })
	c.GoodsIDs, c.GiftRefs = slices.Clone(c.GoodsIDs), nil
	*row = c
	return nil
}

func (t *couponTx) DeleteCoupon(id int64) error {
	row, ok := t.d.couponRows[id]
	if !ok {
		return couponNotFound(id)
	}
	delete(t.d.couponRows, id)
	t.undo = append(t.undo, func() { t.d.couponRows[id] = row })
	return nil
}

func (t *couponTx) MissingGoods(ids []int64) ([]int64, error) {
	var out []int64
	for _, id := range ids {
		if !t.d.goods.has(id) {
			out = append(out, id)
		}
	}
	return out, nil
}

func (t *couponTx) MissingUsers(ids []int64) ([]int64, error) {
	var out []int64
	for _, id := range ids {
		if !t.d.users.has(id) {
			out = append(out, id)
		}
	}
	return out, nil
}

func (t *couponTx) Held(couponID int64, userIDs []int64, since time.Time) ([]coupons.Held, error) {
	held := make([]coupons.Held, len(userIDs))
	for i, uid := range userIDs {
		held[i].UserID = uid
		for _, uc := range t.d.userCoupons {
			if uc.CouponID == couponID && uc.UserID == uid {
				held[i].Total++
				if !uc.ObtainedAt.Before(since) {
					held[i].Today++
				}
			}
		}
	}
	return held, nil
}

func (t *couponTx) AddUserCoupons(rows []coupons.UserCoupon) error {
	n := len(t.d.userCoupons)
	t.undo = append(t.undo, func() { t.d.userCoupons = t.d.userCoupons[:n] })
	for _, uc := range rows {
		if _, ok := t.d.couponRows[uc.CouponID]; !ok {
			return couponNotFound(uc.CouponID)
		}
		uc.ID = t.d.nextID("userCoupon")
		t.d.userCoupons = append(t.d.userCoupons, uc)
	}
	return nil
}

func (t *couponTx) SaveRegisterGift(g coupons.RegisterGift) error {
	old := t.d.register
	t.undo = append(t.undo, func() { t.d.register = old })
	g.CouponIDs = slices.Clone(g.CouponIDs)
	t.d.register = g
	return nil
}

func (t *couponTx) SaveConsumeGift(g coupons.ConsumeGift) error {
	old := t.d.consume
	t.undo = append(t.undo, func() { t.d.consume = old })
	g.CouponIDs = slices.Clone(g.CouponIDs)
	t.d.consume = g
	return nil
}
