package shell

import (
	"testing"

	"shopconsole/server/access"
	"shopconsole/server/api"
)

func TestAllowed(t *testing.T) {
	guard := func(mode api.RouteMetaGuardMode, roles ...string) api.RouteMeta {
		return api.RouteMeta{Title: "x", Guard: &roles, GuardMode: &mode}
	}
	editor := access.Principal{Roles: []string{"Editor"}}
	both := access.Principal{Roles: []string{"Editor", "Auditor"}}
	admin := access.Principal{Roles: []string{"Admin"}}
	cases := []struct {
		name string
		meta api.RouteMeta
		p    access.Principal
		want bool
	}{
		{"no guard", api.RouteMeta{Title: "x"}, editor, true},
		{"oneOf hit", guard(api.OneOf, "Editor", "Auditor"), editor, true},
		{"oneOf miss", guard(api.OneOf, "Auditor"), editor, false},
		{"allOf partial", guard(api.AllOf, "Editor", "Auditor"), editor, false},
		{"allOf all", guard(api.AllOf, "Editor", "Auditor"), both, true},
		{"except hit", guard(api.Except, "Editor"), editor, false},
		{"except miss", guard(api.Except, "Auditor"), access.Principal{Roles: []string{"Editor"}}, true},
		{"admin passes every guard", guard(api.OneOf, "Auditor"), admin, true},
		{"no mode means oneOf", api.RouteMeta{Title: "x", Guard: &[]string{"Editor"}}, editor, true},
	}
	for _, c := range cases {
		if got := Allowed(c.meta, c.p); got != c.want {
			t.Errorf("%s: Allowed = %v", c.name, got)
		}
	}
}

func TestDefaultMenus(t *testing.T) {
	menus := DefaultMenus()
	ids := map[int64]bool{}
	for _, m := range menus {
		if ids[m.ID] {
			t.Fatalf("duplicate id %d", m.ID)
		}
		ids[m.ID] = true
		if m.ParentID != 0 && !ids[m.ParentID] {
			t.Errorf("%s: parent %d comes later or is missing", m.Name, m.ParentID)
		}
	}
	find := func(name string) Menu {
		for _, m := range menus {
			if m.Name == name {
				return m
			}
		}
		t.Fatalf("no route %s", name)
		return Menu{}
	}
	if home := find("Index"); home.Meta.NoClosable == nil || !*home.Meta.NoClosable {
		t.Error("home tab must not be closable")
	}
	goods := find("Goods")
	if goods.Meta.Guard == nil || (*goods.Meta.Guard)[0] != "Admin" || goods.Meta.NoKeepAlive == nil {
		t.Errorf("/goods must be Admin-only and not kept alive: %+v", goods.Meta)
	}
	if d := find("OrderDetail"); d.Meta.Hidden == nil || d.Meta.ActiveMenu == nil {
		t.Errorf("order detail must be hidden with an active menu: %+v", d.Meta)
	}
}
