package contracttests

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"shopconsole/server/kernel"
)

// TestOrderPlaceAndPay: the storefront places an order (stock reserved, items priced, flat
// freight), pays it from the balance through the ledger, and every refusal names its rule.
func TestOrderPlaceAndPay(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		r := s.place(t, s.order(nil, s.line("红色/S/", 2)))
		expect(t, r, 200, "")
		id := num(r, "id")
		created := timeOf(r, "createdAt")
		if r.Str("status") != "unpaid" || r.Str("goodsAmount") != "199.80" || r.Str("freightAmount") != "8.00" ||
			r.Str("payAmount") != "207.80" || r.Field("payWay") != nil || r.Str("consignee.districtName") != "南山区" ||
			!e.timeIs(r.Str("createdAt"), e.Clock.Now()) || !timeOf(r, "payDeadline").Equal(created.Add(30*time.Minute)) || r.Str("items.0.skuText") != "红色 / S" ||
			r.Str("items.0.price") != "99.90" || r.Str("items.0.image") != "https://img.example.com/dress-1.jpg" || num(r, "userId") != s.buyer {
			t.Fatalf("placed: %s", r.Raw)
		}
		if gs, ss, sales := s.stock(t, "红色/S/"); gs != 13 || ss != 8 || sales != 0 {
			t.Fatalf("stock after placing: goods %d, SKU %d, sales %d", gs, ss, sales)
		}

		// Paying from a balance that is short is refused and changes nothing.
		pay := map[string]any{"id": id, "way": "balance"}
		expect(t, s.act(t, "/api/storefront/order/pay", pay), 409, "the balance is short of the 207.80 to pay")
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "500", 200)
		r = s.act(t, "/api/storefront/order/pay", pay)
		expect(t, r, 200, "")
		if r.Str("status") != "paid" || r.Str("payWay") != "balance" || r.Field("paidAt") == nil || r.Field("payDeadline") != nil {
			t.Fatalf("paid: %s", r.Raw)
		}
		user := e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token))
		if user.Str("user.balance") != "292.20" {
			t.Fatalf("balance after paying: %s", user.Raw)
		}
		lines := list(e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", s.buyer, "type", "money"), nil, token(s.adm.token)))
		if len(lines) != 2 || lines[0]["channel"] != "orderPayment" || lines[0]["changeAmount"] != "207.80" || lines[0]["sourceSn"] != r.Str("sn") {
			t.Fatalf("ledger after paying: %v", lines)
		}
		if _, _, sales := s.stock(t, "红色/S/"); sales != 2 {
			t.Fatalf("sales after paying: %d", sales)
		}
		expect(t, s.act(t, "/api/storefront/order/pay", pay), 409, "the order is paid, to ship and cannot be paid")
		expect(t, s.act(t, "/api/storefront/order/pay", map[string]any{"id": 987654321, "way": "balance"}), 404, "order 987654321 does not exist")

		// Paid on a platform at once: its transaction number is required, and kept.
		expect(t, s.place(t, s.order(map[string]any{"pay": map[string]any{"way": "wechat"}}, s.line("红色/M/", 1))), 400,
			"reference is required for a payment on a payment platform")
		r = s.place(t, s.order(map[string]any{"pay": map[string]any{"way": "wechat", "reference": "4200001234567"}}, s.line("红色/M/", 1)))
		expect(t, r, 200, "")
		if r.Str("status") != "paid" || r.Str("payWay") != "wechat" || r.Str("payReference") != "4200001234567" {
			t.Fatalf("paid on a platform: %s", r.Raw)
		}

		// Every refusal names its rule, and reserves nothing.
		for _, c := range []struct {
			name   string
			body   map[string]any
			status int
			msg    string
		}{
			{"not enough stock", s.order(nil, s.line("红色/M/", 1), s.line("红色/S/", 9)), 409,
				fmt.Sprintf("not enough stock of SKU %d: 8 left, 9 asked", s.skus["红色/S/"])},
			{"sold out", s.order(nil, s.line("蓝色/S/", 1)), 409, fmt.Sprintf("not enough stock of SKU %d: 0 left, 1 asked", s.skus["蓝色/S/"])},
			{"repeated SKU", s.order(nil, s.line("红色/M/", 1), s.line("红色/M/", 1)), 400, fmt.Sprintf("SKU %d is listed twice", s.skus["红色/M/"])},
			{"unknown SKU", s.order(nil, map[string]any{"skuId": 987654321, "quantity": 1}), 400, "SKU 987654321 does not exist or is no longer sold"},
			{"unknown buyer", s.order(map[string]any{"userId": 987654321}, s.line("红色/M/", 1)), 400, "shop user 987654321 does not exist"},
			{"region chain", s.order(map[string]any{"consignee": withKey(nanshan(), "cityCode", "310100")}, s.line("红色/M/", 1)), 400,
				"consignee region is wrong: province, city and district must belong together"},
			{"unknown coupon", s.order(map[string]any{"userCouponId": 987654321}, s.line("红色/M/", 1)), 400, "the buyer holds no coupon 987654321"},
		} {
			if r := s.place(t, c.body); r.Status != c.status || r.Msg != c.msg {
				t.Errorf("%s: got %d %q, want %d %q", c.name, r.Status, r.Msg, c.status, c.msg)
			}
		}
		if gs, ss, _ := s.stock(t, "红色/M/"); gs != 12 || ss != 4 {
			t.Fatalf("stock after refusals: goods %d, SKU %d", gs, ss)
		}

		// Off shelf: the goods cannot be ordered.
		expect(t, e.write(t, s.adm, "/api/admin/goods/updateStatus", map[string]any{"ids": []int64{s.goods}, "status": "off"}), 200, "")
		expect(t, s.place(t, s.order(nil, s.line("红色/M/", 1))), 409, fmt.Sprintf("the goods of SKU %d is not on shelf", s.skus["红色/M/"]))
	})
}

