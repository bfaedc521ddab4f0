package orders

import (
	"errors"
	"testing"
	"time"

	"shopconsole/server/freight"
	"shopconsole/server/goods"
)

// Every action from every status: the legal ones reach their status, every other is
// refused naming the status and the action.
func TestStateMachine(t *testing.T) {
	legal := map[Action]map[Status]Status{
		ActPay:         {Unpaid: Paid},
		ActShip:        {Paid: Shipped},
		ActConfirm:     {Shipped: Completed},
		ActAutoConfirm: {Shipped: Completed},
		ActCancel:      {Unpaid: Closed},
		ActTimeout:     {Unpaid: Closed},
		ActChangePrice: {Unpaid: Unpaid},
		ActRemark:      {Unpaid: Unpaid, Paid: Paid, Shipped: Shipped, Completed: Completed, Closed: Closed},
	}
	actions := []Action{ActCreate, ActPay, ActShip, ActConfirm, ActAutoConfirm, ActCancel, ActTimeout, ActChangePrice, ActRemark}
	for _, a := range actions {
		for _, from := range Statuses {
			to, err := Next(from, a)
			want, ok := legal[a][from]
			if ok {
				if err != nil || to != want {
					t.Errorf("%s from %s: got %s %v, want %s", a, from, to, err, want)
				}
				continue
			}
			var illegal *IllegalError
			if !errors.As(err, &illegal) || illegal.From != from || illegal.Action != a || to != from {
				t.Errorf("%s from %s: got %s %v, want refused", a, from, to, err)
			}
		}
	}
}

func sampleGoods() map[int64]goods.Goods {
	return map[int64]goods.Goods{
		1: {ID: 1, Name: "连衣裙", Status: goods.StatusOn, Stock: 8, Sales: 3, Pictures: []goods.Picture{{ID: 4}},
			Freight: goods.Freight{Type: goods.FreightTemplate, TemplateID: 9},
			SKUs: []goods.SKU{
				{ID: 11, Specs: []string{"红", "M"}, Price: 12900, Stock: 5, Weight: 300, Volume: 1500},
				{ID: 12, Specs: []string{"蓝", "M"}, Price: 13900, Stock: 3, Weight: 300, PictureID: 7},
				{ID: 13, Specs: []string{"绿", "M"}, Price: 13900, Stock: 9, Retired: true},
			}},
		2: {ID: 2, Name: "袜子", Status: goods.StatusOn, Stock: 100, Freight: goods.Freight{Type: goods.FreightFlat, Fee: 800},
			SKUs: []goods.SKU{{ID: 21, Price: 990, Stock: 100, Weight: 50}}},
		3: {ID: 3, Name: "下架的帽子", Status: goods.StatusOff, Stock: 5, SKUs: []goods.SKU{{ID: 31, Price: 500, Stock: 5}}},
		4: {ID: 4, Name: "草稿", Status: goods.StatusOn, Stock: 5, SKUs: []goods.SKU{{ID: 41, Stock: 5}}},
	}
}

var goodsOfSKU = map[int64]int64{11: 1, 12: 1, 13: 1, 21: 2, 31: 3, 41: 4}

