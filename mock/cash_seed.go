package mock

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/orders"
)

// sampleCash gives the sample shop three withdrawal methods, the bank card the default, and a
// year of money: settled orders and the withdrawals made from them, through the cash store.
func sampleCash(ctx context.Context, store cash.Store, epoch time.Time) error {
	return store.Tx(ctx, func(tx cash.Tx) error {
		for _, m := range []cash.Method{
			{Kind: cash.BankCard, Holder: "张伟", Bank: "中国工商银行", Branch: "杭州西湖支行", AccountNo: "6217000000000000004", IsDefault: true},
			{Kind: cash.Alipay, Holder: "张伟", AccountNo: "13812345678"},
			{Kind: cash.WeChat, Holder: "张伟", AccountNo: "zhangwei_shop"},
		} {
			if _, err := tx.InsertMethod(m); err != nil {
				return fmt.Errorf("method %s: %w", m.Kind, err)
			}
		}
		return sampleCashFlow(tx, epoch)
	})
}

const (
	cashSeed             = 70
	sampleWithdrawals    = 40
	samplePending        = 5 // the latest ones wait for the approver
	sampleSettleInterval = 4 // days between settlements, on average
)

var sampleRejectReasons = []string{"收款账户信息有误", "账户名与店铺主体不一致", "银行退票，请核对卡号后重新申请", "风控复核未通过"}

// sampleCashFlow writes the sample account's history, oldest first, through cash.Move: the
// settlements of the sample completed orders whose settlement delay (the default settings')
// has passed by the sample epoch, each dated when its delay ended, as the settlement job
// would have made them (the more recent ones stay pending); before the sample orders'
// days, a settlement every few days over the past year (numbered as sample orders are, for
// orders older than the sample list); and 40 withdrawals among them, all but the latest
// few paid or rejected a day or three after they were applied. The account is what the
// flow sums to, as cash.Check asks.
func sampleCashFlow(tx cash.Tx, epoch time.Time) error {
	r := rand.New(rand.NewPCG(cashSeed, 0))
	start := epoch.AddDate(-1, 0, 0)
	type event struct {
		at     time.Time
		settle int64     // cents, for a settlement of an order before the sample list
		order  *cash.Due // a sample order settled
		apply  int       // the withdrawal's index + 1, when it is applied
		decide int       // the withdrawal's index + 1, when it is decided
	}
	var events []event
	delay := cash.DefaultSettings.SettleDelayDays
	first := epoch // when the first sample order settles
	due, err := tx.DueSettlements(cash.SettleBefore(epoch, delay), math.MaxInt32)
	if err != nil {
		return err
	}
	slices.SortFunc(due, func(a, b cash.Due) int { return cmp.Compare(a.OrderID, b.OrderID) })
	for _, o := range due {
		at := o.CompletedAt.AddDate(0, 0, delay)
		events = append(events, event{at: at, order: &o})
		if at.Before(first) {
			first = at
		}
	}
	for at := start.Add(time.Duration(9+r.IntN(10)) * time.Hour); at.Before(first); {
		events = append(events, event{at: at, settle: int64(300+r.IntN(2700)) * 100})
		at = at.Add(time.Duration(24*(sampleSettleInterval-2+r.IntN(5))+r.IntN(12)) * time.Hour)
	}
	applied := make([]time.Time, sampleWithdrawals)
	decided := make([]time.Time, sampleWithdrawals)
	for i := range sampleWithdrawals {
		if i < sampleWithdrawals-samplePending {
			applied[i] = start.AddDate(0, 0, 5+i*9).Add(time.Duration(2+r.IntN(10)) * time.Hour)
			decided[i] = applied[i].Add(time.Duration(20+r.IntN(52)) * time.Hour)
			events = append(events, event{at: decided[i], decide: i + 1})
		} else {
			applied[i] = epoch.AddDate(0, 0, -2*(sampleWithdrawals-i)).Add(time.Duration(1+r.IntN(10)) * time.Hour)
		}
		events = append(events, event{at: applied[i], apply: i + 1})
	}
	slices.SortStableFunc(events, func(a, b event) int {
		if a.order != nil && b.order != nil && a.at.Equal(b.at) {
			return cmp.Compare(a.order.OrderID, b.order.OrderID)
		}
		return a.at.Compare(b.at)
	})

	methods, err := tx.Methods(true)
	if err != nil {
		return err
	}
	ws := make([]cash.Withdrawal, sampleWithdrawals)
	a, err := tx.Account(true)
	if err != nil {
		return err
	}
	move := func(f cash.Flow) error {
		var err error
		if a, f, err = cash.Move(a, f); err != nil {
			return err
		}
		if err := tx.AppendFlow(f); err != nil {
			return err
		}
		return tx.SaveAccount(a)
	}
	order := int64(0)
	for _, e := range events {
		switch {
		case e.order != nil:
			if err := tx.MarkSettled(e.order.OrderID, e.at); err != nil {
				return fmt.Errorf("settle order %s: %w", e.order.OrderSN, err)
			}
			if amount := e.order.Amount; amount > 0 {
				if err := move(cash.Settle(a, amount, e.order.OrderSN, e.at)); err != nil {
					return err
				}
			}
		case e.settle > 0:
			order++
			if err := move(cash.Settle(a, e.settle, orders.SN(900_000+order, e.at.Add(-7*24*time.Hour)), e.at)); err != nil {
				return err
			}
		case e.apply > 0:
			i := e.apply - 1
			amount := min(int64(500+r.IntN(4500))*100, a.Available*3/4/100*100)
			if amount < cash.DefaultSettings.MinAmount {
				amount = a.Available
			}
			m := methods[r.IntN(len(methods))]
			st, err := tx.Standing(true)
			if err != nil {
				return err
			}
			id := st.NextID
			fee := cash.Fee(amount, cash.DefaultSettings.FeeRate)
			ws[i] = cash.Withdrawal{ID: id, SN: cash.WithdrawalSN(id, e.at), Amount: amount, Fee: fee, Net: amount - fee,
				MethodID: m.ID, Status: cash.Pending, CreatedAt: e.at, AccountMask: cash.Mask(m.Kind, m.AccountNo),
				MethodKind: m.Kind, Holder: m.Holder, Bank: m.Bank, AppliedBy: []string{"admin", "editor"}[r.IntN(2)]}
			if err := tx.InsertWithdrawal(ws[i]); err != nil {
				return err
			}
			if err := move(cash.Applied(ws[i], e.at)); err != nil {
				return err
			}
		case e.decide > 0:
			i := e.decide - 1
			to := cash.Paid
			w := ws[i]
			if r.IntN(6) == 0 {
				to, w.Reason = cash.Rejected, sampleRejectReasons[r.IntN(len(sampleRejectReasons))]
			} else {
				w.Reference = fmt.Sprintf("TR%s%04d", e.at.Format("20060102"), 1+r.IntN(9999))
			}
			w, f, err := cash.Decide(w, to, e.at)
			if err != nil {
				return err
			}
			w.DecidedBy = "admin"
			ws[i] = w
			if err := tx.SaveWithdrawal(w); err != nil {
				return err
			}
			if err := move(f); err != nil {
				return err
			}
		}
	}
	return nil
}
