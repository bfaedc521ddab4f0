package contracttests

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// loadResult is what the writers saw: the writes acknowledged with 200, by key.
type loadResult struct {
	mu       sync.Mutex
	adjusted map[string]int64 // Idempotency-Key -> ledger line id answered
	created  map[string]bool  // staff usernames answered 200
	refused  atomic.Int64     // 503s, each retried with the same key
}

func (r *loadResult) acknowledged() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.adjusted) + len(r.created)
}

// Writers keep adjusting balances (each with its own Idempotency-Key, retried with the
// same key after a 503) and creating staff while Postgres restarts under them. After the
// restart every acknowledged write is there, and none is there twice.
func TestFaultRestartUnderLoad(t *testing.T) {
	e, c, db := faultEnv(t)
	e.staff(t, "loader", "password-1", "Admin")
	tok, _ := e.login(t, "loader", "password-1")
	users := []int64{e.shopUser(t, "LoadA"+uniq(), e.Clock.Now()).ID, e.shopUser(t, "LoadB"+uniq(), e.Clock.Now()).ID}

	res := &loadResult{adjusted: map[string]int64{}, created: map[string]bool{}}
	ctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for g := range 6 {
		wg.Go(func() { writer(ctx, t, e, tok, g, users[g%len(users)], res) })
	}
	defer func() { stop(); wg.Wait() }()
	// Restart once the writes are flowing, stop once as many more went through after it.
	eventually(t, 10*time.Second, "writes before the restart", func() bool { return res.acknowledged() >= 30 })
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	eventually(t, 10*time.Second, "writes refused while stopped", func() bool { return res.refused.Load() >= 6 })
	if err := c.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	after := res.acknowledged() + 30
	eventually(t, 15*time.Second, "writes after the restart", func() bool { return res.acknowledged() >= after })
	stop()
	wg.Wait()
	t.Logf("acknowledged %d adjustments and %d staff, %d answers 503 retried", len(res.adjusted), len(res.created), res.refused.Load())

	pool, bg := db.Pool(), context.Background()
	for key, id := range res.adjusted {
		var n int
		if err := pool.QueryRow(bg, "SELECT count(*) FROM user_account_logs WHERE id = $1", id).Scan(&n); err != nil || n != 1 {
			t.Errorf("acknowledged adjustment %s (line %d): %d lines, %v", key, id, n, err)
		}
	}
	// Every line was written with its key in the same transaction, keys are unique, so as
	// many lines as keys means no key's change was applied twice.
	var lines, keys int
	_ = pool.QueryRow(bg, "SELECT count(*) FROM user_account_logs WHERE user_id = ANY($1)", users).Scan(&lines)
	_ = pool.QueryRow(bg, "SELECT count(*) FROM idempotency_keys WHERE key LIKE 'load-%'").Scan(&keys)
	if lines != keys || lines < len(res.adjusted) {
		t.Errorf("%d ledger lines for %d stored keys (%d acknowledged)", lines, keys, len(res.adjusted))
	}
	for _, id := range users { // the balance is the sum of its lines, each applied once
		var balance, sum int64
		_ = pool.QueryRow(bg, "SELECT balance FROM shop_users WHERE id = $1", id).Scan(&balance)
		_ = pool.QueryRow(bg, "SELECT coalesce(sum(change_amount), 0) FROM user_account_logs WHERE user_id = $1", id).Scan(&sum)
		if balance != sum {
			t.Errorf("user %d: balance %d, lines add up to %d", id, balance, sum)
		}
	}
	for name := range res.created {
		var n int
		if err := pool.QueryRow(bg, "SELECT count(*) FROM staff WHERE lower(username) = lower($1)", name).Scan(&n); err != nil || n != 1 {
			t.Errorf("acknowledged staff %s: %d rows, %v", name, n, err)
		}
	}
}

// writer alternates two adjustments and a staff creation until ctx ends. A 503 is
// retried with the same request (same key, same username) until it is answered.
func writer(ctx context.Context, t *testing.T, e *Env, tok string, g int, userID int64, res *loadResult) {
	for i := 0; ctx.Err() == nil; i++ {
		if i%3 == 2 {
			name := fmt.Sprintf("load%d_%d", g, i)
			body := map[string]any{"username": name, "password": "password-1"}
			if status := retry(ctx, t, e, res, "/api/userManagement/doEdit", tok, body); status == 200 {
				res.mu.Lock()
				res.created[name] = true
				res.mu.Unlock()
			}
			continue
		}
		key := fmt.Sprintf("load-%d-%d-%s", g, i, uniq())
		body := map[string]any{"userId": userID, "type": "money", "changeType": "increase", "amount": "1", "remark": "load"}
		var answered struct {
			Data struct {
				Log struct {
					ID int64 `json:"id"`
				} `json:"log"`
			} `json:"data"`
		}
		if retry(ctx, t, e, res, "/api/admin/user/adjust", tok, body, "Idempotency-Key", key, &answered) == 200 {
			res.mu.Lock()
			res.adjusted[key] = answered.Data.Log.ID
			res.mu.Unlock()
		}
	}
}

// retry posts until the answer is not 503 or ctx ends; it answers the last status, and
// decodes a 200's body into out[0] when given. A staff creation whose first try was
// applied but answered 503 answers 409 on the retry: present, not acknowledged.
func retry(ctx context.Context, t *testing.T, e *Env, res *loadResult, path, tok string, body any, rest ...any) int {
	var headers []string
	var out any
	for _, r := range rest {
		switch v := r.(type) {
		case string:
			headers = append(headers, v)
		default:
			out = v
		}
	}
	for ctx.Err() == nil {
		a, err := e.call("POST", path, tok, body, headers...)
		switch {
		case err != nil:
			t.Errorf("%s: %v", path, err)
			return 0
		case a.Status == 503:
			res.refused.Add(1)
			time.Sleep(20 * time.Millisecond) // a stopped store refuses at once: do not spin
			continue
		case a.Status == 200 && out != nil:
			if err := json.Unmarshal(a.Raw, out); err != nil {
				t.Errorf("%s: %v", path, err)
			}
		case a.Status != 200 && (a.Status != 409 || path != "/api/userManagement/doEdit"):
			t.Errorf("%s under load: %v", path, a)
		}
		return a.Status
	}
	return 0
}
