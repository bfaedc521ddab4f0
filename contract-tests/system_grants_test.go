package contracttests

import (
	"context"
	"slices"
	"testing"

	"shopconsole/server/contract"
	"shopconsole/server/system"
)

const staffEdit, staffDelete = "/api/userManagement/doEdit", "/api/userManagement/doDelete"
const roleEdit, roleDelete = "/api/roleManagement/doEdit", "/api/roleManagement/doDelete"

// A staff writer grants only roles whose every permission they hold, and never the Admin role.
func TestGrantRoleNotHeld(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		e.role(t, boss, "StaffWriter", "read:system", "system:staff:write")
		e.role(t, boss, "Reader", "read:system")
		sw := e.signedIn(t, "staff.writer", "StaffWriter")
		swID := e.staffID(t, boss, "staff.writer")

		// The reported attack: the Admin role on one's own account.
		refused(t, e.attempt(t, sw, staffEdit, map[string]any{"id": swID, "username": "staff.writer", "roles": []string{"StaffWriter", "Admin"}}),
			"you cannot change your own roles", "roles")
		// Nor on an account of one's own making, nor a role holding write:system.
		pawn := e.write(t, sw, staffEdit, map[string]any{"username": "pawn", "password": "password-1", "roles": []string{"Reader"}})
		expect(t, pawn, 200, "")
		refused(t, e.attempt(t, sw, staffEdit, map[string]any{"id": pawn.id(), "username": "pawn", "roles": []string{"Reader", "Admin"}}),
			"you cannot grant the role Admin: you do not hold all of its permissions", "roles")
		refused(t, e.attempt(t, sw, staffEdit, map[string]any{"username": "pawn2", "password": "password-1", "roles": []string{"Editor"}}),
			"you cannot grant the role Editor: you do not hold all of its permissions", "roles")
		r := e.Do(t, "POST", staffEdit, map[string]any{"username": "pawn2", "password": "password-1", "roles": []string{"Admin"}}, token(sw.token), lang("zh-CN"))
		refused(t, r, "不能授予角色 Admin：你没有它的全部权限", "roles")

		if got := e.member(t, boss, "pawn"); !slices.Equal(got.Roles, []string{"Reader"}) {
			t.Errorf("pawn after the refusals: %+v", got)
		}
		if e.staffID(t, boss, "pawn2") != 0 {
			t.Errorf("a refused create stored the account")
		}
		if roles, perms := e.held(t, sw); !slices.Equal(roles, []string{"StaffWriter"}) || !sameItems(perms, []string{"read:system", "system:staff:write"}) {
			t.Errorf("sw holds %v %v after the refusals", roles, perms)
		}
		expect(t, e.write(t, sw, roleEdit, map[string]any{"role": "X", "btnRolesCheckedList": []string{}}), 403, "permission denied: system:role:write is required")
	})
}

// A role writer adds to a role only codes they hold, their own role included.
func TestGrantPermissionNotHeld(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		own := e.role(t, boss, "RoleWriter", "read:system", "system:role:write")
		rw := e.signedIn(t, "role.writer", "RoleWriter")

		refused(t, e.attempt(t, rw, roleEdit, map[string]any{"id": own, "role": "RoleWriter", "btnRolesCheckedList": []string{"read:system", "system:role:write", "system:staff:write"}}),
			"you cannot grant the permission system:staff:write: you do not hold it", "btnRolesCheckedList")
		test := e.roleNamed(t, boss, "Test")
		refused(t, e.attempt(t, rw, roleEdit, map[string]any{"id": test.ID, "role": "Test", "btnRolesCheckedList": append(test.Permissions, "write:system")}),
			"you cannot grant the permission write:system: you do not hold it", "btnRolesCheckedList")
		refused(t, e.attempt(t, rw, roleEdit, map[string]any{"role": "Backdoor", "btnRolesCheckedList": []string{"read:system", "delete:system"}}),
			"you cannot grant the permission delete:system: you do not hold it", "btnRolesCheckedList")

		if got := e.roleNamed(t, boss, "RoleWriter"); !sameItems(got.Permissions, []string{"read:system", "system:role:write"}) {
			t.Errorf("own role after the refusal: %+v", got)
		}
		if got := e.roleNamed(t, boss, "Test"); !sameItems(got.Permissions, test.Permissions) {
			t.Errorf("Test after the refusal: %+v", got)
		}
		if list := decode[page[roleRow]](t, e.Do(t, "GET", "/api/roleManagement/getList?role=Backdoor", nil, token(boss.token)).Data); list.Total != 0 {
			t.Errorf("a refused create stored the role: %+v", list)
		}
		if _, perms := e.held(t, rw); !sameItems(perms, []string{"read:system", "system:role:write"}) {
			t.Errorf("rw holds %v after the refusals", perms)
		}
		expect(t, e.write(t, rw, staffEdit, map[string]any{"username": "x-user", "password": "password-1"}), 403, "permission denied: system:staff:write is required")

		// Codes held are granted; codes not held may be taken away, and kept ones are no grant.
		expect(t, e.write(t, rw, roleEdit, map[string]any{"role": "Reader", "btnRolesCheckedList": []string{"read:system"}}), 200, "")
		// A role of Editor's codes, many rw does not hold.
		wide := e.role(t, boss, "Wide", e.roleNamed(t, boss, "Editor").Permissions...)
		expect(t, e.write(t, rw, roleEdit, map[string]any{"id": wide, "role": "Wider", "btnRolesCheckedList": e.roleNamed(t, boss, "Wide").Permissions}), 200, "")
		expect(t, e.write(t, rw, roleEdit, map[string]any{"id": wide, "role": "Wider", "btnRolesCheckedList": []string{"read:system"}}), 200, "")
	})
}

