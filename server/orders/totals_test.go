package orders

import "testing"

func TestListTotals(t *testing.T) {
	c := Counts{Unpaid: 3, Paid: 5, Shipped: 7, Completed: 11, Closed: 13, InAfterSale: 2}
	for _, tc := range []struct {
		f    Filter
		want int64
	}{{Filter{}, 39}, {Filter{Status: Paid}, 5}, {Filter{AfterSale: true}, 2}, {Filter{Status: "none"}, 0}} {
		if got := c.Total(tc.f); got != tc.want {
			t.Errorf("%+v: %d, want %d", tc.f, got, tc.want)
		}
	}
	a := AfterSaleCounts{Applied: 2, Refunded: 3}
	if a.Total(AfterSaleFilter{}) != 5 || a.Total(AfterSaleFilter{Status: Refunded}) != 3 || a.Total(AfterSaleFilter{Status: Revoked}) != 0 {
		t.Errorf("after-sale totals of %v", a)
	}
}
