package stats

import (
	"context"
	"time"

	openapi_types "github.com/oapi-codegen/runtime/types"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/money"
)

// Handlers serves the statistics operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the statistics part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func date(t time.Time) openapi_types.Date { return openapi_types.Date{Time: t} }

func dateStr(d *openapi_types.Date) string {
	if d == nil {
		return ""
	}
	return d.Format(time.DateOnly)
}

func rng[P ~string](p *P, start, end *openapi_types.Date) Range {
	r := Range{Start: dateStr(start), End: dateStr(end)}
	if p != nil {
		r.Preset = string(*p)
	}
	return r
}

func periodAPI(p Period) api.StatsPeriod {
	return api.StatsPeriod{StartDate: date(p.From), EndDate: date(p.To), Days: p.Days()}
}

// delay is how far the rankings of the preset ranges may lag behind the events, in seconds.
func (s *Service) delay() int { return int(s.store.Delay() / time.Second) }

func dayFigures(d Day) api.StatsDayFigures {
	return api.StatsDayFigures{Orders: d.Orders, PayOrders: d.PayOrders, PayAmount: money.Format(d.PayAmount),
		PayingBuyers: d.PayingBuyers, Visitors: d.Visitors, AvgOrderValue: money.Format(Average(d.PayAmount, d.PayOrders))}
}

func goodsRowAPI(r GoodsRow) api.StatsGoodsRow {
	return api.StatsGoodsRow{GoodsId: r.GoodsID, GoodsName: r.GoodsName, Picture: r.Picture, Views: r.Views, Visitors: r.Visitors,
		Favorites: r.Favorites, SalesCount: r.SalesCount, SalesAmount: money.Format(r.SalesAmount), PayingBuyers: r.PayingBuyers,
		Conversion: Rate(r.PayingBuyers, r.Visitors), RefundCount: r.RefundCount, RefundAmount: money.Format(r.RefundAmount),
		RefundRate: Rate(r.RefundAmount, r.SalesAmount)}
}

// AdminStatsHome implements GET /admin/stats/home.
func (h *Handlers) AdminStatsHome(ctx context.Context, _ api.AdminStatsHomeRequestObject) (api.AdminStatsHomeResponseObject, error) {
	home, err := h.svc.Home(ctx)
	if err != nil {
		return nil, err
	}
	t, y := home.Today, home.Yesterday
	out := api.StatsHome{Today: dayFigures(t), Yesterday: dayFigures(y),
		Change: api.StatsDayChange{Orders: Change(t.Orders, y.Orders), PayOrders: Change(t.PayOrders, y.PayOrders),
			PayAmount: Change(t.PayAmount, y.PayAmount), PayingBuyers: Change(t.PayingBuyers, y.PayingBuyers),
			Visitors:      Change(t.Visitors, y.Visitors),
			AvgOrderValue: Change(Average(t.PayAmount, t.PayOrders), Average(y.PayAmount, y.PayOrders))},
		Todos: make([]api.StatsTodo, len(home.Todos)), ClosingMinutes: ClosingMinutes,
		Trend: make([]api.StatsDayPoint, len(home.Trend)), TopGoods: make([]api.StatsGoodsRow, len(home.TopGoods)),
		WeekStart: date(home.WeekStart), UpdatedAt: home.UpdatedAt, DelaySeconds: h.svc.delay()}
	for i, td := range home.Todos {
		out.Todos[i] = api.StatsTodo{Key: api.StatsTodoKey(td.Key), Count: min(td.Count, TodoCap), Capped: td.Count > TodoCap}
	}
	for i, d := range home.Trend {
		out.Trend[i] = api.StatsDayPoint{Day: date(d.Day), Orders: d.Orders, PayOrders: d.PayOrders, PayAmount: money.Format(d.PayAmount),
			PayingBuyers: d.PayingBuyers, Visitors: d.Visitors}
	}
	for i, r := range home.TopGoods {
		out.TopGoods[i] = goodsRowAPI(r)
	}
	return api.AdminStatsHome200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: out}, nil
}

func goodsTotals(d Day) api.StatsGoodsTotals {
	return api.StatsGoodsTotals{Views: d.Views, Visitors: d.Visitors, Favorites: d.Favorites, SalesCount: d.SalesCount,
		SalesAmount: money.Format(d.SalesAmount), PayingBuyers: d.PayingBuyers, Conversion: Rate(d.PayingBuyers, d.Visitors)}
}