// Every code of the contract still does not make an Admin: only an Admin changes, disables,
// resets or deletes an Admin account, or the Admin role.
func TestAdminOnlyForAdmins(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		c, _ := contract.Load()
		e.role(t, boss, "Everything", c.PermissionCodes()...)
		ev := e.signedIn(t, "evil.twin", "Everything")
		bossID := e.staffID(t, boss, "boss")
		before := e.member(t, boss, "boss")

		attacks := []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"username": "boss", "email": "ev@shop.example"}, "email"},
			{map[string]any{"username": "boss", "status": "disabled"}, "status"},
			{map[string]any{"username": "boss", "password": "hijacked-1"}, "password"},
			{map[string]any{"username": "boss", "mobile": "13955556666"}, "mobile"},
			{map[string]any{"username": "boss", "roles": []string{"Everything"}}, "roles"},
			{map[string]any{"username": "boss"}, ""},
		}
		for _, a := range attacks {
			a.body["id"] = bossID
			refused(t, e.attempt(t, ev, staffEdit, a.body), "only an Admin can change an Admin account", a.field)
		}
		refused(t, e.attempt(t, ev, staffDelete, map[string]any{"ids": []int64{bossID}}), "only an Admin can delete the Admin account boss", "ids")
		refused(t, e.attempt(t, ev, staffEdit, map[string]any{"username": "evil.two", "password": "password-1", "roles": []string{"Admin"}}),
			"you cannot grant the role Admin: you do not hold all of its permissions", "roles")

		if got := e.member(t, boss, "boss"); got.Email != before.Email || got.Status != "enabled" || !slices.Equal(got.Roles, []string{"Admin"}) {
			t.Errorf("boss after the attacks: %+v", got)
		}
		expect(t, e.Do(t, "POST", "/api/shop/login", map[string]string{"username": "boss", "password": "hijacked-1"}), 401, "")
		e.login(t, "boss", "password-1")

		adminRole := e.roleNamed(t, boss, "Admin")
		refused(t, e.attempt(t, ev, roleEdit, map[string]any{"id": adminRole.ID, "role": "Admin", "btnRolesCheckedList": []string{}}),
			"only an Admin can change the Admin role", "role")
		refused(t, e.attempt(t, ev, roleDelete, map[string]any{"ids": []int64{adminRole.ID}}), "only an Admin can change the Admin role", "ids")
		if got := e.roleNamed(t, boss, "Admin"); !sameItems(got.Permissions, adminRole.Permissions) {
			t.Errorf("Admin role after the attacks: %+v", got)
		}

		// What is not Admin's stays ev's to administer.
		expect(t, e.write(t, ev, staffEdit, map[string]any{"username": "helper", "password": "password-1", "roles": []string{"Everything"}}), 200, "")
	})
}

// The Admin role stays the Admin's: an Admin edits it, nobody deletes it.
func TestAdminRoleStaysAdmins(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		adminRole := e.roleNamed(t, boss, "Admin")
		expect(t, e.write(t, boss, roleDelete, map[string]any{"ids": []int64{adminRole.ID}}, mustRefuse()), 409, "the Admin role cannot be renamed or deleted")
		expect(t, e.write(t, boss, roleEdit, map[string]any{"id": adminRole.ID, "role": "Admin", "btnRolesCheckedList": []string{"read:system"}}, restores()), 200, "")
		expect(t, e.write(t, boss, roleEdit, map[string]any{"id": adminRole.ID, "role": "Admin", "btnRolesCheckedList": adminRole.Permissions}, restores()), 200, "")
	})
}

