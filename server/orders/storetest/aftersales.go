package storetest

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
	"shopconsole/server/storecheck"
)

// afterSale is an applied refund only of o's first item, made at f.at plus minutes, every
// field it is applied with set.
func (f fixture) afterSale(o orders.Order, minutes int) orders.AfterSale {
	at := f.at.Add(time.Duration(minutes) * time.Minute)
	it := o.Items[0]
	return orders.AfterSale{OrderID: o.ID, OrderSN: o.SN, ItemID: it.ID, GoodsName: it.GoodsName, SKUText: it.SKUText,
		Image: it.Image, Quantity: 1, Kind: orders.RefundOnly, Amount: 1000, Reason: "质量问题",
		Images: []string{"https://img.example.com/p1.jpg", "https://img.example.com/p2.jpg"}, Status: orders.Applied,
		UserID: o.UserID, User: o.User, PayWay: orders.PayWechat, Deadline: at.AddDate(0, 0, 7), CreatedAt: at, UpdatedAt: at}
}

// insertAfterSale stores a under a new id, numbered from it, and answers it.
func (f fixture) insertAfterSale(t *testing.T, a orders.AfterSale) orders.AfterSale {
	t.Helper()
	f.tx(t, func(tx orders.Tx) error {
		id, err := tx.NextAfterSaleID()
		if err != nil {
			return err
		}
		a.ID = id
		if a.SN == "" {
			a.SN = fmt.Sprintf("A%s%010d", a.CreatedAt.Format("20060102"), id)
		}
		return tx.InsertAfterSale(a)
	})
	return a
}

// normAfterSale makes two loads comparable: times in UTC, no list nil; withReads false
// leaves out what the store's reads fill (the order's number and the buyer).
func normAfterSale(a orders.AfterSale, withReads bool) orders.AfterSale {
	a.Deadline, a.CreatedAt, a.UpdatedAt = a.Deadline.UTC(), a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	if a.Images == nil {
		a.Images = []string{}
	}
	if a.Rights != nil {
		r := *a.Rights
		r.Statements = slices.Clone(r.Statements)
		for i := range r.Statements {
			r.Statements[i].CreatedAt = r.Statements[i].CreatedAt.UTC()
			if r.Statements[i].Images == nil {
				r.Statements[i].Images = []string{}
			}
		}
		a.Rights = &r
	}
	if !withReads {
		a.OrderSN, a.User = "", shopusers.Brief{}
	}
	return a
}

func equalAfterSale(t *testing.T, what string, got, want orders.AfterSale, withReads bool) {
	t.Helper()
	storecheck.Equal(t, what, got, want, func(a orders.AfterSale) orders.AfterSale { return normAfterSale(a, withReads) })
}

func afterSaleID(a orders.AfterSale) int64 { return a.ID }

