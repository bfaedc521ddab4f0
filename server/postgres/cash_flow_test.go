package postgres

import (
	"context"
	"sync"
	"testing"

	"shopconsole/server/cash"
)

// TestSettleConcurrently: three runs of the settlement at once settle each due order once
// (the orders held are skipped by the others, the account row queues them), the orders
// fully refunded without a line; pendingSettlement sums what they kept until then, and the
// flow reconciles with the account.
func TestSettleConcurrently(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	const n = 250
	seedDueOrders(t, db, n, 7)
	if _, err := db.pool.Exec(ctx, `UPDATE orders SET status = 'completed', paid_at = now() - interval '10 days',
		completed_at = now() - interval '8 days' - id * interval '1 second',
		refunded_amount = CASE WHEN id % 10 = 0 THEN pay_amount ELSE 0 END`); err != nil {
		t.Fatal(err)
	}
	kept := int64(n-n/10) * 1000
	svc := cash.New(db.Cash(), nil, nil)
	if p, err := svc.PendingSettlement(ctx); err != nil || p != kept {
		t.Fatalf("pending %d, %v; want %d", p, err, kept)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for range 3 {
		wg.Go(func() {
			k, err := svc.SettleDue(nil)(ctx)
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			total += k
			mu.Unlock()
		})
	}
	wg.Wait()
	if total != n {
		t.Fatalf("settled %d, want %d", total, n)
	}
	var lines, refs int64
	if err := db.pool.QueryRow(ctx, "SELECT count(*), count(DISTINCT reference) FROM cash_flow WHERE type = 'orderSettled'").Scan(&lines, &refs); err != nil {
		t.Fatal(err)
	}
	if lines != n-n/10 || refs != lines {
		t.Fatalf("%d lines for %d orders", lines, refs)
	}
	a, err := db.Cash().Account(ctx)
	if err != nil || a.Available != kept {
		t.Fatalf("account %+v, %v", a, err)
	}
	if p, err := svc.PendingSettlement(ctx); err != nil || p != 0 {
		t.Fatalf("pending %d after, %v", p, err)
	}
	if _, m, err := cash.Reconcile(ctx, db.Cash().(cash.FlowStore)); m != nil || err != nil {
		t.Fatalf("reconcile: %v %v", m, err)
	}
	// The second guard: a second settlement line of an order is refused.
	_, err = db.pool.Exec(ctx, `INSERT INTO cash_flow (type, available, available_after, frozen_after, debt_after, reference, created_at)
		SELECT type, 0, available_after, 0, 0, reference, now() FROM cash_flow WHERE type = 'orderSettled' LIMIT 1`)
	if err == nil {
		t.Fatal("a second settlement line of an order was taken")
	}
}
