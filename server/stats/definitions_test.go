package stats

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/kernel"
)

func TestDefinitions(t *testing.T) {
	if n, a := Sales(Line{Price: 12_50, Quantity: 3}); n != 3 || a != 37_50 {
		t.Errorf("Sales: %d units, %d", n, a)
	}
	lines := []Line{{ID: 1, GoodsID: 10, Price: 5_00, Quantity: 2}, {ID: 2, GoodsID: 20, Price: 3_00, Quantity: 1}}
	for _, c := range []struct {
		name   string
		item   int64
		amount int64
		want   []Charge
	}{
		{"the whole order", 0, 13_00, []Charge{{10, 10_00}, {20, 3_00}}},
		{"an after-sale's line", 2, 2_50, []Charge{{20, 2_50}}},
		{"a line the order lacks", 9, 2_50, nil},
	} {
		if got := RefundCharges(lines, c.item, c.amount); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	d := Distinct{}
	day := time.Date(2026, 11, 27, 0, 0, 0, 0, kernel.ShopZone)
	k := BuyerKey{Day: day, User: 7, Kind: BuyerPaid}
	if !d.First(k) || d.First(k) || !d.First(BuyerKey{Day: day, Goods: 10, User: 7, Kind: BuyerPaid}) ||
		!d.First(BuyerKey{Day: day.AddDate(0, 0, 1), User: 7, Kind: BuyerPaid}) || !d.First(BuyerKey{Day: day, User: 7, Kind: BuyerOrdered}) {
		t.Error("a buyer counts once per day, kind and goods")
	}
}
