package shopusers

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
)

// HeldCoupons shows held coupons as the contract does (the coupon area implements it).
type HeldCoupons interface {
	HeldAPI(rows []HeldCoupon) []api.UserCoupon
}

// Handlers serves the shop-user operations of the contract.
type Handlers struct {
	svc     *Service
	coupons HeldCoupons
}

// NewHandlers returns the shop-user part of the API server; coupons may be nil.
func NewHandlers(svc *Service, coupons HeldCoupons) *Handlers {
	return &Handlers{svc: svc, coupons: coupons}
}

// AdminUserIndex implements GET /admin/user/index.
func (h *Handlers) AdminUserIndex(ctx context.Context, req api.AdminUserIndexRequestObject) (api.AdminUserIndexResponseObject, error) {
	p := req.Params
	from, to, err := kernel.DayRange(kernel.DatePtr(p.StartDate), kernel.DatePtr(p.EndDate), "endDate")
	if err != nil {
		return nil, err
	}
	f := UserFilter{Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Keyword != nil || p.LevelId != nil ||
		p.Disabled != nil || p.StartDate != nil || p.EndDate != nil), LevelID: p.LevelId, Disabled: p.Disabled, From: from, To: to,
		Sort: SortRegistered, Desc: true}
	if p.Keyword != nil {
		f.Keyword = *p.Keyword
	}
	if p.Sort != nil {
		s := string(*p.Sort)
		f.Desc = s[0] == '-'
		if f.Desc {
			s = s[1:]
		}
		f.Sort = UserSort(s)
	}
	users, total, err := h.svc.Users(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.User, len(users))
	for i, u := range users {
		list[i] = userAPI(u)
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminUserIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.UserList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminUserDetail implements GET /admin/user/detail.
func (h *Handlers) AdminUserDetail(ctx context.Context, req api.AdminUserDetailRequestObject) (api.AdminUserDetailResponseObject, error) {
	detail, err := h.svc.Detail(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	u := detail.User
	d := api.UserDetail{User: userAPI(u), RecentLedger: make([]api.LedgerEntry, len(detail.Ledger)),
		Addresses: make([]api.Address, len(detail.Addresses)), Coupons: []api.UserCoupon{}}
	for i, e := range detail.Ledger {
		d.RecentLedger[i] = h.svc.ledgerAPI(e)
	}
	for i, a := range detail.Addresses {
		d.Addresses[i] = h.svc.addressAPI(a)
	}
	if h.coupons != nil {
		d.Coupons = h.coupons.HeldAPI(detail.Coupons)
	}
	return api.AdminUserDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: d}, nil
}

// AdminUserUpdateVal implements POST /admin/user/updateVal.
func (h *Handlers) AdminUserUpdateVal(ctx context.Context, req api.AdminUserUpdateValRequestObject) (api.AdminUserUpdateValResponseObject, error) {
	u, err := h.svc.UpdateVal(ctx, req.Body.Id, req.Body.Field, req.Body.Value)
	if err != nil {
		return nil, err
	}
	return api.AdminUserUpdateVal200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: userAPI(u)}, nil
}

// AdminUserAdjust implements POST /admin/user/adjust.
func (h *Handlers) AdminUserAdjust(ctx context.Context, req api.AdminUserAdjustRequestObject) (api.AdminUserAdjustResponseObject, error) {
	b := req.Body
	in := AdjustInput{UserID: b.UserId, Type: Account(b.Type), Increase: b.ChangeType == api.ChangeTypeIncrease, Amount: b.Amount, Remark: b.Remark}
	if req.Params.IdempotencyKey != nil {
		in.IdempotencyKey = *req.Params.IdempotencyKey
	}
	res, err := h.svc.Adjust(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.AdminUserAdjust200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.AdjustResult{User: userAPI(res.User), Log: h.svc.ledgerAPI(res.Entry)}}, nil
}

func levelList(ls []Level) api.LevelList {
	out := make([]api.Level, len(ls))
	for i, l := range ls {
		out[i] = levelAPI(l)
	}
	return api.LevelList{List: out, Total: len(out), Exact: true} // every level, counted in full
}

