package goods

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
)

func attributeAPI(t AttributeTemplate) api.AttributeTemplate {
	rows := make([]api.AttributeRow, len(t.Rows))
	for i, r := range t.Rows {
		opts := r.Options
		if opts == nil {
			opts = []string{}
		}
		rows[i] = api.AttributeRow{Name: r.Name, Required: r.Required, Kind: api.AttributeRowKind(r.Kind), Options: &opts}
	}
	return api.AttributeTemplate{Id: t.ID, CategoryId: t.CategoryID, Name: t.Name, Rows: rows}
}

func attributeFromAPI(in api.AttributeTemplateInput) AttributeTemplate {
	t := AttributeTemplate{ID: deref(in.Id, 0), CategoryID: in.CategoryId, Name: in.Name}
	for _, r := range in.Rows {
		t.Rows = append(t.Rows, AttributeRow{Name: r.Name, Required: r.Required, Kind: string(r.Kind), Options: deref(r.Options, []string{})})
	}
	return t
}

// AdminGoodsAttributeIndex implements GET /admin/goodsAttribute/index.
func (h *Handlers) AdminGoodsAttributeIndex(ctx context.Context, req api.AdminGoodsAttributeIndexRequestObject) (api.AdminGoodsAttributeIndexResponseObject, error) {
	all, err := h.svc.AttributeTemplates(ctx, deref(req.Params.CategoryId, 0))
	if err != nil {
		return nil, err
	}
	out := make([]api.AttributeTemplate, len(all))
	for i, t := range all {
		out[i] = attributeAPI(t)
	}
	return api.AdminGoodsAttributeIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.AttributeTemplateList{List: out, Total: len(out)}}, nil
}

// AdminGoodsAttributeDetail implements GET /admin/goodsAttribute/detail.
func (h *Handlers) AdminGoodsAttributeDetail(ctx context.Context, req api.AdminGoodsAttributeDetailRequestObject) (api.AdminGoodsAttributeDetailResponseObject, error) {
	t, err := h.svc.AttributeTemplate(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsAttributeDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: attributeAPI(t)}, nil
}

// AdminGoodsAttributeAdd implements POST /admin/goodsAttribute/add.
func (h *Handlers) AdminGoodsAttributeAdd(ctx context.Context, req api.AdminGoodsAttributeAddRequestObject) (api.AdminGoodsAttributeAddResponseObject, error) {
	t := attributeFromAPI(*req.Body)
	t.ID = 0
	t, err := h.svc.SaveAttributeTemplate(ctx, t)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsAttributeAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: attributeAPI(t)}, nil
}

// AdminGoodsAttributeEdit implements POST /admin/goodsAttribute/edit.
func (h *Handlers) AdminGoodsAttributeEdit(ctx context.Context, req api.AdminGoodsAttributeEditRequestObject) (api.AdminGoodsAttributeEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "validation.required", "id")
	}
	t, err := h.svc.SaveAttributeTemplate(ctx, attributeFromAPI(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsAttributeEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: attributeAPI(t)}, nil
}

// AdminGoodsAttributeDestroy implements POST /admin/goodsAttribute/destroy.
func (h *Handlers) AdminGoodsAttributeDestroy(ctx context.Context, req api.AdminGoodsAttributeDestroyRequestObject) (api.AdminGoodsAttributeDestroyResponseObject, error) {
	if err := h.svc.DestroyAttributeTemplate(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminGoodsAttributeDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}
