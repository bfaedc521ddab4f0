package contracttests

import (
	"fmt"
	"testing"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// couponBody is a valid coupon given by the shop; over overrides fields (nil deletes one).
func couponBody(e *Env, over map[string]any) map[string]any {
	now := e.Clock.Still() // an edit repeats the windows of the add
	b := map[string]any{
		"name": "满100减20 " + uniq(), "amount": "20", "thresholdType": "minimum", "minSpend": "100",
		"totalType": "limited", "total": 3, "validityType": "fixed",
		"claimStart": now.Add(-time.Hour), "claimEnd": now.AddDate(0, 1, 0),
		"useStart": now.Add(-time.Hour), "useEnd": now.AddDate(0, 2, 0),
		"obtainType": "shop", "limitType": "perUser", "limitCount": 1, "scope": "all",
	}
	return overridden(b, over)
}

func TestCouponRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		add := func(over map[string]any) Res {
			return e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, over), token(tok))
		}
		now := e.Clock.Now()
		for _, c := range []struct {
			over map[string]any
			msg  string
		}{
			{map[string]any{"minSpend": nil}, "minSpend is required by the chosen rule"},
			{map[string]any{"minSpend": "20"}, "minSpend must be above amount"},
			{map[string]any{"total": nil}, "total is required by the chosen rule"},
			{map[string]any{"useEnd": nil}, "useEnd is required by the chosen rule"},
			{map[string]any{"useEnd": now.Add(-2 * time.Hour)}, "useEnd must be after useStart"},
			{map[string]any{"useStart": now.Add(-2 * time.Hour)}, "useStart cannot be before claimStart"},
			{map[string]any{"useEnd": now.AddDate(0, 0, 7)}, "useEnd cannot be before claimEnd"},
			{map[string]any{"claimEnd": now.Add(-2 * time.Hour)}, "claimEnd must be after claimStart"},
			{map[string]any{"validityType": "daysFromClaim"}, "validDays is required by the chosen rule"},
			{map[string]any{"limitCount": nil}, "limitCount is required by the chosen rule"},
			{map[string]any{"limitCount": 5}, "a per-user limit of 5 cannot exceed the total of 3"},
			{map[string]any{"scope": "include"}, "goodsIds is required by the chosen rule"},
			{map[string]any{"scope": "exclude", "goodsIds": []int64{9876543210}}, "goods 9876543210 does not exist"},
			{map[string]any{"amount": "0"}, "amount must be greater than 0"},
			{map[string]any{"obtainType": "mail"}, ""},
		} {
			if r := add(c.over); r.Status != 400 || (c.msg != "" && r.Msg != c.msg) {
				t.Errorf("%v: got %d %q, want 400 %q", c.over, r.Status, r.Msg, c.msg)
			}
		}
		// Fields a rule does not use are dropped: no threshold, unlimited, days from the next day.
		r := add(map[string]any{"thresholdType": "none", "totalType": "unlimited", "validityType": "daysFromNextDay",
			"validDays": 7, "limitType": "unlimited", "useStart": nil, "useEnd": nil})
		expect(t, r, 200, "")
		if r.Str("minSpend") != "0.00" || num(r, "total") != 0 || num(r, "limitCount") != 0 || r.Field("useStart") != nil ||
			r.Str("status") != "enabled" || num(r, "validDays") != 7 {
			t.Fatalf("unused rule fields kept: %s", r.Raw)
		}
		_, _, leaf := e.categoryBranch(t, admin{"shopadmin", tok})
		g := e.write(t, admin{"shopadmin", tok}, "/api/admin/goods/add", goodsBody(leaf, map[string]any{"name": "绿茶 " + uniq()}))
		expect(t, g, 200, "")
		r = add(map[string]any{"scope": "include", "goodsIds": []int64{g.id(), g.id()}})
		if r.Status != 200 || len(r.Field("goodsIds").([]any)) != 1 {
			t.Fatalf("listed goods: %s", r.Raw)
		}
		id := num(r, "id")
		if d := e.Do(t, "GET", q("/api/admin/coupon/detail", "id", id), nil, token(tok)); d.Str("name") != r.Str("name") {
			t.Fatalf("detail: %s", d.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/coupon/detail", "id", 9876543210), nil, token(tok)), 404, "coupon 9876543210 does not exist")
		tag := r.Str("name")
		if l := e.Do(t, "GET", q("/api/admin/coupon/index", "keyword", tag, "obtainType", "shop", "status", "enabled"), nil, token(tok)); num(l, "total") != 1 {
			t.Fatalf("index filters: %s", l.Raw)
		}
		edit := couponBody(e, map[string]any{"id": id, "name": "改名 " + uniq(), "amount": "30", "scope": "all"})
		if r := e.Do(t, "POST", "/api/admin/coupon/edit", edit, token(tok)); r.Status != 200 || r.Str("amount") != "30.00" || r.Str("scope") != "all" {
			t.Fatalf("edit before anyone holds it: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", "/api/admin/coupon/edit", couponBody(e, nil), token(tok)), 400, "id is required")
	})
}

