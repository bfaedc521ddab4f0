package contracttests

import (
	"strings"
	"testing"

	moneyfmt "shopconsole/server/money"
)

// money reads an amount in yuan as cents.
func money(t *testing.T, s string) int64 {
	t.Helper()
	c, err := moneyfmt.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A rights claim from the refusal to the ruling: each side's statement kept, every step
// refused out of turn naming the status, only the platform rules, and a ruling for the
// buyer sends the claim back to its refund, paid as any other.
func TestRightsClaim(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "300", 200)
		order := s.shippedOrder(t, map[string]any{"way": "balance"}, s.line("红色/M/", 1))
		r := s.claim(t, map[string]any{"orderId": order, "itemId": s.firstItem(t, order), "quantity": 1, "kind": "refund",
			"amount": "50.00", "reason": "收到商品破损"})
		expect(t, r, 200, "")
		id := num(r, "id")
		if r.Field("rights") != nil {
			t.Fatalf("a claim has no rights claim: %s", r.Raw)
		}
		open := func(text string) Res {
			return s.act(t, "/api/storefront/aftersale/rights", map[string]any{"id": id, "text": text, "images": []string{"/files/aftersale/9.jpg"}})
		}
		expect(t, open("商家无理拒绝"), 409, "the after-sale is applied and cannot be taken to a rights claim")
		expect(t, s.act(t, "/api/admin/aftersale/refuse", map[string]any{"id": id, "reason": "商品出库时完好"}), 200, "")
		expect(t, open("  "), 400, "text is required")
		expect(t, s.act(t, "/api/admin/aftersale/rights/forward", map[string]any{"id": id}), 409, "the rights claim is not raised and cannot be forwarded")

		r = open("商品有明显破损，商家拒绝退款")
		expect(t, r, 200, "")
		if r.Str("rights.status") != "new" || r.Str("rights.statements.0.side") != "buyer" || r.Str("rights.statements.0.images.0") != "/files/aftersale/9.jpg" ||
			r.Field("rights.decision") != nil || r.Str("status") != "refused" {
			t.Fatalf("raised: %s", r.Raw)
		}
		expect(t, open("再说一次"), 409, "the rights claim is new and cannot be taken to a rights claim")
		appeal := map[string]any{"id": id, "text": "出库检验记录完好", "images": []string{"/files/aftersale/10.jpg"}}
		expect(t, s.act(t, "/api/admin/aftersale/rights/appeal", appeal), 409, "the rights claim is new and cannot be appealed")

		// Shop staff state their side; only the platform forwards, arbitrates and rules.
		e.role(t, s.adm, "RightsShop", "aftersale:aftersale:read", "aftersale:aftersale:write")
		shopStaff := e.signedIn(t, "rightsshop", "RightsShop")
		expect(t, e.Do(t, "POST", "/api/admin/aftersale/rights/forward", map[string]any{"id": id}, token(shopStaff.token)), 403, "")
		expect(t, s.act(t, "/api/admin/aftersale/rights/forward", map[string]any{"id": id}), 200, "")
		r = e.Do(t, "POST", "/api/admin/aftersale/rights/appeal", appeal, token(shopStaff.token))
		expect(t, r, 200, "")
		if r.Str("rights.status") != "appealed" || r.Str("rights.statements.1.side") != "merchant" || r.Str("rights.statements.1.operator") != "rightsshop" {
			t.Fatalf("appealed: %s", r.Raw)
		}
		rule := map[string]any{"id": id, "decision": "buyer", "text": "照片可见破损，支持买家"}
		expect(t, s.act(t, "/api/admin/aftersale/rights/close", rule), 409, "the rights claim is appealed and cannot be ruled for the buyer")
		expect(t, s.act(t, "/api/admin/aftersale/rights/arbitrate", map[string]any{"id": id}), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/aftersale/rights/close", rule, token(shopStaff.token)), 403, "")
		expect(t, s.act(t, "/api/admin/aftersale/rights/close", map[string]any{"id": id, "decision": "nobody", "text": "无"}), 400, "decision must be one of: buyer, merchant")
		r = s.act(t, "/api/admin/aftersale/rights/close", rule)
		expect(t, r, 200, "")
		if r.Str("rights.status") != "closed" || r.Str("rights.decision") != "buyer" || r.Str("status") != "awaitingRefund" ||
			len(r.Field("rights.statements").([]any)) != 3 {
			t.Fatalf("ruled: %s", r.Raw)
		}
		expect(t, s.act(t, "/api/admin/aftersale/rights/close", rule), 409, "the after-sale is awaiting refund and cannot be ruled for the buyer")

		// The refund the ruling asks for moves the money once, as any other.
		balance := func() string {
			return e.Do(t, "GET", q("/api/admin/user/detail", "id", s.buyer), nil, token(s.adm.token)).Str("user.balance")
		}
		before := balance()
		r = s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": id})
		expect(t, r, 200, "")
		if r.Str("status") != "refunded" {
			t.Fatalf("refunded: %s", r.Raw)
		}
		if after := balance(); money(t, after)-money(t, before) != 5000 {
			t.Fatalf("balance %s before the refund, %s after", before, after)
		}
		actions := []string{}
		for _, l := range s.afterSale(t, id).Field("log").([]any) {
			actions = append(actions, l.(map[string]any)["action"].(string))
		}
		want := "apply refuse rightsOpen rightsForward rightsAppeal rightsArbitrate rightsForBuyer refund refundSettled"
		if got := strings.Join(actions, " "); got != want {
			t.Fatalf("log: %s, want %s", got, want)
		}
	})
}

