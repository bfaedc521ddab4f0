package postgres

import (
	"context"
	"testing"

	"shopconsole/server/goods"
)

// The counters and the tabs' conditions on Postgres sort goods by goods_kind, the SQL twin of
// the service's goods.KindOf: both answer the same for every edge of the rule.
func TestGoodsKindAgreesWithTheService(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	for _, g := range []goods.Goods{
		{Status: goods.StatusOn, Stock: 0, StockWarning: 10},
		{Status: goods.StatusOn, Stock: 1, StockWarning: 10},
		{Status: goods.StatusOn, Stock: 10, StockWarning: 10},
		{Status: goods.StatusOn, Stock: 11, StockWarning: 10},
		{Status: goods.StatusOn, Stock: 0, StockWarning: 0},
		{Status: goods.StatusOn, Stock: 5, StockWarning: 0},
		{Status: goods.StatusOff, Stock: 0, StockWarning: 10},
		{Status: goods.StatusOff, Stock: 3, StockWarning: 10},
		{Status: goods.StatusRecycle, Stock: 0, StockWarning: 10},
		{Status: goods.StatusRecycle, Stock: 50, StockWarning: 10},
	} {
		var kind string
		if err := db.Pool().QueryRow(ctx, "SELECT goods_kind($1, $2, $3)", string(g.Status), g.Stock, g.StockWarning).Scan(&kind); err != nil {
			t.Fatal(err)
		}
		if want := goods.KindOf(g); kind != string(want) {
			t.Errorf("status %s, stock %d, warning %d: goods_kind %q, KindOf %q", g.Status, g.Stock, g.StockWarning, kind, want)
		}
	}
}
