package app

import (
	"compress/gzip"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/session"
)

type downStore struct{ *mock.Store }

func (downStore) Ping(context.Context) error { return errors.New("down") }

func newApp(t *testing.T, b Backend, web fstest.MapFS) *fiber.App {
	t.Helper()
	cfg := Config{Session: session.Config{Secret: []byte(strings.Repeat("s", 32))}, Logger: slog.New(slog.DiscardHandler)}
	if web != nil {
		cfg.Web = web
	}
	a, err := New(context.Background(), b, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func get(t *testing.T, a *fiber.App, path string) (int, string, string) {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	// Browsers always offer gzip; the answer must not depend on it (a 404 once did).
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := a.Test(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body io.Reader = resp.Body
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		body = zr
	}
	b, _ := io.ReadAll(body)
	return resp.StatusCode, string(b), resp.Header.Get("Cache-Control")
}

func TestProbes(t *testing.T) {
	if code, _, _ := get(t, newApp(t, mock.New(), nil), "/readyz"); code != 200 {
		t.Errorf("readyz on a live store: %d", code)
	}
	if code, _, _ := get(t, newApp(t, downStore{mock.New()}, nil), "/readyz"); code != 503 {
		t.Errorf("readyz on a dead store: %d", code)
	}
	if code, _, _ := get(t, newApp(t, downStore{mock.New()}, nil), "/healthz"); code != 200 {
		t.Errorf("healthz: %d", code)
	}
}

func TestConsole(t *testing.T) {
	web := fstest.MapFS{
		"index.html":           {Data: []byte("<html>console</html>")},
		"static/app-1.js":      {Data: []byte("console.log(1)")},
		"manifest.webmanifest": {Data: []byte(`{"name":"Shop Console"}`)},
	}
	a := newApp(t, mock.New(), web)
	code, body, cache := get(t, a, "/")
	if code != 200 || !strings.Contains(body, "console") || cache != "no-cache" {
		t.Errorf("/ = %d %q cache %q", code, body, cache)
	}
	code, _, cache = get(t, a, "/static/app-1.js")
	if code != 200 || !strings.Contains(cache, "immutable") {
		t.Errorf("asset = %d cache %q", code, cache)
	}
	// Browsers install the console from its manifest only when it has the manifest's type.
	resp, err := a.Test(httptest.NewRequest("GET", "/manifest.webmanifest", nil))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/manifest+json" {
		t.Errorf("manifest: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	// The API is still the API under a console.
	if code, body, _ := get(t, a, "/api/publicKey"); code != 200 || !strings.Contains(body, `"mockServer"`) {
		t.Errorf("api under console: %d %s", code, body)
	}
	code, body, _ = get(t, newApp(t, mock.New(), fstest.MapFS{}), "/")
	if code != 503 || !strings.Contains(body, "make web") {
		t.Errorf("unbuilt console: %d %q", code, body)
	}
}

func TestPanicBecomesEnvelope(t *testing.T) {
	a := newApp(t, mock.New(), nil)
	a.Get("/boom", func(fiber.Ctx) error { panic("kaboom") })
	code, body, _ := get(t, a, "/boom")
	if code != 500 || !strings.Contains(body, `"code":500`) || strings.Contains(body, "kaboom") {
		t.Errorf("panic: %d %s", code, body)
	}
}

// API answers are compressed from minCompressed bytes on: smaller ones go as they are.
func TestAPICompression(t *testing.T) {
	a := fiber.New()
	a.Use(compressAPI())
	a.Get("/api/:size", func(c fiber.Ctx) error {
		n, _ := strconv.Atoi(c.Params("size"))
		return c.SendString(strings.Repeat("{}", n/2))
	})
	for _, tc := range []struct {
		size       int
		compressed bool
	}{
		{100, false},
		{minCompressed - 2, false},
		{minCompressed, true},
		{100 << 10, true},
	} {
		req := httptest.NewRequest("GET", "/api/"+strconv.Itoa(tc.size), nil)
		req.Header.Set("Accept-Encoding", "gzip")
		resp, err := a.Test(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got := resp.Header.Get("Content-Encoding") == "gzip"
		if got != tc.compressed || (!got && len(raw) != tc.size) {
			t.Errorf("%d bytes: gzip %v (%d bytes sent), want gzip %v", tc.size, got, len(raw), tc.compressed)
		}
		if resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%d bytes: Vary %q", tc.size, resp.Header.Get("Vary"))
		}
	}
}
