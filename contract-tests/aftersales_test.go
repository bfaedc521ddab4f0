package contracttests

import (
	"slices"
	"sync"
	"testing"
	"time"
)

// claimed applies for an after-sale as the storefront and answers it.
func (s *shop) claim(t *testing.T, body map[string]any, opts ...opt) Res {
	t.Helper()
	return s.e.Do(t, "POST", "/api/storefront/aftersale/apply", body, append([]opt{token(s.front.token)}, opts...)...)
}

// firstItem answers the id of an order's first item.
func (s *shop) firstItem(t *testing.T, order int64) int64 {
	t.Helper()
	return num(s.detail(t, order), "order.items.0.id")
}

func (s *shop) afterSale(t *testing.T, id int64) Res {
	t.Helper()
	r := s.e.Do(t, "GET", q("/api/admin/aftersale/detail", "id", id), nil, token(s.adm.token))
	expect(t, r, 200, "")
	return r
}

func (s *shop) shippedOrder(t *testing.T, pay map[string]any, line map[string]any) int64 {
	t.Helper()
	id := s.placed(t, s.order(map[string]any{"pay": pay}, line))
	expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": id, "carrier": "中通快递", "trackingNo": "ZT00002222"}), 200, "")
	return id
}

// A refund only of part of a shipped order paid from the balance: at most the item's share,
// one open claim per item, the money back once with its ledger line, no stock back.
func TestAfterSaleRefundOnly(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "300", 200)
		order := s.shippedOrder(t, map[string]any{"way": "balance"}, s.line("红色/M/", 2))
		item := s.firstItem(t, order)
		_, stock, _ := s.stock(t, "红色/M/")
		body := map[string]any{"orderId": order, "itemId": item, "quantity": 1, "kind": "refund", "amount": "113.01", "reason": "尺码不合适"}
		expect(t, s.claim(t, body), 400, "amount is at most 113.00")
		body["amount"] = "100.00"
		r := s.claim(t, body)
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Str("status") != "applied" || r.Field("deadline") == nil || r.Str("goodsName") == "" || r.Str("orderSn") == "" {
			t.Fatalf("applied: %s", r.Raw)
		}
		expect(t, s.claim(t, body), 409, "the item has an after-sale in progress")
		r = s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": id})
		expect(t, r, 200, "")
		if r.Str("status") != "awaitingRefund" || r.Field("deadline") != nil {
			t.Fatalf("agreed: %s", r.Raw)
		}
		key := header("Idempotency-Key", "asrefund-"+uniq()+"-01")
		r = e.write(t, s.adm, "/api/admin/aftersale/refund", map[string]any{"id": id}, key)
		expect(t, r, 200, "")
		if r.Str("status") != "refunded" || r.Str("refundSn") == "" {
			t.Fatalf("refunded: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", "/api/admin/aftersale/refund", map[string]any{"id": id}, token(s.adm.token), key), 200, "")
		expect(t, s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id}), 409, "the after-sale is refunded and cannot be refunded")
		if b := e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token)).Str("user.balance"); b != "174.00" {
			t.Fatalf("balance after the refund: %s", b)
		}
		lines := list(e.Do(t, "GET", q("/api/admin/userAccountLog/index", "userId", s.buyer, "type", "money"), nil, token(s.adm.token)))
		if lines[0]["channel"] != "afterSaleRefund" || lines[0]["changeAmount"] != "100.00" {
			t.Fatalf("ledger: %v", lines[0])
		}
		if _, now, _ := s.stock(t, "红色/M/"); now != stock {
			t.Fatalf("stock moved by a refund only: %d, was %d", now, stock)
		}
		d := s.detail(t, order)
		if d.Str("order.refundedAmount") != "100.00" || d.Str("afterSales.0.status") != "refunded" || d.Field("refunds.0.afterSaleId") == nil {
			t.Fatalf("order: %s", d.Raw)
		}
		if got := actions(d); got[len(got)-1] != "afterSaleRefund shipped>shipped" {
			t.Fatalf("order log: %v", got)
		}
		a := s.afterSale(t, id)
		want := []string{"apply >applied", "agree applied>awaitingRefund", "refund awaitingRefund>awaitingRefund", "refundSettled awaitingRefund>refunded"}
		if got := actions(a); !slices.Equal(got, want) || a.Str("refund.status") != "refunded" || a.Str("refund.amount") != "100.00" {
			t.Fatalf("after-sale: %v %s", got, a.Raw)
		}
		// What is left of the item: its share less what was refunded.
		body["amount"] = "13.01"
		expect(t, s.claim(t, body), 400, "amount is at most 13.00")
	})
}