func TestCouponIssueAndCounters(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		now := e.Clock.Now()
		users := []shopusers.User{e.shopUser(t, "Cp"+uniq(), now), e.shopUser(t, "Cp"+uniq(), now), e.shopUser(t, "Cp"+uniq(), now), e.shopUser(t, "Cp"+uniq(), now)}
		r := e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, nil), token(tok))
		expect(t, r, 200, "")
		id := num(r, "id")
		issue := func(ids ...int64) Res {
			return e.Do(t, "POST", "/api/admin/coupon/issue", map[string]any{"couponId": id, "userIds": ids}, token(tok))
		}
		expect(t, issue(users[0].ID, users[1].ID, users[2].ID, users[3].ID), 409, "only 3 left, not enough for 4 users")
		expect(t, issue(users[0].ID, 987654321), 400, "shop user 987654321 does not exist")
		r = issue(users[0].ID, users[1].ID)
		if r.Status != 200 || num(r, "issued") != 2 || num(r, "coupon.issuedCount") != 2 {
			t.Fatalf("issue: %s", r.Raw)
		}
		expect(t, issue(users[1].ID), 409, fmt.Sprintf("user %d already holds the limit of 1", users[1].ID))
		held := e.Do(t, "GET", q("/api/admin/userCoupon/index", "couponId", id), nil, token(tok))
		if num(held, "total") != 2 || list(held)[0]["status"] != "unused" || list(held)[0]["amount"] != "20.00" || list(held)[0]["obtainType"] != "shop" {
			t.Fatalf("claimed list: %s", held.Raw)
		}
		// The detail of a user lists the coupons.
		d := e.Do(t, "GET", q("/api/admin/user/detail", "id", users[0].ID), nil, token(tok))
		if cs := d.Field("coupons").([]any); len(cs) != 1 || cs[0].(map[string]any)["couponId"] != float64(id) {
			t.Fatalf("user detail coupons: %s", d.Raw)
		}
		// Once held, the rules are fixed; name and total may change, not below what was handed out.
		expect(t, e.Do(t, "POST", "/api/admin/coupon/edit", couponBody(e, map[string]any{"id": id, "amount": "25"}), token(tok)), 409,
			"users already hold this coupon; amount can no longer change")
		expect(t, e.Do(t, "POST", "/api/admin/coupon/edit", couponBody(e, map[string]any{"id": id, "totalType": "limited", "total": 1, "limitCount": 1}), token(tok)), 409,
			"total cannot be below the 2 already handed out")
		r = e.Do(t, "POST", "/api/admin/coupon/edit", couponBody(e, map[string]any{"id": id, "name": "加量 " + uniq(), "total": 10}), token(tok))
		if r.Status != 200 || num(r, "total") != 10 || num(r, "issuedCount") != 2 {
			t.Fatalf("edit total: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", "/api/admin/coupon/destroy", map[string]any{"id": id}, token(tok)), 409,
			"2 of this coupon are held by users; it cannot be deleted")

		// Disabled, outside the window, or not given by the shop: refused.
		e.Do(t, "POST", "/api/admin/coupon/updateStatus", map[string]any{"id": id, "status": "disabled"}, token(tok))
		expect(t, issue(users[2].ID), 409, "the coupon is disabled and cannot be given")
		claim := num(e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, map[string]any{"obtainType": "claim"}), token(tok)), "id")
		expect(t, e.Do(t, "POST", "/api/admin/coupon/issue", map[string]any{"couponId": claim, "userIds": []int64{users[2].ID}}, token(tok)), 409,
			"only coupons given by the shop can be given to users")
		later := num(e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, map[string]any{"claimStart": now.AddDate(0, 0, 1), "useStart": now.AddDate(0, 0, 1)}), token(tok)), "id")
		expect(t, e.Do(t, "POST", "/api/admin/coupon/issue", map[string]any{"couponId": later, "userIds": []int64{users[2].ID}}, token(tok)), 409,
			"the coupon is outside its claim window")
		expect(t, e.Do(t, "POST", "/api/admin/coupon/destroy", map[string]any{"id": later}, token(tok)), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/coupon/destroy", map[string]any{"id": later}, token(tok)), 404, fmt.Sprintf("coupon %d does not exist", later))

		// Per day: two today at most; days from the next day start tomorrow 00:00 (UTC+8).
		daily := num(e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, map[string]any{"totalType": "unlimited", "limitType": "perDay",
			"limitCount": 2, "validityType": "daysFromNextDay", "validDays": 3, "useStart": nil, "useEnd": nil}), token(tok)), "id")
		give := func() Res {
			return e.Do(t, "POST", "/api/admin/coupon/issue", map[string]any{"couponId": daily, "userIds": []int64{users[3].ID}}, token(tok))
		}
		expect(t, give(), 200, "")
		expect(t, give(), 200, "")
		expect(t, give(), 409, fmt.Sprintf("user %d already holds the limit of 2", users[3].ID))
		e.Clock.Advance(24 * time.Hour)
		tok, _ = e.login(t, "shopadmin", "password-1")
		expect(t, give(), 200, "")
		h := list(e.Do(t, "GET", q("/api/admin/userCoupon/index", "couponId", daily, "userId", users[3].ID), nil, token(tok)))
		from, _ := time.Parse(time.RFC3339, h[0]["validFrom"].(string))
		if len(h) != 3 || from.In(kernel.ShopZone).Hour() != 0 || !from.After(e.Clock.Now()) {
			t.Fatalf("next-day validity: %v", h)
		}
		e.Clock.Advance(5 * 24 * time.Hour)
		tok, _ = e.login(t, "shopadmin", "password-1")
		if r := e.Do(t, "GET", q("/api/admin/userCoupon/index", "couponId", daily, "status", "expired"), nil, token(tok)); num(r, "total") != 3 {
			t.Fatalf("expired after validity: %s", r.Raw)
		}
	})
}

