package cash

import (
	"time"

	"shopconsole/server/kernel"
)

// FlowFilter is one page of the fund flow: lines of Type (any when empty), made in
// [From, To) (nil: open), of Reference exactly (any when empty), newest first unless Asc.
type FlowFilter struct {
	Type      FlowType
	From, To  *time.Time
	Reference string
	Asc       bool
	Page      kernel.Page
}

// FlowTypes are the types of the fund flow, in the order the contract lists them.
var FlowTypes = []FlowType{FlowSettled, FlowWithdrawApplied, FlowWithdrawPaid, FlowWithdrawRejected, FlowRefund, FlowAdjustment}

// Amount is what a line moved in its own sense: what a settlement brought (the debt it paid
// included), what a paid withdrawal took out, what a refund took back (the debt it left
// included); for the other types the change of available.
func (f Flow) Amount() int64 {
	switch f.Type {
	case FlowSettled:
		return f.Available - f.Debt
	case FlowRefund:
		return f.Debt - f.Available
	case FlowWithdrawPaid:
		return -f.Frozen
	}
	return f.Available
}

// DaySums are one shop day's settlements, paid withdrawals and refunds after settlement.
type DaySums struct {
	Day         time.Time // 00:00 of the day, shop time
	Income      int64
	Withdrawals int64
	Refunds     int64
}

// Add counts a line in the day's sums.
func (d *DaySums) Add(f Flow) {
	switch f.Type {
	case FlowSettled:
		d.Income += f.Amount()
	case FlowWithdrawPaid:
		d.Withdrawals += f.Amount()
	case FlowRefund:
		d.Refunds += f.Amount()
	}
}

// Balance is what the flow's totals hold: the account without what was withdrawn.
type Balance struct {
	Available int64
	Frozen    int64
	Debt      int64
}

// After is the balance a line leaves.
func (f Flow) After() Balance {
	return Balance{Available: f.AvailableAfter, Frozen: f.FrozenAfter, Debt: f.DebtAfter}
}

// Checker walks an account's flow from zero, one line at a time (oldest first), without
// keeping the lines: what Check does over a slice, for a flow too long to load.
type Checker struct {
	run   Balance
	lines int64
}

// Add takes the next line and reports whether its totals follow from the lines before it
// (and stay at or above zero). Expected is then what they should have been.
func (c *Checker) Add(f Flow) bool {
	c.run.Available += f.Available
	c.run.Frozen += f.Frozen
	c.run.Debt += f.Debt
	c.lines++
	return c.run == f.After() && c.run.Available >= 0 && c.run.Frozen >= 0 && c.run.Debt >= 0
}

// Expected is the balance the lines taken so far add up to.
func (c *Checker) Expected() Balance { return c.run }

// Lines is how many lines were taken.
func (c *Checker) Lines() int64 { return c.lines }

// Done reports whether the lines taken add up to the account a.
func (c *Checker) Done(a Account) bool {
	return c.run == Balance{Available: a.Available, Frozen: a.Frozen, Debt: a.Debt}
}
