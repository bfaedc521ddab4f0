package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"shopconsole/mock"
	"shopconsole/server/session"
)

// The mock keeps strings a request carried (here each adjustment's Idempotency-Key) after
// the server has reused the request's buffers for the next one on the same connection. Past
// the mock's bound on kept keys the oldest are forgotten by their key: a key that changed
// under the mock once made every later write answer 500.
func TestKeptHeaderStringsSurviveTheNextRequest(t *testing.T) {
	a, err := New(t.Context(), mock.New(), Config{
		Session: session.Config{Secret: []byte(strings.Repeat("s", 32)), MockServer: true, DemoPasswords: true,
			AccessTTL: time.Hour, RefreshTTL: time.Hour},
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		t.Fatal(err)
	}
	base := serve(t, a)
	// One connection, so that each request reuses the previous one's buffers.
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxConnsPerHost: 1, MaxIdleConnsPerHost: 1}}
	post := func(path, token, key string, body any) (int, map[string]any) {
		t.Helper()
		raw, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", base+path, bytes.NewReader(raw))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		if key != "" {
			req.Header.Set("Idempotency-Key", key)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var env map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&env)
		return resp.StatusCode, env
	}
	status, env := post("/api/shop/login", "", "", map[string]string{"username": "admin", "password": "123456"})
	if status != 200 {
		t.Fatalf("login: %d %v", status, env)
	}
	token, _ := env["data"].(map[string]any)["token"].(string)
	// Enough keys for the mock to forget the oldest at least once.
	n := mock.MaxIdempotencyKeys*9/8 + 10
	for i := range n {
		status, env := post("/api/admin/user/adjust", token, fmt.Sprintf("key-%08d", i),
			map[string]any{"userId": 10001, "type": "points", "changeType": "increase", "amount": "1", "remark": "r"})
		if status != 200 {
			t.Fatalf("adjustment %d of %d: %d %v", i+1, n, status, env)
		}
	}
}
