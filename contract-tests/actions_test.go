package contracttests

import (
	"fmt"
	"slices"
	"testing"
)

// allowed reads the actions array at path ("" for the data itself).
func allowed(t *testing.T, r Res, path string) []string {
	t.Helper()
	if path != "" {
		path += "."
	}
	raw, ok := r.Field(path + "actions").([]any)
	if !ok {
		t.Fatalf("no actions at %q: %s", path, r.Raw)
	}
	out := make([]string, len(raw))
	for i, a := range raw {
		out[i] = fmt.Sprint(a)
	}
	return out
}

// wantActions fails unless the actions at path are want, in order.
func wantActions(t *testing.T, r Res, path string, want ...string) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if got := allowed(t, r, path); !slices.Equal(got, want) {
		t.Fatalf("actions at %q: %v, want %v (%s)", path, got, want, r.Raw)
	}
}

// An order carries the staff's actions its status allows: the detail, the list's row and
// each step's answer agree.
func TestOrderActions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		id := s.placed(t, s.order(nil, s.line("红色/M/", 1)))
		d := s.detail(t, id)
		wantActions(t, d, "order", "changePrice", "cancel", "remark")
		row := e.Do(t, "GET", q("/api/admin/order/index", "sn", d.Str("order.sn")), nil, token(s.adm.token))
		expect(t, row, 200, "")
		wantActions(t, row, "list.0", "changePrice", "cancel", "remark")

		r := s.act(t, "/api/storefront/order/pay", map[string]any{"id": id, "way": "alipay", "reference": "2026112722" + uniq()})
		expect(t, r, 200, "")
		wantActions(t, r, "", "ship", "cancel", "remark") // a paid order ships
		wantActions(t, s.detail(t, id), "order", "ship", "cancel", "remark")

		r = s.act(t, "/api/admin/order/ship", map[string]any{"id": id, "carrier": "顺丰速运", "trackingNo": "SF1234567890"})
		expect(t, r, 200, "")
		wantActions(t, r, "", "remark") // a shipped one does not
		wantActions(t, s.detail(t, id), "order", "remark")

		r = s.act(t, "/api/storefront/order/confirm", map[string]any{"id": id})
		expect(t, r, 200, "")
		wantActions(t, r, "", "remark")

		closed := s.placed(t, s.order(nil, s.line("红色/M/", 1)))
		expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": closed, "reason": "拍错了"}), 200, "")
		wantActions(t, s.detail(t, closed), "order", "remark")
	})
}

// An after-sale carries the actions its status allows: answered, received, refunded once.
func TestAfterSaleActions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		order := s.shippedOrder(t, map[string]any{"way": "wechat", "reference": "wx-" + uniq()}, s.line("红色/S/", 1))
		r := s.claim(t, map[string]any{"orderId": order, "itemId": s.firstItem(t, order), "quantity": 1, "kind": "return", "amount": "10.00",
			"reason": "质量问题", "images": []string{"/files/a.jpg"}})
		expect(t, r, 200, "")
		id := num(r, "id")
		wantActions(t, r, "", "agree", "refuse")
		wantActions(t, s.afterSale(t, id), "afterSale", "agree", "refuse")
		row := e.Do(t, "GET", q("/api/admin/aftersale/index", "sn", r.Str("sn")), nil, token(s.adm.token))
		expect(t, row, 200, "")
		wantActions(t, row, "list.0", "agree", "refuse")

		expect(t, s.act(t, "/api/admin/shopAddress/add", shopAddressBody(map[string]any{"contact": "售后部", "isDefaultReturn": true})), 200, "")
		r = s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": id})
		expect(t, r, 200, "")
		wantActions(t, r, "") // the buyer is to send the goods back
		r = s.act(t, "/api/storefront/aftersale/ship", map[string]any{"id": id, "carrier": "中通快递", "trackingNo": "ZT99990000"})
		expect(t, r, 200, "")
		wantActions(t, r, "", "receive", "rejectGoods")
		r = s.act(t, "/api/admin/aftersale/receive", map[string]any{"id": id})
		expect(t, r, 200, "")
		wantActions(t, r, "", "refund")
		r = s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id})
		expect(t, r, 200, "")
		wantActions(t, r, "") // refunded, or its platform refund pending: not asked twice
		wantActions(t, s.afterSale(t, id), "afterSale")
	})
}

// A withdrawal is decided while pending only.
func TestWithdrawActions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.shopAdmin(t)
		method := e.emptyCash(t, boss)
		e.fundCash(t, 100_00)
		w := e.Do(t, "POST", wd+"apply", map[string]any{"amount": "50", "methodId": method}, token(boss))
		expect(t, w, 200, "")
		wantActions(t, w, "", "pay", "reject")
		row := e.Do(t, "GET", q(wd+"index", "sn", w.Str("sn")), nil, token(boss))
		expect(t, row, 200, "")
		wantActions(t, row, "list.0", "pay", "reject")
		paid := e.Do(t, "POST", wd+"approve", map[string]any{"id": num(w, "id"), "reference": "TR" + uniq()}, token(boss))
		expect(t, paid, 200, "")
		wantActions(t, paid, "")
		w = e.Do(t, "POST", wd+"apply", map[string]any{"amount": "20", "methodId": method}, token(boss))
		expect(t, w, 200, "")
		rejected := e.Do(t, "POST", wd+"reject", map[string]any{"id": num(w, "id"), "reason": "账户有误"}, token(boss))
		expect(t, rejected, 200, "")
		wantActions(t, rejected, "")
		wantActions(t, e.Do(t, "GET", q(wd+"detail", "id", num(w, "id")), nil, token(boss)), "")
	})
}
