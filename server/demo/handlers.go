package demo

import (
	"context"
	"fmt"

	openapi_types "github.com/oapi-codegen/runtime/types"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
)

// Handlers serves the demo operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the demo part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func msg(ctx context.Context, key string) string { return i18n.T(access.ClientFrom(ctx).Lang, key) }

func page(ctx context.Context, no, size *int, def int, title *string) kernel.Page {
	if size == nil {
		size = &def
	}
	return kernel.PageOf(ctx, no, size).Filtered(str(title) != "")
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func rowOut(r Row) api.DemoTableRow {
	return api.DemoTableRow{
		Uuid: openapi_types.UUID(r.UUID), Id: r.ID, Title: r.Title, Description: r.Description,
		Status: api.DemoTableStatus(r.Status), Author: r.Author, Datetime: r.Datetime.UTC(),
		PageViews: r.PageViews, Img: r.Img, Switch: r.Switch, Percent: r.Percent, Rate: r.Rate,
		Percentage: r.Percentage,
	}
}

// GetDemoTableList implements GET /table/getList.
func (h *Handlers) GetDemoTableList(ctx context.Context, req api.GetDemoTableListRequestObject) (api.GetDemoTableListResponseObject, error) {
	pg := page(ctx, req.Params.PageNo, req.Params.PageSize, 20, req.Params.Title)
	rows, total, err := h.svc.Rows(ctx, str(req.Params.Title), pg)
	if err != nil {
		return nil, err
	}
	out := make([]api.DemoTableRow, len(rows))
	for i, r := range rows {
		out[i] = rowOut(r)
	}
	exact, countCap := kernel.Bound(pg, &total)
	return api.GetDemoTableList200JSONResponse{Code: 200, Msg: msg(ctx, "ok"), Data: api.DemoTableList{List: out, Total: total, Exact: exact, CountCap: countCap}}, nil
}

// EditDemoTableRow implements POST /table/doEdit.
func (h *Handlers) EditDemoTableRow(ctx context.Context, req api.EditDemoTableRowRequestObject) (api.EditDemoTableRowResponseObject, error) {
	b := req.Body
	in := RowInput{
		Title: b.Title, Description: str(b.Description), Status: Status(b.Status), Author: b.Author,
		PageViews: b.PageViews, Switch: b.Switch, Percent: b.Percent, Rate: b.Rate, Percentage: b.Percentage,
	}
	if b.Id != nil {
		in.ID = *b.Id
	}
	row, err := h.svc.SaveRow(ctx, in)
	if err != nil {
		return nil, err
	}
	return api.EditDemoTableRow200JSONResponse{Code: 200, Msg: msg(ctx, "demo.saved"), Data: rowOut(row)}, nil
}

// DeleteDemoTableRows implements POST /table/doDelete.
func (h *Handlers) DeleteDemoTableRows(ctx context.Context, req api.DeleteDemoTableRowsRequestObject) (api.DeleteDemoTableRowsResponseObject, error) {
	if err := h.svc.DeleteRows(ctx, req.Body.Ids); err != nil {
		return nil, err
	}
	return api.DeleteDemoTableRows200JSONResponse{Code: 200, Msg: msg(ctx, "demo.deleted")}, nil
}

// price renders cents as the contract's decimal string.
func price(cents int64) string { return fmt.Sprintf("%d.%02d", cents/100, cents%100) }

// GetDemoGoodsList implements GET /goods/getList.
func (h *Handlers) GetDemoGoodsList(ctx context.Context, req api.GetDemoGoodsListRequestObject) (api.GetDemoGoodsListResponseObject, error) {
	pg := page(ctx, req.Params.PageNo, req.Params.PageSize, 20, req.Params.Title)
	goods, total, err := h.svc.Goods(ctx, str(req.Params.Title), pg)
	if err != nil {
		return nil, err
	}
	out := make([]api.DemoGoods, len(goods))
	for i, g := range goods {
		out[i] = api.DemoGoods{
			Id: g.ID, Title: g.Title, Price: price(g.PriceCents), Labels: append([]string{}, g.Labels...),
			Company: g.Company, Url: g.URL, Description: g.Description, Icon: g.Icon, Image: g.Image,
		}
	}
	exact, countCap := kernel.Bound(pg, &total)
	return api.GetDemoGoodsList200JSONResponse{Code: 200, Msg: msg(ctx, "ok"), Data: api.DemoGoodsList{List: out, Total: total, Exact: exact, CountCap: countCap}}, nil
}

// GetRemixIconList implements GET /remixIcon/getList (72 a page by default).
func (h *Handlers) GetRemixIconList(ctx context.Context, req api.GetRemixIconListRequestObject) (api.GetRemixIconListResponseObject, error) {
	pg := page(ctx, req.Params.PageNo, req.Params.PageSize, 72, req.Params.Title)
	icons, total, err := h.svc.Icons(ctx, str(req.Params.Title), pg)
	if err != nil {
		return nil, err
	}
	out := make([]api.DemoIcon, len(icons))
	for i, ic := range icons {
		out[i] = api.DemoIcon{Name: ic.Name, Category: ic.Category}
	}
	exact, countCap := kernel.Bound(pg, &total)
	return api.GetRemixIconList200JSONResponse{Code: 200, Msg: msg(ctx, "ok"), Data: api.DemoIconList{List: out, Total: total, Exact: exact, CountCap: countCap}}, nil
}

func graphOut(lang i18n.Lang, g Graph) api.DemoWorkflow {
	out := api.DemoWorkflow{Nodes: make([]api.DemoNode, len(g.Nodes)), Edges: make([]api.DemoEdge, len(g.Edges))}
	for i, n := range g.Nodes {
		out.Nodes[i] = api.DemoNode{Id: n.ID, Type: api.DemoNodeType(n.Type), X: n.X, Y: n.Y, Text: i18n.Sample(lang, n.Text)}
	}
	for i, e := range g.Edges {
		points := make([]api.DemoPoint, len(e.Points))
		for j, p := range e.Points {
			points[j] = api.DemoPoint{X: p.X, Y: p.Y}
		}
		id := e.ID
		edge := api.DemoEdge{Id: &id, SourceNodeId: e.Source, TargetNodeId: e.Target, PointsList: points}
		if e.Text != "" {
			text := i18n.Sample(lang, e.Text)
			edge.Text = &text
		}
		out.Edges[i] = edge
	}
	return out
}

func graphIn(w api.DemoWorkflow) Graph {
	g := Graph{Nodes: make([]Node, len(w.Nodes)), Edges: make([]Edge, len(w.Edges))}
	for i, n := range w.Nodes {
		g.Nodes[i] = Node{ID: n.Id, Type: string(n.Type), X: n.X, Y: n.Y, Text: n.Text}
	}
	for i, e := range w.Edges {
		points := make([]Point, len(e.PointsList))
		for j, p := range e.PointsList {
			points[j] = Point{X: p.X, Y: p.Y}
		}
		g.Edges[i] = Edge{ID: str(e.Id), Source: e.SourceNodeId, Target: e.TargetNodeId, Text: str(e.Text), Points: points}
	}
	return g
}

// GetDemoWorkflow implements GET /workflow/getList.
func (h *Handlers) GetDemoWorkflow(ctx context.Context, _ api.GetDemoWorkflowRequestObject) (api.GetDemoWorkflowResponseObject, error) {
	g, err := h.svc.Workflow(ctx)
	if err != nil {
		return nil, err
	}
	return api.GetDemoWorkflow200JSONResponse{Code: 200, Msg: msg(ctx, "ok"), Data: graphOut(access.ClientFrom(ctx).Lang, g)}, nil
}

// EditDemoWorkflow implements POST /workflow/doEdit.
func (h *Handlers) EditDemoWorkflow(ctx context.Context, req api.EditDemoWorkflowRequestObject) (api.EditDemoWorkflowResponseObject, error) {
	g, err := h.svc.SaveWorkflow(ctx, graphIn(*req.Body))
	if err != nil {
		return nil, err
	}
	return api.EditDemoWorkflow200JSONResponse{Code: 200, Msg: msg(ctx, "demo.saved"), Data: graphOut(access.ClientFrom(ctx).Lang, g)}, nil
}

// GetDemoDescription implements GET /description/getList.
func (h *Handlers) GetDemoDescription(ctx context.Context, _ api.GetDemoDescriptionRequestObject) (api.GetDemoDescriptionResponseObject, error) {
	d, err := h.svc.Description(ctx)
	if err != nil {
		return nil, err
	}
	items := make([]api.DemoDescriptionItem, len(d.Items))
	for i, it := range d.Items {
		items[i] = api.DemoDescriptionItem{Label: it.Label, Value: it.Value}
	}
	return api.GetDemoDescription200JSONResponse{Code: 200, Msg: msg(ctx, "ok"), Data: api.DemoDescription{Title: d.Title, List: items}}, nil
}
