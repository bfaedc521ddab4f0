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

// orderData is the order area's part of the store: orders with their items, their log and
// the order settings. Reads hold Store.mu for reading; writes run in ordersStore.Tx.
type orderData struct {
	rows             *table[int64, orders.Order]
	bySN             *unique[int64, orders.Order]
	byCreated, byPay *order[orders.Order]
	log              *table[int64, orders.LogEntry]
	logByOrder       *order[orders.LogEntry]
	refunds          *table[int64, orders.Refund]
	refundsByOrder   *order[orders.Refund]
	refundBySN       *unique[int64, orders.Refund]
	afterSales       *table[int64, orders.AfterSale]
	asByCreated      *order[orders.AfterSale]
	asByOrder        *order[orders.AfterSale]
	asLog            *table[int64, orders.AfterSaleLogEntry]
	asLogBySale      *order[orders.AfterSaleLogEntry]
	settings         orders.Settings
	next             map[string]int64
}

func newOrderData() *orderData {
	d := &orderData{settings: orders.DefaultSettings, next: map[string]int64{}}
	d.rows = newTable(func(o *orders.Order) int64 { return o.ID })
	d.bySN = d.rows.unique(func(o *orders.Order) string { return o.SN })
	d.byCreated = d.rows.order(func(a, b *orders.Order) int { return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID)) })
	d.byPay = d.rows.order(func(a, b *orders.Order) int {
		return cmp.Or(cmp.Compare(a.PayAmount, b.PayAmount), cmp.Compare(a.ID, b.ID))
	})
	d.log = newTable(func(e *orders.LogEntry) int64 { return e.ID })
	d.logByOrder = d.log.order(func(a, b *orders.LogEntry) int {
		return cmp.Or(cmp.Compare(a.OrderID, b.OrderID), cmp.Compare(a.ID, b.ID))
	})
	d.refunds = newTable(func(r *orders.Refund) int64 { return r.ID })
	d.refundsByOrder = d.refunds.order(func(a, b *orders.Refund) int {
		return cmp.Or(cmp.Compare(a.OrderID, b.OrderID), cmp.Compare(a.ID, b.ID))
	})
	d.refundBySN = d.refunds.unique(func(r *orders.Refund) string { return r.SN })
	d.afterSales = newTable(func(a *orders.AfterSale) int64 { return a.ID })
	d.asByCreated = d.afterSales.order(func(a, b *orders.AfterSale) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	d.asByOrder = d.afterSales.order(func(a, b *orders.AfterSale) int {
		return cmp.Or(cmp.Compare(a.OrderID, b.OrderID), cmp.Compare(a.ID, b.ID))
	})
	d.asLog = newTable(func(e *orders.AfterSaleLogEntry) int64 { return e.ID })
	d.asLogBySale = d.asLog.order(func(a, b *orders.AfterSaleLogEntry) int {
		return cmp.Or(cmp.Compare(a.AfterSaleID, b.AfterSaleID), cmp.Compare(a.ID, b.ID))
	})
	return d
}

func (d *orderData) nextID(table string) int64 {
	d.next[table]++
	return d.next[table]
}

// cloneOrder copies o deeply: rows in a table are never changed in place.
func cloneOrder(o orders.Order) orders.Order {
	o.Items = slices.Clone(o.Items)
	return o
}

// ordersStore is the mock's orders.Store.
type ordersStore struct{ s *Store }

// Orders answers the order area's store.
func (s *Store) Orders() orders.Store { return ordersStore{s} }

// tables are every table an order's transaction may write: its own, the shop's (buyers,
// ledger, keys) and the goods'.
func (m ordersStore) tables() []txTable {
	d := m.s.orders
	tables := append(append([]txTable{d.rows, d.log, d.refunds, d.afterSales, d.asLog}, m.s.shop.tables()...), goodsStore(m).tables()...)
	return append(tables, m.s.cash.flow) // a refund after settlement (orders_cash.go)
}