func TestGifts(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		shop := num(e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, nil), token(tok)), "id")
		claim := num(e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, map[string]any{"obtainType": "claim"}), token(tok)), "id")
		reg := map[string]any{"enabled": true, "pointsEnabled": true, "points": 100, "growthEnabled": false, "growth": 0,
			"couponsEnabled": true, "couponIds": []int64{claim}}
		save := func(body map[string]any) Res {
			return e.Do(t, "POST", "/api/admin/mallConfig/userRegisterGift", body, token(tok))
		}
		expect(t, save(reg), 400, fmt.Sprintf("coupon %d is not an enabled coupon given by the shop", claim))
		reg["couponIds"] = []int64{9876543210}
		expect(t, save(reg), 400, "coupon 9876543210 is not an enabled coupon given by the shop")
		reg["couponIds"] = []int64{}
		expect(t, save(reg), 400, "choose at least one coupon when coupons are switched on")
		reg["couponIds"], reg["points"] = []int64{shop}, 0
		expect(t, save(reg), 400, "points must be greater than 0 when switched on")
		reg["points"] = 100
		expect(t, save(reg), 200, "")
		got := e.Do(t, "GET", "/api/admin/mallConfig/userRegisterGift", nil, token(tok))
		if got.Field("enabled") != true || num(got, "points") != 100 || got.Field("couponIds").([]any)[0] != float64(shop) {
			t.Fatalf("register gift: %s", got.Raw)
		}
		// A coupon a gift gives stays enabled and cannot be deleted.
		expect(t, e.Do(t, "POST", "/api/admin/coupon/updateStatus", map[string]any{"id": shop, "status": "disabled"}, token(tok)), 409,
			"the register gift gives this coupon; remove it there first")
		expect(t, e.Do(t, "POST", "/api/admin/coupon/destroy", map[string]any{"id": shop}, token(tok)), 409,
			"the register gift gives this coupon; remove it there first")

		cons := map[string]any{"enabled": true, "basis": "amount", "perAmount": "0", "pointsEnabled": true, "points": 1,
			"growthEnabled": true, "growth": 1, "couponsEnabled": false, "couponIds": []int64{}}
		expect(t, e.Do(t, "POST", "/api/admin/mallConfig/userConsumeGift", cons, token(tok)), 400, "perAmount must be greater than 0 when switched on")
		cons["perAmount"] = "10.00"
		expect(t, e.Do(t, "POST", "/api/admin/mallConfig/userConsumeGift", cons, token(tok)), 200, "")
		got = e.Do(t, "GET", "/api/admin/mallConfig/userConsumeGift", nil, token(tok))
		if got.Str("perAmount") != "10.00" || got.Str("basis") != "amount" || num(got, "growth") != 1 {
			t.Fatalf("consume gift: %s", got.Raw)
		}
		reg["couponsEnabled"], reg["couponIds"] = false, []int64{}
		expect(t, save(reg), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/coupon/updateStatus", map[string]any{"id": shop, "status": "disabled"}, token(tok)), 200, "")
	})
}