// GoodsAPI converts the goods statistics of f.
func GoodsAPI(f Figures, delay int) api.StatsGoods {
	t, p := f.Totals, f.PrevTot
	out := api.StatsGoods{Period: periodAPI(f.Period), Previous: periodAPI(f.Previous), Totals: goodsTotals(t), PreviousTotals: goodsTotals(p),
		Change: api.StatsGoodsChange{Views: Change(t.Views, p.Views), Visitors: Change(t.Visitors, p.Visitors),
			Favorites: Change(t.Favorites, p.Favorites), SalesCount: Change(t.SalesCount, p.SalesCount),
			SalesAmount: Change(t.SalesAmount, p.SalesAmount), PayingBuyers: Change(t.PayingBuyers, p.PayingBuyers),
			Conversion: Points(Rate(t.PayingBuyers, t.Visitors), Rate(p.PayingBuyers, p.Visitors))},
		Series: make([]api.StatsGoodsPoint, len(f.Days)), DelaySeconds: delay}
	for i, d := range f.Days {
		out.Series[i] = api.StatsGoodsPoint{Day: date(d.Day), Views: d.Views, Visitors: d.Visitors, Favorites: d.Favorites,
			SalesCount: d.SalesCount, SalesAmount: money.Format(d.SalesAmount), PayingBuyers: d.PayingBuyers,
			Conversion: Rate(d.PayingBuyers, d.Visitors)}
	}
	return out
}

// AdminStatsGoods implements GET /admin/stats/goods.
func (h *Handlers) AdminStatsGoods(ctx context.Context, req api.AdminStatsGoodsRequestObject) (api.AdminStatsGoodsResponseObject, error) {
	p := req.Params
	f, err := h.svc.Figures(ctx, rng(p.Range, p.StartDate, p.EndDate))
	if err != nil {
		return nil, err
	}
	return api.AdminStatsGoods200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: GoodsAPI(f, 0)}, nil
}

func deref[T any](p *T, d T) T {
	if p == nil {
		return d
	}
	return *p
}

// AdminStatsGoodsRanking implements GET /admin/stats/goodsRanking.
func (h *Handlers) AdminStatsGoodsRanking(ctx context.Context, req api.AdminStatsGoodsRankingRequestObject) (api.AdminStatsGoodsRankingResponseObject, error) {
	p := req.Params
	rows, total, period, err := h.svc.Ranking(ctx, rng(p.Range, p.StartDate, p.EndDate), string(deref(p.Sort, "")),
		deref(p.PageNo, 1), deref(p.PageSize, 20))
	if err != nil {
		return nil, err
	}
	// The period is the ranking's tab: its goods are counted in full, from the day rollups.
	out := api.StatsGoodsRanking{List: make([]api.StatsGoodsRow, len(rows)), Total: total, Exact: true, Period: periodAPI(period)}
	if deref(p.Range, api.AdminStatsGoodsRankingParamsRange(Custom)) != Custom {
		out.DelaySeconds = h.svc.delay()
	}
	for i, r := range rows {
		out.List[i] = goodsRowAPI(r)
	}
	return api.AdminStatsGoodsRanking200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: out}, nil
}

func dealTotals(d Day) api.StatsDealTotals {
	return api.StatsDealTotals{Orders: d.Orders, OrderAmount: money.Format(d.OrderAmount), OrderingBuyers: d.OrderingBuyers,
		PayOrders: d.PayOrders, PayAmount: money.Format(d.PayAmount), PayingBuyers: d.PayingBuyers,
		AvgOrderValue: money.Format(Average(d.PayAmount, d.PayOrders)), Refunds: d.Refunds, RefundAmount: money.Format(d.RefundAmount),
		Visitors: d.Visitors, Conversion: Rate(d.PayingBuyers, d.Visitors)}
}

