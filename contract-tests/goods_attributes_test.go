package contracttests

import "testing"

func TestGoodsAttributeTemplates(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "attradmin", "Admin")
		_, _, leaf := e.categoryBranch(t, who)
		body := func(over map[string]any) map[string]any {
			b := map[string]any{"categoryId": leaf, "name": "连衣裙属性", "rows": []map[string]any{
				{"name": "面料", "required": true, "kind": "single", "options": []string{"纯棉", "真丝"}},
				{"name": "货号", "required": false, "kind": "text"},
			}}
			for k, v := range over {
				b[k] = v
			}
			return b
		}
		r := e.write(t, who, "/api/admin/goodsAttribute/add", body(nil))
		expect(t, r, 200, "")
		id := num(r, "id")
		for _, c := range []struct {
			path   string
			body   map[string]any
			status int
			msg    string
		}{
			{"add", body(map[string]any{"categoryId": 9876543210}), 400, "goods category 9876543210 does not exist"},
			{"add", body(map[string]any{"name": " "}), 400, "name is required"},
			{"add", body(map[string]any{"rows": []map[string]any{{"name": "a", "required": true, "kind": "text"}, {"name": "a", "required": true, "kind": "text"}}}), 400, "attribute a appears twice"},
			{"add", body(map[string]any{"rows": []map[string]any{{"name": "季节", "required": true, "kind": "multi"}}}), 400, "the choice attribute 季节 needs at least one option"},
			{"add", body(map[string]any{"rows": []map[string]any{{"name": "货号", "required": true, "kind": "text", "options": []string{"x"}}}}), 400, "the text attribute 货号 has no options"},
			{"add", body(map[string]any{"rows": []map[string]any{{"name": "面料", "required": true, "kind": "single", "options": []string{"棉", "棉"}}}}), 400, `attribute 面料 has a blank or repeated option "棉"`},
			{"edit", body(nil), 400, "id is required"},
			{"edit", body(map[string]any{"id": 9876543210}), 404, "attribute template 9876543210 does not exist"},
			{"destroy", map[string]any{"id": 9876543210}, 404, "attribute template 9876543210 does not exist"},
		} {
			expect(t, e.write(t, who, "/api/admin/goodsAttribute/"+c.path, c.body), c.status, c.msg)
		}
		expect(t, e.write(t, who, "/api/admin/goodsAttribute/edit", body(map[string]any{"id": id, "name": "女装属性"})), 200, "")
		d := e.Do(t, "GET", q("/api/admin/goodsAttribute/detail", "id", id), nil, token(who.token))
		if d.Str("name") != "女装属性" || len(d.Field("rows").([]any)) != 2 {
			t.Fatalf("detail: %s", d.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/goodsAttribute/detail", "id", 9876543210), nil, token(who.token)), 404, "attribute template 9876543210 does not exist")
		idx := e.Do(t, "GET", q("/api/admin/goodsAttribute/index", "categoryId", leaf), nil, token(who.token))
		if num(idx, "total") != 1 {
			t.Fatalf("index of the category: %s", idx.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/goodsAttribute/destroy", map[string]any{"id": id}), 200, "")
	})
}
