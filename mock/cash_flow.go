package mock

import (
	"cmp"
	"context"
	"slices"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
)

// settledOrder marks an order settled into the account, once.
type settledOrder struct {
	OrderID   int64
	SettledAt time.Time
}

// flowLines answers the flow's committed lines in id order.
func (d *cashData) flowLines() []cash.Flow { return d.flow.sorted() }

// Flows implements cash.Store.
func (m cashStore) Flows(_ context.Context, f cash.FlowFilter) ([]cash.Flow, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var match []cash.Flow
	m.s.cash.flow.scan(func(l cash.Flow) bool {
		if (f.Type == "" || l.Type == f.Type) && (f.Reference == "" || l.Reference == f.Reference) &&
			(f.From == nil || !l.CreatedAt.Before(*f.From)) && (f.To == nil || l.CreatedAt.Before(*f.To)) {
			match = append(match, l)
		}
		return true
	})
	slices.SortFunc(match, func(a, b cash.Flow) int {
		c := cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
		if f.Asc {
			return c
		}
		return -c
	})
	off := min(f.Page.Offset(), len(match))
	end := min(off+f.Page.Size, len(match))
	return slices.Clone(match[off:end]), int64(len(match)), nil
}

// FlowMonth implements cash.Store.
func (m cashStore) FlowMonth(_ context.Context, from, to time.Time) (cash.Balance, []cash.Flow, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var open cash.Balance
	lines := []cash.Flow{}
	for _, l := range m.s.cash.flowLines() {
		switch {
		case l.CreatedAt.Before(from):
			open = l.After()
		case l.CreatedAt.Before(to):
			lines = append(lines, l)
		}
	}
	return open, lines, nil
}

// FlowDaily implements cash.Store.
func (m cashStore) FlowDaily(_ context.Context, from, to time.Time) ([]cash.DaySums, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	byDay := map[time.Time]*cash.DaySums{}
	m.s.cash.flow.scan(func(l cash.Flow) bool {
		if l.CreatedAt.Before(from) || !l.CreatedAt.Before(to) {
			return true
		}
		day := kernel.ShopDay(l.CreatedAt)
		if byDay[day] == nil {
			byDay[day] = &cash.DaySums{Day: day}
		}
		byDay[day].Add(l)
		return true
	})
	out := make([]cash.DaySums, 0, len(byDay))
	for _, d := range byDay {
		out = append(out, *d)
	}
	slices.SortFunc(out, func(a, b cash.DaySums) int { return a.Day.Compare(b.Day) })
	return out, nil
}

// completed is an order as the settlement sees it.
func completed(d *cashData, o orders.Order) cash.Completed {
	return cash.Completed{Completed: o.Status == orders.Completed, CompletedAt: o.CompletedAt, Settled: d.settled.has(o.ID),
		Paid: o.PayAmount, Refunded: o.RefundedAmount}
}

// unsettled calls fn with every order that waits for its settlement (cash.Unsettled).
func unsettled(d *cashData, od *orderData, fn func(o orders.Order, c cash.Completed)) {
	od.rows.scan(func(o orders.Order) bool {
		if c := completed(d, o); cash.Unsettled(c) {
			fn(o, c)
		}
		return true
	})
}

// PendingSettlement implements cash.Store.
func (m cashStore) PendingSettlement(context.Context) (int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var n int64
	unsettled(m.s.cash, m.s.orders, func(_ orders.Order, c cash.Completed) { n += cash.SettlementAmount(c.Paid, c.Refunded) })
	return n, nil
}

// WalkFlow implements cash.Store over a copy of the lines and the account taken under
// the lock.
func (m cashStore) WalkFlow(_ context.Context, fn func(cash.Flow) error) (cash.Account, error) {
	m.s.mu.RLock()
	lines, a := m.s.cash.flowLines(), m.s.cash.account
	m.s.mu.RUnlock()
	for _, l := range lines {
		if err := fn(l); err != nil {
			return a, err
		}
	}
	return a, nil
}

// DueSettlements implements cash.Tx.
func (t cashTx) DueSettlements(before time.Time, limit int) ([]cash.Due, error) {
	var due []cash.Due
	unsettled(t.d, t.orders, func(o orders.Order, c cash.Completed) {
		if cash.DueForSettlement(c, before) {
			due = append(due, cash.Due{OrderID: o.ID, OrderSN: o.SN, Amount: cash.SettlementAmount(c.Paid, c.Refunded), CompletedAt: *o.CompletedAt})
		}
	})
	slices.SortFunc(due, func(a, b cash.Due) int {
		return cmp.Or(a.CompletedAt.Compare(b.CompletedAt), cmp.Compare(a.OrderID, b.OrderID))
	})
	return due[:min(limit, len(due))], nil
}

// MarkSettled implements cash.Tx.
func (t cashTx) MarkSettled(orderID int64, at time.Time) error {
	if t.d.settled.has(orderID) {
		return cash.ErrSettled
	}
	return t.d.settled.put(settledOrder{OrderID: orderID, SettledAt: at})
}

var (
	_ cash.Store = cashStore{}
	_ cash.Tx    = cashTx{}
)