// Tx implements orders.Store: a critical section over the committed tables. What fn writes
// is kept aside and becomes the tables' rows only when fn succeeds; what lives outside the
// tables (held coupons, the settings) is put back as it was.
func (m ordersStore) Tx(_ context.Context, fn func(orders.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	tx := &ordersTx{s: m.s, shop: shopTx{m.s.shop}, goods: goodsTx(m)}
	done := false
	defer func() {
		if done {
			return
		}
		for _, t := range m.tables() {
			t.discard()
		}
		for _, undo := range slices.Backward(tx.undo) {
			undo()
		}
	}()
	if err := fn(tx); err != nil {
		return err
	}
	for _, t := range m.tables() {
		t.commit()
	}
	done = true
	m.s.shop.bound(m.s.limits)
	return nil
}

// view is the order as reads answer it: with its buyer.
func (s *Store) orderView(o orders.Order) orders.Order {
	o = cloneOrder(o)
	o.User = s.shop.brief(o.UserID)
	return o
}

// ListOrders implements orders.Store: a walk of the sort's order, counting the statuses of
// the orders the other filters keep and copying the page's.
func (m ordersStore) ListOrders(_ context.Context, f orders.Filter) ([]orders.Order, int64, orders.Counts, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	d := m.s.orders
	run, desc := d.byCreated.all(), true
	switch f.Sort {
	case "createdAt":
		desc = false
	case "payAmount", "-payAmount":
		run, desc = d.byPay.all(), f.Sort == "-payAmount"
	}
	match := m.s.orderMatcher(f)
	inAfterSale := map[int64]bool{}
	d.afterSales.scan(func(a orders.AfterSale) bool {
		inAfterSale[a.OrderID] = inAfterSale[a.OrderID] || a.Status.Open()
		return true
	})
	counts := orders.Counts{}
	list := []orders.Order{}
	var total int64
	for i := range run {
		o := run[i]
		if desc {
			o = run[len(run)-1-i]
		}
		if !match(o) {
			continue
		}
		counts[o.Status]++
		if inAfterSale[o.ID] {
			counts[orders.InAfterSale]++
		}
		if (f.Status != "" && o.Status != f.Status) || (f.AfterSale && !inAfterSale[o.ID]) {
			continue
		}
		if total >= int64(f.Page.Offset()) && len(list) < f.Page.Size {
			list = append(list, m.s.orderView(*o))
		}
		total++
	}
	return list, total, counts, nil
}

// buyersMatching answers the shop users whose nickname or mobile starts with q, as the
// order and after-sale lists' buyer filter finds them (none for "").
func (s *Store) buyersMatching(q string) map[int64]bool {
	buyers := map[int64]bool{}
	if q != "" {
		s.shop.users.scan(func(u shopusers.User) bool {
			if strings.HasPrefix(u.Nickname, q) || strings.HasPrefix(u.Mobile, q) {
				buyers[u.ID] = true
			}
			return true
		})
	}
	return buyers
}

// orderMatcher answers whether an order passes f's filters other than the status.
func (s *Store) orderMatcher(f orders.Filter) func(o *orders.Order) bool {
	buyers := s.buyersMatching(f.Buyer)
	return func(o *orders.Order) bool {
		switch {
		case f.SN != "" && !strings.HasPrefix(o.SN, f.SN),
			f.PayWay != "" && o.PayWay != f.PayWay,
			!f.From.IsZero() && o.CreatedAt.Before(f.From),
			!f.To.IsZero() && !o.CreatedAt.Before(f.To),
			!f.Closing.Has(*o),
			f.Buyer != "" && !buyers[o.UserID],
			f.Consignee != "" && !strings.HasPrefix(o.Consignee.Name, f.Consignee) && !strings.HasPrefix(o.Consignee.Mobile, f.Consignee):
			return false
		case f.GoodsName != "":
			return slices.ContainsFunc(o.Items, func(it orders.Item) bool { return strings.Contains(it.GoodsName, f.GoodsName) })
		}
		return true
	}
}

// Order implements orders.Store.
func (m ordersStore) Order(_ context.Context, id int64) (orders.Order, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	o, ok := m.s.orders.rows.get(id)
	if !ok {
		return o, fmt.Errorf("order %d: %w", id, orders.ErrNotFound)
	}
	return m.s.orderView(o), nil
}

// OrderIDsBySN implements orders.Store.
func (m ordersStore) OrderIDsBySN(_ context.Context, sns []string) (map[string]int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	out := make(map[string]int64, len(sns))
	for _, sn := range sns {
		if id, ok := m.s.orders.bySN.idx[sn]; ok {
			out[sn] = id
		}
	}
	return out, nil
}

// OrderDetail implements orders.Store.
func (m ordersStore) OrderDetail(ctx context.Context, id int64) (orders.OrderDetail, error) {
	o, err := m.Order(ctx, id)
	if err != nil {
		return orders.OrderDetail{}, err
	}
	d := orders.OrderDetail{Order: o}
	m.s.mu.RLock()
	run := m.s.orders.logByOrder.within(func(e *orders.LogEntry) int { return cmp.Compare(e.OrderID, id) })
	d.Log, _ = run.page(false, nil, 0, len(run))
	m.s.mu.RUnlock()
	if d.Refunds, err = m.OrderRefunds(ctx, id); err != nil {
		return d, err
	}
	d.AfterSales, err = m.OrderAfterSales(ctx, id)
	return d, err
}

// OrderRefunds implements orders.Store.
func (m ordersStore) OrderRefunds(_ context.Context, id int64) ([]orders.Refund, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	run := m.s.orders.refundsByOrder.within(func(r *orders.Refund) int { return cmp.Compare(r.OrderID, id) })
	out, _ := run.page(false, nil, 0, len(run))
	return out, nil
}

// PendingRefunds implements orders.Store.
func (m ordersStore) PendingRefunds(_ context.Context, before time.Time, limit int) ([]orders.Refund, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var out []orders.Refund
	m.s.orders.refunds.scan(func(r orders.Refund) bool {
		if r.Status == orders.RefundPending && r.CreatedAt.Before(before) {
			out = append(out, r)
		}
		return true
	})
	slices.SortFunc(out, func(a, b orders.Refund) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	return out[:min(limit, len(out))], nil
}

// Settings implements orders.Store.
func (m ordersStore) Settings(context.Context) (orders.Settings, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.orders.settings, nil
}

// Due implements orders.Store.
func (m ordersStore) Due(_ context.Context, w orders.DeadlineWindow, limit int) ([]int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	type due struct {
		id int64
		at time.Time
	}
	var found []due
	m.s.orders.rows.scan(func(o orders.Order) bool {
		if w.Has(o) {
			found = append(found, due{o.ID, w.Deadline().Of(o)})
		}
		return true
	})
	slices.SortFunc(found, func(a, b due) int { return cmp.Or(a.at.Compare(b.at), cmp.Compare(a.id, b.id)) })
	ids := make([]int64, 0, min(limit, len(found)))
	for _, f := range found[:min(limit, len(found))] {
		ids = append(ids, f.id)
	}
	return ids, nil
}
