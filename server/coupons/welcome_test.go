package coupons

import (
	"reflect"
	"testing"

	"shopconsole/server/shopusers"
)

func TestWelcomeOf(t *testing.T) {
	all := RegisterGift{Enabled: true, PointsEnabled: true, Points: 100, GrowthEnabled: true, Growth: 20,
		CouponsEnabled: true, CouponIDs: []int64{7}}
	off := all
	off.Enabled = false
	part := all
	part.PointsEnabled, part.CouponsEnabled = false, false
	for _, tc := range []struct {
		name string
		g    RegisterGift
		want shopusers.Welcome
	}{
		{"all on", all, shopusers.Welcome{Points: 100, Growth: 20, CouponIDs: []int64{7}}},
		{"gift off gives nothing", off, shopusers.Welcome{}},
		{"only the parts switched on", part, shopusers.Welcome{Growth: 20}},
	} {
		if got := welcomeOf(tc.g); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
