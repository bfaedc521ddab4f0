package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	mathrand "math/rand/v2"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"

	"shopconsole/server/app"
	"shopconsole/server/shopusers"
)

// The write cases: what the lists' indexes, triggers and counters cost the writes that keep
// them. Each answers 200 or counts as an error.

// runWrites measures the shop-user writes on random users of s: a balance adjustment (with an
// Idempotency-Key, as the console sends it), a level set by hand, and a registration.
func runWrites(ctx context.Context, backend string, b app.Backend, c *fasthttp.Client, l load, base, tok string, s shopTarget) {
	post := func(path string, body any, headers ...[2]string) func() error {
		return func() error {
			raw, err := json.Marshal(body)
			if err != nil {
				return err
			}
			return okEnvelope(c, request{method: "POST", url: base + path, token: tok, body: raw, headers: headers})
		}
	}
	measure(backend, "write:adjust", l, func() error {
		return post("/admin/user/adjust", map[string]any{"userId": s.id(), "type": "money", "changeType": "increase",
			"amount": "1.00", "remark": "bench"}, [2]string{"Idempotency-Key", randomKey()})()
	})
	measure(backend, "write:level", l, func() error {
		return post("/admin/user/updateVal", map[string]any{"id": s.id(), "field": "levelId",
			"value": s.levels[mathrand.IntN(len(s.levels))]})()
	})
	// No operation of the contract registers a shop user (the storefront does): the case
	// calls the service the storefront's sign-up would, in the bench's process.
	svc := shopusers.New(b.ShopUsers(), nil, nil)
	next := newMobiles()
	measure(backend, "write:register(svc)", l, func() error {
		_, err := svc.Register(ctx, shopusers.NewUser{Nickname: "压测用户", Mobile: next()})
		return err
	})
}

// okEnvelope sends r and fails unless both the status and the envelope's code are 200.
func okEnvelope(c *fasthttp.Client, r request) error {
	var env struct {
		Code int
		Msg  string
	}
	status, err := do(c, r, &env)
	switch {
	case err != nil:
		return err
	case status != 200 || env.Code != 200:
		return fmt.Errorf("status %d code %d: %s", status, env.Code, env.Msg)
	}
	return nil
}

func randomKey() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// newMobiles answers a source of mobile numbers no seeded user has ("14" is no head of
// benchHeads) and, within a few hours, no earlier run took.
func newMobiles() func() string {
	var n atomic.Int64
	n.Store(time.Now().Unix() % 10_000 * 100_000)
	return func() string { return fmt.Sprintf("14%09d", n.Add(1)) }
}

// levelAdds is how often levelAdd adds a level (flag -level-adds).
var levelAdds = 3

// levelAdd times the addition of a level between the seeded ones (growth 1000, between the
// second and the third), which moves every user whose growth falls in its range and whose
// level is not set by hand, then moves them back (the level's threshold raised past every
// user's growth) and deletes it, levelAdds times; it prints each time and the users moved.
func levelAdd(ctx context.Context, backend string, c *fasthttp.Client, base, tok string) error {
	if !wanted("level-add") {
		return nil
	}
	// One request at a time, for as long as it takes (the server's deadline is raised for
	// the bench).
	slow := &fasthttp.Client{ReadTimeout: 2 * time.Minute, WriteTimeout: time.Minute}
	call := func(path string, body any, into any) (time.Duration, error) {
		raw, _ := json.Marshal(body)
		var env struct {
			Code int
			Msg  string
			Data json.RawMessage
		}
		t0 := time.Now()
		status, err := do(slow, request{method: "POST", url: base + path, token: tok, body: raw}, &env)
		took := time.Since(t0)
		if err == nil && (status != 200 || env.Code != 200) {
			err = fmt.Errorf("%s: status %d code %d: %s", path, status, env.Code, env.Msg)
		}
		if err == nil && into != nil {
			err = json.Unmarshal(env.Data, into)
		}
		return took, err
	}
	for range levelAdds {
		var added struct{ ID, UserCount int64 }
		var took, back time.Duration
		cpu, own := cpuOf(func() error {
			var err error
			if took, err = call("/admin/userLevel/add", map[string]any{"name": "压测等级", "growthValue": 1000, "discount": "9.8"}, &added); err != nil {
				took = 0
			}
			return err
		})
		if took == 0 {
			return fmt.Errorf("level add failed")
		}
		backCPU, backOwn := cpuOf(func() error {
			var err error
			back, err = call("/admin/userLevel/edit", map[string]any{"id": added.ID, "name": "压测等级", "growthValue": 1_000_000_000, "discount": "9.8"}, nil)
			if err == nil {
				_, err = call("/admin/userLevel/destroy", map[string]any{"id": added.ID}, nil)
			}
			if err != nil {
				back = 0
			}
			return err
		})
		if back == 0 {
			return fmt.Errorf("level edit back or destroy failed")
		}
		fmt.Printf("%-9s %-22s %9s %10s %9s %9s %7s %8s %8s %8s  (%d users moved; moving them back: %s, cpu %s, own %s)\n", backend, "level-add", "1", "-",
			took.Round(time.Millisecond), took.Round(time.Millisecond), "0", cpu.Round(time.Millisecond), own.Round(time.Millisecond), "-",
			added.UserCount, back.Round(time.Millisecond), backCPU.Round(time.Millisecond), backOwn.Round(time.Millisecond))
	}
	return nil
}

// cpuOf runs fn and answers the machine's and the bench's own CPU time it took (zero on failure).
func cpuOf(fn func() error) (machine, own time.Duration) {
	m0, o0 := machineBusy(), ownBusy(context.Background(), ownConn)
	if err := fn(); err != nil {
		fmt.Printf("# %v\n", err)
		return 0, 0
	}
	return machineBusy() - m0, ownBusy(context.Background(), ownConn) - o0
}
