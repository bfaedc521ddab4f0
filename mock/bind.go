package mock

import (
	"context"
	"fmt"

	"shopconsole/server/bind"
)

// bindStore is the mock's bind.Store: the binding is Store.binding, nil when none (the
// sample data binds no store).
type bindStore struct{ s *Store }

// Bind answers the bind area's store.
func (s *Store) Bind() bind.Store { return bindStore{s} }

// Binding implements bind.Store.
func (m bindStore) Binding(context.Context) (bind.Binding, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return bindingOf(m.s.binding)
}

func bindingOf(b *bind.Binding) (bind.Binding, error) {
	if b == nil {
		return bind.Binding{}, fmt.Errorf("binding: %w", bind.ErrNotFound)
	}
	return *b, nil
}

// Tx implements bind.Store: a critical section; what fn wrote becomes the binding only
// when it succeeds.
func (m bindStore) Tx(_ context.Context, fn func(bind.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	tx := &bindTx{binding: m.s.binding}
	if err := fn(tx); err != nil {
		return err
	}
	m.s.binding = tx.binding
	return nil
}

type bindTx struct{ binding *bind.Binding }

func (t *bindTx) Binding() (bind.Binding, error) { return bindingOf(t.binding) }

func (t *bindTx) SaveBinding(b bind.Binding) error {
	if t.binding != nil {
		return fmt.Errorf("binding %s: %w", b.StoreCode, bind.ErrConflict)
	}
	t.binding = &b
	return nil
}

func (t *bindTx) DeleteBinding() error {
	if t.binding == nil {
		return fmt.Errorf("binding: %w", bind.ErrNotFound)
	}
	t.binding = nil
	return nil
}
