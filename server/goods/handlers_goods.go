package goods

import (
	"context"
	"fmt"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

func moneyOf(field string, s *string) (int64, error) {
	if s == nil {
		return 0, nil
	}
	n, err := money.Parse(*s)
	if err != nil {
		return 0, apperr.Invalid(field, "validation.pattern", field)
	}
	return n, nil
}

func priceOf(field string, s *string) (int64, error) {
	n, err := moneyOf(field, s)
	if err == nil && s != nil && n <= 0 {
		return 0, apperr.Invalid(field, "goods.pricePositive", field)
	}
	return n, err
}

func skuFromAPI(i int, in api.SkuInput) (SKU, error) {
	f := fmt.Sprintf("skus[%d]", i)
	s := SKU{ID: deref(in.Id, 0), Specs: deref(in.Specs, []string{}), Stock: in.Stock, Weight: deref(in.Weight, 0),
		Volume: deref(in.Volume, 0), Barcode: deref(in.Barcode, ""), PictureID: deref(in.PictureId, 0)}
	var err error
	if s.Price, err = priceOf(f+".price", in.Price); err != nil {
		return s, err
	}
	if s.MarketPrice, err = moneyOf(f+".marketPrice", in.MarketPrice); err != nil {
		return s, err
	}
	s.CostPrice, err = moneyOf(f+".costPrice", in.CostPrice)
	return s, err
}

func goodsFromAPI(in api.GoodsInput) (Goods, error) {
	g := Goods{ID: deref(in.Id, 0), Name: in.Name, CategoryID: deref(in.CategoryId, 0), Video: deref(in.Video, ""),
		Sort: deref(in.Sort, 0), SpecType: string(in.SpecType), StockWarning: deref(in.StockWarning, 0),
		ServiceIDs: deref(in.ServiceIds, []int64{}), Description: deref(in.Description, ""), Status: StatusOff,
		Freight: Freight{Type: FreightFree}}
	if in.Status != nil {
		g.Status = Status(*in.Status)
	}
	for _, p := range deref(in.Pictures, nil) {
		g.Pictures = append(g.Pictures, Picture{ID: deref(p.Id, 0), URL: deref(p.Url, "")})
	}
	for _, s := range deref(in.Specs, nil) {
		g.Specs = append(g.Specs, Spec{Name: s.Name, Values: s.Values})
	}
	for _, a := range deref(in.Attributes, nil) {
		g.Attributes = append(g.Attributes, Attribute{Name: a.Name, Values: a.Values})
	}
	for i, s := range in.Skus {
		sku, err := skuFromAPI(i, s)
		if err != nil {
			return g, err
		}
		g.SKUs = append(g.SKUs, sku)
	}
	if in.Freight != nil {
		g.Freight = Freight{Type: string(in.Freight.Type), TemplateID: deref(in.Freight.TemplateId, 0)}
		if in.Freight.Type == api.FreightTypeFlat && in.Freight.Fee == nil {
			return g, apperr.Invalid("freight.fee", "validation.required", "freight.fee")
		}
		fee, err := moneyOf("freight.fee", in.Freight.Fee)
		if err != nil {
			return g, err
		}
		g.Freight.Fee = fee
	}
	return g, nil
}

// goodsRowAPI answers the fields of g that the list shows.
func goodsRowAPI(g Goods) api.GoodsRow {
	out := api.GoodsRow{Id: g.ID, Name: g.Name, CategoryId: g.CategoryID, CategoryPath: g.CategoryPath,
		Sort: g.Sort, SpecType: api.GoodsSpecType(g.SpecType), Stock: g.Stock, StockWarning: g.StockWarning,
		Price: money.Format(g.Price), Sales: g.Sales, Status: api.GoodsStatus(g.Status),
		CreatedAt: g.CreatedAt.UTC(), UpdatedAt: g.UpdatedAt.UTC(), Pictures: []api.GoodsPicture{}}
	for _, p := range g.Pictures {
		pic := api.GoodsPicture{Url: p.URL}
		if p.ID != 0 {
			pic.Id = &p.ID
		}
		out.Pictures = append(out.Pictures, pic)
	}
	return out
}

func goodsAPI(g Goods) api.Goods {
	r := goodsRowAPI(g)
	out := api.Goods{Id: r.Id, Name: r.Name, CategoryId: r.CategoryId, CategoryPath: r.CategoryPath, Pictures: r.Pictures,
		Sort: r.Sort, SpecType: r.SpecType, Stock: r.Stock, StockWarning: r.StockWarning, Price: r.Price, Sales: r.Sales,
		Status: r.Status, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, Video: g.Video, ServiceIds: g.ServiceIDs,
		Description: g.Description,
		Freight:     api.FreightOut{Type: api.FreightOutType(g.Freight.Type), Fee: money.Format(g.Freight.Fee), TemplateId: g.Freight.TemplateID},
		Attributes:  []api.GoodsAttribute{}, Specs: []api.Spec{}, Skus: []api.Sku{}}
	for _, a := range g.Attributes {
		out.Attributes = append(out.Attributes, api.GoodsAttribute{Name: a.Name, Kind: api.GoodsAttributeKind(a.Kind), Values: a.Values})
	}
	if out.ServiceIds == nil {
		out.ServiceIds = []int64{}
	}
	for _, s := range g.Specs {
		out.Specs = append(out.Specs, api.Spec{Name: s.Name, Values: s.Values})
	}
	for _, s := range g.Active() {
		specs := s.Specs
		if specs == nil {
			specs = []string{}
		}
		out.Skus = append(out.Skus, api.Sku{Id: s.ID, Specs: specs, Price: money.Format(s.Price), MarketPrice: money.Format(s.MarketPrice),
			CostPrice: money.Format(s.CostPrice), Stock: s.Stock, Weight: s.Weight, Volume: s.Volume, Barcode: s.Barcode,
			PictureId: s.PictureID})
	}
	return out
}

func dayBounds(start, end *api.StartDate2) (time.Time, time.Time, error) {
	var from, to time.Time
	a, b, err := kernel.DayRange(kernel.DatePtr(start), kernel.DatePtr(end), "endDate")
	if a != nil {
		from = *a
	}
	if b != nil {
		to = *b
	}
	return from, to, err
}

// AdminGoodsIndex implements GET /admin/goods/index.
func (h *Handlers) AdminGoodsIndex(ctx context.Context, req api.AdminGoodsIndexRequestObject) (api.AdminGoodsIndexResponseObject, error) {
	p := req.Params
	f := Filter{Tab: TabAll, Keyword: deref(p.Keyword, ""), MinPrice: -1, MaxPrice: -1, Sort: "sort",
		Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Keyword != nil || p.CategoryId != nil || p.MinPrice != nil ||
			p.MaxPrice != nil || p.StartDate != nil || p.EndDate != nil)}
	if p.Tab != nil {
		f.Tab = Tab(*p.Tab)
	}
	if p.Sort != nil {
		f.Sort = string(*p.Sort)
	}
	var err error
	if p.MinPrice != nil {
		if f.MinPrice, err = moneyOf("minPrice", p.MinPrice); err != nil {
			return nil, err
		}
	}
	if p.MaxPrice != nil {
		if f.MaxPrice, err = moneyOf("maxPrice", p.MaxPrice); err != nil {
			return nil, err
		}
	}
	if f.From, f.To, err = dayBounds(p.StartDate, p.EndDate); err != nil {
		return nil, err
	}
	rows, total, counts, err := h.svc.ListGoods(ctx, f, deref(p.CategoryId, 0))
	if err != nil {
		return nil, err
	}
	list := make([]api.GoodsRow, len(rows))
	for i, g := range rows {
		list[i] = goodsRowAPI(g)
	}
	c := api.GoodsCounts{All: counts.All, On: counts.On, Off: counts.Off, SoldOut: counts.SoldOut, Warning: counts.Warning, Recycle: counts.Recycle}
	exact, countCap := kernel.Bound(f.Page, &total, &c.All, &c.On, &c.Off, &c.SoldOut, &c.Warning, &c.Recycle)
	return api.AdminGoodsIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.GoodsList{List: list, Total: total, Counts: c, Exact: exact, CountCap: countCap}}, nil
}

