package contracttests

import (
	"sync"
	"sync/atomic"
	"testing"
)

// 200 decreases at once against one balance: never below zero, never clamped, and the
// ledger still chains line by line to the balance.
func TestShopUserConcurrentDecreases(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		u := e.shopUser(t, "Cc"+uniq(), e.Clock.Now())
		e.adjust(t, tok, u.ID, "money", "increase", "100.00", 200)

		var ok, refused, other atomic.Int64
		var wg sync.WaitGroup
		for range 200 {
			wg.Go(func() {
				r := e.sendBusy(func() Res {
					return e.Do(t, "POST", "/api/admin/user/adjust", map[string]any{
						"userId": u.ID, "type": "money", "changeType": "decrease", "amount": "0.75", "remark": "rush",
					}, token(tok))
				})
				switch r.Status {
				case 200:
					ok.Add(1)
				case 409:
					refused.Add(1)
				default:
					other.Add(1)
					t.Errorf("unexpected %d %s", r.Status, r.Msg)
				}
			})
		}
		wg.Wait()
		// 100.00 holds 133 decreases of 0.75; the 67 others are refused, leaving 0.25.
		if ok.Load() != 133 || refused.Load() != 67 || other.Load() != 0 {
			t.Fatalf("%d succeeded, %d refused, %d other; want 133, 67, 0", ok.Load(), refused.Load(), other.Load())
		}
		d := e.Do(t, "GET", q("/api/admin/user/detail", "id", u.ID), nil, token(tok))
		if d.Str("user.balance") != "0.25" {
			t.Fatalf("balance %s, want 0.25", d.Str("user.balance"))
		}
		if n := e.checkLedger(t, tok, u.ID); n != 134 {
			t.Fatalf("%d ledger lines, want 134", n)
		}
	})
}

// busyRetries bounds how often a race scenario sends a request again that a remote server
// answered 503: a server past its deadline under a crowd of requests wrote nothing and says
// to try again, which a client does. In process the deadline holds, so nothing is retried.
const busyRetries = 5

// sendBusy sends once, and again after each 503 of a remote server, up to busyRetries.
func (e *Env) sendBusy(send func() Res) Res {
	r := send()
	for i := 0; e.Remote != nil && r.Status == 503 && i < busyRetries; i++ {
		r = send()
	}
	return r
}
