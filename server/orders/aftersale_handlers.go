package orders

import (
	"context"

	"shopconsole/server/api"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

func afterSaleAPI(a AfterSale) api.AfterSale {
	images := a.Images
	if images == nil {
		images = []string{}
	}
	return api.AfterSale{Id: a.ID, Sn: a.SN, OrderId: a.OrderID, OrderSn: a.OrderSN, ItemId: a.ItemID, GoodsName: a.GoodsName,
		SkuText: a.SKUText, Image: a.Image, Quantity: a.Quantity, Kind: api.AfterSaleKind(a.Kind), Amount: money.Format(a.Amount),
		Reason: a.Reason, Images: images, Status: api.AfterSaleStatus(a.Status), Actions: kernel.Enums[api.AfterSaleAction](AfterSaleStaffActions(a)),
		User:   api.UserBrief{Id: a.User.ID, Nickname: a.User.Nickname, Mobile: a.User.Mobile, Avatar: a.User.Avatar},
		PayWay: api.PayWay(a.PayWay), ReturnAddress: a.ReturnAddress, BuyerCarrier: a.BuyerCarrier, BuyerTrackingNo: a.BuyerTrackingNo,
		RefuseReason: a.RefuseReason, Deadline: timePtr(a.Deadline), RefundSn: a.RefundSN, Rights: rightsAPI(a.Rights),
		CreatedAt: a.CreatedAt.UTC(), UpdatedAt: a.UpdatedAt.UTC()}
}

func rightsAPI(r *Rights) *api.Rights {
	if r == nil {
		return nil
	}
	out := api.Rights{Status: api.RightsStatus(r.Status), Statements: make([]api.RightsStatement, len(r.Statements))}
	if r.Decision != "" {
		d := api.RightsDecision(r.Decision)
		out.Decision = &d
	}
	for i, st := range r.Statements {
		images := st.Images
		if images == nil {
			images = []string{}
		}
		out.Statements[i] = api.RightsStatement{Side: api.RightsSide(st.Side), Operator: st.Operator, Text: st.Text, Images: images,
			CreatedAt: st.CreatedAt.UTC()}
	}
	return &out
}

func afterSaleEnvelope(ctx context.Context, a AfterSale) api.AfterSaleEnvelope {
	return api.AfterSaleEnvelope{Code: 200, Msg: ok(ctx), Data: afterSaleAPI(a)}
}

// AdminAfterSaleIndex implements GET /admin/aftersale/index.
func (h *Handlers) AdminAfterSaleIndex(ctx context.Context, req api.AdminAfterSaleIndexRequestObject) (api.AdminAfterSaleIndexResponseObject, error) {
	p := req.Params
	f := AfterSaleFilter{SN: deref(p.Sn, ""), Buyer: deref(p.Buyer, ""), Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(
		p.Sn != nil || p.Buyer != nil || p.Kind != nil || p.Rights != nil || p.StartDate != nil || p.EndDate != nil)}
	if p.Tab != nil && *p.Tab != api.AdminAfterSaleIndexParamsTabAll {
		f.Status = AfterSaleStatus(*p.Tab)
	}
	if p.Kind != nil {
		f.Kind = Kind(*p.Kind)
	}
	if p.Rights != nil {
		f.Rights = RightsFilter(*p.Rights)
	}
	var err error
	if f.From, f.To, err = days(p.StartDate, p.EndDate); err != nil {
		return nil, err
	}
	rows, total, c, err := h.svc.ListAfterSales(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.AfterSale, len(rows))
	for i, a := range rows {
		list[i] = afterSaleAPI(a)
	}
	n := api.AfterSaleCounts{All: c.All(), Applied: c[Applied], AwaitingReturn: c[AwaitingReturn], AwaitingReceipt: c[AwaitingReceipt],
		AwaitingRefund: c[AwaitingRefund], Refunded: c[Refunded], Refused: c[Refused], Revoked: c[Revoked]}
	exact, countCap := kernel.Bound(f.Page, &total, &n.All, &n.Applied, &n.AwaitingReturn, &n.AwaitingReceipt, &n.AwaitingRefund,
		&n.Refunded, &n.Refused, &n.Revoked)
	return api.AdminAfterSaleIndex200JSONResponse{Code: 200, Msg: ok(ctx),
		Data: api.AfterSaleList{List: list, Total: total, Counts: n, Exact: exact, CountCap: countCap}}, nil
}

// AdminAfterSaleDetail implements GET /admin/aftersale/detail.
func (h *Handlers) AdminAfterSaleDetail(ctx context.Context, req api.AdminAfterSaleDetailRequestObject) (api.AdminAfterSaleDetailResponseObject, error) {
	d, err := h.svc.AfterSaleOf(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	log := make([]api.AfterSaleLogEntry, len(d.Log))
	for i, e := range d.Log {
		log[i] = api.AfterSaleLogEntry{Id: e.ID, Action: api.AfterSaleLogEntryAction(e.Action), ToStatus: api.AfterSaleStatus(e.To),
			Operator: e.Operator, Remark: e.Remark, CreatedAt: e.CreatedAt.UTC()}
		if e.From != "" {
			from := api.AfterSaleLogEntryFromStatus(e.From)
			log[i].FromStatus = &from
		}
	}
	out := api.AfterSaleDetail{AfterSale: afterSaleAPI(d.AfterSale), Order: orderAPI(d.Order), Log: log}
	if d.Refund != nil {
		r := api.NullableRefund(refundAPI(*d.Refund)) // the same fields as Refund, nullable
		out.Refund = &r
	}
	return api.AdminAfterSaleDetail200JSONResponse{Code: 200, Msg: ok(ctx), Data: out}, nil
}

// AdminAfterSaleAgree implements POST /admin/aftersale/agree.
func (h *Handlers) AdminAfterSaleAgree(ctx context.Context, req api.AdminAfterSaleAgreeRequestObject) (api.AdminAfterSaleAgreeResponseObject, error) {
	a, err := h.svc.Agree(ctx, req.Body.Id, deref(req.Body.ReturnAddress, ""))
	if err != nil {
		return nil, err
	}
	return api.AdminAfterSaleAgree200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminAfterSaleRefuse implements POST /admin/aftersale/refuse.
func (h *Handlers) AdminAfterSaleRefuse(ctx context.Context, req api.AdminAfterSaleRefuseRequestObject) (api.AdminAfterSaleRefuseResponseObject, error) {
	a, err := h.svc.Refuse(ctx, req.Body.Id, req.Body.Reason)
	if err != nil {
		return nil, err
	}
	return api.AdminAfterSaleRefuse200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminAfterSaleReceive implements POST /admin/aftersale/receive.
func (h *Handlers) AdminAfterSaleReceive(ctx context.Context, req api.AdminAfterSaleReceiveRequestObject) (api.AdminAfterSaleReceiveResponseObject, error) {
	a, err := h.svc.Receive(ctx, req.Body.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminAfterSaleReceive200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminAfterSaleRejectGoods implements POST /admin/aftersale/rejectGoods.
func (h *Handlers) AdminAfterSaleRejectGoods(ctx context.Context, req api.AdminAfterSaleRejectGoodsRequestObject) (api.AdminAfterSaleRejectGoodsResponseObject, error) {
	a, err := h.svc.RejectGoods(ctx, req.Body.Id, req.Body.Reason)
	if err != nil {
		return nil, err
	}
	return api.AdminAfterSaleRejectGoods200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminAfterSaleRefund implements POST /admin/aftersale/refund.
func (h *Handlers) AdminAfterSaleRefund(ctx context.Context, req api.AdminAfterSaleRefundRequestObject) (api.AdminAfterSaleRefundResponseObject, error) {
	a, err := h.svc.RefundAfterSale(ctx, req.Body.Id, deref(req.Params.IdempotencyKey, ""))
	if err != nil {
		return nil, err
	}
	return api.AdminAfterSaleRefund200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// StorefrontAfterSaleApply implements POST /storefront/aftersale/apply.
func (h *Handlers) StorefrontAfterSaleApply(ctx context.Context, req api.StorefrontAfterSaleApplyRequestObject) (api.StorefrontAfterSaleApplyResponseObject, error) {
	b := req.Body
	a, err := h.svc.Apply(ctx, ApplyInput{OrderID: b.OrderId, ItemID: b.ItemId, Quantity: b.Quantity, Kind: Kind(b.Kind), Amount: b.Amount,
		Reason: b.Reason, Images: deref(b.Images, nil), IdempotencyKey: deref(req.Params.IdempotencyKey, "")})
	if err != nil {
		return nil, err
	}
	return api.StorefrontAfterSaleApply200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// StorefrontAfterSaleShip implements POST /storefront/aftersale/ship.
func (h *Handlers) StorefrontAfterSaleShip(ctx context.Context, req api.StorefrontAfterSaleShipRequestObject) (api.StorefrontAfterSaleShipResponseObject, error) {
	a, err := h.svc.ShipBack(ctx, req.Body.Id, req.Body.Carrier, req.Body.TrackingNo)
	if err != nil {
		return nil, err
	}
	return api.StorefrontAfterSaleShip200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// StorefrontAfterSaleRevoke implements POST /storefront/aftersale/revoke.
func (h *Handlers) StorefrontAfterSaleRevoke(ctx context.Context, req api.StorefrontAfterSaleRevokeRequestObject) (api.StorefrontAfterSaleRevokeResponseObject, error) {
	a, err := h.svc.Revoke(ctx, req.Body.Id)
	if err != nil {
		return nil, err
	}
	return api.StorefrontAfterSaleRevoke200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// StorefrontAfterSaleRights implements POST /storefront/aftersale/rights.
func (h *Handlers) StorefrontAfterSaleRights(ctx context.Context, req api.StorefrontAfterSaleRightsRequestObject) (api.StorefrontAfterSaleRightsResponseObject, error) {
	a, err := h.svc.OpenRights(ctx, req.Body.Id, req.Body.Text, deref(req.Body.Images, nil))
	if err != nil {
		return nil, err
	}
	return api.StorefrontAfterSaleRights200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminRightsForward implements POST /admin/aftersale/rights/forward.
func (h *Handlers) AdminRightsForward(ctx context.Context, req api.AdminRightsForwardRequestObject) (api.AdminRightsForwardResponseObject, error) {
	a, err := h.svc.ForwardRights(ctx, req.Body.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminRightsForward200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminRightsAppeal implements POST /admin/aftersale/rights/appeal.
func (h *Handlers) AdminRightsAppeal(ctx context.Context, req api.AdminRightsAppealRequestObject) (api.AdminRightsAppealResponseObject, error) {
	a, err := h.svc.AppealRights(ctx, req.Body.Id, req.Body.Text, deref(req.Body.Images, nil))
	if err != nil {
		return nil, err
	}
	return api.AdminRightsAppeal200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminRightsArbitrate implements POST /admin/aftersale/rights/arbitrate.
func (h *Handlers) AdminRightsArbitrate(ctx context.Context, req api.AdminRightsArbitrateRequestObject) (api.AdminRightsArbitrateResponseObject, error) {
	a, err := h.svc.ArbitrateRights(ctx, req.Body.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminRightsArbitrate200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}

// AdminRightsClose implements POST /admin/aftersale/rights/close.
func (h *Handlers) AdminRightsClose(ctx context.Context, req api.AdminRightsCloseRequestObject) (api.AdminRightsCloseResponseObject, error) {
	a, err := h.svc.CloseRights(ctx, req.Body.Id, Side(req.Body.Decision), req.Body.Text)
	if err != nil {
		return nil, err
	}
	return api.AdminRightsClose200JSONResponse(afterSaleEnvelope(ctx, a)), nil
}
