package contracttests

import (
	"slices"
	"testing"
)

type departmentRow struct {
	ID         int64           `json:"id"`
	ParentID   int64           `json:"parentId"`
	ParentName string          `json:"parentName"`
	Name       string          `json:"name"`
	Order      int             `json:"order"`
	StaffCount int             `json:"staffCount"`
	Children   []departmentRow `json:"children"`
}

func findDepartment(list []departmentRow, name string) *departmentRow {
	for i := range list {
		if list[i].Name == name {
			return &list[i]
		}
		if d := findDepartment(list[i].Children, name); d != nil {
			return d
		}
	}
	return nil
}

func TestDepartments(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		edit := func(body map[string]any) Res {
			return e.write(t, boss, "/api/departmentManagement/doEdit", body)
		}
		hq := edit(map[string]any{"name": "测试总部", "order": 1}).id()
		ops := edit(map[string]any{"name": "运营中心", "parentId": hq, "order": 20}).id()
		svc := edit(map[string]any{"name": "客服中心", "parentId": hq, "order": 10}).id()
		team := edit(map[string]any{"name": "售后组", "parentId": svc}).id()

		tree := decode[page[departmentRow]](t, e.Do(t, "GET", "/api/departmentManagement/getList", nil, token(boss.token)).Data)
		root := findDepartment(tree.List, "测试总部")
		if root == nil || root.ParentID != 0 || len(root.Children) != 2 || root.Children[0].Name != "客服中心" || root.Children[1].Name != "运营中心" {
			t.Fatalf("tree: %+v", root)
		}
		if leaf := root.Children[0].Children; len(leaf) != 1 || leaf[0].ParentName != "客服中心" {
			t.Errorf("grandchild: %+v", leaf)
		}

		cases := []struct {
			body   map[string]any
			status int
			msg    string
			field  string
		}{
			{map[string]any{"id": svc, "name": "客服中心", "parentId": team}, 400, "a department cannot be moved under itself or one of its sub-departments", "parentId"},
			{map[string]any{"id": svc, "name": "客服中心", "parentId": svc}, 400, "a department cannot be moved under itself or one of its sub-departments", "parentId"},
			{map[string]any{"name": "新部门", "parentId": 9876543210}, 400, "parent department 9876543210 does not exist", "parentId"},
			{map[string]any{"name": "运营中心", "parentId": hq}, 409, "a department named 运营中心 already exists under this parent", "name"},
			{map[string]any{"id": team, "name": "运营中心", "parentId": hq}, 409, "a department named 运营中心 already exists under this parent", "name"},
			{map[string]any{"name": ""}, 400, "name must be at least 1 characters", "name"},
			{map[string]any{"id": 9876543210, "name": "x"}, 404, "department 9876543210 does not exist", ""},
		}
		for _, c := range cases {
			r := edit(c.body)
			expect(t, r, c.status, c.msg)
			if r.Str("field") != c.field {
				t.Errorf("%v: field %q, want %q", c.body, r.Str("field"), c.field)
			}
		}
		// Moving a branch elsewhere is fine, and the same name under another parent too.
		r := edit(map[string]any{"id": team, "name": "运营中心", "parentId": ops})
		expect(t, r, 200, "saved successfully")
		if d := decode[departmentRow](t, r.Data); d.ParentName != "运营中心" || d.ParentID != ops {
			t.Errorf("moved: %+v", d)
		}

		e.write(t, boss, "/api/userManagement/doEdit", map[string]any{"username": "member1", "password": "password-1", "departmentId": svc})
		del := func(ids ...int64) Res {
			return e.write(t, boss, "/api/departmentManagement/doDelete", map[string]any{"ids": ids})
		}
		expect(t, del(hq), 409, "department 测试总部 has sub-departments and cannot be deleted")
		expect(t, del(svc), 409, "department 客服中心 has 1 staff and cannot be deleted")
		expect(t, del(ops, 9876543210), 404, "department 9876543210 does not exist")
		expect(t, del(ops, team), 200, "deleted successfully") // a branch goes in one batch
		tree = decode[page[departmentRow]](t, e.Do(t, "GET", "/api/departmentManagement/getList", nil, token(boss.token)).Data)
		if findDepartment(tree.List, "运营中心") != nil || findDepartment(tree.List, "客服中心").StaffCount != 1 {
			t.Errorf("after delete: %+v", tree)
		}
	})
}

// The mock's sample organisation (department entity) with staff in it.
func TestMockSampleOrganisation(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	tok, _ := e.login(t, "admin", "any-password")
	tree := decode[page[departmentRow]](t, e.Do(t, "GET", "/api/departmentManagement/getList", nil, token(tok)).Data)
	hq := findDepartment(tree.List, "总部")
	if hq == nil || len(hq.Children) < 4 || findDepartment(tree.List, "仓储部") == nil || hq.StaffCount < 1 {
		t.Fatalf("sample tree: %+v", tree)
	}
	staff := decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?pageSize=100", nil, token(tok)).Data)
	if staff.Total < 20 {
		t.Errorf("sample staff: %d", staff.Total)
	}
	for _, s := range staff.List {
		if s.DepartmentName == "" {
			t.Errorf("%s belongs to no department", s.Username)
		}
	}
	log := decode[page[struct{}]](t, e.Do(t, "GET", "/api/systemLog/getList", nil, token(tok)).Data)
	if log.Total < 50 {
		t.Errorf("sample log has %d entries, want at least 50", log.Total)
	}
}

