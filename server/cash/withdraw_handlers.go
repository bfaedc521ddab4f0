package cash

import (
	"context"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

func withdrawalAPI(w Withdrawal) api.CashWithdrawal {
	out := api.CashWithdrawal{Id: w.ID, Sn: w.SN, Amount: money.Format(w.Amount), Fee: money.Format(w.Fee),
		Net: money.Format(w.Net), Status: api.WithdrawalStatus(w.Status), Actions: kernel.Enums[api.WithdrawalAction](WithdrawalActions(w)),
		Method: api.CashWithdrawalMethod{Id: w.MethodID, Kind: api.MethodKind(w.MethodKind), Holder: w.Holder, Bank: w.Bank,
			AccountNo: w.AccountMask},
		Reference: w.Reference, Reason: w.Reason, AppliedBy: w.AppliedBy, DecidedBy: w.DecidedBy, CreatedAt: w.CreatedAt.UTC()}
	if w.DecidedAt != nil {
		t := w.DecidedAt.UTC()
		out.DecidedAt = &t
	}
	return out
}

func settingsAPI(s Settings) api.CashSettings {
	return api.CashSettings{MinAmount: money.Format(s.MinAmount), MaxAmount: money.Format(s.MaxAmount),
		FeeRate: FormatFeeRate(s.FeeRate), CycleDays: s.CycleDays, SettleDelayDays: s.SettleDelayDays}
}

// amount reads a form's amount, naming field when it is not one.
func amount(field, s string) (int64, error) {
	v, err := money.Parse(s)
	if err != nil {
		return 0, apperr.Invalid(field, "cash.setting.format", field)
	}
	return v, nil
}

// AdminCashWithdrawIndex implements GET /admin/cashWithdraw/index.
func (h *Handlers) AdminCashWithdrawIndex(ctx context.Context, req api.AdminCashWithdrawIndexRequestObject) (api.AdminCashWithdrawIndexResponseObject, error) {
	p := req.Params
	pg := kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Sn != nil || p.StartDate != nil || p.EndDate != nil)
	f := WithdrawalFilter{Offset: pg.Offset(), Limit: pg.Size, Cap: pg.Cap}
	if p.Status != nil {
		f.Status = WithdrawalStatus(*p.Status)
	}
	if p.Sn != nil {
		f.SN = *p.Sn
	}
	if p.Sort != nil {
		f.Sort = string(*p.Sort)
	}
	from, to, err := kernel.DayRange(kernel.DatePtr(p.StartDate), kernel.DatePtr(p.EndDate), "endDate")
	if err != nil {
		return nil, err
	}
	if from != nil {
		f.From = *from
	}
	if to != nil {
		f.To = *to
	}
	rows, total, counts, err := h.svc.Withdrawals(ctx, f)
	if err != nil {
		return nil, err
	}
	out := api.AdminCashWithdrawIndex200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.List = make([]api.CashWithdrawal, len(rows))
	for i, w := range rows {
		out.Data.List[i] = withdrawalAPI(w)
	}
	c := api.CashWithdrawalCounts{Pending: counts[Pending], Paid: counts[Paid], Rejected: counts[Rejected],
		All: counts[Pending] + counts[Paid] + counts[Rejected]}
	out.Data.Exact, out.Data.CountCap = kernel.Bound(pg, &total, &c.Pending, &c.Paid, &c.Rejected, &c.All)
	out.Data.Total, out.Data.Counts = total, c
	return out, nil
}

// AdminCashWithdrawDetail implements GET /admin/cashWithdraw/detail.
func (h *Handlers) AdminCashWithdrawDetail(ctx context.Context, req api.AdminCashWithdrawDetailRequestObject) (api.AdminCashWithdrawDetailResponseObject, error) {
	w, err := h.svc.Withdrawal(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminCashWithdrawDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: withdrawalAPI(w)}, nil
}

