// Command bench measures sign-in and user-info on each backend: it starts the real app
// on a loopback port and drives it with a bounded number of concurrent clients.
//
//	go run ./server/cmd/bench -duration 5s -concurrency 32
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/jackc/pgx/v5"
	"github.com/valyala/fasthttp"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/postgres"
	"shopconsole/server/session"
)

func main() {
	duration := flag.Duration("duration", 5*time.Second, "how long each case runs (at most)")
	maxRequests := flag.Int("requests", 50_000, "the most requests a case sends")
	concurrency := flag.Int("concurrency", 32, "concurrent clients")
	dbURL := flag.String("database-url", envOr("TEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"), "Postgres for the postgres backend; empty skips it")
	flag.Int64Var(&shopUsers, "shop-users", 0, "shop users to seed on Postgres (ten ledger lines each) for the shop-user cases; 0 skips them")
	flag.StringVar(&shopSchema, "shop-schema", "", "reuse (or create and keep) this Postgres schema for the shop-user cases")
	flag.Int64Var(&goodsCount, "goods", 0, "goods to seed on Postgres (five SKUs each) for the goods cases; 0: the goods cases run on the mock only")
	flag.Int64Var(&ordersCount, "orders", 0, "orders to seed on Postgres (2.5 items each, buyers and SKUs from -shop-users and -goods) for the order cases; 0: the order cases run on the mock only")
	flag.Int64Var(&cashFlowCount, "cash-flow", 0, "fund-flow lines to seed on Postgres for the cash cases; 0: the cash cases run on the mock only")
	flag.StringVar(&goodsSchema, "goods-schema", "", "reuse (or create and keep) this Postgres schema for the goods cases (the same as -shop-schema when both are given)")
	backends := flag.String("backends", "mock,postgres", "backends to measure, comma-separated")
	flag.IntVar(&levelAdds, "level-adds", levelAdds, "how often the level-add case adds a level (and moves its users back)")
	flag.IntVar(&countCap, "count-cap", 0, "the server's count cap (0: app.DefaultCountCap)")
	flag.StringVar(&onlyCases, "cases", "", "measure only these cases (comma-separated names; empty: all)")
	flag.StringVar(&prismCommand, "prism", "", "command that runs Stoplight Prism (e.g. 'npx --yes @stoplight/prism-cli@5.16.0'): the demo table's page is measured on it too")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the run (server and load generator) to this file")
	flag.Parse()
	app.TuneGC() // as the server runs
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}

	fmt.Printf("%-9s %-22s %9s %10s %9s %9s %7s %8s %8s %8s\n", "backend", "case", "requests", "req/s", "p50", "p99", "errors", "cpu/req", "own/req", "pg/req")
	for _, name := range strings.Split(*backends, ",") {
		if name == "postgres" && *dbURL == "" {
			continue
		}
		if err := benchBackend(name, *dbURL, load{*duration, *maxRequests, *concurrency}); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			os.Exit(1)
		}
	}
}

// hugePages reports the machine's huge pages (Linux): Postgres maps its buffers on them when
// there are enough, which spares every new connection a page fault per 4 KB it touches.
func hugePages() string {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return "huge pages unknown"
	}
	for line := range strings.Lines(string(b)) {
		if total, ok := strings.CutPrefix(line, "HugePages_Total:"); ok {
			return strings.TrimSpace(total) + " huge pages on the machine"
		}
	}
	return "no huge pages"
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

type load struct {
	duration    time.Duration
	maxRequests int
	concurrency int
}

