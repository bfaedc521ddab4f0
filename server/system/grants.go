package system

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
)

// Who may grant what. A right to administer staff or roles must not turn into more
// rights than the caller has, so every change is held to what the caller holds:
//
//   - Granting a role (adding it to an account) needs every permission of the role. The
//     Admin role stands for every permission and for the powers below that no code
//     names, so only an Admin grants it.
//   - Granting a permission (adding a code to a role) needs that code.
//   - Only an Admin changes or deletes an account holding the Admin role, and only an
//     Admin changes the Admin role.
//   - Changing an account in any way (its roles, department, status, password, mobile
//     number or anything else) or deleting it needs every permission the account holds:
//     nobody administers someone who holds more than they do. A reset password or mobile
//     number would sign one in as the account; a disabled or deleted account is one that
//     holds more taken out of the way.
//   - Nobody changes their own roles, not even an Admin: a grant always takes a second
//     person, and an Admin cannot lock themselves out by accident.
//
// What a target already had and keeps is no grant, and taking roles or codes away is
// allowed within these rules. An account changed this way ends up holding nothing the
// caller lacks: what it kept the caller held, what it gained the caller granted. The rules read the caller's roles as stored inside the
// transaction that stores the change (see caller), so a role taken from the caller a
// moment earlier no longer counts.

// staffChange is an account before and after an edit; Before.ID is 0 on create.
type staffChange struct {
	Before, After Member
	// Password is set when the edit sets a password (always on create).
	Password bool
}

// mayEditStaff answers the refusal that stops me from storing c, or nil. Every role of
// c.After must exist in roles.
func mayEditStaff(me access.Principal, roles []Role, c staffChange) error {
	editing := c.Before.ID != 0
	if editing && isAdminAccount(c.Before) && !me.Admin() {
		return forbidden(changedField(c), "system.adminAccountOnly")
	}
	if editing && c.Before.ID == me.StaffID && !sameSet(c.Before.Roles, c.After.Roles) {
		return forbidden("roles", "system.ownRoles")
	}
	if editing && !holdsAccount(me, roles, c.Before) {
		return accountNotHeld(c)
	}
	for _, name := range added(c.Before.Roles, c.After.Roles) {
		if !holdsRoles(me, roles, []string{name}) {
			return forbidden("roles", "system.roleNotHeld", name)
		}
	}
	return nil
}

// accountNotHeld is the refusal of a change to an account holding permissions the caller
// lacks, on the first field the change touches (id when it touches none), naming the
// account.
func accountNotHeld(c staffChange) error {
	switch field := changedField(c); field {
	case "password":
		return forbidden(field, "system.passwordNotHeld", c.Before.Username)
	case "mobile":
		return forbidden(field, "system.mobileNotHeld", c.Before.Username)
	case "":
		return forbidden("id", "system.staffNotHeld", c.Before.Username)
	default:
		return forbidden(field, "system.staffNotHeld", c.Before.Username)
	}
}

// mayDeleteStaff answers the refusal that stops me from deleting targets, or nil: the
// first target I may not delete refuses them all.
func mayDeleteStaff(me access.Principal, roles []Role, targets []Member) error {
	for _, m := range targets {
		if isAdminAccount(m) && !me.Admin() {
			return forbidden("ids", "system.adminAccountDelete", m.Username)
		}
		if !holdsAccount(me, roles, m) {
			return forbidden("ids", "system.staffDeleteNotHeld", m.Username)
		}
	}
	return nil
}

// holdsAccount reports whether me holds every permission of account m, so that me may
// change or delete it. An Admin account is held by Admins only.
func holdsAccount(me access.Principal, roles []Role, m Member) bool {
	return holdsRoles(me, roles, m.Roles)
}

// mayEditRole answers the refusal that stops me from storing after in place of before
// (before.ID 0: after is a new role), or nil.
func mayEditRole(me access.Principal, before, after Role) error {
	if before.ID != 0 && before.Name == access.AdminRole && !me.Admin() {
		return forbidden("role", "system.adminRoleOnly")
	}
	for _, code := range added(before.Permissions, after.Permissions) {
		if me.Missing([]string{code}) != "" {
			return forbidden("btnRolesCheckedList", "system.permissionNotHeld", code)
		}
	}
	return nil
}

// mayDeleteRoles answers the refusal that stops me from deleting targets, or nil.
func mayDeleteRoles(me access.Principal, targets []Role) error {
	for _, r := range targets {
		if r.Name == access.AdminRole && !me.Admin() {
			return forbidden("ids", "system.adminRoleOnly")
		}
	}
	return nil
}

// holdsRoles reports whether me holds every permission of the named roles. The Admin role
// holds more than its stored codes (every code, now and later, and the Admin-only rules),
// so only an Admin holds it.
func holdsRoles(me access.Principal, roles []Role, names []string) bool {
	if me.Admin() {
		return true
	}
	if slices.Contains(names, access.AdminRole) {
		return false
	}
	return me.Missing(permissionsOf(roles, names)) == ""
}

// caller reads the signed-in staff member's roles and permissions as stored now, inside
// the transaction of the change: the principal of the request was read before it began.
func caller(ctx context.Context, tx Tx, me access.Principal, roles []Role) (access.Principal, error) {
	m, err := tx.Member(ctx, me.StaffID)
	if errors.Is(err, ErrNotFound) {
		return access.Principal{}, apperr.New(http.StatusUnauthorized, "auth.tokenInvalid")
	}
	if err != nil {
		return access.Principal{}, fmt.Errorf("read caller %d: %w", me.StaffID, err)
	}
	if m.Disabled {
		return access.Principal{}, apperr.New(http.StatusUnauthorized, "auth.disabled")
	}
	return access.Principal{
		StaffID: m.ID, Username: m.Username, Roles: m.Roles, Permissions: permissionsOf(roles, m.Roles),
		TokenIssued: me.TokenIssued,
	}, nil
}

// permissionsOf is the union of the codes of the named roles, in first-seen order.
func permissionsOf(roles []Role, names []string) []string {
	var out []string
	for _, r := range roles {
		if !slices.Contains(names, r.Name) {
			continue
		}
		for _, code := range r.Permissions {
			if !slices.Contains(out, code) {
				out = append(out, code)
			}
		}
	}
	return out
}

func isAdminAccount(m Member) bool { return slices.Contains(m.Roles, access.AdminRole) }

// changedField names the first field an edit changes, for the refusal of the whole edit.
func changedField(c staffChange) string {
	b, a := c.Before, c.After
	switch {
	case !sameSet(b.Roles, a.Roles):
		return "roles"
	case c.Password:
		return "password"
	case b.Disabled != a.Disabled:
		return "status"
	case b.Mobile != a.Mobile:
		return "mobile"
	case b.Email != a.Email:
		return "email"
	case b.Username != a.Username:
		return "username"
	case b.DepartmentID != a.DepartmentID:
		return "departmentId"
	case b.Avatar != a.Avatar:
		return "avatar"
	}
	return ""
}

// added lists the items of after that before lacks.
func added(before, after []string) []string {
	var out []string
	for _, s := range after {
		if !slices.Contains(before, s) {
			out = append(out, s)
		}
	}
	return out
}

// sameSet reports whether a and b hold the same items, in any order.
func sameSet(a, b []string) bool {
	return len(added(a, b)) == 0 && len(added(b, a)) == 0
}

func forbidden(field, key string, args ...any) error {
	e := apperr.New(http.StatusForbidden, key, args...)
	e.Field = field
	return e
}