// A return paid on a platform: agreed with the return address, sent back, received,
// refunded when the platform confirms; the goods go back to stock.
func TestAfterSaleReturn(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		order := s.shippedOrder(t, map[string]any{"way": "wechat", "reference": "wx-" + uniq()}, s.line("红色/S/", 2))
		_, stock, sales := s.stock(t, "红色/S/")
		r := s.claim(t, map[string]any{"orderId": order, "itemId": s.firstItem(t, order), "quantity": 1, "kind": "return", "amount": "50.00",
			"reason": "质量问题", "images": []string{"/files/a.jpg"}})
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Field("deadline") != nil {
			t.Fatalf("an applied return waits for the shop: %s", r.Raw)
		}
		expect(t, s.act(t, "/api/admin/aftersale/receive", map[string]any{"id": id}), 409, "the after-sale is applied and cannot be received")
		// Agreed without an address: the goods go to the shop's return warehouse.
		expect(t, s.act(t, "/api/admin/shopAddress/add", shopAddressBody(map[string]any{"contact": "售后部", "isDefaultReturn": true})), 200, "")
		r = s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": id})
		expect(t, r, 200, "")
		if r.Str("status") != "awaitingReturn" || r.Field("deadline") == nil || r.Str("returnAddress") != "售后部 13800000000 浙江省杭州市西湖区文三路 90 号" {
			t.Fatalf("agreed: %s", r.Raw)
		}
		expect(t, s.act(t, "/api/admin/aftersale/refuse", map[string]any{"id": id, "reason": "晚了"}), 409, "the after-sale is awaiting return and cannot be refused")
		r = s.act(t, "/api/storefront/aftersale/ship", map[string]any{"id": id, "carrier": "中通快递", "trackingNo": "ZT99990000"})
		expect(t, r, 200, "")
		if r.Str("status") != "awaitingReceipt" || r.Str("buyerTrackingNo") != "ZT99990000" {
			t.Fatalf("sent back: %s", r.Raw)
		}
		expect(t, s.act(t, "/api/admin/aftersale/receive", map[string]any{"id": id}), 200, "")
		r = s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id})
		expect(t, r, 200, "")
		sn := r.Str("refundSn")
		if e.refundsAtOnce() {
			if r.Str("status") != "refunded" || sn == "" {
				t.Fatalf("refunded at once: %s", r.Raw)
			}
			expect(t, s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id}), 409, "the after-sale is refunded and cannot be refunded")
		} else {
			if r.Str("status") != "awaitingRefund" || sn == "" {
				t.Fatalf("refund asked: %s", r.Raw)
			}
			expect(t, s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id}), 409, "the after-sale is awaiting refund and cannot be refunded")
		}
		if _, now, nowSales := s.stock(t, "红色/S/"); now != stock+1 || nowSales != sales-1 {
			t.Fatalf("stock %d sales %d after the return; were %d %d", now, nowSales, stock, sales)
		}
		reference := "50300007777"
		if e.refundsAtOnce() {
			reference = s.afterSale(t, id).Str("refund.reference")
		} else {
			expect(t, e.write(t, s.adm, "/api/admin/refund/settle", map[string]any{"sn": sn, "reference": reference}), 200, "")
		}
		a := s.afterSale(t, id)
		if a.Str("afterSale.status") != "refunded" || a.Str("refund.reference") != reference || a.Str("order.refundedAmount") != "50.00" {
			t.Fatalf("settled: %s", a.Raw)
		}
	})
}

