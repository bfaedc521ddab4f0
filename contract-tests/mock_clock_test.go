package contracttests

import (
	"slices"
	"testing"
	"time"
)

// advance moves the clock of the caller's data (a session's with mockSession) on.
func (e *Env) advance(t *testing.T, tok, by string, opts ...opt) Res {
	t.Helper()
	return e.Do(t, "POST", "/api/__mock/clock", map[string]any{"advance": by}, append([]opt{token(tok)}, opts...)...)
}

// loginIn signs a sample account in inside a session: its token is signed at the session's time.
func (e *Env) loginIn(t *testing.T, username string, session opt) string {
	t.Helper()
	r := e.Do(t, "POST", "/api/shop/login", map[string]string{"username": username, "password": "password-1"}, session)
	expect(t, r, 200, "")
	return r.Str("token")
}

// moved answers what a move of the clock says the job of that name moved (-1: not run).
func moved(r Res, job string) int {
	for _, j := range r.Field("jobs").([]any) {
		if m := j.(map[string]any); m["name"] == job {
			return int(m["moved"].(float64))
		}
	}
	return -1
}

// TestMockClockRunsTheJobs: moving the default data's clock runs the timed jobs at the new
// time, so an unpaid order closes after its 30 minutes; tokens signed before expire as the
// time passes.
func TestMockClockRunsTheJobs(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	s := e.shop(t)
	unpaid := s.placed(t, s.order(nil, s.line("红色/M/", 1)))

	r := e.advance(t, s.adm.token, "29m")
	expect(t, r, 200, "")
	if r.Str("session") != "" || r.Str("offset") != "29m0s" || r.Field("offsetSeconds") != float64(29*60) ||
		r.Str("now") != testStart.Add(29*time.Minute).Format(time.RFC3339) {
		t.Fatalf("after 29m: %s", r.Raw)
	}
	var names []string
	for _, j := range r.Field("jobs").([]any) {
		names = append(names, j.(map[string]any)["name"].(string))
	}
	want := []string{"orders.close_unpaid", "orders.confirm_shipped", "orders.resend_refunds",
		"aftersales.agree_overdue", "aftersales.expire_returns", "cash.settle_orders"}
	if !slices.Equal(names, want) {
		t.Fatalf("jobs run: %v, want %v", names, want)
	}
	// Signed 29 minutes ago: past the access token's 15.
	expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(s.adm.token)), 402, "token expired")
	s.adm.token, _ = e.login(t, s.adm.name, "password-1")
	if st := s.detail(t, unpaid).Str("order.status"); st != "unpaid" {
		t.Fatalf("closed before its 30 minutes: %s", st)
	}

	r = e.advance(t, s.adm.token, "1m")
	expect(t, r, 200, "")
	if n := moved(r, "orders.close_unpaid"); n < 1 {
		t.Fatalf("close_unpaid moved %d: %s", n, r.Raw)
	}
	if st := s.detail(t, unpaid).Str("order.status"); st != "closed" {
		t.Fatalf("not closed after its 30 minutes: %s", st)
	}
	c := e.Do(t, "GET", "/api/__mock/clock", nil, token(s.adm.token))
	expect(t, c, 200, "")
	if c.Str("offset") != "30m0s" || c.Str("now") != testStart.Add(30*time.Minute).Format(time.RFC3339) {
		t.Fatalf("clock: %s", c.Raw)
	}
	// A reset brings the default data back to the server's time.
	expect(t, e.Do(t, "POST", "/api/__mock/reset", nil, token(s.adm.token)), 200, "")
	// (the reset dropped the scenario's Admin: the sample admin reads the clock)
	admin, _ := e.login(t, "admin", "password-1")
	if c := e.Do(t, "GET", "/api/__mock/clock", nil, token(admin)); c.Str("offset") != "0s" {
		t.Fatalf("clock after a reset: %s", c.Raw)
	}
}

// TestMockSessionClock: a session's clock is its own, bounded per move, moved by its
// owner or an Admin only (the default data's by an Admin only), and back at the server's
// time after a reset.
func TestMockSessionClock(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	admin, _ := e.login(t, "admin", "password-1")
	editor, _ := e.login(t, "editor", "password-1")
	in := mockSession("clock-run")
	e.levelNames(t, editor, in) // editor's session

	r := e.advance(t, editor, "16m", in)
	expect(t, r, 200, "")
	if r.Str("session") != "clock-run" || r.Str("offset") != "16m0s" {
		t.Fatalf("advance: %s", r.Raw)
	}
	// Editor's token expired in the session's time, not in the default data's.
	expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(editor), in), 402, "token expired")
	expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(editor)), 200, "")
	if c := e.Do(t, "GET", "/api/__mock/clock", nil, token(editor)); c.Str("offset") != "0s" || c.Str("session") != "" {
		t.Fatalf("the default data's clock moved: %s", c.Raw)
	}
	editor, _ = e.login(t, "editor", "password-1") // signed in at the default data's time
	inSession := e.loginIn(t, "editor", in)        // signed in at the session's time
	c := e.Do(t, "GET", "/api/__mock/clock", nil, token(inSession), in)
	expect(t, c, 200, "")
	if c.Str("now") != testStart.Add(16*time.Minute).Format(time.RFC3339) {
		t.Fatalf("session clock: %s", c.Raw)
	}

	for _, bad := range []string{"0s", "9600h1s", "400000000000h"} {
		r := e.advance(t, inSession, bad, in)
		expect(t, r, 400, "advance "+bad+" is not valid; want a duration above 0 and at most 400 days (9600h), such as 30m or 72h")
		if r.Str("field") != "advance" {
			t.Fatalf("field %q", r.Str("field"))
		}
	}
	expect(t, e.advance(t, inSession, "-1h", in), 400, "")
	expect(t, e.advance(t, inSession, "9600h", in), 200, "")

	// Tokens signed in the session, at its time.
	test, adminIn := e.loginIn(t, "test", in), e.loginIn(t, "admin", in)
	expect(t, e.advance(t, test, "1m", in), 403, "")
	expect(t, e.advance(t, editor, "1m"), 403, "")
	expect(t, e.advance(t, admin, "1m"), 200, "")
	expect(t, e.advance(t, adminIn, "1m", in), 200, "")

	expect(t, e.Do(t, "POST", "/api/__mock/reset", nil, token(adminIn), in), 200, "")
	if c := e.Do(t, "GET", "/api/__mock/clock", nil, token(admin), in); c.Str("offset") != "0s" {
		t.Fatalf("session clock after a reset: %s", c.Raw)
	}
	l := e.Do(t, "GET", "/api/__mock/sessions", nil, token(admin))
	if items := list(l); len(items) != 1 || items[0]["owner"] != "editor" || items[0]["offset"] != "0s" {
		t.Fatalf("sessions: %s", l.Raw)
	}
}
