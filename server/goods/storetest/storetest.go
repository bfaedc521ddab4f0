// Package storetest is the contract every goods.Store keeps, run over each backend's store:
// not found, goods saved then loaded, rollback, the category tree and its version, the spec
// library, attribute templates, the list's tabs, filters, sorts and pages, and what goods
// refer to in other areas.
package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
	"shopconsole/server/pictures"
	"shopconsole/server/storecheck"
)

// Stores are one backend's goods store with the stores of what goods refer to.
type Stores struct {
	Goods      goods.Store
	Pictures   pictures.Store
	Freight    freight.Store
	Guarantees guarantees.Store
}

// Run checks the goods store newStores answers, fresh (holding no category, goods, spec or
// attribute template) for each case.
func Run(t *testing.T, newStores func(t *testing.T) Stores) {
	fresh := func(t *testing.T) fixture { return newFixture(t, newStores(t)) }
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "StatusSortDelete", Fn: statusSortDelete},
		{Name: "Rollback", Fn: rollback},
		{Name: "Categories", Fn: categories},
		{Name: "SpecTemplates", Fn: specTemplates},
		{Name: "AttributeTemplates", Fn: attributeTemplates},
		{Name: "ListTabsAndCounts", Fn: listTabs},
		{Name: "ListFiltersAndSorts", Fn: listFilters},
		{Name: "References", Fn: references},
	})
}

// fixture is a fresh store with a category branch (top, middle, two leaves), two album
// pictures, a freight template, two after-sale services and a guarantee text.
type fixture struct {
	ctx      context.Context
	s        goods.Store
	top, mid int64
	leaves   []int64
	pics     []int64
	template int64
	services []int64
	text     int64
}

var at = storecheck.At

func newFixture(t *testing.T, st Stores) fixture {
	t.Helper()
	f := fixture{ctx: context.Background(), s: st.Goods}
	f.tx(t, func(tx goods.Tx) error {
		top, err := tx.AddCategory(goods.Category{Level: 1, Name: "服装", Visible: true})
		if err != nil {
			return err
		}
		mid, err := tx.AddCategory(goods.Category{ParentID: top.ID, Level: 2, Name: "女装", Visible: true})
		if err != nil {
			return err
		}
		f.top, f.mid = top.ID, mid.ID
		for _, name := range []string{"连衣裙", "T恤"} {
			leaf, err := tx.AddCategory(goods.Category{ParentID: mid.ID, Level: 3, Name: name, Visible: true})
			if err != nil {
				return err
			}
			f.leaves = append(f.leaves, leaf.ID)
		}
		return nil
	})
	storecheck.Tx(t, f.ctx, st.Pictures.Tx, func(tx pictures.Tx) error {
		album, err := tx.DefaultAlbum()
		if err != nil {
			return err
		}
		for i := range 2 {
			p, err := tx.AddPicture(pictures.Picture{AlbumID: album.ID, Name: fmt.Sprint("p", i), ContentType: "image/png",
				Size: 100, Width: 10, Height: 10, BlobKey: fmt.Sprint("goods-storetest-", i), ThumbKey: "t", ThumbType: "image/png",
				CreatedAt: at})
			if err != nil {
				return err
			}
			f.pics = append(f.pics, p.ID)
		}
		return nil
	})
	storecheck.Tx(t, f.ctx, st.Freight.Tx, func(tx freight.Tx) (err error) {
		f.template, err = tx.InsertTemplate(freight.Template{Name: "包邮", CreatedAt: at, UpdatedAt: at,
			Pricing: freight.Pricing{Charge: freight.ByPiece, Default: freight.Rule{FirstUnit: 1, FirstFee: 0, ExtraUnit: 1}}})
		return err
	})
	storecheck.Tx(t, f.ctx, st.Guarantees.Tx, func(tx guarantees.Tx) error {
		for i, kind := range []guarantees.Kind{guarantees.Service, guarantees.Service, guarantees.Guarantee} {
			id, err := tx.InsertGuarantee(guarantees.Item{Kind: kind, Title: fmt.Sprint("item ", i), Content: "c",
				CreatedAt: at, UpdatedAt: at})
			if err != nil {
				return err
			}
			if kind == guarantees.Service {
				f.services = append(f.services, id)
			} else {
				f.text = id
			}
		}
		return nil
	})
	return f
}