// A ruling for the merchant leaves the refusal standing; a ruling for the buyer is refused
// when the item has since been refunded by another claim. The list narrows to rights claims.
func TestRightsClaimRulings(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "300", 200)
		order := s.shippedOrder(t, map[string]any{"way": "balance"}, s.line("红色/M/", 1))
		item := s.firstItem(t, order)
		refused := func(amount string) int64 {
			r := s.claim(t, map[string]any{"orderId": order, "itemId": item, "quantity": 1, "kind": "refund", "amount": amount, "reason": "质量问题"})
			expect(t, r, 200, "")
			id := num(r, "id")
			expect(t, s.act(t, "/api/admin/aftersale/refuse", map[string]any{"id": id, "reason": "超出售后范围"}), 200, "")
			expect(t, s.act(t, "/api/storefront/aftersale/rights", map[string]any{"id": id, "text": "质量问题明显"}), 200, "")
			expect(t, s.act(t, "/api/admin/aftersale/rights/forward", map[string]any{"id": id}), 200, "")
			// The platform takes it up without waiting for the shop.
			expect(t, s.act(t, "/api/admin/aftersale/rights/arbitrate", map[string]any{"id": id}), 200, "")
			return id
		}
		first := refused("60.00")
		r := s.act(t, "/api/admin/aftersale/rights/close", map[string]any{"id": first, "decision": "merchant", "text": "商家记录完整"})
		expect(t, r, 200, "")
		if r.Str("rights.decision") != "merchant" || r.Str("status") != "refused" {
			t.Fatalf("ruled for the merchant: %s", r.Raw)
		}
		second := refused("60.00")
		// Meanwhile another claim refunds most of the item.
		third := num(s.claim(t, map[string]any{"orderId": order, "itemId": item, "quantity": 1, "kind": "refund", "amount": "100.00", "reason": "质量问题"}), "id")
		expect(t, s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": third}), 200, "")
		expect(t, s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": third}), 200, "")
		expect(t, s.act(t, "/api/admin/aftersale/rights/close", map[string]any{"id": second, "decision": "buyer", "text": "支持买家"}),
			409, "the item keeps only 17.00 to refund: no ruling for the buyer")

		// Unknown claims, and callers not signed in.
		missing := map[string]map[string]any{
			"/api/storefront/aftersale/rights":    {"id": 1 << 40, "text": "质量问题明显"},
			"/api/admin/aftersale/rights/forward": {"id": 1 << 40}, "/api/admin/aftersale/rights/arbitrate": {"id": 1 << 40},
			"/api/admin/aftersale/rights/appeal": {"id": 1 << 40, "text": "记录完整"},
			"/api/admin/aftersale/rights/close":  {"id": 1 << 40, "decision": "buyer", "text": "支持买家"},
		}
		for path, body := range missing {
			expect(t, s.act(t, path, body), 404, "after-sale 1099511627776 does not exist")
			expect(t, e.Do(t, "POST", path, body), 401, "")
		}

		page := e.Do(t, "GET", q("/api/admin/aftersale/index", "sn", s.detail(t, order).Str("order.sn"), "rights", "open"), nil, token(s.adm.token))
		expect(t, page, 200, "")
		if l := list(page); len(l) != 1 || l[0]["id"] != float64(second) {
			t.Fatalf("open rights claims: %v", l)
		}
		page = e.Do(t, "GET", q("/api/admin/aftersale/index", "sn", s.detail(t, order).Str("order.sn"), "rights", "closed"), nil, token(s.adm.token))
		if l := list(page); len(l) != 1 || l[0]["id"] != float64(first) {
			t.Fatalf("closed rights claims: %v", l)
		}
	})
}
