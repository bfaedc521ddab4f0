package contracttests

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"shopconsole/server/app"
)

// TestCORSDevServerSignIn: a Vite dev server on http://localhost:5173 signs in against the
// mock on another port and keeps its session with the refresh cookie, all by CORS with
// credentials: the preflight, the sign-in (cookie set, readable answer), the refresh (cookie
// sent back and rotated) and a signed-in call. The browser half (the cookie stored and
// sent across ports) is web/e2e/mock-sessions.spec.ts.
func TestCORSDevServerSignIn(t *testing.T) {
	const origin = "http://localhost:5173"
	e := newEnv(t, "mock", mockStore(), options{cors: app.CORS{AnyLocalhost: true}})
	allowed := func(t *testing.T, step string, h http.Header) {
		t.Helper()
		if h.Get("Access-Control-Allow-Origin") != origin || h.Get("Access-Control-Allow-Credentials") != "true" {
			t.Fatalf("%s: not readable by %s with credentials: %v", step, origin, h)
		}
	}

	pre := httptest.NewRequest("OPTIONS", "/api/shop/login", nil)
	pre.Header.Set("Origin", origin)
	pre.Header.Set("Access-Control-Request-Method", "POST")
	pre.Header.Set("Access-Control-Request-Headers", "content-type, accept-language")
	resp, err := e.App.Test(pre)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 204 {
		t.Fatalf("preflight: %d", resp.StatusCode)
	}
	allowed(t, "preflight", resp.Header)

	from := header("Origin", origin)
	r := e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "admin", "password": "123456"}, from)
	expect(t, r, 200, "")
	allowed(t, "sign-in", r.Header)
	c := r.Cookie()
	// Path /api and SameSite=Strict: a page on localhost:5173 sends it to localhost:<port>
	// (same site: ports do not count), never to another site.
	if c == nil || c.Path != "/api" || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Value == "" {
		t.Fatalf("refresh cookie: %+v", c)
	}

	ref := e.Do(t, "GET", "/api/refreshToken", nil, cookie(c), from)
	expect(t, ref, 200, "")
	allowed(t, "refresh", ref.Header)
	next := ref.Cookie()
	if ref.Str("token") == "" || next == nil || next.Value == c.Value {
		t.Fatalf("refresh: token %q, cookie %+v", ref.Str("token"), next)
	}
	info := e.Do(t, "GET", "/api/userInfo", nil, token(ref.Str("token")), from)
	expect(t, info, 200, "")
	allowed(t, "signed-in call", info.Header)
	if info.Str("username") != "admin" {
		t.Fatalf("userInfo: %s", info.Raw)
	}
	// The rotated-out cookie is spent: presenting it again is a 401, still readable.
	again := e.Do(t, "GET", "/api/refreshToken", nil, cookie(c), from)
	expect(t, again, 401, "")
	allowed(t, "spent refresh", again.Header)
}
