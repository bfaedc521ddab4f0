package postgres

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/goods"
	"shopconsole/server/kernel"
)

// The goods list's counters (per kind, category, price and day) stay equal to a count of the
// goods across every write that moves a goods between tabs: publish, off shelf, recycle,
// restore, delete for good, stock changes (to sold out, to the warning, back), a category
// change and a price change.
func TestGoodsCountersFollowTheWrites(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	day := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	clock := day
	svc := goods.New(db.Goods(), func() time.Time { return clock })
	mid, leaves := categoryBranch(t, svc, "数码", "手机通讯", "手机0", "手机1")
	save := func(g goods.Goods) goods.Goods {
		t.Helper()
		out, err := svc.SaveGoods(ctx, g)
		if err != nil {
			t.Fatalf("save %s: %v", g.Name, err)
		}
		return out
	}
	var ids []int64
	for i := range 8 {
		clock = day.Add(time.Duration(i) * 20 * time.Hour) // creation over several shop days
		g := save(goods.Goods{Name: fmt.Sprint("计数商品", i), CategoryID: leaves[i%2], Status: goods.StatusOn,
			Pictures: []goods.Picture{{URL: "https://img.example.com/1.jpg"}}, SpecType: goods.SpecSingle, StockWarning: 5,
			SKUs: []goods.SKU{{Price: int64(1000 * (1 + i%3)), Stock: int64(i * 3)}}, Freight: goods.Freight{Type: goods.FreightFree}})
		ids = append(ids, g.ID)
	}
	check := func(step string) {
		t.Helper()
		from := time.Date(2026, 3, 11, 0, 0, 0, 0, time.FixedZone("CST", 8*3600))
		for _, f := range []goods.Filter{
			{},
			{CategoryIDs: []int64{leaves[0]}},
			{CategoryIDs: []int64{leaves[0], leaves[1]}},
			{MinPrice: 1500, MaxPrice: 3000},
			{MinPrice: 2000},
			{From: from},
			{From: from, To: from.AddDate(0, 0, 2)},
			{Keyword: "计数"}, {Keyword: "品"}, {Keyword: "7"}, {Keyword: "名"},
			{Keyword: "商", CategoryIDs: []int64{leaves[0]}}, {Keyword: "商品1"},
		} {
			f.Tab, f.Sort, f.Page = goods.TabAll, "sort", kernel.Page{No: 1, Size: 20}
			if f.MinPrice == 0 {
				f.MinPrice = -1
			}
			if f.MaxPrice == 0 {
				f.MaxPrice = -1
			}
			l, err := db.Goods().ListGoods(ctx, f)
			if err != nil {
				t.Fatalf("%s: list %+v: %v", step, f, err)
			}
			rows, total, got := l.Rows, l.Counts.Of(f.Tab), l.Counts
			if int64(len(rows)) != min(total, 20) {
				t.Errorf("%s: filter %+v: a page of %d goods for a total of %d", step, f, len(rows), total)
			}
			if want := exactCounts(t, db, f); got != want {
				t.Errorf("%s: filter %+v: counters %+v, goods %+v", step, f, got, want)
			}
		}
	}
	if c := exactCounts(t, db, goods.Filter{MinPrice: -1, MaxPrice: -1}); c.All != 8 || c.SoldOut != 1 || c.Warning != 1 {
		t.Fatalf("the goods added count %+v", c)
	}
	check("added")
	change := func(op string, ids ...int64) {
		t.Helper()
		if err := svc.ChangeGoods(ctx, ids, op); err != nil {
			t.Fatalf("%s %v: %v", op, ids, err)
		}
		check(op)
	}
	change("off", ids[0], ids[1])
	change("on", ids[1])
	change("recycle", ids[2], ids[3])
	change("restore", ids[2])
	change("destroy", ids[3])
	g, err := svc.Goods(ctx, ids[4])
	if err != nil {
		t.Fatal(err)
	}
	for _, stock := range []int64{0, 3, 40} { // sold out, warning, plenty
		g.SKUs[0].Stock = stock
		g = save(g)
		check(fmt.Sprint("stock ", stock))
	}
	g.CategoryID, g.SKUs[0].Price = leaves[1], 9900
	g = save(g)
	check("category and price")
	g.Name = "改名商品"
	g = save(g)
	check("renamed")

	// The service keeps the tree between lists; a category added since is found, and its
	// goods carry its path.
	list := func(category int64) []goods.Goods {
		t.Helper()
		rows, _, _, err := svc.ListGoods(ctx, goods.Filter{Tab: goods.TabAll, Sort: "sort", MinPrice: -1, MaxPrice: -1,
			Page: kernel.Page{No: 1, Size: 20}}, category)
		if err != nil {
			t.Fatalf("list category %d: %v", category, err)
		}
		return rows
	}
	list(leaves[0])
	late, err := svc.SaveCategory(ctx, goods.Category{Name: "手机新", ParentID: mid.ID, Visible: true})
	if err != nil {
		t.Fatal(err)
	}
	g.CategoryID = late.ID
	save(g)
	if rows := list(late.ID); len(rows) != 1 || rows[0].CategoryPath != "数码 / 手机通讯 / 手机新" {
		t.Fatalf("the late category's goods: %+v", rows)
	}
	// Another server (its own service over the same database) renames the category: this
	// one's next list, with no category to look up first, carries the new path.
	late.Name = "手机更名"
	if _, err := goods.New(db.Goods(), time.Now).SaveCategory(ctx, late); err != nil {
		t.Fatal(err)
	}
	if rows := list(0); !slices.ContainsFunc(rows, func(r goods.Goods) bool { return r.CategoryPath == "数码 / 手机通讯 / 手机更名" }) {
		t.Fatalf("a category renamed by another server: %+v", rows)
	}
}

// exactCounts counts f's goods per tab from the goods themselves.
func exactCounts(t *testing.T, db *DB, f goods.Filter) goods.Counts {
	t.Helper()
	w := goodsWhere(f)
	rows, _ := db.pool.Query(context.Background(), "SELECT goods_kind(g.status, g.stock, g.stock_warning), count(*) FROM goods g"+
		w.sql()+" GROUP BY 1", w.args...)
	perKind := map[goods.Tab]int64{}
	var kind string
	var n int64
	if _, err := pgx.ForEachRow(rows, []any{&kind, &n}, func() error { perKind[goods.Tab(kind)] = n; return nil }); err != nil {
		t.Fatal(err)
	}
	return goods.CountsOf(perKind)
}

// categoryBranch saves a first-level category, a second-level one under it and the given
// third-level ones under that; it answers the second level and the leaves' ids.
func categoryBranch(t *testing.T, svc *goods.Service, top, mid string, leaves ...string) (goods.Category, []int64) {
	t.Helper()
	save := func(c goods.Category) goods.Category {
		t.Helper()
		out, err := svc.SaveCategory(context.Background(), c)
		if err != nil {
			t.Fatalf("category %s: %v", c.Name, err)
		}
		return out
	}
	second := save(goods.Category{Name: mid, ParentID: save(goods.Category{Name: top, Level: 1, Visible: true}).ID, Visible: true})
	ids := make([]int64, len(leaves))
	for i, name := range leaves {
		ids[i] = save(goods.Category{Name: name, ParentID: second.ID, Visible: true}).ID
	}
	return second, ids
}
