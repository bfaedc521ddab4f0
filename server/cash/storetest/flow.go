package storetest

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/kernel"
	"shopconsole/server/storecheck"
)

// account: zero before anything moved it, then what was saved, from the store and a
// transaction.
func account(t *testing.T, f fixture) {
	if a, err := f.s.Account(f.ctx); err != nil || a != (cash.Account{}) {
		t.Errorf("Store.Account before any move: %+v %v", a, err)
	}
	want := cash.Account{Available: 1200, Frozen: 300, Debt: 40, Withdrawn: 5000}
	f.tx(t, func(tx cash.Tx) error {
		for _, lock := range []bool{false, true} {
			if a, err := tx.Account(lock); err != nil || a != (cash.Account{}) {
				t.Errorf("Tx.Account before any move: %+v %v", a, err)
			}
		}
		if err := tx.SaveAccount(want); err != nil {
			return err
		}
		if a, err := tx.Account(true); err != nil || a != want {
			t.Errorf("Tx.Account after SaveAccount: %+v %v", a, err)
		}
		return nil
	})
	if a, err := f.s.Account(f.ctx); err != nil || a != want {
		t.Errorf("Store.Account after SaveAccount: %+v %v, want %+v", a, err, want)
	}
}

// shopDay is 00:00 of May d, 2026, shop time.
func shopDay(d int) time.Time { return time.Date(2026, 5, d, 0, 0, 0, 0, kernel.ShopZone) }

// flowLines appends five lines over three shop days (May 1 to 3) with the account they
// leave, and answers them with their ids.
func (f fixture) flowLines(t *testing.T) []cash.Flow {
	t.Helper()
	lines := []cash.Flow{
		{Type: cash.FlowSettled, Available: 1000, Reference: "O1", CreatedAt: shopDay(1).Add(4 * time.Hour)},
		{Type: cash.FlowWithdrawApplied, Available: -300, Frozen: 300, Reference: "W1", CreatedAt: shopDay(1).Add(18 * time.Hour)},
		{Type: cash.FlowWithdrawPaid, Frozen: -300, Reference: "W1", CreatedAt: shopDay(2).Add(time.Hour)},
		{Type: cash.FlowRefund, Available: -200, Debt: 100, Reference: "O1", Remark: "R1", CreatedAt: shopDay(2).Add(10 * time.Hour)},
		{Type: cash.FlowAdjustment, Available: 50, Remark: "调整", CreatedAt: shopDay(3).Add(10 * time.Hour)},
	}
	var a cash.Account
	f.tx(t, func(tx cash.Tx) error {
		for i := range lines {
			var err error
			if a, lines[i], err = cash.Move(a, lines[i]); err != nil {
				return err
			}
			if err := tx.AppendFlow(lines[i]); err != nil {
				return err
			}
		}
		return tx.SaveAccount(a)
	})
	got, _, err := f.s.Flows(f.ctx, cash.FlowFilter{Asc: true, Page: kernel.Page{No: 1, Size: 10}})
	if err != nil || len(got) != len(lines) {
		t.Fatalf("the flow after AppendFlow: %d lines (%v)", len(got), err)
	}
	for i := range lines {
		if got[i].ID == 0 || (i > 0 && got[i].ID <= got[i-1].ID) {
			t.Errorf("the flow's ids: line %d has %d", i, got[i].ID)
		}
		lines[i].ID = got[i].ID
	}
	return lines
}

// normFlows makes two loads of flow lines comparable: times in UTC, no list nil.
func normFlows(lines []cash.Flow) []cash.Flow {
	out := make([]cash.Flow, len(lines))
	for i, l := range lines {
		l.CreatedAt = l.CreatedAt.UTC()
		out[i] = l
	}
	return out
}

func pick(lines []cash.Flow, is ...int) []cash.Flow {
	out := []cash.Flow{}
	for _, i := range is {
		out = append(out, lines[i])
	}
	return out
}

