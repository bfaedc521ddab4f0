package shell

import (
	"context"
	"slices"
	"testing"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/contract"
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
		{"oneOf hit", guard(api.RouteMetaGuardModeOneOf, "Editor", "Auditor"), editor, true},
		{"oneOf miss", guard(api.RouteMetaGuardModeOneOf, "Auditor"), editor, false},
		{"allOf partial", guard(api.RouteMetaGuardModeAllOf, "Editor", "Auditor"), editor, false},
		{"allOf all", guard(api.RouteMetaGuardModeAllOf, "Editor", "Auditor"), both, true},
		{"except hit", guard(api.RouteMetaGuardModeExcept, "Editor"), editor, false},
		{"except miss", guard(api.RouteMetaGuardModeExcept, "Auditor"), access.Principal{Roles: []string{"Editor"}}, true},
		{"admin passes every guard", guard(api.RouteMetaGuardModeOneOf, "Auditor"), admin, true},
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

func TestAllowedPermissions(t *testing.T) {
	need := api.RouteMeta{Title: "x", Permissions: &[]string{"shop:user:read", "shop:coupon:read"}}
	cases := []struct {
		name string
		p    access.Principal
		want bool
	}{
		{"holds all", access.Principal{Permissions: []string{"shop:user:read", "shop:coupon:read"}}, true},
		{"holds one", access.Principal{Permissions: []string{"shop:user:read"}}, false},
		{"holds none", access.Principal{Roles: []string{"Editor"}}, false},
		{"admin holds every code", access.Principal{Roles: []string{"Admin"}}, true},
	}
	for _, c := range cases {
		if got := Allowed(need, c.p); got != c.want {
			t.Errorf("%s: Allowed = %v", c.name, got)
		}
	}
}

func TestDemoSectionsOnlyOnDemand(t *testing.T) {
	has := func(menus []Menu, name string) bool {
		for _, m := range menus {
			if m.Name == name {
				return true
			}
		}
		return false
	}
	prod, demo := DefaultMenus(), DemoMenus()
	for _, name := range []string{"Mall", "MallGoods", "Vab", "DemoTable", "DemoRegion"} {
		if has(prod, name) || !has(demo, name) {
			t.Errorf("%s: in production table %v, in demo table %v", name, has(prod, name), has(demo, name))
		}
	}
	// The production routes keep their IDs when the demo sections are added.
	for i, m := range prod {
		if demo[i].ID != m.ID || demo[i].Name != m.Name {
			t.Fatalf("route %d differs: %s/%d vs %s/%d", i, m.Name, m.ID, demo[i].Name, demo[i].ID)
		}
	}
	for _, name := range []string{"UserManagement", "SystemLog", "ShopUserList", "ShopUserGift", "PersonalCenter"} {
		if !has(prod, name) {
			t.Errorf("production table lacks %s", name)
		}
	}
}

func TestRoutesHideEmptySections(t *testing.T) {
	s := &Service{store: memStore(DemoMenus())}
	editor := access.Principal{Roles: []string{"Editor"}, Permissions: []string{"read:system", "write:system"}}
	routes, err := s.Routes(t.Context(), editor)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, r := range routes {
		names[r.Name] = true
	}
	// No shop:* codes: the whole shop-user section goes; Admin-only sections go too.
	for _, gone := range []string{"ShopUser", "Goods", "Mall"} {
		if names[gone] {
			t.Errorf("editor sees %s", gone)
		}
	}
	for _, kept := range []string{"Root", "Order", "Setting", "Vab", "Bind"} {
		if !names[kept] {
			t.Errorf("editor lacks %s", kept)
		}
	}
}

type memStore []Menu

func (m memStore) Menus(context.Context) ([]Menu, error)   { return m, nil }
func (m memStore) SeedMenus(context.Context, []Menu) error { return nil }
func (m memStore) Notices(context.Context, int64, int) ([]Notice, time.Time, error) {
	return nil, time.Time{}, nil
}
func (m memStore) ClearNotices(context.Context, int64, time.Time) error { return nil }

// The route table names only pages and permission codes that the contract has: a key or
// code the contract lost would be a menu the console cannot open or a check nobody passes.
func TestRouteTableNamesWhatTheContractHas(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	keys := []string{"Layout"}
	for _, v := range c.Doc.Components.Schemas["ComponentKey"].Value.Enum {
		keys = append(keys, v.(string))
	}
	codes := c.PermissionCodes()
	for _, m := range DemoMenus() { // every record, the demo layer's included
		if !slices.Contains(keys, m.Component) {
			t.Errorf("route %s: component %q is not a ComponentKey of the contract", m.Name, m.Component)
		}
		if m.Meta.Permissions != nil {
			for _, code := range *m.Meta.Permissions {
				if !slices.Contains(codes, code) {
					t.Errorf("route %s: permission %q is declared by no operation of the contract", m.Name, code)
				}
			}
		}
	}
}
