package contracttests

import "testing"

func TestGoodsSpecLibrary(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "specadmin", "Admin")
		name := "面料 " + uniq()
		r := e.write(t, who, "/api/admin/goodsSpec/add", map[string]any{"name": name, "values": []string{"纯棉", " 真丝 "}, "sort": 3})
		expect(t, r, 200, "")
		id := num(r, "id")
		if vs := r.Field("values").([]any); len(vs) != 2 || vs[1] != "真丝" {
			t.Fatalf("values: %s", r.Raw)
		}
		for _, c := range []struct {
			path   string
			body   map[string]any
			status int
			msg    string
		}{
			{"add", map[string]any{"name": name, "values": []string{"x"}}, 409, "a spec named " + name + " already exists"},
			{"add", map[string]any{"name": " ", "values": []string{"x"}}, 400, "name is required"},
			{"add", map[string]any{"name": "重复" + uniq(), "values": []string{"a", "a"}}, 400, ""},
			{"edit", map[string]any{"name": "无编号", "values": []string{"x"}}, 400, "id is required"},
			{"edit", map[string]any{"id": 9876543210, "name": "无", "values": []string{"x"}}, 404, "spec 9876543210 does not exist"},
			{"destroy", map[string]any{"id": 9876543210}, 404, "spec 9876543210 does not exist"},
		} {
			expect(t, e.write(t, who, "/api/admin/goodsSpec/"+c.path, c.body), c.status, c.msg)
		}
		expect(t, e.write(t, who, "/api/admin/goodsSpec/edit", map[string]any{"id": id, "name": name, "values": []string{"亚麻"}}), 200, "")
		idx := e.Do(t, "GET", "/api/admin/goodsSpec/index", nil, token(who.token))
		expect(t, idx, 200, "")
		found := false
		for _, row := range idx.Field("list").([]any) {
			m := row.(map[string]any)
			if int64(m["id"].(float64)) == id {
				found = len(m["values"].([]any)) == 1
			}
		}
		if !found {
			t.Fatalf("edited spec not listed: %s", idx.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/goodsSpec/destroy", map[string]any{"id": id}), 200, "")
	})
}
