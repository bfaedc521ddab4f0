package app

import (
	"context"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/valyala/fasthttp"

	"shopconsole/mock"
	"shopconsole/server/apperr"
	"shopconsole/server/contract"
	"shopconsole/server/mockctl"
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

// mockHub holds the default data, the sessions' copies and the saved states, and sends
// a request naming a session to that session's app.
type mockHub struct {
	limits MockSessions
	base   *mock.Store
	build  func(*mock.Store) (*fiber.App, error)
	now    func() time.Time
	// menus are the route table an app stores when it starts: a reset stores them again.
	menus []shell.Menu

	mu        sync.Mutex
	sessions  map[string]*mockSession
	snapshots map[string]savedState
}

type mockSession struct {
	store   *mock.Store
	handler fasthttp.RequestHandler
	used    time.Time
}

type savedState struct {
	mockctl.Snapshot
	store *mock.Store
}

func newMockHub(base *mock.Store, limits MockSessions, build func(*mock.Store) (*fiber.App, error)) *mockHub {
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
		limits: limits, base: base, build: build, now: time.Now,
		sessions: map[string]*mockSession{}, snapshots: map[string]savedState{},
	}
}

// dispatch sends an API request with X-Mock-Session to its session's app.
func (h *mockHub) dispatch(c fiber.Ctx) error {
	name := c.Get(MockSessionHeader)
	if name == "" || !strings.HasPrefix(c.Path(), contract.BasePath+"/") {
		return c.Next()
	}
	if !sessionName.MatchString(name) {
		return apperr.Invalid(MockSessionHeader, "mock.sessionName", name)
	}
	s, err := h.session(name, true)
	if err != nil {
		return err
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
			delete(h.sessions, n)
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
	store := h.base.Seeded()
	a, err := h.build(store)
	if err != nil {
		return nil, err
	}
	s := &mockSession{store: store, handler: a.Handler(), used: now}
	h.sessions[name] = s
	return s, nil
}

// store is the data of session ("" is the default data).
func (h *mockHub) store(session string) (*mock.Store, error) {
	if session == "" {
		return h.base, nil
	}
	s, err := h.session(session, true)
	if err != nil {
		return nil, err
	}
	return s.store, nil
}

// Reset implements mockctl.Data.
func (h *mockHub) Reset(ctx context.Context, session string) error {
	st, err := h.store(session)
	if err != nil {
		return err
	}
	fresh := st.Seeded()
	if err := fresh.SeedMenus(ctx, h.menus); err != nil {
		return fmt.Errorf("reset mock data: %w", err)
	}
	st.Restore(fresh)
	return nil
}

// Save implements mockctl.Data.
func (h *mockHub) Save(_ context.Context, session, name string) (mockctl.Snapshot, error) {
	st, err := h.store(session)
	if err != nil {
		return mockctl.Snapshot{}, err
	}
	copied := st.Clone()
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, replaces := h.snapshots[name]; !replaces && len(h.snapshots) >= h.limits.MaxSnapshots {
		e := apperr.New(http.StatusTooManyRequests, "mock.snapshotsFull", h.limits.MaxSnapshots)
		e.RetryAfter = 1
		return mockctl.Snapshot{}, e
	}
	snap := mockctl.Snapshot{Name: name, Session: session, SavedAt: h.now()}
	h.snapshots[name] = savedState{Snapshot: snap, store: copied}
	return snap, nil
}

// Restore implements mockctl.Data.
func (h *mockHub) Restore(_ context.Context, session, name string) (mockctl.Snapshot, error) {
	h.mu.Lock()
	saved, ok := h.snapshots[name]
	h.mu.Unlock()
	if !ok {
		return mockctl.Snapshot{}, apperr.New(http.StatusNotFound, "mock.noSnapshot", name)
	}
	st, err := h.store(session)
	if err != nil {
		return mockctl.Snapshot{}, err
	}
	st.Restore(saved.store)
	return saved.Snapshot, nil
}

// Snapshots implements mockctl.Data.
func (h *mockHub) Snapshots() []mockctl.Snapshot {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]mockctl.Snapshot, 0, len(h.snapshots))
	for _, name := range slices.Sorted(maps.Keys(h.snapshots)) {
		out = append(out, h.snapshots[name].Snapshot)
	}
	return out
}

// mockSessions sets up the mock server's controls in cfg (settings shared by every
// session) and returns the hub of its sessions: the hub that built this app, a new one
// over a mock store, or nil when this is not the mock server.
func mockSessions(ctx context.Context, backend Backend, cfg *Config) *mockHub {
	if !cfg.Session.MockServer {
		return nil
	}
	if cfg.Mock == nil {
		cfg.Mock, _ = mockctl.NewSettings(mockctl.Values{})
	}
	if cfg.hub != nil {
		return cfg.hub
	}
	store, ok := backend.(*mock.Store)
	if !ok {
		return nil
	}
	var hub *mockHub
	inner := *cfg
	inner.CORS = CORS{} // the outer app has answered CORS already
	inner.PruneEvery = 0
	hub = newMockHub(store, cfg.MockSessions, func(s *mock.Store) (*fiber.App, error) {
		inner.hub = hub
		return New(ctx, s, inner)
	})
	hub.now = cfg.Session.Now
	hub.menus = shell.DefaultMenus()
	if cfg.Session.MockServer {
		hub.menus = shell.DemoMenus()
	}
	return hub
}

// mockHandlers are the /__mock/ operations: 404 unless this is the mock server.
func mockHandlers(cfg Config, hub *mockHub) *mockctl.Handlers {
	if !cfg.Session.MockServer || hub == nil {
		return mockctl.NewHandlers(nil, nil)
	}
	return mockctl.NewHandlers(cfg.Mock, hub)
}
