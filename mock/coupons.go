package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

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

// ListCoupons implements coupons.Store: newest first.
func (s *Store) ListCoupons(_ context.Context, f coupons.Filter) ([]coupons.Coupon, int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var rows []coupons.Coupon
	for _, c := range s.shop.couponRows {
		if (f.Keyword == "" || strings.Contains(c.Name, f.Keyword)) && (f.Status == "" || c.Status == f.Status) &&
			(f.Obtain == "" || c.Obtain == f.Obtain) {
			rows = append(rows, s.shop.couponView(c))
		}
	}
	slices.SortFunc(rows, func(a, b coupons.Coupon) int { return cmp.Compare(b.ID, a.ID) })
	return page(rows, f.Page), int64(len(rows)), nil
}

// Coupon implements coupons.Store.
func (s *Store) Coupon(_ context.Context, id int64) (coupons.Coupon, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	c, ok := s.shop.couponRows[id]
	if !ok {
		return coupons.Coupon{}, fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound)
	}
	return s.shop.couponView(c), nil
}

func (d *shopData) checkGoods(ids []int64) error {
	for _, id := range ids {
		if !d.goods.has(id) {
			return &coupons.GoodsUnknownError{ID: id}
		}
	}
	return nil
}

// AddCoupon implements coupons.Store.
func (s *Store) AddCoupon(_ context.Context, c coupons.Coupon) (coupons.Coupon, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shop.addCoupon(c)
}

func (d *shopData) addCoupon(c coupons.Coupon) (coupons.Coupon, error) {
	if err := d.checkGoods(c.GoodsIDs); err != nil {
		return c, err
	}
	c.ID = d.nextID("coupon")
	c.GiftRefs = nil
	d.couponRows[c.ID] = &c
	return d.couponView(&c), nil
}

// UpdateCoupon implements coupons.Store.
func (s *Store) UpdateCoupon(_ context.Context, id int64, change func(c *coupons.Coupon) error) (coupons.Coupon, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	row, ok := s.shop.couponRows[id]
	if !ok {
		return coupons.Coupon{}, fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound)
	}
	c := s.shop.couponView(row)
	if err := change(&c); err != nil {
		return coupons.Coupon{}, err
	}
	if err := s.shop.checkGoods(c.GoodsIDs); err != nil {
		return coupons.Coupon{}, err
	}
	c.ID, c.GiftRefs = id, nil
	*row = c
	return s.shop.couponView(row), nil
}

// DestroyCoupon implements coupons.Store.
func (s *Store) DestroyCoupon(_ context.Context, id int64, check func(c coupons.Coupon) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	row, ok := s.shop.couponRows[id]
	if !ok {
		return fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound)
	}
	if err := check(s.shop.couponView(row)); err != nil {
		return err
	}
	delete(s.shop.couponRows, id)
	return nil
}

// Issue implements coupons.Store.
func (s *Store) Issue(_ context.Context, couponID int64, userIDs []int64, dayStart time.Time,
	plan func(c coupons.Coupon, held []coupons.Held) ([]coupons.UserCoupon, error)) (coupons.Coupon, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.shop
	row, ok := d.couponRows[couponID]
	if !ok {
		return coupons.Coupon{}, fmt.Errorf("coupon %d: %w", couponID, coupons.ErrNotFound)
	}
	held := make([]coupons.Held, len(userIDs))
	for i, uid := range userIDs {
		if !d.users.has(uid) {
			return coupons.Coupon{}, &coupons.UserUnknownError{ID: uid}
		}
		held[i].UserID = uid
		for _, uc := range d.userCoupons {
			if uc.CouponID == couponID && uc.UserID == uid {
				held[i].Total++
				if !uc.ObtainedAt.Before(dayStart) {
					held[i].Today++
				}
			}
		}
	}
	rows, err := plan(d.couponView(row), held)
	if err != nil {
		return coupons.Coupon{}, err
	}
	for _, uc := range rows {
		uc.ID = d.nextID("userCoupon")
		d.userCoupons = append(d.userCoupons, uc)
	}
	row.Issued += len(rows)
	return d.couponView(row), nil
}

// UserCoupons implements coupons.Store: newest first.
func (s *Store) UserCoupons(_ context.Context, f coupons.HeldFilter) ([]coupons.UserCoupon, int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	list, total := s.userCoupons(f)
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
func (s *Store) RegisterGift(context.Context) (coupons.RegisterGift, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	g := s.shop.register
	g.CouponIDs = slices.Clone(g.CouponIDs)
	return g, nil
}

// ConsumeGift implements coupons.Store.
func (s *Store) ConsumeGift(context.Context) (coupons.ConsumeGift, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	g := s.shop.consume
	g.CouponIDs = slices.Clone(g.CouponIDs)
	return g, nil
}

// SaveGift implements coupons.Store.
func (s *Store) SaveGift(_ context.Context, name string, gift any, ids []int64, check func([]coupons.Coupon) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cs := make([]coupons.Coupon, 0, len(ids))
	for _, id := range ids {
		c, ok := s.shop.couponRows[id]
		if !ok {
			return coupons.MissingCoupon(id)
		}
		cs = append(cs, s.shop.couponView(c))
	}
	if err := check(cs); err != nil {
		return err
	}
	switch g := gift.(type) {
	case coupons.RegisterGift:
		g.CouponIDs = slices.Clone(g.CouponIDs)
		s.shop.register = g
	case coupons.ConsumeGift:
		g.CouponIDs = slices.Clone(g.CouponIDs)
		s.shop.consume = g
	default:
		return fmt.Errorf("gift %s: unexpected %T", name, gift)
	}
	return nil
}

var _ coupons.Store = (*Store)(nil)

func page[T any](rows []T, p kernel.Page) []T {
	lo := min(p.Offset(), len(rows))
	hi := min(lo+p.Size, len(rows))
	return slices.Clone(rows[lo:hi])
}
