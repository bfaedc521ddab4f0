package cash

import (
	"errors"
	"testing"
	"time"
)

var at = time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)

// A life of an account: settled, applied, paid, applied and rejected, refunded beyond what
// is available (a debt), settled again (the debt paid first). Every line's totals follow,
// and the flow checks against the account; a line changed breaks the check where it is.
func TestAccountLife(t *testing.T) {
	var a Account
	var flows []Flow
	step := func(f Flow) {
		t.Helper()
		var err error
		if a, f, err = Move(a, f); err != nil {
			t.Fatalf("%s: %v", f.Type, err)
		}
		flows = append(flows, f)
	}
	step(Settle(a, 100_00, "O1", at))
	w := Withdrawal{SN: "W1", Amount: 60_00, Status: Pending}
	step(Applied(w, at))
	if a.Available != 40_00 || a.Frozen != 60_00 {
		t.Fatalf("applied: %+v", a)
	}
	w, f, err := Decide(w, Paid, at)
	if err != nil || w.Status != Paid {
		t.Fatal(err)
	}
	step(f)
	if _, _, err := Decide(w, Rejected, at); err == nil {
		t.Fatal("a paid withdrawal rejected")
	}
	w2 := Withdrawal{SN: "W2", Amount: 30_00, Status: Pending, Reason: "账户名不符"}
	step(Applied(w2, at))
	_, f, _ = Decide(w2, Rejected, at)
	step(f)
	step(Refund(a, 55_00, "O1", at))
	if a.Available != 0 || a.Debt != 15_00 || a.Withdrawn != 60_00 {
		t.Fatalf("refunded beyond: %+v", a)
	}
	step(Settle(a, 20_00, "O2", at))
	if a.Available != 5_00 || a.Debt != 0 {
		t.Fatalf("settled with a debt: %+v", a)
	}
	if i := Check(flows, a); i != -1 {
		t.Fatalf("check: line %d", i)
	}
	broken := append([]Flow(nil), flows...)
	broken[3].AvailableAfter++
	if i := Check(broken, a); i != 3 {
		t.Fatalf("a broken line found at %d, want 3", i)
	}
	if i := Check(flows, Account{Available: a.Available + 1}); i != len(flows) {
		t.Fatalf("a broken account found at %d", i)
	}
}

func TestMoveNeverOverdraws(t *testing.T) {
	a := Account{Available: 10_00, Frozen: 5_00}
	for _, f := range []Flow{
		{Type: FlowWithdrawApplied, Available: -10_01, Frozen: 10_01},
		{Type: FlowWithdrawPaid, Frozen: -5_01},
		{Type: FlowAdjustment, Available: -10_01},
	} {
		if got, _, err := Move(a, f); !errors.Is(err, ErrShort) {
			t.Errorf("%s: %+v %v, want short", f.Type, got, err)
		}
	}
}

func TestCheckApply(t *testing.T) {
	s := Settings{MinAmount: 100_00, MaxAmount: 50_000_00, FeeRate: 60, CycleDays: 7}
	rich := Account{Available: 100_000_00}
	cases := []struct {
		name     string
		a        Account
		amount   int64
		last     time.Time
		rule     ApplyRule
		fee, net int64
	}{
		{"the minimum", rich, 100_00, time.Time{}, "", 60, 99_40},
		{"below", rich, 99_99, time.Time{}, ApplyMin, 0, 0},
		{"the maximum", rich, 50_000_00, time.Time{}, "", 300_00, 49_700_00},
		{"above", rich, 50_000_01, time.Time{}, ApplyMax, 0, 0},
		{"within the cycle", rich, 200_00, at.AddDate(0, 0, -6), ApplyCycle, 0, 0},
		{"after the cycle", rich, 200_00, at.AddDate(0, 0, -7), "", 1_20, 198_80},
		{"more than available", Account{Available: 150_00}, 150_01, time.Time{}, ApplyShort, 0, 0},
		{"a fee rounded half up", rich, 102_50, time.Time{}, "", 62, 101_88},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fee, net, err := CheckApply(s, c.a, c.amount, c.last, at)
			var e *ApplyError
			switch {
			case c.rule == "" && (err != nil || fee != c.fee || net != c.net):
				t.Errorf("got %d %d %v, want %d %d", fee, net, err, c.fee, c.net)
			case c.rule != "" && (!errors.As(err, &e) || e.Rule != c.rule):
				t.Errorf("got %v, want %s", err, c.rule)
			}
		})
	}
	s.CycleDays = 0
	if _, _, err := CheckApply(s, rich, 200_00, at, at); err != nil {
		t.Errorf("no cycle: %v", err)
	}
}

func TestAccounts(t *testing.T) {
	cases := []struct {
		kind MethodKind
		no   string
		rule AccountRule
		mask string
	}{
		{BankCard, "6222020200112233446", "", "**** **** **** 3446"},
		{BankCard, "6222020200112233445", AccountLuhn, ""},
		{BankCard, "62220202001", AccountDigits, ""},
		{BankCard, "6222 0202 0011 2233", AccountDigits, ""},
		{BankCard, "4111111111111111", "", "**** **** **** 1111"},
		{Alipay, "13812345678", "", "138****5678"},
		{Alipay, "shop@example.com", "", "s***@example.com"},
		{Alipay, "shop@example", AccountAlipay, ""},
		{Alipay, "23812345678", AccountAlipay, ""},
		{WeChat, "wx_shop-01", "", "wx******01"},
		{WeChat, "13812345678", "", "138****5678"},
		{WeChat, "1shop", AccountWeChat, ""},
		{WeChat, "shop!2345", AccountWeChat, ""},
	}
	for _, c := range cases {
		if got := CheckAccount(c.kind, c.no); got != c.rule {
			t.Errorf("%s %q: got %q, want %q", c.kind, c.no, got, c.rule)
		}
		if c.mask != "" && Mask(c.kind, c.no) != c.mask {
			t.Errorf("%s %q masked: %q, want %q", c.kind, c.no, Mask(c.kind, c.no), c.mask)
		}
	}
}