func withKey(m map[string]any, k string, v any) map[string]any {
	m[k] = v
	return m
}

// TestOrderIdempotency: a repeat under the same key answers the first answer, a refusal
// included, and places nothing twice; the same key with another order is refused.
func TestOrderIdempotency(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		key := header("Idempotency-Key", "order-"+uniq()+"-0001")
		body := s.order(map[string]any{"pay": map[string]any{"way": "balance"}}, s.line("红色/S/", 1))
		first := s.place(t, body, key)
		expect(t, first, 409, "the balance is short of the 107.90 to pay")
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "500", 200)
		expect(t, s.place(t, body, key), 409, "the balance is short of the 107.90 to pay")

		key = header("Idempotency-Key", "order-"+uniq()+"-0002")
		first = s.place(t, body, key)
		expect(t, first, 200, "")
		again := s.place(t, body, key)
		expect(t, again, 200, "")
		if num(again, "id") != num(first, "id") {
			t.Fatalf("a repeat placed another order: %d then %d", num(first, "id"), num(again, "id"))
		}
		if _, ss, _ := s.stock(t, "红色/S/"); ss != 9 {
			t.Fatalf("stock after a repeat: %d", ss)
		}
		expect(t, s.place(t, s.order(nil, s.line("红色/S/", 2)), key), 409, "Idempotency-Key was already used for a different request")
	})
}

