package contracttests

import (
	"slices"
	"strings"
	"testing"
)

// TestOrderSearch: the buyer and consignee filters find by the start of a name or mobile;
// the goods name by any part of the name a line was ordered under, in the same case, also
// after its goods was renamed or deleted.
func TestOrderSearch(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		u := uniq()
		buyer := e.shopUser(t, "搜"+u+"号", e.Clock.Now())
		s.buyer = buyer.ID
		consignee := withKey(nanshan(), "name", "欧阳"+u)
		consignee["mobile"] = buyer.Mobile
		formerName := e.Do(t, "GET", q("/api/admin/goods/detail", "id", s.goods), nil, token(s.adm.token)).Str("name")
		first := s.placed(t, s.order(map[string]any{"consignee": consignee}, s.line("红色/S/", 1)))

		newName := "Linen碎花衬衫 " + u
		r := e.write(t, s.adm, "/api/admin/goods/edit", goodsBody(s.leaf, map[string]any{"id": s.goods, "name": newName}))
		expect(t, r, 200, "")
		s.skus = skuIDs(r)
		second := s.placed(t, s.order(map[string]any{"consignee": consignee}, s.line("红色/S/", 1)))

		find := func(t *testing.T, want []int64, kv ...any) {
			t.Helper()
			r := e.Do(t, "GET", q("/api/admin/order/index", kv...), nil, token(s.adm.token))
			expect(t, r, 200, "")
			var got []int64
			for _, row := range list(r) {
				got = append(got, int64(row["id"].(float64)))
			}
			if !slices.Equal(got, want) || num(r, "total") != int64(len(want)) || num(r, "counts.all") != int64(len(want)) {
				t.Errorf("%v: orders %v (total %v), want %v", kv, got, r.Field("total"), want)
			}
		}
		both := []int64{second, first}
		searches := func(t *testing.T) {
			for _, c := range []struct {
				name string
				want []int64
				kv   []any
			}{
				{"buyer nickname", both, []any{"buyer", "搜" + u + "号"}},
				{"buyer nickname start", both, []any{"buyer", "搜" + u}},
				{"buyer nickname inside", nil, []any{"buyer", u + "号"}},
				{"buyer mobile", both, []any{"buyer", buyer.Mobile}},
				{"buyer mobile inside", nil, []any{"buyer", buyer.Mobile[3:]}},
				{"consignee name start", both, []any{"consignee", "欧阳" + u[:4]}},
				{"consignee name inside", nil, []any{"consignee", u}},
				{"consignee mobile", both, []any{"buyer", buyer.Mobile, "consignee", buyer.Mobile[:7]}},
				{"former goods name", []int64{first}, []any{"goodsName", formerName[strings.LastIndex(formerName, " ")+1:]}},
				{"goods name", []int64{second}, []any{"goodsName", "衬衫 " + u}},
				{"goods name whole", []int64{second}, []any{"goodsName", newName}},
				{"goods name in another case", nil, []any{"goodsName", strings.ToUpper(newName)}},
				{"one character", []int64{first}, []any{"buyer", buyer.Mobile, "goodsName", "裙"}},
				{"two characters", []int64{second}, []any{"buyer", buyer.Mobile, "goodsName", "衬衫"}},
				{"in both names", both, []any{"buyer", buyer.Mobile, "goodsName", "花"}},
				{"no such goods", nil, []any{"goodsName", "没有这种商品" + u}},
			} {
				t.Run(c.name, func(t *testing.T) { find(t, c.want, c.kv...) })
			}
		}
		t.Run("goods on sale", searches)

		expect(t, e.write(t, s.adm, "/api/admin/goods/recycle", map[string]any{"ids": []int64{s.goods}}), 200, "")
		expect(t, e.write(t, s.adm, "/api/admin/goods/destroy", map[string]any{"ids": []int64{s.goods}}), 200, "")
		t.Run("goods deleted", searches)
	})
}
