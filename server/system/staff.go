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
	"shopconsole/server/kernel"
	"shopconsole/server/session"
)

// StaffEdit is a create (ID 0) or an update; nil fields keep their value on update.
type StaffEdit struct {
	ID           int64
	Username     string
	Email        *string
	Mobile       *string // "" clears it
	Password     *string
	Roles        *[]string
	DepartmentID *int64
	Disabled     *bool
	Avatar       *string
}

// ListStaff answers a page of staff accounts.
func (s *Service) ListStaff(ctx context.Context, q StaffQuery, page kernel.Page) ([]Member, int, error) {
	q.Username = strings.TrimSpace(q.Username)
	q.Mobile = strings.TrimSpace(q.Mobile)
	q.Offset, q.Limit = offsetLimit(page)
	list, total, err := s.store.ListStaff(ctx, q)
	if err != nil {
		return nil, 0, fmt.Errorf("list staff: %w", err)
	}
	return list, total, nil
}

// EditStaff creates or updates a staff account.
func (s *Service) EditStaff(ctx context.Context, in StaffEdit) (Member, error) {
	me, err := access.Signed(ctx)
	if err != nil {
		return Member{}, err
	}
	if in.Username, err = checkName("username", in.Username); err != nil {
		return Member{}, err
	}
	if in.ID == 0 && in.Password == nil {
		return Member{}, apperr.Invalid("password", "validation.required", "password")
	}
	hash := ""
	if in.Password != nil {
		// Hashing is slow on purpose: do it before taking the administration lock.
		if hash, err = session.HashPassword(*in.Password); err != nil {
			return Member{}, err
		}
	}
	var saved Member
	err = s.admin(ctx, func(tx Tx) error {
		roles, err := tx.Roles(ctx)
		if err != nil {
			return err
		}
		var before Member
		if in.ID != 0 {
			before, err = tx.Member(ctx, in.ID)
			if errors.Is(err, ErrNotFound) {
				return notFound("system.staffNotFound", in.ID)
			}
			if err != nil {
				return err
			}
		}
		m := MemberWrite{Member: before, PasswordHash: hash}
		m.Roles = slices.Clone(before.Roles)
		if in.ID == 0 {
			m.CreatedAt = s.cfg.Now().UTC()
		}
		m.Username = in.Username
		applyStaff(&m.Member, in)
		if err := s.authorizeStaff(ctx, tx, me, roles, staffChange{Before: before, After: m.Member, Password: in.Password != nil}); err != nil {
			return err
		}
		if err := s.checkStaff(ctx, tx, me, m.Member); err != nil {
			return err
		}
		if err := usernameClash(ctx, tx, m.Member, before.Username); err != nil {
			return err
		}
		id := in.ID
		if id == 0 {
			id, err = tx.CreateMember(ctx, m)
		} else {
			err = tx.UpdateMember(ctx, m)
		}
		if errors.Is(err, ErrMobileTaken) {
			return conflict("mobile", "system.mobileTaken", m.Mobile)
		}
		if errors.Is(err, ErrConflict) {
			return conflict("username", "auth.usernameTaken", m.Username)
		}
		if err != nil {
			return err
		}
		saved, err = tx.Member(ctx, id)
		return err
	})
	if err != nil {
		return Member{}, wrap("save staff", err)
	}
	return saved, nil
}

func applyStaff(m *Member, in StaffEdit) {
	if in.Email != nil {
		m.Email = strings.TrimSpace(*in.Email)
	}
	if in.Mobile != nil {
		m.Mobile = strings.TrimSpace(*in.Mobile)
	}
	if in.Roles != nil {
		m.Roles = []string{}
		for _, r := range *in.Roles {
			if r = strings.TrimSpace(r); r != "" && !slices.Contains(m.Roles, r) {
				m.Roles = append(m.Roles, r)
			}
		}
	}
	if in.DepartmentID != nil {
		m.DepartmentID = *in.DepartmentID
	}
	if in.Disabled != nil {
		m.Disabled = *in.Disabled
	}
	if in.Avatar != nil {
		m.Avatar = *in.Avatar
	}
	if m.Roles == nil {
		m.Roles = []string{}
	}
}

