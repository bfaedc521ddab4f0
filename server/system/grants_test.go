package system

import (
	"fmt"
	"net/http"
	"slices"
	"testing"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
)

// The roles of the grant tables; Admin's stored codes are fewer than every code on
// purpose, as in the sample data: Admin holds everything whatever is stored.
var grantRoles = []Role{
	{ID: 1, Name: access.AdminRole, Permissions: []string{"read:system", "write:system", "delete:system"}},
	{ID: 2, Name: "Editor", Permissions: []string{"read:system", "write:system"}},
	{ID: 3, Name: "Test", Permissions: []string{"read:system"}},
	{ID: 4, Name: "StaffWriter", Permissions: []string{"read:system", "system:staff:write"}},
	{ID: 5, Name: "RoleWriter", Permissions: []string{"read:system", "system:role:write"}},
	{ID: 6, Name: "Empty", Permissions: []string{}},
}

// as is a principal holding the named roles (with their codes from grantRoles).
func as(id int64, roles ...string) access.Principal {
	return access.Principal{StaffID: id, Username: fmt.Sprint("user", id), Roles: roles, Permissions: permissionsOf(grantRoles, roles)}
}

// refusal is "key field" of a refusal, "" for nil; anything but a 403 fails the test.
func refusal(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	e, ok := apperr.As(err)
	if !ok || e.Status != http.StatusForbidden {
		t.Fatalf("not a 403: %v", err)
	}
	return fmt.Sprintf("%s %s %v", e.Key, e.Field, e.Args)
}

