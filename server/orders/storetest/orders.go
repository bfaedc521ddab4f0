package storetest

import (
	"maps"
	"reflect"
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/storecheck"
)

// notFound: each load of a missing row answers its area's sentinel; the reads of many leave
// the missing out.
func notFound(t *testing.T, f fixture) {
	_, err := f.s.Order(f.ctx, missing)
	storecheck.Is(t, "Store.Order", err, orders.ErrNotFound)
	_, err = f.s.OrderDetail(f.ctx, missing)
	storecheck.Is(t, "Store.OrderDetail", err, orders.ErrNotFound)
	_, err = f.s.AfterSale(f.ctx, missing)
	storecheck.Is(t, "Store.AfterSale", err, orders.ErrAfterSaleNotFound)
	if got, err := f.s.OrderIDsBySN(f.ctx, []string{"O202605040000987654"}); err != nil || len(got) != 0 {
		t.Errorf("OrderIDsBySN of no order: %v %v", got, err)
	}
	if got, err := f.s.OrderRefunds(f.ctx, missing); err != nil || len(got) != 0 {
		t.Errorf("OrderRefunds of no order: %v %v", got, err)
	}
	if got, err := f.s.OrderAfterSales(f.ctx, missing); err != nil || len(got) != 0 {
		t.Errorf("OrderAfterSales of no order: %v %v", got, err)
	}
	if got, err := f.s.AfterSaleLog(f.ctx, missing); err != nil || len(got) != 0 {
		t.Errorf("AfterSaleLog of no after-sale: %v %v", got, err)
	}
	f.tx(t, func(tx orders.Tx) error {
		for _, lock := range []bool{false, true} {
			_, err := tx.Order(missing, lock)
			storecheck.Is(t, "Tx.Order", err, orders.ErrNotFound)
			_, err = tx.RefundBySN("R202605040000987654", lock)
			storecheck.Is(t, "Tx.RefundBySN", err, orders.ErrRefundNotFound)
			_, err = tx.AfterSale(missing, lock)
			storecheck.Is(t, "Tx.AfterSale", err, orders.ErrAfterSaleNotFound)
		}
		if got, err := tx.HeldOrders([]int64{missing}); err != nil || len(got) != 0 {
			t.Errorf("HeldOrders of no order: %v %v", got, err)
		}
		if got, err := tx.OrderAfterSales(missing); err != nil || len(got) != 0 {
			t.Errorf("Tx.OrderAfterSales of no order: %v %v", got, err)
		}
		return nil
	})
}

