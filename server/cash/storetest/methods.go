package storetest

import (
	"reflect"
	"slices"
	"testing"

	"shopconsole/server/cash"
	"shopconsole/server/storecheck"
)

func methodsOf(t *testing.T, what string, got []cash.Method, err error, want []cash.Method) {
	t.Helper()
	if got == nil {
		got = []cash.Method{}
	}
	if want == nil {
		want = []cash.Method{}
	}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("%s: %+v %v\nwant %+v", what, got, err, want)
	}
}

// methods: inserted methods load equal, oldest first, from the store and a transaction;
// SaveMethod stores every field; DeleteMethod removes one.
func methods(t *testing.T, f fixture) {
	got, err := f.s.Methods(f.ctx)
	methodsOf(t, "Store.Methods of none", got, err, nil)
	a := f.insertMethod(t, method("张三", true))
	b := f.insertMethod(t, cash.Method{Kind: cash.Alipay, Holder: "李四", AccountNo: "lisi@example.com"})
	c := f.insertMethod(t, cash.Method{Kind: cash.WeChat, Holder: "王五", AccountNo: "wangwu_88"})
	if a.ID == 0 || b.ID <= a.ID || c.ID <= b.ID {
		t.Errorf("the methods' ids: %d, %d, %d", a.ID, b.ID, c.ID)
	}
	got, err = f.s.Methods(f.ctx)
	methodsOf(t, "Store.Methods", got, err, []cash.Method{a, b, c})
	if m, err := f.s.Method(f.ctx, b.ID); err != nil || m != b {
		t.Errorf("Store.Method: %+v %v, want %+v", m, err, b)
	}
	before := []cash.Method{a, b, c}
	a.IsDefault = false
	b.Kind, b.Holder, b.Bank, b.Branch, b.AccountNo, b.IsDefault = cash.BankCard, "李四改", "工商银行", "北京分行", "6212260200000000004", true
	f.tx(t, func(tx cash.Tx) error {
		for _, lock := range []bool{false, true} {
			got, err := tx.Methods(lock)
			methodsOf(t, "Tx.Methods", got, err, before)
		}
		if err := tx.SaveMethod(a); err != nil {
			return err
		}
		if err := tx.SaveMethod(b); err != nil {
			return err
		}
		if err := tx.DeleteMethod(c.ID); err != nil {
			return err
		}
		got, err := tx.Methods(true)
		methodsOf(t, "Tx.Methods after the writes", got, err, []cash.Method{a, b})
		return nil
	})
	got, err = f.s.Methods(f.ctx)
	methodsOf(t, "Store.Methods after the writes", got, err, []cash.Method{a, b})
	_, err = f.s.Method(f.ctx, c.ID)
	storecheck.Is(t, "Store.Method after DeleteMethod", err, cash.ErrNotFound)
}

// settings: DefaultSettings until saved, then what was saved.
func settings(t *testing.T, f fixture) {
	want := cash.Settings{MinAmount: 500, MaxAmount: 900_000, FeeRate: 25, CycleDays: 7, SettleDelayDays: 3}
	storecheck.Settings(t, f.ctx, f.s.Settings, f.s.Tx, cash.DefaultSettings, want)
	want.CycleDays = 0
	f.tx(t, func(tx cash.Tx) error { return tx.SaveSettings(want) })
	if got, err := f.s.Settings(f.ctx); err != nil || got != want {
		t.Errorf("Store.Settings after a second SaveSettings: %+v %v", got, err)
	}
}

// standing: the account, the methods oldest first and the settings in one load; an
// application draws a new id each time, above every id drawn before.
func standing(t *testing.T, f fixture) {
	a, b := f.insertMethod(t, method("张三", true)), f.insertMethod(t, method("李四", false))
	set := cash.Settings{MinAmount: 200, MaxAmount: 10_000, FeeRate: 0, CycleDays: 1, SettleDelayDays: 0}
	acc := cash.Account{Available: 900, Frozen: 100, Debt: 0, Withdrawn: 50}
	f.tx(t, func(tx cash.Tx) error {
		if err := tx.SaveSettings(set); err != nil {
			return err
		}
		return tx.SaveAccount(acc)
	})
	var drawn []int64
	for _, apply := range []bool{false, true, true} {
		f.tx(t, func(tx cash.Tx) error {
			st, err := tx.Standing(apply)
			if err != nil {
				return err
			}
			methodsOf(t, "Standing's methods", st.Methods, nil, []cash.Method{a, b})
			if st.Account != acc || st.Settings != set {
				t.Errorf("Standing: account %+v, settings %+v; want %+v, %+v", st.Account, st.Settings, acc, set)
			}
			if apply {
				drawn = append(drawn, st.NextID)
			}
			return nil
		})
	}
	if len(drawn) != 2 || drawn[0] <= 0 || drawn[1] <= drawn[0] {
		t.Errorf("the ids drawn: %v", drawn)
	}
	w := f.insertWithdrawal(t, f.withdrawal(0, 300, 0))
	if w.ID <= drawn[1] || slices.Contains(drawn, w.ID) {
		t.Errorf("the id drawn after %v: %d", drawn, w.ID)
	}
}
