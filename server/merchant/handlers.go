package merchant

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/kernel"
)

// Handlers serves the merchant operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the merchant part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func fields(b api.MerchantApplicationInput) Fields {
	f := Fields{CompanyName: str(b.CompanyName), LicenceNo: str(b.LicenceNo), LicencePicture: str(b.LicencePicture),
		LegalName: str(b.LegalName), IDNumber: str(b.IdNumber), IDFrontPicture: str(b.IdFrontPicture), IDBackPicture: str(b.IdBackPicture),
		Bank: str(b.Bank), AccountHolder: str(b.AccountHolder), AccountNo: str(b.AccountNo), ShopName: str(b.ShopName),
		ContactName: str(b.ContactName), ContactMobile: str(b.ContactMobile)}
	if b.Kind != nil {
		f.Kind = Kind(*b.Kind)
	}
	if b.Category != nil {
		f.Category = string(*b.Category)
	}
	return f
}

// applicationAPI answers a as the caller sees it: masked unless they may approve.
func applicationAPI(a Application, unmasked bool) api.MerchantApplication {
	f := a.Fields
	if !unmasked {
		f = Masked(f)
	}
	out := api.MerchantApplication{Id: a.ID, Own: a.Own, State: api.MerchantApplicationState(a.State), Kind: string(f.Kind),
		CompanyName: f.CompanyName, LicenceNo: f.LicenceNo, LicencePicture: f.LicencePicture, LegalName: f.LegalName,
		IdNumber: f.IDNumber, IdFrontPicture: f.IDFrontPicture, IdBackPicture: f.IDBackPicture, Bank: f.Bank,
		AccountHolder: f.AccountHolder, AccountNo: f.AccountNo, ShopName: f.ShopName, Category: f.Category,
		ContactName: f.ContactName, ContactMobile: f.ContactMobile, Reason: a.Reason,
		History: make([]api.MerchantApplicationEvent, 0, len(a.History))}
	if !a.SubmittedAt.IsZero() {
		at := a.SubmittedAt.UTC()
		out.SubmittedAt = &at
	}
	if !a.UpdatedAt.IsZero() {
		at := a.UpdatedAt.UTC()
		out.UpdatedAt = &at
	}
	for _, e := range a.History {
		out.History = append(out.History, api.MerchantApplicationEvent{From: string(e.From), To: api.MerchantApplicationState(e.To),
			Operator: e.Operator, Reason: e.Reason, CreatedAt: e.At.UTC()})
	}
	return out
}

func (h *Handlers) envelope(ctx context.Context, a Application) api.MerchantApplicationEnvelope {
	return api.MerchantApplicationEnvelope{Code: 200, Msg: access.OK(ctx), Data: applicationAPI(a, Approver(ctx))}
}

// AdminMerchantApplicationIndex implements GET /admin/merchantApplication/index.
func (h *Handlers) AdminMerchantApplicationIndex(ctx context.Context, req api.AdminMerchantApplicationIndexRequestObject) (api.AdminMerchantApplicationIndexResponseObject, error) {
	p := kernel.PageOf(ctx, req.Params.PageNo, req.Params.PageSize).Filtered(req.Params.State != nil)
	q := Query{Offset: p.Offset(), Limit: p.Size}
	if req.Params.State != nil {
		q.State = State(*req.Params.State)
	}
	all, total, err := h.svc.Applications(ctx, q)
	if err != nil {
		return nil, err
	}
	out := api.AdminMerchantApplicationIndex200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.List = make([]api.MerchantApplication, 0, len(all))
	unmasked := Approver(ctx)
	for _, a := range all {
		out.Data.List = append(out.Data.List, applicationAPI(a, unmasked))
	}
	out.Data.Exact, out.Data.CountCap = kernel.Bound(p, &total)
	out.Data.Total = total
	return out, nil
}

// AdminMerchantApplicationDetail implements GET /admin/merchantApplication/detail.
func (h *Handlers) AdminMerchantApplicationDetail(ctx context.Context, req api.AdminMerchantApplicationDetailRequestObject) (api.AdminMerchantApplicationDetailResponseObject, error) {
	var a Application
	var err error
	if req.Params.Id != nil {
		a, err = h.svc.Application(ctx, *req.Params.Id)
	} else {
		a, err = h.svc.Own(ctx)
	}
	if err != nil {
		return nil, err
	}
	return api.AdminMerchantApplicationDetail200JSONResponse(h.envelope(ctx, a)), nil
}

// AdminMerchantApplicationSave implements POST /admin/merchantApplication/save.
func (h *Handlers) AdminMerchantApplicationSave(ctx context.Context, req api.AdminMerchantApplicationSaveRequestObject) (api.AdminMerchantApplicationSaveResponseObject, error) {
	a, err := h.svc.Save(ctx, fields(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminMerchantApplicationSave200JSONResponse(h.envelope(ctx, a)), nil
}

// AdminMerchantApplicationSubmit implements POST /admin/merchantApplication/submit.
func (h *Handlers) AdminMerchantApplicationSubmit(ctx context.Context, _ api.AdminMerchantApplicationSubmitRequestObject) (api.AdminMerchantApplicationSubmitResponseObject, error) {
	a, err := h.svc.Submit(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminMerchantApplicationSubmit200JSONResponse(h.envelope(ctx, a)), nil
}

// AdminMerchantApplicationApprove implements POST /admin/merchantApplication/approve.
func (h *Handlers) AdminMerchantApplicationApprove(ctx context.Context, req api.AdminMerchantApplicationApproveRequestObject) (api.AdminMerchantApplicationApproveResponseObject, error) {
	a, err := h.svc.Review(ctx, req.Body.Id, Approve, "")
	if err != nil {
		return nil, err
	}
	return api.AdminMerchantApplicationApprove200JSONResponse(h.envelope(ctx, a)), nil
}

// AdminMerchantApplicationReject implements POST /admin/merchantApplication/reject.
func (h *Handlers) AdminMerchantApplicationReject(ctx context.Context, req api.AdminMerchantApplicationRejectRequestObject) (api.AdminMerchantApplicationRejectResponseObject, error) {
	a, err := h.svc.Review(ctx, req.Body.Id, Reject, req.Body.Reason)
	if err != nil {
		return nil, err
	}
	return api.AdminMerchantApplicationReject200JSONResponse(h.envelope(ctx, a)), nil
}

// AdminMerchantApplicationOpen implements POST /admin/merchantApplication/open.
func (h *Handlers) AdminMerchantApplicationOpen(ctx context.Context, req api.AdminMerchantApplicationOpenRequestObject) (api.AdminMerchantApplicationOpenResponseObject, error) {
	a, err := h.svc.Review(ctx, req.Body.Id, Open, "")
	if err != nil {
		return nil, err
	}
	return api.AdminMerchantApplicationOpen200JSONResponse(h.envelope(ctx, a)), nil
}
