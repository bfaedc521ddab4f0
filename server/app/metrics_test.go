package app

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/metrics"
	"shopconsole/server/session"
)

var errDown = errors.New("store down")

// downLogin answers every sign-in look-up with an outage at once.
type downLogin struct{ *mock.Store }

func (downLogin) StaffByUsername(context.Context, string) (session.Staff, error) {
	return session.Staff{}, errDown
}

func (downLogin) Unavailable(err error) bool { return errors.Is(err, errDown) }

func send(t *testing.T, a *fiber.App, method, path, body string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := a.Test(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

func TestMetricsOffByDefault(t *testing.T) {
	a := newApp(t, mock.New(), nil)
	if status, _ := send(t, a, "GET", metrics.Path, ""); status != 404 {
		t.Fatalf("/metrics answered %d without --metrics", status)
	}
}

func TestMetricsCountRequests(t *testing.T) {
	a, err := New(context.Background(), mock.New(), Config{
		Session: session.Config{Secret: []byte(strings.Repeat("s", 32)), DemoPasswords: true, MockServer: true},
		Logger:  slog.New(slog.DiscardHandler), Metrics: metrics.New(),
	})
	if err != nil {
		t.Fatal(err)
	}
	if status, _ := send(t, a, "POST", "/api/shop/login", `{"username":"admin","password":"123456"}`); status != 200 {
		t.Fatalf("sign-in: %d", status)
	}
	send(t, a, "GET", "/api/router/getList", "") // 401: no token
	req := httptest.NewRequest("GET", "/api/publicKey", nil)
	req.Header.Set(MockSessionHeader, "metrics-test") // a session's app counts in the same registry
	if resp, err := a.Test(req); err != nil || resp.StatusCode != 200 {
		t.Fatalf("public key in a session: %v %v", err, resp)
	} else {
		resp.Body.Close()
	}
	status, body := send(t, a, "GET", metrics.Path, "")
	if status != 200 {
		t.Fatalf("/metrics: %d", status)
	}
	for _, want := range []string{
		`shop_http_requests_total{operation="ShopLogin",status="200"} 1`,
		`shop_http_requests_total{operation="GetRouterList",status="401"} 1`,
		`shop_http_request_duration_seconds_count{operation="ShopLogin",status="200"} 1`,
		`shop_http_requests_total{operation="GetPublicKey",status="200"} 1`,
		`go_goroutines`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

func TestMetricsCountStoreOutages(t *testing.T) {
	a, err := New(context.Background(), downLogin{mock.New()}, Config{
		Session: session.Config{Secret: []byte(strings.Repeat("s", 32)), DemoPasswords: true},
		Logger:  slog.New(slog.DiscardHandler), Metrics: metrics.New(),
	})
	if err != nil {
		t.Fatal(err)
	}
	if status, _ := send(t, a, "POST", "/api/shop/login", `{"username":"admin","password":"123456"}`); status != 503 {
		t.Fatalf("sign-in on a store that is down: %d", status)
	}
	_, body := send(t, a, "GET", metrics.Path, "")
	if !strings.Contains(body, `shop_store_unavailable_total{operation="ShopLogin"} 1`) {
		t.Errorf("/metrics lacks the 503:\n%s", grepLines(body, "shop_"))
	}
}

func grepLines(s, prefix string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
