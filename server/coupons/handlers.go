package coupons

import (
	"context"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
	"shopconsole/server/shopusers"
)

// Handlers serves the coupon and gift operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the coupon part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func input(b api.CouponInput) Input {
	in := Input{Name: b.Name, Amount: b.Amount, Threshold: string(b.ThresholdType), MinSpend: b.MinSpend,
		TotalType: string(b.TotalType), Total: b.Total, Validity: string(b.ValidityType), UseStart: b.UseStart,
		UseEnd: b.UseEnd, ValidDays: b.ValidDays, ClaimStart: b.ClaimStart, ClaimEnd: b.ClaimEnd,
		Obtain: string(b.ObtainType), LimitType: string(b.LimitType), LimitCount: b.LimitCount, Scope: string(b.Scope),
		Remark: str(b.Remark)}
	if b.Id != nil {
		in.ID = *b.Id
	}
	if b.GoodsIds != nil {
		in.GoodsIDs = *b.GoodsIds
	}
	return in
}

func couponAPI(c Coupon) api.Coupon {
	ids := c.GoodsIDs
	if ids == nil {
		ids = []int64{}
	}
	return api.Coupon{
		Id: c.ID, Name: c.Name, Amount: money.Format(c.Amount), ThresholdType: api.CouponThresholdType(c.Threshold),
		MinSpend: money.Format(c.MinSpend), TotalType: api.CouponTotalType(c.TotalType), Total: c.Total,
		ValidityType: api.CouponValidityType(c.Validity), UseStart: c.UseStart, UseEnd: c.UseEnd, ValidDays: c.ValidDays,
		ClaimStart: c.ClaimStart, ClaimEnd: c.ClaimEnd, ObtainType: api.CouponObtainType(c.Obtain),
		LimitType: api.CouponLimitType(c.LimitType), LimitCount: c.LimitCount, Scope: api.CouponScope(c.Scope),
		GoodsIds: ids, Remark: c.Remark, Status: api.CouponStatus(c.Status), IssuedCount: c.Issued,
		ClaimedCount: c.Claimed, UsedCount: c.Used, CreatedAt: c.CreatedAt.UTC(),
	}
}

func heldAPI(u UserCoupon, now time.Time) api.UserCoupon {
	return api.UserCoupon{
		Id: u.ID, CouponId: u.CouponID, CouponName: u.CouponName, UserId: u.UserID, User: shopusers.BriefAPI(u.User),
		Amount: money.Format(u.Amount), MinSpend: money.Format(u.MinSpend), Status: api.UserCouponStatus(u.Effective(now)),
		ValidFrom: u.ValidFrom.UTC(), ValidTo: u.ValidTo.UTC(), ObtainedAt: u.ObtainedAt.UTC(),
		ObtainType: api.UserCouponObtainType(u.Obtain), UsedAt: u.UsedAt, OrderId: u.OrderID,
	}
}

// HeldAPI implements shopusers.HeldCoupons for the user detail.
func (h *Handlers) HeldAPI(rows []UserCoupon) []api.UserCoupon {
	out := make([]api.UserCoupon, len(rows))
	for i, r := range rows {
		out[i] = heldAPI(r, h.svc.Now())
	}
	return out
}

// AdminCouponIndex implements GET /admin/coupon/index.
func (h *Handlers) AdminCouponIndex(ctx context.Context, req api.AdminCouponIndexRequestObject) (api.AdminCouponIndexResponseObject, error) {
	p := req.Params
	f := Filter{Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Keyword != nil || p.Status != nil || p.ObtainType != nil),
		Keyword: str(p.Keyword)}
	if p.Status != nil {
		f.Status = string(*p.Status)
	}
	if p.ObtainType != nil {
		f.Obtain = string(*p.ObtainType)
	}
	rows, total, err := h.svc.List(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.Coupon, len(rows))
	for i, c := range rows {
		list[i] = couponAPI(c)
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminCouponIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.CouponList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminCouponDetail implements GET /admin/coupon/detail.
func (h *Handlers) AdminCouponDetail(ctx context.Context, req api.AdminCouponDetailRequestObject) (api.AdminCouponDetailResponseObject, error) {
	c, err := h.svc.Get(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminCouponDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: couponAPI(c)}, nil
}

// AdminCouponAdd implements POST /admin/coupon/add.
func (h *Handlers) AdminCouponAdd(ctx context.Context, req api.AdminCouponAddRequestObject) (api.AdminCouponAddResponseObject, error) {
	c, err := h.svc.Add(ctx, input(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminCouponAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: couponAPI(c)}, nil
}

// AdminCouponEdit implements POST /admin/coupon/edit.
func (h *Handlers) AdminCouponEdit(ctx context.Context, req api.AdminCouponEditRequestObject) (api.AdminCouponEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "validation.required", "id")
	}
	c, err := h.svc.Edit(ctx, input(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminCouponEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: couponAPI(c)}, nil
}

// AdminCouponUpdateStatus implements POST /admin/coupon/updateStatus.
func (h *Handlers) AdminCouponUpdateStatus(ctx context.Context, req api.AdminCouponUpdateStatusRequestObject) (api.AdminCouponUpdateStatusResponseObject, error) {
	c, err := h.svc.SetStatus(ctx, req.Body.Id, string(req.Body.Status))
	if err != nil {
		return nil, err
	}
	return api.AdminCouponUpdateStatus200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: couponAPI(c)}, nil
}

