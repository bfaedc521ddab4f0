package cash

import (
	"slices"
	"testing"
)

func TestWithdrawalActions(t *testing.T) {
	want := map[WithdrawalStatus][]WithdrawalAction{
		Pending:  {WithdrawalPay, WithdrawalReject},
		Paid:     {},
		Rejected: {},
	}
	for s, w := range want {
		if got := WithdrawalActions(Withdrawal{Status: s}); !slices.Equal(got, w) {
			t.Errorf("%s: %v, want %v", s, got, w)
		}
	}
}