// Nobody changes their own roles, an Admin neither; the other fields stay one's own to edit.
func TestOwnRoles(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		e.signedIn(t, "deputy", "Admin")
		bossID := e.staffID(t, boss, "boss")
		refused(t, e.attempt(t, boss, staffEdit, map[string]any{"id": bossID, "username": "boss", "roles": []string{"Admin", "Editor"}}),
			"you cannot change your own roles", "roles")
		refused(t, e.attempt(t, boss, staffEdit, map[string]any{"id": bossID, "username": "boss", "roles": []string{}}),
			"you cannot change your own roles", "roles")
		if got := e.member(t, boss, "boss"); !slices.Equal(got.Roles, []string{"Admin"}) {
			t.Errorf("boss after the refusals: %+v", got)
		}
		r := e.write(t, boss, staffEdit, map[string]any{"id": bossID, "username": "boss", "roles": []string{"Admin"}, "email": "boss@shop.example"})
		expect(t, r, 200, "saved successfully")
		if r.Str("email") != "boss@shop.example" {
			t.Errorf("own e-mail: %s", r.Raw)
		}
		expect(t, e.write(t, boss, staffEdit, map[string]any{"id": bossID, "username": "boss", "password": "own-reset-1"}), 200, "")
		e.login(t, "boss", "own-reset-1")
	})
}

// Setting the password or mobile number of an account signs one in as it: it needs every
// permission the account holds.
func TestCredentialsOfAStrongerAccount(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		e.role(t, boss, "StaffWriter", "read:system", "system:staff:write")
		sw := e.signedIn(t, "staff.writer", "StaffWriter")
		ed := e.write(t, boss, staffEdit, map[string]any{"username": "eddie", "password": "password-1", "roles": []string{"Editor"}}).id()
		e.role(t, boss, "Reader", "read:system")
		viewer := e.write(t, boss, staffEdit, map[string]any{"username": "viewer", "password": "password-1", "roles": []string{"Reader"}}).id()

		refused(t, e.attempt(t, sw, staffEdit, map[string]any{"id": ed, "username": "eddie", "password": "hijacked-1"}),
			"you cannot set the password of eddie: the account holds permissions you do not hold", "password")
		refused(t, e.attempt(t, sw, staffEdit, map[string]any{"id": ed, "username": "eddie", "mobile": "13977778888"}),
			"you cannot set the mobile number of eddie: the account holds permissions you do not hold", "mobile")
		e.login(t, "eddie", "password-1")
		if got := e.smsSignIn(t, "13977778888"); got != "" {
			t.Errorf("a refused mobile number signs in as %q", got)
		}
		// Taking the stronger role away in the same edit is a change of the stronger account.
		refused(t, e.attempt(t, sw, staffEdit, map[string]any{"id": ed, "username": "eddie", "roles": []string{"Reader"}, "password": "reset-by-sw-2"}),
			"you cannot change eddie: the account holds permissions you do not hold", "roles")
		e.login(t, "eddie", "password-1")
		// The credentials of an account holding no more than sw are sw's.
		expect(t, e.write(t, sw, staffEdit, map[string]any{"id": viewer, "username": "viewer", "password": "reset-by-sw-1", "mobile": "13977778888"}), 200, "")
		e.login(t, "viewer", "reset-by-sw-1")
		if got := e.smsSignIn(t, "13977778888"); got != "viewer" {
			t.Errorf("the mobile number sw set signs in as %q", got)
		}
	})
}

// The rules read the caller as stored when the change is stored, not as the request began:
// an Admin role taken away elsewhere (another server instance, whose staff cache this one
// does not share) no longer counts.
func TestGrantRulesReadTheCallerAsStored(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		deputy := e.signedIn(t, "deputy", "Admin")
		bossID, deputyID := e.staffID(t, boss, "boss"), e.staffID(t, boss, "deputy")
		if roles, _ := e.held(t, deputy); !slices.Equal(roles, []string{"Admin"}) { // fills the staff cache
			t.Fatalf("deputy holds %v", roles)
		}
		ctx := context.Background()
		err := e.Store.Admin(ctx, func(tx system.Tx) error {
			m, err := tx.Member(ctx, deputyID)
			if err != nil {
				return err
			}
			m.Roles = []string{"Editor", "Test"}
			return tx.UpdateMember(ctx, system.MemberWrite{Member: m})
		})
		if err != nil {
			t.Fatal(err)
		}
		// The cached principal still passes the operation's permission gate.
		refused(t, e.attempt(t, deputy, staffEdit, map[string]any{"id": bossID, "username": "boss", "password": "hijacked-1"}),
			"only an Admin can change an Admin account", "password")
		e.login(t, "boss", "password-1")
	})
}
