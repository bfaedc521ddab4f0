package goods

import (
	"context"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
)

func categoryAPI(c Category) api.Category {
	return api.Category{Id: c.ID, ParentId: c.ParentID, Level: c.Level, Name: c.Name, Image: c.Image, Sort: c.Sort,
		Visible: c.Visible, GoodsCount: c.GoodsCount, ChildCount: c.ChildCount}
}

func categoryList(cats []Category) api.CategoryList {
	out := make([]api.Category, len(cats))
	for i, c := range cats {
		out[i] = categoryAPI(c)
	}
	return api.CategoryList{List: out, Total: len(out)}
}

func categoryFromAPI(in api.CategoryInput) Category {
	return Category{ID: deref(in.Id, 0), ParentID: deref(in.ParentId, 0), Name: in.Name, Image: deref(in.Image, ""),
		Sort: deref(in.Sort, 0), Visible: deref(in.Visible, true)}
}

// AdminGoodsCategoryIndex implements GET /admin/goodsCategory/index.
func (h *Handlers) AdminGoodsCategoryIndex(ctx context.Context, _ api.AdminGoodsCategoryIndexRequestObject) (api.AdminGoodsCategoryIndexResponseObject, error) {
	cats, err := h.svc.Categories(ctx)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsCategoryIndex200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: categoryList(cats)}, nil
}

// AdminGoodsCategoryDetail implements GET /admin/goodsCategory/detail.
func (h *Handlers) AdminGoodsCategoryDetail(ctx context.Context, req api.AdminGoodsCategoryDetailRequestObject) (api.AdminGoodsCategoryDetailResponseObject, error) {
	c, err := h.svc.Category(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsCategoryDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: categoryAPI(c)}, nil
}

// AdminGoodsCategoryAdd implements POST /admin/goodsCategory/add.
func (h *Handlers) AdminGoodsCategoryAdd(ctx context.Context, req api.AdminGoodsCategoryAddRequestObject) (api.AdminGoodsCategoryAddResponseObject, error) {
	c := categoryFromAPI(*req.Body)
	c.ID = 0
	c, err := h.svc.SaveCategory(ctx, c)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsCategoryAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: categoryAPI(c)}, nil
}

// AdminGoodsCategoryEdit implements POST /admin/goodsCategory/edit.
func (h *Handlers) AdminGoodsCategoryEdit(ctx context.Context, req api.AdminGoodsCategoryEditRequestObject) (api.AdminGoodsCategoryEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "validation.required", "id")
	}
	c, err := h.svc.SaveCategory(ctx, categoryFromAPI(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsCategoryEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: categoryAPI(c)}, nil
}

// AdminGoodsCategoryDestroy implements POST /admin/goodsCategory/destroy.
func (h *Handlers) AdminGoodsCategoryDestroy(ctx context.Context, req api.AdminGoodsCategoryDestroyRequestObject) (api.AdminGoodsCategoryDestroyResponseObject, error) {
	if err := h.svc.DestroyCategory(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminGoodsCategoryDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminGoodsCategoryUpdateSort implements POST /admin/goodsCategory/updateSort.
func (h *Handlers) AdminGoodsCategoryUpdateSort(ctx context.Context, req api.AdminGoodsCategoryUpdateSortRequestObject) (api.AdminGoodsCategoryUpdateSortResponseObject, error) {
	cats, err := h.svc.SortCategories(ctx, req.Body.ParentId, req.Body.Ids)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsCategoryUpdateSort200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: categoryList(cats)}, nil
}
