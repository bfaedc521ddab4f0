package mock

import (
	"testing"
	"time"

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
	freighttest.Run(t, func(*testing.T) freight.Store { return emptyStore().Freight() })
}

func TestGuaranteeStore(t *testing.T) {
	guaranteestest.Run(t, func(*testing.T) guarantees.Store { return emptyStore().Guarantees() })
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