// TestOrderLifecycle: staff reprice, note and ship; the buyer confirms and the consume gift
// credits points and growth; an unpaid order cancelled gives its stock back; every step is
// in the order's log, and an illegal one is refused naming the status.
func TestOrderLifecycle(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		gift := map[string]any{"enabled": true, "basis": "amount", "perAmount": "100", "pointsEnabled": true, "points": 10,
			"growthEnabled": true, "growth": 3, "couponsEnabled": false, "couponIds": []int64{}}
		expect(t, e.Do(t, "POST", "/api/admin/mallConfig/userConsumeGift", gift, token(s.adm.token)), 200, "")

		id := s.placed(t, s.order(nil, s.line("红色/M/", 2)))
		expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": id, "carrier": "顺丰速运", "trackingNo": "SF1234567890"}), 409,
			"the order is unpaid and cannot be shipped")
		r := s.act(t, "/api/admin/order/changePrice", map[string]any{"id": id, "payAmount": "200", "reason": "老客户优惠"})
		expect(t, r, 200, "")
		if r.Str("payAmount") != "200.00" || r.Str("adjustAmount") != "-26.00" {
			t.Fatalf("repriced: %s", r.Raw)
		}
		expect(t, s.act(t, "/api/admin/order/changePrice", map[string]any{"id": id, "payAmount": "0", "reason": "老客户优惠"}), 400,
			"payAmount must be an amount above 0 with at most two decimals")
		r = s.act(t, "/api/admin/order/remark", map[string]any{"id": id, "remark": "老客户，送小样"})
		if r.Str("merchantRemark") != "老客户，送小样" {
			t.Fatalf("remark: %s", r.Raw)
		}
		expect(t, s.act(t, "/api/storefront/order/pay", map[string]any{"id": id, "way": "alipay", "reference": "2026112722001"}), 200, "")
		expect(t, s.act(t, "/api/admin/order/changePrice", map[string]any{"id": id, "payAmount": "1", "reason": "老客户优惠"}), 409,
			"the order is paid, to ship and cannot be repriced")
		expect(t, s.act(t, "/api/storefront/order/cancel", map[string]any{"id": id, "reason": "不要了"}), 409,
			"the order is paid, to ship and cannot be cancelled") // a buyer asks for an after-sale instead
		s.later(t, time.Hour)
		r = s.act(t, "/api/admin/order/ship", map[string]any{"id": id, "carrier": "顺丰速运", "trackingNo": "SF1234567890"})
		expect(t, r, 200, "")
		// One system-log line each for the placing and the shipping, none for the refused shipping
		// (a remote server's accounts have a past).
		if n := logLines(t, e, s.adm.token, s.adm.name, "adminOrderShip"); n != 1 && e.Remote == nil {
			t.Errorf("system-log lines of the shipping: %d, want 1", n)
		}
		if n := logLines(t, e, s.adm.token, s.front.name, "storefrontOrderCreate"); n != 1 && e.Remote == nil {
			t.Errorf("system-log lines of the placing: %d, want 1", n)
		}
		if r.Str("status") != "shipped" || r.Str("carrier") != "顺丰速运" || r.Str("trackingNo") != "SF1234567890" ||
			!e.timeIs(r.Str("shippedAt"), e.Clock.Now()) || !timeOf(r, "confirmDeadline").Equal(timeOf(r, "shippedAt").AddDate(0, 0, 7)) {
			t.Fatalf("shipped: %s", r.Raw)
		}
		r = s.act(t, "/api/storefront/order/confirm", map[string]any{"id": id})
		expect(t, r, 200, "")
		if r.Str("status") != "completed" || r.Field("completedAt") == nil || r.Field("confirmDeadline") != nil {
			t.Fatalf("completed: %s", r.Raw)
		}
		// 200.00 paid: twice 100.00, so 20 points and 6 growth, and the total spent.
		user := e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token))
		if num(user, "user.points") != 20 || num(user, "user.growth") != 6 || user.Str("user.totalOrderAmount") != "200.00" {
			t.Fatalf("buyer after completion: %s", user.Raw)
		}
		expect(t, s.act(t, "/api/storefront/order/confirm", map[string]any{"id": id}), 409, "the order is completed and cannot be confirmed")
		r = s.act(t, "/api/admin/order/remark", map[string]any{"id": id, "remark": ""})
		expect(t, r, 200, "")
		want := []string{"create >unpaid", "changePrice unpaid>unpaid", "remark unpaid>unpaid", "pay unpaid>paid",
			"ship paid>shipped", "confirm shipped>completed", "remark completed>completed"}
		if got := actions(s.detail(t, id)); !slices.Equal(got, want) {
			t.Fatalf("log: %v, want %v", got, want)
		}

		// Cancelled while unpaid: closed with its reason, the stock back.
		before, _, _ := s.stock(t, "红色/S/")
		id = s.placed(t, s.order(nil, s.line("红色/S/", 3)))
		expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": id, "reason": " "}), 400, "")
		r = s.act(t, "/api/storefront/order/cancel", map[string]any{"id": id, "reason": "拍错了"})
		expect(t, r, 200, "")
		if r.Str("status") != "closed" || r.Str("closeReason") != "拍错了" || r.Field("closedAt") == nil || r.Field("payDeadline") != nil {
			t.Fatalf("cancelled: %s", r.Raw)
		}
		if after, _, _ := s.stock(t, "红色/S/"); after != before {
			t.Fatalf("stock after cancelling: %d, before %d", after, before)
		}
		if got := actions(s.detail(t, id)); !slices.Equal(got, []string{"create >unpaid", "cancel unpaid>closed"}) {
			t.Fatalf("log: %v", got)
		}
	})
}

