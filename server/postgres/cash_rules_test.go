package postgres

import (
	"context"
	"testing"

	"shopconsole/server/cash"
)

// cash_flow_amount is the SQL twin of cash.Flow.Amount, which the day counters sum: both
// answer the same for every type of line and every sign of its moves.
func TestCashFlowAmountAgreesWithTheService(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	moves := []cash.Flow{
		{Available: 10000}, {Available: -2500, Debt: 7500}, {Available: 4000, Debt: -6000},
		{Frozen: -3000}, {Available: -3000, Frozen: 3000}, {Available: 3000, Frozen: -3000}, {},
	}
	for _, typ := range append(cash.FlowTypes, "other") {
		for _, f := range moves {
			f.Type = typ
			var amount int64
			err := db.Pool().QueryRow(ctx, "SELECT cash_flow_amount($1, $2, $3, $4)", string(f.Type), f.Available, f.Frozen, f.Debt).Scan(&amount)
			if err != nil {
				t.Fatal(err)
			}
			if want := f.Amount(); amount != want {
				t.Errorf("%s %+d/%+d/%+d: cash_flow_amount %d, Amount %d", typ, f.Available, f.Frozen, f.Debt, amount, want)
			}
		}
	}
}