// flows: the flow list newest first unless ascending, each filter, pages and the total.
func flows(t *testing.T, f fixture) {
	lines := f.flowLines(t)
	from, to := shopDay(1).Add(18*time.Hour), shopDay(2).Add(10*time.Hour)
	for _, tc := range []struct {
		name  string
		f     cash.FlowFilter
		want  []cash.Flow
		total int64
	}{
		{"all, newest first", cash.FlowFilter{}, pick(lines, 4, 3, 2, 1, 0), 5},
		{"oldest first", cash.FlowFilter{Asc: true}, lines, 5},
		{"type", cash.FlowFilter{Type: cash.FlowWithdrawPaid}, pick(lines, 2), 1},
		{"reference", cash.FlowFilter{Reference: "W1"}, pick(lines, 2, 1), 2},
		{"not a reference's start", cash.FlowFilter{Reference: "W"}, nil, 0},
		{"made in [from, to)", cash.FlowFilter{From: &from, To: &to}, pick(lines, 2, 1), 2},
		{"from", cash.FlowFilter{From: &to}, pick(lines, 4, 3), 2},
		{"second page", cash.FlowFilter{Page: kernel.Page{No: 2, Size: 2}}, pick(lines, 2, 1), 5},
		{"last page", cash.FlowFilter{Page: kernel.Page{No: 3, Size: 2}, Asc: true}, pick(lines, 4), 5},
	} {
		if tc.f.Page.Size == 0 {
			tc.f.Page = kernel.Page{No: 1, Size: 10}
		}
		got, total, err := f.s.Flows(f.ctx, tc.f)
		if err != nil || total != tc.total {
			t.Errorf("%s: total %d (%v), want %d", tc.name, total, err, tc.total)
		}
		storecheck.Equal(t, tc.name, got, tc.want, normFlows)
	}
}

// flowMonth: a month's opening totals and its lines in id order; the sums of each shop day
// that has lines.
func flowMonth(t *testing.T, f fixture) {
	lines := f.flowLines(t)
	for _, tc := range []struct {
		name     string
		from, to time.Time
		opening  cash.Balance
		want     []cash.Flow
	}{
		{"from the start", shopDay(1), shopDay(4), cash.Balance{}, lines},
		{"after a line", shopDay(1).Add(18 * time.Hour), shopDay(2).Add(10 * time.Hour), lines[0].After(), pick(lines, 1, 2)},
		{"no line", shopDay(10), shopDay(11), lines[4].After(), nil},
	} {
		opening, got, err := f.s.FlowMonth(f.ctx, tc.from, tc.to)
		if err != nil || opening != tc.opening {
			t.Errorf("FlowMonth %s: opening %+v (%v), want %+v", tc.name, opening, err, tc.opening)
		}
		storecheck.Equal(t, "FlowMonth "+tc.name, got, tc.want, normFlows)
	}
	days, err := f.s.FlowDaily(f.ctx, shopDay(1), shopDay(4))
	want := []cash.DaySums{{Day: shopDay(1), Income: 1000}, {Day: shopDay(2), Withdrawals: 300, Refunds: 300}, {Day: shopDay(3)}}
	if err != nil || len(days) != len(want) {
		t.Fatalf("FlowDaily: %+v %v, want %+v", days, err, want)
	}
	for i := range days {
		if !days[i].Day.Equal(want[i].Day) {
			t.Errorf("FlowDaily's day %d: %v, want %v", i, days[i].Day, want[i].Day)
		}
		days[i].Day = want[i].Day
	}
	if !reflect.DeepEqual(days, want) {
		t.Errorf("FlowDaily: %+v, want %+v", days, want)
	}
	days, err = f.s.FlowDaily(f.ctx, shopDay(2), shopDay(3))
	if err != nil || len(days) != 1 || !days[0].Day.Equal(shopDay(2)) {
		t.Errorf("FlowDaily of one day: %+v %v", days, err)
	}
}

// walkFlow: every line in id order and the account, and the walk stops at fn's first error.
func walkFlow(t *testing.T, f fixture) {
	lines := f.flowLines(t)
	want, _ := f.s.Account(f.ctx)
	var got []cash.Flow
	a, err := f.s.WalkFlow(f.ctx, func(l cash.Flow) error { got = append(got, l); return nil })
	if err != nil || a != want {
		t.Errorf("WalkFlow: account %+v (%v), want %+v", a, err, want)
	}
	storecheck.Equal(t, "WalkFlow's lines", got, lines, normFlows)
	if cash.Check(got, a) != -1 {
		t.Errorf("the walked flow does not add up to the account")
	}
	calls := 0
	_, err = f.s.WalkFlow(f.ctx, func(cash.Flow) error { calls++; return storecheck.ErrFail })
	if !errors.Is(err, storecheck.ErrFail) || calls != 1 {
		t.Errorf("WalkFlow with a failing fn: %v after %d calls, want fn's error after one", err, calls)
	}
}
