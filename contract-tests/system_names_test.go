package contracttests

import "testing"

// nameCase is a write of a name and what it must answer.
type nameCase struct {
	what       string
	body       map[string]any
	status     int
	msg, field string
}

func (e *Env) nameCases(t *testing.T, who admin, path string, cases []nameCase) {
	t.Helper()
	for _, c := range cases {
		var r Res
		if c.status == 200 {
			r = e.write(t, who, path, c.body)
		} else {
			r = e.attempt(t, who, path, c.body)
		}
		expect(t, r, c.status, c.msg)
		if r.Str("field") != c.field {
			t.Errorf("%s: field %q, want %q (%s)", c.what, r.Str("field"), c.field, r.Msg)
		}
	}
}

// Names of roles are stored in NFKC form, refused with a 400 naming the field when they
// hold an invisible or format character, and with a 409 when they read like the name of
// another role: the same in other cases, or a look-alike of it.
func TestTextRoleNames(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		own := e.role(t, boss, "RoleWriter", "read:system", "system:role:write")
		rw := e.signedIn(t, "role.writer", "RoleWriter")
		role := func(name string, id ...int64) map[string]any {
			b := map[string]any{"role": name, "btnRolesCheckedList": []string{"read:system", "system:role:write"}}
			if len(id) > 0 {
				b["id"] = id[0]
			}
			return b
		}
		e.nameCases(t, rw, roleEdit, []nameCase{
			{"own role renamed Admin with a zero-width space", role("Admin\u200b", own), 400, "role must not contain invisible or formatting characters", "role"},
			{"own role renamed with a right-to-left override", role("\u202enimdA", own), 400, "role must not contain invisible or formatting characters", "role"},
			{"a new role with a zero-width joiner", role("Ad\u200dmin"), 400, "role must not contain invisible or formatting characters", "role"},
			{"own role renamed Admin in Cyrillic А", role("Аdmin", own), 409, "role name Аdmin reads like the existing role Admin", "role"},
			{"Admin in Greek capitals", role("ΑDΜΙΝ"), 409, "role name ΑDΜΙΝ reads like the existing role Admin", "role"},
			{"Admin in capitals with a one", role("ADM1N"), 409, "role name ADM1N reads like the existing role Admin", "role"},
			{"Admin in small letters", role("admin", own), 409, "role name admin is already taken", "role"},
			{"Editor with a zero", role("Edit0r"), 409, "role name Edit0r reads like the existing role Editor", "role"},
			{"a plain new name", role("Auditor"), 200, "saved successfully", ""},
		})
		r := e.write(t, boss, roleEdit, role("Ｓｈｏｐ"))
		expect(t, r, 200, "saved successfully")
		if r.Str("role") != "Shop" {
			t.Errorf("full-width name stored as %q, want Shop", r.Str("role"))
		}
		shop := e.roleNamed(t, boss, "Shop")
		e.nameCases(t, boss, roleEdit, []nameCase{
			{"the stored form again", role("Shop"), 409, "role name Shop is already taken", "role"},
			{"a look-alike of the stored form", role("Sh0p"), 409, "role name Sh0p reads like the existing role Shop", "role"},
			{"the role keeps its name", role("Ｓｈｏｐ", shop.ID), 200, "saved successfully", ""},
			{"an Admin is held to the rule too", role("Аdmin"), 409, "role name Аdmin reads like the existing role Admin", "role"},
		})
		zh := e.Do(t, "POST", roleEdit, role("Аdmin", own), token(rw.token), lang("zh-CN"))
		expect(t, zh, 409, "角色名 Аdmin 与已有角色 Admin 容易混淆")
		zh = e.Do(t, "POST", roleEdit, role("Admin\u200b", own), token(rw.token), lang("zh-CN"))
		expect(t, zh, 400, "role 不能包含不可见字符或格式字符")
		expect(t, e.write(t, rw, roleEdit, role("Role Writers", own)), 200, "saved successfully")
		names := map[int64]string{}
		for _, r := range e.roleNames(t, boss) {
			names[r.ID] = r.Role
		}
		if names[own] != "Role Writers" {
			t.Errorf("own role after the refusals and a plain rename: %q", names[own])
		}
	})
}

// The names of staff accounts, departments and menu records follow the same rules, each
// among its own kind: a department among its siblings.
func TestTextOtherNames(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		staff := func(username string) map[string]any {
			return map[string]any{"username": username, "password": "password-1"}
		}
		e.nameCases(t, boss, staffEdit, []nameCase{
			{"a username in other cases", staff("BOSS"), 409, "username BOSS is already taken", "username"},
			{"a username with a zero", staff("b0ss"), 409, "username b0ss reads like the existing account boss", "username"},
			{"a plain new username", staff("clerk"), 200, "saved successfully", ""},
			{"a username with a one for the l", staff("c1erk"), 409, "username c1erk reads like the existing account clerk", "username"},
		})

		const dep = "/api/departmentManagement/doEdit"
		ops := e.write(t, boss, dep, map[string]any{"name": "运营部"}).id()
		r := e.write(t, boss, dep, map[string]any{"name": "Ｓａｌｅｓ"})
		expect(t, r, 200, "saved successfully")
		if r.Str("name") != "Sales" {
			t.Errorf("full-width department stored as %q, want Sales", r.Str("name"))
		}
		e.nameCases(t, boss, dep, []nameCase{
			{"a zero-width space", map[string]any{"name": "运营部\u200b"}, 400, "name must not contain invisible or formatting characters", "name"},
			{"a soft hyphen", map[string]any{"name": "Sa\u00adles"}, 400, "name must not contain invisible or formatting characters", "name"},
			{"a sibling in capitals", map[string]any{"name": "SALES"}, 409, "a department named SALES already exists under this parent", "name"},
			{"a sibling's look-alike", map[string]any{"name": "Sаles"}, 409, "department name Sаles reads like the department Sales under the same parent", "name"},
			{"the look-alike elsewhere in the tree", map[string]any{"name": "Sаles", "parentId": ops}, 200, "saved successfully", ""},
		})

		const menu = "/api/menuManagement/doEdit"
		m := func(name string) map[string]any {
			return map[string]any{"path": "/" + name, "name": name, "meta": map[string]any{"title": name}}
		}
		e.nameCases(t, boss, menu, []nameCase{
			{"a plain new route name", m("Reports"), 200, "saved successfully", ""},
			{"the route name in capitals", m("REPORTS"), 409, "route name REPORTS is already taken", "name"},
			{"a look-alike route name", m("Rep0rts"), 409, "route name Rep0rts reads like the existing route Reports", "name"},
		})
	})
}
