package cash

import (
	"errors"
	"net/http"
	"slices"
	"testing"
	"time"
)

// Each broken rule of an application names the amount: the limits are bad input (400), the
// cycle and a short account conflicts with the account's state (409).
func TestApplyRefusal(t *testing.T) {
	s := Settings{MinAmount: 10_00, MaxAmount: 300_00, FeeRate: 100, CycleDays: 7}
	a := Account{Available: 50_00}
	next := time.Date(2026, 11, 28, 2, 0, 0, 0, time.UTC) // 10:00 in the shop
	for _, c := range []struct {
		rule   ApplyRule
		amount int64
		status int
		args   []any
	}{
		{ApplyMin, 5_00, http.StatusBadRequest, []any{"5.00", "10.00"}},
		{ApplyMax, 300_01, http.StatusBadRequest, []any{"300.01", "300.00"}},
		{ApplyCycle, 20_00, http.StatusConflict, []any{"7", "2026-11-28 10:00"}},
		{ApplyShort, 100_00, http.StatusConflict, []any{"100.00", "50.00"}},
	} {
		e := ApplyRefusal(&ApplyError{Rule: c.rule, Next: next}, c.amount, s, a)
		if e.Status != c.status || e.Field != "amount" || e.Key != "cash.apply."+string(c.rule) || !slices.Equal(e.Args, c.args) {
			t.Errorf("%s: %+v", c.rule, e)
		}
	}
}

// CheckApply's refusals in the order an applicant meets them, and the fee on what passes.
func TestCheckApplyWithSettings(t *testing.T) {
	s := Settings{MinAmount: 10_00, MaxAmount: 300_00, FeeRate: 60, CycleDays: 7}
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name      string
		amount    int64
		available int64
		last      time.Time
		rule      ApplyRule
		fee       int64
	}{
		{"below the minimum and short", 5_00, 0, time.Time{}, ApplyMin, 0},
		{"above the maximum", 300_01, 1_000_00, time.Time{}, ApplyMax, 0},
		{"within the cycle", 20_00, 1_000_00, now.AddDate(0, 0, -6), ApplyCycle, 0},
		{"the cycle over", 20_00, 1_000_00, now.AddDate(0, 0, -7), "", 12},
		{"short", 200_00, 199_99, time.Time{}, ApplyShort, 0},
		{"all of it", 199_99, 199_99, time.Time{}, "", 120},
	} {
		fee, net, err := CheckApply(s, Account{Available: c.available}, c.amount, c.last, now)
		var rule ApplyRule
		var ae *ApplyError
		if errors.As(err, &ae) {
			rule = ae.Rule
		}
		if rule != c.rule || fee != c.fee || (err == nil && net != c.amount-fee) {
			t.Errorf("%s: fee %d net %d %v, want %q fee %d", c.name, fee, net, err, c.rule, c.fee)
		}
	}
}

func TestWithdrawalTotal(t *testing.T) {
	counts := map[WithdrawalStatus]int64{Pending: 2, Paid: 3, Rejected: 5}
	for status, want := range map[WithdrawalStatus]int64{"": 10, Pending: 2, Paid: 3, Rejected: 5, "other": 0} {
		if got := WithdrawalTotal(counts, status); got != want {
			t.Errorf("%q: %d, want %d", status, got, want)
		}
	}
}
