package contracttests

import (
	"testing"
	"time"

	"shopconsole/server/app"
)

func mockSession(name string) opt { return header(app.MockSessionHeader, name) }

// levelNames lists the shop-user levels a caller sees.
func (e *Env) levelNames(t *testing.T, tok string, opts ...opt) map[string]bool {
	t.Helper()
	r := e.Do(t, "GET", "/api/admin/userLevel/index", nil, append([]opt{token(tok)}, opts...)...)
	expect(t, r, 200, "")
	out := map[string]bool{}
	for _, l := range list(r) {
		out[l["name"].(string)] = true
	}
	return out
}

func (e *Env) addLevel(t *testing.T, tok, name string, growth int, opts ...opt) {
	t.Helper()
	body := map[string]any{"name": name, "growthValue": growth, "discount": "9.5"}
	expect(t, e.Do(t, "POST", "/api/admin/userLevel/add", body, append([]opt{token(tok)}, opts...)...), 200, "")
}

// TestMockSessions: X-Mock-Session gives each caller its own copy of the sample data;
// reset restores it; Postgres ignores the header and has no /__mock/ operations.
func TestMockSessions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		tok, _ := e.login(t, "boss", "password-1")
		if e.Name == "postgres" {
			e.addLevel(t, tok, "Gold A", 700001, mockSession("a"))
			if !e.levelNames(t, tok)["Gold A"] {
				t.Fatal("postgres: X-Mock-Session changed where the write went")
			}
			for _, path := range []string{"/api/__mock/reset", "/api/__mock/settings"} {
				expect(t, e.Do(t, "POST", path, map[string]any{}, token(tok)), 404, "the mock's controls exist on the mock backend only")
			}
			expect(t, e.Do(t, "GET", "/api/__mock/snapshot", nil, token(tok)), 404, "")
			expect(t, e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "x"}, token(tok)), 404, "")
			expect(t, e.Do(t, "POST", "/api/__mock/restore", map[string]any{"name": "x"}, token(tok)), 404, "")
			expect(t, e.Do(t, "GET", "/api/__mock/settings", nil, token(tok)), 404, "")
			for _, path := range []string{"/api/__mock/sessions", "/api/__mock/clock", "/api/__mock/sms"} {
				expect(t, e.Do(t, "GET", path, nil, token(tok)), 404, "the mock's controls exist on the mock backend only")
			}
			expect(t, e.Do(t, "POST", "/api/__mock/clock", map[string]any{"advance": "1h"}, token(tok)), 404, "")
			expect(t, e.Do(t, "POST", "/api/__mock/session/end", nil, token(tok), mockSession("a")), 404, "")
			return
		}
		// The sample accounts exist in every session: sign in to one of them.
		admin, _ := e.login(t, "admin", "password-1")
		e.addLevel(t, admin, "Gold A", 700001, mockSession("run-a"))
		e.addLevel(t, admin, "Gold B", 700002, mockSession("run-b"))
		a, b, def := e.levelNames(t, admin, mockSession("run-a")), e.levelNames(t, admin, mockSession("run-b")), e.levelNames(t, admin)
		if !a["Gold A"] || a["Gold B"] || !b["Gold B"] || b["Gold A"] || def["Gold A"] || def["Gold B"] {
			t.Fatalf("sessions see each other's writes: a %v, b %v, default %v", a, b, def)
		}

		r := e.Do(t, "POST", "/api/__mock/reset", nil, token(admin), mockSession("run-a"))
		expect(t, r, 200, "")
		if r.Str("session") != "run-a" {
			t.Fatalf("reset %s", r.Raw)
		}
		if e.levelNames(t, admin, mockSession("run-a"))["Gold A"] || !e.levelNames(t, admin, mockSession("run-b"))["Gold B"] {
			t.Log(e.levelNames(t, admin, mockSession("run-a")), e.levelNames(t, admin, mockSession("run-b")))
			t.Fatal("reset of run-a did not restore it, or touched run-b")
		}
		// The route table is stored when an app starts: a reset keeps it.
		if routes := e.Do(t, "GET", "/api/router/getList", nil, token(admin), mockSession("run-a")).Field("list"); len(routes.([]any)) == 0 {
			t.Fatal("a reset session lists no routes")
		}
		e.addLevel(t, admin, "Gold D", 700003)
		expect(t, e.Do(t, "POST", "/api/__mock/reset", nil, token(admin)), 200, "")
		if e.levelNames(t, admin)["Gold D"] {
			t.Fatal("reset without a session kept the default data's write")
		}
		expect(t, e.Do(t, "GET", "/api/publicKey", nil, mockSession("not a name")), 400,
			`X-Mock-Session "not a name" is not valid; want 1 to 64 letters, digits, _ . -`)
	})
}

