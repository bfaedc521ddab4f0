package postgres

import (
	"context"
	"testing"
	"time"

	"shopconsole/server/kernel"
)

// TestShopDayFollowsKernel ties the SQL copy of the shop's day (shop_day, in
// migrations/003_shop_users.sql) to the Go one (kernel.ShopDay): the same date for instants
// around the shop's midnight, before and after UTC's.
func TestShopDayFollowsKernel(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	base := time.Date(2026, 2, 28, 0, 0, 0, 0, time.UTC)
	for _, d := range []time.Duration{0, 15*time.Hour + 59*time.Minute + 59*time.Second, 16 * time.Hour, 23*time.Hour + 59*time.Minute, 24 * time.Hour} {
		at := base.Add(d)
		var got time.Time
		if err := db.pool.QueryRow(ctx, "SELECT shop_day($1)", at).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if want := kernel.ShopDay(at).Format(time.DateOnly); got.Format(time.DateOnly) != want {
			t.Errorf("shop_day(%s) = %s, kernel.ShopDay says %s", at.Format(time.RFC3339), got.Format(time.DateOnly), want)
		}
	}
}
