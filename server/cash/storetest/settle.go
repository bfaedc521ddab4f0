package storetest

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/storecheck"
)

// order stores an order of the buyer in status, completed days before f.at when completed,
// paid pay of which refunded went back, through the order store, and answers its id and
// number.
func (f fixture) order(t *testing.T, status orders.Status, days int, pay, refunded int64) (int64, string) {
	t.Helper()
	var id int64
	var sn string
	storecheck.Tx(t, f.ctx, f.orders.Tx, func(tx orders.Tx) (err error) {
		if id, err = tx.NextOrderID(); err != nil {
			return err
		}
		at := f.at.AddDate(0, 0, -days)
		sn = fmt.Sprintf("S%04d", id)
		o := orders.Order{ID: id, SN: sn, UserID: f.user, Status: status, GoodsAmount: pay, PayAmount: pay, RefundedAmount: refunded,
			PayWay: orders.PayWechat, CreatedAt: at.AddDate(0, 0, -10), PaidAt: ptr(at.AddDate(0, 0, -10)),
			Consignee: orders.Consignee{Name: "收货人", Mobile: "13700000000", ProvinceCode: "110000", CityCode: "110100",
				DistrictCode: "110101", Detail: "一号院"},
			Items: []orders.Item{{GoodsID: 1, SKUID: 1, GoodsName: "茶杯", Price: pay, Quantity: 1}}}
		if status == orders.Completed {
			o.CompletedAt = &at
		}
		return tx.InsertOrder(o)
	})
	return id, sn
}

func (f fixture) pending(t *testing.T, what string, want int64) {
	t.Helper()
	if got, err := f.s.PendingSettlement(f.ctx); err != nil || got != want {
		t.Errorf("PendingSettlement %s: %d %v, want %d", what, got, err, want)
	}
}

func (f fixture) due(t *testing.T, what string, before time.Time, limit int, want []cash.Due) {
	t.Helper()
	f.tx(t, func(tx cash.Tx) error {
		got, err := tx.DueSettlements(before, limit)
		if got == nil {
			got = []cash.Due{}
		}
		for i := range got {
			got[i].CompletedAt = got[i].CompletedAt.UTC()
		}
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("DueSettlements %s:\n got %+v (%v)\nwant %+v", what, got, err, want)
		}
		return err
	})
}

// settlement: what the completed orders not settled will bring; the ones due, the earliest
// completion first; an order marked settled once only.
func settlement(t *testing.T, f fixture) {
	f.pending(t, "of no order", 0)
	f.due(t, "of no order", f.at, 10, []cash.Due{})
	a, aSN := f.order(t, orders.Completed, 3, 5000, 1000)
	b, bSN := f.order(t, orders.Completed, 1, 2000, 0)
	c, cSN := f.order(t, orders.Completed, 5, 800, 800)
	f.order(t, orders.Shipped, 4, 900, 0)
	f.order(t, orders.Closed, 6, 700, 700)
	settled, _ := f.order(t, orders.Completed, 7, 600, 0)
	f.tx(t, func(tx cash.Tx) error { return tx.MarkSettled(settled, f.at) })
	f.pending(t, "", 6000)
	at := func(days int) time.Time { return f.at.AddDate(0, 0, -days) }
	dueA, dueB, dueC := cash.Due{OrderID: a, OrderSN: aSN, Amount: 4000, CompletedAt: at(3)},
		cash.Due{OrderID: b, OrderSN: bSN, Amount: 2000, CompletedAt: at(1)}, cash.Due{OrderID: c, OrderSN: cSN, Amount: 0, CompletedAt: at(5)}
	f.due(t, "two days ago", at(2), 10, []cash.Due{dueC, dueA})
	f.due(t, "limited", at(2), 1, []cash.Due{dueC})
	f.due(t, "at a completion", at(3), 10, []cash.Due{dueC, dueA})
	f.tx(t, func(tx cash.Tx) error {
		if err := tx.MarkSettled(a, f.at); err != nil {
			return err
		}
		return tx.MarkSettled(c, f.at)
	})
	err := f.s.Tx(f.ctx, func(tx cash.Tx) error { return tx.MarkSettled(a, f.at.Add(time.Hour)) })
	storecheck.Is(t, "MarkSettled a second time", err, cash.ErrSettled)
	f.pending(t, "after two settled", 2000)
	f.due(t, "after two settled", f.at, 10, []cash.Due{dueB})
	f.due(t, "none due yet", at(2), 10, []cash.Due{})
}

// rollback: nothing a failing fn wrote stays.
func rollback(t *testing.T, f fixture) {
	kept, gone := f.insertMethod(t, method("张三", true)), f.insertMethod(t, method("李四", false))
	w := f.insertWithdrawal(t, f.withdrawal(0, 1000, 0))
	o, _ := f.order(t, orders.Completed, 9, 1000, 0)
	storecheck.TxFails(t, f.ctx, f.s.Tx, func(tx cash.Tx) error {
		if _, err := tx.InsertMethod(method("王五", false)); err != nil {
			return err
		}
		changed := kept
		changed.Holder = "changed"
		if err := tx.SaveMethod(changed); err != nil {
			return err
		}
		if err := tx.DeleteMethod(gone.ID); err != nil {
			return err
		}
		st, err := tx.Standing(true)
		if err != nil {
			return err
		}
		nw := f.withdrawal(st.NextID, 500, 1)
		nw.SN = "W-GONE"
		if err := tx.InsertWithdrawal(nw); err != nil {
			return err
		}
		decided := w
		decided.Status, decided.DecidedAt = cash.Paid, ptr(f.at)
		if err := tx.SaveWithdrawal(decided); err != nil {
			return err
		}
		if err := tx.SaveSettings(cash.Settings{MinAmount: 1, MaxAmount: 2, FeeRate: 3, CycleDays: 4, SettleDelayDays: 5}); err != nil {
			return err
		}
		if err := tx.MarkSettled(o, f.at); err != nil {
			return err
		}
		if err := tx.AppendFlow(cash.Flow{Type: cash.FlowSettled, Available: 1000, AvailableAfter: 1000, Reference: "S1", CreatedAt: f.at}); err != nil {
			return err
		}
		if err := tx.SaveAccount(cash.Account{Available: 1000}); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	got, err := f.s.Methods(f.ctx)
	methodsOf(t, "the methods after a rollback", got, err, []cash.Method{kept, gone})
	list, total, _, err := f.s.Withdrawals(f.ctx, cash.WithdrawalFilter{Limit: 10})
	if err != nil || total != 1 || len(list) != 1 {
		t.Fatalf("after a rollback: %d withdrawals (%v), want the one kept", total, err)
	}
	storecheck.Equal(t, "the withdrawal after a rollback", list[0], w, normWithdrawal)
	if s, err := f.s.Settings(f.ctx); err != nil || s != cash.DefaultSettings {
		t.Errorf("the settings after a rollback: %+v %v", s, err)
	}
	if a, err := f.s.Account(f.ctx); err != nil || a != (cash.Account{}) {
		t.Errorf("the account after a rollback: %+v %v", a, err)
	}
	if _, n, err := f.s.Flows(f.ctx, cash.FlowFilter{Page: kernel.Page{No: 1, Size: 10}}); err != nil || n != 0 {
		t.Errorf("the flow after a rollback: %d lines (%v)", n, err)
	}
	f.pending(t, "after a rollback", 1000)
}
