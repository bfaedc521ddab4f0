package postgres

import (
	"context"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/orders"
)

// ListOrders implements orders.Store: the page, its total and the status counts under the
// other filters. The counts come from the counters (migration 064) when the filters are a
// pay way and whole days at most, in the page's round trip; the rarer filters count their
// matches first, and when they are few the page sorts just them.
func (s ordersStore) ListOrders(ctx context.Context, f orders.Filter) ([]orders.Order, int64, orders.Counts, error) {
	var w where
	if f.SN != "" {
		w.add("o.sn >= ? AND o.sn < ?", f.SN, prefixEnd(f.SN))
	}
	if f.PayWay != "" {
		w.add("o.pay_way = ?", string(f.PayWay))
	}
	w.placed("o", f.From, f.To, f.Buyer)
	if f.Consignee != "" { // two ranges, an index each (migration 093)
		w.add(`((o.consignee_name COLLATE "C") >= ? AND (o.consignee_name COLLATE "C") < ? OR (o.consignee_mobile >= ? AND o.consignee_mobile < ?))`,
			f.Consignee, prefixEnd(f.Consignee), f.Consignee, prefixEnd(f.Consignee))
	}
	if f.GoodsName != "" {
		w.itemsNamed("o", f.GoodsName)
	}
	if !f.Closing.IsZero() { // the status's deadline index
		cond, args, err := deadlineWindow("o.", f.Closing)
		if err != nil {
			return nil, 0, nil, err
		}
		w.add(cond, args...)
	}
	counts := orders.Counts{}
	b := &pgx.Batch{}
	fenced := false
	if counted(f) {
		countSQL, countArgs := orderCounters(f)
		b.Queue(countSQL, countArgs...).Query(func(res pgx.Rows) error { return scanOrderCounts(res, counts) })
	} else if f.Page.Cap > 0 && f.GoodsName == "" && f.Consignee == "" {
		// Each tab walks its status's index up to the cap. Not for a goods name or a consignee,
		// whose matches come from indexes of their own: each tab's walk would find them again
		// (at 1M orders, own CPU per list: a goods name 57.7 ms walked against 27.6 ms counted
		// in one pass, a consignee 64.0 against 0.95 ms; a buyer 14.5 against 32.5 ms,
		// docs/lists-bench.md §6). The handler bounds what one pass counts.
		if err := s.countTabs(ctx, &w, f.Page.Cap, counts); err != nil {
			return nil, 0, nil, err
		}
		fenced = counts.All() <= fenceLimit && !slices.ContainsFunc(tabsOf(counts), func(n int64) bool { return n >= int64(f.Page.Cap) })
	} else {
		res, _ := s.db.pool.Query(ctx, "SELECT o.status, o.open_claims > 0, count(*) FROM orders o"+w.sql()+" GROUP BY 1, 2", w.args...)
		if err := scanOrderCounts(res, counts); err != nil {
			return nil, 0, nil, err
		}
		fenced = counts.All() <= fenceLimit
	}
	if f.AfterSale {
		w.add("o.open_claims > 0") // a literal: the after-sale tab walks its partial index
	}
	order, desc := "o.created_at DESC, o.id DESC", true
	switch f.Sort {
	case "createdAt":
		order, desc = "o.created_at, o.id", false
	case "payAmount":
		order, desc = "o.pay_amount, o.id", false
	case "-payAmount":
		order = "o.pay_amount DESC, o.id DESC"
	}
	if f.Status != "" {
		// A tab walks its status's index in the sort's order. Written as a constant, the status
		// drops out of the order and the planner may walk the whole order's index instead,
		// filtering: 13 ms for the paid tab when its newest order was 35,000 orders down
		// (the planner assumes each status spread evenly). As an array and the order's
		// first key, only the status's index gives the order.
		w.add("o.status = ANY(?)", []string{string(f.Status)})
		status := "o.status, "
		if desc {
			status = "o.status DESC, "
		}
		order = status + order
	}
	// The page's orders first, then their buyers: joined first, a walk would probe the buyer
	// of every order it passes, the offset's too. Few matches are collected behind an OFFSET 0
	// fence and sorted: without it a generic plan walks an order's index testing every order.
	// A later page passes its offset's orders by their ids alone (an index-only walk where the
	// order's index holds the filter), then reads its own: 0.49 ms against 0.64 ms for page 50.
	from := "orders o" + w.sql()
	page := "SELECT * FROM " + from + " ORDER BY " + order + pageSQL(f.Page.Size, f.Page.Offset())
	switch {
	case fenced:
		page = "SELECT * FROM (SELECT * FROM " + from + " OFFSET 0) o ORDER BY " + order + pageSQL(f.Page.Size, f.Page.Offset())
	case f.Page.Offset() > 0:
		page = "SELECT * FROM orders o WHERE o.id IN (SELECT o.id FROM " + from + " ORDER BY " + order +
			pageSQL(f.Page.Size, f.Page.Offset()) + ")"
	}
	var list []orders.Order
	b.Queue("SELECT "+orderCols+" FROM ("+page+") o LEFT JOIN shop_users u ON u.id = o.user_id ORDER BY "+order,
		w.args...).Query(func(res pgx.Rows) (err error) {
		list, err = pgx.CollectRows(res, func(r pgx.CollectableRow) (orders.Order, error) { return scanOrder(r) })
		return err
	})
	// The batch's connection goes back to the pool before the items take one: held, as
	// many concurrent lists as the pool has connections would each wait for another.
	if err := s.db.pool.SendBatch(ctx, b).Close(); err != nil {
		return nil, 0, nil, fmt.Errorf("list orders: %w", err)
	}
	if list == nil {
		list = []orders.Order{}
	}
	return list, counts.Total(f), counts, attachItems(ctx, s.db.pool, list)
}

// countTabs counts the orders w keeps per tab (each status, and the after-sale tab), each
// up to limit on its own.
func (s ordersStore) countTabs(ctx context.Context, w *where, limit int, counts orders.Counts) error {
	sql, args := tabCountsSQL("orders o", w, "o.status", texts(orders.Statuses), limit, [2]string{string(orders.InAfterSale), "o.open_claims > 0"})
	rows, _ := s.db.pool.Query(ctx, sql, args...)
	var tab orders.Status
	var n int64
	if _, err := pgx.ForEachRow(rows, []any{&tab, &n}, func() error { counts[tab] = n; return nil }); err != nil {
		return fmt.Errorf("count orders per tab: %w", err)
	}
	return nil
}

// tabsOf is each tab's figure of counts.
func tabsOf(counts orders.Counts) []int64 {
	out := make([]int64, 0, len(counts))
	for _, n := range counts {
		out = append(out, n)
	}
	return out
}

// fenceLimit is how many orders a rare filter may match for its page to sort them all.
const fenceLimit = 5000

// scanOrderCounts adds rows of status, whether a claim is in progress and a count to counts.
func scanOrderCounts(res pgx.Rows, counts orders.Counts) error {
	var status orders.Status
	var inAfterSale bool
	var n int64
	_, err := pgx.ForEachRow(res, []any{&status, &inAfterSale, &n}, func() error {
		counts[status] += n
		if inAfterSale {
			counts[orders.InAfterSale] += n
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("count orders: %w", err)
	}
	return nil
}
