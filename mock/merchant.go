package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"shopconsole/server/merchant"
)

// merchantData is merchant account opening: every sample shop's application, the console's
// own shop's among them (Own). Reads hold Store.mu for reading; writes run in
// merchantStore.Tx. An application's row carries its history.
type merchantData struct {
	applications *table[int64, merchant.Application]
	next         int64
}

func newMerchantData() *merchantData {
	return &merchantData{applications: newTable(func(a *merchant.Application) int64 { return a.ID })}
}

func (d *merchantData) own() (merchant.Application, bool) {
	var out merchant.Application
	found := false
	d.applications.scan(func(a merchant.Application) bool {
		if a.Own {
			out, found = a, true
			return false
		}
		return true
	})
	return out, found
}

// merchantStore is the mock's merchant.Store.
type merchantStore struct{ s *Store }

// Merchant answers the merchant area's store.
func (s *Store) Merchant() merchant.Store { return merchantStore{s} }

// Tx implements merchant.Store: a critical section over the committed table.
func (m merchantStore) Tx(_ context.Context, fn func(merchant.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	d := m.s.merchant
	next := d.next
	if err := fn(merchantTx{d}); err != nil {
		d.applications.discard()
		d.next = next
		return err
	}
	d.applications.commit()
	return nil
}

// Applications implements merchant.Store.
func (m merchantStore) Applications(_ context.Context, q merchant.Query) ([]merchant.Application, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var all []merchant.Application
	m.s.merchant.applications.scan(func(a merchant.Application) bool {
		if q.State == "" || a.State == q.State {
			all = append(all, a)
		}
		return true
	})
	slices.SortFunc(all, func(a, b merchant.Application) int {
		return cmp.Or(b.UpdatedAt.Compare(a.UpdatedAt), cmp.Compare(b.ID, a.ID))
	})
	from, to := min(q.Offset, len(all)), min(q.Offset+q.Limit, len(all))
	return slices.Clone(all[from:to]), int64(len(all)), nil
}

// Application implements merchant.Store.
func (m merchantStore) Application(_ context.Context, id int64) (merchant.Application, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	a, ok := m.s.merchant.applications.get(id)
	if !ok {
		return a, fmt.Errorf("application %d: %w", id, merchant.ErrNotFound)
	}
	return a, nil
}

// Own implements merchant.Store.
func (m merchantStore) Own(context.Context) (merchant.Application, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	a, ok := m.s.merchant.own()
	if !ok {
		return a, fmt.Errorf("own application: %w", merchant.ErrNotFound)
	}
	return a, nil
}

// merchantTx is the mock's merchant.Tx: the store's lock holds everything.
type merchantTx struct{ d *merchantData }

func (t merchantTx) Application(id int64) (merchant.Application, error) {
	a, ok := t.d.applications.get(id)
	if !ok {
		return a, fmt.Errorf("application %d: %w", id, merchant.ErrNotFound)
	}
	return a, nil
}

func (t merchantTx) Own() (merchant.Application, error) {
	a, ok := t.d.own()
	if !ok {
		return a, fmt.Errorf("own application: %w", merchant.ErrNotFound)
	}
	return a, nil
}

func (t merchantTx) Insert(a merchant.Application) (int64, error) {
	t.d.next++
	a.ID, a.History = t.d.next, nil
	return a.ID, t.d.applications.put(a)
}

func (t merchantTx) Save(a merchant.Application) error {
	old, ok := t.d.applications.get(a.ID)
	if !ok {
		return fmt.Errorf("application %d: %w", a.ID, merchant.ErrNotFound)
	}
	a.History = old.History
	return t.d.applications.put(a)
}

func (t merchantTx) Append(id int64, e merchant.Event) error {
	a, ok := t.d.applications.get(id)
	if !ok {
		return fmt.Errorf("application %d: %w", id, merchant.ErrNotFound)
	}
	// A new slice: the committed row keeps the history it had.
	a.History = append(slices.Clip(a.History), e)
	return t.d.applications.put(a)
}
