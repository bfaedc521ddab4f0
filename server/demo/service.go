package demo

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
)

// Service applies the demo layer's rules over a Store; with no store (a backend without
// demo data) every operation answers 404.
type Service struct {
	store Store
	now   func() time.Time
}

// New returns the service; store may be nil.
func New(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

// Available reports whether this backend serves demo data.
func (s *Service) Available() bool { return s.store != nil }

func (s *Service) check() error {
	if s.store == nil {
		return apperr.New(http.StatusNotFound, "demo.mockOnly")
	}
	return nil
}

// slice cuts one page out of items.
func slice[T any](items []T, p kernel.Page) []T {
	start := (p.No - 1) * p.Size
	if p.No < 1 || p.Size < 1 || start >= len(items) {
		return []T{}
	}
	return items[start:min(start+p.Size, len(items))]
}

func contains(text, part string) bool {
	return part == "" || strings.Contains(strings.ToLower(text), strings.ToLower(part))
}

// Rows lists the table rows whose title contains title, newest id first.
func (s *Service) Rows(ctx context.Context, title string, p kernel.Page) ([]Row, int, error) {
	if err := s.check(); err != nil {
		return nil, 0, err
	}
	rows, err := s.store.DemoRows(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("list demo rows: %w", err)
	}
	zh := access.ClientFrom(ctx).Lang == i18n.ZH
	for i := range rows {
		rows[i] = rows[i].in(zh)
	}
	rows = slices.DeleteFunc(rows, func(r Row) bool { return !contains(r.Title, title) })
	slices.SortFunc(rows, func(a, b Row) int { return cmp.Compare(b.ID, a.ID) })
	return slice(rows, p), len(rows), nil
}

// RowInput is what an editor may change of a row.
type RowInput struct {
	ID          int64 // 0 adds a row
	Title       string
	Description string
	Status      Status
	Author      string
	PageViews   *int // nil keeps the stored value (0 for a new row)
	Switch      bool
	Percent     int
	Rate        int
	Percentage  int
}

// SaveRow adds or replaces a row; uuid, picture and datetime of an existing row are kept.
func (s *Service) SaveRow(ctx context.Context, in RowInput) (Row, error) {
	if err := s.check(); err != nil {
		return Row{}, err
	}
	in.Title, in.Author = strings.TrimSpace(in.Title), strings.TrimSpace(in.Author)
	if in.Title == "" {
		return Row{}, apperr.Invalid("title", "validation.required", "title")
	}
	if in.Author == "" {
		return Row{}, apperr.Invalid("author", "validation.required", "author")
	}
	var row Row
	if in.ID != 0 {
		rows, err := s.store.DemoRows(ctx)
		if err != nil {
			return Row{}, fmt.Errorf("read demo rows: %w", err)
		}
		i := slices.IndexFunc(rows, func(r Row) bool { return r.ID == in.ID })
		if i < 0 {
			return Row{}, apperr.New(http.StatusNotFound, "demo.rowMissing", in.ID)
		}
		row = rows[i]
	} else {
		if _, err := rand.Read(row.UUID[:]); err != nil {
			return Row{}, fmt.Errorf("uuid: %w", err)
		}
		row.UUID[6] = row.UUID[6]&0x0f | 0x40 // version 4
		row.UUID[8] = row.UUID[8]&0x3f | 0x80 // RFC 4122 variant
		row.Datetime = s.now().UTC().Truncate(time.Second)
		row.Img = Picture(in.Title, 240, 160)
	}
	row.Title, row.Description, row.Status, row.Author = in.Title, in.Description, in.Status, in.Author
	row.ZH = nil // what the editor wrote is the row's text in every language
	row.Switch, row.Percent, row.Rate, row.Percentage = in.Switch, in.Percent, in.Rate, in.Percentage
	if in.PageViews != nil {
		row.PageViews = *in.PageViews
	}
	if in.ID == 0 {
		saved, err := s.store.AddDemoRow(ctx, row)
		if err != nil {
			return Row{}, fmt.Errorf("add demo row: %w", err)
		}
		return saved, nil
	}
	if err := s.store.ReplaceDemoRow(ctx, row); err != nil {
		return Row{}, missing(err, "replace demo row")
	}
	return row, nil
}

// in is the row as a zh caller (zh true) or any other reads it.
func (r Row) in(zh bool) Row {
	if zh && r.ZH != nil {
		r.Title, r.Description, r.Author, r.Img = r.ZH.Title, r.ZH.Description, r.ZH.Author, r.ZH.Img
	}
	r.ZH = nil
	return r
}

// in is the card as a zh caller (zh true) or any other reads it.
func (g Goods) in(zh bool) Goods {
	if zh && g.ZH != nil {
		g.Title, g.Company, g.Description, g.Image, g.Labels = g.ZH.Title, g.ZH.Company, g.ZH.Description, g.ZH.Image, g.ZH.Labels
	}
	g.ZH = nil
	return g
}

func missing(err error, what string) error {
	var m *MissingRowError
	if errors.As(err, &m) {
		return apperr.New(http.StatusNotFound, "demo.rowMissing", m.ID)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// DeleteRows deletes every row of ids, or none when one is unknown.
func (s *Service) DeleteRows(ctx context.Context, ids []int64) error {
	if err := s.check(); err != nil {
		return err
	}
	gone, err := s.store.DeleteDemoRows(ctx, slices.Compact(slices.Sorted(slices.Values(ids))))
	if err != nil {
		return missing(err, "delete demo rows")
	}
	items := make([]audit.Item, len(gone))
	for i, r := range gone {
		items[i] = audit.Item{ID: r.ID, Name: r.Title}
	}
	audit.Deleted(ctx, "demo row", items...)
	return nil
}

// Goods lists the goods whose title contains title.
func (s *Service) Goods(ctx context.Context, title string, p kernel.Page) ([]Goods, int, error) {
	if err := s.check(); err != nil {
		return nil, 0, err
	}
	goods, err := s.store.DemoGoods(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("list demo goods: %w", err)
	}
	zh := access.ClientFrom(ctx).Lang == i18n.ZH
	for i := range goods {
		goods[i] = goods[i].in(zh)
	}
	goods = slices.DeleteFunc(goods, func(g Goods) bool { return !contains(g.Title, title) })
	return slice(goods, p), len(goods), nil
}

// Icons lists the icons whose name or category contains title.
func (s *Service) Icons(ctx context.Context, title string, p kernel.Page) ([]Icon, int, error) {
	if err := s.check(); err != nil {
		return nil, 0, err
	}
	all, err := s.store.DemoIcons(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("list icons: %w", err)
	}
	if title == "" {
		return slice(all, p), len(all), nil
	}
	var hits []Icon
	for _, i := range all {
		if contains(i.Name, title) || contains(i.Category, title) {
			hits = append(hits, i)
		}
	}
	return slice(hits, p), len(hits), nil
}

// Workflow returns the stored graph.
func (s *Service) Workflow(ctx context.Context) (Graph, error) {
	if err := s.check(); err != nil {
		return Graph{}, err
	}
	g, err := s.store.DemoWorkflow(ctx)
	if err != nil {
		return Graph{}, fmt.Errorf("read workflow: %w", err)
	}
	return g, nil
}

// SaveWorkflow replaces the graph after checking that it is one: unique node ids and
// edges between two different existing nodes. Edges without an id get one.
func (s *Service) SaveWorkflow(ctx context.Context, g Graph) (Graph, error) {
	if err := s.check(); err != nil {
		return Graph{}, err
	}
	nodes := map[string]bool{}
	for i, n := range g.Nodes {
		if nodes[n.ID] {
			return Graph{}, apperr.Invalid(fmt.Sprintf("nodes[%d].id", i), "demo.duplicateNode", n.ID)
		}
		nodes[n.ID] = true
	}
	edges := map[string]bool{}
	for i := range g.Edges {
		e := &g.Edges[i]
		switch {
		case !nodes[e.Source]:
			return Graph{}, apperr.Invalid(fmt.Sprintf("edges[%d].sourceNodeId", i), "demo.unknownNode", e.Source)
		case !nodes[e.Target]:
			return Graph{}, apperr.Invalid(fmt.Sprintf("edges[%d].targetNodeId", i), "demo.unknownNode", e.Target)
		case e.Source == e.Target:
			return Graph{}, apperr.Invalid(fmt.Sprintf("edges[%d].targetNodeId", i), "demo.selfLoop", e.Source)
		}
		if e.ID == "" {
			e.ID = fmt.Sprintf("e%d-%s-%s", i+1, e.Source, e.Target)
		}
		if edges[e.ID] {
			return Graph{}, apperr.Invalid(fmt.Sprintf("edges[%d].id", i), "demo.duplicateEdge", e.ID)
		}
		edges[e.ID] = true
	}
	if err := s.store.SaveDemoWorkflow(ctx, g); err != nil {
		return Graph{}, fmt.Errorf("save workflow: %w", err)
	}
	return g, nil
}

// Description returns the sample description list.
func (s *Service) Description(ctx context.Context) (Description, error) {
	if err := s.check(); err != nil {
		return Description{}, err
	}
	d, err := s.store.DemoDescription(ctx)
	if err != nil {
		return Description{}, fmt.Errorf("read description: %w", err)
	}
	if d.ZH != nil && access.ClientFrom(ctx).Lang == i18n.ZH {
		d = *d.ZH
	}
	d.ZH = nil
	return d, nil
}
