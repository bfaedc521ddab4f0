package postgres

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"shopconsole/server/jobs"
	"shopconsole/server/orders"
)

// TestJobsRunOnceAcrossInstances: two instances over one database, each with its River
// client, run the timed jobs over due orders. Each job runs once (on one of them), and each
// order is closed once: one line of closing in its log, its stock given back once.
func TestJobsRunOnceAcrossInstances(t *testing.T) {
	schema, first := freshSchema(t)
	const n, goodsN = 300, 10
	seedDueOrders(t, first, n, goodsN)
	second, err := OpenSchema(context.Background(), testURL(t), schema)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(second.Close)

	var mu sync.Mutex
	runs, running, overlapped := map[string]int{}, map[string]int{}, false
	counted := func(name string, run func(context.Context) (int, error)) func(context.Context) (int, error) {
		return func(ctx context.Context) (int, error) {
			mu.Lock()
			runs[name]++
			running[name]++
			overlapped = overlapped || running[name] > 1
			mu.Unlock()
			defer func() { mu.Lock(); running[name]--; mu.Unlock() }()
			return run(ctx)
		}
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	logger := slog.New(slog.NewTextHandler(t.Output(), nil))
	for _, db := range []*DB{first, second} {
		svc := orders.New(db.Orders(), nil, nil)
		list := []jobs.Job{
			{Name: "orders.close_unpaid", Run: counted("orders.close_unpaid", svc.CloseDue)},
			{Name: "orders.confirm_shipped", Run: counted("orders.confirm_shipped", svc.ConfirmDue)},
		}
		// An hour apart: the runs on start are the only ones while the test lasts.
		if err := db.StartJobs(ctx, time.Hour, list, logger); err != nil {
			t.Fatal(err)
		}
		if err := db.StartJobs(ctx, time.Hour, list, logger); err == nil {
			t.Fatal("a DB started its jobs twice")
		}
	}

	waitUntil(t, time.Minute, "both runs completed", func() bool {
		var done int
		err := first.pool.QueryRow(context.Background(),
			"SELECT count(*) FROM river_job WHERE kind = $1 AND state = 'completed'", timedJobKind).Scan(&done)
		return err == nil && done == 2
	})
	mu.Lock()
	if runs["orders.close_unpaid"] != 1 || runs["orders.confirm_shipped"] != 1 || overlapped {
		t.Errorf("runs across the two instances: %v (overlapped %v)", runs, overlapped)
	}
	mu.Unlock()

	var open, unlogged, twice int
	var stock, sold int64
	err = first.pool.QueryRow(context.Background(), `SELECT
		(SELECT count(*) FROM orders WHERE status <> 'closed'),
		(SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT FROM order_log l WHERE l.order_id = o.id AND l.to_status = 'closed')),
		(SELECT count(*) FROM (SELECT order_id FROM order_log WHERE to_status = 'closed' GROUP BY 1 HAVING count(*) > 1) d),
		(SELECT sum(stock) FROM goods_skus), (SELECT sum(stock) FROM goods)`).Scan(&open, &unlogged, &twice, &stock, &sold)
	if err != nil {
		t.Fatal(err)
	}
	if open != 0 || unlogged != 0 || twice != 0 || stock != n || sold != n {
		t.Errorf("after the jobs: %d orders open, %d without a closing line, %d closed twice; stock %d of SKUs, %d of goods (want %d)",
			open, unlogged, twice, stock, sold, n)
	}
}

// TestJobRunsAreUnique: a run of a job waiting or running keeps another of the same job out
// of the queue (a new leader's first runs, a run outlasting its interval); other jobs' runs
// are not kept out, nor the next run once it completed.
func TestJobRunsAreUnique(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	client, err := newJobsClient(db.pool, db.schema, time.Hour, []jobs.Job{{Name: "job.a"}, {Name: "job.b"}}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := newJobsClient(db.pool, db.schema, time.Hour, []jobs.Job{{Name: "a b"}}, slog.New(slog.DiscardHandler)); err == nil {
		t.Error("a job named with a space was taken")
	}
	insert := func(name string) bool {
		t.Helper()
		res, err := client.Insert(ctx, timedJob{Job: name}, runOpts())
		if err != nil {
			t.Fatal(err)
		}
		return !res.UniqueSkippedAsDuplicate
	}
	if !insert("job.a") || insert("job.a") || !insert("job.b") {
		t.Fatal("a waiting run did not keep out only its own job's")
	}
	if _, err := db.pool.Exec(ctx, "UPDATE river_job SET state = 'running', attempted_at = now(), attempt = 1 WHERE args->>'job' = 'job.a'"); err != nil {
		t.Fatal(err)
	}
	if insert("job.a") {
		t.Fatal("a running run did not keep out the next")
	}
	if _, err := db.pool.Exec(ctx, "UPDATE river_job SET state = 'completed', finalized_at = now() WHERE args->>'job' = 'job.a'"); err != nil {
		t.Fatal(err)
	}
	if !insert("job.a") {
		t.Fatal("a completed run kept out the next")
	}
}

// waitUntil polls cond until it holds, failing the test after limit.
func waitUntil(t *testing.T, limit time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not within %s: %s", limit, what)
		}
		<-tick.C
	}
}