// AdminUserLevelIndex implements GET /admin/userLevel/index.
func (h *Handlers) AdminUserLevelIndex(ctx context.Context, req api.AdminUserLevelIndexRequestObject) (api.AdminUserLevelIndexResponseObject, error) {
	ls, err := h.svc.Levels(ctx)
	if err != nil {
		return nil, err
	}
	all := levelList(ls)
	p := kernel.PageOf(ctx, req.Params.PageNo, req.Params.PageSize)
	lo, hi := min(p.Offset(), len(all.List)), min(p.Offset()+p.Size, len(all.List))
	all.List = all.List[lo:hi]
	return api.AdminUserLevelIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: all}, nil
}

// AdminUserLevelDetail implements GET /admin/userLevel/detail.
func (h *Handlers) AdminUserLevelDetail(ctx context.Context, req api.AdminUserLevelDetailRequestObject) (api.AdminUserLevelDetailResponseObject, error) {
	l, err := h.svc.Level(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminUserLevelDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: levelAPI(l)}, nil
}

func (h *Handlers) saveLevel(ctx context.Context, in api.LevelInput) (api.LevelEnvelope, error) {
	l, err := levelFromAPI(in)
	if err != nil {
		return api.LevelEnvelope{}, err
	}
	if l, err = h.svc.SaveLevel(ctx, l); err != nil {
		return api.LevelEnvelope{}, err
	}
	return api.LevelEnvelope{Code: 200, Msg: access.OK(ctx), Data: levelAPI(l)}, nil
}

// AdminUserLevelAdd implements POST /admin/userLevel/add.
func (h *Handlers) AdminUserLevelAdd(ctx context.Context, req api.AdminUserLevelAddRequestObject) (api.AdminUserLevelAddResponseObject, error) {
	in := *req.Body
	in.Id = nil
	env, err := h.saveLevel(ctx, in)
	return api.AdminUserLevelAdd200JSONResponse(env), err
}

// AdminUserLevelEdit implements POST /admin/userLevel/edit.
func (h *Handlers) AdminUserLevelEdit(ctx context.Context, req api.AdminUserLevelEditRequestObject) (api.AdminUserLevelEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "validation.required", "id")
	}
	env, err := h.saveLevel(ctx, *req.Body)
	return api.AdminUserLevelEdit200JSONResponse(env), err
}

// AdminUserLevelDestroy implements POST /admin/userLevel/destroy.
func (h *Handlers) AdminUserLevelDestroy(ctx context.Context, req api.AdminUserLevelDestroyRequestObject) (api.AdminUserLevelDestroyResponseObject, error) {
	if err := h.svc.DestroyLevel(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminUserLevelDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminUserLevelUpdateSort implements POST /admin/userLevel/updateSort.
func (h *Handlers) AdminUserLevelUpdateSort(ctx context.Context, req api.AdminUserLevelUpdateSortRequestObject) (api.AdminUserLevelUpdateSortResponseObject, error) {
	ls, err := h.svc.SortLevels(ctx, req.Body.Ids)
	if err != nil {
		return nil, err
	}
	return api.AdminUserLevelUpdateSort200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: levelList(ls)}, nil
}

// AdminUserAccountLogIndex implements GET /admin/userAccountLog/index.
func (h *Handlers) AdminUserAccountLogIndex(ctx context.Context, req api.AdminUserAccountLogIndexRequestObject) (api.AdminUserAccountLogIndexResponseObject, error) {
	p := req.Params
	from, to, err := kernel.DayRange(kernel.DatePtr(p.StartDate), kernel.DatePtr(p.EndDate), "endDate")
	if err != nil {
		return nil, err
	}
	f := LedgerFilter{Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.UserId != nil || p.Type != nil ||
		p.Channel != nil || p.StartDate != nil || p.EndDate != nil), From: from, To: to}
	if p.UserId != nil {
		f.UserID = *p.UserId
	}
	if p.Type != nil {
		f.Type = Account(*p.Type)
	}
	if p.Channel != nil {
		f.Channel = Channel(*p.Channel)
	}
	rows, total, err := h.svc.Ledger(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.LedgerEntry, len(rows))
	for i, e := range rows {
		list[i] = h.svc.ledgerAPI(e)
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminUserAccountLogIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.LedgerList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminUserAccountLogTypeList implements GET /admin/userAccountLog/typeList.
func (h *Handlers) AdminUserAccountLogTypeList(ctx context.Context, _ api.AdminUserAccountLogTypeListRequestObject) (api.AdminUserAccountLogTypeListResponseObject, error) {
	list := make([]api.Option, len(Accounts))
	for i, a := range Accounts {
		list[i] = api.Option{Value: string(a), Label: i18n.T(lang(ctx), accountKey(a))}
	}
	return api.AdminUserAccountLogTypeList200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.OptionList{List: list}}, nil
}

// AdminUserAccountLogChannelTypeList implements GET /admin/userAccountLog/channelTypeList.
func (h *Handlers) AdminUserAccountLogChannelTypeList(ctx context.Context, _ api.AdminUserAccountLogChannelTypeListRequestObject) (api.AdminUserAccountLogChannelTypeListResponseObject, error) {
	list := make([]api.Option, len(Channels))
	for i, c := range Channels {
		list[i] = api.Option{Value: string(c), Label: i18n.T(lang(ctx), "shopusers.channel."+string(c))}
	}
	return api.AdminUserAccountLogChannelTypeList200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.OptionList{List: list}}, nil
}

