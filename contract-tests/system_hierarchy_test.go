package contracttests

import (
	"slices"
	"testing"
)

// A staff manager changes or deletes only accounts all of whose permissions they hold: an
// Editor is out of reach of someone holding staff rights only, in every field and by
// delete; an account holding a part of the manager's permissions is theirs; a batch with
// one account out of reach changes nothing; an Admin reaches everyone.
func TestStaffHierarchy(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "boss", "Admin")
		e.role(t, boss, "StaffWriter", "read:system", "system:staff:write")
		e.role(t, boss, "Reader", "read:system")
		sw := e.signedIn(t, "staff.writer", "StaffWriter")
		dep := e.write(t, boss, "/api/departmentManagement/doEdit", map[string]any{"name": "客服部"}).id()
		create := func(username string, roles ...string) int64 {
			r := e.write(t, boss, staffEdit, map[string]any{"username": username, "password": "password-1", "roles": append([]string{}, roles...)})
			expect(t, r, 200, "")
			return r.id()
		}
		eddie := create("eddie", "Editor")
		before := e.member(t, boss, "eddie")

		const notHeld = "you cannot change eddie: the account holds permissions you do not hold"
		attacks := []struct {
			body       map[string]any
			msg, field string
		}{
			{map[string]any{"email": "ed@shop.example"}, notHeld, "email"},
			{map[string]any{"status": "disabled"}, notHeld, "status"},
			{map[string]any{"departmentId": dep}, notHeld, "departmentId"},
			{map[string]any{"roles": []string{"Reader"}}, notHeld, "roles"},
			{map[string]any{"roles": []string{}}, notHeld, "roles"},
			{map[string]any{"avatar": "data:image/png;base64,AA=="}, notHeld, "avatar"},
			{map[string]any{}, notHeld, "id"},
			{map[string]any{"password": "hijacked-1"}, "you cannot set the password of eddie: the account holds permissions you do not hold", "password"},
			{map[string]any{"mobile": "13966667777"}, "you cannot set the mobile number of eddie: the account holds permissions you do not hold", "mobile"},
		}
		for _, a := range attacks {
			a.body["id"], a.body["username"] = eddie, "eddie"
			refused(t, e.attempt(t, sw, staffEdit, a.body), a.msg, a.field)
		}
		refused(t, e.attempt(t, sw, staffDelete, map[string]any{"ids": []int64{eddie}}),
			"you cannot delete eddie: the account holds permissions you do not hold", "ids")
		zh := e.Do(t, "POST", staffEdit, map[string]any{"id": eddie, "username": "eddie", "status": "disabled"}, token(sw.token), lang("zh-CN"))
		refused(t, zh, "不能修改 eddie：该账号有你没有的权限", "status")
		if got := e.member(t, boss, "eddie"); got.Status != "enabled" || got.Email != before.Email || got.DepartmentID != 0 || !slices.Equal(got.Roles, []string{"Editor"}) {
			t.Errorf("eddie after the refusals: %+v", got)
		}
		e.login(t, "eddie", "password-1")

		// Accounts holding a part of sw's permissions, or all of them, are sw's to administer.
		viewer := create("viewer", "Reader")
		peer := create("peer", "StaffWriter")
		for _, id := range []int64{viewer, peer} {
			name := map[int64]string{viewer: "viewer", peer: "peer"}[id]
			r := e.write(t, sw, staffEdit, map[string]any{"id": id, "username": name, "email": name + "@shop.example",
				"departmentId": dep, "mobile": "", "password": "reset-by-sw-1", "roles": []string{"Reader"}})
			expect(t, r, 200, "saved successfully")
			e.login(t, name, "reset-by-sw-1")
			expect(t, e.write(t, sw, staffEdit, map[string]any{"id": id, "username": name, "status": "disabled"}), 200, "")
		}
		if got := e.member(t, boss, "peer"); !slices.Equal(got.Roles, []string{"Reader"}) || got.DepartmentName != "客服部" || got.Status != "disabled" {
			t.Errorf("peer after sw's edits: %+v", got)
		}

		// A batch with one account out of reach is refused whole, whichever place it holds.
		for _, ids := range [][]int64{{viewer, eddie, peer}, {eddie, viewer}, {viewer, peer, eddie}} {
			refused(t, e.attempt(t, sw, staffDelete, map[string]any{"ids": ids}),
				"you cannot delete eddie: the account holds permissions you do not hold", "ids")
		}
		for _, name := range []string{"viewer", "peer", "eddie"} {
			if e.staffID(t, boss, name) == 0 {
				t.Errorf("a refused batch deleted %s", name)
			}
		}
		expect(t, e.write(t, sw, staffDelete, map[string]any{"ids": []int64{viewer, peer}}), 200, "deleted successfully")

		// An Admin reaches everyone: an Editor and another Admin, in every field and by delete.
		e.signedIn(t, "deputy", "Admin")
		deputy := e.staffID(t, boss, "deputy")
		for _, id := range []int64{eddie, deputy} {
			name := map[int64]string{eddie: "eddie", deputy: "deputy"}[id]
			r := e.write(t, boss, staffEdit, map[string]any{"id": id, "username": name, "email": name + "@shop.example",
				"departmentId": dep, "mobile": "13955550000", "password": "reset-by-boss-1", "roles": []string{"Editor", "Reader"}, "status": "disabled"})
			expect(t, r, 200, "saved successfully")
			expect(t, e.write(t, boss, staffEdit, map[string]any{"id": id, "username": name, "mobile": "", "status": "enabled"}), 200, "")
			e.login(t, name, "reset-by-boss-1")
		}
		expect(t, e.write(t, boss, staffDelete, map[string]any{"ids": []int64{eddie, deputy}}), 200, "deleted successfully")
	})
}
