package simulate

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"shopconsole/server/money"
)

// The proportions of what buyers do once staff have acted, each decided once per order or
// claim and status, when the buyers first see it there.
const (
	shareConfirm         = 0.65 // of shipped orders: confirm receipt (the rest complete by time)
	shareClaimShipped    = 0.08 // of shipped orders: a claim (return 60 %, refund only 40 %)
	shareClaimPaid       = 0.06 // of paid orders not shipped yet: a refund only
	shareClaimCompleted  = 0.04 // of completed orders: a claim (return or refund, half each)
	shareShipBack        = 0.88 // of agreed returns: sent back (the rest expire)
	shareRevokeReturn    = 0.05 // of agreed returns: withdrawn
	shareRevokeApplied   = 0.07 // of applied claims: withdrawn
	shareRights          = 0.50 // of refused claims: a rights claim
	sharePartialRefund   = 0.25 // of claims: asks half of the item's share
	shareReturnOfShipped = 0.60
)

// afterSale is what the buyers read of a claim.
type afterSale struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
	Rights *struct {
		Status string `json:"status"`
	} `json:"rights"`
	User struct {
		Nickname string `json:"nickname"`
	} `json:"user"`
}

// sweep is the buyers looking at their orders and claims (the newest hundred of each
// status, found by the nickname prefix: nothing of anyone else), planning what each does
// next; then the next sweep.
func (s *sim) sweep(ctx context.Context) error {
	s.later(s.sweepEvery(), s.sweep)
	claimed := map[int64]bool{} // orders with a claim in progress: no second one
	for _, tab := range []string{"afterSale", "shipped", "paid", "completed"} {
		var list struct {
			List []order `json:"list"`
		}
		err := s.api.do(ctx, http.MethodGet, query("/admin/order/index", "tab", tab, "buyer", BuyerPrefix, "pageSize", "100"), nil, &list)
		if err != nil {
			return s.check(err)
		}
		for _, o := range list.List {
			if tab == "afterSale" {
				claimed[o.ID] = true
				continue
			}
			if !strings.HasPrefix(o.User.Nickname, BuyerPrefix) || s.seen(fmt.Sprintf("o%d:%s", o.ID, tab)) {
				continue
			}
			s.planOrder(o, tab, claimed[o.ID])
		}
	}
	for _, tab := range []string{"awaitingReturn", "applied", "refused"} {
		var list struct {
			List []afterSale `json:"list"`
		}
		err := s.api.do(ctx, http.MethodGet, query("/admin/aftersale/index", "tab", tab, "buyer", BuyerPrefix, "pageSize", "100"), nil, &list)
		if err != nil {
			return s.check(err)
		}
		for _, a := range list.List {
			if !strings.HasPrefix(a.User.Nickname, BuyerPrefix) || a.Rights != nil || s.seen(fmt.Sprintf("a%d:%s", a.ID, tab)) {
				continue
			}
			s.planClaim(a.ID, tab)
		}
	}
	return nil
}

// seen answers whether key was decided already, marking it decided.
func (s *sim) seen(key string) bool {
	if s.decided[key] {
		return true
	}
	s.decided[key] = true
	return false
}

// planOrder decides what the buyer does with an order in its tab; claimed: it has a claim
// in progress already, so the buyer makes none.
func (s *sim) planOrder(o order, tab string, claimed bool) {
	r := s.rng.Float64()
	if claimed && r >= shareConfirm {
		return
	}
	switch tab {
	case "shipped":
		switch {
		case r < shareConfirm:
			s.later(s.followUp(1), func(ctx context.Context) error { return s.confirm(ctx, o.ID) })
		case r < shareConfirm+shareClaimShipped:
			kind := "refund"
			if s.chance(shareReturnOfShipped) {
				kind = "return"
			}
			s.later(s.followUp(0.5), func(ctx context.Context) error { return s.apply(ctx, o, kind) })
		}
	case "paid":
		if r < shareClaimPaid {
			s.later(s.followUp(0.5), func(ctx context.Context) error { return s.apply(ctx, o, "refund") })
		}
	case "completed":
		if r < shareClaimCompleted {
			kind := map[bool]string{true: "return", false: "refund"}[s.chance(0.5)]
			s.later(s.followUp(1), func(ctx context.Context) error { return s.apply(ctx, o, kind) })
		}
	}
}

