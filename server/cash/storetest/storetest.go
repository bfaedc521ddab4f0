// Package storetest is the contract every cash.Store keeps, run over each backend's store:
// not found, save then load (methods, withdrawals, settings, the account and its flow),
// rollback, the withdrawal list's filters, order, pages and counts, the fund flow's reads,
// the standing of an application, the settlement of completed orders and the idempotency
// keys.
package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// Run checks the cash store newStore answers, fresh (no method, withdrawal or flow line, a
// zero account) for each case, with the order and shop-user stores of the same backend (for
// the orders a settlement settles and their buyers).
func Run(t *testing.T, newStore func(t *testing.T) (cash.Store, orders.Store, shopusers.Store)) {
	fresh := func(t *testing.T) fixture { s, os, users := newStore(t); return newFixture(t, s, os, users) }
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: notFound},
		{Name: "Methods", Fn: methods},
		{Name: "Settings", Fn: settings},
		{Name: "Standing", Fn: standing},
		{Name: "Withdrawals", Fn: withdrawals},
		{Name: "WithdrawalList", Fn: withdrawalList},
		{Name: "LastApplied", Fn: lastApplied},
		{Name: "Keys", Fn: keys},
		{Name: "Account", Fn: account},
		{Name: "Flows", Fn: flows},
		{Name: "FlowMonthAndDays", Fn: flowMonth},
		{Name: "WalkFlow", Fn: walkFlow},
		{Name: "Settlement", Fn: settlement},
		{Name: "Rollback", Fn: rollback},
	})
}

// fixture is a fresh store with a buyer for the orders it settles.
type fixture struct {
	ctx    context.Context
	s      cash.Store
	orders orders.Store
	user   int64
	at     time.Time
}

const missing = 987654

func newFixture(t *testing.T, s cash.Store, os orders.Store, users shopusers.Store) fixture {
	t.Helper()
	f := fixture{ctx: context.Background(), s: s, orders: os, at: storecheck.At}
	u, err := shopusers.New(users, nil, func() time.Time { return f.at }).Register(f.ctx,
		shopusers.NewUser{Nickname: "买家", Mobile: "13900000000"})
	if err != nil {
		t.Fatal(err)
	}
	f.user = u.ID
	return f
}

// tx runs fn in a transaction that must succeed.
func (f fixture) tx(t *testing.T, fn func(tx cash.Tx) error) {
	t.Helper()
	storecheck.Tx(t, f.ctx, f.s.Tx, fn)
}

// method is a bank card held by holder, every field set.
func method(holder string, isDefault bool) cash.Method {
	return cash.Method{Kind: cash.BankCard, Holder: holder, Bank: "招商银行", Branch: "深圳分行", AccountNo: "6225880137706868",
		IsDefault: isDefault}
}

func (f fixture) insertMethod(t *testing.T, m cash.Method) cash.Method {
	t.Helper()
	f.tx(t, func(tx cash.Tx) (err error) { m, err = tx.InsertMethod(m); return err })
	return m
}

// withdrawal is a pending withdrawal of amount applied at f.at plus minutes under id, every
// field set but its number and the decision.
func (f fixture) withdrawal(id, amount int64, minutes int) cash.Withdrawal {
	return cash.Withdrawal{ID: id, Amount: amount, Fee: amount / 100, Net: amount - amount/100,
		MethodID: 3, Status: cash.Pending, CreatedAt: f.at.Add(time.Duration(minutes) * time.Minute), AccountMask: "6225 **** 8868",
		MethodKind: cash.BankCard, Holder: "张三", Bank: "招商银行", AppliedBy: "admin"}
}

// insertWithdrawal stores w under an id Standing draws (its number made from it unless
// set) and answers it.
func (f fixture) insertWithdrawal(t *testing.T, w cash.Withdrawal) cash.Withdrawal {
	t.Helper()
	f.tx(t, func(tx cash.Tx) error {
		st, err := tx.Standing(true)
		if err != nil {
			return err
		}
		w.ID = st.NextID
		if w.SN == "" {
			w.SN = fmt.Sprintf("W%010d", w.ID)
		}
		return tx.InsertWithdrawal(w)
	})
	return w
}

// normWithdrawal makes two loads of one withdrawal comparable: times in UTC.
func normWithdrawal(w cash.Withdrawal) cash.Withdrawal {
	w.CreatedAt, w.DecidedAt = w.CreatedAt.UTC(), storecheck.UTC(w.DecidedAt)
	return w
}

func ptr(t time.Time) *time.Time { return &t }

// notFound: each load or write of a missing method or withdrawal answers its sentinel.
func notFound(t *testing.T, f fixture) {
	_, err := f.s.Method(f.ctx, missing)
	storecheck.Is(t, "Store.Method", err, cash.ErrNotFound)
	_, err = f.s.Withdrawal(f.ctx, missing)
	storecheck.Is(t, "Store.Withdrawal", err, cash.ErrWithdrawalNotFound)
	f.tx(t, func(tx cash.Tx) error {
		ghost := method("ghost", false)
		ghost.ID = missing
		storecheck.Is(t, "SaveMethod", tx.SaveMethod(ghost), cash.ErrNotFound)
		storecheck.Is(t, "DeleteMethod", tx.DeleteMethod(missing), cash.ErrNotFound)
		for _, lock := range []bool{false, true} {
			_, err := tx.Withdrawal(missing, lock)
			storecheck.Is(t, "Tx.Withdrawal", err, cash.ErrWithdrawalNotFound)
		}
		ghostW := f.withdrawal(missing, 100, 0)
		ghostW.SN = "W-GHOST"
		storecheck.Is(t, "SaveWithdrawal", tx.SaveWithdrawal(ghostW), cash.ErrWithdrawalNotFound)
		return nil
	})
}