// AdminGoodsDetail implements GET /admin/goods/detail.
func (h *Handlers) AdminGoodsDetail(ctx context.Context, req api.AdminGoodsDetailRequestObject) (api.AdminGoodsDetailResponseObject, error) {
	g, err := h.svc.Goods(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: goodsAPI(g)}, nil
}

func (h *Handlers) saveGoods(ctx context.Context, in api.GoodsInput) (api.GoodsEnvelope, error) {
	g, err := goodsFromAPI(in)
	if err != nil {
		return api.GoodsEnvelope{}, err
	}
	if g, err = h.svc.SaveGoods(ctx, g); err != nil {
		return api.GoodsEnvelope{}, err
	}
	return api.GoodsEnvelope{Code: 200, Msg: access.OK(ctx), Data: goodsAPI(g)}, nil
}

// AdminGoodsAdd implements POST /admin/goods/add.
func (h *Handlers) AdminGoodsAdd(ctx context.Context, req api.AdminGoodsAddRequestObject) (api.AdminGoodsAddResponseObject, error) {
	in := *req.Body
	in.Id = nil
	env, err := h.saveGoods(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsAdd200JSONResponse(env), nil
}

// AdminGoodsEdit implements POST /admin/goods/edit.
func (h *Handlers) AdminGoodsEdit(ctx context.Context, req api.AdminGoodsEditRequestObject) (api.AdminGoodsEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "validation.required", "id")
	}
	env, err := h.saveGoods(ctx, *req.Body)
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsEdit200JSONResponse(env), nil
}

