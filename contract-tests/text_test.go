package contracttests

import (
	"testing"
)

// TestTextRules: a string with NUL or another control character, bytes that are not
// UTF-8, or only invisible characters is refused with a 400 naming the field, on both
// backends alike, before anything reaches storage; multi-line fields keep their newlines.
func TestTextRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		level := func(name, privilege string) map[string]any {
			return map[string]any{"name": name, "growthValue": 900000 + len(name), "discount": "9.5", "privilege": privilege}
		}
		cases := []struct {
			name, method, path string
			body               any
			raw                string
			header             [2]string
			field, msg         string
		}{
			{name: "nul in a sign-in name", method: "POST", path: "/api/shop/login",
				body: map[string]string{"username": "ad\x00min", "password": "secret-1"}, field: "username",
				msg: "username must not contain control characters"},
			{name: "nul through the old sign-in path", method: "POST", path: "/api/login",
				body: map[string]string{"username": "admin", "password": "secret\x00-1"}, field: "password",
				msg: "password must not contain control characters"},
			{name: "nul in a keyword filter", method: "GET", path: "/api/admin/user/index?keyword=a%00b",
				field: "keyword", msg: "keyword must not contain control characters"},
			{name: "bytes that are not UTF-8 in a filter", method: "GET", path: "/api/admin/user/index?keyword=%FF%FE",
				field: "keyword", msg: "keyword is not valid UTF-8 text"},
			{name: "bell in a level name", method: "POST", path: "/api/admin/userLevel/add",
				body: level("Gold\a", ""), field: "name", msg: "name must not contain control characters"},
			{name: "newline in a one-line name", method: "POST", path: "/api/admin/userLevel/add",
				body: level("Gold\nLine", ""), field: "name", msg: "name must not contain control characters"},
			{name: "zero-width name", method: "POST", path: "/api/admin/userLevel/add",
				body: level("\u200b\u200b", ""), field: "name", msg: "name must contain visible characters"},
			{name: "escape in multi-line text", method: "POST", path: "/api/admin/userLevel/add",
				body: level("Jade", "ok\x1b[2J"), field: "privilege", msg: "privilege must not contain control characters"},
			{name: "raw bytes that are not UTF-8 in a body", method: "POST", path: "/api/admin/userLevel/add",
				raw: "{\"name\":\"G\xffold\",\"growthValue\":5,\"discount\":\"9.5\"}", field: "name",
				msg: "name is not valid UTF-8 text"},
			{name: "nul in a nested object", method: "POST", path: "/api/menuManagement/doEdit",
				body:  map[string]any{"path": "/x", "name": "X", "meta": map[string]any{"title": "t\x00"}},
				field: "meta.title", msg: "meta.title must not contain control characters"},
			{name: "nul in an array item", method: "POST", path: "/api/roleManagement/doEdit",
				body:  map[string]any{"role": "Packer", "btnRolesCheckedList": []string{"shop:user:read\x00"}},
				field: "btnRolesCheckedList.0", msg: "btnRolesCheckedList.0 must not contain control characters"},
			{name: "a header that is not UTF-8", method: "POST", path: "/api/admin/user/adjust",
				body:   map[string]any{"userId": 9876543210, "type": "money", "changeType": "increase", "amount": "1.00", "remark": "x"},
				header: [2]string{"Idempotency-Key", "key-\xff"}, field: "Idempotency-Key",
				msg: "Idempotency-Key is not valid UTF-8 text"},
		}
		for _, c := range cases {
			opts := []opt{token(tok)}
			if c.raw != "" {
				opts = append(opts, rawBody(c.raw))
			}
			if c.header[0] != "" {
				opts = append(opts, header(c.header[0], c.header[1]))
			}
			r := e.Do(t, c.method, c.path, c.body, opts...)
			if r.Status != 400 || r.Msg != c.msg || r.Str("field") != c.field {
				t.Errorf("%s: got %d %q field %q, want 400 %q field %q", c.name, r.Status, r.Msg, r.Str("field"), c.msg, c.field)
			}
		}

		// Nothing of the refused levels was stored; a multi-line privilege is kept as sent.
		r := e.Do(t, "POST", "/api/admin/userLevel/add", level("Jade", "line one\nline two\tend"), token(tok))
		expect(t, r, 200, "")
		if got := r.Str("privilege"); got != "line one\nline two\tend" {
			t.Errorf("multi-line privilege stored as %q", got)
		}
		for _, l := range list(e.Do(t, "GET", "/api/admin/userLevel/index", nil, token(tok))) {
			if l["growthValue"].(float64) > 900000 && l["name"] != "Jade" {
				t.Errorf("a refused level was stored: %v", l)
			}
		}

		// Choices are listed apart.
		r = e.Do(t, "GET", "/api/admin/user/index?sort=name", nil, token(tok))
		expect(t, r, 400, "sort must be one of: registeredAt, -registeredAt, balance, -balance, totalOrderAmount, -totalOrderAmount")

		// The zh sentence names the field too.
		r = e.Do(t, "GET", "/api/admin/user/index?keyword=%00", nil, token(tok), lang("zh-CN"))
		expect(t, r, 400, "keyword 不能包含控制字符")
	})
}
