package listsettings

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
)

// Handlers serves the list settings operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the list settings part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func envelope(ctx context.Context, list string, s Settings) api.ListSettingsEnvelope {
	hidden := s.HiddenColumns
	if hidden == nil {
		hidden = []string{}
	}
	views := make([]api.ListView, len(s.Views))
	for i, v := range s.Views {
		views[i] = api.ListView{Id: v.ID, Name: v.Name, Query: v.Query, IsDefault: v.IsDefault, CreatedAt: v.CreatedAt.UTC()}
	}
	return api.ListSettingsEnvelope{
		Code: 200, Msg: access.OK(ctx),
		Data: api.ListSettings{List: list, HiddenColumns: hidden, Views: views},
	}
}

// ListSettingsDetail implements GET /listSettings/detail.
func (h *Handlers) ListSettingsDetail(ctx context.Context, req api.ListSettingsDetailRequestObject) (api.ListSettingsDetailResponseObject, error) {
	s, err := h.svc.Get(ctx, req.Params.List)
	if err != nil {
		return nil, err
	}
	return api.ListSettingsDetail200JSONResponse(envelope(ctx, req.Params.List, s)), nil
}

// ListSettingsSaveColumns implements POST /listSettings/saveColumns.
func (h *Handlers) ListSettingsSaveColumns(ctx context.Context, req api.ListSettingsSaveColumnsRequestObject) (api.ListSettingsSaveColumnsResponseObject, error) {
	b := req.Body
	s, err := h.svc.SaveColumns(ctx, b.List, b.HiddenColumns)
	if err != nil {
		return nil, err
	}
	return api.ListSettingsSaveColumns200JSONResponse(envelope(ctx, b.List, s)), nil
}

// ListSettingsSaveView implements POST /listSettings/saveView.
func (h *Handlers) ListSettingsSaveView(ctx context.Context, req api.ListSettingsSaveViewRequestObject) (api.ListSettingsSaveViewResponseObject, error) {
	b := req.Body
	in := ViewInput{Name: b.Name, Query: b.Query, IsDefault: b.IsDefault}
	if b.Id != nil {
		in.ID = *b.Id
	}
	s, err := h.svc.SaveView(ctx, b.List, in)
	if err != nil {
		return nil, err
	}
	return api.ListSettingsSaveView200JSONResponse(envelope(ctx, b.List, s)), nil
}

// ListSettingsDestroyView implements POST /listSettings/destroyView.
func (h *Handlers) ListSettingsDestroyView(ctx context.Context, req api.ListSettingsDestroyViewRequestObject) (api.ListSettingsDestroyViewResponseObject, error) {
	b := req.Body
	s, err := h.svc.DestroyView(ctx, b.List, b.Id)
	if err != nil {
		return nil, err
	}
	return api.ListSettingsDestroyView200JSONResponse(envelope(ctx, b.List, s)), nil
}
