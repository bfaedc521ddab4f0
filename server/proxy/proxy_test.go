package proxy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3/middleware/adaptor"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/contract"
	"shopconsole/server/proxy"
	"shopconsole/server/session"
)

// fakeUpstream answers the notice list without its required total, knows no route list
// (501) and refuses every sign-in.
func fakeUpstream() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/api/shop/notice/getList":
			_, _ = io.WriteString(w, `{"code":200,"msg":"ok","data":{"list":[]}}`)
		case "/api/router/getList":
			w.WriteHeader(http.StatusNotImplemented)
			_, _ = io.WriteString(w, `not implemented`)
		default:
			w.WriteHeader(http.StatusBadRequest)
			_, _ = io.WriteString(w, `{"code":400,"msg":"username is required","data":{"field":"username"}}`)
		}
	}))
}

func TestProxyFlagsAndMocks(t *testing.T) {
	up := fakeUpstream()
	t.Cleanup(up.Close)
	spec, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	m, err := app.New(context.Background(), mock.New(), app.Config{
		Session: session.Config{
			Secret: []byte(strings.Repeat("s", 32)), DemoPasswords: true, MockServer: true, AccessTTL: time.Hour, RefreshTTL: time.Hour,
		},
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	u, _ := url.Parse(up.URL)
	p := proxy.New(proxy.Config{
		Upstream: u, Spec: spec, Logger: slog.New(slog.NewJSONHandler(&logs, nil)),
		Mock: adaptor.FiberApp(m), MockUser: "admin", MockPassword: "123456",
	})
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)

	get := func(path string) (int, map[string]any) {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		req.Header.Set("Authorization", "Bearer an-upstream-token")
		return do(t, req)
	}
	if status, _ := get("/api/shop/notice/getList"); status != 200 {
		t.Fatalf("notice list: %d", status)
	}
	if c := p.Tally().Of("GetShopNoticeList"); c.BadResponses != 1 || c.Mocked != 0 {
		t.Errorf("notice list without total: %+v", c)
	}
	if !strings.Contains(logs.String(), `"operation":"GetShopNoticeList"`) || !strings.Contains(logs.String(), "total") {
		t.Errorf("the violation is not logged with its operation and field:\n%s", logs.String())
	}

	status, env := get("/api/router/getList")
	data, _ := env["data"].(map[string]any)
	list, _ := data["list"].([]any)
	if status != 200 || len(list) == 0 {
		t.Fatalf("route list from the mock: %d %v", status, env)
	}
	if c := p.Tally().Of("GetRouterList"); c.Mocked != 1 || c.BadResponses != 0 {
		t.Errorf("route list: %+v", c)
	}

	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/shop/login", strings.NewReader(`{"username":123,"password":"123456"}`))
	req.Header.Set("Content-Type", "application/json")
	if status, _ := do(t, req); status != 400 {
		t.Fatalf("sign-in with a number for a username: %d", status)
	}
	if c := p.Tally().Of("ShopLogin"); c.BadRequests != 1 || c.BadResponses != 0 {
		t.Errorf("sign-in with a number for a username: %+v", c)
	}
	var summary bytes.Buffer
	if err := p.Tally().WriteSummary(&summary); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(strings.Split(summary.String(), "\n")[1], "GetShopNoticeList") || p.Tally().Violations() != 2 {
		t.Errorf("summary:\n%s", summary.String())
	}
}

func do(t *testing.T, req *http.Request) (int, map[string]any) {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var env map[string]any
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		t.Fatalf("%s: %v", req.URL.Path, err)
	}
	return res.StatusCode, env
}
