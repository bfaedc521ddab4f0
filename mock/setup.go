package mock

import (
	"context"
	"fmt"

	"shopconsole/server/setup"
)

// setupData is the shop's own setup: its addresses. Reads hold Store.mu for reading;
// writes run in setupStore.Tx.
type setupData struct {
	addresses *table[int64, setup.Address]
	next      int64
}

func newSetupData() *setupData {
	return &setupData{addresses: newTable(func(a *setup.Address) int64 { return a.ID })}
}

// sortedAddresses answers the addresses as the table sees them, oldest first.
func (d *setupData) sortedAddresses() []setup.Address { return d.addresses.sorted() }

// setupStore is the mock's setup.Store.
type setupStore struct{ s *Store }

// Setup answers the setup area's store.
func (s *Store) Setup() setup.Store { return setupStore{s} }

// Tx implements setup.Store: a critical section over the committed table.
func (m setupStore) Tx(_ context.Context, fn func(setup.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	d := m.s.setup
	next := d.next
	if err := fn(setupTx{d}); err != nil {
		d.addresses.discard()
		d.next = next
		return err
	}
	d.addresses.commit()
	return nil
}

// Addresses implements setup.Store.
func (m setupStore) Addresses(context.Context) ([]setup.Address, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.setup.sortedAddresses(), nil
}

// Address implements setup.Store.
func (m setupStore) Address(_ context.Context, id int64) (setup.Address, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	a, ok := m.s.setup.addresses.get(id)
	if !ok {
		return a, fmt.Errorf("address %d: %w", id, setup.ErrNotFound)
	}
	return a, nil
}

// setupTx is the mock's setup.Tx: the store's lock holds everything.
type setupTx struct{ d *setupData }

func (t setupTx) Addresses(bool) ([]setup.Address, error) { return t.d.sortedAddresses(), nil }

func (t setupTx) InsertAddress(a setup.Address) (setup.Address, error) {
	t.d.next++
	a.ID = t.d.next
	return a, t.d.addresses.put(a)
}

func (t setupTx) SaveAddress(a setup.Address) error {
	if !t.d.addresses.has(a.ID) {
		return fmt.Errorf("address %d: %w", a.ID, setup.ErrNotFound)
	}
	return t.d.addresses.put(a)
}

func (t setupTx) DeleteAddress(id int64) error {
	if !t.d.addresses.has(id) {
		return fmt.Errorf("address %d: %w", id, setup.ErrNotFound)
	}
	t.d.addresses.delete(id)
	return nil
}
