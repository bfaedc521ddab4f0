package postgres

import (
	"context"
	"testing"
	"time"

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

// The settlement's selection and amount in SQL (unsettledSQL, settleDueSQL,
// settlementAmountSQL) are a cache of cash.Unsettled, cash.DueForSettlement and
// cash.SettlementAmount: both answer the same for the same orders.
func TestSettlementSQLAgreesWithTheService(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	before := time.Date(2026, 11, 20, 8, 0, 0, 0, time.UTC)
	earlier, later, settledAt := before.Add(-time.Second), before.Add(time.Second), before.Add(time.Hour)
	type order struct {
		status            string
		completed, settle *time.Time
		paid, refunded    int64
	}
	for _, o := range []order{
		{"completed", &before, nil, 100_00, 0},
		{"completed", &earlier, nil, 100_00, 30_00},
		{"completed", &later, nil, 100_00, 100_00},
		{"completed", &earlier, &settledAt, 100_00, 0},
		{"completed", nil, nil, 100_00, 0},
		{"shipped", &earlier, nil, 100_00, 0},
		{"closed", &earlier, nil, 100_00, 100_00},
	} {
		var unsettled, due bool
		var amount int64
		err := db.Pool().QueryRow(ctx, "SELECT coalesce("+unsettledSQL+", false), coalesce("+settleDueSQL+", false), "+settlementAmountSQL+
			" FROM (VALUES ($2::text, $3::timestamptz, $4::timestamptz, $5::bigint, $6::bigint)) AS orders(status, completed_at, settled_at, pay_amount, refunded_amount)",
			before, o.status, o.completed, o.settle, o.paid, o.refunded).Scan(&unsettled, &due, &amount)
		if err != nil {
			t.Fatal(err)
		}
		c := cash.Completed{Completed: o.status == "completed", CompletedAt: o.completed, Settled: o.settle != nil, Paid: o.paid, Refunded: o.refunded}
		if want := cash.Unsettled(c); unsettled != want {
			t.Errorf("%+v: SQL unsettled %v, Unsettled %v", o, unsettled, want)
		}
		if want := cash.DueForSettlement(c, before); due != want {
			t.Errorf("%+v: SQL due %v, DueForSettlement %v", o, due, want)
		}
		if want := cash.SettlementAmount(o.paid, o.refunded); amount != want {
			t.Errorf("%+v: SQL amount %d, SettlementAmount %d", o, amount, want)
		}
	}
}