func TestMayEditStaff(t *testing.T) {
	admin, writer := as(1, access.AdminRole), as(2, "StaffWriter")
	// everything holds every code of the contract, but not the Admin role.
	everything := access.Principal{StaffID: 3, Roles: []string{"All"}, Permissions: catalog(t).PermissionCodes}
	boss := Member{ID: 10, Username: "boss", Roles: []string{access.AdminRole}, Mobile: "13900000001"}
	ed := Member{ID: 11, Username: "ed", Roles: []string{"Editor", "Test"}, Mobile: "13900000002"}
	// tess holds less than writer: writer administers her.
	tess := Member{ID: 12, Username: "tess", Roles: []string{"Test", "Empty"}, Mobile: "13900000003"}
	self := Member{ID: 2, Username: "user2", Roles: []string{"StaffWriter", "Test"}}
	peer := Member{ID: 13, Username: "peer", Roles: []string{"StaffWriter"}}
	with := func(m Member, f func(*Member)) Member {
		m.Roles = slices.Clone(m.Roles)
		f(&m)
		return m
	}
	roles := func(names ...string) func(*Member) { return func(m *Member) { m.Roles = names } }
	cases := []struct {
		name string
		me   access.Principal
		c    staffChange
		want string
	}{
		{"create with a held role", writer, staffChange{After: Member{Username: "n", Roles: []string{"Test", "Empty"}}, Password: true}, ""},
		{"create with a role not held", writer, staffChange{After: Member{Username: "n", Roles: []string{"Test", "Editor"}}, Password: true}, "system.roleNotHeld roles [Editor]"},
		{"create an Admin", writer, staffChange{After: Member{Username: "n", Roles: []string{access.AdminRole}}, Password: true}, "system.roleNotHeld roles [Admin]"},
		{"every code is not the Admin role", everything, staffChange{Before: ed, After: with(ed, roles("Editor", access.AdminRole))}, "system.roleNotHeld roles [Admin]"},
		{"every code grants every other role", everything, staffChange{Before: ed, After: with(ed, roles("RoleWriter"))}, ""},
		{"every code changes every other account", everything, staffChange{Before: ed, After: with(ed, func(m *Member) { m.Disabled = true }), Password: true}, ""},
		{"Admin creates an Admin", admin, staffChange{After: Member{Username: "n", Roles: []string{access.AdminRole}}, Password: true}, ""},
		{"kept roles are no grant", writer, staffChange{Before: tess, After: with(tess, func(m *Member) { m.Email = "e@x" })}, ""},
		{"removing a held role", writer, staffChange{Before: tess, After: with(tess, roles("Test"))}, ""},
		{"adding a role not held", writer, staffChange{Before: tess, After: with(tess, roles("Test", "RoleWriter"))}, "system.roleNotHeld roles [RoleWriter]"},
		{"adding a held role", writer, staffChange{Before: tess, After: with(tess, roles("Test", "StaffWriter"))}, ""},
		{"one holding as much as me", writer, staffChange{Before: peer, After: with(peer, func(m *Member) { m.Disabled = true }), Password: true}, ""},
		{"own roles, a grant", writer, staffChange{Before: self, After: with(self, roles("StaffWriter", "Test", "Editor"))}, "system.ownRoles roles []"},
		{"own roles, a removal", writer, staffChange{Before: self, After: with(self, roles("StaffWriter"))}, "system.ownRoles roles []"},
		{"own roles, even an Admin", as(boss.ID, access.AdminRole), staffChange{Before: boss, After: with(boss, roles())}, "system.ownRoles roles []"},
		{"own roles, reordered", writer, staffChange{Before: self, After: with(self, roles("Test", "StaffWriter"))}, ""},
		{"own password", writer, staffChange{Before: self, After: self, Password: true}, ""},
		{"Admin account: e-mail", writer, staffChange{Before: boss, After: with(boss, func(m *Member) { m.Email = "x@y" })}, "system.adminAccountOnly email []"},
		{"Admin account: disable", writer, staffChange{Before: boss, After: with(boss, func(m *Member) { m.Disabled = true })}, "system.adminAccountOnly status []"},
		{"Admin account: password", writer, staffChange{Before: boss, After: boss, Password: true}, "system.adminAccountOnly password []"},
		{"Admin account: roles", writer, staffChange{Before: boss, After: with(boss, roles("Test"))}, "system.adminAccountOnly roles []"},
		{"Admin account: nothing", writer, staffChange{Before: boss, After: boss}, "system.adminAccountOnly  []"},
		{"Admin account by every code", everything, staffChange{Before: boss, After: with(boss, func(m *Member) { m.Email = "x@y" })}, "system.adminAccountOnly email []"},
		{"Admin account by an Admin", admin, staffChange{Before: boss, After: with(boss, roles("Editor")), Password: true}, ""},
		{"one holding more: e-mail", writer, staffChange{Before: ed, After: with(ed, func(m *Member) { m.Email = "e@x" })}, "system.staffNotHeld email [ed]"},
		{"one holding more: disable", writer, staffChange{Before: ed, After: with(ed, func(m *Member) { m.Disabled = true })}, "system.staffNotHeld status [ed]"},
		{"one holding more: department", writer, staffChange{Before: ed, After: with(ed, func(m *Member) { m.DepartmentID = 3 })}, "system.staffNotHeld departmentId [ed]"},
		{"one holding more: taking the role away", writer, staffChange{Before: ed, After: with(ed, roles("Test")), Password: true}, "system.staffNotHeld roles [ed]"},
		{"one holding more: adding a held role", writer, staffChange{Before: ed, After: with(ed, roles("Editor", "Test", "Empty"))}, "system.staffNotHeld roles [ed]"},
		{"one holding more: password", writer, staffChange{Before: ed, After: ed, Password: true}, "system.passwordNotHeld password [ed]"},
		{"one holding more: mobile", writer, staffChange{Before: ed, After: with(ed, func(m *Member) { m.Mobile = "13900000009" })}, "system.mobileNotHeld mobile [ed]"},
		{"one holding more: mobile cleared", writer, staffChange{Before: ed, After: with(ed, func(m *Member) { m.Mobile = "" })}, "system.mobileNotHeld mobile [ed]"},
		{"one holding more: nothing", writer, staffChange{Before: ed, After: ed}, "system.staffNotHeld id [ed]"},
		{"password of one holding less", writer, staffChange{Before: tess, After: tess, Password: true}, ""},
		{"mobile of one holding less", writer, staffChange{Before: tess, After: with(tess, func(m *Member) { m.Mobile = "13900000009" })}, ""},
	}
	for _, c := range cases {
		if got := refusal(t, mayEditStaff(c.me, grantRoles, c.c)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func TestMayEditRole(t *testing.T) {
	admin, writer := as(1, access.AdminRole), as(2, "RoleWriter", "Test")
	adminRole, editor, own := grantRoles[0], grantRoles[1], grantRoles[4]
	with := func(r Role, codes ...string) Role { r.Permissions = codes; return r }
	cases := []struct {
		name          string
		me            access.Principal
		before, after Role
		want          string
	}{
		{"new role with held codes", writer, Role{}, Role{Name: "R", Permissions: []string{"read:system", "system:role:write"}}, ""},
		{"new role with a code not held", writer, Role{}, Role{Name: "R", Permissions: []string{"read:system", "write:system"}}, "system.permissionNotHeld btnRolesCheckedList [write:system]"},
		{"own role gains a code", writer, own, with(own, "read:system", "system:role:write", "system:staff:write"), "system.permissionNotHeld btnRolesCheckedList [system:staff:write]"},
		{"own role loses a code", writer, own, with(own, "read:system"), ""},
		{"kept codes are no grant", writer, editor, with(editor, "write:system", "read:system"), ""},
		{"rename only", writer, editor, Role{ID: editor.ID, Name: "Writer", Permissions: editor.Permissions}, ""},
		{"Admin role loses a code", writer, adminRole, with(adminRole, "read:system"), "system.adminRoleOnly role []"},
		{"Admin role unchanged", writer, adminRole, adminRole, "system.adminRoleOnly role []"},
		{"Admin edits the Admin role", admin, adminRole, with(adminRole, "shop:user:write"), ""},
		{"Admin grants any code", admin, Role{}, Role{Name: "All", Permissions: catalog(t).PermissionCodes}, ""},
	}
	for _, c := range cases {
		if got := refusal(t, mayEditRole(c.me, c.before, c.after)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func TestMayDelete(t *testing.T) {
	admin, writer := as(1, access.AdminRole), as(2, "StaffWriter", "RoleWriter")
	boss := Member{ID: 10, Username: "boss", Roles: []string{"Editor", access.AdminRole}, Disabled: true}
	ed := Member{ID: 11, Username: "ed", Roles: []string{"Editor"}}
	tess := Member{ID: 12, Username: "tess", Roles: []string{"Test"}}
	peer := Member{ID: 13, Username: "peer", Roles: []string{"StaffWriter", "Empty"}}
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"staff holding less", mayDeleteStaff(writer, grantRoles, []Member{tess, peer}), ""},
		{"one holding more refuses the batch", mayDeleteStaff(writer, grantRoles, []Member{tess, ed, peer}), "system.staffDeleteNotHeld ids [ed]"},
		{"a disabled Admin is an Admin account", mayDeleteStaff(writer, grantRoles, []Member{tess, boss}), "system.adminAccountDelete ids [boss]"},
		{"an Admin deletes anyone", mayDeleteStaff(admin, grantRoles, []Member{ed, boss, tess}), ""},
		{"roles without Admin", mayDeleteRoles(writer, grantRoles[1:]), ""},
		{"the Admin role", mayDeleteRoles(writer, grantRoles[:2]), "system.adminRoleOnly ids []"},
		{"the Admin role by an Admin (refused later as fixed)", mayDeleteRoles(admin, grantRoles[:1]), ""},
	}
	for _, c := range cases {
		if got := refusal(t, c.err); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestHoldsAccount is the rule of who administers whom: every permission of the account,
// and the Admin role for an Admin account.
func TestHoldsAccount(t *testing.T) {
	everything := access.Principal{StaffID: 3, Roles: []string{"All"}, Permissions: catalog(t).PermissionCodes}
	cases := []struct {
		name    string
		me      access.Principal
		account []string
		want    bool
	}{
		{"no roles", as(2, "StaffWriter"), nil, true},
		{"an empty role", as(2, "StaffWriter"), []string{"Empty"}, true},
		{"a subset", as(2, "StaffWriter"), []string{"Test"}, true},
		{"the same role", as(2, "StaffWriter"), []string{"StaffWriter"}, true},
		{"the same codes over two roles", as(2, "Editor"), []string{"Test", "Empty"}, true},
		{"one code more", as(2, "StaffWriter"), []string{"Test", "Editor"}, false},
		{"another role's code", as(2, "StaffWriter"), []string{"RoleWriter"}, false},
		{"an unknown role holds nothing", as(2, "StaffWriter"), []string{"Gone"}, true},
		{"Admin is not every code", everything, []string{access.AdminRole}, false},
		{"every code holds every other account", everything, []string{"Editor", "RoleWriter", "StaffWriter"}, true},
		{"an Admin holds an Admin", as(1, access.AdminRole), []string{access.AdminRole, "Editor"}, true},
		{"a role writer does not hold a staff writer", as(2, "RoleWriter"), []string{"StaffWriter"}, false},
	}
	for _, c := range cases {
		if got := holdsAccount(c.me, grantRoles, Member{Username: "m", Roles: c.account}); got != c.want {
			t.Errorf("%s: holdsAccount(%v, %v) = %t", c.name, c.me.Roles, c.account, got)
		}
	}
}

func TestSameSetAndAdded(t *testing.T) {
	cases := []struct {
		a, b  []string
		added []string
		same  bool
	}{
		{nil, []string{}, nil, true},
		{[]string{"x", "y"}, []string{"y", "x"}, nil, true},
		{[]string{"x"}, []string{"x", "y"}, []string{"y"}, false},
		{[]string{"x", "y"}, []string{"x"}, nil, false},
	}
	for _, c := range cases {
		if got := added(c.a, c.b); !slices.Equal(got, c.added) {
			t.Errorf("added(%v, %v) = %v, want %v", c.a, c.b, got, c.added)
		}
		if got := sameSet(c.a, c.b); got != c.same {
			t.Errorf("sameSet(%v, %v) = %v", c.a, c.b, got)
		}
	}
}
