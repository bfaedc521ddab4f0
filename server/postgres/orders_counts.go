package postgres

import (
	"context"
	"fmt"
	"time"

	"shopconsole/server/jobs"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
)

// The order list's counts at scale (migration 064): counters per status, pay way and claim
// state, in total and per day of the shop's calendar, kept by triggers and sharded per
// connection; a timed job folds the shards.

// counted tells whether the counters answer the counts of f: no filter but a pay way and a
// range of whole days of the shop's calendar.
func counted(f orders.Filter) bool {
	return f.Closing.IsZero() && f.SN == "" && f.Buyer == "" && f.Consignee == "" && f.GoodsName == "" && shopMidnight(f.From) && shopMidnight(f.To)
}

func shopMidnight(t time.Time) bool {
	if t.IsZero() {
		return true
	}
	h, m, s := t.In(kernel.ShopZone).Clock()
	return h == 0 && m == 0 && s == 0 && t.Nanosecond() == 0
}

func timeOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

// orderCounters is the statement that sums the counters for f (counted): per status and
// whether a claim is in progress, as the exact count answers.
func orderCounters(f orders.Filter) (string, []any) {
	var c where
	table := "order_totals"
	if !f.From.IsZero() || !f.To.IsZero() {
		table = "order_day_counts"
		dayRange(&c, timeOrNil(f.From), timeOrNil(f.To))
	}
	if f.PayWay != "" {
		c.add("pay_way = ?", string(f.PayWay))
	}
	return "SELECT status, after_sale, sum(n)::bigint FROM " + table + c.sql() + " GROUP BY 1, 2", c.args
}

// UpkeepJobs answers the store's own timed jobs: the order counters' shards folded into one
// row each, so that a list sums few rows (every connection that writes orders adds its own).
func (db *DB) UpkeepJobs() []jobs.Job {
	return []jobs.Job{{Name: "orders.fold_counters", Run: func(ctx context.Context) (int, error) {
		if _, err := db.poolFor(ctx).Exec(ctx, "SELECT order_counts_compact()"); err != nil {
			return 0, fmt.Errorf("fold the order counters: %w", err)
		}
		return 0, nil
	}}, {Name: "stats.fold_rollups", Run: func(ctx context.Context) (int, error) {
		if _, err := db.poolFor(ctx).Exec(ctx, "SELECT stats_compact()"); err != nil {
			return 0, fmt.Errorf("fold the statistics' rollups: %w", err)
		}
		// The preset rankings, when older than 5 minutes (stats.WindowDelay states it).
		if _, err := db.poolFor(ctx).Exec(ctx, "SELECT stats_refresh_windows()"); err != nil {
			return 0, fmt.Errorf("refresh the statistics' rankings: %w", err)
		}
		return 0, nil
	}}}
}