// TestMockSnapshots: a saved state comes back, in its own session or another.
func TestMockSnapshots(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	admin, _ := e.login(t, "admin", "password-1")
	e.addLevel(t, admin, "Saved", 700001, mockSession("s1"))
	r := e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "one-level"}, token(admin), mockSession("s1"))
	expect(t, r, 200, "")
	if r.Str("name") != "one-level" || r.Str("session") != "s1" {
		t.Fatalf("save: %s", r.Raw)
	}
	e.addLevel(t, admin, "Later", 700002, mockSession("s1"))
	expect(t, e.Do(t, "POST", "/api/__mock/restore", map[string]any{"name": "one-level"}, token(admin), mockSession("s1")), 200, "")
	if got := e.levelNames(t, admin, mockSession("s1")); !got["Saved"] || got["Later"] {
		t.Fatalf("restore in s1: %v", got)
	}
	expect(t, e.Do(t, "POST", "/api/__mock/restore", map[string]any{"name": "one-level"}, token(admin), mockSession("s2")), 200, "")
	if got := e.levelNames(t, admin, mockSession("s2")); !got["Saved"] {
		t.Fatalf("restore into s2: %v", got)
	}
	// The saved state is a copy: writes after restoring do not change it.
	e.addLevel(t, admin, "After", 700003, mockSession("s2"))
	expect(t, e.Do(t, "POST", "/api/__mock/restore", map[string]any{"name": "one-level"}, token(admin)), 200, "")
	if got := e.levelNames(t, admin); !got["Saved"] || got["After"] {
		t.Fatalf("restore into the default data: %v", got)
	}
	l := e.Do(t, "GET", "/api/__mock/snapshot", nil, token(admin))
	expect(t, l, 200, "")
	if items := list(l); len(items) != 1 || items[0]["name"] != "one-level" {
		t.Fatalf("snapshots: %s", l.Raw)
	}
	expect(t, e.Do(t, "POST", "/api/__mock/restore", map[string]any{"name": "none-such"}, token(admin)), 404,
		"no state is saved under the name none-such")
}

// TestMockSessionBounds: sessions are capped (429 naming the cap) and dropped when idle.
func TestMockSessionBounds(t *testing.T) {
	o := options{mockSessions: app.MockSessions{Max: 2, Idle: 30 * time.Minute, MaxSnapshots: 1}}
	e := newEnv(t, "mock", mockStore(), o)
	admin, _ := e.login(t, "admin", "password-1")
	e.addLevel(t, admin, "Kept", 700001, mockSession("one"))
	e.levelNames(t, admin, mockSession("two"))
	r := e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(admin), mockSession("three"))
	expect(t, r, 429, "the mock holds its most sessions (2); try again later or reuse one")
	if r.Header.Get("Retry-After") == "" {
		t.Fatal("429 without Retry-After")
	}
	expect(t, e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "a"}, token(admin)), 200, "")
	expect(t, e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "a"}, token(admin)), 200, "")
	expect(t, e.Do(t, "POST", "/api/__mock/snapshot", map[string]any{"name": "b"}, token(admin)), 429,
		"the mock holds its most saved states (1); reuse a name")

	e.Clock.Advance(31 * time.Minute)
	admin, _ = e.login(t, "admin", "password-1")
	if got := e.levelNames(t, admin, mockSession("three")); got["Kept"] {
		t.Fatal("a new session holds another's write")
	}
	if got := e.levelNames(t, admin, mockSession("one")); got["Kept"] {
		t.Fatal("an idle session was not dropped")
	}
}
