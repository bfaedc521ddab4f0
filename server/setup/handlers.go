package setup

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// Handlers serves the setup operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the setup part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func input(b api.ShopAddressInput) Input {
	in := Input{Contact: b.Contact, Mobile: b.Mobile, ProvinceCode: b.ProvinceCode, CityCode: b.CityCode,
		DistrictCode: b.DistrictCode, Detail: b.Detail}
	if b.Id != nil {
		in.ID = *b.Id
	}
	in.Shipping = b.IsDefaultShipping != nil && *b.IsDefaultShipping
	in.Return = b.IsDefaultReturn != nil && *b.IsDefaultReturn
	return in
}

func addressAPI(a Address) api.ShopAddress {
	return api.ShopAddress{Id: a.ID, Contact: a.Contact, Mobile: a.Mobile, ProvinceCode: a.ProvinceCode, CityCode: a.CityCode,
		DistrictCode: a.DistrictCode, ProvinceName: a.ProvinceName, CityName: a.CityName, DistrictName: a.DistrictName,
		Detail: a.Detail, IsDefaultShipping: a.IsDefaultShipping, IsDefaultReturn: a.IsDefaultReturn, CreatedAt: a.CreatedAt.UTC()}
}

// AdminShopAddressIndex implements GET /admin/shopAddress/index.
func (h *Handlers) AdminShopAddressIndex(ctx context.Context, req api.AdminShopAddressIndexRequestObject) (api.AdminShopAddressIndexResponseObject, error) {
	all, err := h.svc.Addresses(ctx)
	if err != nil {
		return nil, err
	}
	p := kernel.PageOf(ctx, req.Params.PageNo, req.Params.PageSize)
	from, to := min(p.Offset(), len(all)), min(p.Offset()+p.Size, len(all))
	out := api.AdminShopAddressIndex200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.List = make([]api.ShopAddress, 0, to-from)
	for _, a := range all[from:to] {
		out.Data.List = append(out.Data.List, addressAPI(a))
	}
	out.Data.Total, out.Data.Exact = int64(len(all)), true // the shop's few addresses, counted in full
	return out, nil
}

// AdminShopAddressDetail implements GET /admin/shopAddress/detail.
func (h *Handlers) AdminShopAddressDetail(ctx context.Context, req api.AdminShopAddressDetailRequestObject) (api.AdminShopAddressDetailResponseObject, error) {
	a, err := h.svc.Address(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminShopAddressDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: addressAPI(a)}, nil
}

// AdminShopAddressAdd implements POST /admin/shopAddress/add.
func (h *Handlers) AdminShopAddressAdd(ctx context.Context, req api.AdminShopAddressAddRequestObject) (api.AdminShopAddressAddResponseObject, error) {
	a, err := h.svc.Add(ctx, input(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminShopAddressAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: addressAPI(a)}, nil
}

// AdminShopAddressEdit implements POST /admin/shopAddress/edit.
func (h *Handlers) AdminShopAddressEdit(ctx context.Context, req api.AdminShopAddressEditRequestObject) (api.AdminShopAddressEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "validation.required", "id")
	}
	a, err := h.svc.Edit(ctx, input(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminShopAddressEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: addressAPI(a)}, nil
}

// AdminShopAddressDestroy implements POST /admin/shopAddress/destroy.
func (h *Handlers) AdminShopAddressDestroy(ctx context.Context, req api.AdminShopAddressDestroyRequestObject) (api.AdminShopAddressDestroyResponseObject, error) {
	if err := h.svc.Destroy(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminShopAddressDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminShopAddressSetDefault implements POST /admin/shopAddress/setDefault.
func (h *Handlers) AdminShopAddressSetDefault(ctx context.Context, req api.AdminShopAddressSetDefaultRequestObject) (api.AdminShopAddressSetDefaultResponseObject, error) {
	a, err := h.svc.SetDefault(ctx, req.Body.Id, Default(req.Body.Kind))
	if err != nil {
		return nil, err
	}
	return api.AdminShopAddressSetDefault200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: addressAPI(a)}, nil
}
