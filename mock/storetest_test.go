package mock

import (
	"shopconsole/server/bind"
	bindtest "shopconsole/server/bind/storetest"
	"shopconsole/server/goods"
	goodstest "shopconsole/server/goods/storetest"
	"shopconsole/server/merchant"
	merchanttest "shopconsole/server/merchant/storetest"
	"shopconsole/server/setup"
	setuptest "shopconsole/server/setup/storetest"
	userstest "shopconsole/server/shopusers/storetest"
	"testing"
	"time"

	"shopconsole/server/audit"
	"shopconsole/server/cash"
	cashtest "shopconsole/server/cash/storetest"
	"shopconsole/server/coupons"
	couponstest "shopconsole/server/coupons/storetest"
	"shopconsole/server/demo"
	demotest "shopconsole/server/demo/storetest"
	"shopconsole/server/freight"
	freighttest "shopconsole/server/freight/storetest"
	"shopconsole/server/guarantees"
	guaranteestest "shopconsole/server/guarantees/storetest"
	"shopconsole/server/listsettings"
	liststest "shopconsole/server/listsettings/storetest"
	"shopconsole/server/orders"
	orderstest "shopconsole/server/orders/storetest"
	"shopconsole/server/pictures"
	picturestest "shopconsole/server/pictures/storetest"
	"shopconsole/server/session"
	sessiontest "shopconsole/server/session/storetest"
	shelltest "shopconsole/server/shell/storetest"
	"shopconsole/server/shopusers"
	statstest "shopconsole/server/stats/storetest"
	"shopconsole/server/system"
	systemtest "shopconsole/server/system/storetest"
)

// The conformance suites of the areas' stores (server/<area>/storetest), over the mock as
// it starts empty; server/postgres runs the same suites over a fresh schema.

func emptyStore() *Store { return NewEmpty(time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)) }

func TestCouponStore(t *testing.T) {
	couponstest.Run(t, func(*testing.T) (coupons.Store, shopusers.Store) {
		s := emptyStore()
		return s.Coupons(), s.ShopUsers()
	})
}

func TestFreightStore(t *testing.T) {
	freighttest.Run(t, func(*testing.T) (freight.Store, goods.Store) { s := emptyStore(); return s.Freight(), s.Goods() })
}

func TestGuaranteeStore(t *testing.T) {
	guaranteestest.Run(t, func(*testing.T) (guarantees.Store, goods.Store) { s := emptyStore(); return s.Guarantees(), s.Goods() })
}

func TestListSettingsStore(t *testing.T) {
	liststest.Run(t, func(*testing.T) (listsettings.Store, session.Store) {
		s := emptyStore()
		return s.ListSettings(), s
	})
}

func TestOrderStore(t *testing.T) {
	orderstest.Run(t, func(*testing.T) orderstest.Stores {
		s := emptyStore()
		return orderstest.Stores{Orders: s.Orders(), ShopUsers: s.ShopUsers(), Goods: s.Goods(), Freight: s.Freight(),
			Coupons: s.Coupons(), Cash: s.Cash()}
	})
}

func TestCashStore(t *testing.T) {
	cashtest.Run(t, func(*testing.T) (cash.Store, orders.Store, shopusers.Store) {
		s := emptyStore()
		return s.Cash(), s.Orders(), s.ShopUsers()
	})
}

func TestBindStore(t *testing.T) {
	bindtest.Run(t, func(*testing.T) bind.Store { return emptyStore().Bind() })
}

func TestSetupStore(t *testing.T) {
	setuptest.Run(t, func(*testing.T) setup.Store { return emptyStore().Setup() })
}

func TestMerchantStore(t *testing.T) {
	merchanttest.Run(t, func(*testing.T) merchant.Store { return emptyStore().Merchant() })
}

func TestGoodsStore(t *testing.T) {
	goodstest.Run(t, func(*testing.T) goodstest.Stores {
		s := emptyStore()
		return goodstest.Stores{Goods: s.Goods(), Pictures: s.Pictures(), Freight: s.Freight(), Guarantees: s.Guarantees()}
	})
}

func TestShopUserStore(t *testing.T) {
	userstest.Run(t, func(*testing.T) shopusers.Store { return emptyStore().ShopUsers() })
}

func TestSystemStore(t *testing.T) {
	systemtest.Run(t, func(*testing.T) (system.Store, audit.Store) { s := emptyStore(); return s, s })
}

func TestSessionStore(t *testing.T) {
	sessiontest.Run(t, func(*testing.T) sessiontest.Stores {
		s := emptyStore()
		return sessiontest.Stores{Session: s, System: s, Link: s.LinkSocial}
	})
}

func TestPictureStore(t *testing.T) {
	picturestest.Run(t, func(*testing.T) (pictures.Store, goods.Store) { s := emptyStore(); return s.Pictures(), s.Goods() })
}

func TestStatsStore(t *testing.T) {
	statstest.Run(t, func(*testing.T) statstest.Stores {
		s := emptyStore()
		return statstest.Stores{Stats: s.Stats(), ShopUsers: s.ShopUsers(), Orders: s.Orders()}
	})
}

func TestShellStore(t *testing.T) {
	shelltest.Run(t, func(*testing.T) shelltest.Stores {
		s := emptyStore()
		return shelltest.Stores{Shell: s, Session: s, System: s, AddNotice: s.AddNotice}
	})
}

// TestDemoStore runs over the seeded mock: only the mock holds demo data (Postgres
// implements no demo.Store and the app answers 404 over it).
func TestDemoStore(t *testing.T) {
	demotest.Run(t, func(*testing.T) demo.Store { return NewAt(time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)) })
}