func TestAfterSaleRefusals(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		unpaid := s.placed(t, s.order(nil, s.line("红色/S/", 1)))
		claim := func(order int64, over map[string]any) Res {
			return s.claim(t, overridden(map[string]any{"orderId": order, "itemId": s.firstItem(t, order), "quantity": 1, "kind": "refund",
				"amount": "10.00", "reason": "不想要了"}, over))
		}
		expect(t, claim(unpaid, nil), 409, "the order is unpaid or closed: no after-sale")
		paid := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "wechat", "reference": "wx-" + uniq()}}, s.line("红色/S/", 1)))
		expect(t, claim(paid, map[string]any{"kind": "return"}), 409, "the order is not shipped: refund only")
		expect(t, claim(paid, map[string]any{"itemId": 1 << 40}), 400, "itemId is not an item of the order")
		expect(t, claim(paid, map[string]any{"quantity": 2}), 400, "quantity is more than the item holds")
		expect(t, claim(paid, map[string]any{"amount": "0"}), 400, "")
		expect(t, s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": 1 << 40}), 404, "")

		// Refused, then claimed again and revoked by the buyer.
		r := claim(paid, nil)
		expect(t, r, 200, "")
		expect(t, s.act(t, "/api/admin/aftersale/refuse", map[string]any{"id": num(r, "id"), "reason": "已发货"}), 200, "")
		r = claim(paid, nil)
		expect(t, r, 200, "")
		id := num(r, "id")
		expect(t, s.act(t, "/api/storefront/aftersale/revoke", map[string]any{"id": id}), 200, "")
		expect(t, s.act(t, "/api/storefront/aftersale/revoke", map[string]any{"id": id}), 409, "the after-sale is revoked and cannot be revoked")

		// A refund only of goods never shipped gives them back to stock.
		_, stock, _ := s.stock(t, "红色/S/")
		id = num(claim(paid, nil), "id")
		// No goods come back: an address sent along is neither kept nor logged.
		r = s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": id, "returnAddress": "杭州市文三路 90 号"})
		expect(t, r, 200, "")
		if r.Str("returnAddress") != "" {
			t.Fatalf("a refund only kept a return address: %s", r.Raw)
		}
		d := s.e.Do(t, "GET", q("/api/admin/aftersale/detail", "id", id), nil, token(s.adm.token))
		expect(t, d, 200, "")
		for _, row := range d.Field("log").([]any) {
			if e := row.(map[string]any); e["action"] == "agree" && e["remark"] != "" {
				t.Fatalf("a refund only's agreement logs %q", e["remark"])
			}
		}
		expect(t, s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id}), 200, "")
		if _, now, _ := s.stock(t, "红色/S/"); now != stock+1 {
			t.Fatalf("stock after refunding goods never shipped: %d, was %d", now, stock)
		}

		// Goods sent back that are not as they should be.
		shipped := s.shippedOrder(t, map[string]any{"way": "wechat", "reference": "wx-" + uniq()}, s.line("红色/M/", 1))
		id = num(claim(shipped, map[string]any{"kind": "return"}), "id")
		expect(t, s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": id, "returnAddress": "杭州市文三路 90 号"}), 200, "")
		expect(t, s.act(t, "/api/storefront/aftersale/ship", map[string]any{"id": id, "carrier": "中通快递", "trackingNo": "ZT12340000"}), 200, "")
		r = s.act(t, "/api/admin/aftersale/rejectGoods", map[string]any{"id": id, "reason": "退回商品与原商品不符"})
		expect(t, r, 200, "")
		if r.Str("status") != "refused" || r.Str("refuseReason") != "退回商品与原商品不符" {
			t.Fatalf("rejected: %s", r.Raw)
		}
	})
}

// Ten staff refund one claim at once: one refund, the money back once.
func TestAfterSaleRefundRace(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "300", 200)
		order := s.shippedOrder(t, map[string]any{"way": "balance"}, s.line("红色/S/", 1))
		id := num(s.claim(t, map[string]any{"orderId": order, "itemId": s.firstItem(t, order), "quantity": 1, "kind": "refund",
			"amount": "20.00", "reason": "少件"}), "id")
		expect(t, s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": id}), 200, "")
		var wg sync.WaitGroup
		codes := make([]int, 10)
		for i := range codes {
			wg.Go(func() {
				codes[i] = e.Do(t, "POST", "/api/admin/aftersale/refund", map[string]any{"id": id}, token(s.adm.token)).Status
			})
		}
		wg.Wait()
		if n := slices.Index(codes, 200); n < 0 || len(slices.DeleteFunc(slices.Clone(codes), func(c int) bool { return c == 409 })) != 1 {
			t.Fatalf("codes: %v", codes)
		}
		if b := e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token)).Str("user.balance"); b != "212.10" {
			t.Fatalf("balance: %s", b)
		}
	})
}

