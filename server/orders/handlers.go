package orders

import (
	"context"
	"errors"
	"io"
	"mime/multipart"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

// Handlers serves the order operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the order part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

// days answers the instants a list's shop-day range bounds (zero: open; the end exclusive),
// or a 400 naming endDate when it ends before it starts.
func days(start, end *api.StartDate) (from, to time.Time, err error) {
	f, t, err := kernel.DayRange(kernel.DatePtr(start), kernel.DatePtr(end), "endDate")
	return deref(f, time.Time{}), deref(t, time.Time{}), err
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func orderAPI(o Order) api.Order {
	items := make([]api.OrderItem, len(o.Items))
	for i, it := range o.Items {
		items[i] = api.OrderItem{Id: it.ID, GoodsId: it.GoodsID, SkuId: it.SKUID, GoodsName: it.GoodsName, SkuText: it.SKUText,
			Image: it.Image, Price: money.Format(it.Price), Quantity: it.Quantity, Amount: money.Format(it.Amount())}
	}
	c := o.Consignee
	out := api.Order{Id: o.ID, Sn: o.SN, UserId: o.UserID,
		User:   api.UserBrief{Id: o.User.ID, Nickname: o.User.Nickname, Mobile: o.User.Mobile, Avatar: o.User.Avatar},
		Status: api.OrderStatus(o.Status), Actions: kernel.Enums[api.OrderAction](StaffActions(o.Status)), Items: items, GoodsAmount: money.Format(o.GoodsAmount), FreightAmount: money.Format(o.FreightAmount),
		DiscountAmount: money.Format(o.DiscountAmount), AdjustAmount: money.Format(o.AdjustAmount), PayAmount: money.Format(o.PayAmount),
		RefundedAmount: money.Format(o.RefundedAmount), PayReference: o.PayReference, CouponName: o.CouponName,
		Consignee: api.Consignee{Name: c.Name, Mobile: c.Mobile, ProvinceCode: c.ProvinceCode, CityCode: c.CityCode, DistrictCode: c.DistrictCode,
			ProvinceName: c.ProvinceName, CityName: c.CityName, DistrictName: c.DistrictName, Detail: c.Detail},
		Remark: o.Remark, MerchantRemark: o.MerchantRemark, Carrier: o.Carrier, TrackingNo: o.TrackingNo, CloseReason: o.CloseReason,
		CreatedAt: o.CreatedAt.UTC(), PayDeadline: timePtr(o.PayDeadline), PaidAt: utcPtr(o.PaidAt), ShippedAt: utcPtr(o.ShippedAt),
		ConfirmDeadline: timePtr(o.ConfirmDeadline), CompletedAt: utcPtr(o.CompletedAt), ClosedAt: utcPtr(o.ClosedAt)}
	if o.PayWay != "" {
		w := api.OrderPayWay(o.PayWay)
		out.PayWay = &w
	}
	if o.UserCouponID != 0 {
		out.UserCouponId = &o.UserCouponID
	}
	return out
}

func ok(ctx context.Context) string { return access.OK(ctx) }

// AdminOrderIndex implements GET /admin/order/index.
func (h *Handlers) AdminOrderIndex(ctx context.Context, req api.AdminOrderIndexRequestObject) (api.AdminOrderIndexResponseObject, error) {
	p := req.Params
	f := Filter{SN: deref(p.Sn, ""), GoodsName: deref(p.GoodsName, ""), Buyer: deref(p.Buyer, ""), Consignee: deref(p.Consignee, ""),
		Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Sn != nil || p.GoodsName != nil || p.Buyer != nil ||
			p.Consignee != nil || p.PayWay != nil || p.StartDate != nil || p.EndDate != nil || p.ClosingWithin != nil)}
	switch {
	case p.Tab == nil || *p.Tab == api.AdminOrderIndexParamsTabAll:
	case *p.Tab == api.AdminOrderIndexParamsTabAfterSale:
		f.AfterSale = true
	default:
		f.Status = Status(*p.Tab)
	}
	if p.PayWay != nil {
		f.PayWay = PayWay(*p.PayWay)
	}
	if p.Sort != nil {
		f.Sort = string(*p.Sort)
	}
	if p.ClosingWithin != nil {
		f.Closing = ClosingWithin(h.svc.at(), *p.ClosingWithin)
	}
	var err error
	if f.From, f.To, err = days(p.StartDate, p.EndDate); err != nil {
		return nil, err
	}
	rows, total, counts, err := h.svc.List(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.Order, len(rows))
	for i, o := range rows {
		list[i] = orderAPI(o)
	}
	c := api.OrderCounts{All: counts.All(), Unpaid: counts[Unpaid], Paid: counts[Paid], Shipped: counts[Shipped],
		Completed: counts[Completed], Closed: counts[Closed], AfterSale: counts[InAfterSale]}
	exact, countCap := kernel.Bound(f.Page, &total, &c.All, &c.Unpaid, &c.Paid, &c.Shipped, &c.Completed, &c.Closed, &c.AfterSale)
	return api.AdminOrderIndex200JSONResponse{Code: 200, Msg: ok(ctx),
		Data: api.OrderList{List: list, Total: total, Counts: c, Exact: exact, CountCap: countCap}}, nil
}

// AdminOrderDetail implements GET /admin/order/detail.
func (h *Handlers) AdminOrderDetail(ctx context.Context, req api.AdminOrderDetailRequestObject) (api.AdminOrderDetailResponseObject, error) {
	d, err := h.svc.Detail(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	rs := make([]api.Refund, len(d.Refunds))
	for i, r := range d.Refunds {
		rs[i] = refundAPI(r)
	}
	as := make([]api.AfterSale, len(d.AfterSales))
	for i, a := range d.AfterSales {
		as[i] = afterSaleAPI(a)
	}
	entries := make([]api.OrderLogEntry, len(d.Log))
	for i, e := range d.Log {
		entries[i] = api.OrderLogEntry{Id: e.ID, Action: api.OrderLogEntryAction(e.Action), ToStatus: api.OrderStatus(e.To),
			Operator: e.Operator, Remark: e.Remark, CreatedAt: e.CreatedAt.UTC()}
		if e.From != "" {
			from := api.OrderLogEntryFromStatus(e.From)
			entries[i].FromStatus = &from
		}
	}
	return api.AdminOrderDetail200JSONResponse{Code: 200, Msg: ok(ctx), Data: api.OrderDetail{Order: orderAPI(d.Order), Log: entries, Refunds: rs, AfterSales: as}}, nil
}

// AdminOrderShip implements POST /admin/order/ship.
func (h *Handlers) AdminOrderShip(ctx context.Context, req api.AdminOrderShipRequestObject) (api.AdminOrderShipResponseObject, error) {
	o, err := h.svc.Ship(ctx, req.Body.Id, req.Body.Carrier, req.Body.TrackingNo)
	if err != nil {
		return nil, err
	}
	return api.AdminOrderShip200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}

// AdminOrderBatchShip implements POST /admin/order/batchShip.
func (h *Handlers) AdminOrderBatchShip(ctx context.Context, req api.AdminOrderBatchShipRequestObject) (api.AdminOrderBatchShipResponseObject, error) {
	data, err := readShipFile(req.Body)
	if err != nil {
		return nil, err
	}
	rows, err := ReadShipFile(ctx, data)
	if err != nil {
		return nil, err
	}
	results, err := h.svc.BatchShip(ctx, rows)
	if err != nil {
		return nil, err
	}
	lang := access.ClientFrom(ctx).Lang
	report := api.OrderBatchShipReport{Rows: make([]api.OrderBatchShipRow, len(results))}
	for i, r := range results {
		row := api.OrderBatchShipRow{Row: r.Row, Sn: r.SN, Carrier: r.Carrier, TrackingNo: r.TrackingNo, Ok: r.Refusal == nil}
		if r.OrderID != 0 {
			row.OrderId = &r.OrderID
		}
		if r.Refusal != nil {
			reason := i18n.T(lang, r.Refusal.Key, r.Refusal.Args...)
			row.Reason = &reason
			report.Refused++
		} else {
			report.Accepted++
		}
		report.Rows[i] = row
	}
	return api.AdminOrderBatchShip200JSONResponse{Code: 200, Msg: ok(ctx), Data: report}, nil
}

// readShipFile reads the file of a batch-ship form, at most one byte past MaxShipFileSize
// (ReadShipFile refuses it by its size).
func readShipFile(r *multipart.Reader) ([]byte, error) {
	bad := apperr.Invalid("file", "validation.required", "file")
	if r == nil {
		return nil, bad
	}
	for {
		part, err := r.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, bad
		}
		if err != nil {
			return nil, apperr.Invalid("body", "pictures.badForm")
		}
		if part.FormName() == "file" {
			data, err := io.ReadAll(io.LimitReader(part, MaxShipFileSize+1))
			if err != nil {
				return nil, apperr.Invalid("body", "pictures.badForm")
			}
			return data, nil
		}
	}
}

// AdminOrderChangePrice implements POST /admin/order/changePrice.
func (h *Handlers) AdminOrderChangePrice(ctx context.Context, req api.AdminOrderChangePriceRequestObject) (api.AdminOrderChangePriceResponseObject, error) {
	o, err := h.svc.ChangePrice(ctx, req.Body.Id, req.Body.PayAmount, req.Body.Reason)
	if err != nil {
		return nil, err
	}
	return api.AdminOrderChangePrice200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}

// AdminOrderCancel implements POST /admin/order/cancel.
func (h *Handlers) AdminOrderCancel(ctx context.Context, req api.AdminOrderCancelRequestObject) (api.AdminOrderCancelResponseObject, error) {
	o, err := h.svc.Cancel(ctx, CancelInput{OrderID: req.Body.Id, Reason: req.Body.Reason, IdempotencyKey: deref(req.Params.IdempotencyKey, "")})
	if err != nil {
		return nil, err
	}
	return api.AdminOrderCancel200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}

// AdminOrderRemark implements POST /admin/order/remark.
func (h *Handlers) AdminOrderRemark(ctx context.Context, req api.AdminOrderRemarkRequestObject) (api.AdminOrderRemarkResponseObject, error) {
	o, err := h.svc.Remark(ctx, req.Body.Id, req.Body.Remark)
	if err != nil {
		return nil, err
	}
	return api.AdminOrderRemark200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}

func settingsAPI(s Settings) api.OrderSettings {
	return api.OrderSettings{UnpaidMinutes: s.UnpaidMinutes, AutoConfirmDays: s.AutoConfirmDays, AfterSaleDays: s.AfterSaleDays}
}

// AdminOrderSettingsDetail implements GET /admin/orderSettings/detail.
func (h *Handlers) AdminOrderSettingsDetail(ctx context.Context, _ api.AdminOrderSettingsDetailRequestObject) (api.AdminOrderSettingsDetailResponseObject, error) {
	s, err := h.svc.Settings(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminOrderSettingsDetail200JSONResponse{Code: 200, Msg: ok(ctx), Data: settingsAPI(s)}, nil
}

// AdminOrderSettingsSave implements POST /admin/orderSettings/save.
func (h *Handlers) AdminOrderSettingsSave(ctx context.Context, req api.AdminOrderSettingsSaveRequestObject) (api.AdminOrderSettingsSaveResponseObject, error) {
	b := req.Body
	s, err := h.svc.SaveSettings(ctx, Settings{UnpaidMinutes: b.UnpaidMinutes, AutoConfirmDays: b.AutoConfirmDays, AfterSaleDays: b.AfterSaleDays})
	if err != nil {
		return nil, err
	}
	return api.AdminOrderSettingsSave200JSONResponse{Code: 200, Msg: ok(ctx), Data: settingsAPI(s)}, nil
}

func refundAPI(r Refund) api.Refund {
	out := api.Refund{Id: r.ID, Sn: r.SN, OrderId: r.OrderID, Amount: money.Format(r.Amount), Way: api.PayWay(r.Way),
		Status: api.RefundStatus(r.Status), Reason: r.Reason, Reference: r.Reference, CreatedAt: r.CreatedAt.UTC(), SettledAt: utcPtr(r.SettledAt)}
	if r.AfterSaleID != 0 {
		out.AfterSaleId = &r.AfterSaleID
	}
	return out
}

// AdminRefundSettle implements POST /admin/refund/settle.
func (h *Handlers) AdminRefundSettle(ctx context.Context, req api.AdminRefundSettleRequestObject) (api.AdminRefundSettleResponseObject, error) {
	r, err := h.svc.Settle(ctx, req.Body.Sn, req.Body.Reference)
	if err != nil {
		return nil, err
	}
	return api.AdminRefundSettle200JSONResponse{Code: 200, Msg: ok(ctx), Data: refundAPI(r)}, nil
}
