package contracttests

import (
	"fmt"
	"testing"
)

// TestSampleRoles: the roles the backends start with. Editor operates the shop: it reads
// and writes the shop-user, coupon and gift areas. Test audits: it reads them and writes
// none. The same on both backends (Postgres: migration 020; mock: its roles).
func TestSampleRoles(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		adm := e.signedIn(t, "shopadmin", "Admin")
		u := e.shopUser(t, "样本会员", e.Clock.Now())
		editor := e.signedIn(t, "sample.editor", "Editor")
		auditor := e.signedIn(t, "sample.auditor", "Test")
		reads := []string{
			"/api/admin/user/index", q("/api/admin/user/detail", "id", u.ID), "/api/admin/userLevel/index",
			"/api/admin/userAccountLog/index", "/api/admin/userAddress/index", "/api/admin/goodsCollect/index",
			"/api/admin/GoodsBrowse/index", "/api/admin/coupon/index", "/api/admin/userCoupon/index",
			"/api/admin/mallConfig/userRegisterGift", "/api/admin/mallConfig/userConsumeGift",
		}
		for _, who := range []admin{adm, editor, auditor} {
			for _, path := range reads {
				if r := e.Do(t, "GET", path, nil, token(who.token)); r.Status != 200 {
					t.Errorf("%s GET %s: %d %s", who.name, path, r.Status, r.Msg)
				}
			}
		}
		n := 0
		writes := func() []struct {
			path string
			body map[string]any
		} {
			n++
			return []struct {
				path string
				body map[string]any
			}{
				{"/api/admin/user/updateVal", map[string]any{"id": u.ID, "field": "remark", "value": fmt.Sprint("备注 ", n)}},
				{"/api/admin/user/add", map[string]any{"mobile": fmt.Sprintf("145%08d", testMobiles.Add(1)), "nickname": "新会员"}},
				{"/api/admin/userLevel/add", map[string]any{"name": fmt.Sprint("等级 ", uniq()), "growthValue": 90000 + n, "discount": "9"}},
				{"/api/admin/coupon/add", couponBody(e, nil)},
				{"/api/admin/mallConfig/userConsumeGift", map[string]any{"enabled": false, "basis": "order", "perAmount": "0",
					"pointsEnabled": false, "points": 0, "growthEnabled": false, "growth": 0, "couponsEnabled": false, "couponIds": []int64{}}},
			}
		}
		for _, w := range writes() {
			if r := e.Do(t, "POST", w.path, w.body, token(editor.token)); r.Status != 200 {
				t.Errorf("editor POST %s: %d %s", w.path, r.Status, r.Raw)
			}
		}
		for _, w := range writes() {
			if r := e.Do(t, "POST", w.path, w.body, token(auditor.token)); r.Status != 403 {
				t.Errorf("test POST %s: %d %s, want 403", w.path, r.Status, r.Raw)
			}
		}
	})
}
