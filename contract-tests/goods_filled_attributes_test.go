package contracttests

import (
	"encoding/json"
	"testing"
)

// TestGoodsFilledAttributes: a goods fills its category's attribute template and keeps
// its own copy when the template changes.
func TestGoodsFilledAttributes(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "goodsattrs", "Admin")
		_, _, leaf := e.categoryBranch(t, who)
		rows := []map[string]any{
			{"name": "面料", "required": true, "kind": "single", "options": []string{"纯棉", "真丝"}},
			{"name": "季节", "required": false, "kind": "multi", "options": []string{"春", "夏", "秋"}},
			{"name": "货号", "required": true, "kind": "text"},
		}
		r := e.write(t, who, "/api/admin/goodsAttribute/add", map[string]any{"categoryId": leaf, "name": "连衣裙属性", "rows": rows})
		expect(t, r, 200, "")
		tmpl := num(r, "id")
		add := func(attrs []map[string]any) Res {
			return e.write(t, who, "/api/admin/goods/add", goodsBody(leaf, map[string]any{"attributes": attrs}))
		}
		for _, c := range []struct {
			attrs      []map[string]any
			field, msg string
		}{
			{[]map[string]any{}, "attributes[0].values", "attribute 面料 is required"},
			{[]map[string]any{{"name": "面料", "values": []string{"纯棉"}}}, "attributes[2].values", "attribute 货号 is required"},
			{[]map[string]any{{"name": "面料", "values": []string{"羊毛"}}}, "attributes[0].values", "羊毛 is not an option of attribute 面料"},
			{[]map[string]any{{"name": "面料", "values": []string{"纯棉", "真丝"}}}, "attributes[0].values", "attribute 面料 takes one value"},
			{[]map[string]any{{"name": "产地", "values": []string{"杭州"}}}, "attributes[0].name", "attribute 产地 is not in the category's attribute template"},
			{[]map[string]any{{"name": "季节", "values": []string{"春", "春"}}}, "attributes[1].values", `attribute 季节 has the value "春" twice`},
		} {
			r := add(c.attrs)
			expect(t, r, 400, c.msg)
			if r.Str("field") != c.field {
				t.Errorf("field of %q: %s", c.msg, r.Raw)
			}
		}
		r = add([]map[string]any{
			{"name": "货号", "values": []string{" A-1024 "}},
			{"name": "季节", "values": []string{"夏", "春"}},
			{"name": "面料", "values": []string{"真丝"}},
		})
		expect(t, r, 200, "")
		id := num(r, "id")
		want := `[{"kind":"single","name":"面料","values":["真丝"]},{"kind":"multi","name":"季节","values":["夏","春"]},{"kind":"text","name":"货号","values":["A-1024"]}]`
		if got := jsonOf(t, r.Field("attributes")); got != want {
			t.Fatalf("filled attributes: %s", got)
		}
		// The template changes: the goods keeps what was filled.
		expect(t, e.write(t, who, "/api/admin/goodsAttribute/edit", map[string]any{"id": tmpl, "categoryId": leaf, "name": "新属性",
			"rows": []map[string]any{{"name": "产地", "required": true, "kind": "text"}}}), 200, "")
		d := e.Do(t, "GET", q("/api/admin/goods/detail", "id", id), nil, token(who.token))
		if got := jsonOf(t, d.Field("attributes")); got != want {
			t.Fatalf("attributes after the template changed: %s", got)
		}
	})
}

// jsonOf is v as compact JSON (keys sorted).
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
