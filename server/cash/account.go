// Package cash is the shop's own money: its account (available and frozen), the fund flow
// that explains every change of it, the withdrawal methods and the withdrawals. The rules
// are plain functions over values; a store only loads and saves them.
package cash

import (
	"errors"
	"time"
)

// Account is the shop's money in cents. Available and Frozen never go below zero. Debt is
// what refunds after settlement could not take back from Available: the next settlements
// pay it first. Withdrawn is what withdrawals paid out so far.
type Account struct {
	Available int64
	Frozen    int64
	Debt      int64
	Withdrawn int64
}

// FlowType is why the account moved.
type FlowType string

// The types of the fund flow.
const (
	FlowSettled          FlowType = "orderSettled"     // a completed order's money, after the settlement delay
	FlowWithdrawApplied  FlowType = "withdrawApplied"  // available → frozen
	FlowWithdrawPaid     FlowType = "withdrawPaid"     // frozen → out
	FlowWithdrawRejected FlowType = "withdrawRejected" // frozen → available
	FlowRefund           FlowType = "refund"           // a refund after settlement
	FlowAdjustment       FlowType = "adjustment"       // by the platform, with a remark
)

// Flow is one line of the fund flow: what moved, and the account after it. The flow is
// append-only; summed, its deltas are the account.
type Flow struct {
	ID             int64
	Type           FlowType
	Available      int64 // delta
	Frozen         int64 // delta
	Debt           int64 // delta
	AvailableAfter int64
	FrozenAfter    int64
	DebtAfter      int64
	Reference      string // an order number, a withdrawal number
	Remark         string
	CreatedAt      time.Time
}

// ErrShort refuses a move that would take Available or Frozen below zero.
var ErrShort = errors.New("the account is short")

// Move applies one flow line to a: available and frozen by their deltas, the debt by its
// own. It answers the account after the move and the line with its totals, or ErrShort.
func Move(a Account, f Flow) (Account, Flow, error) {
	a.Available += f.Available
	a.Frozen += f.Frozen
	a.Debt += f.Debt
	if a.Available < 0 || a.Frozen < 0 || a.Debt < 0 {
		return a, f, ErrShort
	}
	if f.Type == FlowWithdrawPaid {
		a.Withdrawn -= f.Frozen
	}
	f.AvailableAfter, f.FrozenAfter, f.DebtAfter = a.Available, a.Frozen, a.Debt
	return a, f, nil
}

// Settle is the line that brings a completed order's amount into the account: it pays the
// debt first, and the rest becomes available.
func Settle(a Account, amount int64, orderSN string, at time.Time) Flow {
	paid := min(a.Debt, amount)
	return Flow{Type: FlowSettled, Available: amount - paid, Debt: -paid, Reference: orderSN, CreatedAt: at}
}

// Refund is the line of a refund made after its order settled: taken back from what is
// available, and what is missing owed as debt.
func Refund(a Account, amount int64, ref string, at time.Time) Flow {
	taken := min(a.Available, amount)
	return Flow{Type: FlowRefund, Available: -taken, Debt: amount - taken, Reference: ref, CreatedAt: at}
}

// Check reports the first line of flows (oldest first) whose totals do not follow from the
// lines before it, starting from a zero account, and whether the last totals are a: what a
// reconciliation asks of every account. It answers -1 when all agree.
func Check(flows []Flow, a Account) int {
	var c Checker
	for i, f := range flows {
		if !c.Add(f) {
			return i
		}
	}
	if !c.Done(a) {
		return len(flows)
	}
	return -1
}