// TestOrderCoupon: a coupon the buyer holds takes its amount off; it is used once; a
// cancelled order gives it back; a minimum spend it does not reach refuses it.
func TestOrderCoupon(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		add := e.Do(t, "POST", "/api/admin/coupon/add", couponBody(e, map[string]any{"amount": "20", "minSpend": "150", "total": 5, "limitCount": 2}),
			token(s.adm.token))
		expect(t, add, 200, "")
		coupon := num(add, "id")
		issue := func() {
			expect(t, e.Do(t, "POST", "/api/admin/coupon/issue", map[string]any{"couponId": coupon, "userIds": []int64{s.buyer}}, token(s.adm.token)), 200, "")
		}
		issue()
		issue()
		held := list(e.Do(t, "GET", q("/api/admin/userCoupon/index", "userId", s.buyer), nil, token(s.adm.token)))
		first, second := int64(held[0]["id"].(float64)), int64(held[1]["id"].(float64))

		expect(t, s.place(t, s.order(map[string]any{"userCouponId": first}, s.line("红色/S/", 1))), 409,
			fmt.Sprintf("coupon %d needs 150.00 spent on the goods it applies to", first))
		r := s.place(t, s.order(map[string]any{"userCouponId": first}, s.line("红色/S/", 2)))
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Str("discountAmount") != "20.00" || r.Str("payAmount") != "187.80" || num(r, "userCouponId") != first || r.Str("couponName") == "" {
			t.Fatalf("with a coupon: %s", r.Raw)
		}
		expect(t, s.place(t, s.order(map[string]any{"userCouponId": first}, s.line("红色/S/", 2))), 409, fmt.Sprintf("coupon %d is used or withdrawn", first))
		other := e.shopUser(t, "别人 "+uniq(), e.Clock.Now()).ID
		expect(t, s.place(t, s.order(map[string]any{"userId": other, "userCouponId": second}, s.line("红色/S/", 2))), 400,
			fmt.Sprintf("the buyer holds no coupon %d", second))
		if c := e.Do(t, "GET", q("/api/admin/coupon/detail", "id", coupon), nil, token(s.adm.token)); num(c, "usedCount") != 1 {
			t.Fatalf("coupon after use: %s", c.Raw)
		}
		statuses := func() []string {
			var out []string
			for _, h := range list(e.Do(t, "GET", q("/api/admin/userCoupon/index", "userId", s.buyer), nil, token(s.adm.token))) {
				out = append(out, fmt.Sprint(h["id"], " ", h["status"]))
			}
			slices.Sort(out)
			return out
		}
		want := []string{fmt.Sprint(first, " used"), fmt.Sprint(second, " unused")}
		slices.Sort(want)
		if got := statuses(); !slices.Equal(got, want) {
			t.Fatalf("held after use: %v", got)
		}
		expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": id, "reason": "买家要求"}), 200, "")
		want = []string{fmt.Sprint(first, " unused"), fmt.Sprint(second, " unused")}
		slices.Sort(want)
		if got := statuses(); !slices.Equal(got, want) {
			t.Fatalf("held after cancelling: %v", got)
		}
		if c := e.Do(t, "GET", q("/api/admin/coupon/detail", "id", coupon), nil, token(s.adm.token)); num(c, "usedCount") != 0 {
			t.Fatalf("coupon after cancelling: %s", c.Raw)
		}
		expect(t, s.place(t, s.order(map[string]any{"userCouponId": first}, s.line("红色/S/", 2))), 200, "")
	})
}

// TestOrderTimers: an unpaid order past its deadline closes by itself and gives its stock
// back; a shipped one past its confirmation completes; neither moves before its time.
func TestOrderTimers(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		unpaid := s.placed(t, s.order(nil, s.line("红色/S/", 4)))
		paid := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "wechat", "reference": "wx-" + uniq()}}, s.line("红色/M/", 1)))
		expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": paid, "carrier": "中通快递", "trackingNo": "ZT12345678"}), 200, "")

		// The sample shop's own orders may fall due too: only these two are looked at.
		run := func(job string) { t.Helper(); e.timedJob(t, job) }
		status := func(id int64) string { return s.detail(t, id).Str("order.status") }
		s.later(t, 29*time.Minute)
		run("orders.close_unpaid")
		if st := status(unpaid); st != "unpaid" {
			t.Fatalf("closed before the deadline: %s", st)
		}
		s.later(t, time.Minute)
		run("orders.close_unpaid")
		r := s.detail(t, unpaid)
		if r.Str("order.status") != "closed" || !slices.Equal(actions(r), []string{"create >unpaid", "timeout unpaid>closed"}) ||
			r.Str("log.1.operator") != "system" {
			t.Fatalf("after the deadline: %s", r.Raw)
		}
		if _, ss, _ := s.stock(t, "红色/S/"); ss != 10 {
			t.Fatalf("stock after closing: %d", ss)
		}
		run("orders.confirm_shipped")
		if st := status(paid); st != "shipped" {
			t.Fatalf("confirmed early: %s", st)
		}
		s.later(t, 7*24*time.Hour)
		run("orders.confirm_shipped")
		if r := s.detail(t, paid); r.Str("order.status") != "completed" || actions(r)[len(actions(r))-1] != "autoConfirm shipped>completed" {
			t.Fatalf("after the confirmation days: %s", r.Raw)
		}
	})
}