// AdminCashWithdrawPreview implements GET /admin/cashWithdraw/preview.
func (h *Handlers) AdminCashWithdrawPreview(ctx context.Context, req api.AdminCashWithdrawPreviewRequestObject) (api.AdminCashWithdrawPreviewResponseObject, error) {
	cents, err := amount("amount", req.Params.Amount)
	if err != nil {
		return nil, err
	}
	p, err := h.svc.Preview(ctx, cents)
	if err != nil {
		return nil, err
	}
	data := api.CashWithdrawalPreview{Amount: money.Format(p.Amount), Fee: money.Format(p.Fee), Net: money.Format(p.Net),
		Available: money.Format(p.Account.Available), MinAmount: money.Format(p.Settings.MinAmount),
		MaxAmount: money.Format(p.Settings.MaxAmount), FeeRate: FormatFeeRate(p.Settings.FeeRate)}
	if p.Refusal != nil {
		r := &api.CashWithdrawalRefusal{Rule: api.WithdrawalRule(p.Refusal.Rule),
			Msg: i18n.T(access.ClientFrom(ctx).Lang, p.Error.Key, p.Error.Args...)}
		if !p.Refusal.Next.IsZero() {
			next := p.Refusal.Next.UTC().Truncate(time.Second)
			r.NextAt = &next
		}
		data.Refusal = r
	}
	return api.AdminCashWithdrawPreview200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: data}, nil
}

// AdminCashWithdrawApply implements POST /admin/cashWithdraw/apply.
func (h *Handlers) AdminCashWithdrawApply(ctx context.Context, req api.AdminCashWithdrawApplyRequestObject) (api.AdminCashWithdrawApplyResponseObject, error) {
	cents, err := amount("amount", req.Body.Amount)
	if err != nil {
		return nil, err
	}
	w, err := h.svc.Apply(ctx, ApplyInput{Amount: cents, MethodID: req.Body.MethodId, IdempotencyKey: str(req.Params.IdempotencyKey)})
	if err != nil {
		return nil, err
	}
	return api.AdminCashWithdrawApply200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: withdrawalAPI(w)}, nil
}

// AdminCashWithdrawApprove implements POST /admin/cashWithdraw/approve.
func (h *Handlers) AdminCashWithdrawApprove(ctx context.Context, req api.AdminCashWithdrawApproveRequestObject) (api.AdminCashWithdrawApproveResponseObject, error) {
	w, err := h.svc.Decide(ctx, DecideInput{ID: req.Body.Id, To: Paid, Reference: req.Body.Reference,
		IdempotencyKey: str(req.Params.IdempotencyKey)})
	if err != nil {
		return nil, err
	}
	return api.AdminCashWithdrawApprove200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: withdrawalAPI(w)}, nil
}

// AdminCashWithdrawReject implements POST /admin/cashWithdraw/reject.
func (h *Handlers) AdminCashWithdrawReject(ctx context.Context, req api.AdminCashWithdrawRejectRequestObject) (api.AdminCashWithdrawRejectResponseObject, error) {
	w, err := h.svc.Decide(ctx, DecideInput{ID: req.Body.Id, To: Rejected, Reason: req.Body.Reason,
		IdempotencyKey: str(req.Params.IdempotencyKey)})
	if err != nil {
		return nil, err
	}
	return api.AdminCashWithdrawReject200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: withdrawalAPI(w)}, nil
}

// AdminCashSettingsDetail implements GET /admin/cashSettings/detail.
func (h *Handlers) AdminCashSettingsDetail(ctx context.Context, _ api.AdminCashSettingsDetailRequestObject) (api.AdminCashSettingsDetailResponseObject, error) {
	s, err := h.svc.Settings(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminCashSettingsDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: settingsAPI(s)}, nil
}

// AdminCashSettingsEdit implements POST /admin/cashSettings/edit.
func (h *Handlers) AdminCashSettingsEdit(ctx context.Context, req api.AdminCashSettingsEditRequestObject) (api.AdminCashSettingsEditResponseObject, error) {
	b := req.Body
	s, err := h.svc.SaveSettings(ctx, SettingsInput{MinAmount: b.MinAmount, MaxAmount: b.MaxAmount, FeeRate: b.FeeRate,
		CycleDays: b.CycleDays, SettleDelayDays: b.SettleDelayDays})
	if err != nil {
		return nil, err
	}
	return api.AdminCashSettingsEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: settingsAPI(s)}, nil
}
