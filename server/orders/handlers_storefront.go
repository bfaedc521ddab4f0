package orders

// The storefront's order operations: place, pay, confirm receipt, cancel.

import (
	"context"

	"shopconsole/server/api"
)

func payment(way api.PayWay, ref *string) Payment {
	return Payment{Way: PayWay(way), Reference: deref(ref, "")}
}

// StorefrontOrderCreate implements POST /storefront/order/create.
func (h *Handlers) StorefrontOrderCreate(ctx context.Context, req api.StorefrontOrderCreateRequestObject) (api.StorefrontOrderCreateResponseObject, error) {
	b := req.Body
	in := PlaceInput{UserID: b.UserId, UserCouponID: deref(b.UserCouponId, 0), Remark: deref(b.Remark, ""),
		IdempotencyKey: deref(req.Params.IdempotencyKey, ""),
		Consignee: Consignee{Name: b.Consignee.Name, Mobile: b.Consignee.Mobile, ProvinceCode: b.Consignee.ProvinceCode,
			CityCode: b.Consignee.CityCode, DistrictCode: b.Consignee.DistrictCode, Detail: b.Consignee.Detail}}
	for _, l := range b.Items {
		in.Lines = append(in.Lines, Line{SKUID: l.SkuId, Quantity: l.Quantity})
	}
	if b.Pay != nil {
		p := payment(b.Pay.Way, b.Pay.Reference)
		in.Pay = &p
	}
	o, err := h.svc.Place(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.StorefrontOrderCreate200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}

// StorefrontOrderPay implements POST /storefront/order/pay.
func (h *Handlers) StorefrontOrderPay(ctx context.Context, req api.StorefrontOrderPayRequestObject) (api.StorefrontOrderPayResponseObject, error) {
	b := req.Body
	o, err := h.svc.Pay(ctx, PayInput{OrderID: b.Id, Payment: payment(b.Way, b.Reference), IdempotencyKey: deref(req.Params.IdempotencyKey, "")})
	if err != nil {
		return nil, err
	}
	return api.StorefrontOrderPay200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}

// StorefrontOrderConfirm implements POST /storefront/order/confirm.
func (h *Handlers) StorefrontOrderConfirm(ctx context.Context, req api.StorefrontOrderConfirmRequestObject) (api.StorefrontOrderConfirmResponseObject, error) {
	o, err := h.svc.Confirm(ctx, req.Body.Id)
	if err != nil {
		return nil, err
	}
	return api.StorefrontOrderConfirm200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}

// StorefrontOrderCancel implements POST /storefront/order/cancel.
func (h *Handlers) StorefrontOrderCancel(ctx context.Context, req api.StorefrontOrderCancelRequestObject) (api.StorefrontOrderCancelResponseObject, error) {
	o, err := h.svc.Cancel(ctx, CancelInput{OrderID: req.Body.Id, Reason: req.Body.Reason, Buyer: true})
	if err != nil {
		return nil, err
	}
	return api.StorefrontOrderCancel200JSONResponse{Code: 200, Msg: ok(ctx), Data: orderAPI(o)}, nil
}
