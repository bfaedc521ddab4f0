package contracttests

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/postgres"
	"shopconsole/server/postgres/pgtest"
)

// faultDeadline is the request deadline of the fault scenarios: short, so that waiting for
// it costs little, and the bound every answer during a fault is held to (twice it).
const faultDeadline = time.Second

var (
	faultOnce    sync.Once
	faultCluster *pgtest.Cluster
	faultErr     error
)

// cluster starts the throwaway server once per run; TestMain removes it. A machine that
// cannot start one fails the test with what is missing: the scenarios are never skipped.
func cluster(t *testing.T) *pgtest.Cluster {
	t.Helper()
	faultOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		faultCluster, faultErr = pgtest.Start(ctx)
	})
	if faultErr != nil {
		t.Fatalf("fault scenarios need a throwaway PostgreSQL cluster of their own: %v", faultErr)
	}
	// Whatever a scenario did to the server, the next one finds it up.
	t.Cleanup(func() {
		if err := faultCluster.Thaw(); err == nil {
			return
		}
		if err := faultCluster.Run(context.Background()); err != nil {
			t.Errorf("restart the cluster after the scenario: %v", err)
		}
	})
	return faultCluster
}

func stopFaultCluster() {
	if faultCluster != nil {
		faultCluster.Remove()
	}
}

// faultEnv is an app with a one-second deadline over Postgres on the throwaway cluster,
// in a schema of its own, with the Postgres bounds the binary derives from its flags.
func faultEnv(t *testing.T) (*Env, *pgtest.Cluster, *postgres.DB) {
	t.Helper()
	c := cluster(t)
	db, err := postgres.OpenWith(context.Background(), c.URL(), postgres.Options{
		Schema: "fault_" + uniq(),
		Timeouts: postgres.Timeouts{
			Statement: faultDeadline * 8 / 10, Lock: faultDeadline / 2, IdleInTransaction: 10 * time.Second,
			Connect: faultDeadline / 2,
		},
	})
	if err != nil {
		t.Fatalf("open postgres on the fault cluster: %v", err)
	}
	t.Cleanup(db.Close)
	return newEnv(t, "postgres", db, options{requestTimeout: faultDeadline}), c, db
}

// timed is an answer with how long it took.
type timed struct {
	answer
	took time.Duration
}

func (a timed) String() string { return fmt.Sprintf("%d after %v: %s", a.Status, a.took, a.Raw) }

// call sends one request without failing the test on its own (safe from any goroutine).
func (e *Env) call(method, path, tok string, body any, headers ...string) (timed, error) {
	var payload io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return timed{}, err
		}
		payload = bytes.NewReader(b)
	}
	r := httptest.NewRequest(method, path, payload)
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept-Language", "en")
	if tok != "" {
		r.Header.Set("Authorization", "Bearer "+tok)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	start := time.Now()
	a, err := e.send(r)
	if err != nil {
		return timed{}, fmt.Errorf("%s %s: %w", method, path, err)
	}
	return timed{a, time.Since(start)}, nil
}

// expectUnavailable fails unless the call answered the store's 503 within twice the deadline.
func expectUnavailable(t *testing.T, what string, a timed, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	retryAfter := a.Header.Get("Retry-After")
	if a.Status != 503 || a.Env.Msg != "the data store is unavailable, try again shortly" || retryAfter == "" ||
		retryAfter != fmt.Sprint(a.Env.Data["retryAfter"]) {
		t.Errorf("%s: want 503 with Retry-After, got %v (Retry-After %q)", what, a, retryAfter)
	}
	if a.took > 2*faultDeadline {
		t.Errorf("%s: answered after %v, more than twice the %v deadline", what, a.took, faultDeadline)
	}
}

// eventually polls fn every 50 ms until it answers true or within runs out.
func eventually(t *testing.T, within time.Duration, what string, fn func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for !fn() {
		if time.Since(start) > within {
			t.Fatalf("%s: not within %v", what, within)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return time.Since(start)
}

// ready is /readyz's status.
func (e *Env) ready(t *testing.T) (int, time.Duration) {
	t.Helper()
	start := time.Now()
	resp, err := e.App.Test(httptest.NewRequest("GET", "/readyz", nil), fiber.TestConfig{Timeout: 15 * time.Second, FailOnTimeout: true})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode, time.Since(start)
}