func (s *sim) planClaim(id int64, tab string) {
	r := s.rng.Float64()
	switch {
	case tab == "awaitingReturn" && r < shareShipBack:
		s.later(s.followUp(0.5), func(ctx context.Context) error { return s.shipBack(ctx, id) })
	case tab == "awaitingReturn" && r < shareShipBack+shareRevokeReturn, tab == "applied" && r < shareRevokeApplied:
		s.later(s.followUp(1), func(ctx context.Context) error { return s.revoke(ctx, id) })
	case tab == "refused" && r < shareRights:
		s.later(s.followUp(0.5), func(ctx context.Context) error { return s.rights(ctx, id) })
	}
}

// apply claims on one item of the order: its share of what was paid, or half of it.
func (s *sim) apply(ctx context.Context, o order, kind string) error {
	if len(o.Items) == 0 {
		return nil
	}
	it := o.Items[s.rng.IntN(len(o.Items))]
	pay, _ := money.Parse(o.Pay)
	goodsAmount, _ := money.Parse(o.Goods)
	refunded, _ := money.Parse(o.Refunded)
	itemAmount, _ := money.Parse(it.Amount)
	if goodsAmount <= 0 || refunded > 0 {
		return nil
	}
	amount := min(itemAmount*pay/goodsAmount, pay)
	if s.chance(sharePartialRefund) {
		amount /= 2
	}
	if amount <= 0 {
		return nil
	}
	reasons := refundReasons
	if kind == "return" {
		reasons = returnReasons
	}
	body := map[string]any{"orderId": o.ID, "itemId": it.ID, "quantity": it.Quantity, "kind": kind,
		"amount": money.Format(amount), "reason": reasons[s.rng.IntN(len(reasons))]}
	if err := s.api.do(ctx, http.MethodPost, "/storefront/aftersale/apply", body, nil, "Idempotency-Key", s.key()); err != nil {
		return s.check(err)
	}
	if kind == "return" {
		s.sum.ReturnsApplied++
	} else {
		s.sum.RefundsApplied++
	}
	return nil
}

func (s *sim) shipBack(ctx context.Context, id int64) error {
	c := carriers[s.rng.IntN(len(carriers))]
	body := map[string]any{"id": id, "carrier": c.name, "trackingNo": fmt.Sprintf("%s%012d", c.prefix, s.rng.Int64N(1e12))}
	if err := s.api.do(ctx, http.MethodPost, "/storefront/aftersale/ship", body, nil); err != nil {
		return s.check(err)
	}
	s.sum.ReturnsShipped++
	return nil
}

func (s *sim) revoke(ctx context.Context, id int64) error {
	if err := s.api.do(ctx, http.MethodPost, "/storefront/aftersale/revoke", map[string]any{"id": id}, nil); err != nil {
		return s.check(err)
	}
	s.sum.Revoked++
	return nil
}

func (s *sim) rights(ctx context.Context, id int64) error {
	body := map[string]any{"id": id, "text": rightsTexts[s.rng.IntN(len(rightsTexts))]}
	if err := s.api.do(ctx, http.MethodPost, "/storefront/aftersale/rights", body, nil); err != nil {
		return s.check(err)
	}
	s.sum.RightsClaims++
	return nil
}

var (
	refundReasons = []string{"不想要了", "拍错了/多拍了", "未按约定时间发货", "商品缺货", "协商一致退款"}
	returnReasons = []string{"尺码不合适", "商品与描述不符", "质量问题", "收到商品破损", "颜色与图片不符"}
	rightsTexts   = []string{"商品确有质量问题，商家拒绝退款，请平台介入", "退回的商品完好，商家拒收，请平台裁定", "商家拒绝售后且不回复消息"}
	carriers      = []struct{ name, prefix string }{{"顺丰速运", "SF"}, {"中通快递", "ZT"}, {"圆通速递", "YT"}, {"韵达快递", "YD"}, {"京东物流", "JD"}}
)