// DealAPI converts the transaction statistics d.
func DealAPI(d Deal, delay int) api.StatsDeal {
	t, p := d.Totals, d.PrevTot
	out := api.StatsDeal{Period: periodAPI(d.Period), Previous: periodAPI(d.Previous), Granularity: api.StatsDealGranularity(d.Granularity),
		Totals: dealTotals(t), PreviousTotals: dealTotals(p),
		Change: api.StatsDealChange{Orders: Change(t.Orders, p.Orders), OrderAmount: Change(t.OrderAmount, p.OrderAmount),
			OrderingBuyers: Change(t.OrderingBuyers, p.OrderingBuyers), PayOrders: Change(t.PayOrders, p.PayOrders),
			PayAmount: Change(t.PayAmount, p.PayAmount), PayingBuyers: Change(t.PayingBuyers, p.PayingBuyers),
			AvgOrderValue: Change(Average(t.PayAmount, t.PayOrders), Average(p.PayAmount, p.PayOrders)),
			Refunds:       Change(t.Refunds, p.Refunds), RefundAmount: Change(t.RefundAmount, p.RefundAmount),
			Visitors: Change(t.Visitors, p.Visitors), Conversion: Points(Rate(t.PayingBuyers, t.Visitors), Rate(p.PayingBuyers, p.Visitors))},
		Series: make([]api.StatsDealPoint, len(d.Series)),
		Funnel: api.StatsFunnel{Visitors: t.Visitors, OrderingBuyers: t.OrderingBuyers, PayingBuyers: t.PayingBuyers,
			VisitToOrder: Rate(t.OrderingBuyers, t.Visitors), OrderToPay: Rate(t.PayingBuyers, t.OrderingBuyers),
			VisitToPay: Rate(t.PayingBuyers, t.Visitors)},
		PayWays: make([]api.StatsPayWayShare, len(d.PayWays)), Provinces: make([]api.StatsProvinceShare, 0, len(d.Provinces)),
		DelaySeconds: delay}
	for i, s := range d.Series {
		b := d.Buckets[i]
		out.Series[i] = api.StatsDealPoint{Start: date(b.From), End: date(b.To), Orders: s.Orders, OrderAmount: money.Format(s.OrderAmount),
			OrderingBuyers: s.OrderingBuyers, PayOrders: s.PayOrders, PayAmount: money.Format(s.PayAmount), PayingBuyers: s.PayingBuyers,
			Refunds: s.Refunds, RefundAmount: money.Format(s.RefundAmount), Visitors: s.Visitors}
	}
	for i, w := range d.PayWays {
		out.PayWays[i] = api.StatsPayWayShare{PayWay: api.PayWay(w.Key), PayOrders: w.PayOrders, PayAmount: money.Format(w.PayAmount),
			Share: Rate(w.PayAmount, t.PayAmount)}
	}
	for i, p := range d.Provinces {
		if i == 40 {
			break
		}
		out.Provinces = append(out.Provinces, api.StatsProvinceShare{ProvinceCode: p.Key, ProvinceName: p.Name, PayOrders: p.PayOrders,
			PayAmount: money.Format(p.PayAmount), Share: Rate(p.PayAmount, t.PayAmount)})
	}
	return out
}

// AdminStatsDeal implements GET /admin/stats/deal.
func (h *Handlers) AdminStatsDeal(ctx context.Context, req api.AdminStatsDealRequestObject) (api.AdminStatsDealResponseObject, error) {
	p := req.Params
	d, err := h.svc.Deal(ctx, rng(p.Range, p.StartDate, p.EndDate), string(deref(p.Granularity, "")))
	if err != nil {
		return nil, err
	}
	return api.AdminStatsDeal200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: DealAPI(d, 0)}, nil
}

// StorefrontGoodsView implements POST /storefront/goods/view.
func (h *Handlers) StorefrontGoodsView(ctx context.Context, req api.StorefrontGoodsViewRequestObject) (api.StorefrontGoodsViewResponseObject, error) {
	if err := h.svc.RecordView(ctx, req.Body.UserId, req.Body.GoodsId); err != nil {
		return nil, err
	}
	return api.StorefrontGoodsView200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// StorefrontGoodsCollect implements POST /storefront/goods/collect.
func (h *Handlers) StorefrontGoodsCollect(ctx context.Context, req api.StorefrontGoodsCollectRequestObject) (api.StorefrontGoodsCollectResponseObject, error) {
	if err := h.svc.SetFavourite(ctx, req.Body.UserId, req.Body.GoodsId, req.Body.Collected); err != nil {
		return nil, err
	}
	return api.StorefrontGoodsCollect200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}