// AdminCouponDestroy implements POST /admin/coupon/destroy.
func (h *Handlers) AdminCouponDestroy(ctx context.Context, req api.AdminCouponDestroyRequestObject) (api.AdminCouponDestroyResponseObject, error) {
	if err := h.svc.Destroy(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminCouponDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminCouponIssue implements POST /admin/coupon/issue.
func (h *Handlers) AdminCouponIssue(ctx context.Context, req api.AdminCouponIssueRequestObject) (api.AdminCouponIssueResponseObject, error) {
	c, n, err := h.svc.Issue(ctx, req.Body.CouponId, req.Body.UserIds)
	if err != nil {
		return nil, err
	}
	return api.AdminCouponIssue200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.IssueResult{Issued: n, Coupon: couponAPI(c)}}, nil
}

// AdminUserCouponIndex implements GET /admin/userCoupon/index.
func (h *Handlers) AdminUserCouponIndex(ctx context.Context, req api.AdminUserCouponIndexRequestObject) (api.AdminUserCouponIndexResponseObject, error) {
	p := req.Params
	f := HeldFilter{Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.CouponId != nil || p.UserId != nil || p.Status != nil)}
	if p.CouponId != nil {
		f.CouponID = *p.CouponId
	}
	if p.UserId != nil {
		f.UserID = *p.UserId
	}
	if p.Status != nil {
		f.Status = string(*p.Status)
	}
	rows, total, err := h.svc.Held(ctx, f)
	if err != nil {
		return nil, err
	}
	now := h.svc.Now()
	list := make([]api.UserCoupon, len(rows))
	for i, r := range rows {
		list[i] = heldAPI(r, now)
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminUserCouponIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.UserCouponList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

func registerAPI(g RegisterGift) api.RegisterGift {
	return api.RegisterGift{Enabled: g.Enabled, PointsEnabled: g.PointsEnabled, Points: g.Points, GrowthEnabled: g.GrowthEnabled,
		Growth: g.Growth, CouponsEnabled: g.CouponsEnabled, CouponIds: nonNil(g.CouponIDs)}
}

func consumeAPI(g ConsumeGift) api.ConsumeGift {
	return api.ConsumeGift{Enabled: g.Enabled, Basis: api.ConsumeGiftBasis(g.Basis), PerAmount: money.Format(g.PerAmount),
		PointsEnabled: g.PointsEnabled, Points: g.Points, GrowthEnabled: g.GrowthEnabled, Growth: g.Growth,
		CouponsEnabled: g.CouponsEnabled, CouponIds: nonNil(g.CouponIDs)}
}

func nonNil(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

// AdminMallConfigUserRegisterGift implements GET /admin/mallConfig/userRegisterGift.
func (h *Handlers) AdminMallConfigUserRegisterGift(ctx context.Context, _ api.AdminMallConfigUserRegisterGiftRequestObject) (api.AdminMallConfigUserRegisterGiftResponseObject, error) {
	g, err := h.svc.RegisterGift(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminMallConfigUserRegisterGift200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: registerAPI(g)}, nil
}

// AdminMallConfigSaveUserRegisterGift implements POST /admin/mallConfig/userRegisterGift.
func (h *Handlers) AdminMallConfigSaveUserRegisterGift(ctx context.Context, req api.AdminMallConfigSaveUserRegisterGiftRequestObject) (api.AdminMallConfigSaveUserRegisterGiftResponseObject, error) {
	b := req.Body
	g, err := h.svc.SaveRegisterGift(ctx, RegisterGift{Enabled: b.Enabled, PointsEnabled: b.PointsEnabled, Points: b.Points,
		GrowthEnabled: b.GrowthEnabled, Growth: b.Growth, CouponsEnabled: b.CouponsEnabled, CouponIDs: b.CouponIds})
	if err != nil {
		return nil, err
	}
	return api.AdminMallConfigSaveUserRegisterGift200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: registerAPI(g)}, nil
}

// AdminMallConfigUserConsumeGift implements GET /admin/mallConfig/userConsumeGift.
func (h *Handlers) AdminMallConfigUserConsumeGift(ctx context.Context, _ api.AdminMallConfigUserConsumeGiftRequestObject) (api.AdminMallConfigUserConsumeGiftResponseObject, error) {
	g, err := h.svc.ConsumeGift(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminMallConfigUserConsumeGift200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: consumeAPI(g)}, nil
}

// AdminMallConfigSaveUserConsumeGift implements POST /admin/mallConfig/userConsumeGift.
func (h *Handlers) AdminMallConfigSaveUserConsumeGift(ctx context.Context, req api.AdminMallConfigSaveUserConsumeGiftRequestObject) (api.AdminMallConfigSaveUserConsumeGiftResponseObject, error) {
	b := req.Body
	per, err := money.Parse(b.PerAmount)
	if err != nil {
		return nil, apperr.Invalid("perAmount", "shopusers.amountMoney")
	}
	g, err := h.svc.SaveConsumeGift(ctx, ConsumeGift{Enabled: b.Enabled, Basis: string(b.Basis), PerAmount: per,
		PointsEnabled: b.PointsEnabled, Points: b.Points, GrowthEnabled: b.GrowthEnabled, Growth: b.Growth,
		CouponsEnabled: b.CouponsEnabled, CouponIDs: b.CouponIds})
	if err != nil {
		return nil, err
	}
	return api.AdminMallConfigSaveUserConsumeGift200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: consumeAPI(g)}, nil
}

var _ shopusers.HeldCoupons = (*Handlers)(nil)
