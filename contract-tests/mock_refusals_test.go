package contracttests

import (
	"testing"
	"time"

	"shopconsole/server/app"
)

// mockControl is one of the session operations, sent as tok with opts.
type mockControl struct {
	method, path string
	body         any
}

var sessionControls = []mockControl{
	{"GET", "/api/__mock/sessions", nil},
	{"POST", "/api/__mock/session/end", nil},
	{"GET", "/api/__mock/clock", nil},
	{"POST", "/api/__mock/clock", map[string]any{"advance": "1m"}},
	{"GET", "/api/__mock/sms?mobile=13816882001", nil},
}

// TestMockControlsRefused: the session operations refuse a caller not signed in and an
// X-Mock-Session that is no name; on Postgres they answer 404.
func TestMockControlsRefused(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		tok, _ := e.login(t, "boss", "password-1")
		for _, c := range sessionControls {
			expect(t, e.Do(t, c.method, c.path, c.body, mockSession("refused")), 401, "token not obtained")
			expect(t, e.Do(t, c.method, c.path, c.body, token(tok), mockSession("no name")), 400, "")
			if e.Name == "postgres" {
				expect(t, e.Do(t, c.method, c.path, c.body, token(tok), mockSession("refused")), 404,
					"the mock's controls exist on the mock backend only")
			}
		}
	})
}

// TestMockControlsExpiredToken: the session operations refuse a token that has expired.
func TestMockControlsExpiredToken(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		tok, _ := e.login(t, "boss", "password-1")
		e.Clock.Advance(accessTTL + time.Second)
		for _, c := range sessionControls {
			expect(t, e.Do(t, c.method, c.path, c.body, token(tok)), 402, "token expired")
		}
	})
}

// TestMockSessionsFull: with every place taken, a new session is refused, listing and ending
// the live ones still work, and ending one frees its place.
func TestMockSessionsFull(t *testing.T) {
	o := options{mockSessions: app.MockSessions{Max: 1}}
	e := newEnv(t, "mock", mockStore(), o)
	admin, _ := e.login(t, "admin", "password-1")
	e.levelNames(t, admin, mockSession("only"))
	r := e.Do(t, "GET", "/api/__mock/sessions", nil, token(admin), mockSession("another"))
	expect(t, r, 429, "the mock holds its most sessions (1); try again later or reuse one")
	r = e.Do(t, "GET", "/api/__mock/sessions", nil, token(admin))
	if items := list(r); len(items) != 1 || items[0]["name"] != "only" || r.Field("max") != float64(1) {
		t.Fatalf("sessions: %s", r.Raw)
	}
	// Ending a session that does not live never takes a place.
	expect(t, e.Do(t, "POST", "/api/__mock/session/end", nil, token(admin), mockSession("another")), 404, "no mock session is named another")
	expect(t, e.Do(t, "POST", "/api/__mock/session/end", nil, token(admin), mockSession("only")), 200, "")
	e.levelNames(t, admin, mockSession("another"))
}