// goods is a goods on shelf with every field set: two active SKUs, album and outside
// pictures, a filled attribute, the freight template and both services.
func (f fixture) goods(name string) goods.Goods {
	return goods.Goods{Name: name, CategoryID: f.leaves[0], Video: "/v.mp4", Sort: 3, SpecType: goods.SpecMulti,
		Pictures:   []goods.Picture{{ID: f.pics[0], URL: pictures.URL(f.pics[0])}, {URL: "https://cdn.example/x.png"}},
		Attributes: []goods.Attribute{{Name: "面料", Kind: goods.KindSingle, Values: []string{"纯棉"}}},
		Specs:      []goods.Spec{{Name: "颜色", Values: []string{"红", "黑"}}},
		SKUs: []goods.SKU{
			{Specs: []string{"红"}, Price: 1000, MarketPrice: 1500, CostPrice: 600, Stock: 5, Weight: 200, Volume: 30,
				Barcode: "690001", PictureID: f.pics[1]},
			{Specs: []string{"黑"}, Price: 1200, MarketPrice: 1600, CostPrice: 700, Stock: 7, Weight: 210, Volume: 31},
		},
		Stock: 12, StockWarning: 3, Price: 1000, Status: goods.StatusOn,
		Freight:    goods.Freight{Type: goods.FreightTemplate, TemplateID: f.template},
		ServiceIDs: slices.Clone(f.services), Description: "<p>详情</p>", CreatedAt: at, UpdatedAt: at}
}

// add stores g and answers it as loaded, the ids of its SKUs given.
func (f fixture) add(t *testing.T, g goods.Goods) goods.Goods {
	t.Helper()
	g.SKUs = slices.Clone(g.SKUs) // their ids are set below
	f.tx(t, func(tx goods.Tx) (err error) { g, err = tx.AddGoods(g); return err })
	got, err := f.s.Goods(f.ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.SKUs) != len(g.SKUs) {
		t.Fatalf("goods %d loads %d SKUs, %d added", g.ID, len(got.SKUs), len(g.SKUs))
	}
	for i := range g.SKUs {
		if got.SKUs[i].ID == 0 {
			t.Fatalf("goods %d SKU %d loads without id", g.ID, i)
		}
		g.SKUs[i].ID = got.SKUs[i].ID
	}
	return g
}

// tx runs fn in a transaction that must succeed.
func (f fixture) tx(t *testing.T, fn func(tx goods.Tx) error) {
	t.Helper()
	storecheck.Tx(t, f.ctx, f.s.Tx, fn)
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// norm makes two loads of one goods comparable: times in UTC, no list nil.
func norm(g goods.Goods) goods.Goods {
	g.CreatedAt, g.UpdatedAt = g.CreatedAt.UTC(), g.UpdatedAt.UTC()
	g.Pictures, g.ServiceIDs = orEmpty(g.Pictures), orEmpty(g.ServiceIDs)
	attrs := make([]goods.Attribute, len(g.Attributes))
	for i, a := range g.Attributes {
		attrs[i] = goods.Attribute{Name: a.Name, Kind: a.Kind, Values: orEmpty(a.Values)}
	}
	specs := make([]goods.Spec, len(g.Specs))
	for i, s := range g.Specs {
		specs[i] = goods.Spec{Name: s.Name, Values: orEmpty(s.Values)}
	}
	skus := make([]goods.SKU, len(g.SKUs))
	for i, s := range g.SKUs {
		s.Specs = orEmpty(s.Specs)
		skus[i] = s
	}
	g.Attributes, g.Specs, g.SKUs = attrs, specs, skus
	return g
}

func goodsID(g goods.Goods) int64 { return g.ID }
