package mockctl

import (
	"context"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
)

// ListMockSessions implements GET /__mock/sessions.
func (h *Handlers) ListMockSessions(ctx context.Context, _ api.ListMockSessionsRequestObject) (api.ListMockSessionsResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	sessions, most := h.data.Sessions()
	list := make([]api.MockSession, 0, len(sessions))
	for _, s := range sessions {
		list = append(list, api.MockSession{
			Name: s.Name, Owner: s.Owner.Username, CreatedAt: s.CreatedAt.UTC(), LastUsedAt: s.LastUsedAt.UTC(),
			ExpiresAt: s.ExpiresAt.UTC(), Now: s.Clock.Now.UTC(), Offset: s.Clock.Offset.String(),
		})
	}
	return api.ListMockSessions200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.MockSessionList{List: list, Max: most}}, nil
}

// EndMockSession implements POST /__mock/session/end.
func (h *Handlers) EndMockSession(ctx context.Context, req api.EndMockSessionRequestObject) (api.EndMockSessionResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	s := session(req.Params.XMockSession)
	if s == "" {
		return nil, apperr.Invalid("X-Mock-Session", "mock.endWhich")
	}
	if err := h.mayChange(ctx, s); err != nil {
		return nil, err
	}
	if err := h.data.End(ctx, s); err != nil {
		return nil, err
	}
	return api.EndMockSession200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.MockData{Session: s}}, nil
}

// GetMockClock implements GET /__mock/clock.
func (h *Handlers) GetMockClock(ctx context.Context, req api.GetMockClockRequestObject) (api.GetMockClockResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	c, err := h.data.Clock(session(req.Params.XMockSession))
	if err != nil {
		return nil, err
	}
	return api.GetMockClock200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.MockClock{
		Session: c.Session, Now: c.Now.UTC(), Offset: c.Offset.String(), OffsetSeconds: int(c.Offset / time.Second),
	}}, nil
}

// AdvanceMockClock implements POST /__mock/clock.
func (h *Handlers) AdvanceMockClock(ctx context.Context, req api.AdvanceMockClockRequestObject) (api.AdvanceMockClockResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	d, err := time.ParseDuration(req.Body.Advance)
	if err != nil || CheckAdvance(d) != nil {
		return nil, apperr.Invalid("advance", "mock.clockAdvance", req.Body.Advance)
	}
	s := session(req.Params.XMockSession)
	if err := h.mayChange(ctx, s); err != nil {
		return nil, err
	}
	c, runs, err := h.data.Advance(ctx, s, d)
	if err != nil {
		return nil, err
	}
	jobs := make([]api.MockJobRun, 0, len(runs))
	for _, r := range runs {
		jobs = append(jobs, api.MockJobRun{Name: r.Name, Moved: r.Moved})
	}
	return api.AdvanceMockClock200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.MockClockAdvanced{
		Session: c.Session, Now: c.Now.UTC(), Offset: c.Offset.String(), OffsetSeconds: int(c.Offset / time.Second), Jobs: jobs,
	}}, nil
}

// ListMockSMS implements GET /__mock/sms.
func (h *Handlers) ListMockSMS(ctx context.Context, req api.ListMockSMSRequestObject) (api.ListMockSMSResponseObject, error) {
	if err := h.check(ctx, false); err != nil {
		return nil, err
	}
	s := session(req.Params.XMockSession)
	if err := h.mayChange(ctx, s); err != nil {
		return nil, err
	}
	mobile := ""
	if req.Params.Mobile != nil {
		mobile = *req.Params.Mobile
	}
	sent, err := h.data.SMS(s, mobile)
	if err != nil {
		return nil, err
	}
	list := make([]api.MockSMS, 0, len(sent))
	for _, m := range sent {
		list = append(list, api.MockSMS{Mobile: m.Mobile, Code: m.Code, Purpose: m.Purpose, SentAt: m.SentAt.UTC()})
	}
	return api.ListMockSMS200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.MockSMSList{List: list}}, nil
}
