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

// listed adds five goods, one of each kind, each an hour after the last: 0 on, 1 sold out
// (in the second leaf), 2 warning, 3 off, 4 in the recycle bin.
func listed(t *testing.T, f fixture) []goods.Goods {
	rows := []struct {
		name        string
		status      goods.Status
		stock, warn int64
		price       int64
		sort        int
	}{
		{"红色连衣裙", goods.StatusOn, 12, 3, 1000, 2},
		{"黑色T恤", goods.StatusOn, 0, 3, 2000, 1},
		{"夏季连衣裙", goods.StatusOn, 2, 3, 3000, 2},
		{"白衬衫", goods.StatusOff, 5, 0, 1500, 9},
		{"旧连衣裙", goods.StatusRecycle, 5, 0, 500, 0},
	}
	var out []goods.Goods
	for i, r := range rows {
		g := f.goods(r.name)
		g.Status, g.Stock, g.StockWarning, g.Price, g.Sort = r.status, r.stock, r.warn, r.price, r.sort
		g.SKUs = []goods.SKU{{Specs: []string{"红"}, Price: r.price, Stock: r.stock, Barcode: "69000" + string(rune('0'+i))}}
		g.CreatedAt = at.Add(time.Duration(i) * time.Hour)
		if i == 1 {
			g.CategoryID = f.leaves[1]
		}
		out = append(out, f.add(t, g))
	}
	return out
}

