package postgres

import (
	"testing"

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
	"shopconsole/server/session"
	"shopconsole/server/shopusers"
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
	freighttest.Run(t, func(t *testing.T) freight.Store { return shapeSchema(t).Freight() })
}

func TestGuaranteeStore(t *testing.T) {
	guaranteestest.Run(t, func(t *testing.T) guarantees.Store { return shapeSchema(t).Guarantees() })
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
