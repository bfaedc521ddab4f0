package cash

import (
	"errors"
	"testing"

	"shopconsole/server/apperr"
)

func TestBuild(t *testing.T) {
	card := Input{Kind: BankCard, Holder: " 张伟 ", Bank: "中国工商银行", Branch: "西湖支行", AccountNo: "6217000000000000004"}
	with := func(f func(*Input)) Input { in := card; f(&in); return in }
	for _, c := range []struct {
		name  string
		in    Input
		field string
		key   string
	}{
		{"a good card", card, "", ""},
		{"no holder", with(func(in *Input) { in.Holder = " " }), "holder", "cash.required"},
		{"no bank", with(func(in *Input) { in.Bank = "" }), "bank", "cash.required"},
		{"an unknown bank", with(func(in *Input) { in.Bank = "Bank of Nowhere" }), "bank", "cash.bankUnknown"},
		{"a bad check digit", with(func(in *Input) { in.AccountNo = "6217000000000000005" }), "accountNo", "cash.account.luhn"},
		{"too short a card", with(func(in *Input) { in.AccountNo = "621700" }), "accountNo", "cash.account.digits"},
		{"a bad Alipay account", Input{Kind: Alipay, Holder: "张伟", AccountNo: "12345"}, "accountNo", "cash.account.alipay"},
		{"a bad WeChat account", Input{Kind: WeChat, Holder: "张伟", AccountNo: "1abcdef"}, "accountNo", "cash.account.wechat"},
		{"Alipay needs no bank", Input{Kind: Alipay, Holder: "张伟", Bank: "nowhere", AccountNo: "zw@example.com"}, "", ""},
	} {
		m, err := build(c.in)
		var e *apperr.Error
		switch {
		case c.key == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.key != "" && (!errors.As(err, &e) || e.Key != c.key || e.Field != c.field):
			t.Errorf("%s: got %v, want %s on %s", c.name, err, c.key, c.field)
		case c.key == "" && c.in.Kind != BankCard && (m.Bank != "" || m.Branch != ""):
			t.Errorf("%s: kept a bank: %+v", c.name, m)
		case c.key == "" && m.Holder != "张伟":
			t.Errorf("%s: holder not trimmed: %q", c.name, m.Holder)
		}
	}
}

// recordTx keeps the saves settle makes, in order.
type recordTx struct {
	Tx
	saved []Method
}

func (r *recordTx) SaveMethod(m Method) error {
	r.saved = append(r.saved, m)
	return nil
}

func TestSettleUnsetsFirst(t *testing.T) {
	tx := &recordTx{}
	got, err := settle(tx, []Method{{ID: 1}, {ID: 2, IsDefault: true}, {ID: 3}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(tx.saved) != 2 || tx.saved[0].ID != 2 || tx.saved[0].IsDefault || tx.saved[1].ID != 1 || !tx.saved[1].IsDefault {
		t.Fatalf("saves: %+v", tx.saved)
	}
	if !got[0].IsDefault || got[1].IsDefault || got[2].IsDefault {
		t.Fatalf("methods: %+v", got)
	}
	tx = &recordTx{}
	if _, err := settle(tx, []Method{{ID: 1, IsDefault: true}, {ID: 2}}, 0); err != nil || len(tx.saved) != 0 {
		t.Fatalf("nothing to change, saved %+v (%v)", tx.saved, err)
	}
}
