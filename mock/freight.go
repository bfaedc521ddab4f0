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

// tx runs fn as a critical section over the extras: under the shop's lock for
// reading (goods cannot come to use a row meanwhile) and the extras' own lock; undo puts
// back what fn wrote when it fails.
func (g *goodsExtras) tx(fn func(undo *[]func()) error) error {
	release := g.guard.hold()
	defer release()
	g.mu.Lock()
	defer g.mu.Unlock()
	var undo []func()
	done := false
	defer func() {
		if !done { // fn failed or panicked
			for _, u := range slices.Backward(undo) {
				u()
			}
		}
	}()
	if err := fn(&undo); err != nil {
		return err
	}
	done = true
	return nil
}

// Tx implements freight.Store.
func (f freightStore) Tx(_ context.Context, fn func(freight.Tx) error) error {
	return f.g.tx(func(undo *[]func()) error { return fn(freightTx{f.g, undo}) })
}

// freightTx is the mock's freight.Tx: the locks hold everything, so forUpdate needs nothing.
type freightTx struct {
	g    *goodsExtras
	undo *[]func()
}

func templateNotFound(id int64) error {
	return fmt.Errorf("freight template %d: %w", id, freight.ErrNotFound)
}

// put stores t under its id, remembering how to put back what was there.
func (t freightTx) put(tmpl freight.Template) {
	old, had := t.g.templates[tmpl.ID]
	*t.undo = append(*t.undo, func() {
		if had {
			t.g.templates[tmpl.ID] = old
		} else {
			delete(t.g.templates, tmpl.ID)
		}
	})
	t.g.templates[tmpl.ID] = tmpl
}

func (t freightTx) Template(id int64, _ bool) (freight.Template, error) {
	tmpl, ok := t.g.templates[id]
	if !ok {
		return tmpl, templateNotFound(id)
	}
	tmpl.Pricing = clonePricing(tmpl.Pricing)
	return tmpl, nil
}

func (t freightTx) InsertTemplate(tmpl freight.Template) (int64, error) {
	tmpl.ID = t.g.nextTmpl
	t.g.nextTmpl++
	tmpl.Pricing = clonePricing(tmpl.Pricing)
	t.put(tmpl)
	return tmpl.ID, nil
}

func (t freightTx) SaveTemplate(tmpl freight.Template) error {
	old, ok := t.g.templates[tmpl.ID]
	if !ok {
		return templateNotFound(tmpl.ID)
	}
	old.Name, old.Pricing, old.UpdatedAt = tmpl.Name, clonePricing(tmpl.Pricing), tmpl.UpdatedAt
	t.put(old)
	return nil
}

func (t freightTx) DeleteTemplate(id int64) error {
	old, ok := t.g.templates[id]
	if !ok {
		return templateNotFound(id)
	}
	if t.g.guard.used(goods.RefFreightTemplate, id) {
		return fmt.Errorf("freight template %d: %w", id, freight.ErrInUse)
	}
	delete(t.g.templates, id)
	*t.undo = append(*t.undo, func() { t.g.templates[id] = old })
	return nil
}
