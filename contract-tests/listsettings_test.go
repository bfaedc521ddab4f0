package contracttests

import (
	"fmt"
	"strings"
	"testing"
)

type listView struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Query     string `json:"query"`
	IsDefault bool   `json:"isDefault"`
	CreatedAt string `json:"createdAt"`
}

type listSettings struct {
	List          string     `json:"list"`
	HiddenColumns []string   `json:"hiddenColumns"`
	Views         []listView `json:"views"`
}

func (s listSettings) names() string {
	var out []string
	for _, v := range s.Views {
		name := v.Name
		if v.IsDefault {
			name += "*"
		}
		out = append(out, name)
	}
	return strings.Join(out, ",")
}

func (s listSettings) view(name string) listView {
	for _, v := range s.Views {
		if v.Name == name {
			return v
		}
	}
	return listView{}
}

const usersList = "shopUsers.users"

func (e *Env) listSettings(t *testing.T, who admin, list string) listSettings {
	t.Helper()
	r := e.Do(t, "GET", q("/api/listSettings/detail", "list", list), nil, token(who.token))
	expect(t, r, 200, "")
	return decode[listSettings](t, r.Data)
}

func (e *Env) saveView(t *testing.T, who admin, body map[string]any, status int, msg string) listSettings {
	t.Helper()
	if _, ok := body["list"]; !ok {
		body["list"] = usersList
	}
	if _, ok := body["isDefault"]; !ok {
		body["isDefault"] = false
	}
	r := e.write(t, who, "/api/listSettings/saveView", body)
	expect(t, r, status, msg)
	return decode[listSettings](t, r.Data)
}

func TestListSettings(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		// Any signed-in staff member keeps settings: no permission is needed.
		me := e.signedIn(t, "list.clerk")
		if s := e.listSettings(t, me, usersList); s.List != usersList || len(s.HiddenColumns) != 0 || len(s.Views) != 0 {
			t.Fatalf("fresh settings: %+v", s)
		}

		// Hidden columns: repeats dropped, read back as saved, replaced whole.
		r := e.write(t, me, "/api/listSettings/saveColumns", map[string]any{"list": usersList, "hiddenColumns": []string{"mobile", "points", "mobile"}})
		expect(t, r, 200, "")
		if s := decode[listSettings](t, r.Data); strings.Join(s.HiddenColumns, ",") != "mobile,points" {
			t.Fatalf("saved columns: %s", r.Raw)
		}
		if s := e.listSettings(t, me, usersList); strings.Join(s.HiddenColumns, ",") != "mobile,points" {
			t.Fatalf("read back: %+v", s)
		}
		expect(t, e.write(t, me, "/api/listSettings/saveColumns", map[string]any{"list": usersList, "hiddenColumns": []string{"growth"}}), 200, "")
		// Another list of the same staff member is apart.
		if s := e.listSettings(t, me, "shopUsers.ledger"); len(s.HiddenColumns) != 0 {
			t.Fatalf("another list: %+v", s)
		}

		// Views: created oldest first, one default, renamed, refused names.
		e.saveView(t, me, map[string]any{"name": " Gold ", "query": "levelId=3&sort=-balance"}, 200, "")
		s := e.saveView(t, me, map[string]any{"name": "Disabled", "query": "disabled=true", "isDefault": true}, 200, "")
		if s.names() != "Gold,Disabled*" || s.view("Gold").Query != "levelId=3&sort=-balance" || s.view("Gold").CreatedAt == "" {
			t.Fatalf("views: %+v", s.Views)
		}
		gold := s.view("Gold")
		s = e.saveView(t, me, map[string]any{"id": gold.ID, "name": "Gold", "query": gold.Query, "isDefault": true}, 200, "")
		if s.names() != "Gold*,Disabled" {
			t.Fatalf("one default: %s", s.names())
		}
		s = e.saveView(t, me, map[string]any{"id": gold.ID, "name": "Gold members", "query": "levelId=3", "isDefault": true}, 200, "")
		if s.names() != "Gold members*,Disabled" || s.view("Gold members").ID != gold.ID || s.view("Gold members").Query != "levelId=3" {
			t.Fatalf("renamed: %+v", s.Views)
		}
		r = e.write(t, me, "/api/listSettings/saveView", map[string]any{"list": usersList, "name": "disabled", "query": "", "isDefault": false})
		expect(t, r, 409, "a view named disabled already exists")
		if r.Str("field") != "name" {
			t.Fatalf("data.field: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", "/api/listSettings/saveView", map[string]any{"list": usersList, "name": "gold MEMBERS", "query": "", "isDefault": false},
			token(me.token), lang("zh")), 409, "视图名称 gold MEMBERS 已存在")
		e.saveView(t, me, map[string]any{"id": 987, "name": "Nowhere", "query": ""}, 404, "view 987 does not exist")

		// At most 20 views per list.
		for i := len(s.Views); i < 20; i++ {
			e.saveView(t, me, map[string]any{"name": fmt.Sprint("View ", i), "query": fmt.Sprint("keyword=", i)}, 200, "")
		}
		e.saveView(t, me, map[string]any{"name": "The 21st", "query": ""}, 409, "a list keeps at most 20 views")
		if s := e.listSettings(t, me, usersList); len(s.Views) != 20 || s.names()[:len("Gold members*")] != "Gold members*" {
			t.Fatalf("after the refusal: %s", s.names())
		}

		// Delete one; the default stays; unknown ids are 404.
		disabled := e.listSettings(t, me, usersList).view("Disabled")
		r = e.write(t, me, "/api/listSettings/destroyView", map[string]any{"list": usersList, "id": disabled.ID})
		expect(t, r, 200, "")
		if s := decode[listSettings](t, r.Data); len(s.Views) != 19 || s.view("Disabled").ID != 0 || !s.view("Gold members").IsDefault {
			t.Fatalf("after delete: %s", s.names())
		}
		expect(t, e.write(t, me, "/api/listSettings/destroyView", map[string]any{"list": usersList, "id": disabled.ID}), 404, fmt.Sprintf("view %d does not exist", disabled.ID))
		// A view id of one list does not reach another list.
		expect(t, e.write(t, me, "/api/listSettings/destroyView", map[string]any{"list": "shopUsers.ledger", "id": gold.ID}), 404, "")

		// Another staff member sees none of it and cannot touch it.
		other := e.signedIn(t, "list.other")
		if s := e.listSettings(t, other, usersList); len(s.HiddenColumns) != 0 || len(s.Views) != 0 {
			t.Fatalf("another staff member sees %+v", s)
		}
		expect(t, e.write(t, other, "/api/listSettings/destroyView", map[string]any{"list": usersList, "id": gold.ID}), 404, "")
		e.saveView(t, other, map[string]any{"id": gold.ID, "name": "Mine", "query": ""}, 404, "")
		e.saveView(t, other, map[string]any{"name": "Gold members", "query": "", "isDefault": true}, 200, "")
		if s := e.listSettings(t, me, usersList); len(s.Views) != 19 || !s.view("Gold members").IsDefault || strings.Join(s.HiddenColumns, ",") != "growth" {
			t.Fatalf("the first staff member's settings changed: %s %v", s.names(), s.HiddenColumns)
		}

		// Signed out: 401.
		expect(t, e.Do(t, "GET", q("/api/listSettings/detail", "list", usersList), nil), 401, "")
	})
}

