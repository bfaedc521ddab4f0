package mock

import (
	"context"
	"fmt"
	"slices"

	"shopconsole/server/coupons"
	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/idempotency"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
)

// ordersTx is the mock's orders.Tx: the store's lock holds everything, so forUpdate needs
// nothing. The buyers' accounts and keys are the shop-user area's transaction, the goods
// the goods area's; undo puts back what lives outside the tables.
type ordersTx struct {
	s     *Store
	shop  shopTx
	goods goodsTx
	undo  []func()
}

func (t *ordersTx) NextOrderID() (int64, error) { return t.s.orders.nextID("order"), nil }

func (t *ordersTx) InsertOrder(o orders.Order) error {
	if !t.s.shop.users.has(o.UserID) {
		return fmt.Errorf("shop user %d: %w", o.UserID, shopusers.ErrNotFound)
	}
	o = cloneOrder(o)
	for i := range o.Items {
		o.Items[i].ID = t.s.orders.nextID("item")
	}
	o.User = shopusers.Brief{}
	return t.s.orders.rows.put(o)
}

func (t *ordersTx) Order(id int64, _ bool) (orders.Order, error) {
	o, ok := t.s.orders.rows.get(id)
	if !ok {
		return o, fmt.Errorf("order %d: %w", id, orders.ErrNotFound)
	}
	return cloneOrder(o), nil
}

func (t *ordersTx) SaveOrder(o orders.Order) error {
	old, ok := t.s.orders.rows.get(o.ID)
	if !ok {
		return fmt.Errorf("order %d: %w", o.ID, orders.ErrNotFound)
	}
	o.SN, o.UserID, o.Items, o.CreatedAt, o.User = old.SN, old.UserID, old.Items, old.CreatedAt, shopusers.Brief{}
	return t.s.orders.rows.put(o)
}

func (t *ordersTx) AppendLog(e orders.LogEntry) error {
	e.ID = t.s.orders.nextID("log")
	return t.s.orders.log.put(e)
}

func (t *ordersTx) NextRefundID() (int64, error) { return t.s.orders.nextID("refund"), nil }

func (t *ordersTx) InsertRefund(r orders.Refund) error {
	if !t.s.orders.rows.has(r.OrderID) {
		return fmt.Errorf("order %d: %w", r.OrderID, orders.ErrNotFound)
	}
	return duplicate(t.s.orders.refunds.put(r), "refund "+r.SN)
}

func (t *ordersTx) RefundBySN(sn string, _ bool) (orders.Refund, error) {
	r, ok := t.s.orders.refunds.lookup(t.s.orders.refundBySN, sn)
	if !ok {
		return r, fmt.Errorf("refund %s: %w", sn, orders.ErrRefundNotFound)
	}
	return r, nil
}

func (t *ordersTx) SaveRefund(r orders.Refund) error {
	old, ok := t.s.orders.refunds.get(r.ID)
	if !ok {
		return fmt.Errorf("refund %s: %w", r.SN, orders.ErrRefundNotFound)
	}
	old.Status, old.Reference, old.SettledAt = r.Status, r.Reference, r.SettledAt
	return t.s.orders.refunds.put(old)
}

func (t *ordersTx) Settings() (orders.Settings, error) { return t.s.orders.settings, nil }

func (t *ordersTx) SaveSettings(s orders.Settings) error {
	old := t.s.orders.settings
	t.undo = append(t.undo, func() { t.s.orders.settings = old })
	t.s.orders.settings = s
	return nil
}

func (t *ordersTx) GoodsOfSKUs(skuIDs []int64) (map[int64]int64, error) {
	out := map[int64]int64{}
	t.s.goods.rows.scan(func(g goods.Goods) bool {
		for _, s := range g.SKUs {
			if slices.Contains(skuIDs, s.ID) {
				out[s.ID] = g.ID
			}
		}
		return len(out) < len(skuIDs)
	})
	return out, nil
}

func (t *ordersTx) Goods(id int64, forUpdate bool) (goods.Goods, error) {
	return t.goods.Goods(id, forUpdate)
}

func (t *ordersTx) SaveStock(g goods.Goods) error {
	return t.goods.update([]int64{g.ID}, func(row *goods.Goods) {
		for i := range row.SKUs {
			if k := slices.IndexFunc(g.SKUs, func(s goods.SKU) bool { return s.ID == row.SKUs[i].ID }); k >= 0 {
				row.SKUs[i].Stock = g.SKUs[k].Stock
			}
		}
		row.Stock, row.Sales = g.Stock, g.Sales
	})
}

func (t *ordersTx) FreightPricing(id int64) (freight.Pricing, error) {
	tmpl, err := freightStore{t.s.extras}.Template(context.Background(), id)
	return tmpl.Pricing, err
}

// heldCoupon finds a held coupon's place.
func (t *ordersTx) heldCoupon(id int64) (int, error) {
	i := slices.IndexFunc(t.s.shop.userCoupons, func(h coupons.UserCoupon) bool { return h.ID == id })
	if i < 0 {
		return i, fmt.Errorf("user coupon %d: %w", id, coupons.ErrNotFound)
	}
	return i, nil
}

func (t *ordersTx) UserCoupon(id int64, _ bool) (coupons.UserCoupon, error) {
	i, err := t.heldCoupon(id)
	if err != nil {
		return coupons.UserCoupon{}, err
	}
	h := t.s.shop.userCoupons[i]
	if c, ok := t.s.shop.couponRows[h.CouponID]; ok {
		h.CouponName = c.Name
	}
	return h, nil
}

func (t *ordersTx) Coupon(id int64) (coupons.Coupon, error) {
	c, ok := t.s.shop.couponRows[id]
	if !ok {
		return coupons.Coupon{}, fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound)
	}
	return t.s.shop.couponView(c), nil
}

func (t *ordersTx) SaveUserCoupon(h coupons.UserCoupon) error {
	i, err := t.heldCoupon(h.ID)
	if err != nil {
		return err
	}
	old := t.s.shop.userCoupons[i]
	t.undo = append(t.undo, func() { t.s.shop.userCoupons[i] = old })
	kept := old
	kept.Status, kept.OrderID, kept.UsedAt = h.Status, h.OrderID, h.UsedAt
	t.s.shop.userCoupons[i] = kept
	return nil
}

func (t *ordersTx) CountCouponUse(couponID int64, delta int) error {
	c, ok := t.s.shop.couponRows[couponID]
	if !ok {
		return fmt.Errorf("coupon %d: %w", couponID, coupons.ErrNotFound)
	}
	old := *c
	t.undo = append(t.undo, func() { *c = old })
	c.Used += delta
	return nil
}

func (t *ordersTx) ConsumeGift() (coupons.ConsumeGift, error) {
	g := t.s.shop.consume
	g.CouponIDs = slices.Clone(g.CouponIDs)
	return g, nil
}

func (t *ordersTx) Levels(forUpdate bool) ([]shopusers.Level, error) { return t.shop.Levels(forUpdate) }

func (t *ordersTx) User(id int64, forUpdate bool) (shopusers.User, error) {
	return t.shop.User(id, forUpdate)
}

func (t *ordersTx) SaveUser(u shopusers.User) error { return t.shop.SaveUser(u) }

func (t *ordersTx) AppendLedger(e shopusers.LedgerEntry) (shopusers.LedgerEntry, error) {
	return t.shop.AppendLedger(e)
}

func (t *ordersTx) ClaimKey(scope, key string) (idempotency.Record, bool, error) {
	return t.shop.ClaimKey(scope, key)
}

func (t *ordersTx) SaveKey(r idempotency.Record) error { return t.shop.SaveKey(r) }
