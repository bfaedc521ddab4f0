package mock

import (
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/orders"
)

// RefundAfterSettlement implements orders.SettledRefunds: the fund flow's line is kept aside
// with the order's writes (ordersStore.tables) and the account put back when they are
// discarded.
func (t *ordersTx) RefundAfterSettlement(orderID int64, orderSN, refundSN string, amount int64, at time.Time) error {
	d := t.s.cash
	if !d.settled.has(orderID) {
		return nil
	}
	account, next := d.account, d.next["flow"]
	t.undo = append(t.undo, func() { d.account, d.next["flow"] = account, next })
	return cash.RefundAfterSettlement(cashTx{d, t.s.orders, t.s.shop}, orderSN, refundSN, amount, at)
}

var _ orders.SettledRefunds = (*ordersTx)(nil)
