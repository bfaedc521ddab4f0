package contracttests

import (
	"context"
	"testing"
	"time"
)

// outageCalls are the calls checked while the store is out: a public sign-in, reads and
// a write, each touching the store in a different way.
func outageCalls(tok string, userID int64) []struct {
	method, path, tok string
	body              any
} {
	return []struct {
		method, path, tok string
		body              any
	}{
		{"POST", "/api/shop/login", "", map[string]string{"username": "faulty", "password": "password-1"}},
		{"GET", "/api/userManagement/getList", tok, nil},
		{"GET", q("/api/admin/user/index", "pageSize", 5), tok, nil},
		{"POST", "/api/admin/user/adjust", tok, map[string]any{"userId": userID, "type": "money", "changeType": "increase",
			"amount": "1", "remark": "during the outage"}},
	}
}

// While Postgres is stopped every call answers 503 with Retry-After at once and /readyz
// says 503; started again, the same app serves again: the pool reconnects.
func TestFaultStoreStopped(t *testing.T) {
	e, c, _ := faultEnv(t)
	e.staff(t, "faulty", "password-1", "Admin")
	tok, _ := e.login(t, "faulty", "password-1")
	u := e.shopUser(t, "Stopped"+uniq(), e.Clock.Now())

	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	for _, call := range outageCalls(tok, u.ID) {
		a, err := e.call(call.method, call.path, call.tok, call.body)
		expectUnavailable(t, call.method+" "+call.path, a, err)
	}
	if code, took := e.ready(t); code != 503 || took > 2*faultDeadline {
		t.Errorf("/readyz with the store stopped: %d after %v", code, took)
	}

	if err := c.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	took := eventually(t, 10*time.Second, "serving again after the restart", func() bool {
		a, err := e.call("GET", "/api/userManagement/getList", tok, nil)
		return err == nil && a.Status == 200
	})
	t.Logf("serving again %v after Postgres accepted connections", took)
	e.adjust(t, tok, u.ID, "money", "increase", "2", 200)
	if code, _ := e.ready(t); code != 200 {
		t.Errorf("/readyz after the restart: %d", code)
	}
}

// While Postgres is frozen (SIGSTOP: connections open, nothing answers) every call
// answers 503 within the request deadline instead of waiting with it; thawed, it serves.
func TestFaultStoreFrozen(t *testing.T) {
	e, c, _ := faultEnv(t)
	e.staff(t, "faulty", "password-1", "Admin")
	tok, _ := e.login(t, "faulty", "password-1")
	u := e.shopUser(t, "Frozen"+uniq(), e.Clock.Now())

	if err := c.Freeze(); err != nil {
		t.Fatal(err)
	}
	var slowest time.Duration
	// Twice over: the first round finds pooled connections that hang, the second finds
	// the pool dialling a server that accepts but never answers.
	for range 2 {
		for _, call := range outageCalls(tok, u.ID) {
			a, err := e.call(call.method, call.path, call.tok, call.body)
			expectUnavailable(t, call.method+" "+call.path, a, err)
			slowest = max(slowest, a.took)
		}
	}
	if code, took := e.ready(t); code != 503 || took > 2*faultDeadline {
		t.Errorf("/readyz with the store frozen: %d after %v", code, took)
	}
	t.Logf("slowest answer while frozen: %v (deadline %v)", slowest, faultDeadline)

	if err := c.Thaw(); err != nil {
		t.Fatal(err)
	}
	took := eventually(t, 10*time.Second, "serving again after the thaw", func() bool {
		a, err := e.call("GET", "/api/userManagement/getList", tok, nil)
		return err == nil && a.Status == 200
	})
	t.Logf("serving again %v after the thaw", took)
	e.adjust(t, tok, u.ID, "money", "increase", "2", 200)
}
