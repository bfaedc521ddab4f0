package storetest

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
	"shopconsole/server/storecheck"
)

// afterSaleList: the after-sale list newest first, each filter, pages, the total and the
// count of every status under the other filters.
func afterSaleList(t *testing.T, f fixture) {
	var os []orders.Order
	for i, sn := range []string{"S1001", "S1002", "S2001"} {
		o := f.order(i%2, 0)
		o.SN = sn
		os = append(os, f.insert(t, o))
	}
	var as []orders.AfterSale
	for i, c := range []struct {
		sn     string
		order  int
		status orders.AfterSaleStatus
		kind   orders.Kind
		rights orders.RightsStatus
	}{
		{"A100", 0, orders.Applied, orders.RefundOnly, ""},
		{"A101", 1, orders.Refused, orders.ReturnRefund, orders.RightsNew},
		{"A200", 1, orders.Refused, orders.RefundOnly, orders.RightsClosed},
		{"A201", 2, orders.AwaitingRefund, orders.ReturnRefund, ""},
	} {
		a := f.afterSale(os[c.order], 10*i)
		a.SN, a.Status, a.Kind = c.sn, c.status, c.kind
		if c.rights != "" {
			a.Rights = &orders.Rights{Status: c.rights, Statements: []orders.Statement{}}
			if c.rights == orders.RightsClosed {
				a.Rights.Decision = orders.SideMerchant
			}
		}
		as = append(as, f.insertAfterSale(t, a))
	}
	id := func(is ...int) []int64 { return storecheck.IDs(is, func(i int) int64 { return as[i].ID }) }
	page := kernel.Page{No: 1, Size: 10}
	all := orders.AfterSaleCounts{orders.Applied: 1, orders.Refused: 2, orders.AwaitingRefund: 1}
	for _, tc := range []struct {
		name   string
		f      orders.AfterSaleFilter
		want   []int64
		total  int64
		counts orders.AfterSaleCounts
	}{
		{"all, newest first", orders.AfterSaleFilter{}, id(3, 2, 1, 0), 4, all},
		{"status", orders.AfterSaleFilter{Status: orders.Refused}, id(2, 1), 2, all},
		{"number from its start", orders.AfterSaleFilter{SN: "A10"}, id(1, 0), 2,
			orders.AfterSaleCounts{orders.Applied: 1, orders.Refused: 1}},
		{"the order's number", orders.AfterSaleFilter{SN: "S1002"}, id(2, 1), 2, orders.AfterSaleCounts{orders.Refused: 2}},
		{"buyer's nickname", orders.AfterSaleFilter{Buyer: "阿花"}, id(2, 1), 2, orders.AfterSaleCounts{orders.Refused: 2}},
		{"buyer's mobile", orders.AfterSaleFilter{Buyer: "13900000000"}, id(3, 0), 2,
			orders.AfterSaleCounts{orders.Applied: 1, orders.AwaitingRefund: 1}},
		{"kind", orders.AfterSaleFilter{Kind: orders.ReturnRefund, Status: orders.Refused}, id(1), 1,
			orders.AfterSaleCounts{orders.Refused: 1, orders.AwaitingRefund: 1}},
		{"rights open", orders.AfterSaleFilter{Rights: orders.RightsOpen}, id(1), 1, orders.AfterSaleCounts{orders.Refused: 1}},
		{"rights closed", orders.AfterSaleFilter{Rights: orders.RightsClosedOnly}, id(2), 1, orders.AfterSaleCounts{orders.Refused: 1}},
		{"created in [from, to)", orders.AfterSaleFilter{From: f.at.Add(10 * time.Minute), To: f.at.Add(30 * time.Minute)}, id(2, 1), 2,
			orders.AfterSaleCounts{orders.Refused: 2}},
		{"second page", orders.AfterSaleFilter{Page: kernel.Page{No: 2, Size: 3}}, id(0), 4, all},
		{"no match", orders.AfterSaleFilter{SN: "X"}, id(), 0, orders.AfterSaleCounts{}},
	} {
		if tc.f.Page.Size == 0 {
			tc.f.Page = page
		}
		list, total, counts, err := f.s.ListAfterSales(f.ctx, tc.f)
		ids := storecheck.IDs(list, afterSaleID)
		if err != nil || !slices.Equal(ids, tc.want) || total != tc.total {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, ids, total, err, tc.want, tc.total)
		}
		for _, s := range orders.AfterSaleStatuses {
			if counts[s] != tc.counts[s] {
				t.Errorf("%s: counts %v, want %v", tc.name, counts, tc.counts)
				break
			}
		}
	}
	list, _, _, err := f.s.ListAfterSales(f.ctx, orders.AfterSaleFilter{SN: "A101", Page: page})
	if err != nil || len(list) != 1 {
		t.Fatalf("the list of one after-sale: %v %v", storecheck.IDs(list, afterSaleID), err)
	}
	equalAfterSale(t, "a listed after-sale", list[0], as[1], true)
}