// afterSales: an after-sale loads equal from the store and from a transaction; SaveAfterSale
// stores what it names and nothing else; its log and an order's after-sales load oldest
// first.
func afterSales(t *testing.T, f fixture) {
	o := f.insert(t, f.order(1, 0))
	want := f.insertAfterSale(t, f.afterSale(o, 0))
	later := f.afterSale(o, 5)
	later.ItemID, later.Kind, later.Images, later.Deadline = o.Items[1].ID, orders.ReturnRefund, []string{}, time.Time{}
	later = f.insertAfterSale(t, later)
	got, err := f.s.AfterSale(f.ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	equalAfterSale(t, "Store.AfterSale after InsertAfterSale", got, want, true)
	saved := want
	saved.Status, saved.ReturnAddress, saved.BuyerCarrier, saved.BuyerTrackingNo = orders.Refused, "退货地址", "中通", "ZT1"
	saved.RefuseReason, saved.Deadline, saved.RefundSN, saved.UpdatedAt = "已使用", time.Time{}, "R1", f.at.Add(time.Hour)
	saved.Rights = &orders.Rights{Status: orders.RightsAppealed, Statements: []orders.Statement{
		{Side: orders.SideBuyer, Operator: "buyer", Text: "没用过", Images: []string{"https://img.example.com/s.jpg"}, CreatedAt: f.at},
		{Side: orders.SideMerchant, Operator: "admin", Text: "用过了", Images: []string{}, CreatedAt: f.at.Add(time.Minute)},
	}}
	entries := []orders.AfterSaleLogEntry{
		{AfterSaleID: want.ID, Action: orders.AsApply, To: orders.Applied, Operator: orders.OperatorBuyer, CreatedAt: f.at},
		{AfterSaleID: want.ID, Action: orders.AsRefuse, From: orders.Applied, To: orders.Refused, Operator: "admin", Remark: "已使用",
			CreatedAt: f.at.Add(time.Hour)},
	}
	f.tx(t, func(tx orders.Tx) error {
		for _, lock := range []bool{false, true} {
			got, err := tx.AfterSale(want.ID, lock)
			if err != nil {
				return err
			}
			equalAfterSale(t, "Tx.AfterSale after InsertAfterSale", got, want, false)
		}
		ignored := saved
		ignored.Amount, ignored.Reason, ignored.Quantity, ignored.Images, ignored.Kind = 1, "改", 9, nil, orders.ReturnRefund
		ignored.CreatedAt, ignored.GoodsName = f.at.AddDate(1, 0, 0), "改"
		if err := tx.SaveAfterSale(ignored); err != nil {
			return err
		}
		for _, e := range entries {
			if err := tx.AppendAfterSaleLog(e); err != nil {
				return err
			}
		}
		got, err := tx.AfterSale(want.ID, true)
		equalAfterSale(t, "Tx.AfterSale after SaveAfterSale", got, saved, false)
		list, lerr := tx.OrderAfterSales(o.ID)
		ids := storecheck.IDs(list, afterSaleID)
		if !slices.Equal(ids, []int64{want.ID, later.ID}) {
			t.Errorf("Tx.OrderAfterSales: %v", ids)
		} else {
			equalAfterSale(t, "Tx.OrderAfterSales' first", list[0], saved, false)
		}
		return errors.Join(err, lerr)
	})
	got, _ = f.s.AfterSale(f.ctx, want.ID)
	equalAfterSale(t, "Store.AfterSale after SaveAfterSale", got, saved, true)
	list, err := f.s.OrderAfterSales(f.ctx, o.ID)
	ids := storecheck.IDs(list, afterSaleID)
	if err != nil || !slices.Equal(ids, []int64{want.ID, later.ID}) {
		t.Fatalf("Store.OrderAfterSales: %v %v", ids, err)
	}
	equalAfterSale(t, "Store.OrderAfterSales' second", list[1], later, false)
	log, err := f.s.AfterSaleLog(f.ctx, want.ID)
	if err != nil || len(log) != 2 {
		t.Fatalf("AfterSaleLog: %+v %v", log, err)
	}
	for i := range log {
		if log[i].ID == 0 {
			t.Errorf("log line %d has no id", i)
		}
		log[i].ID, log[i].CreatedAt = 0, log[i].CreatedAt.UTC()
	}
	if !reflect.DeepEqual(log, entries) {
		t.Errorf("AfterSaleLog:\n got %+v\nwant %+v", log, entries)
	}
	saved.Rights = nil
	f.tx(t, func(tx orders.Tx) error { return tx.SaveAfterSale(saved) })
	got, _ = f.s.AfterSale(f.ctx, want.ID)
	equalAfterSale(t, "Store.AfterSale after its rights claim is removed", got, saved, true)
}

// dueAfterSales: the after-sales in a status whose deadline is at or before t, the
// earliest deadline first, at most limit.
func dueAfterSales(t *testing.T, f fixture) {
	o := f.insert(t, f.order(0, 0))
	mk := func(status orders.AfterSaleStatus, deadlineMinutes int) int64 {
		a := f.afterSale(o, 0)
		a.Status = status
		if deadlineMinutes >= 0 {
			a.Deadline = f.at.Add(time.Duration(deadlineMinutes) * time.Minute)
		} else {
			a.Deadline = time.Time{}
		}
		return f.insertAfterSale(t, a).ID
	}
	late, early, exact := mk(orders.Applied, 20), mk(orders.Applied, 10), mk(orders.Applied, 30)
	mk(orders.Applied, 40)
	mk(orders.Applied, -1)
	ret := mk(orders.AwaitingReturn, 5)
	mk(orders.Refused, 5)
	now := f.at.Add(30 * time.Minute)
	for _, tc := range []struct {
		name   string
		status orders.AfterSaleStatus
		limit  int
		want   []int64
	}{
		{"applied", orders.Applied, 10, []int64{early, late, exact}},
		{"applied, limited", orders.Applied, 2, []int64{early, late}},
		{"awaiting return", orders.AwaitingReturn, 10, []int64{ret}},
		{"awaiting refund", orders.AwaitingRefund, 10, []int64{}},
	} {
		got, err := f.s.DueAfterSales(f.ctx, tc.status, now, tc.limit)
		if got == nil {
			got = []int64{}
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("DueAfterSales %s: %v %v, want %v", tc.name, got, err, tc.want)
		}
	}
}
