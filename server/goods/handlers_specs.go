package goods

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
)

func specAPI(t SpecTemplate) api.SpecTemplate {
	return api.SpecTemplate{Id: t.ID, Name: t.Name, Values: t.Values, Sort: t.Sort}
}

// AdminGoodsSpecIndex implements GET /admin/goodsSpec/index.
func (h *Handlers) AdminGoodsSpecIndex(ctx context.Context, _ api.AdminGoodsSpecIndexRequestObject) (api.AdminGoodsSpecIndexResponseObject, error) {
	lib, err := h.svc.SpecTemplates(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]api.SpecTemplate, len(lib))
	for i, t := range lib {
		out[i] = specAPI(t)
	}
	return api.AdminGoodsSpecIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.SpecTemplateList{List: out, Total: len(out)}}, nil
}

func (h *Handlers) saveSpec(ctx context.Context, in api.SpecTemplateInput) (api.SpecTemplateEnvelope, error) {
	t, err := h.svc.SaveSpecTemplate(ctx, SpecTemplate{ID: deref(in.Id, 0), Name: in.Name, Values: in.Values, Sort: deref(in.Sort, 0)})
	if err != nil {
		return api.SpecTemplateEnvelope{}, err
	}
	return api.SpecTemplateEnvelope{Code: 200, Msg: access.OK(ctx), Data: specAPI(t)}, nil
}

// AdminGoodsSpecAdd implements POST /admin/goodsSpec/add.
func (h *Handlers) AdminGoodsSpecAdd(ctx context.Context, req api.AdminGoodsSpecAddRequestObject) (api.AdminGoodsSpecAddResponseObject, error) {
	in := *req.Body
	in.Id = nil
	env, err := h.saveSpec(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsSpecAdd200JSONResponse(env), nil
}

// AdminGoodsSpecEdit implements POST /admin/goodsSpec/edit.
func (h *Handlers) AdminGoodsSpecEdit(ctx context.Context, req api.AdminGoodsSpecEditRequestObject) (api.AdminGoodsSpecEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "validation.required", "id")
	}
	env, err := h.saveSpec(ctx, *req.Body)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsSpecEdit200JSONResponse(env), nil
}

// AdminGoodsSpecDestroy implements POST /admin/goodsSpec/destroy.
func (h *Handlers) AdminGoodsSpecDestroy(ctx context.Context, req api.AdminGoodsSpecDestroyRequestObject) (api.AdminGoodsSpecDestroyResponseObject, error) {
	if err := h.svc.DestroySpecTemplate(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminGoodsSpecDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}
