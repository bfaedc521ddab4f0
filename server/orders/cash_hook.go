package orders

import "shopconsole/server/cash"

// CashTx is the shop's account as a refund moves it: a refund of an order that already
// settled into the account takes its amount back from it (settledRefund).
type CashTx interface {
	// OrderSettled reports whether the held order has settled into the shop's account.
	OrderSettled(orderID int64) (bool, error)
	cash.AccountTx
}

// settledRefund takes a refund of r's amount back from the shop's account when its held
// order o has settled, in the refund's transaction: the line of cash.RefundAfterSettlement
// (the order's number its reference, the refund's its remark). An order not settled yet
// moves no account: its settlement brings what it kept.
func settledRefund(tx Tx, o *Order, r Refund) error {
	if r.Amount <= 0 {
		return nil
	}
	settled, err := tx.OrderSettled(o.ID)
	if err != nil || !settled {
		return err
	}
	return cash.RefundAfterSettlement(tx, o.SN, r.SN, r.Amount, r.CreatedAt)
}
