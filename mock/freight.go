package mock

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
)

// goodsExtras holds the freight templates, after-sale services and guarantee texts, under
// a lock of their own: nothing else is written with them.
type goodsExtras struct {
	mu         sync.RWMutex
	templates  map[int64]freight.Template
	items      map[int64]guarantees.Item
	nextTmpl   int64
	nextItem   int64
	freightAPI freightStore
	// guard refuses to delete a template or a service goods use.
	guard refGuard
}

func newGoodsExtras() *goodsExtras {
	g := &goodsExtras{templates: map[int64]freight.Template{}, items: map[int64]guarantees.Item{}, nextTmpl: 1, nextItem: 1}
	g.freightAPI = freightStore{g}
	return g
}

// freightStore implements freight.Store.
type freightStore struct{ g *goodsExtras }

// Freight answers the freight area's store.
func (s *Store) Freight() freight.Store { return s.extras.freightAPI }

// Guarantees answers the guarantees area's store.
func (s *Store) Guarantees() guarantees.Store { return guaranteeStore{s.extras} }

// clonePricing copies every list, so a caller never shares a slice with the store.
func clonePricing(p freight.Pricing) freight.Pricing {
	raw, _ := json.Marshal(p)
	var out freight.Pricing
	_ = json.Unmarshal(raw, &out)
	return out
}

func (f freightStore) ListTemplates(_ context.Context, flt freight.Filter) ([]freight.Template, int64, error) {
	f.g.mu.RLock()
	defer f.g.mu.RUnlock()
	var rows []freight.Template
	for _, t := range f.g.templates {
		if (flt.Keyword == "" || strings.Contains(t.Name, flt.Keyword)) && (flt.Charge == "" || t.Pricing.Charge == flt.Charge) {
			rows = append(rows, t)
		}
	}
	slices.SortFunc(rows, func(a, b freight.Template) int { return cmp.Compare(b.ID, a.ID) })
	out := page(rows, flt.Page)
	for i := range out {
		out[i].Pricing = clonePricing(out[i].Pricing)
	}
	return out, int64(len(rows)), nil
}

func (f freightStore) Template(_ context.Context, id int64) (freight.Template, error) {
	f.g.mu.RLock()
	defer f.g.mu.RUnlock()
	t, ok := f.g.templates[id]
	if !ok {
		return t, fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
	}
	t.Pricing = clonePricing(t.Pricing)
	return t, nil
}

func (f freightStore) AddTemplate(_ context.Context, t freight.Template) (freight.Template, error) {
	f.g.mu.Lock()
	defer f.g.mu.Unlock()
	t.ID = f.g.nextTmpl
	f.g.nextTmpl++
	t.Pricing = clonePricing(t.Pricing)
	f.g.templates[t.ID] = t
	return t, nil
}

func (f freightStore) SaveTemplate(_ context.Context, t freight.Template) (freight.Template, error) {
	f.g.mu.Lock()
	defer f.g.mu.Unlock()
	old, ok := f.g.templates[t.ID]
	if !ok {
		return t, fmt.Errorf("freight template %d: %w", t.ID, freight.ErrNotFound)
	}
	old.Name, old.Pricing, old.UpdatedAt = t.Name, clonePricing(t.Pricing), t.UpdatedAt
	f.g.templates[t.ID] = old
	return old, nil
}

func (f freightStore) DeleteTemplate(_ context.Context, id int64) error {
	release := f.g.guard.hold()
	defer release()
	f.g.mu.Lock()
	defer f.g.mu.Unlock()
	if _, ok := f.g.templates[id]; !ok {
		return fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
	}
	if f.g.guard.used(goods.RefFreightTemplate, id) {
		return fmt.Errorf("freight template %d: %w", id, freight.ErrInUse)
	}
	delete(f.g.templates, id)
	return nil
}

// guaranteeStore implements guarantees.Store.
type guaranteeStore struct{ g *goodsExtras }

func (s guaranteeStore) ListGuarantees(_ context.Context, f guarantees.Filter) ([]guarantees.Item, int64, error) {
	s.g.mu.RLock()
	defer s.g.mu.RUnlock()
	var rows []guarantees.Item
	for _, it := range s.g.items {
		if it.Kind == f.Kind && (f.Keyword == "" || strings.Contains(it.Title, f.Keyword)) {
			rows = append(rows, it)
		}
	}
	slices.SortFunc(rows, func(a, b guarantees.Item) int {
		return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(a.ID, b.ID))
	})
	return page(rows, f.Page), int64(len(rows)), nil
}

func (s guaranteeStore) Guarantee(_ context.Context, kind guarantees.Kind, id int64) (guarantees.Item, error) {
	s.g.mu.RLock()
	defer s.g.mu.RUnlock()
	it, ok := s.g.items[id]
	if !ok || it.Kind != kind {
		return guarantees.Item{}, fmt.Errorf("%s %d: %w", kind, id, guarantees.ErrNotFound)
	}
	return it, nil
}

func (s guaranteeStore) AddGuarantee(_ context.Context, it guarantees.Item) (guarantees.Item, error) {
	s.g.mu.Lock()
	defer s.g.mu.Unlock()
	it.ID = s.g.nextItem
	s.g.nextItem++
	s.g.items[it.ID] = it
	return it, nil
}

func (s guaranteeStore) SaveGuarantee(_ context.Context, it guarantees.Item) (guarantees.Item, error) {
	s.g.mu.Lock()
	defer s.g.mu.Unlock()
	old, ok := s.g.items[it.ID]
	if !ok || old.Kind != it.Kind {
		return it, fmt.Errorf("%s %d: %w", it.Kind, it.ID, guarantees.ErrNotFound)
	}
	old.Title, old.Content, old.Sort, old.UpdatedAt = it.Title, it.Content, it.Sort, it.UpdatedAt
	s.g.items[it.ID] = old
	return old, nil
}

func (s guaranteeStore) DeleteGuarantee(_ context.Context, kind guarantees.Kind, id int64) error {
	release := s.g.guard.hold()
	defer release()
	s.g.mu.Lock()
	defer s.g.mu.Unlock()
	if it, ok := s.g.items[id]; !ok || it.Kind != kind {
		return fmt.Errorf("%s %d: %w", kind, id, guarantees.ErrNotFound)
	}
	if kind == guarantees.Service && s.g.guard.used(goods.RefService, id) {
		return fmt.Errorf("%s %d: %w", kind, id, guarantees.ErrInUse)
	}
	delete(s.g.items, id)
	return nil
}
