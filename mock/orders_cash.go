package mock

import (
	"shopconsole/server/cash"
)

// The shop's account as an order's transaction moves it (orders.CashTx): the fund flow's
// line is kept aside with the order's writes (ordersStore.tables), and the account and the
// flow's next id are put back when they are discarded.

// OrderSettled implements orders.Tx.
func (t *ordersTx) OrderSettled(orderID int64) (bool, error) {
	return t.s.cash.settled.has(orderID), nil
}

// Account implements orders.Tx.
func (t *ordersTx) Account(bool) (cash.Account, error) { return t.s.cash.account, nil }

// SaveAccount implements orders.Tx.
func (t *ordersTx) SaveAccount(a cash.Account) error {
	d := t.s.cash
	old := d.account
	t.undo = append(t.undo, func() { d.account = old })
	d.account = a
	return nil
}

// AppendFlow implements orders.Tx.
func (t *ordersTx) AppendFlow(f cash.Flow) error {
	d := t.s.cash
	next := d.next["flow"]
	t.undo = append(t.undo, func() { d.next["flow"] = next })
	return cashTx{d, t.s.orders, t.s.shop}.AppendFlow(f)
}
