package cash

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
)

// memStore is a store of one account, its flow and the completed orders, for the
// settlement's rules: a failed transaction keeps nothing.
type memStore struct {
	Store   // what the settlement does not use: nil
	account Account
	flow    []Flow
	orders  []Due
	settled map[int64]bool
}

type memTx struct {
	*memStore
	Tx // what the settlement does not use: nil
}

func (m *memStore) Tx(_ context.Context, fn func(Tx) error) error {
	saved := memStore{account: m.account, flow: slices.Clone(m.flow), settled: map[int64]bool{}}
	for k, v := range m.settled {
		saved.settled[k] = v
	}
	if err := fn(memTx{memStore: m}); err != nil {
		m.account, m.flow, m.settled = saved.account, saved.flow, saved.settled
		return err
	}
	return nil
}
func (m *memStore) Account(context.Context) (Account, error)      { return m.account, nil }
func (m *memStore) Methods(context.Context) ([]Method, error)     { return nil, nil }
func (m *memStore) Method(context.Context, int64) (Method, error) { return Method{}, ErrNotFound }
func (t memTx) Account(bool) (Account, error)                     { return t.account, nil }
func (t memTx) SaveAccount(a Account) error                       { t.account = a; return nil }
func (t memTx) Methods(bool) ([]Method, error)                    { return nil, nil }
func (t memTx) InsertMethod(m Method) (Method, error)             { return m, nil }
func (t memTx) SaveMethod(Method) error                           { return nil }
func (t memTx) DeleteMethod(int64) error                          { return nil }
func (t memTx) AppendFlow(f Flow) error {
	f.ID = int64(len(t.flow) + 1)
	t.flow = append(t.flow, f)
	return nil
}
func (t memTx) Standing(bool) (Standing, error) { return Standing{Account: t.account}, nil }
func (t memTx) DueSettlements(before time.Time, limit int) ([]Due, error) {
	var out []Due
	for _, d := range t.orders {
		if !t.settled[d.OrderID] && !d.CompletedAt.After(before) && len(out) < limit {
			out = append(out, d)
		}
	}
	return out, nil
}
func (t memTx) MarkSettled(id int64, _ time.Time) error {
	if t.settled[id] {
		return ErrSettled
	}
	t.settled[id] = true
	return nil
}

// The settlement: due orders settle once, the debt paid first, an order fully refunded
// marked without a line, more than a chunk in several transactions; a refund after it
// takes from available and owes the rest.
func TestSettleDue(t *testing.T) {
	now := at
	m := &memStore{settled: map[int64]bool{}}
	// A refund of an order settled before: nothing available, all of it owed.
	if err := m.Tx(context.Background(), func(tx Tx) error { return RefundAfterSettlement(tx, "OOLD", "R0", 30_00, now) }); err != nil {
		t.Fatal(err)
	}
	for i := range SettleChunk + 5 {
		m.orders = append(m.orders, Due{OrderID: int64(i + 1), OrderSN: "O" + string(rune('A'+i%26)), Amount: 10_00,
			CompletedAt: now.AddDate(0, 0, -8).Add(time.Duration(i) * time.Minute)})
	}
	m.orders[1].Amount = 0
	m.orders = append(m.orders, Due{OrderID: 999, OrderSN: "ORECENT", Amount: 50_00, CompletedAt: now.AddDate(0, 0, -6)})
	svc := New(m, nil, func() time.Time { return now })
	n, err := svc.SettleDue(nil)(context.Background())
	if err != nil || n != SettleChunk+5 {
		t.Fatalf("settled %d, %v", n, err)
	}
	if len(m.flow) != SettleChunk+5 || m.flow[1].Debt != -10_00 || m.flow[1].Available != 0 {
		t.Fatalf("lines: %d, first %+v", len(m.flow), m.flow[1])
	}
	want := int64(SettleChunk+4)*10_00 - 30_00
	if m.account.Available != want || m.account.Debt != 0 || m.settled[999] {
		t.Fatalf("account %+v, want available %d", m.account, want)
	}
	if n, err := svc.SettleDue(nil)(context.Background()); n != 0 || err != nil {
		t.Fatalf("again: %d %v", n, err)
	}
	// A shorter delay from the settings settles the recent order too.
	short := func(context.Context) (Settings, error) { s := DefaultSettings; s.SettleDelayDays = 5; return s, nil }
	if n, err := svc.SettleDue(short)(context.Background()); n != 1 || err != nil {
		t.Fatalf("a delay of 5 days: %d %v", n, err)
	}
	err = m.Tx(context.Background(), func(tx Tx) error {
		return RefundAfterSettlement(tx, "ORECENT", "R1", m.account.Available+7_00, now)
	})
	if err != nil || m.account.Available != 0 || m.account.Debt != 7_00 || m.flow[len(m.flow)-1].Remark != "R1" {
		t.Fatalf("refund beyond available: %+v %v", m.account, err)
	}
	if i := Check(m.flow, m.account); i != -1 {
		t.Fatalf("check: line %d", i)
	}
	failing := func(context.Context) (Settings, error) { return Settings{}, errors.New("no settings") }
	if _, err := svc.SettleDue(failing)(context.Background()); err == nil {
		t.Fatal("settled without settings")
	}
}