// The timed transitions: an unanswered refund only is agreed, a return not sent back is
// revoked, each after the after-sale days.
func TestAfterSaleTimers(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		order := s.shippedOrder(t, map[string]any{"way": "wechat", "reference": "wx-" + uniq()}, s.line("红色/S/", 2))
		item := s.firstItem(t, order)
		refund := num(s.claim(t, map[string]any{"orderId": order, "itemId": item, "quantity": 1, "kind": "refund", "amount": "10.00", "reason": "少件"}), "id")
		other := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "wechat", "reference": "wx-" + uniq()}}, s.line("红色/M/", 1)))
		expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": other, "carrier": "中通快递", "trackingNo": "ZT00003333"}), 200, "")
		ret := num(s.claim(t, map[string]any{"orderId": other, "itemId": s.firstItem(t, other), "quantity": 1, "kind": "return", "amount": "10.00", "reason": "质量问题"}), "id")
		expect(t, s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": ret, "returnAddress": "杭州市文三路 90 号"}), 200, "")
		run := func() {
			t.Helper()
			e.timedJob(t, "aftersales.agree_overdue")
			e.timedJob(t, "aftersales.expire_returns")
		}
		s.later(t, 7*24*time.Hour-time.Minute)
		run()
		if st := s.afterSale(t, refund).Str("afterSale.status"); st != "applied" {
			t.Fatalf("agreed early: %s", st)
		}
		s.later(t, time.Minute)
		run()
		a := s.afterSale(t, refund)
		if a.Str("afterSale.status") != "awaitingRefund" || a.Str("log.1.operator") != "system" || a.Str("log.1.action") != "autoAgree" {
			t.Fatalf("after the deadline: %s", a.Raw)
		}
		if a := s.afterSale(t, ret); a.Str("afterSale.status") != "revoked" || a.Str("log.2.action") != "expire" {
			t.Fatalf("return not sent back: %s", a.Raw)
		}
	})
}

// The list: tabs with their counts under the other filters, by number, buyer, kind and day.
func TestAfterSaleList(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		order := s.shippedOrder(t, map[string]any{"way": "wechat", "reference": "wx-" + uniq()}, s.line("红色/S/", 1))
		r := s.claim(t, map[string]any{"orderId": order, "itemId": s.firstItem(t, order), "quantity": 1, "kind": "return", "amount": "5.00", "reason": "质量问题"})
		expect(t, r, 200, "")
		sn, orderSn, claim := r.Str("sn"), r.Str("orderSn"), num(r, "id")
		buyer := e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token)).Str("user.nickname")
		index := func(args ...any) Res {
			t.Helper()
			r := e.Do(t, "GET", q("/api/admin/aftersale/index", args...), nil, token(s.adm.token))
			expect(t, r, 200, "")
			return r
		}
		day := e.Clock.Now().Add(8 * time.Hour).Format("2006-01-02")
		for _, args := range [][]any{{"sn", sn}, {"sn", orderSn}, {"buyer", buyer, "kind", "return"},
			{"buyer", buyer, "startDate", day, "endDate", day, "pageNo", 1, "pageSize", 5}} {
			r := index(args...)
			if num(r, "total") != 1 || num(r, "counts.applied") != 1 || num(r, "counts.all") != 1 || r.Str("list.0.sn") != sn {
				t.Fatalf("%v: %s", args, r.Raw)
			}
		}
		if r := index("buyer", buyer, "tab", "refunded"); num(r, "total") != 0 || num(r, "counts.applied") != 1 {
			t.Fatalf("another tab: %s", r.Raw)
		}
		if r := index("buyer", buyer, "kind", "refund"); num(r, "counts.all") != 0 {
			t.Fatalf("another kind: %s", r.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/aftersale/index", "tab", "lost"), nil, token(s.adm.token)), 400, "")

		// The order list's after-sale tab holds the buyer's orders with a claim in progress,
		// whatever their status, and counts them; a claim withdrawn leaves it.
		other := s.shippedOrder(t, map[string]any{"way": "wechat", "reference": "wx-" + uniq()}, s.line("红色/S/", 1))
		orders := func(tab string) Res {
			t.Helper()
			r := e.Do(t, "GET", q("/api/admin/order/index", "buyer", buyer, "tab", tab), nil, token(s.adm.token))
			expect(t, r, 200, "")
			return r
		}
		r = orders("afterSale")
		if num(r, "total") != 1 || num(r, "counts.afterSale") != 1 || num(r, "list.0.id") != order || num(r, "counts.all") != 2 || num(r, "counts.shipped") != 2 {
			t.Fatalf("the after-sale tab: %s", r.Raw)
		}
		if r := orders("shipped"); num(r, "total") != 2 || num(r, "counts.afterSale") != 1 {
			t.Fatalf("the shipped tab: %s", r.Raw)
		}
		expect(t, s.act(t, "/api/storefront/aftersale/revoke", map[string]any{"id": num(s.claim(t, map[string]any{"orderId": other,
			"itemId": s.firstItem(t, other), "quantity": 1, "kind": "refund", "amount": "1.00", "reason": "不想要了"}), "id")}), 200, "")
		expect(t, s.act(t, "/api/storefront/aftersale/revoke", map[string]any{"id": claim}), 200, "")
		if r := orders("afterSale"); num(r, "total") != 0 || len(list(r)) != 0 {
			t.Fatalf("after the claims were withdrawn: %s", r.Raw)
		}
	})
}
