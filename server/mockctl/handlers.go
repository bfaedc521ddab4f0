package mockctl

import (
	"context"
	"net/http"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
)

// Snapshot is a saved state of the mock's data.
type Snapshot struct {
	Name    string
	Session string // the data it was saved from; "" is the default data
	SavedAt time.Time
}

// Owner is the account a session belongs to: that of its first signed-in request.
type Owner struct {
	StaffID  int64
	Username string
}

// SessionInfo is one live session.
type SessionInfo struct {
	Name                             string
	Owner                            Owner // zero until a signed-in request came
	CreatedAt, LastUsedAt, ExpiresAt time.Time
	Clock                            ClockState
}

// ClockState is the time of one data set.
type ClockState struct {
	Session string // "" is the default data
	Now     time.Time
	Offset  time.Duration
}

// JobRun is what one timed job did when a clock moved.
type JobRun struct {
	Name  string
	Moved int
}

// SentSMS is a code the mock would have texted.
type SentSMS struct {
	Mobile, Code, Purpose string
	SentAt                time.Time
}

// Data is the mock's data by session ("" is the default data): reset, save, restore, the
// live sessions, their clocks and SMS outboxes. Refusals are apperr errors (429 when full,
// 404 for an unknown state or session, 503 when SMS is off). Who may do what is decided by
// the handlers (mayChange), from the sessions' owners.
type Data interface {
	Reset(ctx context.Context, session string) error
	Save(ctx context.Context, session, name string) (Snapshot, error)
	Restore(ctx context.Context, session, name string) (Snapshot, error)
	Snapshots() []Snapshot
	// Session is the live session of that name; ok is false when none lives.
	Session(name string) (info SessionInfo, ok bool)
	// Sessions lists the live sessions by name, and how many may live at once.
	Sessions() (list []SessionInfo, max int)
	// End drops a live session.
	End(ctx context.Context, name string) error
	Clock(session string) (ClockState, error)
	// Advance moves the clock of session on by d (CheckAdvance holds) and runs the timed
	// jobs once at the new time.
	Advance(ctx context.Context, session string, d time.Duration) (ClockState, []JobRun, error)
	// SMS lists the codes sent in session, to mobile only unless it is "", newest first.
	SMS(session, mobile string) ([]SentSMS, error)
}

// Handlers serves the /__mock/ operations of the contract.
type Handlers struct {
	settings *Settings
	data     Data
}

// NewHandlers returns the mock's operations; with nil settings (not the mock server)
// every one answers 404.
func NewHandlers(settings *Settings, data Data) *Handlers {
	return &Handlers{settings: settings, data: data}
}

func (h *Handlers) check(ctx context.Context, adminOnly bool) error {
	if h.settings == nil || h.data == nil {
		return apperr.New(http.StatusNotFound, "mock.only")
	}
	if adminOnly {
		if p, _ := access.PrincipalFrom(ctx); !p.Admin() {
			return apperr.New(http.StatusForbidden, "mock.adminOnly")
		}
	}
	return nil
}

func (h *Handlers) settingsOut(ctx context.Context) api.MockSettingsEnvelope {
	v := h.settings.Get()
	return api.MockSettingsEnvelope{Code: 200, Msg: access.OK(ctx), Data: api.MockSettings{
		Latency: FormatLatency(v.LatencyMin, v.LatencyMax), Faults: v.Faults,
	}}
}

// GetMockSettings implements GET /__mock/settings.
func (h *Handlers) GetMockSettings(ctx context.Context, _ api.GetMockSettingsRequestObject) (api.GetMockSettingsResponseObject, error) {
	if err := h.check(ctx, true); err != nil {
		return nil, err
	}
	return api.GetMockSettings200JSONResponse(h.settingsOut(ctx)), nil
}

// SetMockSettings implements POST /__mock/settings.
func (h *Handlers) SetMockSettings(ctx context.Context, req api.SetMockSettingsRequestObject) (api.SetMockSettingsResponseObject, error) {
	if err := h.check(ctx, true); err != nil {
		return nil, err
	}
	v := h.settings.Get()
	if req.Body.Latency != nil {
		lo, hi, err := ParseLatency(*req.Body.Latency)
		if err != nil {
			return nil, apperr.Invalid("latency", "mock.latency", *req.Body.Latency)
		}
		v.LatencyMin, v.LatencyMax = lo, hi
	}
	if req.Body.Faults != nil {
		v.Faults = *req.Body.Faults
	}
	if field, err := v.Check(); err != nil {
		return nil, apperr.Invalid(field, "validation.invalid", field, err.Error())
	}
	if err := h.settings.Set(v); err != nil {
		return nil, err
	}
	return api.SetMockSettings200JSONResponse(h.settingsOut(ctx)), nil
}

func session(p *api.MockSessionHeader) string {
	if p == nil {
		return ""
	}
	return *p
}

func snapshotOut(s Snapshot) api.MockSnapshot {
	return api.MockSnapshot{Name: s.Name, Session: s.Session, SavedAt: s.SavedAt.UTC()}
}

// ResetMockData implements POST /__mock/reset.
func (h *Handlers) ResetMockData(ctx context.Context, req api.ResetMockDataRequestObject) (api.ResetMockDataResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	s := session(req.Params.XMockSession)
	if err := h.mayChange(ctx, s); err != nil {
		return nil, err
	}
	if err := h.data.Reset(ctx, s); err != nil {
		return nil, err
	}
	return api.ResetMockData200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.MockData{Session: s}}, nil
}

// ListMockSnapshots implements GET /__mock/snapshot.
func (h *Handlers) ListMockSnapshots(ctx context.Context, _ api.ListMockSnapshotsRequestObject) (api.ListMockSnapshotsResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	list := []api.MockSnapshot{}
	for _, s := range h.data.Snapshots() {
		list = append(list, snapshotOut(s))
	}
	return api.ListMockSnapshots200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.MockSnapshotList{List: list}}, nil
}

// SaveMockSnapshot implements POST /__mock/snapshot.
func (h *Handlers) SaveMockSnapshot(ctx context.Context, req api.SaveMockSnapshotRequestObject) (api.SaveMockSnapshotResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	s := session(req.Params.XMockSession)
	if s != "" { // saving reads the data: anyone may save the default data
		if err := h.mayChange(ctx, s); err != nil {
			return nil, err
		}
	}
	snap, err := h.data.Save(ctx, s, req.Body.Name)
	if err != nil {
		return nil, err
	}
	return api.SaveMockSnapshot200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: snapshotOut(snap)}, nil
}

// RestoreMockSnapshot implements POST /__mock/restore.
func (h *Handlers) RestoreMockSnapshot(ctx context.Context, req api.RestoreMockSnapshotRequestObject) (api.RestoreMockSnapshotResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	s := session(req.Params.XMockSession)
	if err := h.mayChange(ctx, s); err != nil {
		return nil, err
	}
	snap, err := h.data.Restore(ctx, s, req.Body.Name)
	if err != nil {
		return nil, err
	}
	return api.RestoreMockSnapshot200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: snapshotOut(snap)}, nil
}
