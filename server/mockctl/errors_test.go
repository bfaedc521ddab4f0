package mockctl

import (
	"encoding/json"
	"strings"
	"testing"

	"shopconsole/server/apperr"
	"shopconsole/server/contract"
	"shopconsole/server/i18n"
)

// TestErrorBodyNamesTheOperation: every operation's simulated 400, 404 and 409 (as the
// contract declares them, with and without dynamic=true) names the operation in both
// languages and a field of its own request, and never reads as a success.
func TestErrorBodyNamesTheOperation(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, op := range c.Operations() {
		inputs, ids := map[string]bool{}, false
		for _, f := range fieldsOf(op) {
			inputs[f.name] = true
			ids = ids || idLike(f.name)
		}
		zh, _ := op.Spec().Extensions["x-summary-zh"].(string)
		for _, status := range []int{400, 404, 409} {
			if op.Spec().Responses.Status(status) == nil {
				continue
			}
			for _, p := range []Prefs{{Code: status}, {Code: status, Dynamic: true}} {
				for lang, summary := range map[i18n.Lang]string{i18n.EN: op.Spec().Summary, i18n.ZH: zh} {
					a, err := chosen(op, p, lang, nil)
					if err != nil || a == nil {
						t.Fatalf("%s %+v: %v", op.ID, p, err)
					}
					body := a.body.(map[string]any)
					msg, _ := body["msg"].(string)
					if a.status != status || body["code"] != status || !strings.HasPrefix(msg, summary) || strings.Contains(msg, "success") {
						t.Errorf("%s %+v %s: %d %v", op.ID, p, lang, a.status, body)
					}
					field := ""
					if data, ok := body["data"].(map[string]any); ok {
						field, _ = data["field"].(string)
					}
					// A 400 names a field whenever there is one, a 404 whenever one names a record.
					named := len(inputs) > 0
					if status == 404 {
						named = ids
					}
					if (named && field == "") || (field != "" && !inputs[field]) {
						t.Errorf("%s %d: field %q, the request has %v", op.ID, status, field, inputs)
					}
					checked++
				}
			}
		}
	}
	if checked < 600 {
		t.Fatalf("only %d answers checked", checked)
	}
}

func TestErrorBodyFields(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	sent := func(v map[string]any) Sent {
		return func(_, name string) (any, bool) { got, ok := v[name]; return got, ok }
	}
	cases := []struct {
		method, path string
		status       int
		values       map[string]any
		want         string
		field        string
	}{
		{"GET", "/admin/goods/detail", 404, map[string]any{"id": "7"}, "One goods: no record has id 7", "id"},
		{"POST", "/admin/user/adjust", 409, map[string]any{"userId": json.Number("10001")}, "Adjust a balance, points, growth or earnings: userId 10001 conflicts with the existing data", "userId"},
		{"POST", "/admin/userLevel/add", 409, map[string]any{"name": "Gold"}, "Add a user level: name Gold conflicts with the existing data", "name"},
		{"POST", "/admin/goodsCategory/add", 404, map[string]any{"parentId": 3.0}, "Add a goods category: no record has parentId 3", "parentId"},
		{"POST", "/admin/goods/destroy", 404, map[string]any{"ids": []any{json.Number("5"), json.Number("6")}}, "Delete goods for good: no record has ids 5", "ids"},
		{"POST", "/shop/login", 400, nil, "Sign in with username and password: encrypted is not valid", "encrypted"},
		{"GET", "/admin/stats/home", 400, nil, "The home dashboard: the request is not valid", ""},
	}
	for _, tc := range cases {
		op, ok := c.Find(tc.method, contract.BasePath+tc.path)
		if !ok {
			t.Fatalf("no %s %s", tc.method, tc.path)
		}
		body := ErrorBody(op, tc.status, i18n.EN, sent(tc.values))
		field := ""
		if data, ok := body["data"].(map[string]any); ok {
			field, _ = data["field"].(string)
		}
		if body["msg"] != tc.want || field != tc.field || body["code"] != tc.status {
			t.Errorf("%s %d: %v, want %q field %q", tc.path, tc.status, body, tc.want, tc.field)
		}
	}
}

// TestPreferCodeThroughDefault: default covers every error status the operation does not
// name; other statuses are refused, naming what is allowed.
func TestPreferCodeThroughDefault(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	op, _ := c.Find("GET", "/api/shop/notice/getList")
	for code, want := range map[int]string{
		500: "Notices for the top bar: simulated 500 answer",
		502: "Notices for the top bar: simulated 502 answer",
		418: "Notices for the top bar: simulated 418 answer",
		404: "Notices for the top bar: a record it needs does not exist",
	} {
		a, err := chosen(op, Prefs{Code: code, Dynamic: code == 502}, i18n.EN, nil)
		if err != nil || a.status != code || a.body.(map[string]any)["msg"] != want {
			t.Errorf("code=%d: %v %+v", code, err, a)
		}
	}
	for code, want := range map[int]string{
		201: "Prefer code=201: GET /api/shop/notice/getList does not declare it; declared: 200, 401, 402, 503, and any 4xx or 5xx through default",
		302: "Prefer code=302: GET /api/shop/notice/getList does not declare it; declared: 200, 401, 402, 503, and any 4xx or 5xx through default",
	} {
		_, err := chosen(op, Prefs{Code: code}, i18n.EN, nil)
		e, ok := apperr.As(err)
		if !ok || e.Field != "Prefer" || i18n.T(i18n.EN, e.Key, e.Args...) != want {
			t.Errorf("code=%d: %v", code, err)
		}
	}
}
