package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"shopconsole/server/coupons"
	"shopconsole/server/kernel"
)

// couponData is the coupon part of shopData.
type couponData struct {
	couponRows  map[int64]*coupons.Coupon
	userCoupons []coupons.UserCoupon
	register    coupons.RegisterGift
	consume     coupons.ConsumeGift
}

func newCoupons() couponData {
	return couponData{couponRows: map[int64]*coupons.Coupon{},
		register: coupons.RegisterGift{CouponIDs: []int64{}},
		consume:  coupons.ConsumeGift{Basis: "order", CouponIDs: []int64{}}}
}

func (d *shopData) couponView(c *coupons.Coupon) coupons.Coupon {
	out := *c
	out.GoodsIDs = slices.Clone(c.GoodsIDs)
	out.GiftRefs = nil
	if slices.Contains(d.register.CouponIDs, c.ID) {
		out.GiftRefs = append(out.GiftRefs, coupons.GiftRegister)
	}
	if slices.Contains(d.consume.CouponIDs, c.ID) {
		out.GiftRefs = append(out.GiftRefs, coupons.GiftConsume)
	}
	return out
}

// couponStore is the mock's coupons.Store.
type couponStore struct{ s *Store }

// Coupons answers the coupon area's store.
func (s *Store) Coupons() coupons.Store { return couponStore{s} }

// ListCoupons implements coupons.Store: newest first.
func (m couponStore) ListCoupons(_ context.Context, f coupons.Filter) ([]coupons.Coupon, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var rows []coupons.Coupon
	for _, c := range m.s.shop.couponRows {
		if (f.Keyword == "" || strings.Contains(c.Name, f.Keyword)) && (f.Status == "" || c.Status == f.Status) &&
			(f.Obtain == "" || c.Obtain == f.Obtain) {
			rows = append(rows, m.s.shop.couponView(c))
		}
	}
	slices.SortFunc(rows, func(a, b coupons.Coupon) int { return cmp.Compare(b.ID, a.ID) })
	return page(rows, f.Page), int64(len(rows)), nil
}

// Coupon implements coupons.Store.
func (m couponStore) Coupon(_ context.Context, id int64) (coupons.Coupon, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	c, ok := m.s.shop.couponRows[id]
	if !ok {
		return coupons.Coupon{}, fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound)
	}
	return m.s.shop.couponView(c), nil
}

// UserCoupons implements coupons.Store: newest first.
func (m couponStore) UserCoupons(_ context.Context, f coupons.HeldFilter) ([]coupons.UserCoupon, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	list, total := m.s.userCoupons(f)
	return list, total, nil
}

func (s *Store) userCoupons(f coupons.HeldFilter) ([]coupons.UserCoupon, int64) {
	var rows []coupons.UserCoupon
	for _, uc := range slices.Backward(s.shop.userCoupons) {
		if (f.CouponID == 0 || uc.CouponID == f.CouponID) && (f.UserID == 0 || uc.UserID == f.UserID) &&
			(f.Status == "" || uc.Effective(f.Now) == f.Status) {
			uc.User = s.shop.brief(uc.UserID)
			if c, ok := s.shop.couponRows[uc.CouponID]; ok {
				uc.CouponName = c.Name
			}
			rows = append(rows, uc)
		}
	}
	return page(rows, f.Page), int64(len(rows))
}

// RegisterGift implements coupons.Store.
func (m couponStore) RegisterGift(context.Context) (coupons.RegisterGift, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	g := m.s.shop.register
	g.CouponIDs = slices.Clone(g.CouponIDs)
	return g, nil
}

// ConsumeGift implements coupons.Store.
func (m couponStore) ConsumeGift(context.Context) (coupons.ConsumeGift, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	g := m.s.shop.consume
	g.CouponIDs = slices.Clone(g.CouponIDs)
	return g, nil
}

var _ coupons.Store = couponStore{}

func page[T any](rows []T, p kernel.Page) []T {
	lo := min(p.Offset(), len(rows))
	hi := min(lo+p.Size, len(rows))
	return slices.Clone(rows[lo:hi])
}
