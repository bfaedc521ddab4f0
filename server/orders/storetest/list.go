package storetest

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/storecheck"
)

// listed are four orders of both buyers ten minutes apart, in each status but completed,
// with an open after-sale on the second and a closed one on the third.
func (f fixture) listed(t *testing.T) []orders.Order {
	t.Helper()
	gs := f.addGoods(t, 0, "茶杯", "保温杯", "茶壶", "茶盘")
	var os []orders.Order
	for i, c := range []struct {
		sn, consignee, mobile string
		status                orders.Status
		way                   orders.PayWay
		pay                   int64
	}{
		{"S1001", "收货人", "13700000000", orders.Unpaid, "", 5600},
		{"S1002", "李四", "13600000000", orders.Paid, orders.PayWechat, 9000},
		{"S2001", "王五", "13700000001", orders.Shipped, orders.PayAlipay, 100},
		{"S2002", "赵六", "13700000002", orders.Closed, orders.PayBalance, 3000},
	} {
		o := f.order(i%2, 10*i)
		o.SN, o.Status, o.PayWay, o.PayAmount = c.sn, c.status, c.way, c.pay
		o.Items = o.Items[:1]
		o.Items[0].GoodsID, o.Items[0].SKUID, o.Items[0].GoodsName = gs[i].ID, gs[i].SKUs[0].ID, gs[i].Name
		o.Consignee.Name, o.Consignee.Mobile = c.consignee, c.mobile
		if c.status != orders.Unpaid {
			o.PayDeadline = time.Time{}
		}
		os = append(os, f.insert(t, o))
	}
	open, closed := f.afterSale(os[1], 0), f.afterSale(os[2], 0)
	closed.Status = orders.Revoked
	f.insertAfterSale(t, open)
	f.insertAfterSale(t, closed)
	return os
}

// listOrders: each filter, each sort, pages and the total.
func listOrders(t *testing.T, f fixture) {
	os := f.listed(t)
	id := func(is ...int) []int64 { return storecheck.IDs(is, func(i int) int64 { return os[i].ID }) }
	page := kernel.Page{No: 1, Size: 10}
	for _, tc := range []struct {
		name  string
		f     orders.Filter
		want  []int64
		total int64
	}{
		{"all, newest first", orders.Filter{}, id(3, 2, 1, 0), 4},
		{"oldest first", orders.Filter{Sort: "createdAt"}, id(0, 1, 2, 3), 4},
		{"newest first", orders.Filter{Sort: "-createdAt"}, id(3, 2, 1, 0), 4},
		{"cheapest first", orders.Filter{Sort: "payAmount"}, id(2, 3, 0, 1), 4},
		{"dearest first", orders.Filter{Sort: "-payAmount"}, id(1, 0, 3, 2), 4},
		{"status", orders.Filter{Status: orders.Paid}, id(1), 1},
		{"number from its start", orders.Filter{SN: "S1"}, id(1, 0), 2},
		{"number not within", orders.Filter{SN: "001"}, id(), 0},
		{"goods name within", orders.Filter{GoodsName: "杯"}, id(1, 0), 2},
		{"buyer's nickname from its start", orders.Filter{Buyer: "阿"}, id(3, 1), 2},
		{"buyer's nickname not within", orders.Filter{Buyer: "花"}, id(), 0},
		{"buyer's mobile from its start", orders.Filter{Buyer: "13900000001"}, id(3, 1), 2},
		{"buyer's mobile not within", orders.Filter{Buyer: "00001"}, id(), 0},
		{"consignee's name", orders.Filter{Consignee: "李"}, id(1), 1},
		{"consignee's mobile from its start", orders.Filter{Consignee: "1370000000"}, id(3, 2, 0), 3},
		{"pay way", orders.Filter{PayWay: orders.PayWechat}, id(1), 1},
		{"open after-sale", orders.Filter{AfterSale: true}, id(1), 1},
		{"created in [from, to)", orders.Filter{From: f.at.Add(10 * time.Minute), To: f.at.Add(30 * time.Minute)}, id(2, 1), 2},
		{"closing soon", orders.Filter{Closing: orders.ClosingWithin(f.at, 30)}, id(0), 1},
		{"closing soon, after the deadline", orders.Filter{Closing: orders.ClosingWithin(f.at.Add(30*time.Minute), 10)}, id(), 0},
		{"status and buyer", orders.Filter{Status: orders.Closed, Buyer: "阿花"}, id(3), 1},
		{"second page", orders.Filter{Page: kernel.Page{No: 2, Size: 3}}, id(0), 4},
		{"a page past the end", orders.Filter{Page: kernel.Page{No: 3, Size: 3}}, id(), 4},
	} {
		if tc.f.Page.Size == 0 {
			tc.f.Page = page
		}
		list, total, _, err := f.s.ListOrders(f.ctx, tc.f)
		ids := storecheck.IDs(list, orderID)
		if err != nil || !slices.Equal(ids, tc.want) || total != tc.total {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, ids, total, err, tc.want, tc.total)
		}
	}
	list, _, _, err := f.s.ListOrders(f.ctx, orders.Filter{SN: "S2001", Page: page})
	if err != nil || len(list) != 1 {
		t.Fatalf("the list of one order: %v %v", storecheck.IDs(list, orderID), err)
	}
	equalOrder(t, "a listed order", list[0], os[2], true)
}

