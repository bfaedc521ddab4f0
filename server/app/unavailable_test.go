package app

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/session"
)

// frozenStore waits on every sign-in look-up until the caller gives up, as a store
// whose server stopped answering does; its own check calls that an outage.
type frozenStore struct{ *mock.Store }

func (frozenStore) StaffByUsername(ctx context.Context, _ string) (session.Staff, error) {
	<-ctx.Done()
	return session.Staff{}, ctx.Err()
}

func (frozenStore) Unavailable(err error) bool { return errors.Is(err, context.DeadlineExceeded) }

// A request to a store that does not answer ends at the request deadline with a 503 in
// the caller's language, and a Retry-After.
func TestFrozenStoreAnswers503InTime(t *testing.T) {
	const timeout = 200 * time.Millisecond
	a, err := New(context.Background(), frozenStore{mock.New()}, Config{
		Session:        session.Config{Secret: []byte(strings.Repeat("s", 32)), DemoPasswords: true},
		Logger:         slog.New(slog.DiscardHandler),
		RequestTimeout: timeout,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, msg string }{
		{"en", "the data store is unavailable, try again shortly"},
		{"zh-CN", "数据存储暂不可用，请稍后重试"},
	} {
		req := httptest.NewRequest("POST", "/api/shop/login", strings.NewReader(`{"username":"admin","password":"123456"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept-Language", c.lang)
		start := time.Now()
		resp, err := a.Test(req, fiber.TestConfig{Timeout: 5 * time.Second, FailOnTimeout: true})
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		took := time.Since(start)
		var env struct {
			Code int    `json:"code"`
			Msg  string `json:"msg"`
			Data struct {
				RetryAfter int `json:"retryAfter"`
			} `json:"data"`
		}
		if err := json.NewDecoder(resp.Body).Decode(&env); err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != 503 || env.Code != 503 || env.Msg != c.msg || env.Data.RetryAfter != StoreRetryAfter ||
			resp.Header.Get("Retry-After") != "5" {
			t.Errorf("%s: %d %+v Retry-After %q", c.lang, resp.StatusCode, env, resp.Header.Get("Retry-After"))
		}
		if took < timeout || took > 2*timeout+100*time.Millisecond {
			t.Errorf("%s: answered after %v, want about %v", c.lang, took, timeout)
		}
	}
}

// The mock's store never reports an outage: its failures stay what they are.
func TestMockHasNoOutage(t *testing.T) {
	if outageOf(mock.New())(context.DeadlineExceeded) {
		t.Error("the mock reported an outage")
	}
}
