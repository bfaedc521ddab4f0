package app

import (
	"context"
	"maps"
	"net/http"
	"slices"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/mockctl"
)

// The hub answers the /__mock/ operations (mockctl.Data); who may call them is the
// handlers' to decide.
var _ mockctl.Data = (*mockHub)(nil)

// Reset implements mockctl.Data.
func (h *mockHub) Reset(ctx context.Context, session string) error {
	d, err := h.data(session)
	if err != nil {
		return err
	}
	return d.reset(ctx, h.menus)
}

// Save implements mockctl.Data.
func (h *mockHub) Save(_ context.Context, session, name string) (mockctl.Snapshot, error) {
	d, err := h.data(session)
	if err != nil {
		return mockctl.Snapshot{}, err
	}
	copied := d.store.Clone()
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
	d, err := h.data(session)
	if err != nil {
		return mockctl.Snapshot{}, err
	}
	d.store.Restore(saved.store)
	d.replaced()
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

// Session implements mockctl.Data. Looking does not count as using it.
func (h *mockHub) Session(name string) (mockctl.SessionInfo, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s, ok := h.sessions[name]
	if !ok || h.now().Sub(s.used) > h.limits.Idle {
		return mockctl.SessionInfo{}, false
	}
	return h.info(s), true
}

// Sessions implements mockctl.Data.
func (h *mockHub) Sessions() ([]mockctl.SessionInfo, int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	now := h.now()
	out := make([]mockctl.SessionInfo, 0, len(h.sessions))
	for _, name := range slices.Sorted(maps.Keys(h.sessions)) {
		if s := h.sessions[name]; now.Sub(s.used) <= h.limits.Idle {
			out = append(out, h.info(s))
		}
	}
	return out, h.limits.Max
}

// info describes a session; h.mu is held.
func (h *mockHub) info(s *mockSession) mockctl.SessionInfo {
	return mockctl.SessionInfo{
		Name: s.name, Owner: s.ownerOf(), CreatedAt: s.created, LastUsedAt: s.used,
		ExpiresAt: s.used.Add(h.limits.Idle), Clock: s.clockState(),
	}
}

// End implements mockctl.Data.
func (h *mockHub) End(_ context.Context, name string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, ok := h.sessions[name]; !ok {
		return apperr.New(http.StatusNotFound, "mock.noSession", name)
	}
	h.drop(name)
	return nil
}

// Clock implements mockctl.Data.
func (h *mockHub) Clock(session string) (mockctl.ClockState, error) {
	d, err := h.data(session)
	if err != nil {
		return mockctl.ClockState{}, err
	}
	return d.clockState(), nil
}

// Advance implements mockctl.Data.
func (h *mockHub) Advance(ctx context.Context, session string, by time.Duration) (mockctl.ClockState, []mockctl.JobRun, error) {
	d, err := h.data(session)
	if err != nil {
		return mockctl.ClockState{}, nil, err
	}
	runs, err := d.advance(ctx, by)
	if err != nil {
		return mockctl.ClockState{}, nil, err
	}
	return d.clockState(), runs, nil
}

// SMS implements mockctl.Data.
func (h *mockHub) SMS(session, mobile string) ([]mockctl.SentSMS, error) {
	d, err := h.data(session)
	if err != nil {
		return nil, err
	}
	if d.sms == nil {
		return nil, apperr.New(http.StatusServiceUnavailable, "sms.codesOff")
	}
	return d.sent(mobile), nil
}
