package system

import (
	"slices"
	"testing"

	"shopconsole/server/contract"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
	"shopconsole/server/shell"
)

func catalog(t *testing.T) Catalog {
	t.Helper()
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := CatalogOf(c)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// The role form offers every code with a label: a new x-permissions code needs one in
// server/i18n/catalog_system.go.
func TestEveryPermissionCodeHasALabel(t *testing.T) {
	for _, code := range catalog(t).PermissionCodes {
		if !HasLabel(code) || PermissionLabel(i18n.ZH, code) == PermissionLabel(i18n.EN, code) {
			t.Errorf("permission code %s has no zh and en label in server/i18n/catalog_system.go", code)
		}
	}
}

// The default route table names only pages the console knows (the ComponentKey enum of
// the contract, which the web page registry is checked against too).
func TestDefaultMenusUseKnownComponents(t *testing.T) {
	keys := catalog(t).ComponentKeys
	if len(keys) < 10 || !slices.Contains(keys, "Layout") || !slices.Contains(keys, "setting/menuManagement") {
		t.Fatalf("component keys %v", keys)
	}
	for _, m := range append(shell.DefaultMenus(), shell.DemoMenus()...) {
		if m.Component != "" && !slices.Contains(keys, m.Component) {
			t.Errorf("default route %s names component %q, which is not a ComponentKey", m.Name, m.Component)
		}
	}
}

func TestUnderItself(t *testing.T) {
	// 1 ─ 2 ─ 3, and 4 on its own.
	parentOf := map[int64]int64{1: 0, 2: 1, 3: 2, 4: 0}
	cases := []struct {
		id, parent int64
		want       bool
	}{
		{2, 2, true}, {1, 3, true}, {1, 2, true}, {3, 1, false}, {2, 4, false}, {2, 0, false},
	}
	for _, c := range cases {
		if got := underItself(parentOf, c.id, c.parent); got != c.want {
			t.Errorf("move %d under %d: cycle %v, want %v", c.id, c.parent, got, c.want)
		}
	}
	// A stored cycle (never written by the service) does not hang the check.
	if underItself(map[int64]int64{5: 6, 6: 5}, 1, 5) {
		t.Errorf("unrelated cycle reported")
	}
}

func TestDepartmentTreeOrder(t *testing.T) {
	tree := departmentTree([]Department{
		{ID: 1, Name: "HQ"}, {ID: 2, ParentID: 1, Name: "B", Order: 20}, {ID: 3, ParentID: 1, Name: "A", Order: 10},
		{ID: 4, ParentID: 1, Name: "C", Order: 10},
	}, 0)
	if len(tree) != 1 || len(tree[0].Children) != 3 {
		t.Fatalf("tree %+v", tree)
	}
	var names []string
	for _, c := range tree[0].Children {
		names = append(names, c.Name+"<"+c.ParentName)
	}
	if !slices.Equal(names, []string{"A<HQ", "C<HQ", "B<HQ"}) {
		t.Errorf("siblings by order then id: %v", names)
	}
}

func TestPermissionGroup(t *testing.T) {
	for code, want := range map[string]string{
		"read:system": "system", "system:staff:write": "system", "shop:user:read": "shop", "delete:system": "system",
	} {
		if got := permissionGroup(code); got != want {
			t.Errorf("%s: group %q, want %q", code, got, want)
		}
	}
}

func TestPaging(t *testing.T) {
	for _, c := range []struct {
		in       kernel.Page
		off, lim int
	}{
		{kernel.Page{}, 0, 20}, {kernel.Page{No: 3, Size: 10}, 20, 10}, {kernel.Page{No: 1, Size: 500}, 0, 100}, {kernel.Page{No: -2}, 0, 20},
	} {
		if off, lim := offsetLimit(c.in); off != c.off || lim != c.lim {
			t.Errorf("%+v: %d,%d want %d,%d", c.in, off, lim, c.off, c.lim)
		}
	}
}
