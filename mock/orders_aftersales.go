package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
)

// afterSaleView is the after-sale as reads answer it: with its order's number and buyer.
func (s *Store) afterSaleView(a orders.AfterSale) orders.AfterSale {
	a.Images = slices.Clone(a.Images)
	if o, ok := s.orders.rows.get(a.OrderID); ok {
		a.OrderSN = o.SN
	}
	a.User = s.shop.brief(a.UserID)
	return a
}

// ListAfterSales implements orders.Store: a walk from the newest, counting the statuses
// of the after-sales the other filters keep and copying the page's.
func (m ordersStore) ListAfterSales(_ context.Context, f orders.AfterSaleFilter) ([]orders.AfterSale, int64, orders.AfterSaleCounts, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	buyers := m.s.buyersMatching(f.Buyer)
	run := m.s.orders.asByCreated.all()
	counts := orders.AfterSaleCounts{}
	list := []orders.AfterSale{}
	var total int64
	for i := range run {
		a := run[len(run)-1-i]
		switch {
		case f.Kind != "" && a.Kind != f.Kind, !f.Rights.Matches(*a),
			!f.From.IsZero() && a.CreatedAt.Before(f.From),
			!f.To.IsZero() && !a.CreatedAt.Before(f.To),
			f.Buyer != "" && !buyers[a.UserID]:
			continue
		case f.SN != "" && !strings.HasPrefix(a.SN, f.SN):
			if o, ok := m.s.orders.rows.get(a.OrderID); !ok || !strings.HasPrefix(o.SN, f.SN) {
				continue
			}
		}
		counts[a.Status]++
		if f.Status != "" && a.Status != f.Status {
			continue
		}
		if total >= int64(f.Page.Offset()) && len(list) < f.Page.Size {
			list = append(list, m.s.afterSaleView(*a))
		}
		total++
	}
	return list, total, counts, nil
}

// AfterSale implements orders.Store.
func (m ordersStore) AfterSale(_ context.Context, id int64) (orders.AfterSale, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	a, ok := m.s.orders.afterSales.get(id)
	if !ok {
		return a, fmt.Errorf("after-sale %d: %w", id, orders.ErrAfterSaleNotFound)
	}
	return m.s.afterSaleView(a), nil
}

// AfterSaleLog implements orders.Store.
func (m ordersStore) AfterSaleLog(_ context.Context, id int64) ([]orders.AfterSaleLogEntry, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	run := m.s.orders.asLogBySale.within(func(e *orders.AfterSaleLogEntry) int { return cmp.Compare(e.AfterSaleID, id) })
	out, _ := run.page(false, nil, 0, len(run))
	return out, nil
}

// OrderAfterSales implements orders.Store.
func (m ordersStore) OrderAfterSales(_ context.Context, orderID int64) ([]orders.AfterSale, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	run := m.s.orders.asByOrder.within(func(a *orders.AfterSale) int { return cmp.Compare(a.OrderID, orderID) })
	out := make([]orders.AfterSale, len(run))
	for i, a := range run {
		out[i] = m.s.afterSaleView(*a)
	}
	return out, nil
}

// DueAfterSales implements orders.Store.
func (m ordersStore) DueAfterSales(_ context.Context, status orders.AfterSaleStatus, t time.Time, limit int) ([]int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var found []orders.AfterSale
	m.s.orders.afterSales.scan(func(a orders.AfterSale) bool {
		if a.Status == status && !a.Deadline.IsZero() && !a.Deadline.After(t) {
			found = append(found, a)
		}
		return true
	})
	slices.SortFunc(found, func(a, b orders.AfterSale) int {
		return cmp.Or(a.Deadline.Compare(b.Deadline), cmp.Compare(a.ID, b.ID))
	})
	ids := make([]int64, 0, min(limit, len(found)))
	for _, a := range found[:min(limit, len(found))] {
		ids = append(ids, a.ID)
	}
	return ids, nil
}

func (t *ordersTx) NextAfterSaleID() (int64, error) { return t.s.orders.nextID("afterSale"), nil }

func (t *ordersTx) InsertAfterSale(a orders.AfterSale) error {
	if !t.s.orders.rows.has(a.OrderID) {
		return fmt.Errorf("order %d: %w", a.OrderID, orders.ErrNotFound)
	}
	a.Images, a.OrderSN, a.User = slices.Clone(a.Images), "", shopusers.Brief{}
	return t.s.orders.afterSales.put(a)
}

func (t *ordersTx) AfterSale(id int64, _ bool) (orders.AfterSale, error) {
	a, ok := t.s.orders.afterSales.get(id)
	if !ok {
		return a, fmt.Errorf("after-sale %d: %w", id, orders.ErrAfterSaleNotFound)
	}
	a.Images = slices.Clone(a.Images)
	return a, nil
}

func (t *ordersTx) OrderAfterSales(orderID int64) ([]orders.AfterSale, error) {
	var out []orders.AfterSale
	t.s.orders.afterSales.scan(func(a orders.AfterSale) bool {
		if a.OrderID == orderID {
			out = append(out, a)
		}
		return true
	})
	slices.SortFunc(out, func(a, b orders.AfterSale) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

func (t *ordersTx) SaveAfterSale(a orders.AfterSale) error {
	old, ok := t.s.orders.afterSales.get(a.ID)
	if !ok {
		return fmt.Errorf("after-sale %d: %w", a.ID, orders.ErrAfterSaleNotFound)
	}
	old.Status, old.ReturnAddress, old.BuyerCarrier, old.BuyerTrackingNo = a.Status, a.ReturnAddress, a.BuyerCarrier, a.BuyerTrackingNo
	old.RefuseReason, old.Deadline, old.RefundSN, old.UpdatedAt = a.RefuseReason, a.Deadline, a.RefundSN, a.UpdatedAt
	old.Rights = a.Rights // a step replaces the claim, never changes the one held
	return t.s.orders.afterSales.put(old)
}

func (t *ordersTx) AppendAfterSaleLog(e orders.AfterSaleLogEntry) error {
	e.ID = t.s.orders.nextID("afterSaleLog")
	return t.s.orders.asLog.put(e)
}
