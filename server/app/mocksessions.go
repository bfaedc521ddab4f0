package app

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/valyala/fasthttp"

	"shopconsole/mock"
	"shopconsole/server/apperr"
	"shopconsole/server/contract"
	"shopconsole/server/mockctl"
	"shopconsole/server/session"
	"shopconsole/server/shell"
)

// MockSessions bounds the mock server's copies of the sample data, one per X-Mock-Session.
// Each is a whole mock store with its own app (about 3 MiB of heap together).
type MockSessions struct {
	// Max is how many sessions live at once (default 32); one more answers 429.
	Max int
	// Idle drops a session unused for that long (default 30 minutes).
	Idle time.Duration
	// MaxSnapshots is how many named states are kept (default 32).
	MaxSnapshots int
}

const (
	defaultMockSessions  = 32
	defaultMockIdle      = 30 * time.Minute
	defaultMockSnapshots = 32
)

var sessionName = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)

// endSessionPath is the operation that ends a session: it never creates the one it names.
const endSessionPath = contract.BasePath + mockctl.Prefix + "session/end"

// mockHub holds the default data, the sessions' copies and the saved states, and sends
// a request naming a session to that session's app.
type mockHub struct {
	limits MockSessions
	root   *mockData // the default data
	// build makes the app of a session's data, whose work ends with ctx.
	build func(ctx context.Context, d *mockData) (*fiber.App, error)
	// ctx is the server's: a session's app works under a child of it, ended with the session.
	ctx context.Context
	// now is the server's clock (a session's own clock may be ahead of it).
	now func() time.Time
	// menus are the route table an app stores when it starts: a reset stores them again.
	menus []shell.Menu
	// sms is the server's SMS sender (nil when SMS is off): each session has an outbox of
	// its own beside it.
	sms session.SMSSender

	mu        sync.Mutex
	sessions  map[string]*mockSession
	snapshots map[string]savedState
}

type mockSession struct {
	*mockData
	handler fasthttp.RequestHandler
	used    time.Time
}

type savedState struct {
	mockctl.Snapshot
	store *mock.Store
}

func newMockHub(ctx context.Context, root *mockData, limits MockSessions, now func() time.Time) *mockHub {
	if limits.Max <= 0 {
		limits.Max = defaultMockSessions
	}
	if limits.Idle <= 0 {
		limits.Idle = defaultMockIdle
	}
	if limits.MaxSnapshots <= 0 {
		limits.MaxSnapshots = defaultMockSnapshots
	}
	return &mockHub{
		limits: limits, root: root, ctx: ctx, now: now,
		sessions: map[string]*mockSession{}, snapshots: map[string]savedState{},
	}
}

// dispatch sends an API request with X-Mock-Session to its session's app. Ending a session
// that does not live goes to the default app, which answers 404.
func (h *mockHub) dispatch(c fiber.Ctx) error {
	name := c.Get(MockSessionHeader)
	if name == "" || !strings.HasPrefix(c.Path(), contract.BasePath+"/") {
		return c.Next()
	}
	if !sessionName.MatchString(name) {
		return apperr.Invalid(MockSessionHeader, "mock.sessionName", name)
	}
	s, err := h.session(name, c.Path() != endSessionPath)
	if err != nil {
		return err
	}
	if s == nil {
		return c.Next()
	}
	s.handler(c.RequestCtx())
	return nil
}

// session finds a session, creating it when asked and there is room.
func (h *mockHub) session(name string, create bool) (*mockSession, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	now := h.now()
	for n, s := range h.sessions {
		if now.Sub(s.used) > h.limits.Idle {
			h.drop(n)
		}
	}
	if s, ok := h.sessions[name]; ok {
		s.used = now
		return s, nil
	}
	if !create {
		return nil, nil
	}
	if len(h.sessions) >= h.limits.Max {
		e := apperr.New(http.StatusTooManyRequests, "mock.sessionsFull", h.limits.Max)
		e.RetryAfter = int(h.limits.Idle / time.Second)
		return nil, e
	}
	d := newMockData(name, h.root.store.Seeded(), h.now, h.sms)
	ctx, cancel := context.WithCancel(h.ctx)
	d.cancel = cancel
	a, err := h.build(ctx, d)
	if err != nil {
		cancel()
		return nil, err
	}
	s := &mockSession{mockData: d, handler: a.Handler(), used: now}
	h.sessions[name] = s
	return s, nil
}

// drop forgets a session and ends its app's work; h.mu is held.
func (h *mockHub) drop(name string) {
	if s, ok := h.sessions[name]; ok {
		s.cancel()
		delete(h.sessions, name)
	}
}

// data is the data set of session ("" is the default data), created when missing.
func (h *mockHub) data(session string) (*mockData, error) {
	if session == "" {
		return h.root, nil
	}
	s, err := h.session(session, true)
	if err != nil {
		return nil, err
	}
	return s.mockData, nil
}

// mockSetUp sets up the mock server's controls in cfg before the app's services read it,
// and returns the hub of the sessions and the data set this app serves: the hub and data
// set that build a session's app, or for the server's own app a new hub over the default
// data, whose clock and SMS outbox cfg then uses. Both are nil when this is not the mock
// server.
func mockSetUp(ctx context.Context, backend Backend, cfg *Config) (*mockHub, *mockData) {
	if !cfg.Session.MockServer {
		return nil, nil
	}
	if cfg.Mock == nil {
		cfg.Mock, _ = mockctl.NewSettings(mockctl.Values{})
	}
	if cfg.hub != nil {
		return cfg.hub, cfg.data
	}
	store, ok := backend.(*mock.Store)
	if !ok {
		return nil, nil
	}
	server := cfg.Session.Now
	root := newMockData("", store, server, cfg.Session.SMS)
	inner := *cfg
	inner.CORS = CORS{} // the outer app has answered CORS already
	inner.PruneEvery = 0
	hub := newMockHub(ctx, root, cfg.MockSessions, server)
	hub.build = func(ctx context.Context, d *mockData) (*fiber.App, error) {
		c := inner
		c.hub, c.data = hub, d
		c.Session.Now = d.clock.Now
		c.Session.SMS = d.sender(inner.Session.SMS)
		return New(ctx, d.store, c)
	}
	hub.menus = shell.DemoMenus()
	hub.sms = cfg.Session.SMS
	cfg.Session.Now = root.clock.Now
	cfg.Session.SMS = root.sender(cfg.Session.SMS)
	return hub, root
}

// mockHandlers are the /__mock/ operations: 404 unless this is the mock server.
func mockHandlers(cfg Config, hub *mockHub) *mockctl.Handlers {
	if !cfg.Session.MockServer || hub == nil {
		return mockctl.NewHandlers(nil, nil)
	}
	return mockctl.NewHandlers(cfg.Mock, hub)
}
