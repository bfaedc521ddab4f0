package contracttests

import (
	"fmt"
	"testing"
)

func TestGuarantees(t *testing.T) {
	kinds := []struct{ path, noun, zh string }{
		{"goodsService", "after-sale service", "售后服务"},
		{"guarantee", "after-sale guarantee", "售后保障"},
	}
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "guarantor", "Admin")
		tok := token(who.token)
		ids := map[string]int64{}
		for _, k := range kinds {
			api := "/api/admin/" + k.path + "/"
			tag := uniq()
			r := e.write(t, who, api+"add", map[string]any{"title": " 正品保证 " + tag, "content": "假一赔十", "sort": 5})
			if r.Status != 200 || r.Str("title") != "正品保证 "+tag || num(r, "sort") != 5 {
				t.Fatalf("%s add: %s", k.path, r.Raw)
			}
			id := num(r, "id")
			ids[k.path] = id
			first := e.write(t, who, api+"add", map[string]any{"title": "极速退款 " + tag, "content": "审核通过后原路退回"})
			expect(t, first, 200, "")
			l := e.Do(t, "GET", q(api+"index", "keyword", tag), nil, tok)
			if num(l, "total") != 2 || list(l)[0]["id"] != float64(num(first, "id")) {
				t.Fatalf("%s index by sort: %s", k.path, l.Raw)
			}
			for _, c := range []struct {
				body       map[string]any
				field, msg string
			}{
				{map[string]any{"title": " ", "content": "x"}, "title", "title is required"},
				{map[string]any{"title": "x", "content": "\u3000"}, "content", "content is required"},
				{map[string]any{"title": "x"}, "", ""},
				{map[string]any{"title": "x", "content": "y", "sort": 10000}, "", ""},
			} {
				r := e.write(t, who, api+"add", c.body)
				if r.Status != 400 || (c.msg != "" && (r.Msg != c.msg || r.Str("field") != c.field)) {
					t.Errorf("%s add %v: %d %q %q", k.path, c.body, r.Status, r.Msg, r.Str("field"))
				}
			}
			e.Clock.Advance(60e9)
			r = e.write(t, who, api+"edit", map[string]any{"id": id, "title": "正品 " + tag, "content": "假一赔三", "sort": 0})
			if r.Status != 200 || r.Str("content") != "假一赔三" || num(r, "sort") != 0 || r.Str("createdAt") == r.Str("updatedAt") {
				t.Fatalf("%s edit: %s", k.path, r.Raw)
			}
			if d := e.Do(t, "GET", q(api+"detail", "id", id), nil, tok); d.Str("title") != "正品 "+tag {
				t.Fatalf("%s detail: %s", k.path, d.Raw)
			}
			expect(t, e.write(t, who, api+"edit", map[string]any{"title": "x", "content": "y"}), 400, "id is required")
			expect(t, e.write(t, who, api+"edit", map[string]any{"id": 9876543210, "title": "x", "content": "y"}), 404,
				fmt.Sprintf("%s 9876543210 does not exist", k.noun))
			expect(t, e.write(t, who, api+"edit", map[string]any{"id": id, "title": "", "content": "y"}), 400, "")
		}
		// An id of one kind is not found as the other.
		expect(t, e.Do(t, "GET", q("/api/admin/guarantee/detail", "id", ids["goodsService"]), nil, tok), 404,
			fmt.Sprintf("after-sale guarantee %d does not exist", ids["goodsService"]))
		expect(t, e.write(t, who, "/api/admin/goodsService/destroy", map[string]any{"id": ids["guarantee"]}), 404,
			fmt.Sprintf("after-sale service %d does not exist", ids["guarantee"]))
		for _, k := range kinds {
			api := "/api/admin/" + k.path + "/"
			id := ids[k.path]
			expect(t, e.write(t, who, api+"destroy", map[string]any{"id": id}), 200, "")
			expect(t, e.Do(t, "GET", q(api+"detail", "id", id), nil, tok, lang("zh")), 404, fmt.Sprintf("%s %d 不存在", k.zh, id))
			expect(t, e.write(t, who, api+"destroy", map[string]any{"id": id}), 404, fmt.Sprintf("%s %d does not exist", k.noun, id))
		}
	})
}
