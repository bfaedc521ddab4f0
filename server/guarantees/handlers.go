package guarantees

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// Handlers serves the service and guarantee-text operations of the contract.
type Handlers struct{ svc *Svc }

// NewHandlers returns the guarantees part of the API server.
func NewHandlers(svc *Svc) *Handlers { return &Handlers{svc: svc} }

func itemAPI(it Item) api.Guarantee {
	return api.Guarantee{Id: it.ID, Title: it.Title, Content: it.Content, Sort: it.Sort,
		CreatedAt: it.CreatedAt.UTC(), UpdatedAt: it.UpdatedAt.UTC()}
}

func itemOf(k Kind, b api.GuaranteeInput) Item {
	it := Item{Kind: k, Title: b.Title, Content: b.Content}
	if b.Id != nil {
		it.ID = *b.Id
	}
	if b.Sort != nil {
		it.Sort = *b.Sort
	}
	return it
}

func (h *Handlers) list(ctx context.Context, k Kind, no, size *int, keyword *string) (api.GuaranteeList, error) {
	f := Filter{Page: kernel.PageOf(ctx, no, size).Filtered(keyword != nil), Kind: k}
	if keyword != nil {
		f.Keyword = *keyword
	}
	rows, total, err := h.svc.List(ctx, f)
	if err != nil {
		return api.GuaranteeList{}, err
	}
	list := make([]api.Guarantee, len(rows))
	for i, it := range rows {
		list[i] = itemAPI(it)
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.GuaranteeList{List: list, Total: int(total), Exact: exact, CountCap: countCap}, nil
}

func (h *Handlers) edit(ctx context.Context, k Kind, b api.GuaranteeInput) (api.Guarantee, error) {
	if b.Id == nil {
		return api.Guarantee{}, apperr.Invalid("id", "guarantees.required", "id")
	}
	it, err := h.svc.Edit(ctx, itemOf(k, b))
	return itemAPI(it), err
}

// AdminGoodsServiceIndex implements GET /admin/goodsService/index.
func (h *Handlers) AdminGoodsServiceIndex(ctx context.Context, req api.AdminGoodsServiceIndexRequestObject) (api.AdminGoodsServiceIndexResponseObject, error) {
	l, err := h.list(ctx, Service, req.Params.PageNo, req.Params.PageSize, req.Params.Keyword)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsServiceIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: l}, nil
}

// AdminGoodsServiceDetail implements GET /admin/goodsService/detail.
func (h *Handlers) AdminGoodsServiceDetail(ctx context.Context, req api.AdminGoodsServiceDetailRequestObject) (api.AdminGoodsServiceDetailResponseObject, error) {
	it, err := h.svc.Get(ctx, Service, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsServiceDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: itemAPI(it)}, nil
}

// AdminGoodsServiceAdd implements POST /admin/goodsService/add.
func (h *Handlers) AdminGoodsServiceAdd(ctx context.Context, req api.AdminGoodsServiceAddRequestObject) (api.AdminGoodsServiceAddResponseObject, error) {
	it, err := h.svc.Add(ctx, itemOf(Service, *req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsServiceAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: itemAPI(it)}, nil
}

// AdminGoodsServiceEdit implements POST /admin/goodsService/edit.
func (h *Handlers) AdminGoodsServiceEdit(ctx context.Context, req api.AdminGoodsServiceEditRequestObject) (api.AdminGoodsServiceEditResponseObject, error) {
	it, err := h.edit(ctx, Service, *req.Body)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsServiceEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: it}, nil
}

// AdminGoodsServiceDestroy implements POST /admin/goodsService/destroy.
func (h *Handlers) AdminGoodsServiceDestroy(ctx context.Context, req api.AdminGoodsServiceDestroyRequestObject) (api.AdminGoodsServiceDestroyResponseObject, error) {
	if err := h.svc.Destroy(ctx, Service, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminGoodsServiceDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminGuaranteeIndex implements GET /admin/guarantee/index.
func (h *Handlers) AdminGuaranteeIndex(ctx context.Context, req api.AdminGuaranteeIndexRequestObject) (api.AdminGuaranteeIndexResponseObject, error) {
	l, err := h.list(ctx, Guarantee, req.Params.PageNo, req.Params.PageSize, req.Params.Keyword)
	if err != nil {
		return nil, err
	}
	return api.AdminGuaranteeIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: l}, nil
}

// AdminGuaranteeDetail implements GET /admin/guarantee/detail.
func (h *Handlers) AdminGuaranteeDetail(ctx context.Context, req api.AdminGuaranteeDetailRequestObject) (api.AdminGuaranteeDetailResponseObject, error) {
	it, err := h.svc.Get(ctx, Guarantee, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminGuaranteeDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: itemAPI(it)}, nil
}

// AdminGuaranteeAdd implements POST /admin/guarantee/add.
func (h *Handlers) AdminGuaranteeAdd(ctx context.Context, req api.AdminGuaranteeAddRequestObject) (api.AdminGuaranteeAddResponseObject, error) {
	it, err := h.svc.Add(ctx, itemOf(Guarantee, *req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminGuaranteeAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: itemAPI(it)}, nil
}

// AdminGuaranteeEdit implements POST /admin/guarantee/edit.
func (h *Handlers) AdminGuaranteeEdit(ctx context.Context, req api.AdminGuaranteeEditRequestObject) (api.AdminGuaranteeEditResponseObject, error) {
	it, err := h.edit(ctx, Guarantee, *req.Body)
	if err != nil {
		return nil, err
	}
	return api.AdminGuaranteeEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: it}, nil
}

// AdminGuaranteeDestroy implements POST /admin/guarantee/destroy.
func (h *Handlers) AdminGuaranteeDestroy(ctx context.Context, req api.AdminGuaranteeDestroyRequestObject) (api.AdminGuaranteeDestroyResponseObject, error) {
	if err := h.svc.Destroy(ctx, Guarantee, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminGuaranteeDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}
