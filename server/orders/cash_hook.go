package orders

import "time"

// SettledRefunds is what a Tx offers when the shop's account lives in the same store: a
// refund of an order that already settled into the account takes its amount back from the
// account (cash.RefundAfterSettlement) in the refund's transaction. A Tx without it moves
// no account.
type SettledRefunds interface {
	// RefundAfterSettlement appends the refund's line to the shop's fund flow when the
	// held order orderID has settled; an order not settled yet is left as it is (its
	// settlement brings what it kept).
	RefundAfterSettlement(orderID int64, orderSN, refundSN string, amount int64, at time.Time) error
}