func benchBackend(name, dbURL string, l load) error {
	ctx := context.Background()
	var backend app.Backend
	cfg := session.Config{Secret: []byte("bench-secret-0123456789abcdef0123456789"), AccessTTL: time.Hour, RefreshTTL: time.Hour}
	switch name {
	case "mock":
		backend = mock.New()
		cfg.DemoPasswords, cfg.MockServer = true, true
	case "postgres":
		db, done, err := openPostgres(ctx, dbURL)
		if err != nil {
			return err
		}
		defer done()
		backend = db
	}
	// The deadline is raised so that a level change over a million users is timed, not cut.
	a, err := app.New(ctx, backend, app.Config{Session: cfg, Logger: slog.New(slog.DiscardHandler), RequestTimeout: 2 * time.Minute,
		CountCap: countCap})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	go func() { _ = a.Listener(ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	defer func() { _ = a.ShutdownWithTimeout(5 * time.Second) }()
	base := "http://" + ln.Addr().String() + "/api"
	// fasthttp's client: the load generator shares the machine with the server, and the
	// standard one would take a quarter of the process's CPU from it.
	client := &fasthttp.Client{MaxConnsPerHost: l.concurrency, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}

	creds, _ := json.Marshal(map[string]string{"username": "admin", "password": "bench-password"})
	loginReq := func() request { return request{method: "POST", url: base + "/shop/login", body: creds} }
	tok, err := signIn(client, loginReq())
	if err != nil {
		return fmt.Errorf("sign in: %w", err)
	}
	run(name, "login", client, l, loginReq)
	run(name, "user-info", client, l, func() request {
		return request{method: "GET", url: base + "/shop/admin/info", token: tok}
	})
	switch {
	case name == "mock":
		return benchMock(ctx, name, backend, client, l, base, tok)
	case shopUsers > 0 || goodsCount > 0 || cashFlowCount > 0:
		return benchSeeded(ctx, name, backend, client, l, base, tok)
	}
	return nil
}

// request is one request of a case: a body is sent as JSON, a token as a bearer.
type request struct {
	method, url, token string
	body               []byte
	headers            [][2]string // more headers (name, value)
}

// do sends r as a browser would (offering gzip) and answers the status; the body is read
// and dropped unless into is given.
func do(c *fasthttp.Client, r request, into any) (int, error) {
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	req.Header.SetMethod(r.method)
	req.SetRequestURI(r.url)
	req.Header.Set("Accept-Encoding", "gzip")
	if r.token != "" {
		req.Header.Set("Authorization", "Bearer "+r.token)
	}
	for _, h := range r.headers {
		req.Header.Set(h[0], h[1])
	}
	if r.body != nil {
		req.Header.SetContentType("application/json")
		req.SetBody(r.body)
	}
	if err := c.Do(req, resp); err != nil {
		return 0, err
	}
	if into != nil {
		body, err := resp.BodyUncompressed()
		if err == nil {
			err = json.Unmarshal(body, into)
		}
		if err != nil {
			return 0, err
		}
	}
	return resp.StatusCode(), nil
}

func signIn(c *fasthttp.Client, r request) (string, error) {
	var env struct {
		Code int
		Msg  string
		Data struct{ Token string }
	}
	if _, err := do(c, r, &env); err != nil {
		return "", err
	}
	if env.Code != 200 {
		return "", errors.New(env.Msg)
	}
	return env.Data.Token, nil
}

var onlyCases string

// countCap is the server's count cap (-count-cap).
var countCap int

// ownConn reads the CPU time of the bench's Postgres backends (ownBusy); nil on the mock.
var ownConn *pgx.Conn

// wanted reports whether the case name is to be measured (flag -cases).
func wanted(name string) bool {
	return onlyCases == "" || slices.Contains(strings.Split(onlyCases, ","), name)
}

// run sends requests from l.concurrency clients until the duration or the request
// budget is spent, then prints throughput and latency percentiles; it answers the
// requests per second. A request fails unless it answers 200.
func run(backend, name string, c *fasthttp.Client, l load, next func() request) float64 {
	return measure(backend, name, l, func() error {
		status, err := do(c, next(), nil)
		if err == nil && status != 200 {
			err = fmt.Errorf("status %d", status)
		}
		return err
	})
}

// measure runs op from l.concurrency clients until the duration or the request budget is
// spent, then prints the case's line: throughput, latency percentiles, failures and the
// machine's CPU time per operation. It answers the operations per second.
func measure(backend, name string, l load, op func() error) float64 {
	if !wanted(name) {
		return 0
	}
	var sent, failed atomic.Int64
	var firstErr atomic.Value
	deadline := time.Now().Add(l.duration)
	lat := make([][]time.Duration, l.concurrency)
	var wg sync.WaitGroup
	busy0 := machineBusy()
	own0, pg0 := ownAndPostgres(context.Background(), ownConn)
	start := time.Now()
	for w := range l.concurrency {
		wg.Go(func() {
			for time.Now().Before(deadline) && sent.Add(1) <= int64(l.maxRequests) {
				t0 := time.Now()
				err := op()
				lat[w] = append(lat[w], time.Since(t0))
				if err != nil {
					failed.Add(1)
					firstErr.CompareAndSwap(nil, err.Error())
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	busy := machineBusy() - busy0
	own, pg := ownAndPostgres(context.Background(), ownConn)
	own, pg = own-own0+pg-pg0, pg-pg0
	all := slices.Concat(lat...)
	slices.Sort(all)
	pct := func(p float64) time.Duration {
		if len(all) == 0 {
			return 0
		}
		return all[min(len(all)-1, int(float64(len(all))*p))]
	}
	perReq, ownReq, pgReq := "-", "-", "-"
	if busy > 0 && len(all) > 0 {
		perReq = (busy / time.Duration(len(all))).Round(time.Microsecond).String()
	}
	if own > 0 && len(all) > 0 {
		ownReq = (own / time.Duration(len(all))).Round(time.Microsecond).String()
		if ownConn != nil {
			pgReq = (pg / time.Duration(len(all))).Round(time.Microsecond).String()
		}
	}
	rate := float64(len(all)) / elapsed.Seconds()
	fmt.Printf("%-9s %-22s %9d %10.0f %9s %9s %7d %8s %8s %8s\n", backend, name, len(all),
		rate, pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), failed.Load(), perReq, ownReq, pgReq)
	if e := firstErr.Load(); e != nil {
		fmt.Printf("# %s %s: first failure: %s\n", backend, name, e)
	}
	return rate
}

func dropSchema(ctx context.Context, db *postgres.DB, url, schema string) {
	db.Close()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return
	}
	defer conn.Close(ctx)
	_, _ = conn.Exec(ctx, "DROP SCHEMA "+pgx.Identifier{schema}.Sanitize()+" CASCADE")
}

// machineBusy is the CPU time every process of the machine has spent so far (Linux; zero
// elsewhere). Server, load generator and Postgres share the cores, so at 32 closed-loop
// clients a case's latency follows its CPU per request, which varies far less from run
// to run than its p99.
func machineBusy() time.Duration {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 8 || f[0] != "cpu" {
		return 0
	}
	var ticks int64
	for _, i := range []int{1, 2, 3, 6, 7} { // user, nice, system, irq, softirq
		n, _ := strconv.ParseInt(f[i], 10, 64)
		ticks += n
	}
	return time.Duration(ticks) * time.Second / 100 // USER_HZ
}
