package mock

import (
	"context"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/orders"
)

// The sample after-sales reach every status of a claim and of a rights claim, and a claim
// ruled for its buyer went back to its refund.
func TestSampleAfterSalesReachEveryStatus(t *testing.T) {
	s := NewAt(time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC))
	list, _, _, err := s.Orders().ListAfterSales(context.Background(), orders.AfterSaleFilter{Page: kernel.Page{No: 1, Size: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	statuses := map[orders.AfterSaleStatus]int{}
	rights := map[orders.RightsStatus]int{}
	for _, a := range list {
		statuses[a.Status]++
		if a.Rights == nil {
			continue
		}
		rights[a.Rights.Status]++
		if a.Rights.Decision == orders.SideBuyer && a.Status == orders.Refused {
			t.Errorf("%s: ruled for the buyer, still refused", a.SN)
		}
	}
	for _, st := range orders.AfterSaleStatuses {
		if statuses[st] == 0 {
			t.Errorf("no sample after-sale %s: %v", st, statuses)
		}
	}
	for _, st := range []orders.RightsStatus{orders.RightsNew, orders.RightsForwarded, orders.RightsAppealed, orders.RightsArbitration, orders.RightsClosed} {
		if rights[st] == 0 {
			t.Errorf("no sample rights claim %s: %v", st, rights)
		}
	}
	t.Logf("after-sales %v, rights claims %v", statuses, rights)
}
