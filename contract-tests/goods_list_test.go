package contracttests

import (
	"testing"
)

func TestGoodsList(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "goodslister", "Admin")
		top, _, leaf := e.categoryBranch(t, who)
		tag := uniq()
		add := func(name, price string, stock int, status string) int64 {
			r := e.write(t, who, "/api/admin/goods/add", goodsBody(leaf, map[string]any{
				"name": name + " " + tag, "status": status, "specType": "single", "specs": nil, "stockWarning": 5,
				"skus": []map[string]any{{"price": price, "stock": stock, "barcode": "BC" + name + tag}},
			}))
			expect(t, r, 200, "")
			e.Clock.Advance(60_000_000_000) // a minute apart: createdAt orders them
			return num(r, "id")
		}
		cheap := add("纸巾", "9.90", 100, "on")
		sold := add("毛巾", "19.90", 0, "on")
		low := add("浴巾", "59.00", 3, "on")
		off := add("围巾", "129.00", 20, "off")
		bin := add("头巾", "39.00", 10, "off")
		expect(t, e.write(t, who, "/api/admin/goods/recycle", map[string]any{"ids": []int64{bin}}), 200, "")

		list := func(kv ...any) Res {
			r := e.Do(t, "GET", q("/api/admin/goods/index", append([]any{"categoryId", top}, kv...)...), nil, token(who.token))
			expect(t, r, 200, "")
			return r
		}
		ids := func(r Res) []int64 {
			var out []int64
			for _, row := range r.Field("list").([]any) {
				out = append(out, int64(row.(map[string]any)["id"].(float64)))
			}
			return out
		}
		// Every row is the goods as the list shows it, whichever way the page was read: its
		// stock, price, picture and category path, not its SKUs or description (the detail's).
		asRows := func(what string, r Res) Res {
			t.Helper()
			for _, row := range r.Field("list").([]any) {
				g := row.(map[string]any)
				_, skus := g["skus"]
				_, description := g["description"]
				if pics, _ := g["pictures"].([]any); skus || description || len(pics) == 0 || g["categoryPath"] == "" || g["price"] == "" {
					t.Fatalf("%s: not a list row: %s", what, r.Raw)
				}
			}
			return r
		}
		same := func(what string, got []int64, want ...int64) {
			t.Helper()
			if len(got) != len(want) {
				t.Fatalf("%s: got %v, want %v", what, got, want)
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("%s: got %v, want %v", what, got, want)
				}
			}
		}
		r := list()
		for k, want := range map[string]int64{"all": 4, "on": 3, "off": 1, "soldOut": 1, "warning": 1, "recycle": 1} {
			if got := num(r, "counts."+k); got != want {
				t.Errorf("count %s: got %d, want %d\n%s", k, got, want, r.Raw)
			}
		}
		if num(r, "total") != 4 {
			t.Fatalf("total: %s", r.Raw)
		}
		same("default order (sort, newest first)", ids(asRows("branch", r)), off, low, sold, cheap)
		leafList := e.Do(t, "GET", q("/api/admin/goods/index", "categoryId", leaf), nil, token(who.token))
		expect(t, leafList, 200, "")
		same("a category of the third level", ids(asRows("leaf", leafList)), off, low, sold, cheap)
		same("on", ids(list("tab", "on")), low, sold, cheap)
		same("soldOut", ids(list("tab", "soldOut")), sold)
		same("warning", ids(list("tab", "warning")), low)
		same("recycle", ids(list("tab", "recycle")), bin)
		same("price ascending", ids(list("sort", "price")), cheap, sold, low, off)
		same("stock descending", ids(list("sort", "-stock")), cheap, off, low, sold)
		same("created ascending", ids(list("sort", "createdAt")), cheap, sold, low, off)
		same("price range", ids(asRows("price range", list("minPrice", "10", "maxPrice", "60", "sort", "price"))), sold, low)
		same("keyword in name", ids(asRows("keyword", list("keyword", "浴巾"))), low)
		same("keyword as barcode", ids(list("keyword", "BC毛巾"+tag)), sold)
		same("page 2", ids(list("pageSize", 3, "pageNo", 2)), cheap)
		r = asRows("a keyword's page 2", list("keyword", "巾", "pageSize", 2, "pageNo", 2, "sort", "price"))
		same("a keyword's page 2, by price", ids(r), low, off)
		if num(r, "total") != 4 || num(r, "counts.recycle") != 1 {
			t.Fatalf("a keyword's counts: %s", r.Raw)
		}
		same("a keyword and a price range, by stock", ids(list("keyword", "巾", "minPrice", "10", "sort", "-stock", "tab", "on")), low, sold)
		day := e.Clock.Now().Add(8 * 3600_000_000_000).Format("2006-01-02")
		if got := num(list("startDate", day, "endDate", day), "total"); got != 4 {
			t.Fatalf("created today: %d", got)
		}
		if r := list("keyword", "浴巾"); num(r, "counts.all") != 1 || num(r, "counts.recycle") != 0 {
			t.Fatalf("counts under the keyword: %s", r.Raw)
		}
		// A keyword in any case: letters that have a case, or none (Chinese), short or long.
		router := add("Wi-Fi 路由器", "99.00", 10, "on")
		for _, kw := range []string{"wi-fi 路由", "WI-FI", "路由器", "由器", "fI"} {
			same("keyword "+kw, ids(list("keyword", kw)), router)
		}
		for _, c := range []struct {
			kv  []any
			msg string
		}{
			{[]any{"minPrice", "60", "maxPrice", "10"}, "maxPrice cannot be below minPrice"},
			{[]any{"startDate", "2026-11-20", "endDate", "2026-11-01"}, "endDate cannot be before startDate"},
			{[]any{"categoryId", 9876543210}, "goods category 9876543210 does not exist"},
		} {
			expect(t, e.Do(t, "GET", q("/api/admin/goods/index", c.kv...), nil, token(who.token)), 400, c.msg)
		}
	})
}
