package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
)

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

// Tx implements guarantees.Store.
func (s guaranteeStore) Tx(_ context.Context, fn func(guarantees.Tx) error) error {
	return s.g.tx(func(undo *[]func()) error { return fn(guaranteeTx{s.g, undo}) })
}

// guaranteeTx is the mock's guarantees.Tx: the locks hold everything, so forUpdate needs
// nothing.
type guaranteeTx struct {
	g    *goodsExtras
	undo *[]func()
}

func itemNotFound(kind guarantees.Kind, id int64) error {
	return fmt.Errorf("%s %d: %w", kind, id, guarantees.ErrNotFound)
}

// put stores it under its id, remembering how to put back what was there.
func (t guaranteeTx) put(it guarantees.Item) {
	old, had := t.g.items[it.ID]
	*t.undo = append(*t.undo, func() {
		if had {
			t.g.items[it.ID] = old
		} else {
			delete(t.g.items, it.ID)
		}
	})
	t.g.items[it.ID] = it
}

func (t guaranteeTx) Guarantee(kind guarantees.Kind, id int64, _ bool) (guarantees.Item, error) {
	it, ok := t.g.items[id]
	if !ok || it.Kind != kind {
		return guarantees.Item{}, itemNotFound(kind, id)
	}
	return it, nil
}

func (t guaranteeTx) InsertGuarantee(it guarantees.Item) (int64, error) {
	it.ID = t.g.nextItem
	t.g.nextItem++
	t.put(it)
	return it.ID, nil
}

func (t guaranteeTx) SaveGuarantee(it guarantees.Item) error {
	old, ok := t.g.items[it.ID]
	if !ok || old.Kind != it.Kind {
		return itemNotFound(it.Kind, it.ID)
	}
	old.Title, old.Content, old.Sort, old.UpdatedAt = it.Title, it.Content, it.Sort, it.UpdatedAt
	t.put(old)
	return nil
}

func (t guaranteeTx) DeleteGuarantee(kind guarantees.Kind, id int64) error {
	old, ok := t.g.items[id]
	if !ok || old.Kind != kind {
		return itemNotFound(kind, id)
	}
	if kind == guarantees.Service && t.g.guard.used(goods.RefService, id) {
		return fmt.Errorf("%s %d: %w", kind, id, guarantees.ErrInUse)
	}
	delete(t.g.items, id)
	*t.undo = append(*t.undo, func() { t.g.items[id] = old })
	return nil
}
