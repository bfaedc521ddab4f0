package contracttests

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
)

const mockOnly = "demo data is only served by the mock backend"

// demoOps are every operation of the demo layer with a valid request.
var demoOps = []struct {
	method, path string
	body         any
}{
	{"GET", "/api/table/getList", nil},
	{"POST", "/api/table/doEdit", map[string]any{"title": "t", "status": "draft", "author": "a", "rate": 3, "switch": true, "percent": 90, "percentage": 10}},
	{"POST", "/api/table/doDelete", map[string]any{"ids": []int{1}}},
	{"GET", "/api/goods/getList", nil},
	{"GET", "/api/remixIcon/getList", nil},
	{"GET", "/api/workflow/getList", nil},
	{"POST", "/api/workflow/doEdit", map[string]any{"nodes": []any{}, "edges": []any{}}},
	{"GET", "/api/description/getList", nil},
}

func TestDemoOnlyOnMock(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		tok, _ := e.login(t, "boss", "password-1")
		for _, op := range demoOps {
			opts := []opt{token(tok)}
			if e.Name == "postgres" {
				opts = append(opts, mustRefuse()) // no demo layer: every demo operation is unknown
			}
			r := e.Do(t, op.method, op.path, op.body, opts...)
			if e.Name == "postgres" {
				expect(t, r, 404, mockOnly)
				continue
			}
			if r.Status != 200 {
				t.Errorf("%s %s on mock: %d %s", op.method, op.path, r.Status, r.Msg)
			}
		}
	})
}

func rowsOf(r Res) []map[string]any {
	var out []map[string]any
	list, _ := r.Field("list").([]any)
	for _, it := range list {
		out = append(out, it.(map[string]any))
	}
	return out
}

