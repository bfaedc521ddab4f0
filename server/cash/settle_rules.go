package cash

import "time"

// Completed is an order as the settlement sees it: whether it is completed and when, whether
// it settled already, what it was paid and what was refunded of it.
type Completed struct {
	Completed      bool
	CompletedAt    *time.Time
	Settled        bool
	Paid, Refunded int64
}

// Unsettled reports whether the order waits for its settlement: completed, not settled yet.
// What those orders will bring is the pending settlement.
func Unsettled(o Completed) bool { return o.Completed && o.CompletedAt != nil && !o.Settled }

// DueForSettlement reports whether the order settles in a run that settles what completed at
// or before before.
func DueForSettlement(o Completed, before time.Time) bool {
	return Unsettled(o) && !o.CompletedAt.After(before)
}

// SettleBefore is the latest completion a run at now settles: delayDays before it.
func SettleBefore(now time.Time, delayDays int) time.Time { return now.AddDate(0, 0, -delayDays) }

// SettlementAmount is what an order brings to the account when it settles: what it was paid
// less what was refunded of it (nothing when all of it was).
func SettlementAmount(paid, refunded int64) int64 { return paid - refunded }
