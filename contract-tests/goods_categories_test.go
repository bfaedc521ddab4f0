package contracttests

import (
	"strconv"
	"testing"
)

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// addCategory adds a category through the API and answers its id.
func (e *Env) addCategory(t *testing.T, who admin, parent int64, name string) int64 {
	t.Helper()
	r := e.write(t, who, "/api/admin/goodsCategory/add", map[string]any{"parentId": parent, "name": name})
	expect(t, r, 200, "")
	return num(r, "id")
}

// categoryBranch adds three levels and answers their ids.
func (e *Env) categoryBranch(t *testing.T, who admin) (l1, l2, l3 int64) {
	t.Helper()
	tag := uniq()
	l1 = e.addCategory(t, who, 0, "数码 "+tag)
	l2 = e.addCategory(t, who, l1, "手机 "+tag)
	l3 = e.addCategory(t, who, l2, "智能手机 "+tag)
	return l1, l2, l3
}

func TestGoodsCategories(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "catadmin", "Admin")
		l1, l2, l3 := e.categoryBranch(t, who)

		d := e.Do(t, "GET", q("/api/admin/goodsCategory/detail", "id", l3), nil, token(who.token))
		expect(t, d, 200, "")
		if num(d, "level") != 3 || num(d, "parentId") != l2 || d.Field("visible") != true {
			t.Fatalf("detail: %s", d.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/goodsCategory/detail", "id", 9876543210), nil, token(who.token)), 404,
			"goods category 9876543210 does not exist")

		// Refusals, each with its status and sentence.
		for _, c := range []struct {
			body   map[string]any
			status int
			msg    string
		}{
			{map[string]any{"parentId": l3, "name": "第四级"}, 400, "categories hold at most 3 levels"},
			{map[string]any{"parentId": 9876543210, "name": "无主"}, 400, "parent category 9876543210 does not exist"},
			{map[string]any{"parentId": l1, "name": " "}, 400, "name is required"},
			{map[string]any{"parentId": l1, "name": "图", "image": "ftp://x/y.png"}, 400, "image must be an http(s) URL"},
		} {
			expect(t, e.write(t, who, "/api/admin/goodsCategory/add", c.body), c.status, c.msg)
		}
		r := e.write(t, who, "/api/admin/goodsCategory/add", map[string]any{"parentId": l2, "name": d.Str("name")})
		expect(t, r, 409, "a sibling category is already named "+d.Str("name"))
		if r.Str("field") != "name" {
			t.Fatalf("field: %s", r.Raw)
		}
		edit := func(body map[string]any) Res { return e.write(t, who, "/api/admin/goodsCategory/edit", body) }
		expect(t, edit(map[string]any{"name": "无编号"}), 400, "id is required")
		expect(t, edit(map[string]any{"id": 9876543210, "name": "无"}), 404, "goods category 9876543210 does not exist")
		expect(t, edit(map[string]any{"id": l1, "parentId": l3, "name": "环"}), 400,
			"a category cannot move under itself or its subcategories")
		other := e.addCategory(t, who, 0, "家电 "+uniq())
		expect(t, edit(map[string]any{"id": l2, "parentId": other, "name": "手机"}), 200, "")
		otherMid := e.addCategory(t, who, other, "厨房 "+uniq())
		// l2 spans two levels: under a level-2 category it would reach level 4.
		expect(t, edit(map[string]any{"id": l2, "parentId": otherMid, "name": "手机"}), 400, "categories hold at most 3 levels")

		// A move takes the branch along: the leaf stays at level 3 under its moved parent.
		expect(t, edit(map[string]any{"id": l2, "parentId": 0, "name": "手机"}), 200, "")
		leaf := e.Do(t, "GET", q("/api/admin/goodsCategory/detail", "id", l3), nil, token(who.token))
		if num(leaf, "level") != 2 {
			t.Fatalf("moved branch: %s", leaf.Raw)
		}
		expect(t, edit(map[string]any{"id": l2, "parentId": other, "name": "手机", "visible": false, "sort": 7}), 200, "")

		// Destroy: children first.
		des := func(id int64) Res {
			return e.write(t, who, "/api/admin/goodsCategory/destroy", map[string]any{"id": id})
		}
		expect(t, des(other), 409, "2 subcategories are under this category; it cannot be deleted")
		expect(t, des(9876543210), 404, "goods category 9876543210 does not exist")
		expect(t, des(l3), 200, "")
		expect(t, des(l1), 200, "")

		// Sort: every sibling once.
		a, b := e.addCategory(t, who, otherMid, "锅 "+uniq()), e.addCategory(t, who, otherMid, "碗 "+uniq())
		sort := func(parent int64, ids ...int64) Res {
			return e.write(t, who, "/api/admin/goodsCategory/updateSort", map[string]any{"parentId": parent, "ids": ids})
		}
		expect(t, sort(otherMid, a), 400, "ids must list every subcategory of "+itoa(otherMid)+" exactly once")
		expect(t, sort(otherMid, a, a), 400, "category "+itoa(a)+" appears twice")
		expect(t, sort(9876543210, a, b), 400, "parent category 9876543210 does not exist")
		s := sort(otherMid, b, a)
		expect(t, s, 200, "")
		var order []int64
		for _, row := range s.Field("list").([]any) {
			m := row.(map[string]any)
			if int64(m["parentId"].(float64)) == otherMid {
				order = append(order, int64(m["id"].(float64)))
			}
		}
		if len(order) != 2 || order[0] != b || order[1] != a {
			t.Fatalf("order after sort: %v", order)
		}

		// The index is the tree: each category after its parent.
		idx := e.Do(t, "GET", "/api/admin/goodsCategory/index", nil, token(who.token))
		expect(t, idx, 200, "")
		seen := map[int64]bool{0: true}
		for _, row := range idx.Field("list").([]any) {
			m := row.(map[string]any)
			if !seen[int64(m["parentId"].(float64))] {
				t.Fatalf("category %v listed before its parent", m["id"])
			}
			seen[int64(m["id"].(float64))] = true
		}
	})
}
