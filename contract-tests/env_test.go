package contracttests

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/jackc/pgx/v5"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/audit"
	"shopconsole/server/orders"
	"shopconsole/server/pictures"
	"shopconsole/server/postgres"
	"shopconsole/server/postgres/pgtest"
	"shopconsole/server/session"
	"shopconsole/server/shell"
)

// backend is what scenarios need of a store beyond the app: seeding and reading back.
type backend interface {
	app.Backend
	LinkSocial(ctx context.Context, staffID int64, platform, subject string) error
	SystemLog(ctx context.Context) ([]audit.Entry, error)
	SetStaffMobile(ctx context.Context, staffID int64, mobile string) error
	AddNotice(ctx context.Context, n shell.Notice) error
}

// Clock is a test clock that only moves when told. In a remote run it reads the real time
// (the server's own), plus what the scenario moved the mock's clock on by (move).
type Clock struct {
	mu sync.Mutex
	t  time.Time
	// remote: the server's own clock; move moves it on (nil: a server whose clock cannot
	// be moved, where a scenario that moves it is skipped).
	remote bool
	move   func(d time.Duration)
	offset time.Duration
}

func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.remote {
		return time.Now().UTC().Add(c.offset)
	}
	return c.t
}

// Still is a reading of the clock that holds still until the clock is moved: the scenario's
// time in-process; against a server, the time the scenario began or last moved the clock.
// Bodies that a later request must repeat as they were (a coupon's windows) are dated by it.
func (c *Clock) Still() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *Clock) Advance(d time.Duration) {
	if c.remote {
		if c.move == nil {
			skipStep("moves the clock")
		}
		c.move(d)
		c.mu.Lock()
		c.offset += d
		c.t = time.Now().UTC().Add(c.offset)
		c.mu.Unlock()
		return
	}
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// smsOutbox is what a scenario reads of the SMS codes the app sent.
type smsOutbox interface {
	// Last is the newest code sent to the mobile ("" for none).
	Last(mobile string) string
}

// Env is one backend with an app over it.
type Env struct {
	Name  string
	App   *fiber.App
	Store backend
	Clock *Clock
	// SMS holds the codes the app sent (nil when SMS sign-in is off).
	SMS smsOutbox
	// Remote, when set, sends every request to a running server (remote_test.go).
	Remote *remote
}

// options vary the app per scenario; the zero value is the app of eachBackend: open
// registration, the test's social sign-in provider (fakeSocial), SMS codes kept.
type options struct {
	rsaBits int
	// closedRegistration refuses self-service registration.
	closedRegistration bool
	// noSocial leaves social sign-in unconfigured.
	noSocial bool
	smsOff   bool
	// requestTimeout is the app's per-request deadline (zero: the app's default).
	requestTimeout time.Duration
	// countCap is how many matches a filtered list counts (zero: the app's default).
	countCap int
	// product runs the mock as Postgres runs: no demo layer or menus, no demo passwords.
	product bool
	// clock, when set, is the app's clock (shared by apps that must see the same time).
	clock *Clock
	// cors is the app's CORS set-up.
	cors app.CORS
	// noCORS: the scenario needs CORS off (as the zero cors is in-process).
	noCORS bool
	// mockSessions bounds the mock's sessions.
	mockSessions app.MockSessions
	// blobs keeps pictures' files as the binary does: in a folder on the mock, in the
	// blobs table on Postgres (otherwise in memory).
	blobs bool
	// pictureUsage tells which goods use pictures (nil: none).
	pictureUsage pictures.Usage
	// edge bounds the app's connections once served (zero: the defaults).
	edge app.Edge
	// logger receives the app's log (nil: discarded).
	logger *slog.Logger
}

const accessTTL = 15 * time.Minute

// testStart is where every scenario's clock starts.
var testStart = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

// eachBackend runs fn against the mock backend and, when a database is available,
// against Postgres in a schema of its own.
func eachBackend(t *testing.T, fn func(t *testing.T, e *Env)) {
	eachBackendWith(t, options{}, fn)
}

func eachBackendWith(t *testing.T, o options, fn func(t *testing.T, e *Env)) {
	if tg := targetFor(t); tg != nil {
		t.Run("remote", func(t *testing.T) { runRemote(t, tg, o, fn) })
		return
	}
	t.Run("mock", func(t *testing.T) {
		t.Parallel()
		fn(t, newEnv(t, "mock", mockStore(), o))
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		fn(t, newEnv(t, "postgres", openPostgres(t), o))
	})
}

func newEnv(t *testing.T, name string, store backend, o options) *Env {
	t.Helper()
	clock := o.clock
	if clock == nil {
		clock = &Clock{t: testStart}
	}
	demo := name == "mock" && !o.product
	cfg := session.Config{
		Secret: []byte("contract-tests-secret-0123456789abcdef"), AccessTTL: accessTTL, RefreshTTL: 24 * time.Hour,
		DemoPasswords: demo, MockServer: demo, Registration: !o.closedRegistration, Now: clock.Now,
	}
	if !o.noSocial {
		cfg.Social = fakeSocial{}
	}
	var sms smsOutbox
	if !o.smsOff {
		box := &mock.SMS{}
		cfg.SMS, sms = box, box
	}
	if o.rsaBits > 0 {
		key, err := session.NewLoginKey(o.rsaBits)
		if err != nil {
			t.Fatal(err)
		}
		cfg.LoginKey = key
	}
	logger := o.logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	a, err := app.New(context.Background(), store, app.Config{
		Session: cfg, Logger: logger, RequestTimeout: o.requestTimeout, CountCap: o.countCap, CORS: o.cors, Edge: o.edge,
		MockSessions: o.mockSessions,
		Blobs:        blobsFor(t, store, o.blobs), PictureUsage: o.pictureUsage,
		// Refunds on a platform stay pending until settled, on both backends alike.
		Payments: orders.ByHand{},
	})
	if err != nil {
		t.Fatalf("app: %v", err)
	}
	return &Env{Name: name, App: a, Store: store, Clock: clock, SMS: sms}
}

// openPostgres gives the test a fresh schema, dropped when it ends. Without a database
// the test fails, saying how to provide one (pgtest.SharedURL).
func openPostgres(t *testing.T) *postgres.DB {
	t.Helper()
	ctx := context.Background()
	pgURL, err := pgtest.SharedURL(ctx)
	if err != nil {
		t.Fatal(err)
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
	if e.Remote != nil {
		return e.Remote.staff(t, e, username, password, roles...)
	}
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
