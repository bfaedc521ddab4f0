package storetest

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"shopconsole/server/goods"
	"shopconsole/server/kernel"
	"shopconsole/server/storecheck"
)

func notFound(t *testing.T, f fixture) {
	_, err := f.s.Goods(f.ctx, 987654)
	storecheck.Is(t, "Store.Goods", err, goods.ErrNotFound)
	f.tx(t, func(tx goods.Tx) error {
		for _, forUpdate := range []bool{false, true} {
			_, err := tx.Goods(987654, forUpdate)
			storecheck.Is(t, "Tx.Goods", err, goods.ErrNotFound)
		}
		ghost := f.goods("ghost")
		ghost.ID = 987654
		storecheck.Is(t, "SaveGoods", tx.SaveGoods(ghost), goods.ErrNotFound)
		err := tx.SaveCategories([]goods.Category{{ID: 987654, Level: 1, Name: "ghost"}})
		storecheck.Is(t, "SaveCategories", err, goods.ErrNotFound)
		err = tx.SaveAttributeTemplate(goods.AttributeTemplate{ID: 987654, CategoryID: f.leaves[0], Name: "ghost",
			Rows: []goods.AttributeRow{{Name: "a", Kind: goods.KindText}}})
		storecheck.Is(t, "SaveAttributeTemplate", err, goods.ErrNotFound)
		_, err = tx.DeleteAttributeTemplate(987654)
		storecheck.Is(t, "DeleteAttributeTemplate", err, goods.ErrNotFound)
		return nil
	})
}

// saveThenLoad: every field of a goods and its SKUs; a save updates SKUs by id, adds those
// without and keeps the retired ones (after the active ones, which keep their order).
func saveThenLoad(t *testing.T, f fixture) {
	want := f.add(t, f.goods("连衣裙"))
	got, _ := f.s.Goods(f.ctx, want.ID)
	storecheck.Equal(t, "Store.Goods after AddGoods", got, want, norm)
	changed := want
	changed.Name, changed.CategoryID, changed.Video, changed.Sort, changed.Description = "改", f.leaves[1], "", 8, ""
	changed.Pictures, changed.Attributes, changed.ServiceIDs = []goods.Picture{{URL: "https://cdn.example/y.png"}}, nil, nil
	changed.Specs = []goods.Spec{{Name: "颜色", Values: []string{"红", "白"}}}
	changed.Freight = goods.Freight{Type: goods.FreightFlat, Fee: 800}
	changed.Status, changed.StockWarning, changed.UpdatedAt = goods.StatusOff, 0, at.Add(time.Hour)
	retired, kept := want.SKUs[1], want.SKUs[0]
	retired.Retired = true
	kept.Price, kept.Stock, kept.Barcode, kept.PictureID = 900, 4, "", 0
	added := goods.SKU{Specs: []string{"白"}, Price: 1100, MarketPrice: 1300, CostPrice: 500, Stock: 2, Weight: 1, Volume: 2,
		Barcode: "690009", PictureID: f.pics[0]}
	changed.SKUs = []goods.SKU{retired, kept, added}
	changed.Stock, changed.Price = 6, 900
	f.tx(t, func(tx goods.Tx) error {
		if err := tx.SaveGoods(changed); err != nil {
			return err
		}
		got, err := tx.Goods(want.ID, true)
		if err != nil || len(got.SKUs) != 3 || got.SKUs[1].ID == 0 || slices.Contains([]int64{kept.ID, retired.ID}, got.SKUs[1].ID) {
			t.Fatalf("Tx.Goods after SaveGoods: %+v %v, want the added SKU second", got.SKUs, err)
		}
		added.ID = got.SKUs[1].ID
		changed.SKUs = []goods.SKU{kept, added, retired}
		storecheck.Equal(t, "Tx.Goods after SaveGoods", got, changed, norm)
		return nil
	})
	got, _ = f.s.Goods(f.ctx, want.ID)
	storecheck.Equal(t, "Store.Goods after SaveGoods", got, changed, norm)
	f.tx(t, func(tx goods.Tx) error {
		got, err := tx.Goods(want.ID, false)
		storecheck.Equal(t, "Tx.Goods without update", got, changed, norm)
		return err
	})
}