// TestOrderSettings: defaults, a change, a refusal naming the field; an auditor reads them
// and cannot change them.
func TestOrderSettings(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		adm := e.signedIn(t, "settingsadmin", "Admin")
		r := e.Do(t, "GET", "/api/admin/orderSettings/detail", nil, token(adm.token))
		expect(t, r, 200, "")
		unpaid := int64(30) // a shop that never saved any
		if e.Name == "mock" {
			unpaid = 1440 // the sample shop's: a day to pay
		}
		if num(r, "unpaidMinutes") != unpaid || num(r, "autoConfirmDays") != 7 || num(r, "afterSaleDays") != 7 {
			t.Fatalf("defaults: %s", r.Raw)
		}
		expect(t, e.write(t, adm, "/api/admin/orderSettings/save", map[string]any{"unpaidMinutes": 4, "autoConfirmDays": 7, "afterSaleDays": 7}), 400, "")
		r = e.write(t, adm, "/api/admin/orderSettings/save", map[string]any{"unpaidMinutes": 15, "autoConfirmDays": 10, "afterSaleDays": 0})
		expect(t, r, 200, "")
		if r := e.Do(t, "GET", "/api/admin/orderSettings/detail", nil, token(adm.token)); num(r, "unpaidMinutes") != 15 || num(r, "autoConfirmDays") != 10 {
			t.Fatalf("saved: %s", r.Raw)
		}
		auditor := e.signedIn(t, "orderauditor", "Test")
		expect(t, e.Do(t, "GET", "/api/admin/orderSettings/detail", nil, token(auditor.token)), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/orderSettings/save", map[string]any{"unpaidMinutes": 15, "autoConfirmDays": 10, "afterSaleDays": 0},
			token(auditor.token)), 403, "")
	})
}

// TestOrderStockRace: 200 buyers at once for the last 50 units get exactly 50 orders and
// 150 clear refusals; the stock ends at 0, never below.
func TestOrderStockRace(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		r := e.write(t, s.adm, "/api/admin/goods/add", goodsBody(s.leaf, map[string]any{"specType": "single", "specs": []any{},
			"skus": []map[string]any{{"specs": []string{}, "price": "9.90", "stock": 50}}}))
		expect(t, r, 200, "")
		goodsID, sku := num(r, "id"), num(r, "skus.0.id")
		const buyers = 200
		results := make(chan Res, buyers)
		start := make(chan struct{})
		for range buyers {
			go func() {
				<-start
				results <- e.sendBusy(func() Res { return s.place(t, s.order(nil, map[string]any{"skuId": sku, "quantity": 1})) })
			}()
		}
		close(start)
		placed, refused := 0, 0
		for range buyers {
			switch r := <-results; {
			case r.Status == 200:
				placed++
			case r.Status == 409 && r.Msg == fmt.Sprintf("not enough stock of SKU %d: 0 left, 1 asked", sku):
				refused++
			default:
				t.Errorf("unexpected answer: %d %s", r.Status, r.Msg)
			}
		}
		g := e.Do(t, "GET", q("/api/admin/goods/detail", "id", goodsID), nil, token(s.adm.token))
		if placed != 50 || refused != 150 || num(g, "stock") != 0 || num(g, "skus.0.stock") != 0 {
			t.Fatalf("%d placed, %d refused, stock %d / %d", placed, refused, num(g, "stock"), num(g, "skus.0.stock"))
		}
		list := e.Do(t, "GET", q("/api/admin/order/index", "goodsName", r.Str("name"), "pageSize", 1), nil, token(s.adm.token))
		if num(list, "total") != 50 {
			t.Fatalf("orders of the goods: %s", list.Raw)
		}
	})
}