// listCounts: the count of every status, and of the orders with an open after-sale, under
// the filter's other conditions.
func listCounts(t *testing.T, f fixture) {
	f.listed(t)
	page := kernel.Page{No: 1, Size: 10}
	for _, tc := range []struct {
		name string
		f    orders.Filter
		want orders.Counts
	}{
		{"all", orders.Filter{}, orders.Counts{orders.Unpaid: 1, orders.Paid: 1, orders.Shipped: 1, orders.Closed: 1, orders.InAfterSale: 1}},
		{"a status", orders.Filter{Status: orders.Shipped}, orders.Counts{orders.Unpaid: 1, orders.Paid: 1, orders.Shipped: 1,
			orders.Closed: 1, orders.InAfterSale: 1}},
		{"a buyer", orders.Filter{Status: orders.Paid, Buyer: "阿花"}, orders.Counts{orders.Paid: 1, orders.Closed: 1, orders.InAfterSale: 1}},
		{"open after-sale", orders.Filter{AfterSale: true}, orders.Counts{orders.Unpaid: 1, orders.Paid: 1, orders.Shipped: 1,
			orders.Closed: 1, orders.InAfterSale: 1}},
		{"no match", orders.Filter{SN: "X"}, orders.Counts{}},
	} {
		tc.f.Page = page
		_, _, got, err := f.s.ListOrders(f.ctx, tc.f)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range append(slices.Clone(orders.Statuses), orders.InAfterSale) {
			if got[s] != tc.want[s] {
				t.Errorf("%s: counts %v, want %v", tc.name, got, tc.want)
				break
			}
		}
	}
}

// due: the orders a window keeps, the earliest deadline first, at most limit.
func due(t *testing.T, f fixture) {
	mk := func(status orders.Status, minutes int) int64 {
		o := f.order(0, 0)
		o.Status, o.PayDeadline = status, time.Time{}
		at := f.at.Add(time.Duration(minutes) * time.Minute)
		switch status {
		case orders.Unpaid:
			o.PayDeadline = at
		case orders.Shipped:
			o.ConfirmDeadline = at
		case orders.Paid:
			o.PayDeadline = at // a deadline left over from the status before
		}
		return f.insert(t, o).ID
	}
	u20, u10, u40, s5 := mk(orders.Unpaid, 20), mk(orders.Unpaid, 10), mk(orders.Unpaid, 40), mk(orders.Shipped, 5)
	mk(orders.Paid, 1)
	mk(orders.Shipped, 50)
	at := func(m int) time.Time { return f.at.Add(time.Duration(m) * time.Minute) }
	if w := f.s.DueWorkers(); w < 1 {
		t.Errorf("DueWorkers: %d", w)
	}
	for _, tc := range []struct {
		name  string
		w     orders.DeadlineWindow
		limit int
		want  []int64
	}{
		{"unpaid, due", orders.DueBy(orders.Unpaid, at(20)), 10, []int64{u10, u20}},
		{"unpaid, limited", orders.DueBy(orders.Unpaid, at(20)), 1, []int64{u10}},
		{"unpaid, none due", orders.DueBy(orders.Unpaid, at(5)), 10, []int64{}},
		{"unpaid, after", orders.DeadlineWindow{Status: orders.Unpaid, After: at(10), Before: at(40)}, 10, []int64{u20, u40}},
		{"shipped", orders.DueBy(orders.Shipped, at(20)), 10, []int64{s5}},
	} {
		got, err := f.s.Due(f.ctx, tc.w, tc.limit)
		if got == nil {
			got = []int64{}
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("Due %s: %v %v, want %v", tc.name, got, err, tc.want)
		}
	}
}