func (h *Handlers) change(ctx context.Context, ids []int64, op string) (api.EmptyEnvelope, error) {
	if err := h.svc.ChangeGoods(ctx, ids, op); err != nil {
		return api.EmptyEnvelope{}, err
	}
	return api.EmptyEnvelope{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminGoodsUpdateStatus implements POST /admin/goods/updateStatus.
func (h *Handlers) AdminGoodsUpdateStatus(ctx context.Context, req api.AdminGoodsUpdateStatusRequestObject) (api.AdminGoodsUpdateStatusResponseObject, error) {
	env, err := h.change(ctx, req.Body.Ids, string(req.Body.Status))
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsUpdateStatus200JSONResponse(env), nil
}

// AdminGoodsRecycle implements POST /admin/goods/recycle.
func (h *Handlers) AdminGoodsRecycle(ctx context.Context, req api.AdminGoodsRecycleRequestObject) (api.AdminGoodsRecycleResponseObject, error) {
	env, err := h.change(ctx, req.Body.Ids, "recycle")
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsRecycle200JSONResponse(env), nil
}

// AdminGoodsRestore implements POST /admin/goods/restore.
func (h *Handlers) AdminGoodsRestore(ctx context.Context, req api.AdminGoodsRestoreRequestObject) (api.AdminGoodsRestoreResponseObject, error) {
	env, err := h.change(ctx, req.Body.Ids, "restore")
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsRestore200JSONResponse(env), nil
}

// AdminGoodsDestroy implements POST /admin/goods/destroy.
func (h *Handlers) AdminGoodsDestroy(ctx context.Context, req api.AdminGoodsDestroyRequestObject) (api.AdminGoodsDestroyResponseObject, error) {
	env, err := h.change(ctx, req.Body.Ids, "destroy")
	if err != nil {
		return nil, err
	}
	return api.AdminGoodsDestroy200JSONResponse(env), nil
}

// AdminGoodsUpdateSort implements POST /admin/goods/updateSort.
func (h *Handlers) AdminGoodsUpdateSort(ctx context.Context, req api.AdminGoodsUpdateSortRequestObject) (api.AdminGoodsUpdateSortResponseObject, error) {
	if err := h.svc.SortGoods(ctx, req.Body.Id, req.Body.Sort); err != nil {
		return nil, err
	}
	return api.AdminGoodsUpdateSort200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}
