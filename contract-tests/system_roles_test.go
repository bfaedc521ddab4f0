package contracttests

import (
	"slices"
	"testing"

	"shopconsole/server/contract"
)

type roleRow struct {
	ID          int64    `json:"id"`
	Role        string   `json:"role"`
	Permissions []string `json:"btnRolesCheckedList"`
	StaffCount  int      `json:"staffCount"`
}

type permissionRow struct {
	Code  string `json:"code"`
	Label string `json:"label"`
	Group string `json:"group"`
}

func TestPermissionList(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		c, _ := contract.Load()
		en := decode[struct{ List []permissionRow }](t, e.Do(t, "GET", "/api/permission/getList", nil, token(boss.token)).Data).List
		zh := decode[struct{ List []permissionRow }](t, e.Do(t, "GET", "/api/permission/getList", nil, token(boss.token), lang("zh-CN")).Data).List
		var codes []string
		for _, p := range en {
			codes = append(codes, p.Code)
			if p.Label == "" || p.Label == "permission."+p.Code || p.Group == "" {
				t.Errorf("code %s has no label or group: %+v", p.Code, p)
			}
		}
		if !slices.Equal(codes, c.PermissionCodes()) {
			t.Errorf("codes %v, want exactly the contract's %v", codes, c.PermissionCodes())
		}
		i := slices.IndexFunc(zh, func(p permissionRow) bool { return p.Code == "system:staff:write" })
		if i < 0 || zh[i].Label != "管理员工账号" || zh[i].Group != "system" {
			t.Errorf("zh label of system:staff:write: %+v", zh)
		}
	})
}

func TestRoles(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		roles := decode[page[roleRow]](t, e.Do(t, "GET", "/api/roleManagement/getList", nil, token(boss.token)).Data)
		var names []string
		for _, r := range roles.List {
			names = append(names, r.Role)
		}
		if len(names) < 3 || !slices.Equal(names[:3], []string{"Admin", "Editor", "Test"}) || roles.List[0].StaffCount < 1 {
			t.Fatalf("roles %+v", roles)
		}

		r := e.write(t, boss, "/api/roleManagement/doEdit", map[string]any{
			"role": "Auditor", "btnRolesCheckedList": []string{"read:system", "read:system"},
		})
		expect(t, r, 200, "saved successfully")
		auditor := decode[roleRow](t, r.Data)
		if !slices.Equal(auditor.Permissions, []string{"read:system"}) || auditor.StaffCount != 0 {
			t.Errorf("created %+v", auditor)
		}
		found := decode[page[roleRow]](t, e.Do(t, "GET", "/api/roleManagement/getList?role=audit", nil, token(boss.token)).Data)
		if found.Total != 1 || found.List[0].ID != auditor.ID {
			t.Errorf("filter by name: %+v", found)
		}

		// A permission added to the role applies to its staff on their next request.
		aud := e.signedIn(t, "auditor1", "Auditor")
		probe := map[string]any{"username": "made-by-auditor", "password": "password-1"}
		expect(t, e.write(t, aud, "/api/userManagement/doEdit", probe), 403, "permission denied: system:staff:write is required")
		expect(t, e.write(t, boss, "/api/roleManagement/doEdit", map[string]any{
			"id": auditor.ID, "role": "Auditor", "btnRolesCheckedList": []string{"read:system", "system:staff:write"},
		}), 200, "")
		expect(t, e.write(t, aud, "/api/userManagement/doEdit", probe), 200, "saved successfully")
		info := e.Do(t, "GET", "/api/shop/admin/info", nil, token(aud.token))
		if perms := decode[[]string](t, info.Field("permissions")); !slices.Equal(perms, []string{"read:system", "system:staff:write"}) {
			t.Errorf("user info after the role changed: %v", perms)
		}
		// Renaming keeps the holders.
		expect(t, e.write(t, boss, "/api/roleManagement/doEdit", map[string]any{
			"id": auditor.ID, "role": "Reviewer", "btnRolesCheckedList": []string{"read:system"},
		}), 200, "")
		info = e.Do(t, "GET", "/api/shop/admin/info", nil, token(aud.token))
		if roles := decode[[]string](t, info.Field("roles")); !slices.Equal(roles, []string{"Reviewer"}) {
			t.Errorf("roles after rename: %v", roles)
		}

		cases := []struct {
			body   map[string]any
			status int
			msg    string
			field  string
		}{
			{map[string]any{"role": "Ghost", "btnRolesCheckedList": []string{"fly:system"}}, 400, "permission code fly:system does not exist", "btnRolesCheckedList"},
			{map[string]any{"role": "  ", "btnRolesCheckedList": []string{}}, 400, "role is required", "role"},
			{map[string]any{"role": "editor", "btnRolesCheckedList": []string{}}, 409, "role name editor is already taken", "role"},
			{map[string]any{"id": roles.List[1].ID, "role": "reviewer", "btnRolesCheckedList": []string{}}, 409, "role name reviewer is already taken", "role"},
			{map[string]any{"id": roles.List[0].ID, "role": "Boss", "btnRolesCheckedList": []string{}}, 409, "the Admin role cannot be renamed or deleted", "role"},
			{map[string]any{"id": 9876543210, "role": "Nobody", "btnRolesCheckedList": []string{}}, 404, "role 9876543210 does not exist", ""},
		}
		for _, c := range cases {
			r := e.write(t, boss, "/api/roleManagement/doEdit", c.body, mustRefuse())
			expect(t, r, c.status, c.msg)
			if r.Str("field") != c.field {
				t.Errorf("%v: field %q, want %q", c.body, r.Str("field"), c.field)
			}
		}

		expect(t, e.write(t, boss, "/api/roleManagement/doDelete", map[string]any{"ids": []int64{auditor.ID}}), 409, "role Reviewer is held by 1 staff and cannot be deleted")
		expect(t, e.write(t, boss, "/api/roleManagement/doDelete", map[string]any{"ids": []int64{roles.List[0].ID}}, mustRefuse()), 409, "the Admin role cannot be renamed or deleted")
		spare := e.write(t, boss, "/api/roleManagement/doEdit", map[string]any{"role": "Spare", "btnRolesCheckedList": []string{}}).id()
		expect(t, e.write(t, boss, "/api/roleManagement/doDelete", map[string]any{"ids": []int64{spare, 9876543210}}), 404, "role 9876543210 does not exist")
		expect(t, e.write(t, boss, "/api/roleManagement/doDelete", map[string]any{"ids": []int64{spare}}), 200, "deleted successfully")
		if left := decode[page[roleRow]](t, e.Do(t, "GET", "/api/roleManagement/getList?role=Spare", nil, token(boss.token)).Data); left.Total != 0 {
			t.Errorf("deleted role still listed: %+v", left)
		}
	})
}
