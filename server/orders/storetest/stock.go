package storetest

import (
	"maps"
	"reflect"
	"slices"
	"testing"

	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/orders"
	"shopconsole/server/storecheck"
)

var pricing = freight.Pricing{Charge: freight.ByPiece,
	Default: freight.Rule{FirstUnit: 1, FirstFee: 800, ExtraUnit: 1, ExtraFee: 200},
	Rules:   []freight.Rule{{Regions: []string{"110000"}, FirstUnit: 2, FirstFee: 1200, ExtraUnit: 1, ExtraFee: 100}},
	Free:    []freight.FreeRule{{Regions: []string{"310000"}, MinAmount: 9900}}, NoDelivery: []string{"650000"}}

// goods stores a freight template and two goods of two SKUs each (the second goods priced by
// the template) through the other areas' stores, and answers them as the goods store loads
// them.
func (f fixture) goods(t *testing.T) (int64, []goods.Goods) {
	t.Helper()
	var tmpl int64
	storecheck.Tx(t, f.ctx, f.stores.Freight.Tx, func(tx freight.Tx) (err error) {
		tmpl, err = tx.InsertTemplate(freight.Template{Name: "按件", Pricing: pricing, CreatedAt: f.at, UpdatedAt: f.at})
		return err
	})
	return tmpl, f.addGoods(t, tmpl, "茶杯", "茶壶")
}

// addGoods stores a goods of two SKUs under each name (the last priced by the freight
// template tmpl, when not 0) through the goods store, and answers them as it loads them.
func (f fixture) addGoods(t *testing.T, tmpl int64, names ...string) []goods.Goods {
	t.Helper()
	var ids []int64
	storecheck.Tx(t, f.ctx, f.stores.Goods.Tx, func(tx goods.Tx) error {
		c, err := tx.AddCategory(goods.Category{Name: "茶具", Level: 1, Visible: true})
		if err != nil {
			return err
		}
		for i, name := range names {
			g := goods.Goods{Name: name, CategoryID: c.ID, SpecType: goods.SpecMulti, Status: goods.StatusOn,
				Specs: []goods.Spec{{Name: "颜色", Values: []string{"白", "黑"}}},
				SKUs:  []goods.SKU{{Specs: []string{"白"}, Price: 1200, Stock: 10}, {Specs: []string{"黑"}, Price: 1500, Stock: 5}},
				Stock: 15, Price: 1200, Sales: 3, Freight: goods.Freight{Type: goods.FreightFree}, CreatedAt: f.at, UpdatedAt: f.at}
			if tmpl != 0 && i == len(names)-1 {
				g.Freight = goods.Freight{Type: goods.FreightTemplate, TemplateID: tmpl}
			}
			added, err := tx.AddGoods(g)
			if err != nil {
				return err
			}
			ids = append(ids, added.ID)
		}
		return nil
	})
	var out []goods.Goods
	for _, id := range ids {
		g, err := f.stores.Goods.Goods(f.ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

// stockOf is what a goods' stock is: its SKUs' ids and stock, its own stock and sales.
type stockOf struct {
	ID, Stock, Sales int64
	SKUs             map[int64]int64
}

func stockView(g goods.Goods) stockOf {
	s := stockOf{ID: g.ID, Stock: g.Stock, Sales: g.Sales, SKUs: map[int64]int64{}}
	for _, k := range g.SKUs {
		s.SKUs[k.ID] = k.Stock
	}
	return s
}

// stock: the goods of SKUs, a goods with its SKUs (alone and held in batches), the stock and
// sales saved (nothing else of the goods), a freight template's pricing.
func stock(t *testing.T, f fixture) {
	tmpl, gs := f.goods(t)
	a, b := gs[0], gs[1]
	f.tx(t, func(tx orders.Tx) error {
		skus := []int64{b.SKUs[1].ID, a.SKUs[0].ID, missing}
		got, err := tx.GoodsOfSKUs(skus)
		want := map[int64]int64{b.SKUs[1].ID: b.ID, a.SKUs[0].ID: a.ID}
		if err != nil || !maps.Equal(got, want) {
			t.Errorf("GoodsOfSKUs: %v %v, want %v", got, err, want)
		}
		for _, lock := range []bool{false, true} {
			g, err := tx.Goods(a.ID, lock)
			if err != nil {
				return err
			}
			if g.Name != a.Name || g.Freight != a.Freight || !reflect.DeepEqual(stockView(g), stockView(a)) {
				t.Errorf("Tx.Goods: %+v, want %+v", g, a)
			}
			_, err = tx.Goods(missing, lock)
			storecheck.Is(t, "Tx.Goods of none", err, goods.ErrNotFound)
		}
		held, err := tx.HeldGoods([]int64{a.ID, b.ID, missing})
		if err != nil || len(held) != 2 || held[0].ID != a.ID || held[1].ID != b.ID {
			t.Fatalf("HeldGoods: %d goods %v", len(held), err)
		}
		if !reflect.DeepEqual(stockView(held[1]), stockView(b)) || held[1].Freight != b.Freight {
			t.Errorf("HeldGoods' second: %+v, want %+v", held[1], b)
		}
		p, err := tx.FreightPricing(tmpl)
		if err != nil || !reflect.DeepEqual(p, pricing) {
			t.Errorf("FreightPricing: %+v %v, want %+v", p, err, pricing)
		}
		_, err = tx.FreightPricing(missing)
		storecheck.Is(t, "FreightPricing of none", err, freight.ErrNotFound)
		return nil
	})
	a.SKUs[0].Stock, a.SKUs[1].Stock, a.Stock, a.Sales = 8, 5, 13, 5
	b.SKUs[1].Stock, b.Stock, b.Sales = 0, 10, 8
	renamed := a
	renamed.Name, renamed.SKUs = "改名", slices.Clone(a.SKUs)
	renamed.SKUs[0].Price = 1
	f.tx(t, func(tx orders.Tx) error {
		if err := tx.SaveStock(renamed); err != nil {
			return err
		}
		return tx.SaveStocks([]goods.Goods{b})
	})
	for _, want := range []goods.Goods{a, b} {
		got, err := f.stores.Goods.Goods(f.ctx, want.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(stockView(got), stockView(want)) {
			t.Errorf("the stock after SaveStock: %+v, want %+v", stockView(got), stockView(want))
		}
		if got.Name != want.Name || got.SKUs[0].Price != want.SKUs[0].Price {
			t.Errorf("SaveStock stored more than the stock: %s %d", got.Name, got.SKUs[0].Price)
		}
	}
}
