package contracttests

import (
	"strings"
	"testing"
)

// goodsBody is a valid multi-spec goods in category leaf, published; over overrides fields
// (nil deletes one).
func goodsBody(leaf int64, over map[string]any) map[string]any {
	b := map[string]any{
		"name": "碎花连衣裙 " + uniq(), "categoryId": leaf, "status": "on", "specType": "multi",
		"pictures": []map[string]any{{"url": "https://img.example.com/dress-1.jpg"}, {"url": "https://img.example.com/dress-2.jpg"}},
		"specs":    []map[string]any{{"name": "颜色", "values": []string{"红色", "蓝色"}}, {"name": "尺码", "values": []string{"S", "M"}}},
		"skus": []map[string]any{
			{"specs": []string{"红色", "S"}, "price": "99.90", "stock": 10, "barcode": "690" + uniq()},
			{"specs": []string{"红色", "M"}, "price": "109", "stock": 5},
			{"specs": []string{"蓝色", "S"}, "price": "99.9", "stock": 0},
		},
		"stockWarning": 3, "freight": map[string]any{"type": "flat", "fee": "8"},
		"description": `<p onclick="steal()">纯棉<script>alert(1)</script><b>透气</b></p>`,
	}
	return overridden(b, over)
}

func skuIDs(r Res) map[string]int64 {
	out := map[string]int64{}
	for _, row := range r.Field("skus").([]any) {
		m := row.(map[string]any)
		key := ""
		for _, v := range m["specs"].([]any) {
			key += v.(string) + "/"
		}
		out[key] = int64(m["id"].(float64))
	}
	return out
}