type menuRow struct {
	ID        int64          `json:"id"`
	ParentID  int64          `json:"parentId"`
	Path      string         `json:"path"`
	Name      string         `json:"name"`
	Component string         `json:"component"`
	Redirect  string         `json:"redirect"`
	Meta      map[string]any `json:"meta"`
	Order     int            `json:"order"`
	Children  []menuRow      `json:"children"`
}

func findMenu(list []menuRow, name string) *menuRow {
	for i := range list {
		if list[i].Name == name {
			return &list[i]
		}
		if m := findMenu(list[i].Children, name); m != nil {
			return m
		}
	}
	return nil
}

func TestMenus(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		clerk := e.signedIn(t, "clerk", "Editor")
		tree := decode[page[menuRow]](t, e.Do(t, "GET", "/api/menuManagement/getList", nil, token(boss.token)).Data)
		setting := findMenu(tree.List, "Setting")
		if setting == nil || setting.Path != "/setting" || setting.Component != "Layout" || tree.Total < 10 {
			t.Fatalf("menu tree: %+v", tree.List)
		}

		edit := func(body map[string]any) Res { return e.write(t, boss, "/api/menuManagement/doEdit", body) }
		r := edit(map[string]any{
			"parentId": setting.ID, "path": "auditTrail", "name": "AuditTrail", "component": "setting/systemLog", "order": 90,
			"meta": map[string]any{"title": "audit trail", "icon": "file-search-line", "badge": "New", "noKeepAlive": true,
				"permissions": []string{"read:system"}},
		})
		expect(t, r, 200, "saved successfully")
		created := decode[menuRow](t, r.Data)
		if created.ID == 0 || created.Meta["badge"] != "New" || created.Order != 90 {
			t.Fatalf("created %+v", created)
		}
		routes := func(tok string) []string {
			return paths(e.Do(t, "GET", "/api/router/getList", nil, token(tok)).Field("list"), "")
		}
		if !slices.Contains(routes(clerk.token), "/setting/auditTrail") {
			t.Errorf("new record missing from the editor's routes: %v", routes(clerk.token))
		}
		// Guarding it for Admin takes it out of the editor's menu, not the admin's.
		created.Meta["guard"] = []string{"Admin"}
		expect(t, edit(map[string]any{"id": created.ID, "parentId": setting.ID, "path": "auditTrail", "name": "AuditTrail",
			"component": "setting/systemLog", "meta": created.Meta}), 200, "")
		if slices.Contains(routes(clerk.token), "/setting/auditTrail") || !slices.Contains(routes(boss.token), "/setting/auditTrail") {
			t.Errorf("guard not applied: editor %v", routes(clerk.token))
		}

		child := edit(map[string]any{"parentId": created.ID, "path": "detail", "name": "AuditDetail", "meta": map[string]any{"title": "d", "hidden": true}}).id()
		cases := []struct {
			body   map[string]any
			status int
			msg    string
			field  string
		}{
			{map[string]any{"path": "/x", "name": "X1", "component": "nope/page", "meta": map[string]any{"title": "x"}}, 400, "", "component"},
			{map[string]any{"path": "x", "name": "X2", "meta": map[string]any{"title": "x"}}, 400, "a top-level menu path must start with / or be an external link", "path"},
			{map[string]any{"path": "/x", "name": "auditTrail", "meta": map[string]any{"title": "x"}}, 409, "route name auditTrail is already taken", "name"},
			{map[string]any{"path": "/x", "name": "X3", "meta": map[string]any{}}, 400, "meta.title is required", "meta.title"},
			{map[string]any{"parentId": 9876543210, "path": "x", "name": "X4", "meta": map[string]any{"title": "x"}}, 400, "parent menu 9876543210 does not exist", "parentId"},
			{map[string]any{"id": created.ID, "parentId": child, "path": "auditTrail", "name": "AuditTrail", "meta": map[string]any{"title": "x"}}, 400, "a menu cannot be moved under itself or one of its children", "parentId"},
			{map[string]any{"id": 9876543210, "path": "/x", "name": "X5", "meta": map[string]any{"title": "x"}}, 404, "menu 9876543210 does not exist", ""},
		}
		for _, c := range cases {
			r := edit(c.body)
			expect(t, r, c.status, c.msg)
			if r.Str("field") != c.field {
				t.Errorf("%v: field %q, want %q (%s)", c.body, r.Str("field"), c.field, r.Msg)
			}
		}
		// An external link needs no leading slash.
		expect(t, edit(map[string]any{"path": "https://example.com/help", "name": "Help", "meta": map[string]any{"title": "help"}}), 200, "")

		del := func(ids ...int64) Res {
			return e.write(t, boss, "/api/menuManagement/doDelete", map[string]any{"ids": ids})
		}
		expect(t, del(created.ID), 409, "menu AuditTrail has child menus and cannot be deleted")
		expect(t, del(created.ID, 9876543210), 404, "menu 9876543210 does not exist")
		expect(t, del(created.ID, child), 200, "deleted successfully")
		if slices.Contains(routes(boss.token), "/setting/auditTrail") {
			t.Errorf("deleted record still routed")
		}
		// New records continue the numbering after the seeded table.
		again := edit(map[string]any{"path": "/again", "name": "Again", "meta": map[string]any{"title": "again"}}).id()
		if again <= created.ID {
			t.Errorf("id %d reused after %d", again, created.ID)
		}
	})
}
