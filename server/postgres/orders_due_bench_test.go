package postgres

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/jobs"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
)

// BenchmarkCloseDue: one run of the job that closes the unpaid orders past their deadline,
// over 100,000 of them (CLOSE_DUE_ORDERS sets how many; one line each over 1,000 goods),
// worked as the River worker works it (on the jobs' pool). A console on the backend's pool
// asks, in turn and 50 times a second at most, for the first page of unpaid orders with the
// tab counts, and writes the stock of a goods the run gives stock back to (holding it as
// the run does): for two seconds before the run, then while it runs. Reported: the run's
// seconds and orders a second; its CPU per order, of this process and of the jobs' Postgres
// backends (what the run costs whatever else the machine runs); the console's answers
// before (idle-) and during the run: the list's p50 and p99, the stock write's p99 and
// slowest (it waits for the chunk that holds the goods).
//
//	go test ./server/postgres -run '^$' -bench CloseDue -benchtime 1x
func BenchmarkCloseDue(b *testing.B) {
	n := 100_000
	if v, err := strconv.Atoi(os.Getenv("CLOSE_DUE_ORDERS")); err == nil && v > 0 {
		n = v
	}
	for range b.N {
		b.StopTimer()
		_, db := freshSchema(b)
		seedDueOrders(b, db, n, 1000)
		pool, err := db.openJobsPool(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		svc := orders.New(db.Orders(), nil, nil)
		job := jobs.Job{Name: "orders.close_unpaid", Run: svc.CloseDue}
		ctx := onPool(context.Background(), pool)
		stop := make(chan struct{})
		time.AfterFunc(2*time.Second, func() { close(stop) })
		idle := console(db, stop)
		done := make(chan struct{})
		busy := make(chan consoleWaits)
		go func() { busy <- console(db, done) }()
		b.StartTimer()

		start, cpu := time.Now(), clientCPU()
		err = jobs.RunOnce(ctx, job, slog.New(slog.DiscardHandler))
		took, cpu := time.Since(start), clientCPU()-cpu

		b.StopTimer()
		server := serverCPU(db)
		close(done)
		during := <-busy
		pool.Close()
		var left int
		_ = db.pool.QueryRow(context.Background(), "SELECT count(*) FROM orders WHERE status = 'unpaid'").Scan(&left)
		if err != nil || left != 0 {
			b.Fatalf("%d orders left unpaid: %v", left, err)
		}
		b.ReportMetric(took.Seconds(), "s/run")
		b.ReportMetric(float64(n)/took.Seconds(), "orders/s")
		b.ReportMetric(float64(cpu.Microseconds())/float64(n), "client-cpu-µs/order")
		if server > 0 {
			b.ReportMetric(float64(server.Microseconds())/float64(n), "server-cpu-µs/order")
		}
		idle.report(b, "idle-")
		during.report(b, "")
	}
}

// consoleWaits are how long a console's requests took.
type consoleWaits struct{ list, write []time.Duration }

func (w consoleWaits) report(b *testing.B, prefix string) {
	for _, m := range []struct {
		name  string
		waits []time.Duration
		at    float64
	}{{"list-p50-ms", w.list, 0.5}, {"list-p99-ms", w.list, 0.99}, {"write-p99-ms", w.write, 0.99}, {"write-max-ms", w.write, 1}} {
		if len(m.waits) > 0 {
			slices.Sort(m.waits)
			b.ReportMetric(float64(m.waits[int(m.at*float64(len(m.waits)-1))].Microseconds())/1000, prefix+m.name)
		}
	}
}

// console sends a console's requests, one every 20 ms at most, until done, on the
// backend's pool: the first page of unpaid orders with the counts, and a stock write to a
// goods the due orders give stock back to.
func console(db *DB, done <-chan struct{}) consoleWaits {
	ctx := context.Background()
	store := db.Orders()
	var goodsID int64
	_ = db.pool.QueryRow(ctx, "SELECT min(goods_id) FROM order_items").Scan(&goodsID)
	var w consoleWaits
	pace := time.NewTicker(20 * time.Millisecond) // a busy console's pace, not a load test's
	defer pace.Stop()
	for i := 0; ; i++ {
		select {
		case <-done:
			return w
		case <-pace.C:
		}
		start := time.Now()
		if i%2 == 0 {
			if _, _, _, err := store.ListOrders(ctx, orders.Filter{Status: orders.Unpaid, Page: kernel.Page{No: 1, Size: 20}}); err != nil {
				panic(err)
			}
			w.list = append(w.list, time.Since(start))
			continue
		}
		err := store.Tx(ctx, func(tx orders.Tx) error {
			g, err := tx.Goods(goodsID, true)
			if err != nil {
				return err
			}
			return tx.SaveStock(g)
		})
		if err != nil {
			panic(err)
		}
		w.write = append(w.write, time.Since(start))
	}
}

// clientCPU is the CPU time this process has used.
func clientCPU() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// serverCPU is the CPU time the backends of the jobs' connections have used, read from /proc
// (0 when the server is not on this machine).
func serverCPU(db *DB) time.Duration {
	rows, _ := db.pool.Query(context.Background(), "SELECT pid FROM pg_stat_activity WHERE application_name = $1", jobsApplicationName)
	pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return 0
	}
	var ticks int64
	for _, pid := range pids {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			return 0
		}
		// utime and stime are the 14th and 15th fields, the 12th and 13th after the command.
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+2:]))
		for _, i := range []int{11, 12} {
			v, _ := strconv.ParseInt(f[i], 10, 64)
			ticks += v
		}
	}
	return time.Duration(ticks) * (time.Second / 100) // USER_HZ
}
