package contracttests

import (
	"net/http/httptest"
	"strings"
	"testing"

	"shopconsole/server/app"
)

// TestCORS: allowed origins get a 204 preflight naming the methods and headers, with
// credentials; other origins get no CORS headers, so the browser refuses the answer.
func TestCORS(t *testing.T) {
	o := options{cors: app.CORS{
		Origins: []string{"https://admin.example.com"}, AnyLocalhost: true,
	}}
	eachBackendWith(t, o, func(t *testing.T, e *Env) {
		cases := []struct {
			name, method, origin string
			wantStatus           int
			allowed              bool
		}{
			{"preflight from a local dev server", "OPTIONS", "http://localhost:5173", 204, true},
			{"preflight from 127.0.0.1", "OPTIONS", "http://127.0.0.1:3000", 204, true},
			{"preflight from a listed origin", "OPTIONS", "https://admin.example.com", 204, true},
			{"preflight from elsewhere", "OPTIONS", "https://evil.example", 204, false},
			{"https localhost is not a dev server", "OPTIONS", "https://localhost:5173", 204, false},
			{"a call from a local dev server", "GET", "http://localhost:5173", 200, true},
			{"a call from elsewhere", "GET", "https://evil.example", 200, false},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				r := httptest.NewRequest(tc.method, "/api/publicKey", nil)
				r.Header.Set("Origin", tc.origin)
				if tc.method == "OPTIONS" {
					r.Header.Set("Access-Control-Request-Method", "POST")
					r.Header.Set("Access-Control-Request-Headers", "authorization, content-type, idempotency-key, prefer, x-mock-session")
				}
				resp, err := e.App.Test(r)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				h := resp.Header
				if resp.StatusCode != tc.wantStatus {
					t.Fatalf("status %d, want %d", resp.StatusCode, tc.wantStatus)
				}
				if got := h.Get("Access-Control-Allow-Origin"); (got == tc.origin) != tc.allowed || (!tc.allowed && got != "") {
					t.Fatalf("Allow-Origin %q for %s (allowed %v)", got, tc.origin, tc.allowed)
				}
				if !tc.allowed {
					return
				}
				if h.Get("Access-Control-Allow-Credentials") != "true" {
					t.Errorf("credentials not allowed: %v", h)
				}
				if tc.method != "OPTIONS" {
					return
				}
				allow := strings.ToLower(h.Get("Access-Control-Allow-Headers"))
				for _, want := range app.CORSHeaders {
					if !strings.Contains(allow, strings.ToLower(want)) {
						t.Errorf("Allow-Headers %q lacks %s", allow, want)
					}
				}
				if !strings.Contains(h.Get("Access-Control-Allow-Methods"), "POST") {
					t.Errorf("Allow-Methods %q", h.Get("Access-Control-Allow-Methods"))
				}
			})
		}
	})
}

// TestCORSOff: without origins an OPTIONS call is no preflight answer.
func TestCORSOff(t *testing.T) {
	eachBackendWith(t, options{noCORS: true}, func(t *testing.T, e *Env) {
		r := httptest.NewRequest("OPTIONS", "/api/publicKey", nil)
		r.Header.Set("Origin", "http://localhost:5173")
		r.Header.Set("Access-Control-Request-Method", "POST")
		resp := e.sendRaw(t, r)
		defer resp.Body.Close()
		if resp.StatusCode == 204 || resp.Header.Get("Access-Control-Allow-Origin") != "" {
			t.Fatalf("CORS answered without origins: %d %v", resp.StatusCode, resp.Header)
		}
	})
}