func TestDemoTable(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	e.staff(t, "writer", "password-1", "Editor")
	e.staff(t, "reader", "password-1", "Test")
	tok, _ := e.login(t, "writer", "password-1")
	readTok, _ := e.login(t, "reader", "password-1")

	first := e.Do(t, "GET", "/api/table/getList", nil, token(readTok))
	expect(t, first, 200, "success")
	rows := rowsOf(first)
	if first.Field("total") != 50.0 || len(rows) != 20 {
		t.Fatalf("total %v, page of %d; want 50 rows, 20 a page", first.Field("total"), len(rows))
	}
	for _, f := range []string{"uuid", "id", "title", "description", "status", "author", "datetime", "pageViews", "img", "switch", "percent", "rate", "percentage"} {
		if _, ok := rows[0][f]; !ok {
			t.Errorf("row lacks %s: %v", f, rows[0])
		}
	}
	if rows[0]["id"] != 50.0 || !strings.HasPrefix(rows[0]["img"].(string), "data:image/svg+xml,") {
		t.Errorf("newest first with an inline picture: %v %.40v", rows[0]["id"], rows[0]["img"])
	}
	if last := rowsOf(e.Do(t, "GET", "/api/table/getList?pageNo=3&pageSize=20", nil, token(tok))); len(last) != 10 {
		t.Errorf("page 3: %d rows, want 10", len(last))
	}

	// Filter by title, case-insensitively.
	word := strings.ToUpper(strings.Fields(rows[3]["title"].(string))[0])
	hits := e.Do(t, "GET", "/api/table/getList?pageSize=100&title="+word, nil, token(tok))
	if hits.Field("total").(float64) < 1 {
		t.Fatalf("no hits for %q", word)
	}
	for _, h := range rowsOf(hits) {
		if !strings.Contains(strings.ToUpper(h["title"].(string)), word) {
			t.Errorf("%q does not contain %q", h["title"], word)
		}
	}

	// Edit a row: the answer says simulated, the change is real.
	id := rows[2]["id"]
	edit := map[string]any{"id": id, "title": "Edited title", "status": "deleted", "author": "Han Meimei", "rate": 5, "switch": false, "percent": 81, "percentage": 33, "pageViews": 7}
	r := e.Do(t, "POST", "/api/table/doEdit", edit, token(tok))
	expect(t, r, 200, "simulated save success")
	if r.Str("uuid") != rows[2]["uuid"] || r.Str("img") != rows[2]["img"] || r.Field("rate") != 5.0 {
		t.Errorf("edit kept uuid and picture, changed rate: %s", r.Raw)
	}
	again := rowsOf(e.Do(t, "GET", "/api/table/getList?title=edited%20TITLE", nil, token(tok)))
	if len(again) != 1 || again[0]["id"] != id || again[0]["status"] != "deleted" || again[0]["pageViews"] != 7.0 {
		t.Errorf("edit not persisted: %v", again)
	}

	// Add a row (zh answer), then delete it.
	add := map[string]any{"title": "Brand new", "status": "draft", "author": "Li Lei", "rate": 1, "switch": true, "percent": 90, "percentage": 0}
	created := e.Do(t, "POST", "/api/table/doEdit", add, token(tok), lang("zh"))
	expect(t, created, 200, "模拟保存成功")
	if created.Field("id") != 51.0 || e.Do(t, "GET", "/api/table/getList", nil, token(tok)).Field("total") != 51.0 {
		t.Errorf("created row: %s", created.Raw)
	}
	expect(t, e.Do(t, "POST", "/api/table/doDelete", map[string]any{"ids": []any{created.Field("id"), id}}, token(tok)), 200, "simulated delete success")
	if total := e.Do(t, "GET", "/api/table/getList", nil, token(tok)).Field("total"); total != 49.0 {
		t.Errorf("after deleting two: total %v", total)
	}

	// An unknown id deletes nothing and names the id.
	expect(t, e.Do(t, "POST", "/api/table/doDelete", map[string]any{"ids": []any{1, 9999}}, token(tok)), 404, "no table row has the id 9999")
	if total := e.Do(t, "GET", "/api/table/getList", nil, token(tok)).Field("total"); total != 49.0 {
		t.Errorf("a failed delete removed rows: total %v", total)
	}
	edit["id"] = 9999
	expect(t, e.Do(t, "POST", "/api/table/doEdit", edit, token(tok)), 404, "no table row has the id 9999")

	// Bad input names the field; a reader cannot write.
	bad := e.Do(t, "POST", "/api/table/doEdit", map[string]any{"title": "x", "status": "draft", "author": "a", "rate": 6, "switch": true, "percent": 90, "percentage": 0}, token(tok))
	expect(t, bad, 400, "")
	if bad.Str("field") != "rate" {
		t.Errorf("400 names %q, want rate", bad.Str("field"))
	}
	blank := e.Do(t, "POST", "/api/table/doEdit", map[string]any{"title": "  ", "status": "draft", "author": "a", "rate": 2, "switch": true, "percent": 90, "percentage": 0}, token(tok))
	expect(t, blank, 400, "title is required")
	expect(t, e.Do(t, "POST", "/api/table/doEdit", add, token(readTok)), 403, "permission denied: write:system is required")
	expect(t, e.Do(t, "POST", "/api/table/doDelete", map[string]any{"ids": []int{1}}, token(readTok)), 403, "")
	expect(t, e.Do(t, "POST", "/api/table/doDelete", map[string]any{"ids": []int{}}, token(tok)), 400, "")

	// Every successful write is in the system log under the writer's name.
	log, err := e.Store.SystemLog(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	var writes []string
	for _, l := range log {
		if l.Account == "writer" && strings.Contains(l.Operation, "Demo") {
			writes = append(writes, l.Operation)
		}
	}
	if strings.Join(writes, ",") != "EditDemoTableRow,EditDemoTableRow,DeleteDemoTableRows" {
		t.Errorf("system log of the demo writes: %v", writes)
	}
}

func TestDemoGoodsAndDescription(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	e.staff(t, "reader", "password-1", "Test")
	tok, _ := e.login(t, "reader", "password-1")
	r := e.Do(t, "GET", "/api/goods/getList?pageSize=100", nil, token(tok))
	expect(t, r, 200, "")
	goods := rowsOf(r)
	if len(goods) != 24 || r.Field("total") != 24.0 {
		t.Fatalf("goods: %d of %v", len(goods), r.Field("total"))
	}
	g := goods[5]
	if !strings.HasPrefix(g["image"].(string), "data:image/svg+xml,") || g["icon"] == "" || g["company"] == "" {
		t.Errorf("goods card: %v", g)
	}
	word := strings.ToLower(strings.Fields(g["title"].(string))[0])
	for _, h := range rowsOf(e.Do(t, "GET", "/api/goods/getList?title="+word, nil, token(tok))) {
		if !strings.Contains(strings.ToLower(h["title"].(string)), word) {
			t.Errorf("%q does not contain %q", h["title"], word)
		}
	}
	if p := rowsOf(e.Do(t, "GET", "/api/goods/getList?pageNo=2&pageSize=10", nil, token(tok))); len(p) != 10 || p[0]["id"] != 11.0 {
		t.Errorf("goods page 2: %d, first %v", len(p), p[0]["id"])
	}

	d := e.Do(t, "GET", "/api/description/getList", nil, token(tok))
	expect(t, d, 200, "")
	if list, _ := d.Field("list").([]any); d.Str("title") == "" || len(list) < 4 {
		t.Errorf("description: %s", d.Raw)
	}
}

func TestDemoIcons(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	e.staff(t, "reader", "password-1", "Test")
	tok, _ := e.login(t, "reader", "password-1")
	all := e.Do(t, "GET", "/api/remixIcon/getList", nil, token(tok))
	expect(t, all, 200, "")
	if n := len(rowsOf(all)); n != 72 || all.Field("total").(float64) < 3000 {
		t.Fatalf("default page: %d of %v, want 72 of the ~3200 Remix icons", n, all.Field("total"))
	}
	names := map[string]bool{}
	for page := 1; ; page++ {
		list := rowsOf(e.Do(t, "GET", fmt.Sprintf("/api/remixIcon/getList?pageSize=100&pageNo=%d", page), nil, token(tok)))
		if len(list) == 0 {
			break
		}
		for _, it := range list {
			names[it["name"].(string)] = true
		}
	}
	if float64(len(names)) != all.Field("total") {
		t.Errorf("paging through gives %d distinct names of %v", len(names), all.Field("total"))
	}
	for _, want := range []string{"home-4-line", "arrow-left-line", "shopping-cart-2-fill", "github-fill"} {
		if !names[want] {
			t.Errorf("missing icon %s", want)
		}
	}
	// The goods cards only use icons that exist.
	for _, g := range rowsOf(e.Do(t, "GET", "/api/goods/getList?pageSize=100", nil, token(tok))) {
		if !names[g["icon"].(string)] {
			t.Errorf("goods icon %v is not a Remix icon", g["icon"])
		}
	}
	hits := e.Do(t, "GET", "/api/remixIcon/getList?title=ARROW-LEFT&pageSize=100", nil, token(tok))
	for _, it := range rowsOf(hits) {
		if !strings.Contains(it["name"].(string), "arrow-left") {
			t.Errorf("search arrow-left found %v", it["name"])
		}
	}
	if n := hits.Field("total").(float64); n < 4 || n > 100 {
		t.Errorf("arrow-left hits: %v", n)
	}
	if fin := e.Do(t, "GET", "/api/remixIcon/getList?title=finance", nil, token(tok)); fin.Field("total").(float64) < 50 {
		t.Errorf("category search: %v", fin.Field("total"))
	}
	expect(t, e.Do(t, "GET", "/api/remixIcon/getList?pageSize=101", nil, token(tok)), 400, "")
}

func TestDemoWorkflow(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	e.staff(t, "writer", "password-1", "Editor")
	tok, _ := e.login(t, "writer", "password-1")
	g := e.Do(t, "GET", "/api/workflow/getList", nil, token(tok))
	expect(t, g, 200, "")
	nodes, _ := g.Field("nodes").([]any)
	edges, _ := g.Field("edges").([]any)
	if len(nodes) < 4 || len(edges) < 3 {
		t.Fatalf("sample graph: %s", g.Raw)
	}
	edge := edges[0].(map[string]any)
	if pts, _ := edge["pointsList"].([]any); len(pts) < 2 || edge["sourceNodeId"] == "" {
		t.Errorf("edge: %v", edge)
	}

	// Move a node, add one and connect it; the next read shows the saved graph.
	moved := nodes[0].(map[string]any)
	moved["x"] = 12.5
	nodes = append(nodes, map[string]any{"id": "audit", "type": "rect", "x": 500, "y": 420, "text": "Audit"})
	edges = append(edges, map[string]any{"sourceNodeId": moved["id"], "targetNodeId": "audit", "pointsList": []any{}})
	saved := e.Do(t, "POST", "/api/workflow/doEdit", map[string]any{"nodes": nodes, "edges": edges}, token(tok))
	expect(t, saved, 200, "simulated save success")
	back := e.Do(t, "GET", "/api/workflow/getList", nil, token(tok))
	bn, _ := back.Field("nodes").([]any)
	be, _ := back.Field("edges").([]any)
	if len(bn) != len(nodes) || bn[0].(map[string]any)["x"] != 12.5 || len(be) != len(edges) {
		t.Fatalf("saved graph not returned: %s", back.Raw)
	}
	if id, _ := be[len(be)-1].(map[string]any)["id"].(string); id == "" {
		t.Errorf("new edge got no id: %v", be[len(be)-1])
	}

	for name, tc := range map[string]struct {
		graph map[string]any
		field string
	}{
		"unknown target": {map[string]any{"nodes": []any{map[string]any{"id": "a", "type": "rect", "x": 0, "y": 0, "text": ""}}, "edges": []any{map[string]any{"sourceNodeId": "a", "targetNodeId": "b", "pointsList": []any{}}}}, "edges[0].targetNodeId"},
		"self loop":      {map[string]any{"nodes": []any{map[string]any{"id": "a", "type": "rect", "x": 0, "y": 0, "text": ""}}, "edges": []any{map[string]any{"sourceNodeId": "a", "targetNodeId": "a", "pointsList": []any{}}}}, "edges[0].targetNodeId"},
		"duplicate node": {map[string]any{"nodes": []any{map[string]any{"id": "a", "type": "rect", "x": 0, "y": 0, "text": ""}, map[string]any{"id": "a", "type": "circle", "x": 1, "y": 1, "text": ""}}, "edges": []any{}}, "nodes[1].id"},
		"bad shape":      {map[string]any{"nodes": []any{map[string]any{"id": "a", "type": "star", "x": 0, "y": 0, "text": ""}}, "edges": []any{}}, ""},
	} {
		r := e.Do(t, "POST", "/api/workflow/doEdit", tc.graph, token(tok))
		if r.Status != 400 || (tc.field != "" && r.Str("field") != tc.field) {
			t.Errorf("%s: %d %s field %q", name, r.Status, r.Msg, r.Str("field"))
		}
	}
	if after := e.Do(t, "GET", "/api/workflow/getList", nil, token(tok)); string(after.Raw) != string(back.Raw) {
		t.Error("a refused save changed the graph")
	}
}

// A Chinese console reads the sample table and goods in Chinese, an English one in English;
// a row an editor changed reads as they wrote it in both.
func TestDemoSampleTextFollowsTheLanguage(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	e.staff(t, "writer", "password-1", "Editor")
	tok, _ := e.login(t, "writer", "password-1")
	han := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
	}
	for _, c := range []struct {
		path, field string
	}{{"/api/table/getList", "title"}, {"/api/table/getList", "author"}, {"/api/goods/getList", "title"}, {"/api/goods/getList", "company"}} {
		zh := rowsOf(e.Do(t, "GET", c.path, nil, token(tok), lang("zh-CN")))
		en := rowsOf(e.Do(t, "GET", c.path, nil, token(tok), lang("en")))
		if len(zh) == 0 || len(zh) != len(en) {
			t.Fatalf("%s: %d rows in zh, %d in en", c.path, len(zh), len(en))
		}
		for i := range zh {
			if z, n := zh[i][c.field].(string), en[i][c.field].(string); !han(z) || han(n) {
				t.Errorf("%s %s: zh %q, en %q", c.path, c.field, z, n)
			}
		}
	}
	row := rowsOf(e.Do(t, "GET", "/api/table/getList", nil, token(tok), lang("zh-CN")))[0]
	edit := map[string]any{"title": "Edited title"}
	for _, k := range []string{"id", "description", "status", "author", "pageViews", "switch", "percent", "rate", "percentage"} {
		edit[k] = row[k]
	}
	expect(t, e.Do(t, "POST", "/api/table/doEdit", edit, token(tok), lang("zh-CN")), 200, "")
	for _, l := range []string{"zh-CN", "en"} {
		first := rowsOf(e.Do(t, "GET", "/api/table/getList", nil, token(tok), lang(l)))[0]
		if first["id"] != row["id"] || first["title"] != "Edited title" || first["author"] != row["author"] {
			t.Errorf("%s after the edit: %v", l, first)
		}
	}
}
