package bind

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
)

// Handlers serves the bind operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the bind part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func boundAPI(b Binding, found bool) api.BoundStore {
	if !found {
		return api.BoundStore{Bound: false}
	}
	at := b.BoundAt.UTC()
	return api.BoundStore{Bound: true, StoreCode: &b.StoreCode, StoreName: &b.StoreName, BoundAt: &at, BoundBy: &b.BoundBy}
}

// AdminBindStoreDetail implements GET /admin/bindStore/detail.
func (h *Handlers) AdminBindStoreDetail(ctx context.Context, _ api.AdminBindStoreDetailRequestObject) (api.AdminBindStoreDetailResponseObject, error) {
	b, found, err := h.svc.Current(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminBindStoreDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: boundAPI(b, found)}, nil
}

// AdminBindStoreSendCode implements POST /admin/bindStore/sendCode.
func (h *Handlers) AdminBindStoreSendCode(ctx context.Context, req api.AdminBindStoreSendCodeRequestObject) (api.AdminBindStoreSendCodeResponseObject, error) {
	sent, err := h.svc.SendCode(ctx, req.Body.StoreCode)
	if err != nil {
		return nil, err
	}
	return api.AdminBindStoreSendCode200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.BindCodeSent{
		Mobile: sent.Mobile, ExpiresIn: int(sent.ExpireIn.Seconds()), ResendIn: int(sent.ResendIn.Seconds())}}, nil
}

// AdminBindStoreBind implements POST /admin/bindStore/bind.
func (h *Handlers) AdminBindStoreBind(ctx context.Context, req api.AdminBindStoreBindRequestObject) (api.AdminBindStoreBindResponseObject, error) {
	b, err := h.svc.Bind(ctx, req.Body.StoreCode, req.Body.Code)
	if err != nil {
		return nil, err
	}
	return api.AdminBindStoreBind200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: boundAPI(b, true)}, nil
}

// AdminBindStoreUnbind implements POST /admin/bindStore/unbind.
func (h *Handlers) AdminBindStoreUnbind(ctx context.Context, _ api.AdminBindStoreUnbindRequestObject) (api.AdminBindStoreUnbindResponseObject, error) {
	if err := h.svc.Unbind(ctx); err != nil {
		return nil, err
	}
	return api.AdminBindStoreUnbind200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: boundAPI(Binding{}, false)}, nil
}
