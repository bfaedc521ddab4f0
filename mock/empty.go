package mock

import (
	"time"

	"shopconsole/server/session"
	"shopconsole/server/shopusers"
)

// NewEmpty returns a store holding exactly what a fresh Postgres schema holds after its
// migrations: the roles Admin, Editor and Test with their permissions, the level 普通会员
// at growth 0, and both gifts off. No staff, shop users, goods, coupons, notices or log
// lines, and no demo data (the app serves the demo layer only with MockServer). The menus
// come from the shell service, as on Postgres. seededAt is when those rows were made
// (Postgres: when its migrations ran); the roles carry it as their creation time.
func NewEmpty(seededAt time.Time) *Store {
	s := newStore(seededAt)
	for _, r := range migratedRoles() {
		s.roles[r.Name] = r
	}
	s.ensureRoleMeta()
	for name, m := range s.sys.roleMeta {
		m.CreatedAt = seededAt.UTC()
		s.sys.roleMeta[name] = m
	}
	d := s.shop
	must(d.levels.put(shopusers.Level{ID: d.nextID("level"), Name: "普通会员", GrowthValue: 0, Discount: 100,
		Privilege: "会员价购物", Sort: 1}))
	for _, t := range d.tables() {
		t.commit()
	}
	s.seedDefaultAlbum(seededAt)
	return s
}

// migratedRoles are the roles the migrations leave (001 inserts them, 020, 060, 061, 062, 070, 071, 072, 080, 082 and 090 give Editor
// the shop's read and write codes and Test its read codes), and the mock's sample data starts
// from: Admin holds every code whatever it lists, Editor operates the shop, Test audits it.
func migratedRoles() []session.Role {
	return []session.Role{
		{Name: "Admin", Permissions: []string{"read:system", "write:system", "delete:system"}},
		{Name: "Editor", Permissions: []string{"read:system", "write:system", "shop:user:read", "shop:user:write",
			"shop:coupon:read", "shop:coupon:write", "shop:config:read", "shop:config:write",
			"order:order:read", "order:order:write", "order:settings:read", "order:refund:settle",
			"aftersale:aftersale:read", "aftersale:aftersale:write", "aftersale:refund:write",
			"cash:method:read", "cash:method:write", "cash:account:read",
			"cash:withdraw:read", "cash:withdraw:apply", "cash:settings:read", "cash:flow:read", "shop:setup:read", "shop:setup:write",
			"shop:setup:bind:read", "shop:setup:bind:write", "stats:read"}},
		{Name: "Test", Permissions: []string{"read:system", "shop:user:read", "shop:coupon:read", "shop:config:read",
			"order:order:read", "order:settings:read", "aftersale:aftersale:read", "cash:method:read", "cash:account:read",
			"cash:withdraw:read", "cash:settings:read", "cash:flow:read", "shop:setup:read", "shop:setup:bind:read", "stats:read"}},
	}
}
