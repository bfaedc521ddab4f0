package postgres

import (
	"context"
	"testing"

	"shopconsole/server/orders"
)

// after_sale_open is the SQL twin of orders.AfterSaleStatus.Open, which the after-sale tab's
// counters are kept by: both answer the same for every status, and for one that is none.
func TestAfterSaleOpenAgreesWithTheService(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	for _, s := range append(orders.AfterSaleStatuses, "", "unknown") {
		var open bool
		if err := db.Pool().QueryRow(ctx, "SELECT after_sale_open($1)", string(s)).Scan(&open); err != nil {
			t.Fatal(err)
		}
		if want := s.Open(); open != want {
			t.Errorf("status %q: after_sale_open %v, Open %v", s, open, want)
		}
	}
}