func rowFilter(ctx context.Context, no, size *int, userID *int64, keyword *string) RowFilter {
	f := RowFilter{Page: kernel.PageOf(ctx, no, size).Filtered(userID != nil || keyword != nil)}
	if userID != nil {
		f.UserID = *userID
	}
	if keyword != nil {
		f.Keyword = *keyword
	}
	return f
}

// AdminUserAddressIndex implements GET /admin/userAddress/index.
func (h *Handlers) AdminUserAddressIndex(ctx context.Context, req api.AdminUserAddressIndexRequestObject) (api.AdminUserAddressIndexResponseObject, error) {
	p := req.Params
	f := rowFilter(ctx, p.PageNo, p.PageSize, p.UserId, p.Keyword)
	rows, total, err := h.svc.Addresses(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.Address, len(rows))
	for i, a := range rows {
		list[i] = h.svc.addressAPI(a)
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminUserAddressIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.AddressList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminGoodsCollectIndex implements GET /admin/goodsCollect/index.
func (h *Handlers) AdminGoodsCollectIndex(ctx context.Context, req api.AdminGoodsCollectIndexRequestObject) (api.AdminGoodsCollectIndexResponseObject, error) {
	p := req.Params
	f := rowFilter(ctx, p.PageNo, p.PageSize, p.UserId, p.Keyword)
	rows, total, err := h.svc.Favourites(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.Favourite, len(rows))
	for i, fav := range rows {
		list[i] = api.Favourite{Id: fav.ID, UserId: fav.UserID, User: BriefAPI(fav.User), Goods: goodsAPI(fav.Goods), CreatedAt: fav.CreatedAt.UTC()}
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminGoodsCollectIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.FavouriteList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminGoodsBrowseIndex implements GET /admin/GoodsBrowse/index.
func (h *Handlers) AdminGoodsBrowseIndex(ctx context.Context, req api.AdminGoodsBrowseIndexRequestObject) (api.AdminGoodsBrowseIndexResponseObject, error) {
	p := req.Params
	f := rowFilter(ctx, p.PageNo, p.PageSize, p.UserId, p.Keyword)
	rows, total, err := h.svc.Browsing(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.Browse, len(rows))
	for i, b := range rows {
		list[i] = api.Browse{Id: b.ID, UserId: b.UserID, User: BriefAPI(b.User), Goods: goodsAPI(b.Goods), Visits: b.Visits, LastVisitedAt: b.LastVisitedAt.UTC()}
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminGoodsBrowseIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.BrowseList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminUserAdd implements POST /admin/user/add: staff add a buyer, as the storefront does.
func (h *Handlers) AdminUserAdd(ctx context.Context, req api.AdminUserAddRequestObject) (api.AdminUserAddResponseObject, error) {
	u, err := h.svc.SignUp(ctx, req.Body.Mobile, req.Body.Nickname)
	if err != nil {
		return nil, err
	}
	return api.AdminUserAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: userAPI(u)}, nil
}

// StorefrontUserRegister implements POST /storefront/user/register.
func (h *Handlers) StorefrontUserRegister(ctx context.Context, req api.StorefrontUserRegisterRequestObject) (api.StorefrontUserRegisterResponseObject, error) {
	u, err := h.svc.SignUp(ctx, req.Body.Mobile, req.Body.Nickname)
	if err != nil {
		return nil, err
	}
	return api.StorefrontUserRegister200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: userAPI(u)}, nil
}
