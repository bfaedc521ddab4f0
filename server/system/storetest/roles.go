package storetest

import (
	"testing"

	"shopconsole/server/api"
	"shopconsole/server/shell"
	"shopconsole/server/storecheck"
	"shopconsole/server/system"
)

func normRoles(list []system.Role) []system.Role {
	out := make([]system.Role, len(list))
	for i, r := range list {
		r.CreatedAt = r.CreatedAt.UTC()
		if r.Permissions == nil {
			r.Permissions = []string{}
		}
		out[i] = r
	}
	return out
}

// listRoles answers Tx.Roles, checked against Store.ListRoles.
func listRoles(t *testing.T, f fixture) []system.Role {
	t.Helper()
	var list []system.Role
	f.tx(t, func(tx system.Tx) (err error) { list, err = tx.Roles(ctx); return err })
	page, total, err := f.s.ListRoles(ctx, "", 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "ListRoles against Tx.Roles", page, list, normRoles)
	storecheck.Equal(t, "ListRoles's count", total, len(list), nil)
	return normRoles(list)
}

// roles: the migrations' roles first, then the new ones by id; every field comes back; a
// staff member's roles follow a rename; ListRoles filters by part of the name in any case.
func roles(t *testing.T, f fixture) {
	migrated := listRoles(t, f)
	if len(migrated) != 3 || migrated[0].Name != "Admin" || migrated[1].Name != "Editor" || migrated[2].Name != "Test" {
		t.Fatalf("a fresh store's roles: %+v", migrated)
	}
	want := append([]system.Role{}, migrated...)
	for _, name := range []string{"Auditor", "Packer"} {
		r := system.Role{Name: name, Permissions: []string{"read:system", "stats:read"}, CreatedAt: at}
		f.tx(t, func(tx system.Tx) (err error) { r.ID, err = tx.CreateRole(ctx, r); return err })
		want = append(want, r)
	}
	if want[3].ID <= want[2].ID || want[4].ID <= want[3].ID {
		t.Errorf("new roles' ids %d, %d after %d", want[3].ID, want[4].ID, want[2].ID)
	}
	storecheck.Equal(t, "Roles after CreateRole", listRoles(t, f), want, nil)

	m := f.create(t, member("packer", "", "Packer", "Editor"), "")
	want[1].StaffCount, want[4].StaffCount = 1, 1
	want[4].Name, want[4].Permissions = "Shipper", []string{}
	f.tx(t, func(tx system.Tx) error { return tx.UpdateRole(ctx, want[4]) })
	storecheck.Equal(t, "Roles after UpdateRole", listRoles(t, f), want, nil)
	storecheck.Equal(t, "a member's roles after a rename", f.load(t, m.ID).Roles, []string{"Editor", "Shipper"}, nil)

	for _, c := range []struct {
		name          string
		offset, limit int
		want          []system.Role
		total         int
	}{
		{"", 0, 2, want[:2], 5},
		{"", 4, 2, want[4:], 5},
		{"", 5, 2, []system.Role{}, 5},
		{"E", 0, 10, []system.Role{want[1], want[2], want[4]}, 3},
		{"sHiP", 0, 10, want[4:], 1},
		{"none", 0, 10, []system.Role{}, 0},
	} {
		got, total, err := f.s.ListRoles(ctx, c.name, c.offset, c.limit)
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, "ListRoles("+c.name+")", normRoles(got), c.want, nil)
		storecheck.Equal(t, "ListRoles("+c.name+")'s count", total, c.total, nil)
	}

	f.tx(t, func(tx system.Tx) error { return tx.DeleteRoles(ctx, []int64{want[3].ID}) })
	storecheck.Equal(t, "Roles after DeleteRoles", listRoles(t, f), append(want[:3:3], want[4]), nil)
}

func normDepartments(list []system.Department) []system.Department {
	out := make([]system.Department, len(list))
	for i, d := range list {
		d.CreatedAt = d.CreatedAt.UTC()
		out[i] = d
	}
	return out
}

