package app

import (
	"bytes"
	"compress/gzip"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"shopconsole/mock"
	"shopconsole/server/apidocs"
	"shopconsole/server/pictures"
	"shopconsole/server/session"
)

func gzipped(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	_, _ = w.Write([]byte(s))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestSecurityHeaders: every answer says nosniff, DENY and same-origin, with the
// Content-Security-Policy of what it is: the console's, the reference page's (its inline
// script by hash), the API's, a picture's (sandboxed), whatever its status, also through
// a mock session's own app.
func TestSecurityHeaders(t *testing.T) {
	web := fstest.MapFS{
		"index.html":      {Data: []byte("<html>console</html>")},
		"sw.js":           {Data: []byte("self.skipWaiting()")},
		"static/app-1.js": {Data: []byte("console.log(1)")},
	}
	docs := fstest.MapFS{"scalar.js.gz": {Data: gzipped(t, "window.Scalar = {}")}, "VERSION": {Data: []byte("1.72.1")}}
	a, err := New(t.Context(), mock.New(), Config{
		Session: session.Config{Secret: []byte(strings.Repeat("s", 32)), MockServer: true, DemoPasswords: true},
		Logger:  slog.New(slog.DiscardHandler), Web: web, APIDocs: docs,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, path, session string
		status              int
		csp, ctype          string
	}{
		{"console page", "/", "", 200, ConsoleCSP, "text/html"},
		{"console script", "/static/app-1.js", "", 200, ConsoleCSP, "text/javascript"},
		{"service worker", "/sw.js", "", 200, ConsoleCSP, "text/javascript"},
		{"API answer", "/api/publicKey", "", 200, APICSP, "application/json"},
		{"API refusal", "/api/userInfo", "", 401, APICSP, "application/json"},
		{"API answer of a mock session", "/api/publicKey", "headers-test", 200, APICSP, "application/json"},
		{"unknown API path", "/api/nothing-here", "", 404, APICSP, "application/json"},
		{"contract", apidocs.JSONPath, "", 200, APICSP, "application/json"},
		{"reference page", apidocs.PagePath, "", 200, apidocs.PageCSP, "text/html"},
		{"picture", pictures.URL(1), "", 200, pictures.ServedCSP, "image/png"},
		{"thumbnail", pictures.ThumbURL(1), "", 200, pictures.ServedCSP, "image/png"},
		{"missing picture", pictures.URL(987654), "", 404, pictures.ServedCSP, "application/json"},
		{"probe", "/healthz", "", 200, APICSP, "text/plain"},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", c.path, nil)
			if c.session != "" {
				req.Header.Set(MockSessionHeader, c.session)
			}
			resp, err := a.Test(req)
			if err != nil {
				t.Fatal(err)
			}
			_ = resp.Body.Close()
			h := resp.Header
			if resp.StatusCode != c.status || !strings.HasPrefix(h.Get("Content-Type"), c.ctype) {
				t.Fatalf("%d %q, want %d %s", resp.StatusCode, h.Get("Content-Type"), c.status, c.ctype)
			}
			for name, want := range map[string]string{
				"X-Content-Type-Options":  "nosniff",
				"X-Frame-Options":         "DENY",
				"Referrer-Policy":         "same-origin",
				"Content-Security-Policy": c.csp,
			} {
				if got := h.Values(name); len(got) != 1 || got[0] != want {
					t.Errorf("%s: %q, want %q", name, got, want)
				}
			}
		})
	}
}

// TestPolicies: the policies say what the answers need and no more.
func TestPolicies(t *testing.T) {
	for _, c := range []struct {
		name, csp  string
		has, lacks []string
	}{
		{"console", ConsoleCSP,
			[]string{"script-src 'self';", "frame-ancestors 'none'", "object-src 'none'", "worker-src 'self'", "connect-src 'self'"},
			[]string{"unsafe-eval", "script-src 'self' 'unsafe-inline'", "*"}},
		{"API", APICSP, []string{"default-src 'none'", "frame-ancestors 'none'"}, []string{"'self'", "unsafe"}},
		{"reference page", apidocs.PageCSP,
			[]string{"default-src 'none'", "script-src 'self' 'sha256-", "connect-src 'self'", "frame-ancestors 'none'"},
			[]string{"unsafe-eval", "script-src 'self' 'unsafe-inline'", "*"}},
		{"picture", pictures.ServedCSP, []string{"default-src 'none'", "sandbox"}, []string{"'self'", "unsafe", "allow-"}},
	} {
		for _, s := range c.has {
			if !strings.Contains(c.csp, s) {
				t.Errorf("%s policy lacks %q: %s", c.name, s, c.csp)
			}
		}
		for _, s := range c.lacks {
			if strings.Contains(c.csp, s) {
				t.Errorf("%s policy holds %q: %s", c.name, s, c.csp)
			}
		}
	}
}
