package kernel

import (
	"time"

	openapi_types "github.com/oapi-codegen/runtime/types"

	"shopconsole/server/apperr"
)

// ShopZone is the shop's clock for calendar days (date filters, "per day" rules, daily
// statistics, serial numbers, statement months): mainland China, UTC+8 all year.
//
// Two copies follow it and are tied to it by tests (zone_test.go, and
// server/postgres/shopday_test.go): the SQL function shop_day
// (server/postgres/migrations/003_shop_users.sql) and the console's SHOP_OFFSET_MINUTES
// (web/src/features/cash/StatementDialog.tsx).
var ShopZone = time.FixedZone("CST", ShopOffset)

// ShopOffset is ShopZone's offset from UTC, in seconds.
const ShopOffset = 8 * 3600

// ShopDay is 00:00 (shop time) of the shop day t falls on.
func ShopDay(t time.Time) time.Time {
	t = t.In(ShopZone)
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, ShopZone)
}

// DayRange turns inclusive shop-calendar days into [from, to) instants; either may be nil.
// Only the dates of start and end count, whatever their zone. An end before the start is a
// 400 naming endField.
func DayRange(start, end *time.Time, endField string) (from, to *time.Time, err error) {
	if start != nil {
		f := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, ShopZone)
		from = &f
	}
	if end != nil {
		t := time.Date(end.Year(), end.Month(), end.Day(), 0, 0, 0, 0, ShopZone).AddDate(0, 0, 1)
		to = &t
	}
	if from != nil && to != nil && !to.After(*from) {
		return nil, nil, apperr.Invalid(endField, "shopusers.endBeforeStart")
	}
	return from, to, nil
}

// DatePtr turns an optional contract date into a time in UTC (nil stays nil).
func DatePtr(d *openapi_types.Date) *time.Time {
	if d == nil {
		return nil
	}
	t := d.Time
	return &t
}
