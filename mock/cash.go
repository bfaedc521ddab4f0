package mock

import (
	"context"
	"fmt"

	"shopconsole/server/cash"
)

// cashData is the cash area's part of the store: the shop's account, its fund flow and
// the withdrawal methods. Reads hold Store.mu for reading; writes run in cashStore.Tx.
type cashData struct {
	account cash.Account
	flow    *table[int64, cash.Flow]
	methods *table[int64, cash.Method]
	next    map[string]int64
	// settled are the orders settled into the account, by order id (cash_flow.go).
	settled *table[int64, settledOrder]
	// The withdrawals and the settings (cash_withdrawals.go).
	withdrawals *table[int64, cash.Withdrawal]
	wdCreated   *order[cash.Withdrawal]
	wdAmount    *order[cash.Withdrawal]
	wdBySN      *unique[int64, cash.Withdrawal]
	settings    *cash.Settings // nil: never saved
}

func newCashData() *cashData {
	d := &cashData{
		flow:    newTable(func(f *cash.Flow) int64 { return f.ID }),
		methods: newTable(func(m *cash.Method) int64 { return m.ID }),
		next:    map[string]int64{},
		settled: newTable(func(o *settledOrder) int64 { return o.OrderID }),
	}
	d.initWithdrawals()
	return d
}

func (d *cashData) nextID(table string) int64 {
	d.next[table]++
	return d.next[table]
}

// sortedMethods answers the methods as the table sees them, oldest first.
func (d *cashData) sortedMethods() []cash.Method { return d.methods.sorted() }

// cashStore is the mock's cash.Store.
type cashStore struct{ s *Store }

// Cash answers the cash area's store.
func (s *Store) Cash() cash.Store { return cashStore{s} }

// Tx implements cash.Store: a critical section over the committed tables. What fn writes
// becomes the tables' rows and the account only when fn succeeds.
func (m cashStore) Tx(_ context.Context, fn func(cash.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	d := m.s.cash
	account, settings := d.account, d.settings
	next := make(map[string]int64, len(d.next))
	for k, v := range d.next {
		next[k] = v
	}
	if err := fn(cashTx{d, m.s.orders, m.s.shop}); err != nil {
		d.flow.discard()
		d.methods.discard()
		d.settled.discard()
		d.withdrawals.discard()
		m.s.shop.idem.discard()
		d.account, d.next, d.settings = account, next, settings
		return err
	}
	d.flow.commit()
	d.methods.commit()
	d.settled.commit()
	d.withdrawals.commit()
	m.s.shop.idem.commit()
	m.s.shop.bound(m.s.limits)
	return nil
}

// Account implements cash.Store.
func (m cashStore) Account(context.Context) (cash.Account, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.cash.account, nil
}

// Methods implements cash.Store.
func (m cashStore) Methods(context.Context) ([]cash.Method, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.cash.sortedMethods(), nil
}

// Method implements cash.Store.
func (m cashStore) Method(_ context.Context, id int64) (cash.Method, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	r, ok := m.s.cash.methods.get(id)
	if !ok {
		return r, fmt.Errorf("method %d: %w", id, cash.ErrNotFound)
	}
	return r, nil
}

// cashTx is the mock's cash.Tx: the store's lock holds everything, so forUpdate needs
// nothing.
type cashTx struct {
	d      *cashData
	orders *orderData // read by the settlement
	shop   *shopData  // the Idempotency-Keys
}

func (t cashTx) Account(bool) (cash.Account, error) { return t.d.account, nil }

func (t cashTx) SaveAccount(a cash.Account) error {
	t.d.account = a
	return nil
}

func (t cashTx) AppendFlow(f cash.Flow) error {
	f.ID = t.d.nextID("flow")
	return t.d.flow.put(f)
}

func (t cashTx) Standing(apply bool) (cash.Standing, error) {
	st := cash.Standing{Account: t.d.account, Methods: t.d.sortedMethods(), Settings: t.d.currentSettings()}
	if apply {
		st.NextID = t.d.nextID("withdrawal")
	}
	return st, nil
}

func (t cashTx) Methods(bool) ([]cash.Method, error) { return t.d.sortedMethods(), nil }

func (t cashTx) InsertMethod(m cash.Method) (cash.Method, error) {
	m.ID = t.d.nextID("method")
	return m, t.d.methods.put(m)
}

func (t cashTx) SaveMethod(m cash.Method) error {
	if !t.d.methods.has(m.ID) {
		return fmt.Errorf("method %d: %w", m.ID, cash.ErrNotFound)
	}
	return t.d.methods.put(m)
}

func (t cashTx) DeleteMethod(id int64) error {
	if !t.d.methods.has(id) {
		return fmt.Errorf("method %d: %w", id, cash.ErrNotFound)
	}
	t.d.methods.delete(id)
	return nil
}
