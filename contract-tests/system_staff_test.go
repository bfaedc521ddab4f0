package contracttests

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestStaffCreateListUpdate(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		dep := e.write(t, boss, "/api/departmentManagement/doEdit", map[string]any{"name": "运营部"}).id()

		r := e.write(t, boss, "/api/userManagement/doEdit", map[string]any{
			"username": "Alice.Q", "password": "initial-1", "email": "alice@shop.example",
			"roles": []string{"Editor"}, "departmentId": dep,
		})
		expect(t, r, 200, "saved successfully")
		alice := decode[staffRow](t, r.Data)
		if alice.Username != "Alice.Q" || alice.DepartmentName != "运营部" || !slices.Equal(alice.Roles, []string{"Editor"}) || alice.Status != "enabled" {
			t.Fatalf("created %+v", alice)
		}
		// The initial password signs in.
		e.login(t, "alice.q", "initial-1")

		list := decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?username=ALICE", nil, token(boss.token)).Data)
		if list.Total != 1 || list.List[0].ID != alice.ID {
			t.Errorf("filter by username: %+v", list)
		}
		list = decode[page[staffRow]](t, e.Do(t, "GET", fmt.Sprintf("/api/userManagement/getList?role=Editor&departmentId=%d", dep), nil, token(boss.token)).Data)
		if usernames(list.List) != "Alice.Q" {
			t.Errorf("filter by role and department: %+v", list)
		}
		list = decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?pageNo=2&pageSize=1", nil, token(boss.token)).Data)
		if list.Total < 2 || len(list.List) != 1 {
			t.Errorf("paging: %+v", list)
		}

		// Update keeps what is left out; a password resets it.
		r = e.write(t, boss, "/api/userManagement/doEdit", map[string]any{
			"id": alice.ID, "username": "alice.q", "password": "reset-pass-2", "status": "enabled",
		})
		expect(t, r, 200, "saved successfully")
		again := decode[staffRow](t, r.Data)
		if again.Email != "alice@shop.example" || again.DepartmentID != dep || again.Username != "alice.q" {
			t.Errorf("update lost fields: %+v", again)
		}
		expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "alice.q", "password": "initial-1"}), 401, "account or password incorrect")
		aliceTok, _ := e.login(t, "alice.q", "reset-pass-2")

		// Disabling signs her out at once and keeps her out.
		expect(t, e.write(t, boss, "/api/userManagement/doEdit", map[string]any{"id": alice.ID, "username": "alice.q", "status": "disabled"}), 200, "")
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(aliceTok)), 401, "this account is disabled")
		expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "alice.q", "password": "reset-pass-2"}), 401, "this account is disabled")
		list = decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?status=disabled", nil, token(boss.token)).Data)
		if !strings.Contains(usernames(list.List), "alice.q") {
			t.Errorf("filter by status: %+v", list)
		}
	})
}

func TestStaffRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		e.staff(t, "taken", "password-1")
		cases := []struct {
			name   string
			body   map[string]any
			status int
			msg    string
			field  string
		}{
			{"no password on create", map[string]any{"username": "newbie"}, 400, "password is required", "password"},
			{"short password", map[string]any{"username": "newbie", "password": "12345"}, 400, "password must be at least 6 characters", "password"},
			{"bad username", map[string]any{"username": "no spaces", "password": "password-1"}, 400, "username has the wrong format", "username"},
			{"username taken in another case", map[string]any{"username": "TAKEN", "password": "password-1"}, 409, "username TAKEN is already taken", "username"},
			{"unknown role", map[string]any{"username": "newbie", "password": "password-1", "roles": []string{"Nope"}}, 400, "role Nope does not exist", "roles"},
			{"unknown department", map[string]any{"username": "newbie", "password": "password-1", "departmentId": 9876543210}, 400, "department 9876543210 does not exist", "departmentId"},
			{"bad e-mail", map[string]any{"username": "newbie", "password": "password-1", "email": "nope"}, 400, "email is not a valid email", "email"},
			{"avatar not an image", map[string]any{"username": "newbie", "password": "password-1", "avatar": "javascript:alert(1)"}, 400, "avatar has the wrong format", "avatar"},
			{"avatar too large", map[string]any{"username": "newbie", "password": "password-1", "avatar": "data:image/png;base64," + strings.Repeat("A", 200000)}, 400, "avatar must be at most 200000 characters", "avatar"},
			{"unknown id", map[string]any{"id": 9876543210, "username": "newbie"}, 404, "staff account 9876543210 does not exist", ""},
		}
		for _, c := range cases {
			r := e.write(t, boss, "/api/userManagement/doEdit", c.body)
			expect(t, r, c.status, c.msg)
			if r.Str("field") != c.field {
				t.Errorf("%s: field %q, want %q", c.name, r.Str("field"), c.field)
			}
		}
		r := e.Do(t, "POST", "/api/userManagement/doEdit", map[string]any{"username": "newbie", "password": "password-1"}, token(boss.token), lang("zh-CN"))
		expect(t, r, 200, "保存成功")
	})
}

func TestStaffDeleteRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		list := decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?username=boss", nil, token(boss.token)).Data)
		bossID := list.List[0].ID
		// The mock has more Admins among its sample staff; take them out of the picture.
		for _, row := range decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?role=Admin&pageSize=100", nil, token(boss.token)).Data).List {
			if row.ID != bossID {
				expect(t, e.write(t, boss, "/api/userManagement/doDelete", map[string]any{"ids": []int64{row.ID}}), 200, "deleted successfully")
			}
		}
		expect(t, e.write(t, boss, "/api/userManagement/doDelete", map[string]any{"ids": []int64{bossID}}), 409, "you cannot delete your own account")

		// Three Admins take the role from one another; nobody changes their own roles, so
		// the last Admin standing keeps the role, access and the account.
		deputy := e.signedIn(t, "deputy", "Admin")
		chief := e.signedIn(t, "chief", "Admin")
		deputyID, chiefID := e.staffID(t, boss, "deputy"), e.staffID(t, boss, "chief")
		editRoles := func(who admin, id int64, name string, roles ...string) Res {
			return e.write(t, who, "/api/userManagement/doEdit", map[string]any{"id": id, "username": name, "roles": append([]string{}, roles...)})
		}
		expect(t, e.write(t, boss, "/api/userManagement/doEdit", map[string]any{"id": bossID, "username": "boss", "status": "disabled"}), 409, "you cannot disable your own account")
		expect(t, editRoles(deputy, deputyID, "deputy", "Editor"), 403, "you cannot change your own roles")
		expect(t, editRoles(chief, deputyID, "deputy", "Editor"), 200, "")
		// deputy is no longer Admin, and Editor administers no staff.
		expect(t, editRoles(deputy, bossID, "boss", "Editor"), 403, "permission denied: system:staff:write is required")
		expect(t, editRoles(boss, deputyID, "deputy", "Admin"), 200, "")
		expect(t, editRoles(deputy, bossID, "boss", "Editor"), 200, "")
		expect(t, editRoles(boss, deputyID, "deputy"), 403, "permission denied: system:staff:write is required")
		expect(t, editRoles(chief, deputyID, "deputy", "Editor"), 200, "")
		// chief is the last enabled Admin: no way out of the role through chief's own hands.
		r := editRoles(chief, chiefID, "chief", "Editor")
		expect(t, r, 403, "you cannot change your own roles")
		if r.Str("field") != "roles" {
			t.Errorf("own roles: field %q", r.Str("field"))
		}
		expect(t, e.write(t, chief, "/api/userManagement/doEdit", map[string]any{"id": chiefID, "username": "chief", "status": "disabled"}), 409, "you cannot disable your own account")
		expect(t, e.write(t, chief, "/api/userManagement/doDelete", map[string]any{"ids": []int64{chiefID, deputyID}}), 409, "you cannot delete your own account")
		admins := decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?role=Admin&status=enabled&pageSize=100", nil, token(chief.token)).Data)
		if usernames(admins.List) != "chief" {
			t.Errorf("enabled Admins after the attempts: %q, want chief", usernames(admins.List))
		}
		// The other way round: deputy may not take the role from chief, being no Admin.
		expect(t, editRoles(deputy, chiefID, "chief"), 403, "permission denied: system:staff:write is required")

		// All or nothing: an unknown id stops the whole batch.
		e.staff(t, "temp1", "password-1")
		e.staff(t, "temp2", "password-1")
		t1, t2 := e.staffID(t, chief, "temp1"), e.staffID(t, chief, "temp2")
		expect(t, e.write(t, chief, "/api/userManagement/doDelete", map[string]any{"ids": []int64{t1, 9876543210}}), 404, "staff account 9876543210 does not exist")
		expect(t, e.write(t, chief, "/api/userManagement/doDelete", map[string]any{"ids": []int64{t1, bossID}}), 200, "deleted successfully")
		if e.staffID(t, chief, "temp1") != 0 || e.staffID(t, chief, "boss") != 0 || e.staffID(t, chief, "temp2") != t2 {
			t.Errorf("batch delete removed the wrong accounts")
		}
		// The deleted account's token stops working.
		expect(t, e.Do(t, "GET", "/api/shop/admin/info", nil, token(boss.token)), 401, "token invalid")
		expect(t, e.write(t, chief, "/api/userManagement/doDelete", map[string]any{"ids": []int64{}}), 400, "")
	})
}