func TestReserve(t *testing.T) {
	byID := sampleGoods()
	items, after, err := Reserve([]Line{{11, 2}, {12, 3}, {21, 1}}, byID, goodsOfSKU)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 3 || items[0].SKUText != "红 / M" || items[0].Price != 12900 || items[0].Image != "/api/pictures/thumb?id=4" ||
		items[1].Image != "/api/pictures/thumb?id=7" || items[2].SKUText != "" || GoodsAmount(items) != 2*12900+3*13900+990 {
		t.Fatalf("items: %+v", items)
	}
	if g := after[1]; g.Stock != 3 || g.SKUs[0].Stock != 3 || g.SKUs[1].Stock != 0 || g.SKUs[2].Stock != 9 {
		t.Fatalf("goods 1 after: %+v", g)
	}
	if byID[1].SKUs[0].Stock != 5 {
		t.Fatal("Reserve changed the goods it was given")
	}
	for _, c := range []struct {
		name  string
		lines []Line
		want  LineError
	}{
		{"more than is left", []Line{{21, 1}, {12, 4}}, LineError{Index: 1, Rule: LineStock, Available: 3}},
		{"repeated", []Line{{11, 1}, {11, 1}}, LineError{Index: 1, Rule: LineRepeated}},
		{"unknown", []Line{{99, 1}}, LineError{Rule: LineUnknown}},
		{"retired", []Line{{13, 1}}, LineError{Rule: LineUnknown}},
		{"off shelf", []Line{{31, 1}}, LineError{Rule: LineOffShelf}},
		{"no price", []Line{{41, 1}}, LineError{Rule: LineNoPrice}},
	} {
		_, _, err := Reserve(c.lines, byID, goodsOfSKU)
		var le *LineError
		if !errors.As(err, &le) || *le != c.want {
			t.Errorf("%s: got %v, want %+v", c.name, err, c.want)
		}
	}
}

func TestRestockAndSold(t *testing.T) {
	byID := sampleGoods()
	items := []Item{{GoodsID: 1, SKUID: 11, Quantity: 2}, {GoodsID: 1, SKUID: 13, Quantity: 1}, {GoodsID: 2, SKUID: 21, Quantity: 4}, {GoodsID: 8, SKUID: 81, Quantity: 1}}
	back := Restock(items, byID)
	if g := back[1]; g.Stock != 10 || g.SKUs[0].Stock != 7 || g.SKUs[2].Stock != 10 {
		t.Fatalf("goods 1 restocked: %+v (a retired SKU keeps its stock apart)", g)
	}
	if back[2].Stock != 104 || len(back) != 2 {
		t.Fatalf("restocked: %+v", back)
	}
	sold := Sold(items, byID, 1)
	if sold[1].Sales != 6 || sold[2].Sales != 4 {
		t.Fatalf("sold: %+v", sold)
	}
	if unsold := Sold(items, map[int64]goods.Goods{2: {ID: 2, Sales: 1}}, -1); unsold[2].Sales != 0 {
		t.Fatalf("sales never go below 0: %+v", unsold)
	}
}

func TestFreightFor(t *testing.T) {
	byID := sampleGoods()
	pricing := freight.Pricing{Charge: freight.ByWeight, Default: freight.Rule{FirstUnit: 1000, FirstFee: 1000, ExtraUnit: 1000, ExtraFee: 500},
		Rules:      []freight.Rule{{Regions: []string{"440305"}, FirstUnit: 1000, FirstFee: 600, ExtraUnit: 500, ExtraFee: 200}},
		NoDelivery: []string{"540000"}}
	templates := func(id int64) (freight.Pricing, error) {
		if id != 9 {
			return freight.Pricing{}, freight.ErrNotFound
		}
		return pricing, nil
	}
	nanshan := freight.Destination{Province: "440000", City: "440300", District: "440305"}
	shanghai := freight.Destination{Province: "310000", City: "310100", District: "310101"}
	for _, c := range []struct {
		name  string
		items []Item
		dest  freight.Destination
		want  int64
		err   bool
	}{
		// 4 × 300 g = 1.2 kg: the district's rule, 6.00 + one started 0.5 kg = 8.00.
		{"template, district rule", []Item{{GoodsID: 1, SKUID: 11, Quantity: 4, Price: 1}}, nanshan, 800, false},
		// Elsewhere the default: 10.00 + one started kg = 15.00.
		{"template, default rule", []Item{{GoodsID: 1, SKUID: 11, Quantity: 4, Price: 1}}, shanghai, 1500, false},
		{"flat fee once, plus the template's parcel", []Item{{GoodsID: 1, SKUID: 11, Quantity: 1, Price: 1}, {GoodsID: 2, SKUID: 21, Quantity: 3, Price: 1}}, shanghai, 800 + 1000, false},
		{"free goods add nothing", []Item{{GoodsID: 3, SKUID: 31, Quantity: 1}}, shanghai, 0, false},
		{"no delivery", []Item{{GoodsID: 1, SKUID: 11, Quantity: 1}}, freight.Destination{Province: "540000", City: "540100", District: "540102"}, 0, true},
	} {
		got, err := FreightFor(c.items, byID, c.dest, templates)
		if got != c.want || (err != nil) != c.err {
			t.Errorf("%s: got %d %v, want %d (error %t)", c.name, got, err, c.want, c.err)
		}
	}
}

