package mock

import (
	"cmp"
	"context"
	"slices"
	"testing"
	"time"

	"shopconsole/server/cash"
)

// The sample account is what its flow sums to, and its withdrawals are in every state, the
// frozen amount what the pending ones hold and the withdrawn what the paid ones paid.
func TestSampleCashChecks(t *testing.T) {
	s := NewAt(time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC))
	ctx := context.Background()
	a, err := s.Cash().Account(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var flows []cash.Flow
	s.cash.flow.scan(func(f cash.Flow) bool { flows = append(flows, f); return true })
	slices.SortFunc(flows, func(x, y cash.Flow) int { return cmp.Compare(x.ID, y.ID) })
	if i := cash.Check(flows, a); i != -1 {
		t.Fatalf("the sample flow breaks at line %d of %d (account %+v)", i, len(flows), a)
	}
	for i := 1; i < len(flows); i++ {
		if flows[i].CreatedAt.Before(flows[i-1].CreatedAt) {
			t.Fatalf("flow line %d is older than the line before it", flows[i].ID)
		}
	}
	list, total, counts, err := s.Cash().Withdrawals(ctx, cash.WithdrawalFilter{Limit: 100})
	if err != nil || total != 40 || len(list) != 40 {
		t.Fatalf("withdrawals: %d of %d, %v", len(list), total, err)
	}
	var frozen, withdrawn int64
	for _, w := range list {
		switch w.Status {
		case cash.Pending:
			frozen += w.Amount
		case cash.Paid:
			withdrawn += w.Amount
		}
		if w.CreatedAt.After(s.epoch) || w.Fee != cash.Fee(w.Amount, cash.DefaultSettings.FeeRate) || w.AccountMask == "" {
			t.Errorf("withdrawal %+v", w)
		}
	}
	if counts[cash.Pending] == 0 || counts[cash.Paid] == 0 || counts[cash.Rejected] == 0 {
		t.Errorf("not every state: %v", counts)
	}
	if a.Frozen != frozen || a.Withdrawn != withdrawn || a.Available <= 0 {
		t.Errorf("account %+v, pending %d, paid %d", a, frozen, withdrawn)
	}
	// The same every start.
	b, _ := NewAt(time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)).Cash().Account(ctx)
	if a != b {
		t.Errorf("two starts: %+v and %+v", a, b)
	}
}
