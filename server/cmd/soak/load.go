package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// driver sends the mixed load and counts what came back.
type driver struct {
	base    string
	client  *http.Client
	workers int
	// What the writes edit, read once at set-up: sample staff, levels and shop users.
	staff  []map[string]any
	levels []map[string]any
	users  []int64

	mu       sync.Mutex
	counts   map[string]map[int]int // operation -> status (0: transport error) -> answers
	samples  []string               // the first failures, for the report
	nSent    atomic.Int64
	nFailed  atomic.Int64
	nSkipped atomic.Int64
}

// answer is one response with its envelope's data decoded.
type answer struct {
	status int
	data   map[string]any
	cookie string
}

func newDriver(ctx context.Context, base string, workers int) (*driver, error) {
	d := &driver{
		base: base + "/api", workers: workers, counts: map[string]map[int]int{},
		client: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: workers + 2}},
	}
	s := &session{d: d}
	if err := s.login(ctx); err != nil {
		return nil, err
	}
	for _, want := range []struct {
		path string
		into *[]map[string]any
	}{
		{"/userManagement/getList?pageSize=50", &d.staff},
		{"/admin/userLevel/index", &d.levels},
	} {
		a := d.do(ctx, "set-up", "GET", want.path, s.token, "", nil, nil)
		*want.into = append(*want.into, list(a.data)...)
	}
	d.staff = slices.DeleteFunc(d.staff, func(m map[string]any) bool { return m["username"] == "admin" })
	a := d.do(ctx, "set-up", "GET", "/admin/user/index?pageSize=50", s.token, "", nil, nil)
	for _, u := range list(a.data) {
		d.users = append(d.users, int64(u["id"].(float64)))
	}
	if len(d.staff) == 0 || len(d.levels) == 0 || len(d.users) == 0 || d.failures() > 0 {
		return nil, fmt.Errorf("no sample data to edit: %d staff, %d levels, %d users; %v", len(d.staff), len(d.levels), len(d.users), d.samples)
	}
	return d, nil
}

func list(data map[string]any) []map[string]any {
	items, _ := data["list"].([]any)
	var out []map[string]any
	for _, it := range items {
		if m, ok := it.(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}

// drive sends up to rate requests a second until ctx ends: a tick that finds every
// client busy is skipped, so that the load stays bounded instead of piling up.
func (d *driver) drive(ctx context.Context, rate int) {
	jobs := make(chan struct{})
	var wg sync.WaitGroup
	for range d.workers {
		wg.Go(func() {
			s := &session{d: d}
			for range jobs {
				s.step(ctx)
			}
		})
	}
	tick := time.NewTicker(time.Second / time.Duration(rate))
	defer func() { tick.Stop(); close(jobs); wg.Wait() }()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			select {
			case jobs <- struct{}{}:
			default:
				d.nSkipped.Add(1)
			}
		}
	}
}

// do sends one request; a 5xx or a transport error counts as a failure.
func (d *driver) do(ctx context.Context, op, method, path, token, cookie string, body any, header map[string]string) answer {
	var payload io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		payload = bytes.NewReader(b)
	}
	req, _ := http.NewRequestWithContext(ctx, method, d.base+path, payload)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if cookie != "" {
		req.Header.Set("Cookie", "shop_refresh="+cookie)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	d.nSent.Add(1)
	resp, err := d.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return answer{} // the run ended mid-request: not the server's failure
		}
		d.record(op, 0, fmt.Sprintf("%s %s: %v", method, path, err))
		return answer{}
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var env struct {
		Data map[string]any `json:"data"`
	}
	_ = json.Unmarshal(raw, &env)
	a := answer{status: resp.StatusCode, data: env.Data}
	for _, c := range resp.Cookies() {
		if c.Name == "shop_refresh" {
			a.cookie = c.Value
		}
	}
	d.record(op, resp.StatusCode, fmt.Sprintf("%s %s: %d %s", method, path, resp.StatusCode, raw))
	return a
}

func (d *driver) record(op string, status int, what string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.counts[op] == nil {
		d.counts[op] = map[int]int{}
	}
	d.counts[op][status]++
	if status == 0 || status >= 500 {
		d.nFailed.Add(1)
		if len(d.samples) < 5 {
			d.samples = append(d.samples, what)
		}
	}
}

func (d *driver) sent() int64     { return d.nSent.Load() }
func (d *driver) failures() int64 { return d.nFailed.Load() }

// report prints the answers by operation and status.
func (d *driver) report() {
	d.mu.Lock()
	defer d.mu.Unlock()
	ops := make([]string, 0, len(d.counts))
	for op := range d.counts {
		ops = append(ops, op)
	}
	sort.Strings(ops)
	fmt.Printf("soak: %d requests, %d failed, %d ticks skipped (every client busy)\n", d.nSent.Load(), d.nFailed.Load(), d.nSkipped.Load())
	for _, op := range ops {
		fmt.Printf("soak:   %-12s %v\n", op, d.counts[op])
	}
	for _, s := range d.samples {
		fmt.Println("soak:   failure:", s)
	}
}

// pick returns one element of s at random.
func pick[T any](s []T) T { return s[rand.IntN(len(s))] }
