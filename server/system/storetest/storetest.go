// Package storetest is the contract every system.Store keeps, run over each backend's store:
// not found, save then load of staff, roles, departments and menus, the unique username and
// mobile number, rollback of a failing Admin, the staff list's filters and paging, and the
// system log's filters, order and paging.
package storetest

import (
	"cmp"
	"context"
	"slices"
	"testing"

	"shopconsole/server/audit"
	"shopconsole/server/shell"
	"shopconsole/server/storecheck"
	"shopconsole/server/system"
)

// Run checks the store newStore answers, fresh for each case (holding the migrations' roles
// Admin, Editor and Test and nothing else of administration), with the log writer of the
// same backend.
func Run(t *testing.T, newStore func(t *testing.T) (system.Store, audit.Store)) {
	fresh := func(t *testing.T) fixture { s, log := newStore(t); return fixture{s: s, log: log} }
	storecheck.Run(t, fresh, []storecheck.Case[fixture]{
		{Name: "NotFound", Fn: notFound},
		{Name: "MemberSaveThenLoad", Fn: memberSaveThenLoad},
		{Name: "MemberConflicts", Fn: memberConflicts},
		{Name: "AdminIDs", Fn: adminIDs},
		{Name: "StaffList", Fn: staffList},
		{Name: "Roles", Fn: roles},
		{Name: "Departments", Fn: departments},
		{Name: "Menus", Fn: menus},
		{Name: "Rollback", Fn: rollback},
		{Name: "SearchLog", Fn: searchLog},
	})
}

type fixture struct {
	s   system.Store
	log audit.Store
}

var (
	ctx = context.Background()
	at  = storecheck.At
)

// tx runs fn in an Admin that must succeed.
func (f fixture) tx(t *testing.T, fn func(system.Tx) error) {
	t.Helper()
	storecheck.Tx(t, ctx, f.s.Admin, fn)
}

// member is an account with every field set but the department.
func member(username, mobile string, roles ...string) system.MemberWrite {
	return system.MemberWrite{Member: system.Member{Username: username, Email: username + "@example.com", Mobile: mobile,
		Avatar: "https://example.com/" + username + ".png", Roles: roles, CreatedAt: at}, PasswordHash: "hash-" + username}
}

// create stores m and answers it as loads show it (with its id and the department's name).
func (f fixture) create(t *testing.T, m system.MemberWrite, department string) system.Member {
	t.Helper()
	f.tx(t, func(tx system.Tx) (err error) { m.ID, err = tx.CreateMember(ctx, m); return err })
	m.DepartmentName = department
	return normMember(m.Member)
}

func (f fixture) department(t *testing.T, parent int64, name string) system.Department {
	t.Helper()
	d := system.Department{ParentID: parent, Name: name, Order: 3, CreatedAt: at}
	f.tx(t, func(tx system.Tx) (err error) { d.ID, err = tx.CreateDepartment(ctx, d); return err })
	return d
}

// normMember makes two loads of one account comparable: time in UTC, no list nil.
func normMember(m system.Member) system.Member {
	m.CreatedAt = m.CreatedAt.UTC()
	if m.Roles == nil {
		m.Roles = []string{}
	}
	return m
}

func byID[T any](list []T, id func(T) int64) []T {
	list = slices.Clone(list)
	slices.SortFunc(list, func(a, b T) int { return cmp.Compare(id(a), id(b)) })
	return list
}

func notFound(t *testing.T, f fixture) {
	const ghost = 987654
	f.tx(t, func(tx system.Tx) error {
		_, err := tx.Member(ctx, ghost)
		storecheck.Is(t, "Member", err, system.ErrNotFound)
		_, err = tx.PasswordHash(ctx, ghost)
		storecheck.Is(t, "PasswordHash", err, system.ErrNotFound)
		m := member("ghost", "")
		m.ID = ghost
		storecheck.Is(t, "UpdateMember", tx.UpdateMember(ctx, m), system.ErrNotFound)
		return nil
	})
}

// rollback: nothing a failing Admin wrote stays.
func rollback(t *testing.T, f fixture) {
	kept := f.create(t, member("kept", "13800000001", "Editor"), "")
	gone := f.create(t, member("gone", "13800000002"), "")
	d := f.department(t, 0, "部门")
	var menu shell.Menu
	f.tx(t, func(tx system.Tx) (err error) { menu, err = createMenu(tx, 0, "/kept"); return err })
	beforeRoles := listRoles(t, f)
	storecheck.TxFails(t, ctx, f.s.Admin, func(tx system.Tx) error {
		dept, err := tx.CreateDepartment(ctx, system.Department{Name: "new", CreatedAt: at})
		if err != nil {
			return err
		}
		changed := system.MemberWrite{Member: kept, PasswordHash: "changed"}
		changed.Username, changed.Roles, changed.DepartmentID = "changed", []string{"Admin"}, dept
		if err := tx.UpdateMember(ctx, changed); err != nil {
			return err
		}
		if err := tx.DeleteMembers(ctx, []int64{gone.ID}); err != nil {
			return err
		}
		if _, err := tx.CreateMember(ctx, member("new", "13800000003")); err != nil {
			return err
		}
		if _, err := tx.CreateRole(ctx, system.Role{Name: "new", Permissions: []string{"read:system"}, CreatedAt: at}); err != nil {
			return err
		}
		if err := tx.DeleteRoles(ctx, []int64{beforeRoles[2].ID}); err != nil {
			return err
		}
		if err := tx.DeleteDepartments(ctx, []int64{d.ID}); err != nil {
			return err
		}
		if _, err := createMenu(tx, 0, "/new"); err != nil {
			return err
		}
		if err := tx.DeleteMenus(ctx, []int64{menu.ID}); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	staff, total, err := f.s.ListStaff(ctx, system.StaffQuery{Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	for i := range staff {
		staff[i] = normMember(staff[i])
	}
	storecheck.Equal(t, "the staff after a rollback", byID(staff, memberID), []system.Member{kept, gone}, nil)
	storecheck.Equal(t, "the staff count after a rollback", total, 2, nil)
	f.tx(t, func(tx system.Tx) error {
		hash, err := tx.PasswordHash(ctx, kept.ID)
		storecheck.Equal(t, "the password hash after a rollback", hash, "hash-kept", nil)
		return err
	})
	storecheck.Equal(t, "the roles after a rollback", listRoles(t, f), beforeRoles, nil)
	ds, err := f.s.Departments(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "the departments after a rollback", ds, []system.Department{d}, normDepartments)
	ms, err := f.s.Menus(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "the menus after a rollback", ms, []shell.Menu{menu}, nil)
}