// departments: every field comes back, by id, with the count of staff in each; both reads
// agree.
func departments(t *testing.T, f fixture) {
	load := func() []system.Department {
		t.Helper()
		var inTx []system.Department
		f.tx(t, func(tx system.Tx) (err error) { inTx, err = tx.Departments(ctx); return err })
		list, err := f.s.Departments(ctx)
		if err != nil {
			t.Fatal(err)
		}
		storecheck.Equal(t, "Store.Departments against Tx.Departments", list, inTx, normDepartments)
		return normDepartments(list)
	}
	if list := load(); len(list) != 0 {
		t.Fatalf("a fresh store's departments: %+v", list)
	}
	top := f.department(t, 0, "总部")
	child := f.department(t, top.ID, "仓库")
	other := f.department(t, 0, "分部")
	storecheck.Equal(t, "Departments after CreateDepartment", load(), []system.Department{top, child, other}, nil)

	for _, name := range []string{"a", "b"} {
		w := member(name, "")
		w.DepartmentID = child.ID
		f.create(t, w, child.Name)
	}
	child.StaffCount = 2
	child.ParentID, child.Name, child.Order = other.ID, "库房", 9
	f.tx(t, func(tx system.Tx) error { return tx.UpdateDepartment(ctx, child) })
	storecheck.Equal(t, "Departments after UpdateDepartment", load(), []system.Department{top, child, other}, nil)

	f.tx(t, func(tx system.Tx) error { return tx.DeleteDepartments(ctx, []int64{top.ID}) })
	storecheck.Equal(t, "Departments after DeleteDepartments", load(), []system.Department{child, other}, nil)
}

func createMenu(tx system.Tx, parent int64, path string) (shell.Menu, error) {
	icon, hidden, perms := "home-line", true, []string{"read:system"}
	m := shell.Menu{ParentID: parent, Path: path, Name: "Menu" + path[1:], Component: "views" + path, Redirect: path + "/x",
		Meta: api.RouteMeta{Title: "菜单 " + path, Icon: &icon, Hidden: &hidden, Permissions: &perms}, Sort: len(path)}
	id, err := tx.CreateMenu(ctx, m)
	m.ID = id
	return m, err
}

// menus: every field comes back through both reads (in an order the service sets itself).
func menus(t *testing.T, f fixture) {
	load := func() []shell.Menu {
		t.Helper()
		var inTx []shell.Menu
		f.tx(t, func(tx system.Tx) (err error) { inTx, err = tx.Menus(ctx); return err })
		list, err := f.s.Menus(ctx)
		if err != nil {
			t.Fatal(err)
		}
		list, inTx = byID(list, menuID), byID(inTx, menuID)
		storecheck.Equal(t, "Store.Menus against Tx.Menus", list, inTx, nil)
		return list
	}
	var want []shell.Menu
	f.tx(t, func(tx system.Tx) error {
		top, err := createMenu(tx, 0, "/goods")
		if err != nil {
			return err
		}
		child, err := createMenu(tx, top.ID, "/goods/list")
		if err != nil {
			return err
		}
		other, err := createMenu(tx, 0, "/o")
		want = []shell.Menu{top, child, other}
		return err
	})
	storecheck.Equal(t, "Menus after CreateMenu", load(), want, nil)
	want[1].ParentID, want[1].Path, want[1].Name, want[1].Component, want[1].Redirect, want[1].Sort =
		want[2].ID, "/o/list", "OList", "views/o/list", "", 0
	want[1].Meta = api.RouteMeta{Title: "改"}
	f.tx(t, func(tx system.Tx) error { return tx.UpdateMenu(ctx, want[1]) })
	storecheck.Equal(t, "Menus after UpdateMenu", load(), want, nil)
	f.tx(t, func(tx system.Tx) error { return tx.DeleteMenus(ctx, []int64{want[0].ID}) })
	storecheck.Equal(t, "Menus after DeleteMenus", load(), want[1:], nil)
}

func menuID(m shell.Menu) int64 { return m.ID }
