package system

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
)

// RoleEdit is a create (ID 0) or an update of a role.
type RoleEdit struct {
	ID          int64
	Name        string
	Permissions []string
}

// Permission is a code a role can grant, with its label in the caller's language.
type Permission struct {
	Code  string
	Label string
	Group string
}

// Permissions lists every permission code of the contract.
func (s *Service) Permissions(lang i18n.Lang) []Permission {
	out := make([]Permission, 0, len(s.cat.PermissionCodes))
	for _, code := range s.cat.PermissionCodes {
		out = append(out, Permission{Code: code, Label: PermissionLabel(lang, code), Group: permissionGroup(code)})
	}
	return out
}

// PermissionLabel is the human label of a code; a code without one shows as itself.
func PermissionLabel(lang i18n.Lang, code string) string {
	return i18n.T(lang, "permission."+code)
}

// HasLabel reports whether code has a label of its own (tests keep every code labelled).
func HasLabel(code string) bool {
	return i18n.T(i18n.EN, "permission."+code) != "permission."+code
}

// permissionGroup is the business area of a code: its first part that is not a verb
// (read:system and system:staff:write are both "system").
func permissionGroup(code string) string {
	for _, part := range strings.Split(code, ":") {
		switch part {
		case "read", "write", "delete":
			continue
		}
		return part
	}
	return code
}

// ListRoles answers a page of roles.
func (s *Service) ListRoles(ctx context.Context, name string, page kernel.Page) ([]Role, int, error) {
	off, lim := offsetLimit(page)
	list, total, err := s.store.ListRoles(ctx, strings.TrimSpace(name), off, lim)
	if err != nil {
		return nil, 0, fmt.Errorf("list roles: %w", err)
	}
	return list, total, nil
}

// EditRole creates or updates a role. Its staff get the new permissions on their next
// request: the session reads roles on every request.
func (s *Service) EditRole(ctx context.Context, in RoleEdit) (Role, error) {
	me, err := access.Signed(ctx)
	if err != nil {
		return Role{}, err
	}
	name, err := checkName("role", in.Name)
	if err != nil {
		return Role{}, err
	}
	r := Role{ID: in.ID, Name: name, Permissions: []string{}}
	for _, code := range in.Permissions {
		if !slices.Contains(s.cat.PermissionCodes, code) {
			return Role{}, apperr.Invalid("btnRolesCheckedList", "system.permissionUnknown", code)
		}
		if !slices.Contains(r.Permissions, code) {
			r.Permissions = append(r.Permissions, code)
		}
	}
	var saved Role
	err = s.admin(ctx, func(tx Tx) error {
		roles, err := tx.Roles(ctx)
		if err != nil {
			return err
		}
		var before Role
		if r.ID != 0 {
			i := slices.IndexFunc(roles, func(x Role) bool { return x.ID == r.ID })
			if i < 0 {
				return notFound("system.roleNotFound", r.ID)
			}
			before = roles[i]
		}
		who, err := caller(ctx, tx, me, roles)
		if err != nil {
			return err
		}
		if err := mayEditRole(who, before, r); err != nil {
			return err
		}
		others := namesOf(roles, func(o Role) (string, bool) { return o.Name, o.ID != r.ID })
		if err := nameClash("role", "system.roleTaken", "system.roleLike", r.Name, before.Name, others); err != nil {
			return err
		}
		if r.ID != 0 {
			if before.Name == access.AdminRole && r.Name != access.AdminRole {
				return conflict("role", "system.adminRoleFixed")
			}
			err = tx.UpdateRole(ctx, r)
		} else {
			r.CreatedAt = s.cfg.Now().UTC()
			r.ID, err = tx.CreateRole(ctx, r)
		}
		if errors.Is(err, ErrConflict) { // taken by a write that came in between
			return conflict("role", "system.roleTaken", r.Name)
		}
		if err != nil {
			return err
		}
		if roles, err = tx.Roles(ctx); err != nil {
			return err
		}
		saved = roles[slices.IndexFunc(roles, func(x Role) bool { return x.ID == r.ID })]
		return nil
	})
	if err != nil {
		return Role{}, wrap("save role", err)
	}
	return saved, nil
}

// DeleteRoles deletes every listed role or none.
func (s *Service) DeleteRoles(ctx context.Context, ids []int64) error {
	me, err := access.Signed(ctx)
	if err != nil {
		return err
	}
	ids = unique(ids)
	err = s.admin(ctx, func(tx Tx) error {
		roles, err := tx.Roles(ctx)
		if err != nil {
			return err
		}
		targets := make([]Role, 0, len(ids))
		for _, id := range ids {
			i := slices.IndexFunc(roles, func(x Role) bool { return x.ID == id })
			if i < 0 {
				return notFound("system.roleNotFound", id)
			}
			targets = append(targets, roles[i])
		}
		who, err := caller(ctx, tx, me, roles)
		if err != nil {
			return err
		}
		if err := mayDeleteRoles(who, targets); err != nil {
			return err
		}
		for _, r := range targets {
			switch {
			case r.Name == access.AdminRole:
				return conflict("ids", "system.adminRoleFixed")
			case r.StaffCount > 0:
				return conflict("ids", "system.roleInUse", r.Name, r.StaffCount)
			}
		}
		items := make([]audit.Item, len(targets))
		for i, r := range targets {
			items[i] = audit.Item{ID: r.ID, Name: r.Name}
		}
		audit.Deleted(ctx, "role", items...)
		return tx.DeleteRoles(ctx, ids)
	})
	return wrap("delete roles", err)
}
