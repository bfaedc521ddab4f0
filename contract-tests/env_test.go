package contracttests

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/jackc/pgx/v5"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/audit"
	"shopconsole/server/postgres"
	"shopconsole/server/session"
)

// backend is what scenarios need of a store beyond the app: seeding and reading back.
type backend interface {
	app.Backend
	LinkSocial(ctx context.Context, staffID int64, platform, subject string) error
	SystemLog(ctx context.Context) ([]audit.Entry, error)
	SetStaffMobile(ctx context.Context, staffID int64, mobile string) error
}

// Clock is a test clock that only moves when told.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *Clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *Clock) Advance(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// Env is one backend with an app over it.
type Env struct {
	Name  string
	App   *fiber.App
	Store backend
	Clock *Clock
	// SMS holds the codes the app sent (nil when SMS sign-in is off).
	SMS *mock.SMS
}

// options vary the app per scenario.
type options struct {
	rsaBits      int
	registration bool
	social       session.SocialProvider
	smsOff       bool
}

const accessTTL = 15 * time.Minute

// eachBackend runs fn against the mock backend and, when a database is available,
// against Postgres in a schema of its own.
func eachBackend(t *testing.T, fn func(t *testing.T, e *Env)) {
	eachBackendWith(t, options{registration: true, social: fakeSocial{}}, fn)
}

func eachBackendWith(t *testing.T, o options, fn func(t *testing.T, e *Env)) {
	t.Run("mock", func(t *testing.T) {
		t.Parallel()
		fn(t, newEnv(t, "mock", mock.New(), o))
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		fn(t, newEnv(t, "postgres", openPostgres(t), o))
	})
}

func newEnv(t *testing.T, name string, store backend, o options) *Env {
	t.Helper()
	clock := &Clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
	cfg := session.Config{
		Secret: []byte("contract-tests-secret-0123456789abcdef"), AccessTTL: accessTTL, RefreshTTL: 24 * time.Hour,
		DemoPasswords: name == "mock", MockServer: name == "mock", Registration: o.registration,
		Social: o.social, Now: clock.Now,
	}
	var sms *mock.SMS
	if !o.smsOff {
		sms = &mock.SMS{}
		cfg.SMS = sms
	}
	if o.rsaBits > 0 {
		key, err := session.NewLoginKey(o.rsaBits)
		if err != nil {
			t.Fatal(err)
		}
		cfg.LoginKey = key
	}
	a, err := app.New(context.Background(), store, app.Config{Session: cfg, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatalf("app: %v", err)
	}
	return &Env{Name: name, App: a, Store: store, Clock: clock, SMS: sms}
}

// databaseURL is TEST_DATABASE_URL or the local server of this machine.
func databaseURL() string {
	if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
}

var (
	pgOnce sync.Once
	pgURL  string
	pgErr  error
)

func reachable(ctx context.Context, url string) error {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	return conn.Ping(ctx)
}

// openPostgres gives the test a fresh schema, dropped when it ends. Without a reachable
// database the test is skipped, or fails when CONTRACT_REQUIRE_POSTGRES=1 (CI).
func openPostgres(t *testing.T) *postgres.DB {
	t.Helper()
	ctx := context.Background()
	pgOnce.Do(func() {
		pgURL, pgErr = databaseURL(), reachable(ctx, databaseURL())
		if pgErr != nil {
			if u := containerDatabase(t); u != "" {
				pgURL, pgErr = u, reachable(ctx, u)
			}
		}
	})
	if pgErr != nil {
		if os.Getenv("CONTRACT_REQUIRE_POSTGRES") == "1" {
			t.Fatalf("postgres required (CONTRACT_REQUIRE_POSTGRES=1) but unreachable at %s and no Docker: %v", pgURL, pgErr)
		}
		t.Skipf("postgres unreachable at %s and no Docker: %v (set TEST_DATABASE_URL)", pgURL, pgErr)
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "ct_" + hex.EncodeToString(b)
	db, err := postgres.OpenSchema(ctx, pgURL, schema)
	if err != nil {
		t.Fatalf("open postgres schema: %v", err)
	}
	t.Cleanup(func() {
		db.Close()
		conn, err := pgx.Connect(ctx, pgURL)
		if err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP SCHEMA "+pgx.Identifier{schema}.Sanitize()+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	return db
}

// fakeSocial accepts code "good-<subject>" on platform github.
type fakeSocial struct{}

func (fakeSocial) Exchange(_ context.Context, platform, code string) (string, error) {
	if platform != "github" || len(code) < 6 || code[:5] != "good-" {
		return "", errors.New("rejected")
	}
	return code[5:], nil
}

// staff creates an account with a real password on either backend.
func (e *Env) staff(t *testing.T, username, password string, roles ...string) session.Staff {
	t.Helper()
	hash, err := session.HashPassword(password)
	if err != nil {
		t.Fatal(err)
	}
	st, err := e.Store.CreateStaff(context.Background(), session.NewStaff{
		Username: username, PasswordHash: hash, Roles: roles, CreatedAt: e.Clock.Now(),
	})
	if err != nil {
		t.Fatalf("create staff %s: %v", username, err)
	}
	return st
}
