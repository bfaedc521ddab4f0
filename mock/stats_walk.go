package mock

import (
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
	type key = stats.BuyerKey
	first := stats.Distinct{}.First
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
			if first(key{Day: day, User: o.UserID, Kind: stats.BuyerOrdered}) {
				d.OrderingBuyers++
			}
		}
		if o.PaidAt != nil && w.has(*o.PaidAt) {
			day := shopDay(*o.PaidAt)
			d := sink.day(day)
			d.PayOrders++
			d.PayAmount += o.PayAmount
			if first(key{Day: day, User: o.UserID, Kind: stats.BuyerPaid}) {
				d.PayingBuyers++
			}
			for _, it := range o.Items {
				n, amount := stats.Sales(statsLine(it))
				d.SalesCount += n
				d.SalesAmount += amount
				if r := g(it.GoodsID); r != nil {
					r.SalesCount += n
					r.SalesAmount += amount
					if first(key{Day: day, Goods: it.GoodsID, User: o.UserID, Kind: stats.BuyerPaid}) {
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
		var item int64 // 0: the whole order
		if a, ok := od.afterSales.get(rf.AfterSaleID); ok && rf.AfterSaleID != 0 {
			item = a.ItemID
		}
		lines := make([]stats.Line, len(o.Items))
		for i, it := range o.Items {
			lines[i] = statsLine(it)
		}
		for _, c := range stats.RefundCharges(lines, item, rf.Amount) {
			r := g(c.GoodsID)
			r.RefundCount++
			r.RefundAmount += c.Amount
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
		if first(key{Day: day, User: e.UserID, Kind: stats.BuyerViewed}) {
			d.Visitors++
		}
		if r := g(e.GoodsID); r != nil {
			r.Views++
			if first(key{Day: day, Goods: e.GoodsID, User: e.UserID, Kind: stats.BuyerViewed}) {
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

// statsLine is an order's line as the figures see it.
func statsLine(it orders.Item) stats.Line {
	return stats.Line{ID: it.ID, GoodsID: it.GoodsID, Price: it.Price, Quantity: it.Quantity}
}
