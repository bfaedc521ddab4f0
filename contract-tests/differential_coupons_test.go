package contracttests

import "time"

// Coupons, the coupons users hold, the gifts and the regions in the differential sequence.

// diffCoupon is a valid coupon the shop gives (3 in all, one per user), its times around
// the clock's start; over changes fields (nil deletes one).
func diffCoupon(name string, over m) m {
	b := m{
		"name": name, "amount": "20", "thresholdType": "minimum", "minSpend": "100",
		"totalType": "limited", "total": 3, "validityType": "fixed",
		"claimStart": testStart.Add(-time.Hour), "claimEnd": testStart.AddDate(0, 1, 0),
		"useStart": testStart.Add(-time.Hour), "useEnd": testStart.AddDate(0, 2, 0),
		"obtainType": "shop", "limitType": "perUser", "limitCount": 1, "scope": "all",
	}
	return overridden(b, over)
}

func couponSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	c := "/api/admin/coupon/"
	s.post(c+"add", diffCoupon("满100减20", nil)).keepID("coupon.a")
	s.post(c+"add", diffCoupon("5元无门槛券", m{"thresholdType": "none", "amount": "5", "totalType": "unlimited", "obtainType": "claim",
		"validityType": "daysFromClaim", "validDays": 7, "useStart": nil, "useEnd": nil, "limitType": "unlimited"})).keepID("coupon.b")
	s.post(c+"add", diffCoupon("茶饮专享券", m{"totalType": "unlimited", "validityType": "daysFromNextDay", "validDays": 15,
		"limitType": "perDay", "limitCount": 2, "scope": "include", "goodsIds": refs("g2", "g1", "g2"), "remark": "  新品  "})).
		keepID("coupon.c")
	for _, over := range []m{
		{"minSpend": nil}, {"minSpend": "20"}, {"total": nil}, {"useEnd": nil},
		{"useEnd": testStart.Add(-2 * time.Hour)}, {"useStart": testStart.Add(-2 * time.Hour)},
		{"useEnd": testStart.AddDate(0, 0, 7)}, {"claimEnd": testStart.Add(-2 * time.Hour)},
		{"validityType": "daysFromClaim"}, {"limitCount": nil}, {"limitCount": 5}, {"scope": "include"},
		{"scope": "exclude", "goodsIds": []int{9876543210}}, {"amount": "0"}, {"obtainType": "mail"}, {"name": " "},
	} {
		s.post(c+"add", diffCoupon("拒绝", over))
	}
	s.zhToo()
	s.get(c+"detail", "id", "{coupon.a}")
	s.get(c+"detail", "id", "{coupon.c}")
	s.get(c+"detail", "id", 9876543210)
	s.zhToo()
	s.get(c + "index")
	s.get(c+"index", "keyword", "满100", "status", "enabled", "obtainType", "shop")
	s.get(c+"index", "obtainType", "claim")
	s.get(c+"index", "pageSize", 1, "pageNo", 2)
	s.get(c+"index", "keyword", "%")
	s.get(c+"index", "keyword", "券", "status", "disabled")
	s.post(c+"edit", diffCoupon("满100减30", m{"id": ref("coupon.a"), "amount": "30"}))
	s.post(c+"edit", diffCoupon("无编号", nil))
	s.post(c+"edit", diffCoupon("不存在", m{"id": 9876543210}))

	issue := c + "issue"
	s.post(issue, m{"couponId": ref("coupon.a"), "userIds": refs("u1", "u2", "u3", "u4")})
	s.zhToo()
	s.post(issue, m{"couponId": ref("coupon.a"), "userIds": []any{ref("u1"), 987654321}})
	s.post(issue, m{"couponId": ref("coupon.a"), "userIds": refs("u1", "u2")})
	s.post(issue, m{"couponId": ref("coupon.a"), "userIds": refs("u2")})
	s.zhToo()
	s.post(issue, m{"couponId": 9876543210, "userIds": refs("u2")})
	s.post(c+"edit", diffCoupon("满100减30", m{"id": ref("coupon.a"), "amount": "40"}))
	s.post(c+"edit", diffCoupon("满100减30", m{"id": ref("coupon.a"), "amount": "30", "total": 1}))
	s.post(c+"edit", diffCoupon("满100减30（限量）", m{"id": ref("coupon.a"), "amount": "30", "remark": "两张已发"}))
	s.post(issue, m{"couponId": ref("coupon.b"), "userIds": refs("u1")})
	s.post(c+"updateStatus", m{"id": ref("coupon.a"), "status": "disabled"})
	s.post(issue, m{"couponId": ref("coupon.a"), "userIds": refs("u3")})
	s.post(c+"updateStatus", m{"id": ref("coupon.a"), "status": "enabled"})
	s.post(c+"updateStatus", m{"id": 9876543210, "status": "enabled"})
	s.post(issue, m{"couponId": ref("coupon.c"), "userIds": refs("u1", "u5")})
	s.post(issue, m{"couponId": ref("coupon.c"), "userIds": refs("u1")})
	s.post(issue, m{"couponId": ref("coupon.c"), "userIds": refs("u1")})
	s.login("admin", "admin", "admin-pass-1").later(24 * time.Hour) // the next shop day
	s.login("clerk", "clerk", "brand-new-1")
	s.post(issue, m{"couponId": ref("coupon.c"), "userIds": refs("u1")})
	s.post(c+"destroy", m{"id": ref("coupon.a")})
	s.zhToo()
	s.post(c+"destroy", m{"id": ref("coupon.b")})
	s.post(c+"destroy", m{"id": ref("coupon.b")})
	s.post(c+"add", diffCoupon("过期券", m{"useEnd": testStart.AddDate(0, 1, 1), "totalType": "unlimited", "limitType": "unlimited"})).keepID("coupon.d")
	s.post(issue, m{"couponId": ref("coupon.d"), "userIds": refs("u7")})

	held := "/api/admin/userCoupon/index"
	s.get(held)
	s.get(held, "couponId", "{coupon.a}")
	s.get(held, "userId", "{u1}", "status", "unused")
	s.get(held, "status", "expired")
	s.get(held, "status", "used")
	s.login("admin", "admin", "admin-pass-1").later(40 * 24 * time.Hour) // coupon d's use window has passed
	s.login("clerk", "clerk", "brand-new-1")
	s.get(held, "userId", "{u7}")
	s.get(held, "status", "expired")
	s.get("/api/admin/user/detail", "id", "{u1}")
	s.get(c+"index", "status", "enabled")
	s.get(held).by("clerk")
}

func giftSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	reg, con := "/api/admin/mallConfig/userRegisterGift", "/api/admin/mallConfig/userConsumeGift"
	s.get(reg)
	s.get(con)
	s.post(reg, m{"enabled": true, "pointsEnabled": true, "points": 100, "growthEnabled": false, "growth": 0,
		"couponsEnabled": true, "couponIds": refs("coupon.c")})
	s.post(reg, m{"enabled": true, "pointsEnabled": false, "points": 0, "growthEnabled": false, "growth": 0,
		"couponsEnabled": true, "couponIds": []int{9876543210}})
	s.zhToo()
	s.post(reg, m{"enabled": true, "pointsEnabled": false, "points": 0, "growthEnabled": false, "growth": 0,
		"couponsEnabled": true, "couponIds": refs("coupon.b")})
	s.post(con, m{"enabled": true, "basis": "amount", "perAmount": "10.00", "pointsEnabled": true, "points": 1,
		"growthEnabled": true, "growth": 10, "couponsEnabled": true, "couponIds": refs("coupon.c", "coupon.d")})
	s.post(con, m{"enabled": true, "basis": "weekday", "perAmount": "10.00", "pointsEnabled": false, "points": 0,
		"growthEnabled": false, "growth": 0, "couponsEnabled": false, "couponIds": []int{}})
	s.post(con, m{"enabled": true, "basis": "order", "perAmount": "0", "pointsEnabled": true, "points": -1,
		"growthEnabled": false, "growth": 0, "couponsEnabled": false, "couponIds": []int{}})
	s.post("/api/admin/coupon/updateStatus", m{"id": ref("coupon.c"), "status": "disabled"})
	s.zhToo()
	s.post("/api/admin/coupon/destroy", m{"id": ref("coupon.d")})
	s.get(reg)
	s.get(con)
	s.get("/api/admin/coupon/detail", "id", "{coupon.c}")
	s.get(reg).by("clerk")
}

func regionSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("clerk")
	s.get("/api/area/getList", "parentCode", "310000")
	s.get("/api/area/getList", "parentCode", "440300")
	s.get("/api/area/getList", "parentCode", "999999")
	s.get("/api/area/lookup", "code", "310104")
	s.zhToo()
	s.get("/api/area/lookup", "code", "999999")
	s.get("/api/area/lookup", "code", "31010")
	s.get("/api/admin/userAddress/index", "userId", "{u1}").by("admin")
}
