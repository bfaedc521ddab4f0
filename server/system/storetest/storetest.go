// Package storetest is the contract every system.Store keeps, run over each backend's store:
// not found, save then load of staff, roles, departments and menus, the unique username and
// mobile number, rollback of a failing Admin, the staff list's filters and paging, and the
// system log's filters, order and paging.
package storetest

import (
	"cmp"
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"shopconsole/server/audit"
	"shopconsole/server/shell"
	"shopconsole/server/system"
)

// Run checks the store newStore answers, fresh for each case (holding the migrations' roles
// Admin, Editor and Test and nothing else of administration), with the log writer of the
// same backend.
func Run(t *testing.T, newStore func(t *testing.T) (system.Store, audit.Store)) {
	cases := []struct {
		name string
		fn   func(*testing.T, fixture)
	}{
		{"NotFound", notFound},
		{"MemberSaveThenLoad", memberSaveThenLoad},
		{"MemberConflicts", memberConflicts},
		{"AdminIDs", adminIDs},
		{"StaffList", staffList},
		{"Roles", roles},
		{"Departments", departments},
		{"Menus", menus},
		{"Rollback", rollback},
		{"SearchLog", searchLog},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, log := newStore(t)
			c.fn(t, fixture{s: s, log: log})
		})
	}
}

type fixture struct {
	s   system.Store
	log audit.Store
}

var (
	ctx     = context.Background()
	at      = time.Date(2026, 5, 4, 3, 2, 1, 0, time.UTC)
	errFail = errors.New("fn fails")
)

// tx runs fn in an Admin that must succeed.
func (f fixture) tx(t *testing.T, fn func(system.Tx) error) {
	t.Helper()
	if err := f.s.Admin(ctx, fn); err != nil {
		t.Fatal(err)
	}
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

func equal[T any](t *testing.T, what string, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

func isErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: %v, want %v", what, err, want)
	}
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
		isErr(t, "Member", err, system.ErrNotFound)
		_, err = tx.PasswordHash(ctx, ghost)
		isErr(t, "PasswordHash", err, system.ErrNotFound)
		m := member("ghost", "")
		m.ID = ghost
		isErr(t, "UpdateMember", tx.UpdateMember(ctx, m), system.ErrNotFound)
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
	err := f.s.Admin(ctx, func(tx system.Tx) error {
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
		return errFail
	})
	isErr(t, "a failing Admin", err, errFail)
	staff, total, err := f.s.ListStaff(ctx, system.StaffQuery{Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	for i := range staff {
		staff[i] = normMember(staff[i])
	}
	equal(t, "the staff after a rollback", byID(staff, func(m system.Member) int64 { return m.ID }), []system.Member{kept, gone})
	equal(t, "the staff count after a rollback", total, 2)
	f.tx(t, func(tx system.Tx) error {
		hash, err := tx.PasswordHash(ctx, kept.ID)
		equal(t, "the password hash after a rollback", hash, "hash-kept")
		return err
	})
	equal(t, "the roles after a rollback", listRoles(t, f), beforeRoles)
	ds, err := f.s.Departments(ctx)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "the departments after a rollback", normDepartments(ds), []system.Department{d})
	ms, err := f.s.Menus(ctx)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "the menus after a rollback", ms, []shell.Menu{menu})
}
