package postgres

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"shopconsole/server/goods"
	"shopconsole/server/kernel"
)

// A short keyword walks the order when the walk reaches the page's end sooner than its
// matches are read whole; a branch, or a walk that reads rows, from 1 in 50 of the tab.
func TestGoodsWalks(t *testing.T) {
	first := kernel.Page{No: 1, Size: 20}
	for _, c := range []struct {
		name   string
		f      goods.Filter
		n, all int64
		want   bool
	}{
		{"keyword, 1 in 200 of 800,000", goods.Filter{Keyword: "键盘", Sort: "sort", Tab: goods.TabAll, Page: first}, 4000, 800_000, true},
		{"keyword, just fewer", goods.Filter{Keyword: "键盘", Sort: "sort", Tab: goods.TabAll, Page: first}, 3999, 800_000, false},
		{"keyword, page 50 needs more", goods.Filter{Keyword: "键盘", Sort: "sort", Tab: goods.TabOn, Page: kernel.Page{No: 50, Size: 20}}, 4000, 800_000, false},
		{"keyword by sales reads rows: 1 in 50", goods.Filter{Keyword: "键盘", Sort: "-sales", Tab: goods.TabAll, Page: first}, 4000, 800_000, false},
		{"keyword by sales, 1 in 50", goods.Filter{Keyword: "键盘", Sort: "-sales", Tab: goods.TabAll, Page: first}, 16_000, 800_000, true},
		{"keyword in the sold-out tab reads rows", goods.Filter{Keyword: "键盘", Sort: "sort", Tab: goods.TabSoldOut, Page: first}, 4000, 800_000, false},
		{"a branch, 1 in 50", goods.Filter{CategoryIDs: []int64{1, 2}, Sort: "sort", Tab: goods.TabAll, Page: first}, 16_000, 800_000, true},
		{"a smaller branch", goods.Filter{CategoryIDs: []int64{1, 2}, Sort: "sort", Tab: goods.TabAll, Page: first}, 15_999, 800_000, false},
		{"nothing matches", goods.Filter{Keyword: "键盘", Sort: "sort", Tab: goods.TabAll, Page: first}, 0, 800_000, false},
	} {
		if got := walks(c.f, c.n, c.all); got != c.want {
			t.Errorf("%s: walks = %v, want %v", c.name, got, c.want)
		}
	}
}

// A keyword without a character of another case is looked for as written.
func TestUncased(t *testing.T) {
	for kw, want := range map[string]bool{"手机": true, "华为 P60": false, "2024-11": true, "耳机 pro": false,
		"ß": false, "K": false, "µ": false, "": true} {
		if got := uncased(kw); got != want {
			t.Errorf("uncased(%q) = %v, want %v", kw, got, want)
		}
	}
}

// A short keyword's page is the same whether the order is walked (the name tested in its
// index) or the matches are read from the substrings' index and sorted: pages of 4 walk
// (12² ≥ 4 × 30), a page of 5 and a second page of 4 read the matches.
func TestGoodsShortKeywordPages(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	svc := goods.New(db.Goods(), time.Now)
	_, leaves := categoryBranch(t, svc, "数码", "影音", "耳机音箱")
	type entry struct {
		id   int64
		sort int
	}
	var want []entry // the matches in the default order: sort, then the newest first
	for i := range 30 {
		name := fmt.Sprint("充电宝 ", i)
		if i%5 < 2 {
			name = fmt.Sprint("蓝牙耳机 ", i) // 12 of 30
		}
		g, err := svc.SaveGoods(ctx, goods.Goods{Name: name, CategoryID: leaves[0], Status: goods.StatusOn, Sort: i % 3,
			Pictures: []goods.Picture{{URL: "https://img.example.com/1.jpg"}}, SpecType: goods.SpecSingle,
			SKUs: []goods.SKU{{Price: 1000, Stock: 50}}, Freight: goods.Freight{Type: goods.FreightFree}})
		if err != nil {
			t.Fatalf("save %s: %v", name, err)
		}
		if i%5 < 2 {
			want = append(want, entry{g.ID, g.Sort})
		}
	}
	slices.SortFunc(want, func(a, b entry) int { return cmp.Or(cmp.Compare(a.sort, b.sort), cmp.Compare(b.id, a.id)) })
	for _, p := range []kernel.Page{{No: 1, Size: 4}, {No: 2, Size: 4}, {No: 1, Size: 5}, {No: 3, Size: 5}} {
		f := goods.Filter{Tab: goods.TabAll, Keyword: "耳机", Sort: "sort", MinPrice: -1, MaxPrice: -1, Page: p}
		l, err := db.Goods().ListGoods(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		list, total := l.Rows, l.Counts.Of(f.Tab)
		var got, page []int64
		for _, g := range list {
			got = append(got, g.ID)
		}
		for _, e := range want[min(p.Offset(), len(want)):min(p.Offset()+p.Size, len(want))] {
			page = append(page, e.id)
		}
		if total != 12 || !slices.Equal(got, page) {
			t.Errorf("page %d of %d: got %v (total %d), want %v (12)", p.No, p.Size, got, total, page)
		}
	}
}
