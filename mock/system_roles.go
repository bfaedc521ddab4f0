package mock

// The system transaction's roles, departments and menus.

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"shopconsole/server/session"
	"shopconsole/server/shell"
	"shopconsole/server/system"
)

func (t tx) roles() []system.Role {
	count := map[string]int{}
	for _, row := range t.s.staff {
		for _, r := range row.roleNames {
			count[r]++
		}
	}
	out := make([]system.Role, 0, len(t.s.roles))
	for name, r := range t.s.roles {
		meta := t.s.sys.roleMeta[name]
		out = append(out, system.Role{
			ID: meta.ID, Name: name, Permissions: slices.Clone(r.Permissions), StaffCount: count[name], CreatedAt: meta.CreatedAt,
		})
	}
	slices.SortFunc(out, func(a, b system.Role) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

func (t tx) Roles(context.Context) ([]system.Role, error) { return t.roles(), nil }

// CreateRole implements system.Tx: the service has refused a taken name, and Admin runs it
// under the store's lock, so nothing came in between.
func (t tx) CreateRole(_ context.Context, r system.Role) (int64, error) {
	id := t.s.id()
	t.s.roles[r.Name] = session.Role{Name: r.Name, Permissions: slices.Clone(r.Permissions)}
	t.s.sys.roleMeta[r.Name] = roleMeta{ID: id, CreatedAt: r.CreatedAt}
	return id, nil
}

func (t tx) roleName(id int64) (string, bool) {
	for n, meta := range t.s.sys.roleMeta {
		if meta.ID == id {
			return n, true
		}
	}
	return "", false
}

func (t tx) UpdateRole(_ context.Context, r system.Role) error {
	old, ok := t.roleName(r.ID)
	if !ok {
		return fmt.Errorf("role %d: %w", r.ID, system.ErrNotFound)
	}
	meta := t.s.sys.roleMeta[old]
	delete(t.s.roles, old)
	delete(t.s.sys.roleMeta, old)
	t.s.roles[r.Name] = session.Role{Name: r.Name, Permissions: slices.Clone(r.Permissions)}
	t.s.sys.roleMeta[r.Name] = meta
	if old != r.Name {
		for id, row := range t.s.staff {
			if i := slices.Index(row.roleNames, old); i >= 0 {
				nr := *row
				nr.roleNames = slices.Clone(row.roleNames)
				nr.roleNames[i] = r.Name
				t.s.staff[id] = &nr
			}
		}
	}
	return nil
}

func (t tx) DeleteRoles(_ context.Context, ids []int64) error {
	for _, id := range ids {
		if name, ok := t.roleName(id); ok {
			delete(t.s.roles, name)
			delete(t.s.sys.roleMeta, name)
		}
	}
	return nil
}

func (t tx) departments() []system.Department {
	count := map[int64]int{}
	for _, d := range t.s.sys.staffDept {
		count[d]++
	}
	out := make([]system.Department, 0, len(t.s.sys.departments))
	for _, d := range t.s.sys.departments {
		d.StaffCount = count[d.ID]
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b system.Department) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

func (t tx) Departments(context.Context) ([]system.Department, error) { return t.departments(), nil }

// CreateDepartment implements system.Tx (the service has refused a sibling's name).
func (t tx) CreateDepartment(_ context.Context, d system.Department) (int64, error) {
	d.ID, d.StaffCount = t.s.id(), 0
	t.s.sys.departments[d.ID] = d
	return d.ID, nil
}

func (t tx) UpdateDepartment(_ context.Context, d system.Department) error {
	old, ok := t.s.sys.departments[d.ID]
	if !ok {
		return fmt.Errorf("department %d: %w", d.ID, system.ErrNotFound)
	}
	old.ParentID, old.Name, old.Order = d.ParentID, d.Name, d.Order
	t.s.sys.departments[d.ID] = old
	return nil
}

func (t tx) DeleteDepartments(_ context.Context, ids []int64) error {
	for _, id := range ids {
		delete(t.s.sys.departments, id)
	}
	return nil
}

func (t tx) Menus(context.Context) ([]shell.Menu, error) { return slices.Clone(t.s.menus), nil }

func (t tx) CreateMenu(_ context.Context, m shell.Menu) (int64, error) {
	// Menu ids continue from the seeded route table's and are never reused, as Postgres's
	// sequence does: a stale reference to a deleted record must not reach a new one.
	for _, o := range t.s.menus {
		t.s.sys.lastMenuID = max(t.s.sys.lastMenuID, o.ID)
	}
	t.s.sys.lastMenuID++
	m.ID = t.s.sys.lastMenuID
	t.s.menus = append(slices.Clone(t.s.menus), m)
	return m.ID, nil
}

func (t tx) UpdateMenu(_ context.Context, m shell.Menu) error {
	i := slices.IndexFunc(t.s.menus, func(o shell.Menu) bool { return o.ID == m.ID })
	if i < 0 {
		return fmt.Errorf("menu %d: %w", m.ID, system.ErrNotFound)
	}
	menus := slices.Clone(t.s.menus)
	menus[i] = m
	t.s.menus = menus
	return nil
}

func (t tx) DeleteMenus(_ context.Context, ids []int64) error {
	t.s.menus = slices.DeleteFunc(slices.Clone(t.s.menus), func(m shell.Menu) bool { return slices.Contains(ids, m.ID) })
	return nil
}
