package postgres

import (
	"context"
	"testing"
	"time"

	"shopconsole/server/orders"
)

// after_sale_open is the SQL twin of orders.AfterSaleStatus.Open, which the after-sale tab's
// counters are kept by: both answer the same for every status, and for one that is none.
func TestAfterSaleOpenAgreesWithTheService(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	for _, s := range append(orders.AfterSaleStatuses, "", "unknown") {
		var open bool
		if err := db.Pool().QueryRow(ctx, "SELECT after_sale_open($1)", string(s)).Scan(&open); err != nil {
			t.Fatal(err)
		}
		if want := s.Open(); open != want {
			t.Errorf("status %q: after_sale_open %v, Open %v", s, open, want)
		}
	}
}

// deadlineWindow is the SQL of orders.DeadlineWindow.Has, which the mock calls: both keep the
// same orders, for the timed transitions and for "closing soon".
func TestDeadlineWindowAgreesWithTheService(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	windows := []orders.DeadlineWindow{orders.DueBy(orders.Unpaid, now), orders.DueBy(orders.Shipped, now), orders.ClosingWithin(now, 10)}
	var cases []orders.Order
	for _, s := range orders.Statuses {
		for _, d := range []time.Duration{-time.Hour, 0, time.Second, 5 * time.Minute, 10 * time.Minute, 11 * time.Minute} {
			cases = append(cases, orders.Order{Status: s, PayDeadline: now.Add(d)}, orders.Order{Status: s, ConfirmDeadline: now.Add(d)})
		}
		cases = append(cases, orders.Order{Status: s})
	}
	for _, dw := range windows {
		cond, args, err := deadlineWindow("", dw)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range cases {
			w := where{args: []any{string(o.Status), nullTime(o.PayDeadline), nullTime(o.ConfirmDeadline)}}
			w.add(cond, args...)
			var has bool
			err := db.Pool().QueryRow(ctx, "SELECT coalesce(("+w.conds[0]+"), false) FROM (VALUES ($1::text, $2::timestamptz, $3::timestamptz)) AS o(status, pay_deadline, confirm_deadline)",
				w.args...).Scan(&has)
			if err != nil {
				t.Fatal(err)
			}
			if want := dw.Has(o); has != want {
				t.Errorf("window %+v, order %s pay %v confirm %v: SQL %v, Has %v", dw, o.Status, o.PayDeadline, o.ConfirmDeadline, has, want)
			}
		}
	}
}