// TestOrderList: one tab with the count of every tab under the other filters; each filter
// and sort.
func TestOrderList(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "1000", 200)
		pay := func(way string) map[string]any {
			if way == "balance" {
				return map[string]any{"way": way}
			}
			return map[string]any{"way": way, "reference": way + "-" + uniq()}
		}
		unpaid := s.placed(t, s.order(nil, s.line("红色/S/", 1)))
		paid := s.placed(t, s.order(map[string]any{"pay": pay("balance")}, s.line("红色/M/", 2)))
		consignee := withKey(nanshan(), "name", "李雷")
		consignee["mobile"] = "13900001111"
		wechat := s.placed(t, s.order(map[string]any{"pay": pay("wechat"), "consignee": consignee}, s.line("红色/S/", 3)))
		expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": wechat, "carrier": "中通快递", "trackingNo": "ZT000111"}), 200, "")
		closed := s.placed(t, s.order(nil, s.line("红色/S/", 1)))
		expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": closed, "reason": "测试"}), 200, "")

		get := func(kv ...any) Res {
			r := e.Do(t, "GET", q("/api/admin/order/index", kv...), nil, token(s.adm.token))
			expect(t, r, 200, "")
			return r
		}
		ids := func(r Res) []int64 {
			var out []int64
			for _, row := range list(r) {
				out = append(out, int64(row["id"].(float64)))
			}
			return out
		}
		buyer := e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token)).Str("user.nickname")
		r := get("buyer", buyer)
		if !slices.Equal(ids(r), []int64{closed, wechat, paid, unpaid}) || num(r, "total") != 4 ||
			num(r, "counts.all") != 4 || num(r, "counts.unpaid") != 1 || num(r, "counts.paid") != 1 || num(r, "counts.shipped") != 1 ||
			num(r, "counts.completed") != 0 || num(r, "counts.closed") != 1 {
			t.Fatalf("the buyer's orders: %s", r.Raw)
		}
		if r := get("buyer", buyer, "tab", "paid"); !slices.Equal(ids(r), []int64{paid}) || num(r, "total") != 1 || num(r, "counts.all") != 4 {
			t.Fatalf("paid tab: %s", r.Raw)
		}
		if r := get("buyer", buyer, "sort", "-payAmount"); !slices.Equal(ids(r), []int64{wechat, paid, closed, unpaid}) {
			t.Fatalf("by amount: %v", ids(r))
		}
		if r := get("buyer", buyer, "sort", "createdAt", "pageSize", 2, "pageNo", 2); !slices.Equal(ids(r), []int64{wechat, closed}) || num(r, "total") != 4 {
			t.Fatalf("oldest first, page 2: %v", ids(r))
		}
		// A later page is the next rows of the same order, with or without a tab or a sort.
		for _, kv := range [][]any{nil, {"sort", "-payAmount"}, {"sort", "createdAt"}, {"tab", "closed"}, {"tab", "unpaid", "sort", "payAmount"}} {
			four := ids(get(append(slices.Clone(kv), "pageSize", 4)...))
			two := ids(get(append(slices.Clone(kv), "pageSize", 2, "pageNo", 2)...))
			if len(four) > 2 && !slices.Equal(two, four[2:]) {
				t.Errorf("%v: page 2 of 2 %v, rows 3-4 of a page of 4 %v", kv, two, four)
			}
		}
		sn := s.detail(t, wechat).Str("order.sn")
		for _, c := range []struct {
			name string
			kv   []any
			want []int64
		}{
			{"sn prefix", []any{"sn", sn}, []int64{wechat}},
			{"pay way", []any{"buyer", buyer, "payWay", "wechat"}, []int64{wechat}},
			{"consignee name", []any{"buyer", buyer, "consignee", "李"}, []int64{wechat}},
			{"consignee mobile", []any{"buyer", buyer, "consignee", "139000"}, []int64{wechat}},
			{"goods name", []any{"buyer", buyer, "goodsName", s.detail(t, paid).Str("order.items.0.goodsName")}, []int64{closed, wechat, paid, unpaid}},
			{"no such goods", []any{"buyer", buyer, "goodsName", "没有这种商品" + uniq()}, nil},
			{"placed today", []any{"buyer", buyer, "startDate", e.Clock.Now().In(kernel.ShopZone).Format("2006-01-02"), "endDate", e.Clock.Now().In(kernel.ShopZone).Format("2006-01-02")}, []int64{closed, wechat, paid, unpaid}},
			{"placed before", []any{"buyer", buyer, "endDate", e.Clock.Now().In(kernel.ShopZone).AddDate(0, 0, -1).Format("2006-01-02")}, nil},
		} {
			if got := ids(get(c.kv...)); !slices.Equal(got, c.want) {
				t.Errorf("%s: got %v, want %v", c.name, got, c.want)
			}
		}
		expect(t, e.Do(t, "GET", q("/api/admin/order/index", "startDate", "2026-11-20", "endDate", "2026-11-19"), nil, token(s.adm.token)), 400, "")
	})
}

