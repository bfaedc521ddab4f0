package contracttests

import (
	"context"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/kernel"
)

// Orders, after-sales, rights claims and the settlement in the differential sequence: the
// storefront places and pays orders, staff change, note, ship and refund them, a claim goes
// to the platform, completed orders are settled into the shop's account, and the figures of
// the day count all of it (the statistics' definitions on the mock, their SQL copy on
// Postgres).

// settleSide runs the settlement job of a side at its clock, as the job runner would.
func settleSide(sd *side) {
	if _, err := cash.New(sd.Store.Cash(), nil, sd.Clock.Now).SettleDue(nil)(context.Background()); err != nil {
		panic(err)
	}
}

func orderSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	s.post("/api/admin/cashSettings/edit", m{"minAmount": "10", "maxAmount": "300", "feeRate": "1", "cycleDays": 0, "settleDelayDays": 0})
	s.post("/api/roleManagement/doEdit", m{"role": "Storefront", "btnRolesCheckedList": []string{"storefront:order:write", "storefront:aftersale:write",
		"storefront:goods:write"}})
	s.post("/api/userManagement/doEdit", m{"username": "front", "password": "front-pass-1", "roles": []string{"Storefront"}})
	s.login("front", "front", "front-pass-1")
	s.post("/api/admin/shopAddress/add", m{"contact": "售后部", "mobile": "13800000000", "provinceCode": "330000", "cityCode": "330100",
		"districtCode": "330106", "detail": "文三路 90 号", "isDefaultReturn": true})
	s.post("/api/admin/goods/add", m{
		"name": "差分纯棉T恤", "categoryId": ref("cat.3"), "status": "on", "specType": "single",
		"skus": []m{{"price": "59.9", "stock": 20}}, "freight": m{"type": "free"},
		"pictures":   []m{{"url": "https://img.example.com/tee-1.jpg"}},
		"attributes": []m{{"name": "面料", "values": []string{"纯棉"}}},
	}).keepID("goods.t").keepAs("sku.t", "skus.0.id")
	s.post("/api/admin/goods/add", m{
		"name": "差分帆布包", "categoryId": ref("cat.3"), "status": "on", "specType": "single",
		"skus": []m{{"price": "35", "stock": 9}}, "freight": m{"type": "flat", "fee": "6"},
		"pictures":   []m{{"url": "https://img.example.com/bag-1.jpg"}},
		"attributes": []m{{"name": "面料", "values": []string{"纯棉"}}},
	}).keepID("goods.u").keepAs("sku.u", "skus.0.id")
	consignee := m{"name": "王芳", "mobile": "13800000001", "provinceCode": "310000", "cityCode": "310100", "districtCode": "310104",
		"detail": "淮海中路 88 号"}
	line := func(n int) []any { return []any{m{"skuId": ref("sku.t"), "quantity": n}} }
	twoLines := func(b m) m {
		b["items"] = append(b["items"].([]any), m{"skuId": ref("sku.u"), "quantity": 1})
		return b
	}
	order := func(user string, n int, pay m) m {
		b := m{"userId": ref(user), "items": line(n), "consignee": consignee, "remark": "请尽快发货"}
		if pay != nil {
			b["pay"] = pay
		}
		return b
	}
	o, a, front := "/api/admin/order/", "/api/admin/aftersale/", "/api/storefront/"

	// Placed: paid at once, paid later, changed and cancelled; and each refusal.
	s.actor("front")
	s.post(front+"order/create", twoLines(order("u1", 2, m{"way": "wechat", "reference": "wx-diff-0001"}))).idem("diff-order-0001").
		keepID("o1").keepAs("o1.item", "items.0.id")
	s.post(front+"order/create", twoLines(order("u1", 2, m{"way": "wechat", "reference": "wx-diff-0001"}))).idem("diff-order-0001")
	s.post(front+"order/create", order("u2", 1, nil)).keepID("o2")
	s.post(front+"order/create", order("u4", 3, nil)).keepID("o3").keepAs("o3.item", "items.0.id")
	s.post(front+"order/create", order("u5", 1, m{"way": "alipay", "reference": "ali-diff-0004"})).keepID("o4").keepAs("o4.item", "items.0.id")
	for _, bad := range []m{
		{"items": []m{{"skuId": 9876543210, "quantity": 1}}}, {"items": line(999)}, {"userId": 9876543210},
		{"consignee": overridden(overridden(m{}, consignee), m{"mobile": "12345"})}, {"pay": m{"way": "wechat"}},
	} {
		s.post(front+"order/create", overridden(order("u1", 1, nil), bad))
		s.zhToo()
	}
	s.post(o+"changePrice", m{"id": ref("o2"), "payAmount": "50", "reason": "老客户优惠"}).by("admin")
	s.post(o+"changePrice", m{"id": ref("o2"), "payAmount": "0", "reason": "老客户优惠"}).by("admin")
	s.zhToo()
	s.post(o+"remark", m{"id": ref("o2"), "remark": "电话确认过地址"}).by("clerk")
	s.post(front+"order/cancel", m{"id": ref("o2"), "reason": "不想要了"})
	s.post(front+"order/cancel", m{"id": ref("o2"), "reason": "不想要了"})
	s.zhToo()
	s.post(front+"order/pay", m{"id": ref("o3"), "way": "alipay", "reference": "ali-diff-0003"}).idem("diff-pay-0003")
	s.post(front+"order/pay", m{"id": ref("o3"), "way": "alipay", "reference": "ali-diff-0003"})
	s.zhToo()

	// Shipped and received; an after-sale returned and refunded through the platform.
	s.actor("admin")
	s.post(o+"ship", m{"id": ref("o1"), "carrier": "顺丰速运", "trackingNo": "SF1234567890"})
	s.post(o+"ship", m{"id": ref("o1"), "carrier": "顺丰速运", "trackingNo": "SF1234567890"})
	s.zhToo()
	s.post(o+"ship", m{"id": ref("o3"), "carrier": "中通快递", "trackingNo": "ZT 1"})
	s.post(o+"ship", m{"id": ref("o3"), "carrier": "中通快递", "trackingNo": "ZT12345678"})
	s.post(o+"ship", m{"id": ref("o4"), "carrier": "中通快递", "trackingNo": "ZT12345679"})
	s.post(front+"order/confirm", m{"id": ref("o1")}).by("front")
	s.post(front+"order/confirm", m{"id": ref("o4")}).by("front")
	s.post(front+"aftersale/apply", m{"orderId": ref("o1"), "itemId": ref("o1.item"), "quantity": 1, "kind": "return",
		"amount": "59.9", "reason": "尺码不合适"}).by("front").idem("diff-as-0001").keepID("as1")
	s.post(front+"aftersale/apply", m{"orderId": ref("o1"), "itemId": ref("o1.item"), "quantity": 5, "kind": "return",
		"amount": "59.9", "reason": "尺码不合适"}).by("front")
	s.zhToo()
	s.post(a+"agree", m{"id": ref("as1"), "returnAddress": "浙江省杭州市西湖区文三路 90 号 售后部 13800000000"})
	s.post(front+"aftersale/ship", m{"id": ref("as1"), "carrier": "中通快递", "trackingNo": "ZT87654321"}).by("front")
	s.post(a+"receive", m{"id": ref("as1")})
	s.post(a+"refund", m{"id": ref("as1")}).idem("diff-refund-0001").keepAs("as1.refund", "refundSn")
	s.post("/api/admin/refund/settle", m{"sn": ref("as1.refund"), "reference": "wx-refund-0001"})
	s.post("/api/admin/refund/settle", m{"sn": ref("as1.refund"), "reference": "wx-refund-0001"})
	s.zhToo()

	// A refusal taken to a rights claim, ruled for the buyer.
	s.post(front+"aftersale/apply", m{"orderId": ref("o3"), "itemId": ref("o3.item"), "quantity": 1, "kind": "refund",
		"amount": "20", "reason": "收到商品破损"}).by("front").keepID("as2")
	s.post(a+"refuse", m{"id": ref("as2"), "reason": "商品出库时完好"})
	s.post(front+"aftersale/rights", m{"id": ref("as2"), "text": "商品有明显破损", "images": []string{"/files/aftersale/9.jpg"}}).by("front")
	s.post(a+"rights/forward", m{"id": ref("as2")})
	s.post(a+"rights/appeal", m{"id": ref("as2"), "text": "出库检验记录完好"}).by("clerk")
	s.post(a+"rights/arbitrate", m{"id": ref("as2")})
	s.post(a+"rights/close", m{"id": ref("as2"), "decision": "buyer", "text": "照片可见破损，支持买家"})
	s.post(a+"rights/close", m{"id": ref("as2"), "decision": "buyer", "text": "照片可见破损，支持买家"})
	s.zhToo()
	s.post(front+"aftersale/apply", m{"orderId": ref("o4"), "itemId": ref("o4.item"), "quantity": 1, "kind": "refund",
		"amount": "10", "reason": "少发配件"}).by("front").keepID("as3")
	s.post(front+"aftersale/revoke", m{"id": ref("as3")}).by("front")

	// A paid order cancelled by staff: the whole order refunded, on every line's goods.
	s.post(front+"order/create", twoLines(order("u3", 2, m{"way": "wechat", "reference": "wx-diff-0005"}))).by("front").keepID("o5")
	s.post(o+"cancel", m{"id": ref("o5"), "reason": "缺货"}).idem("diff-cancel-0005")
	s.post(o+"cancel", m{"id": ref("o5"), "reason": "缺货"})
	s.zhToo()
	s.get(o+"detail", "id", "{o5}").keepAs("o5.refund", "refunds.0.sn")
	s.post("/api/admin/refund/settle", m{"sn": ref("o5.refund"), "reference": "wx-refund-0005"})

	// The lists and details staff read.
	s.get(o + "index")
	for _, kv := range [][]any{{"tab", "unpaid"}, {"tab", "shipped"}, {"tab", "completed"}, {"tab", "closed"}, {"sort", "-payAmount"},
		{"keyword", "差分"}, {"keyword", "王芳"}} {
		s.get(o+"index", kv...)
	}
	s.get(o+"detail", "id", "{o1}")
	s.get(o+"detail", "id", "{o2}").by("clerk")
	s.get(o+"detail", "id", 9876543210)
	s.zhToo()
	s.get(a + "index")
	s.get(a+"index", "status", "completed")
	s.get(a+"detail", "id", "{as1}")
	s.get(a+"detail", "id", "{as2}")
	s.get("/api/admin/goods/detail", "id", "{goods.t}")

	// Settled at once (no delay set): the completed order less its refund.
	s.get("/api/admin/cashAccount/detail").before(settleSide)
	s.get("/api/admin/cashFlow/index")
	s.get("/api/admin/cashFlow/index", "type", "orderSettled")
	s.get(o+"detail", "id", "{o4}")
	// Views and favourites of the day.
	for _, v := range [][2]string{{"u1", "goods.t"}, {"u1", "goods.t"}, {"u2", "goods.t"}, {"u3", "g1"}} {
		s.post(front+"goods/view", m{"userId": ref(v[0]), "goodsId": ref(v[1])}).by("front")
	}
	s.post(front+"goods/collect", m{"userId": ref("u2"), "goodsId": ref("goods.t"), "collected": true}).by("front")
	s.post(front+"goods/collect", m{"userId": ref("u2"), "goodsId": ref("goods.t"), "collected": true}).by("front")
	s.post(front+"goods/collect", m{"userId": ref("u3"), "goodsId": ref("goods.t"), "collected": false}).by("front")

	// The day's figures: what every step above placed, paid and refunded.
	day := "{today}"
	s.get("/api/admin/stats/deal", "range", "custom", "startDate", day, "endDate", day, "granularity", "day").
		before(func(sd *side) { sd.vals["today"] = kernel.ShopDay(sd.Clock.Now()).Format(time.DateOnly) })
	s.get("/api/admin/stats/goods", "range", "custom", "startDate", day, "endDate", day)
	s.get("/api/admin/stats/goodsRanking", "range", "custom", "startDate", day, "endDate", day)
}