// saveThenLoad: an inserted order loads equal, every field, from the store and from a
// transaction; so does one saved with every field it stores changed.
func saveThenLoad(t *testing.T, f fixture) {
	want := f.insert(t, f.order(0, 0))
	if want.Items[0].ID == 0 || want.Items[0].ID == want.Items[1].ID {
		t.Errorf("the items' ids %d and %d", want.Items[0].ID, want.Items[1].ID)
	}
	got, err := f.s.Order(f.ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	equalOrder(t, "Store.Order after InsertOrder", got, want, true)
	paid, shipped, done := f.at.Add(time.Minute), f.at.Add(time.Hour), f.at.AddDate(0, 0, 3)
	want.Status, want.PayWay, want.PayReference, want.PaidAt, want.PayDeadline = orders.Completed, orders.PayWechat, "wx-1", &paid, time.Time{}
	want.Carrier, want.TrackingNo, want.ShippedAt, want.ConfirmDeadline, want.CompletedAt = "顺丰", "SF100", &shipped, done, &done
	want.GoodsAmount, want.FreightAmount, want.DiscountAmount, want.AdjustAmount, want.PayAmount = 5000, 0, 0, 200, 5200
	want.RefundedAmount, want.UserCouponID, want.CouponName, want.CloseReason = 300, 0, "", "不想要了"
	want.Remark, want.MerchantRemark, want.ClosedAt = "改", "改过", &done
	want.Consignee.Name, want.Consignee.Detail, want.Consignee.CityCode = "新收货人", "二号院", "110200"
	f.tx(t, func(tx orders.Tx) error {
		if err := tx.SaveOrder(want); err != nil {
			return err
		}
		for _, lock := range []bool{false, true} {
			got, err := tx.Order(want.ID, lock)
			if err != nil {
				return err
			}
			equalOrder(t, "Tx.Order after SaveOrder", got, want, false)
		}
		return nil
	})
	got, _ = f.s.Order(f.ctx, want.ID)
	equalOrder(t, "Store.Order after SaveOrder", got, want, true)
	want.PaidAt, want.ShippedAt, want.CompletedAt, want.ClosedAt, want.ConfirmDeadline = nil, nil, nil, nil, time.Time{}
	f.tx(t, func(tx orders.Tx) error { return tx.SaveOrder(want) })
	got, _ = f.s.Order(f.ctx, want.ID)
	equalOrder(t, "Store.Order after clearing its times", got, want, true)
}

// saveKeeps: SaveOrder leaves the number, buyer, items and creation time as inserted.
func saveKeeps(t *testing.T, f fixture) {
	want := f.insert(t, f.order(0, 0))
	changed := want
	changed.SN, changed.UserID, changed.User, changed.CreatedAt = "O-OTHER", f.users[1].ID, f.users[1], f.at.AddDate(1, 0, 0)
	changed.Items = []orders.Item{{GoodsID: 99, SKUID: 99, GoodsName: "别的", Price: 1, Quantity: 1}}
	changed.Remark = "只改这个"
	f.tx(t, func(tx orders.Tx) error { return tx.SaveOrder(changed) })
	want.Remark = changed.Remark
	got, err := f.s.Order(f.ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	equalOrder(t, "Store.Order after a SaveOrder of what it does not store", got, want, true)
}

// batches: SaveOrders and AppendLogs write each in turn, HeldOrders loads the existing
// ones in ascending id order, OrderIDsBySN finds the numbers that exist.
func batches(t *testing.T, f fixture) {
	var os []orders.Order
	for i := range 3 {
		os = append(os, f.insert(t, f.order(i%2, i)))
	}
	for i := range os {
		os[i].Status, os[i].CloseReason, os[i].ClosedAt = orders.Closed, "超时", ptr(f.at.Add(time.Hour))
	}
	f.tx(t, func(tx orders.Tx) error {
		if err := tx.SaveOrders([]orders.Order{os[2], os[0]}); err != nil {
			return err
		}
		if err := tx.SaveOrders(nil); err != nil {
			return err
		}
		held, err := tx.HeldOrders([]int64{os[2].ID, missing, os[0].ID})
		if err != nil {
			return err
		}
		if got := storecheck.IDs(held, orderID); !slices.Equal(got, []int64{os[0].ID, os[2].ID}) {
			t.Errorf("HeldOrders: %v, want %v", got, []int64{os[0].ID, os[2].ID})
		}
		for i, o := range held {
			equalOrder(t, "HeldOrders", o, os[[]int{0, 2}[i]], false)
		}
		if got, err := tx.HeldOrders(nil); err != nil || len(got) != 0 {
			t.Errorf("HeldOrders of none: %v %v", got, err)
		}
		return tx.AppendLogs([]orders.LogEntry{
			{OrderID: os[0].ID, Action: orders.ActTimeout, From: orders.Unpaid, To: orders.Closed, Operator: orders.OperatorSystem, CreatedAt: f.at},
			{OrderID: os[0].ID, Action: orders.ActRemark, From: orders.Closed, To: orders.Closed, Operator: "admin", Remark: "二", CreatedAt: f.at},
		})
	})
	for i, o := range os {
		got, _ := f.s.Order(f.ctx, o.ID)
		if i == 1 {
			o.Status, o.CloseReason, o.ClosedAt = orders.Unpaid, "", nil
		}
		equalOrder(t, "after SaveOrders", got, o, true)
	}
	d, err := f.s.OrderDetail(f.ctx, os[0].ID)
	if err != nil || len(d.Log) != 2 || d.Log[0].Action != orders.ActTimeout || d.Log[1].Remark != "二" {
		t.Errorf("the log after AppendLogs: %+v %v", d.Log, err)
	}
	sns := []string{os[1].SN, "O-NONE", os[2].SN}
	got, err := f.s.OrderIDsBySN(f.ctx, sns)
	want := map[string]int64{os[1].SN: os[1].ID, os[2].SN: os[2].ID}
	if err != nil || !maps.Equal(got, want) {
		t.Errorf("OrderIDsBySN: %v %v, want %v", got, err, want)
	}
	if got, err := f.s.OrderIDsBySN(f.ctx, nil); err != nil || len(got) != 0 {
		t.Errorf("OrderIDsBySN of none: %v %v", got, err)
	}
}

// logAndDetail: the log, refunds and after-sales of an order load oldest first with it.
func logAndDetail(t *testing.T, f fixture) {
	o := f.insert(t, f.order(1, 0))
	other := f.insert(t, f.order(0, 1))
	lines := []orders.LogEntry{
		{OrderID: o.ID, Action: orders.ActCreate, To: orders.Unpaid, Operator: orders.OperatorBuyer, CreatedAt: f.at},
		{OrderID: o.ID, Action: orders.ActPay, From: orders.Unpaid, To: orders.Paid, Operator: orders.OperatorBuyer, Remark: "微信", CreatedAt: f.at.Add(time.Minute)},
		{OrderID: o.ID, Action: orders.ActShip, From: orders.Paid, To: orders.Shipped, Operator: "admin", CreatedAt: f.at.Add(time.Minute)},
	}
	f.tx(t, func(tx orders.Tx) error {
		for _, e := range lines {
			if err := tx.AppendLog(e); err != nil {
				return err
			}
		}
		return tx.AppendLog(orders.LogEntry{OrderID: other.ID, Action: orders.ActCreate, To: orders.Unpaid, Operator: orders.OperatorBuyer, CreatedAt: f.at})
	})
	r := f.insertRefund(t, f.refund(o.ID, 0, orders.RefundPending))
	a := f.insertAfterSale(t, f.afterSale(o, 0))
	d, err := f.s.OrderDetail(f.ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	equalOrder(t, "OrderDetail's order", d.Order, o, true)
	for i := range d.Log {
		if d.Log[i].ID == 0 || (i > 0 && d.Log[i].ID <= d.Log[i-1].ID) {
			t.Errorf("the log's ids: line %d has %d", i, d.Log[i].ID)
		}
		d.Log[i].ID, d.Log[i].CreatedAt = 0, d.Log[i].CreatedAt.UTC()
	}
	if !reflect.DeepEqual(d.Log, lines) {
		t.Errorf("OrderDetail's log:\n got %+v\nwant %+v", d.Log, lines)
	}
	if len(d.Refunds) != 1 {
		t.Fatalf("OrderDetail's refunds: %+v", d.Refunds)
	}
	storecheck.Equal(t, "OrderDetail's refund", d.Refunds[0], r, normRefund)
	if len(d.AfterSales) != 1 {
		t.Fatalf("OrderDetail's after-sales: %+v", d.AfterSales)
	}
	equalAfterSale(t, "OrderDetail's after-sale", d.AfterSales[0], a, true)
}

// settings: DefaultSettings until saved, then what was saved.
func settings(t *testing.T, f fixture) {
	want := orders.Settings{UnpaidMinutes: 45, AutoConfirmDays: 10, AfterSaleDays: 15}
	storecheck.Settings(t, f.ctx, f.s.Settings, f.s.Tx, orders.DefaultSettings, want)
}

// rollback: nothing a failing fn wrote stays.
func rollback(t *testing.T, f fixture) {
	kept := f.insert(t, f.order(0, 0))
	storecheck.TxFails(t, f.ctx, f.s.Tx, func(tx orders.Tx) error {
		id, err := tx.NextOrderID()
		if err != nil {
			return err
		}
		o := f.order(1, 5)
		o.ID, o.SN = id, orders.SN(id, o.CreatedAt)
		if err := tx.InsertOrder(o); err != nil {
			return err
		}
		changed := kept
		changed.Status, changed.Remark = orders.Closed, "changed"
		if err := tx.SaveOrders([]orders.Order{changed}); err != nil {
			return err
		}
		if err := tx.AppendLog(orders.LogEntry{OrderID: kept.ID, Action: orders.ActCancel, From: orders.Unpaid, To: orders.Closed,
			Operator: "admin", CreatedAt: f.at}); err != nil {
			return err
		}
		rid, err := tx.NextRefundID()
		if err != nil {
			return err
		}
		r := f.refund(kept.ID, 0, orders.RefundPending)
		r.ID, r.SN = rid, orders.RefundSN(rid, r.CreatedAt)
		if err := tx.InsertRefund(r); err != nil {
			return err
		}
		aid, err := tx.NextAfterSaleID()
		if err != nil {
			return err
		}
		a := f.afterSale(kept, 0)
		a.ID, a.SN = aid, "A-GONE"
		if err := tx.InsertAfterSale(a); err != nil {
			return err
		}
		if err := tx.SaveSettings(orders.Settings{UnpaidMinutes: 5, AutoConfirmDays: 1, AfterSaleDays: 1}); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	list, total, _, err := f.s.ListOrders(f.ctx, orders.Filter{Page: kernel.Page{No: 1, Size: 10}})
	if err != nil || total != 1 || len(list) != 1 {
		t.Fatalf("after a rollback: %d orders (%v), want the one kept", total, err)
	}
	equalOrder(t, "the changed order after a rollback", list[0], kept, true)
	d, err := f.s.OrderDetail(f.ctx, kept.ID)
	if err != nil || len(d.Log) != 0 || len(d.Refunds) != 0 || len(d.AfterSales) != 0 {
		t.Errorf("after a rollback the order has %d log lines, %d refunds, %d after-sales (%v)", len(d.Log), len(d.Refunds),
			len(d.AfterSales), err)
	}
	if _, n, _, _ := f.s.ListAfterSales(f.ctx, orders.AfterSaleFilter{Page: kernel.Page{No: 1, Size: 10}}); n != 0 {
		t.Errorf("after a rollback %d after-sales are listed", n)
	}
	if got, _ := f.s.Settings(f.ctx); got != orders.DefaultSettings {
		t.Errorf("settings after a rollback: %+v", got)
	}
}