// TestOrderRefusals: an unknown order is a 404 naming it for every operation that takes one;
// a body the contract refuses is a 400 naming the field; a status that does not allow the
// step is a 409 naming the status.
func TestOrderRefusals(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		const missing = 987654321
		gone := fmt.Sprintf("order %d does not exist", missing)
		for _, c := range []struct {
			path string
			body map[string]any
		}{
			{"/api/admin/order/ship", map[string]any{"id": missing, "carrier": "顺丰速运", "trackingNo": "SF12345678"}},
			{"/api/admin/order/changePrice", map[string]any{"id": missing, "payAmount": "10", "reason": "老客户优惠"}},
			{"/api/admin/order/cancel", map[string]any{"id": missing, "reason": "测试"}},
			{"/api/admin/order/remark", map[string]any{"id": missing, "remark": "测试"}},
			{"/api/storefront/order/confirm", map[string]any{"id": missing}},
			{"/api/storefront/order/cancel", map[string]any{"id": missing, "reason": "测试"}},
		} {
			if r := s.act(t, c.path, c.body); r.Status != 404 || r.Msg != gone {
				t.Errorf("%s: got %d %q, want 404 %q", c.path, r.Status, r.Msg, gone)
			}
		}
		expect(t, e.Do(t, "GET", q("/api/admin/order/detail", "id", missing), nil, token(s.adm.token)), 404, gone)

		id := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "alipay", "reference": "2026112722009"}}, s.line("红色/S/", 1)))
		for _, c := range []struct {
			path  string
			body  map[string]any
			field string
		}{
			{"/api/admin/order/ship", map[string]any{"id": id, "carrier": "顺丰速运", "trackingNo": "SF 123"}, "trackingNo"},
			{"/api/admin/order/ship", map[string]any{"id": id, "carrier": "", "trackingNo": "SF123456"}, "carrier"},
			{"/api/admin/order/changePrice", map[string]any{"id": id, "payAmount": "1.234", "reason": "老客户优惠"}, "payAmount"},
			{"/api/admin/order/cancel", map[string]any{"id": id}, "reason"},
			{"/api/admin/order/remark", map[string]any{"id": id, "remark": strings.Repeat("注", 201)}, "remark"},
			{"/api/storefront/order/confirm", map[string]any{"id": 0}, "id"},
			{"/api/storefront/order/cancel", map[string]any{"id": id, "reason": strings.Repeat("因", 101)}, "reason"},
			{"/api/storefront/order/pay", map[string]any{"id": id, "way": "cash"}, "way"},
			{"/api/storefront/order/create", s.order(nil), "items"},
			{"/api/storefront/order/create", s.order(map[string]any{"consignee": withKey(nanshan(), "mobile", "12345")}, s.line("红色/S/", 1)), "consignee.mobile"},
			{"/api/admin/orderSettings/save", map[string]any{"unpaidMinutes": 30, "autoConfirmDays": 61, "afterSaleDays": 7}, "autoConfirmDays"},
		} {
			r := s.act(t, c.path, c.body)
			if f, _ := r.Field("field").(string); r.Status != 400 || f != c.field {
				t.Errorf("%s %v: got %d %q (field %q), want 400 on %s", c.path, c.body, r.Status, r.Msg, f, c.field)
			}
		}
		expect(t, s.act(t, "/api/storefront/order/cancel", map[string]any{"id": id, "reason": "不要了"}), 409, "the order is paid, to ship and cannot be cancelled")
		expect(t, s.act(t, "/api/storefront/order/confirm", map[string]any{"id": id}), 409, "the order is paid, to ship and cannot be confirmed")
		expect(t, e.Do(t, "GET", q("/api/admin/order/index", "sort", "sales"), nil, token(s.adm.token)), 400, "")
		expect(t, e.Do(t, "GET", q("/api/admin/order/index", "tab", "refunding"), nil, token(s.adm.token)), 400, "")
	})
}

