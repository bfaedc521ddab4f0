package contracttests

import (
	"fmt"
	"testing"
)

// TestShopUserSignUp: the storefront's service account registers buyers (the register
// gift applied as its settings say), staff add one through their own operation, and each
// refusal names its field; each caller is held to its own code.
func TestShopUserSignUp(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		adm := e.signedIn(t, "shopadmin", "Admin")
		e.role(t, adm, "Storefront", "storefront:user:register")
		front := e.signedIn(t, "storefront", "Storefront")
		mobile := func() string { return fmt.Sprintf("145%08d", testMobiles.Add(1)) }

		add := e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, map[string]any{"total": 1}), token(adm.token))
		expect(t, add, 200, "")
		coupon := num(add, "id")
		gift := map[string]any{"enabled": true, "pointsEnabled": true, "points": 50, "growthEnabled": true, "growth": 20,
			"couponsEnabled": true, "couponIds": []int64{coupon}}
		expect(t, e.Do(t, "POST", "/api/admin/mallConfig/userRegisterGift", gift, token(adm.token)), 200, "")

		// Registered with the gift: points, growth and their ledger lines, the coupon.
		m1 := mobile()
		r := e.Do(t, "POST", "/api/storefront/user/register", map[string]any{"mobile": m1, "nickname": " 新买家 "}, token(front.token))
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Str("nickname") != "新买家" || r.Str("mobile") != m1 || num(r, "points") != 50 || num(r, "growth") != 20 {
			t.Fatalf("registered: %s", r.Raw)
		}
		detail := e.Do(t, "GET", q("/api/admin/user/detail", "id", id), nil, token(adm.token))
		expect(t, detail, 200, "")
		if num(detail, "user.points") != 50 || num(detail, "user.growth") != 20 {
			t.Fatalf("detail after sign-up: %s", detail.Raw)
		}
		lines := e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", id), nil, token(adm.token))
		expect(t, lines, 200, "")
		got := map[string]string{}
		for _, l := range list(lines) {
			got[fmt.Sprint(l["type"])] = fmt.Sprint(l["channel"], " ", l["changeAmount"], " ", l["leftAmount"])
		}
		if len(got) != 2 || got["points"] != "registerGift 50 50" || got["growth"] != "registerGift 20 20" {
			t.Fatalf("ledger after sign-up: %v\n%s", got, lines.Raw)
		}
		held := e.Do(t, "GET", q("/api/admin/userCoupon/index", "userId", id), nil, token(adm.token))
		expect(t, held, 200, "")
		if hl := list(held); len(hl) != 1 || num(Res{Data: hl[0]}, "couponId") != coupon {
			t.Fatalf("coupons after sign-up: %s", held.Raw)
		}

		// Refusals name their field; a taken number is a 409.
		for _, c := range []struct {
			body       map[string]any
			status     int
			field, msg string
		}{
			{map[string]any{"mobile": m1, "nickname": "重复"}, 409, "mobile", "mobile number " + m1 + " is already registered"},
			{map[string]any{"mobile": "12345678901", "nickname": "错号"}, 400, "mobile", ""},
			{map[string]any{"mobile": "1381234567", "nickname": "短号"}, 400, "mobile", ""},
			{map[string]any{"mobile": mobile(), "nickname": "   "}, 400, "nickname", "nickname must be 1 to 32 characters"},
		} {
			r := e.Do(t, "POST", "/api/storefront/user/register", c.body, token(front.token))
			if r.Status != c.status || r.Field("field") != c.field || (c.msg != "" && r.Msg != c.msg) {
				t.Fatalf("%v: got %d %q field %v, want %d %q field %s", c.body, r.Status, r.Msg, r.Field("field"), c.status, c.msg, c.field)
			}
		}
		zh := e.Do(t, "POST", "/api/storefront/user/register", map[string]any{"mobile": m1, "nickname": "重复"}, token(front.token), lang("zh-CN"))
		expect(t, zh, 409, "手机号 "+m1+" 已注册")

		// The coupon's only one is handed: the next buyer gets the points, not the coupon.
		r = e.Do(t, "POST", "/api/admin/user/add", map[string]any{"mobile": mobile(), "nickname": "店员代注册"}, token(adm.token))
		expect(t, r, 200, "")
		if num(r, "points") != 50 {
			t.Fatalf("added by staff: %s", r.Raw)
		}
		held = e.Do(t, "GET", q("/api/admin/userCoupon/index", "userId", num(r, "id")), nil, token(adm.token))
		if len(list(held)) != 0 {
			t.Fatalf("a coupon past its total was handed: %s", held.Raw)
		}

		// Gift off: nothing but the user.
		gift["enabled"] = false
		expect(t, e.Do(t, "POST", "/api/admin/mallConfig/userRegisterGift", gift, token(adm.token)), 200, "")
		r = e.Do(t, "POST", "/api/storefront/user/register", map[string]any{"mobile": mobile(), "nickname": "无礼包"}, token(front.token))
		expect(t, r, 200, "")
		if num(r, "points") != 0 || num(r, "growth") != 0 {
			t.Fatalf("gift off: %s", r.Raw)
		}

		// Each caller only with its own code.
		expect(t, e.Do(t, "POST", "/api/admin/user/add", map[string]any{"mobile": mobile(), "nickname": "越权"}, token(front.token)), 403, "")
		expect(t, e.Do(t, "GET", "/api/admin/user/index", nil, token(front.token)), 403, "")
		reader := e.signedIn(t, "reader", "Test")
		expect(t, e.Do(t, "POST", "/api/storefront/user/register", map[string]any{"mobile": mobile(), "nickname": "越权"}, token(reader.token)), 403, "")
	})
}