func TestListSettingsValidation(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		me := e.signedIn(t, "list.checker")
		for _, c := range []struct {
			path  string
			body  map[string]any
			field string
		}{
			{"/api/listSettings/saveView", map[string]any{"list": usersList, "name": "", "query": "", "isDefault": false}, "name"},
			{"/api/listSettings/saveView", map[string]any{"list": usersList, "name": "   ", "query": "", "isDefault": false}, "name"},
			{"/api/listSettings/saveView", map[string]any{"list": usersList, "name": strings.Repeat("名", 33), "query": "", "isDefault": false}, "name"},
			{"/api/listSettings/saveView", map[string]any{"list": usersList, "name": "x", "query": strings.Repeat("a", 2001), "isDefault": false}, "query"},
			{"/api/listSettings/saveView", map[string]any{"list": usersList, "name": "x", "query": "?levelId=3", "isDefault": false}, "query"},
			{"/api/listSettings/saveView", map[string]any{"list": "Users", "name": "x", "query": "", "isDefault": false}, "list"},
			{"/api/listSettings/saveView", map[string]any{"list": usersList, "name": "x", "query": ""}, "isDefault"},
			{"/api/listSettings/saveView", map[string]any{"list": usersList, "id": 0, "name": "x", "query": "", "isDefault": false}, "id"},
			{"/api/listSettings/saveColumns", map[string]any{"list": usersList, "hiddenColumns": many(101)}, "hiddenColumns"},
			{"/api/listSettings/saveColumns", map[string]any{"list": usersList, "hiddenColumns": []string{"bad column"}}, "hiddenColumns"},
			{"/api/listSettings/saveColumns", map[string]any{"list": strings.Repeat("a", 65), "hiddenColumns": []string{}}, "list"},
			{"/api/listSettings/destroyView", map[string]any{"list": usersList}, "id"},
		} {
			r := e.write(t, me, c.path, c.body)
			if r.Status != 400 || !strings.HasPrefix(r.Str("field"), c.field) || !strings.Contains(r.Msg, c.field) {
				t.Errorf("%s %v: got %d %q field %q, want 400 naming %s", c.path, c.body, r.Status, r.Msg, r.Str("field"), c.field)
			}
		}
		for _, list := range []string{"", "9lists", "users?x", strings.Repeat("a", 65)} {
			r := e.Do(t, "GET", q("/api/listSettings/detail", "list", list), nil, token(me.token))
			if r.Status != 400 || r.Str("field") != "list" {
				t.Errorf("list %q: got %d %s", list, r.Status, r.Raw)
			}
		}
		if s := e.listSettings(t, me, usersList); len(s.Views) != 0 || len(s.HiddenColumns) != 0 {
			t.Fatalf("a refusal stored something: %+v", s)
		}
	})
}

func many(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprint("c", i)
	}
	return out
}