// statusSortDelete: SetGoodsStatus sets the status and time of every goods named, and only
// them; SetGoodsSort the sort; DeleteGoods removes the goods named.
func statusSortDelete(t *testing.T, f fixture) {
	a, b, c := f.add(t, f.goods("a")), f.add(t, f.goods("b")), f.add(t, f.goods("c"))
	later := at.Add(2 * time.Hour)
	f.tx(t, func(tx goods.Tx) error {
		if err := tx.SetGoodsStatus([]int64{a.ID, c.ID}, goods.StatusRecycle, later); err != nil {
			return err
		}
		return tx.SetGoodsSort(b.ID, 42)
	})
	a.Status, a.UpdatedAt, c.Status, c.UpdatedAt, b.Sort = goods.StatusRecycle, later, goods.StatusRecycle, later, 42
	for _, want := range []goods.Goods{a, b, c} {
		got, err := f.s.Goods(f.ctx, want.ID)
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, "after SetGoodsStatus and SetGoodsSort", got, want, norm)
	}
	f.tx(t, func(tx goods.Tx) error { return tx.DeleteGoods([]int64{a.ID, b.ID}) })
	for _, id := range []int64{a.ID, b.ID} {
		_, err := f.s.Goods(f.ctx, id)
		storecheck.Is(t, "Store.Goods after DeleteGoods", err, goods.ErrNotFound)
	}
	if got, err := f.s.Goods(f.ctx, c.ID); err != nil {
		t.Errorf("the goods DeleteGoods did not name: %v", err)
	} else {
		storecheck.Equal(t, "the goods DeleteGoods did not name", got, c, norm)
	}
}

// rollback: nothing a failing fn wrote stays, in any of the area's tables.
func rollback(t *testing.T, f fixture) {
	kept, gone := f.add(t, f.goods("kept")), f.add(t, f.goods("deleted"))
	var spec goods.SpecTemplate
	var attr goods.AttributeTemplate
	f.tx(t, func(tx goods.Tx) (err error) {
		if spec, err = tx.AddSpecTemplate(goods.SpecTemplate{Name: "颜色", Values: []string{"红"}, Sort: 1}); err != nil {
			return err
		}
		attr, err = tx.AddAttributeTemplate(goods.AttributeTemplate{CategoryID: f.leaves[0], Name: "属性",
			Rows: []goods.AttributeRow{{Name: "a", Kind: goods.KindText, Options: []string{}}}})
		return err
	})
	cats, _ := f.s.Categories(f.ctx)
	storecheck.TxFails(t, f.ctx, f.s.Tx, func(tx goods.Tx) error {
		steps := []func() error{
			func() error {
				_, err := tx.AddCategory(goods.Category{ParentID: f.mid, Level: 3, Name: "新"})
				return err
			},
			func() error { return tx.SaveCategories([]goods.Category{{ID: f.top, Level: 1, Name: "改"}}) },
			func() error { _, err := tx.AddGoods(f.goods("new")); return err },
			func() error { c := kept; c.Name = "changed"; return tx.SaveGoods(c) },
			func() error { return tx.SetGoodsStatus([]int64{kept.ID}, goods.StatusOff, at.Add(time.Hour)) },
			func() error { return tx.SetGoodsSort(kept.ID, 99) },
			func() error { return tx.DeleteGoods([]int64{gone.ID}) },
			func() error {
				_, err := tx.AddSpecTemplate(goods.SpecTemplate{Name: "尺码", Values: []string{"S"}})
				return err
			},
			func() error { s := spec; s.Name = "改"; return tx.SaveSpecTemplate(s) },
			func() error { return tx.DeleteSpecTemplate(spec.ID) },
			func() error { a := attr; a.Name = "改"; return tx.SaveAttributeTemplate(a) },
			func() error { _, err := tx.DeleteAttributeTemplate(attr.ID); return err },
			func() error {
				_, err := tx.AddAttributeTemplate(goods.AttributeTemplate{CategoryID: f.leaves[1], Name: "新",
					Rows: []goods.AttributeRow{{Name: "b", Kind: goods.KindText, Options: []string{}}}})
				return err
			},
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return err
			}
		}
		return storecheck.ErrFail
	})
	l, err := f.s.ListGoods(f.ctx, goods.Filter{Tab: goods.TabAll, Sort: "createdAt", MinPrice: -1, MaxPrice: -1,
		Page: kernel.Page{No: 1, Size: 10}})
	ids := storecheck.IDs(l.Rows, goodsID)
	if err != nil || !slices.Equal(ids, []int64{kept.ID, gone.ID}) {
		t.Fatalf("the goods after a rollback: %v (%v), want %d and %d", ids, err, kept.ID, gone.ID)
	}
	for _, want := range []goods.Goods{kept, gone} {
		got, _ := f.s.Goods(f.ctx, want.ID)
		storecheck.Equal(t, "a goods after a rollback", got, want, norm)
	}
	if after, _ := f.s.Categories(f.ctx); !reflect.DeepEqual(byID(after), byID(cats)) {
		t.Errorf("categories after a rollback: %+v, want %+v", after, cats)
	}
	if lib, _ := f.s.SpecTemplates(f.ctx); !reflect.DeepEqual(lib, []goods.SpecTemplate{spec}) {
		t.Errorf("spec library after a rollback: %+v, want %+v", lib, spec)
	}
	if all, _ := f.s.AttributeTemplates(f.ctx); !reflect.DeepEqual(all, []goods.AttributeTemplate{attr}) {
		t.Errorf("attribute templates after a rollback: %+v, want %+v", all, attr)
	}
}
