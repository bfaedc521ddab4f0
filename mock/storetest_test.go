package mock

import (
	"testing"
	"time"

	"shopconsole/server/coupons"
	couponstest "shopconsole/server/coupons/storetest"
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
