package storetest

import (
	"reflect"
	"testing"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/idempotency"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// accountAndLedger: what an order's transaction moves of the other areas (whether the order
// settled, the shop's account and its flow, a buyer's accounts and ledger, the idempotency
// keys) stays when it commits, and nothing of it when it fails.
func accountAndLedger(t *testing.T, f fixture) {
	o := f.order(0, 0)
	o.Status, o.PayDeadline, o.CompletedAt = orders.Completed, time.Time{}, ptr(f.at)
	o = f.insert(t, o)
	open := f.insert(t, f.order(1, 1))
	storecheck.Tx(t, f.ctx, f.stores.Cash.Tx, func(tx cash.Tx) error { return tx.MarkSettled(o.ID, f.at.Add(time.Hour)) })
	line := cash.Flow{Type: cash.FlowAdjustment, Available: 700, AvailableAfter: 700, Reference: o.SN, Remark: "调整", CreatedAt: f.at}
	account := cash.Account{Available: 700}
	rec := idempotency.Record{Scope: "orders.refund", Key: "k1", Fingerprint: "fp", Result: []byte(`{"ok":true}`), CreatedAt: f.at}
	move := func(tx orders.Tx) error {
		for _, a := range []shopusers.Adjustment{
			{UserID: f.users[0].ID, Type: shopusers.Money, Increase: true, Amount: 500, Channel: shopusers.AfterSaleRefund, SourceSN: o.SN},
			{UserID: f.users[0].ID, Type: shopusers.Growth, Increase: true, Amount: 30, Channel: shopusers.ConsumeGift, SourceSN: o.SN},
		} {
			if _, err := shopusers.Move(tx, a, func() time.Time { return f.at }); err != nil {
				return err
			}
		}
		if _, found, err := tx.ClaimKey(rec.Scope, rec.Key); err != nil || found {
			t.Errorf("ClaimKey of a new key: found %v, %v", found, err)
		}
		if err := tx.SaveKey(rec); err != nil {
			return err
		}
		if err := tx.AppendFlow(line); err != nil {
			return err
		}
		return tx.SaveAccount(account)
	}
	storecheck.TxFails(t, f.ctx, f.s.Tx, func(tx orders.Tx) error {
		if err := move(tx); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	f.checkMoved(t, false, cash.Account{}, nil, rec)
	f.tx(t, func(tx orders.Tx) error {
		for id, want := range map[int64]bool{o.ID: true, open.ID: false} {
			if got, err := tx.OrderSettled(id); err != nil || got != want {
				t.Errorf("OrderSettled %d: %v %v, want %v", id, got, err, want)
			}
		}
		for _, lock := range []bool{false, true} {
			if a, err := tx.Account(lock); err != nil || a != (cash.Account{}) {
				t.Errorf("Account before any move: %+v %v", a, err)
			}
		}
		_, err := tx.User(987654, false)
		storecheck.Is(t, "Tx.User of none", err, shopusers.ErrNotFound)
		return move(tx)
	})
	f.checkMoved(t, true, account, &line, rec)
}

// checkMoved checks the buyer's accounts, the shop's account and flow and the key after
// move committed (moved) or failed.
func (f fixture) checkMoved(t *testing.T, moved bool, account cash.Account, line *cash.Flow, rec idempotency.Record) {
	t.Helper()
	u, err := f.stores.ShopUsers.User(f.ctx, f.users[0].ID)
	_, n, lerr := f.stores.ShopUsers.Ledger(f.ctx, shopusers.LedgerFilter{UserID: f.users[0].ID, Page: kernel.Page{No: 1, Size: 10}})
	wantBalance, wantGrowth, wantLines := int64(0), int64(0), int64(0)
	if moved {
		wantBalance, wantGrowth, wantLines = 500, 30, 2
	}
	if err != nil || lerr != nil || u.Balance != wantBalance || u.Growth != wantGrowth || n != wantLines {
		t.Errorf("the buyer: balance %d, growth %d, %d ledger lines (%v %v), want %d, %d, %d", u.Balance, u.Growth, n,
			err, lerr, wantBalance, wantGrowth, wantLines)
	}
	if a, err := f.stores.Cash.Account(f.ctx); err != nil || a != account {
		t.Errorf("the shop's account: %+v %v, want %+v", a, err, account)
	}
	flows, total, err := f.stores.Cash.Flows(f.ctx, cash.FlowFilter{Page: kernel.Page{No: 1, Size: 10}})
	switch {
	case err != nil:
		t.Error(err)
	case line == nil && total != 0:
		t.Errorf("the flow holds %d lines, want none", total)
	case line != nil && (total != 1 || len(flows) != 1):
		t.Errorf("the flow holds %d lines, want one", total)
	case line != nil:
		got := flows[0]
		got.ID, got.CreatedAt = 0, got.CreatedAt.UTC()
		if !reflect.DeepEqual(got, *line) {
			t.Errorf("the flow's line:\n got %+v\nwant %+v", got, *line)
		}
	}
	_ = f.s.Tx(f.ctx, func(tx orders.Tx) error {
		got, found, err := tx.ClaimKey(rec.Scope, rec.Key)
		if err != nil || found != moved {
			t.Errorf("ClaimKey: found %v (%v), want %v", found, err, moved)
		}
		if moved {
			if !storecheck.SameRecord(got, rec) {
				t.Errorf("ClaimKey's record:\n got %+v\nwant %+v", got, rec)
			}
		}
		return storecheck.ErrFail // the claim is not kept
	})
}
