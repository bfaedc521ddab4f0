package postgres

import (
	"testing"

	"shopconsole/server/coupons"
	couponstest "shopconsole/server/coupons/storetest"
	"shopconsole/server/shopusers"
)

// The conformance suites of the areas' stores (server/<area>/storetest), each case over a
// fresh schema; mock runs the same suites over an empty mock.

func TestCouponStore(t *testing.T) {
	couponstest.Run(t, func(t *testing.T) (coupons.Store, shopusers.Store) {
		_, db := schemaNamed(t, "shape_")
		return db.Coupons(), db.ShopUsers()
	})
}