func TestAmountsAndDeadlines(t *testing.T) {
	o := Order{GoodsAmount: 10000, FreightAmount: 800, DiscountAmount: 2000}
	o.Total()
	if o.PayAmount != 8800 {
		t.Fatalf("pay %d", o.PayAmount)
	}
	if err := o.ChangePrice(8000); err != nil || o.AdjustAmount != -800 || o.PayAmount != 8000 {
		t.Fatalf("changed: %+v %v", o, err)
	}
	if err := o.ChangePrice(9000); err != nil || o.AdjustAmount != 200 || o.PayAmount != 9000 {
		t.Fatalf("changed up: %+v %v", o, err)
	}
	if err := o.ChangePrice(0); err == nil || o.PayAmount != 9000 {
		t.Fatal("a price of 0 is refused and changes nothing")
	}
	at := time.Date(2026, 11, 27, 2, 0, 0, 0, time.UTC)
	s := Settings{UnpaidMinutes: 30, AutoConfirmDays: 7}
	o = Order{Status: Unpaid, CreatedAt: at}
	o.Deadlines(s)
	if !o.PayDeadline.Equal(at.Add(30*time.Minute)) || !o.ConfirmDeadline.IsZero() {
		t.Fatalf("unpaid deadlines: %+v", o)
	}
	o.Status, o.ShippedAt = Shipped, &at
	o.Deadlines(s)
	if !o.PayDeadline.IsZero() || !o.ConfirmDeadline.Equal(at.AddDate(0, 0, 7)) {
		t.Fatalf("shipped deadlines: %+v", o)
	}
	o.Status = Completed
	o.Deadlines(s)
	if !o.ConfirmDeadline.IsZero() {
		t.Fatal("a completed order waits for nothing")
	}
}

func TestCheckSettings(t *testing.T) {
	for _, c := range []struct {
		s     Settings
		field string
	}{
		{DefaultSettings, ""},
		{Settings{UnpaidMinutes: 4, AutoConfirmDays: 7}, "unpaidMinutes"},
		{Settings{UnpaidMinutes: 10081, AutoConfirmDays: 7}, "unpaidMinutes"},
		{Settings{UnpaidMinutes: 30, AutoConfirmDays: 0}, "autoConfirmDays"},
		{Settings{UnpaidMinutes: 30, AutoConfirmDays: 61}, "autoConfirmDays"},
		{Settings{UnpaidMinutes: 30, AutoConfirmDays: 7, AfterSaleDays: 91}, "afterSaleDays"},
		{Settings{UnpaidMinutes: 30, AutoConfirmDays: 7, AfterSaleDays: -1}, "afterSaleDays"},
	} {
		if got := CheckSettings(c.s); got != c.field {
			t.Errorf("%+v: got %q, want %q", c.s, got, c.field)
		}
	}
}

func TestSN(t *testing.T) {
	// 20:00 UTC is the next day in the shop's zone.
	if got := SN(42, time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)); got != "O202611280000000042" {
		t.Fatalf("SN = %s", got)
	}
	if got := SN(12345678901, time.Date(2026, 11, 27, 2, 0, 0, 0, time.UTC)); got != "O2026112712345678901" {
		t.Fatalf("SN = %s", got)
	}
}