// staffID finds an account's id by exact username (0 when there is none).
func (e *Env) staffID(t *testing.T, who admin, username string) int64 {
	t.Helper()
	list := decode[page[staffRow]](t, e.Do(t, "GET", "/api/userManagement/getList?pageSize=100&username="+username, nil, token(who.token)).Data)
	for _, r := range list.List {
		if r.Username == username {
			return r.ID
		}
	}
	return 0
}

// Editor holds read:system and write:system: it reads every administration screen and
// edits departments, and nothing else.
func TestEditorAuthorization(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		ed := e.signedIn(t, "clerk", "Editor")
		viewer := e.signedIn(t, "viewer", "Test")
		for _, path := range []string{"/api/userManagement/getList", "/api/roleManagement/getList", "/api/permission/getList",
			"/api/departmentManagement/getList", "/api/menuManagement/getList", "/api/systemLog/getList"} {
			expect(t, e.Do(t, "GET", path, nil, token(ed.token)), 200, "")
		}
		writes := []struct {
			path string
			body any
			code string
		}{
			{"/api/userManagement/doEdit", map[string]any{"username": "x-user", "password": "password-1"}, "system:staff:write"},
			{"/api/userManagement/doDelete", map[string]any{"ids": []int{1}}, "system:staff:write"},
			{"/api/roleManagement/doEdit", map[string]any{"role": "X", "btnRolesCheckedList": []string{}}, "system:role:write"},
			{"/api/roleManagement/doDelete", map[string]any{"ids": []int{1}}, "system:role:write"},
			{"/api/menuManagement/doEdit", map[string]any{"path": "/x", "name": "X", "meta": map[string]any{"title": "x"}}, "system:menu:write"},
			{"/api/menuManagement/doDelete", map[string]any{"ids": []int{1}}, "system:menu:write"},
			{"/api/departmentManagement/doDelete", map[string]any{"ids": []int{1}}, "delete:system"},
		}
		for _, w := range writes {
			expect(t, e.write(t, ed, w.path, w.body, mustRefuse()), 403, "permission denied: "+w.code+" is required")
		}
		expect(t, e.write(t, ed, "/api/departmentManagement/doEdit", map[string]any{"name": "客服部"}), 200, "saved successfully")
		expect(t, e.write(t, viewer, "/api/departmentManagement/doEdit", map[string]any{"name": "仓储部"}), 403, "permission denied: write:system is required")
	})
}
