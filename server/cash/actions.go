package cash

import "time"

// WithdrawalAction is what the approver can do to a withdrawal.
type WithdrawalAction string

// The approver's actions on a withdrawal.
const (
	WithdrawalPay    WithdrawalAction = "pay"
	WithdrawalReject WithdrawalAction = "reject"
)

// WithdrawalActions answers the decisions Decide takes on w now: they depend on its status
// alone (the console's test fixtures take them by status, server/cmd/gen-actions).
// Permissions are the caller's to check.
func WithdrawalActions(w Withdrawal) []WithdrawalAction {
	out := []WithdrawalAction{}
	for _, d := range []struct {
		action WithdrawalAction
		to     WithdrawalStatus
	}{{WithdrawalPay, Paid}, {WithdrawalReject, Rejected}} {
		if _, _, err := Decide(w, d.to, time.Time{}); err == nil {
			out = append(out, d.action)
		}
	}
	return out
}