func (f fixture) list(t *testing.T, flt goods.Filter) goods.Listing {
	t.Helper()
	if flt.Page.Size == 0 {
		flt.Page = kernel.Page{No: 1, Size: 10}
	}
	if flt.Sort == "" {
		flt.Sort = "createdAt"
	}
	l, err := f.s.ListGoods(f.ctx, flt)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// listTabs: each tab's goods, the counts of every tab, the rows as the list shows them and
// the category version read with them.
func listTabs(t *testing.T, f fixture) {
	g := listed(t, f)
	want := goods.Counts{All: 4, On: 3, Off: 1, SoldOut: 1, Warning: 1, Recycle: 1}
	for _, tc := range []struct {
		tab  goods.Tab
		want []int
	}{
		{goods.TabAll, []int{0, 1, 2, 3}}, {goods.TabOn, []int{0, 1, 2}}, {goods.TabOff, []int{3}},
		{goods.TabSoldOut, []int{1}}, {goods.TabWarning, []int{2}}, {goods.TabRecycle, []int{4}},
	} {
		l := f.list(t, goods.Filter{Tab: tc.tab, MinPrice: -1, MaxPrice: -1})
		wantIDs := storecheck.IDs(tc.want, func(i int) int64 { return g[i].ID })
		ids := storecheck.IDs(l.Rows, goodsID)
		if !slices.Equal(ids, wantIDs) || l.Counts != want {
			t.Errorf("tab %s: %v %+v, want %v %+v", tc.tab, ids, l.Counts, wantIDs, want)
		}
	}
	l := f.list(t, goods.Filter{Tab: goods.TabOff, MinPrice: -1, MaxPrice: -1})
	if len(l.Rows) == 1 {
		storecheck.Equal(t, "a listed goods", l.Rows[0], g[3].Row(), norm)
	}
	if v, err := f.s.CategoryVersion(f.ctx); err != nil || l.CategoryVersion != v {
		t.Errorf("the listing's category version %d, the store's %d (%v)", l.CategoryVersion, v, err)
	}
}

// listFilters: each filter (the counts under it), each sort and a page.
func listFilters(t *testing.T, f fixture) {
	g := listed(t, f)
	none := goods.Filter{Tab: goods.TabAll, MinPrice: -1, MaxPrice: -1}
	with := func(change func(*goods.Filter)) goods.Filter { flt := none; change(&flt); return flt }
	for _, tc := range []struct {
		name   string
		f      goods.Filter
		want   []int
		counts *goods.Counts
	}{
		{"keyword", with(func(x *goods.Filter) { x.Keyword = "连衣裙" }), []int{0, 2},
			&goods.Counts{All: 2, On: 2, Warning: 1, Recycle: 1}},
		{"short keyword", with(func(x *goods.Filter) { x.Keyword = "衬衫" }), []int{3}, &goods.Counts{All: 1, Off: 1}},
		{"keyword in another case", with(func(x *goods.Filter) { x.Keyword = "t恤" }), []int{1},
			&goods.Counts{All: 1, On: 1, SoldOut: 1}},
		{"barcode", with(func(x *goods.Filter) { x.Keyword = "690002" }), []int{2}, nil},
		{"category", with(func(x *goods.Filter) { x.CategoryIDs = []int64{f.leaves[1]} }), []int{1}, nil},
		{"categories", with(func(x *goods.Filter) { x.CategoryIDs = f.leaves }), []int{0, 1, 2, 3}, nil},
		{"price", with(func(x *goods.Filter) { x.MinPrice, x.MaxPrice = 1500, 2000 }), []int{1, 3},
			&goods.Counts{All: 2, On: 1, SoldOut: 1, Off: 1}},
		{"created", with(func(x *goods.Filter) { x.From, x.To = at.Add(time.Hour), at.Add(3*time.Hour) }), []int{1, 2}, nil},
		{"newest first", with(func(x *goods.Filter) { x.Sort = "-createdAt" }), []int{3, 2, 1, 0}, nil},
		{"price", with(func(x *goods.Filter) { x.Sort = "price" }), []int{0, 3, 1, 2}, nil},
		{"-price", with(func(x *goods.Filter) { x.Sort = "-price" }), []int{2, 1, 3, 0}, nil},
		{"stock", with(func(x *goods.Filter) { x.Sort = "stock" }), []int{1, 2, 3, 0}, nil},
		{"-stock", with(func(x *goods.Filter) { x.Sort = "-stock" }), []int{0, 3, 2, 1}, nil},
		{"sort, ties newest first", with(func(x *goods.Filter) { x.Sort = "sort" }), []int{1, 2, 0, 3}, nil},
		{"second page", with(func(x *goods.Filter) { x.Sort, x.Page = "-createdAt", kernel.Page{No: 2, Size: 3} }), []int{0}, nil},
	} {
		l := f.list(t, tc.f)
		want := storecheck.IDs(tc.want, func(i int) int64 { return g[i].ID })
		ids := storecheck.IDs(l.Rows, goodsID)
		if !slices.Equal(ids, want) {
			t.Errorf("%s: %v, want %v", tc.name, ids, want)
		}
		if tc.counts != nil && l.Counts != *tc.counts {
			t.Errorf("%s: counts %+v, want %+v", tc.name, l.Counts, *tc.counts)
		}
	}
}

// references: which referred rows exist, the goods using pictures and how many goods use a
// freight template or a service, the recycle bin included.
func references(t *testing.T, f fixture) {
	a := f.add(t, f.goods("a"))
	b := f.goods("b")
	b.Pictures, b.ServiceIDs, b.Status = nil, f.services[:1], goods.StatusRecycle
	b.SKUs[0].PictureID, b.SKUs[1].PictureID = 0, f.pics[1]
	b.SKUs[1].Retired = true
	b = f.add(t, b)
	f.add(t, goods.Goods{Name: "c", SpecType: goods.SpecSingle, Status: goods.StatusOff, Freight: goods.Freight{Type: goods.FreightFree},
		CreatedAt: at, UpdatedAt: at})
	f.tx(t, func(tx goods.Tx) error {
		for _, tc := range []struct {
			ref       goods.Ref
			ids, want []int64
		}{
			{goods.RefPicture, []int64{f.pics[1], 987654, f.pics[0]}, []int64{f.pics[0], f.pics[1]}},
			{goods.RefFreightTemplate, []int64{987654, f.template}, []int64{f.template}},
			{goods.RefService, []int64{f.text, f.services[1], 987654, f.services[0]}, f.services}, // a text is no service
			{goods.RefService, []int64{987654}, nil},
		} {
			got, err := tx.Existing(tc.ref, tc.ids)
			if slices.Sort(got); err != nil || !slices.Equal(got, tc.want) {
				t.Errorf("Existing %s %v: %v %v, want %v", tc.ref, tc.ids, got, err, tc.want)
			}
		}
		return nil
	})
	uses, err := f.s.PictureUses(f.ctx, []int64{987654, f.pics[1], f.pics[0]})
	want := []goods.PictureUse{{PictureID: f.pics[0], GoodsID: a.ID, GoodsName: "a"},
		{PictureID: f.pics[1], GoodsID: a.ID, GoodsName: "a"}, {PictureID: f.pics[1], GoodsID: b.ID, GoodsName: "b"}}
	if err != nil || !reflect.DeepEqual(uses, want) {
		t.Errorf("PictureUses: %+v %v, want %+v", uses, err, want)
	}
	if uses, err := f.s.PictureUses(f.ctx, []int64{987654}); err != nil || len(uses) != 0 {
		t.Errorf("PictureUses of a picture no goods uses: %+v %v", uses, err)
	}
	for _, tc := range []struct {
		ref  goods.Ref
		id   int64
		want int
	}{
		{goods.RefFreightTemplate, f.template, 2}, {goods.RefFreightTemplate, 987654, 0},
		{goods.RefService, f.services[0], 2}, {goods.RefService, f.services[1], 1}, {goods.RefService, f.text, 0},
	} {
		if n, err := f.s.CountUses(f.ctx, tc.ref, tc.id); err != nil || n != tc.want {
			t.Errorf("CountUses %s %d: %d %v, want %d", tc.ref, tc.id, n, err, tc.want)
		}
	}
}
