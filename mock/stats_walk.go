package mock

import (
	"slices"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/stats"
)

// statsWindow is [from, to] in shop days as instants: from's 00:00 to the 00:00 after to.
type statsWindow struct{ from, end time.Time }

func window(from, to time.Time) statsWindow { return statsWindow{from, to.AddDate(0, 0, 1)} }

func (w statsWindow) has(t time.Time) bool { return !t.Before(w.from) && t.Before(w.end) }

func shopDay(t time.Time) time.Time { return kernel.ShopDay(t) }

// walk calls the day's and goods' sinks with every event of w: orders placed and paid,
// refunds, views and favourite adds. Distinct buyers are counted per day (and goods).
type statsSink struct {
	day   func(d time.Time) *stats.Day
	goods func(id int64) *stats.GoodsRow // nil: not wanted
}

func (s *Store) statsWalk(w statsWindow, sink statsSink) {
	type key struct {
		day   time.Time
		goods int64
		user  int64
		kind  byte
	}
	seen := map[key]bool{}
	first := func(k key) bool {
		if seen[k] {
			return false
		}
		seen[k] = true
		return true
	}
	g := func(id int64) *stats.GoodsRow {
		if sink.goods == nil {
			return nil
		}
		return sink.goods(id)
	}
	od := s.orders
	od.rows.scan(func(o orders.Order) bool {
		if w.has(o.CreatedAt) {
			day := shopDay(o.CreatedAt)
			d := sink.day(day)
			d.Orders++
			d.OrderAmount += o.PayAmount
			if first(key{day, 0, o.UserID, 'o'}) {
				d.OrderingBuyers++
			}
		}
		if o.PaidAt != nil && w.has(*o.PaidAt) {
			day := shopDay(*o.PaidAt)
			d := sink.day(day)
			d.PayOrders++
			d.PayAmount += o.PayAmount
			if first(key{day, 0, o.UserID, 'p'}) {
				d.PayingBuyers++
			}
			for _, it := range o.Items {
				d.SalesCount += it.Quantity
				d.SalesAmount += it.Amount()
				if r := g(it.GoodsID); r != nil {
					r.SalesCount += it.Quantity
					r.SalesAmount += it.Amount()
					if first(key{day, it.GoodsID, o.UserID, 'p'}) {
						r.PayingBuyers++
					}
				}
			}
		}
		return true
	})
	od.refunds.scan(func(rf orders.Refund) bool {
		if !w.has(rf.CreatedAt) {
			return true
		}
		d := sink.day(shopDay(rf.CreatedAt))
		d.Refunds++
		d.RefundAmount += rf.Amount
		if sink.goods == nil {
			return true
		}
		o, _ := od.rows.get(rf.OrderID)
		if a, ok := od.afterSales.get(rf.AfterSaleID); ok && rf.AfterSaleID != 0 {
			if i := slices.IndexFunc(o.Items, func(it orders.Item) bool { return it.ID == a.ItemID }); i >= 0 {
				r := g(o.Items[i].GoodsID)
				r.RefundCount++
				r.RefundAmount += rf.Amount
			}
			return true
		}
		for _, it := range o.Items {
			r := g(it.GoodsID)
			r.RefundCount++
			r.RefundAmount += it.Amount()
		}
		return true
	})
	s.stats.views.scan(func(e statsEvent) bool {
		if !w.has(e.At) {
			return true
		}
		day := shopDay(e.At)
		d := sink.day(day)
		d.Views++
		if first(key{day, 0, e.UserID, 'v'}) {
			d.Visitors++
		}
		if r := g(e.GoodsID); r != nil {
			r.Views++
			if first(key{day, e.GoodsID, e.UserID, 'v'}) {
				r.Visitors++
			}
		}
		return true
	})
	s.stats.favs.scan(func(e statsEvent) bool {
		if w.has(e.At) {
			sink.day(shopDay(e.At)).Favorites++
			if r := g(e.GoodsID); r != nil {
				r.Favorites++
			}
		}
		return true
	})
}
