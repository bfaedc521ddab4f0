package shell

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/i18n"
)

// Handlers serves the shell operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the shell part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func caller(ctx context.Context) (access.Principal, string, error) {
	p, err := access.Signed(ctx)
	if err != nil {
		return p, "", err
	}
	return p, access.OK(ctx), nil
}

// GetRouterList implements GET /router/getList.
func (h *Handlers) GetRouterList(ctx context.Context, _ api.GetRouterListRequestObject) (api.GetRouterListResponseObject, error) {
	p, msg, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	routes, err := h.svc.Routes(ctx, p)
	if err != nil {
		return nil, err
	}
	return api.GetRouterList200JSONResponse{Code: 200, Msg: msg, Data: api.RouteList{List: routes}}, nil
}

// GetSearchList implements GET /search/getList.
func (h *Handlers) GetSearchList(ctx context.Context, _ api.GetSearchListRequestObject) (api.GetSearchListResponseObject, error) {
	p, msg, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	list, err := h.svc.Suggestions(ctx, p)
	if err != nil {
		return nil, err
	}
	return api.GetSearchList200JSONResponse{Code: 200, Msg: msg, Data: api.SearchList{List: list}}, nil
}

func (h *Handlers) notices(ctx context.Context) (api.NoticeListEnvelope, error) {
	p, msg, err := caller(ctx)
	if err != nil {
		return api.NoticeListEnvelope{}, err
	}
	list, err := h.svc.Notices(ctx, p)
	if err != nil {
		return api.NoticeListEnvelope{}, err
	}
	lang := access.ClientFrom(ctx).Lang
	out := make([]api.Notice, len(list))
	for i, n := range list {
		out[i] = api.Notice{Id: n.ID, Image: n.Image, Notice: i18n.Sample(lang, n.Notice), Email: i18n.Sample(lang, n.Email),
			CreatedAt: n.CreatedAt.UTC()}
	}
	return api.NoticeListEnvelope{Code: 200, Msg: msg, Data: api.NoticeList{List: out, Total: len(out)}}, nil
}

// GetShopNoticeList implements GET /shop/notice/getList.
func (h *Handlers) GetShopNoticeList(ctx context.Context, _ api.GetShopNoticeListRequestObject) (api.GetShopNoticeListResponseObject, error) {
	env, err := h.notices(ctx)
	return api.GetShopNoticeList200JSONResponse(env), err
}

// ClearShopNotices implements POST /shop/notice/clear.
func (h *Handlers) ClearShopNotices(ctx context.Context, _ api.ClearShopNoticesRequestObject) (api.ClearShopNoticesResponseObject, error) {
	p, _, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.svc.ClearNotices(ctx, p); err != nil {
		return nil, err
	}
	env, err := h.notices(ctx)
	return api.ClearShopNotices200JSONResponse(env), err
}

// GetNoticeList implements GET /notice/getList, the template's path for the same list.
func (h *Handlers) GetNoticeList(ctx context.Context, _ api.GetNoticeListRequestObject) (api.GetNoticeListResponseObject, error) {
	env, err := h.notices(ctx)
	return api.GetNoticeList200JSONResponse(env), err
}