// authorizeStaff refuses a change that the caller, as stored now, may not make: first an
// unknown role (the grant rules need to know what a role holds), then the grant rules.
func (s *Service) authorizeStaff(ctx context.Context, tx Tx, me access.Principal, roles []Role, c staffChange) error {
	for _, name := range c.After.Roles {
		if !slices.ContainsFunc(roles, func(r Role) bool { return r.Name == name }) {
			return apperr.Invalid("roles", "system.roleUnknown", name)
		}
	}
	who, err := caller(ctx, tx, me, roles)
	if err != nil {
		return err
	}
	return mayEditStaff(who, roles, c)
}

// checkStaff applies the rules of a staff account about to be stored. The last-Admin rule
// cannot be reached through the grant rules (only an Admin changes an Admin account, and
// not their own roles or status), but it is the one that must never break, so it stays.
func (s *Service) checkStaff(ctx context.Context, tx Tx, me access.Principal, m Member) error {
	if m.ID != 0 && m.ID == me.StaffID && m.Disabled {
		return conflict("status", "system.disableSelf")
	}
	if m.DepartmentID != 0 {
		deps, err := tx.Departments(ctx)
		if err != nil {
			return err
		}
		if !slices.ContainsFunc(deps, func(d Department) bool { return d.ID == m.DepartmentID }) {
			return apperr.Invalid("departmentId", "system.departmentUnknown", m.DepartmentID)
		}
	}
	if m.ID == 0 {
		return nil
	}
	stillAdmin := !m.Disabled && slices.Contains(m.Roles, access.AdminRole)
	if stillAdmin {
		return nil
	}
	admins, err := tx.AdminIDs(ctx)
	if err != nil {
		return err
	}
	if len(admins) == 1 && admins[0] == m.ID {
		return conflict("roles", "system.lastAdmin", m.Username)
	}
	return nil
}

// usernameClash refuses the username of m when it reads like another account's (names.go);
// kept is the username m has now.
func usernameClash(ctx context.Context, tx Tx, m Member, kept string) error {
	all, err := tx.Usernames(ctx)
	if err != nil {
		return err
	}
	others := namesOf(all, func(o StaffName) (string, bool) { return o.Username, o.ID != m.ID })
	return nameClash("username", "auth.usernameTaken", "system.usernameLike", m.Username, kept, others)
}

// DeleteStaff deletes every listed account or none.
func (s *Service) DeleteStaff(ctx context.Context, ids []int64) error {
	me, err := access.Signed(ctx)
	if err != nil {
		return err
	}
	ids = unique(ids)
	err = s.admin(ctx, func(tx Tx) error {
		names := map[int64]string{}
		targets := make([]Member, 0, len(ids))
		for _, id := range ids {
			m, err := tx.Member(ctx, id)
			if errors.Is(err, ErrNotFound) {
				return notFound("system.staffNotFound", id)
			}
			if err != nil {
				return err
			}
			names[id] = m.Username
			targets = append(targets, m)
		}
		if err := s.authorizeDelete(ctx, tx, me, targets); err != nil {
			return err
		}
		if slices.Contains(ids, me.StaffID) {
			return conflict("ids", "system.deleteSelf")
		}
		admins, err := tx.AdminIDs(ctx)
		if err != nil {
			return err
		}
		left := slices.DeleteFunc(slices.Clone(admins), func(id int64) bool { return slices.Contains(ids, id) })
		if len(admins) > 0 && len(left) == 0 {
			return conflict("ids", "system.lastAdmin", names[admins[0]])
		}
		items := make([]audit.Item, len(targets))
		for i, m := range targets {
			items[i] = audit.Item{ID: m.ID, Name: m.Username}
		}
		audit.Deleted(ctx, "staff", items...)
		return tx.DeleteMembers(ctx, ids)
	})
	return wrap("delete staff", err)
}

// authorizeDelete refuses to delete an account the caller, as stored now, does not hold
// (grants.go).
func (s *Service) authorizeDelete(ctx context.Context, tx Tx, me access.Principal, targets []Member) error {
	roles, err := tx.Roles(ctx)
	if err != nil {
		return err
	}
	who, err := caller(ctx, tx, me, roles)
	if err != nil {
		return err
	}
	return mayDeleteStaff(who, roles, targets)
}

// wrap adds context to a store failure and lets a caller's error through unchanged.
func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := apperr.As(err); ok {
		return err
	}
	return fmt.Errorf("%s: %w", what, err)
}
