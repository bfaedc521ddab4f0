package cash

import (
	"context"
	"slices"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/money"
)

// Handlers serves the cash operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the cash part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func input(b api.CashMethodInput) Input {
	in := Input{Kind: MethodKind(b.Kind), Holder: b.Holder, Bank: str(b.Bank), Branch: str(b.Branch), AccountNo: b.AccountNo}
	if b.Id != nil {
		in.ID = *b.Id
	}
	if b.IsDefault != nil {
		in.IsDefault = *b.IsDefault
	}
	return in
}

// methodAPI is a method as every answer but the reveal shows it: its number masked.
func methodAPI(m Method) api.CashMethod {
	return api.CashMethod{Id: m.ID, Kind: api.MethodKind(m.Kind), Holder: m.Holder, Bank: m.Bank, Branch: m.Branch,
		AccountNo: Mask(m.Kind, m.AccountNo), IsDefault: m.IsDefault}
}

// AdminCashAccountDetail implements GET /admin/cashAccount/detail.
func (h *Handlers) AdminCashAccountDetail(ctx context.Context, _ api.AdminCashAccountDetailRequestObject) (api.AdminCashAccountDetailResponseObject, error) {
	a, err := h.svc.Account(ctx)
	if err != nil {
		return nil, err
	}
	pending, err := h.svc.PendingSettlement(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminCashAccountDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.CashAccount{
		Available: money.Format(a.Available), Frozen: money.Format(a.Frozen), Debt: money.Format(a.Debt),
		Withdrawn: money.Format(a.Withdrawn), PendingSettlement: money.Format(pending),
	}}, nil
}

// AdminCashMethodIndex implements GET /admin/cashMethod/index.
func (h *Handlers) AdminCashMethodIndex(ctx context.Context, _ api.AdminCashMethodIndexRequestObject) (api.AdminCashMethodIndexResponseObject, error) {
	ms, err := h.svc.Methods(ctx)
	if err != nil {
		return nil, err
	}
	out := api.AdminCashMethodIndex200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.List = make([]api.CashMethod, len(ms))
	for i, m := range ms {
		out.Data.List[i] = methodAPI(m)
	}
	out.Data.Total = int64(len(ms))
	return out, nil
}

// AdminCashMethodBanks implements GET /admin/cashMethod/banks.
func (h *Handlers) AdminCashMethodBanks(ctx context.Context, _ api.AdminCashMethodBanksRequestObject) (api.AdminCashMethodBanksResponseObject, error) {
	out := api.AdminCashMethodBanks200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.List = slices.Clone(Banks)
	return out, nil
}

// AdminCashMethodDetail implements GET /admin/cashMethod/detail.
func (h *Handlers) AdminCashMethodDetail(ctx context.Context, req api.AdminCashMethodDetailRequestObject) (api.AdminCashMethodDetailResponseObject, error) {
	m, err := h.svc.Method(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminCashMethodDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: methodAPI(m)}, nil
}

// AdminCashMethodReveal implements GET /admin/cashMethod/reveal.
func (h *Handlers) AdminCashMethodReveal(ctx context.Context, req api.AdminCashMethodRevealRequestObject) (api.AdminCashMethodRevealResponseObject, error) {
	m, err := h.svc.Reveal(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	out := api.AdminCashMethodReveal200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.Id, out.Data.AccountNo = m.ID, m.AccountNo
	return out, nil
}

// AdminCashMethodAdd implements POST /admin/cashMethod/add.
func (h *Handlers) AdminCashMethodAdd(ctx context.Context, req api.AdminCashMethodAddRequestObject) (api.AdminCashMethodAddResponseObject, error) {
	m, err := h.svc.Add(ctx, input(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminCashMethodAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: methodAPI(m)}, nil
}

// AdminCashMethodEdit implements POST /admin/cashMethod/edit.
func (h *Handlers) AdminCashMethodEdit(ctx context.Context, req api.AdminCashMethodEditRequestObject) (api.AdminCashMethodEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "cash.required", "id")
	}
	m, err := h.svc.Edit(ctx, input(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminCashMethodEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: methodAPI(m)}, nil
}

// AdminCashMethodDestroy implements POST /admin/cashMethod/destroy.
func (h *Handlers) AdminCashMethodDestroy(ctx context.Context, req api.AdminCashMethodDestroyRequestObject) (api.AdminCashMethodDestroyResponseObject, error) {
	if err := h.svc.Destroy(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminCashMethodDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminCashMethodSetDefault implements POST /admin/cashMethod/setDefault.
func (h *Handlers) AdminCashMethodSetDefault(ctx context.Context, req api.AdminCashMethodSetDefaultRequestObject) (api.AdminCashMethodSetDefaultResponseObject, error) {
	m, err := h.svc.SetDefault(ctx, req.Body.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminCashMethodSetDefault200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: methodAPI(m)}, nil
}
