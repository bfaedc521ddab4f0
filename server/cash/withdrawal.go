package cash

import (
	"fmt"
	"time"
)

// Settings are the shop's rules of withdrawal and settlement. Amounts in cents; FeeRate in
// ten-thousandths (60: 0.6 %); CycleDays 0: no limit on how often.
type Settings struct {
	MinAmount       int64
	MaxAmount       int64
	FeeRate         int64
	CycleDays       int
	SettleDelayDays int
}

// DefaultSettings are the settings of a shop that never saved any.
var DefaultSettings = Settings{MinAmount: 100, MaxAmount: 5_000_000, FeeRate: 60, CycleDays: 0, SettleDelayDays: 7}

// WithdrawalStatus is where a withdrawal stands.
type WithdrawalStatus string

// The statuses of a withdrawal.
const (
	Pending  WithdrawalStatus = "pending"
	Paid     WithdrawalStatus = "paid"
	Rejected WithdrawalStatus = "rejected"
)

// WithdrawalStatuses lists every status of a withdrawal.
var WithdrawalStatuses = []WithdrawalStatus{Pending, Paid, Rejected}

// Withdrawal is the shop asking for its money: Amount leaves the account, Fee is kept by
// the platform and Net reaches the method's account.
type Withdrawal struct {
	ID          int64
	SN          string
	Amount      int64
	Fee         int64
	Net         int64
	MethodID    int64
	Status      WithdrawalStatus
	Reference   string // the transfer's number, once paid
	Reason      string // why rejected
	CreatedAt   time.Time
	DecidedAt   *time.Time
	DecidedBy   string
	AccountMask string // the method's account as it was, masked
	// The method as it was when applied: a later edit or deletion of it changes nothing here.
	MethodKind MethodKind
	Holder     string
	Bank       string
	AppliedBy  string
}

// Fee is what the platform keeps of amount at rate (ten-thousandths), rounded half up to
// the cent.
func Fee(amount, rate int64) int64 { return (amount*rate + 5000) / 10000 }

// ApplyRule is what an application breaks.
type ApplyRule string

// The rules of an application.
const (
	ApplyMin   ApplyRule = "min"   // below the minimum
	ApplyMax   ApplyRule = "max"   // above the maximum
	ApplyCycle ApplyRule = "cycle" // another withdrawal within the cycle
	ApplyShort ApplyRule = "short" // more than is available
)

// ApplyError refuses an application; Next is when another may be made (ApplyCycle).
type ApplyError struct {
	Rule ApplyRule
	Next time.Time
}

func (e *ApplyError) Error() string { return "withdrawal refused: " + string(e.Rule) }

// CycleCounts are the withdrawals whose application counts towards the cycle's "one per N
// days": pending and paid, not rejected.
var CycleCounts = []WithdrawalStatus{Pending, Paid}

// CheckApply checks an application of amount at now, last being when the shop last applied
// (zero: never; the latest of the CycleCounts), and answers the withdrawal's fee and net amount.
func CheckApply(s Settings, a Account, amount int64, last, now time.Time) (fee, net int64, err error) {
	switch {
	case amount < s.MinAmount || amount <= 0:
		return 0, 0, &ApplyError{Rule: ApplyMin}
	case s.MaxAmount > 0 && amount > s.MaxAmount:
		return 0, 0, &ApplyError{Rule: ApplyMax}
	case s.CycleDays > 0 && !last.IsZero() && now.Before(last.AddDate(0, 0, s.CycleDays)):
		return 0, 0, &ApplyError{Rule: ApplyCycle, Next: last.AddDate(0, 0, s.CycleDays)}
	case amount > a.Available:
		return 0, 0, &ApplyError{Rule: ApplyShort}
	}
	fee = Fee(amount, s.FeeRate)
	return fee, amount - fee, nil
}

// Applied is the line that freezes a withdrawal's amount.
func Applied(w Withdrawal, at time.Time) Flow {
	return Flow{Type: FlowWithdrawApplied, Available: -w.Amount, Frozen: w.Amount, Reference: w.SN, CreatedAt: at}
}

// IllegalError refuses a decision on a withdrawal that is no longer pending.
type IllegalError struct{ From WithdrawalStatus }

func (e *IllegalError) Error() string {
	return fmt.Sprintf("a withdrawal %s cannot be decided", e.From)
}

// Decide moves a pending withdrawal to paid or rejected and answers the line that moves its
// frozen amount out, or back to available.
func Decide(w Withdrawal, to WithdrawalStatus, at time.Time) (Withdrawal, Flow, error) {
	if w.Status != Pending || (to != Paid && to != Rejected) {
		return w, Flow{}, &IllegalError{From: w.Status}
	}
	w.Status, w.DecidedAt = to, &at
	if to == Paid {
		return w, Flow{Type: FlowWithdrawPaid, Frozen: -w.Amount, Reference: w.SN, Remark: w.Reference, CreatedAt: at}, nil
	}
	return w, Flow{Type: FlowWithdrawRejected, Available: w.Amount, Frozen: -w.Amount, Reference: w.SN, Remark: w.Reason, CreatedAt: at}, nil
}

// WithdrawalTotal is a withdrawal list's number of withdrawals, taken from its counts: the
// status's, or every status's.
func WithdrawalTotal(counts map[WithdrawalStatus]int64, status WithdrawalStatus) int64 {
	if status != "" {
		return counts[status]
	}
	return counts[Pending] + counts[Paid] + counts[Rejected]
}
