package postgres

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

	"shopconsole/server/audit"
	"shopconsole/server/cash"
	cashtest "shopconsole/server/cash/storetest"
	"shopconsole/server/coupons"
	couponstest "shopconsole/server/coupons/storetest"
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

// The conformance suites of the areas' stores (server/<area>/storetest), each case over a
// fresh schema; mock runs the same suites over an empty mock.

func TestCouponStore(t *testing.T) {
	couponstest.Run(t, func(t *testing.T) (coupons.Store, shopusers.Store) {
		db := shapeSchema(t)
		return db.Coupons(), db.ShopUsers()
	})
}

func shapeSchema(t *testing.T) *DB {
	_, db := schemaNamed(t, "shape_")
	return db
}

func TestFreightStore(t *testing.T) {
	freighttest.Run(t, func(t *testing.T) (freight.Store, goods.Store) { db := shapeSchema(t); return db.Freight(), db.Goods() })
}

func TestGuaranteeStore(t *testing.T) {
	guaranteestest.Run(t, func(t *testing.T) (guarantees.Store, goods.Store) {
		db := shapeSchema(t)
		return db.Guarantees(), db.Goods()
	})
}

func TestListSettingsStore(t *testing.T) {
	liststest.Run(t, func(t *testing.T) (listsettings.Store, session.Store) {
		db := shapeSchema(t)
		return db.ListSettings(), db
	})
}

func TestOrderStore(t *testing.T) {
	orderstest.Run(t, func(t *testing.T) orderstest.Stores {
		db := shapeSchema(t)
		return orderstest.Stores{Orders: db.Orders(), ShopUsers: db.ShopUsers(), Goods: db.Goods(), Freight: db.Freight(),
			Coupons: db.Coupons(), Cash: db.Cash()}
	})
}

func TestCashStore(t *testing.T) {
	cashtest.Run(t, func(t *testing.T) (cash.Store, orders.Store, shopusers.Store) {
		db := shapeSchema(t)
		return db.Cash(), db.Orders(), db.ShopUsers()
	})
}

func TestBindStore(t *testing.T) {
	bindtest.Run(t, func(t *testing.T) bind.Store { return shapeSchema(t).Bind() })
}

func TestSetupStore(t *testing.T) {
	setuptest.Run(t, func(t *testing.T) setup.Store { return shapeSchema(t).Setup() })
}

func TestMerchantStore(t *testing.T) {
	merchanttest.Run(t, func(t *testing.T) merchant.Store { return shapeSchema(t).Merchant() })
}

func TestGoodsStore(t *testing.T) {
	goodstest.Run(t, func(t *testing.T) goodstest.Stores {
		db := shapeSchema(t)
		return goodstest.Stores{Goods: db.Goods(), Pictures: db.Pictures(), Freight: db.Freight(), Guarantees: db.Guarantees()}
	})
}

func TestShopUserStore(t *testing.T) {
	userstest.Run(t, func(t *testing.T) shopusers.Store { return shapeSchema(t).ShopUsers() })
}

func TestSystemStore(t *testing.T) {
	systemtest.Run(t, func(t *testing.T) (system.Store, audit.Store) { db := shapeSchema(t); return db, db })
}

func TestSessionStore(t *testing.T) {
	sessiontest.Run(t, func(t *testing.T) sessiontest.Stores {
		db := shapeSchema(t)
		return sessiontest.Stores{Session: db, System: db, Link: db.LinkSocial}
	})
}

func TestPictureStore(t *testing.T) {
	picturestest.Run(t, func(t *testing.T) (pictures.Store, goods.Store) {
		db := shapeSchema(t)
		return db.Pictures(), db.Goods()
	})
}

func TestStatsStore(t *testing.T) {
	statstest.Run(t, func(t *testing.T) statstest.Stores {
		db := shapeSchema(t)
		return statstest.Stores{Stats: db.Stats(), ShopUsers: db.ShopUsers(), Orders: db.Orders()}
	})
}

func TestShellStore(t *testing.T) {
	shelltest.Run(t, func(t *testing.T) shelltest.Stores {
		db := shapeSchema(t)
		return shelltest.Stores{Shell: db, Session: db, System: db, AddNotice: db.AddNotice}
	})
}
