package contracttests

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"shopconsole/server/cash"
)

// The shop's account on a running server: its money comes from orders completed and then
// settled, and what it holds is read and checked through the API.

// fundCash brings cents into the shop's account the way money comes in: an order of that
// amount placed, paid, shipped and received, then settled. The settlement is a timed job,
// so this needs a clock the run can move (the mock's).
func (r *remote) fundCash(t *testing.T, e *Env, amount int64) {
	t.Helper()
	if !r.isMock {
		skipStep("moves the shop's account: its money comes from orders settled by a job on the server's own clock")
	}
	tag := uniq()
	adm := e.signedIn(t, "funder."+tag, "Admin")
	e.role(t, adm, "Funding "+tag, "storefront:order:write")
	front := e.signedIn(t, "funding."+tag, "Funding "+tag)
	buyer := e.shopUser(t, "出资 "+tag, e.Clock.Now()).ID
	_, _, leaf := e.categoryBranch(t, adm)
	price := fmt.Sprintf("%d.%02d", amount/100, amount%100)
	g := e.write(t, adm, "/api/admin/goods/add", goodsBody(leaf, map[string]any{"specType": "single", "specs": []any{},
		"skus": []map[string]any{{"specs": []string{}, "price": price, "stock": 1}}, "freight": map[string]any{"type": "flat", "fee": "0"}}))
	expect(t, g, 200, "")
	o := e.Do(t, "POST", "/api/storefront/order/create", map[string]any{"userId": buyer, "consignee": nanshan(),
		"items": []map[string]any{{"skuId": num(g, "skus.0.id"), "quantity": 1}}, "pay": map[string]any{"way": "wechat", "reference": "wx-" + tag}},
		token(front.token))
	expect(t, o, 200, "")
	if cents(t, o.Field("payAmount")) != amount {
		t.Fatalf("an order of %d cents: %s", amount, o.Raw)
	}
	id := num(o, "id")
	expect(t, e.write(t, adm, "/api/admin/order/ship", map[string]any{"id": id, "carrier": "中通快递", "trackingNo": "ZT" + tag}), 200, "")
	expect(t, e.Do(t, "POST", "/api/storefront/order/confirm", map[string]any{"id": id}, token(front.token)), 200, "")
	before := e.cashAccount(t, adm.token)
	r.settleNow(t, e, adm.token)
	if after := e.cashAccount(t, adm.token); after.Available != before.Available+amount {
		t.Fatalf("the settlement brought %d cents, want %d", after.Available-before.Available, amount)
	}
}

// settleNow settles every completed order at once: the settlement delay set to 0 days, the
// clock moved on a second (the job runs), the delay set back.
func (r *remote) settleNow(t *testing.T, e *Env, tok string) {
	t.Helper()
	settings := e.Do(t, "GET", cashSets+"detail", nil, token(tok))
	expect(t, settings, 200, "")
	body := map[string]any{}
	for _, k := range []string{"minAmount", "maxAmount", "feeRate", "cycleDays", "settleDelayDays"} {
		body[k] = settings.Field(k)
	}
	now := overridden(map[string]any{}, body)
	now["settleDelayDays"] = 0
	expect(t, e.Do(t, "POST", cashSets+"edit", now, token(tok)), 200, "")
	e.Clock.Advance(time.Second)
	expect(t, e.Do(t, "POST", cashSets+"edit", body, token(tok)), 200, "")
}

// cashAccount reads the shop's account through the API.
func (e *Env) cashAccount(t *testing.T, tok string) cash.Account {
	t.Helper()
	r := e.Do(t, "GET", "/api/admin/cashAccount/detail", nil, token(tok))
	expect(t, r, 200, "")
	return cash.Account{Available: cents(t, r.Field("available")), Frozen: cents(t, r.Field("frozen")),
		Debt: cents(t, r.Field("debt")), Withdrawn: cents(t, r.Field("withdrawn"))}
}

// remoteCashFlow reads the whole fund flow through the API, oldest first.
func (r *remote) remoteCashFlow(t *testing.T, e *Env) []cash.Flow {
	t.Helper()
	var out []cash.Flow
	for page := 1; ; page++ {
		res := e.Do(t, "GET", q("/api/admin/cashFlow/index", "pageNo", page, "pageSize", 100), nil, token(r.token))
		expect(t, res, 200, "")
		rows := list(res)
		for _, l := range rows {
			f := cash.Flow{Type: cash.FlowType(fmt.Sprint(l["type"])), Reference: fmt.Sprint(l["reference"]), Remark: fmt.Sprint(l["remark"])}
			f.ID = int64(l["id"].(float64))
			f.Available, f.Frozen, f.Debt = cents(t, l["available"]), cents(t, l["frozen"]), cents(t, l["debt"])
			f.AvailableAfter, f.FrozenAfter, f.DebtAfter = cents(t, l["availableAfter"]), cents(t, l["frozenAfter"]), cents(t, l["debtAfter"])
			out = append(out, f)
		}
		if len(rows) < 100 || int64(len(out)) >= num(res, "total") {
			break
		}
	}
	slices.SortFunc(out, func(a, b cash.Flow) int { return int(a.ID - b.ID) })
	return out
}