func TestGoodsWrites(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "goodsadmin", "Admin")
		_, mid, leaf := e.categoryBranch(t, who)
		add := func(over map[string]any) Res { return e.write(t, who, "/api/admin/goods/add", goodsBody(leaf, over)) }

		r := add(nil)
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Str("price") != "99.90" || num(r, "stock") != 15 || r.Str("status") != "on" || r.Str("freight.fee") != "8.00" ||
			r.Str("description") != `<p>纯棉<b>透气</b></p>` || len(r.Field("skus").([]any)) != 3 {
			t.Fatalf("added goods: %s", r.Raw)
		}
		if p := r.Str("categoryPath"); p == "" {
			t.Fatalf("category path: %s", r.Raw)
		}
		before := skuIDs(r)

		// Refusals of add, each with its status and sentence.
		for _, c := range []struct {
			over   map[string]any
			status int
			msg    string
		}{
			{map[string]any{"name": "  "}, 400, "name is required"},
			{map[string]any{"categoryId": mid}, 400, "goods sit in a level-3 category; 手机 "},
			{map[string]any{"categoryId": 9876543210}, 400, "goods category 9876543210 does not exist"},
			{map[string]any{"pictures": []map[string]any{{"url": "not a url"}}}, 400, "pictures[0].url must be an http(s) URL"},
			{map[string]any{"specs": []map[string]any{{"name": "颜色", "values": []string{"红色", "红色"}}}}, 400, `spec 颜色 has a blank or repeated value "红色"`},
			{map[string]any{"specs": []map[string]any{{"name": "颜色", "values": []string{"红"}}, {"name": "颜色", "values": []string{"大"}}}}, 400, "spec 颜色 appears twice"},
			{map[string]any{"skus": []map[string]any{{"specs": []string{"红色", "S"}, "price": "1", "stock": 1}, {"specs": []string{"红色", "S"}, "price": "2", "stock": 1}}}, 400, "the combination 红色/S appears twice"},
			{map[string]any{"skus": []map[string]any{{"specs": []string{"绿色", "S"}, "price": "1", "stock": 1}}}, 400, "skus[0]: 绿色 is not a value of spec 颜色"},
			{map[string]any{"skus": []map[string]any{{"specs": []string{"红色"}, "price": "1", "stock": 1}}}, 400, "skus[0] needs 2 spec values"},
			{map[string]any{"skus": []map[string]any{{"specs": []string{"红色", "S"}, "price": "0", "stock": 1}}}, 400, "skus[0].price must be greater than 0"},
			{map[string]any{"specType": "single", "specs": nil, "skus": []map[string]any{{"price": "1", "stock": 1}, {"price": "2", "stock": 1}}}, 400, "a single-spec goods has exactly one SKU"},
			{map[string]any{"specType": "single"}, 400, "a single-spec goods has no specs"},
			{map[string]any{"freight": map[string]any{"type": "template"}}, 400, "freight.templateId is required for a freight template"},
			{map[string]any{"freight": map[string]any{"type": "flat"}}, 400, "freight.fee is required"},
			{map[string]any{"pictures": []map[string]any{}}, 409, "has no picture and cannot go on shelf"},
			{map[string]any{"categoryId": 0}, 409, "has no level-3 category and cannot go on shelf"},
			{map[string]any{"skus": []map[string]any{{"specs": []string{"红色", "S"}, "stock": 1}}}, 409, "has a SKU without a price and cannot go on shelf"},
		} {
			got := add(c.over)
			if got.Status != c.status || !contains(got.Msg, c.msg) {
				t.Errorf("%v: got %d %q, want %d %q", c.over, got.Status, got.Msg, c.status, c.msg)
			}
		}
		// A draft needs neither picture, category nor price.
		draft := add(map[string]any{"status": "off", "pictures": nil, "categoryId": nil, "specType": "single", "specs": nil,
			"skus": []map[string]any{{"stock": 0}}})
		expect(t, draft, 200, "")
		draftID := num(draft, "id")

		// Edit: SKU ids stay; a combination that disappears is retired and comes back with its id.
		edit := func(over map[string]any) Res {
			over["id"] = id
			return e.write(t, who, "/api/admin/goods/edit", goodsBody(leaf, over))
		}
		expect(t, edit(map[string]any{"name": "无编号", "id": nil}), 200, "") // id set again by edit()
		two := edit(map[string]any{"skus": []map[string]any{
			{"specs": []string{"蓝色", "S"}, "price": "88", "stock": 2},
			{"specs": []string{"蓝色", "M"}, "price": "88", "stock": 4},
		}})
		expect(t, two, 200, "")
		after := skuIDs(two)
		if after["蓝色/S/"] != before["蓝色/S/"] || after["蓝色/M/"] == 0 || len(after) != 2 || num(two, "stock") != 6 || two.Str("price") != "88.00" {
			t.Fatalf("skus after edit: before %v after %v\n%s", before, after, two.Raw)
		}
		back := edit(map[string]any{})
		if ids := skuIDs(back); ids["红色/S/"] != before["红色/S/"] || ids["红色/M/"] != before["红色/M/"] {
			t.Fatalf("a returning combination got a new id: before %v now %v", before, ids)
		}
		expect(t, e.write(t, who, "/api/admin/goods/edit", goodsBody(leaf, map[string]any{"name": "x"})), 400, "id is required")
		expect(t, e.write(t, who, "/api/admin/goods/edit", goodsBody(leaf, map[string]any{"id": 9876543210})), 404, "goods 9876543210 does not exist")
		bad := edit(map[string]any{"skus": []map[string]any{{"id": 9876543210, "specs": []string{"红色", "S"}, "price": "1", "stock": 1}}})
		expect(t, bad, 400, "SKU 9876543210 is not of this goods")

		// A category holding goods cannot go or leave level 3.
		expect(t, e.write(t, who, "/api/admin/goodsCategory/destroy", map[string]any{"id": leaf}), 409,
			"1 goods are in this category; it cannot be deleted")

		// Status: batch on / off, recycle, restore, destroy only from the bin.
		status := func(st string, ids ...int64) Res {
			return e.write(t, who, "/api/admin/goods/updateStatus", map[string]any{"ids": ids, "status": st})
		}
		expect(t, status("on", id, draftID), 409, "") // the draft has no picture
		if d := e.Do(t, "GET", q("/api/admin/goods/detail", "id", id), nil, token(who.token)); d.Str("status") != "on" {
			t.Fatalf("a refused batch changed a goods: %s", d.Raw)
		}
		expect(t, status("off", id, draftID), 200, "")
		expect(t, status("on", 9876543210), 404, "goods 9876543210 does not exist")
		expect(t, e.write(t, who, "/api/admin/goods/destroy", map[string]any{"ids": []int64{id}}), 409, "")
		expect(t, e.write(t, who, "/api/admin/goods/restore", map[string]any{"ids": []int64{id}}), 409, "")
		expect(t, e.write(t, who, "/api/admin/goods/recycle", map[string]any{"ids": []int64{id, draftID}}), 200, "")
		expect(t, status("on", id), 409, "")
		if r := status("on", id); !contains(r.Msg, "is in the recycle bin; restore it first") {
			t.Fatalf("msg: %s", r.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/goods/restore", map[string]any{"ids": []int64{id}}), 200, "")
		if d := e.Do(t, "GET", q("/api/admin/goods/detail", "id", id), nil, token(who.token)); d.Str("status") != "off" {
			t.Fatalf("restored: %s", d.Raw)
		}
		expect(t, e.write(t, who, "/api/admin/goods/destroy", map[string]any{"ids": []int64{draftID}}), 200, "")
		expect(t, e.Do(t, "GET", q("/api/admin/goods/detail", "id", draftID), nil, token(who.token)), 404, "goods "+itoa(draftID)+" does not exist")

		// Sort number.
		expect(t, e.write(t, who, "/api/admin/goods/updateSort", map[string]any{"id": id, "sort": 5}), 200, "")
		expect(t, e.write(t, who, "/api/admin/goods/updateSort", map[string]any{"id": 9876543210, "sort": 5}), 404, "goods 9876543210 does not exist")
		if d := e.Do(t, "GET", q("/api/admin/goods/detail", "id", id), nil, token(who.token)); num(d, "sort") != 5 {
			t.Fatalf("sort: %s", d.Raw)
		}
	})
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