// TestOrderRefundCancel: staff cancel a paid order with a full refund. Paid from the balance,
// the money is back at once through the ledger; paid on a platform, the refund is pending
// until the platform's refund number confirms it. Stock, sales and coupon come back; under an
// Idempotency-Key the money moves once; a shipped order is not cancelled.
func TestOrderRefundCancel(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "300", 200)
		_, before, salesBefore := s.stock(t, "红色/M/")
		balance := func() string {
			return e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token)).Str("user.balance")
		}
		paid := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "balance"}}, s.line("红色/M/", 2)))
		if b := balance(); b != "74.00" {
			t.Fatalf("balance after paying 226.00: %s", b)
		}
		key := header("Idempotency-Key", "cancel-"+uniq()+"-0001")
		body := map[string]any{"id": paid, "reason": "缺货，取消订单"}
		r := e.write(t, s.adm, "/api/admin/order/cancel", body, key)
		expect(t, r, 200, "")
		if r.Str("status") != "closed" || r.Str("refundedAmount") != "226.00" || r.Str("closeReason") != "缺货，取消订单" {
			t.Fatalf("cancelled with a refund: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", "/api/admin/order/cancel", body, token(s.adm.token), key), 200, "")
		if b := balance(); b != "300.00" {
			t.Fatalf("balance after the refund (and its repeat): %s", b)
		}
		lines := list(e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", s.buyer, "type", "money"), nil, token(s.adm.token)))
		if len(lines) != 3 || lines[0]["channel"] != "orderCancelRefund" || lines[0]["changeAmount"] != "226.00" || lines[0]["leftAmount"] != "300.00" {
			t.Fatalf("ledger after the refund: %v", lines)
		}
		if _, stock, sales := s.stock(t, "红色/M/"); stock != before || sales != salesBefore {
			t.Fatalf("stock %d, sales %d after cancelling; before %d, %d", stock, sales, before, salesBefore)
		}
		d := s.detail(t, paid)
		if got := actions(d); !slices.Equal(got, []string{"create >unpaid", "pay unpaid>paid", "refundCancel paid>closed"}) {
			t.Fatalf("log: %v", got)
		}
		if d.Str("refunds.0.status") != "refunded" || d.Str("refunds.0.amount") != "226.00" || d.Str("refunds.0.way") != "balance" ||
			len(d.Field("refunds").([]any)) != 1 {
			t.Fatalf("refunds: %s", d.Raw)
		}

		// Paid on a platform: pending until the platform confirms, once.
		wechat := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "wechat", "reference": "wx-" + uniq()}}, s.line("红色/S/", 1)))
		expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": wechat, "reason": "买家要求"}), 200, "")
		d = s.detail(t, wechat)
		sn := d.Str("refunds.0.sn")
		settle := func(sn, ref string) Res {
			return e.write(t, s.adm, "/api/admin/refund/settle", map[string]any{"sn": sn, "reference": ref})
		}
		if e.refundsAtOnce() {
			if d.Str("refunds.0.status") != "refunded" || d.Str("refunds.0.amount") != "107.90" || d.Field("refunds.0.settledAt") == nil ||
				d.Str("refunds.0.reference") == "" || d.Str("order.refundedAmount") != "107.90" {
				t.Fatalf("refund at once: %s", d.Raw)
			}
			expect(t, settle(sn, "50300009999"), 409, fmt.Sprintf("refund %s was already settled with reference %s", sn, d.Str("refunds.0.reference")))
		} else {
			if d.Str("refunds.0.status") != "pending" || d.Str("refunds.0.amount") != "107.90" || d.Field("refunds.0.settledAt") != nil ||
				d.Str("order.refundedAmount") != "107.90" {
				t.Fatalf("pending refund: %s", d.Raw)
			}
			r = settle(sn, "50300001234")
			expect(t, r, 200, "")
			if r.Str("status") != "refunded" || r.Str("reference") != "50300001234" || r.Field("settledAt") == nil {
				t.Fatalf("settled: %s", r.Raw)
			}
			expect(t, e.Do(t, "POST", "/api/admin/refund/settle", map[string]any{"sn": sn, "reference": "50300001234"}, token(s.adm.token)), 200, "")
			expect(t, settle(sn, "50300009999"), 409, fmt.Sprintf("refund %s was already settled with reference 50300001234", sn))
		}
		expect(t, settle("R202601010000000000", "50300001234"), 404, "refund R202601010000000000 does not exist")
		if got := actions(s.detail(t, wechat)); !slices.Equal(got, []string{"create >unpaid", "pay unpaid>paid", "refundCancel paid>closed", "refundSettled closed>closed"}) {
			t.Fatalf("log: %v", got)
		}

		shipped := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "alipay", "reference": "ali-" + uniq()}}, s.line("红色/S/", 1)))
		expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": shipped, "carrier": "中通快递", "trackingNo": "ZT00001111"}), 200, "")
		expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": shipped, "reason": "晚了"}), 409, "the order is shipped and cannot be cancelled")
	})
}
