package mock

import (
	"context"
	"slices"

	"shopconsole/server/demo"
)

// demoData is the demo layer's sample data (mock backend only).
type demoData struct {
	rows        []demo.Row
	nextRow     int64
	goods       []demo.Goods
	graph       demo.Graph
	description demo.Description
}

// DemoRows implements demo.Store.
func (s *Store) DemoRows(context.Context) ([]demo.Row, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return slices.Clone(s.demo.rows), nil
}

// AddDemoRow implements demo.Store.
func (s *Store) AddDemoRow(_ context.Context, r demo.Row) (demo.Row, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.demo.nextRow++
	r.ID = s.demo.nextRow
	s.demo.rows = append(s.demo.rows, r)
	return r, nil
}

// ReplaceDemoRow implements demo.Store.
func (s *Store) ReplaceDemoRow(_ context.Context, r demo.Row) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	i := slices.IndexFunc(s.demo.rows, func(x demo.Row) bool { return x.ID == r.ID })
	if i < 0 {
		return &demo.MissingRowError{ID: r.ID}
	}
	s.demo.rows[i] = r
	return nil
}

// DeleteDemoRows implements demo.Store: all or nothing, under one lock.
func (s *Store) DeleteDemoRows(_ context.Context, ids []int64) ([]demo.Row, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	gone := make([]demo.Row, 0, len(ids))
	for _, id := range ids {
		i := slices.IndexFunc(s.demo.rows, func(x demo.Row) bool { return x.ID == id })
		if i < 0 {
			return nil, &demo.MissingRowError{ID: id}
		}
		gone = append(gone, s.demo.rows[i])
	}
	s.demo.rows = slices.DeleteFunc(s.demo.rows, func(x demo.Row) bool { return slices.Contains(ids, x.ID) })
	return gone, nil
}

// DemoGoods implements demo.Store.
func (s *Store) DemoGoods(context.Context) ([]demo.Goods, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return slices.Clone(s.demo.goods), nil
}

// DemoWorkflow implements demo.Store.
func (s *Store) DemoWorkflow(context.Context) (demo.Graph, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return cloneGraph(s.demo.graph), nil
}

// SaveDemoWorkflow implements demo.Store.
func (s *Store) SaveDemoWorkflow(_ context.Context, g demo.Graph) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.demo.graph = cloneGraph(g)
	return nil
}

func cloneGraph(g demo.Graph) demo.Graph {
	out := demo.Graph{Nodes: slices.Clone(g.Nodes), Edges: slices.Clone(g.Edges)}
	for i := range out.Edges {
		out.Edges[i].Points = slices.Clone(out.Edges[i].Points)
	}
	return out
}

// DemoDescription implements demo.Store.
func (s *Store) DemoDescription(context.Context) (demo.Description, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	d := s.demo.description
	d.Items = slices.Clone(d.Items)
	if d.ZH != nil {
		zh := *d.ZH
		zh.Items = slices.Clone(zh.Items)
		d.ZH = &zh
	}
	return d, nil
}

var _ demo.Store = (*Store)(nil)
