package simulate

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"

	"shopconsole/server/money"
)

// The proportions of an order's life, decided when it is placed.
const (
	shareNewBuyer   = 0.25 // an order by a buyer who signs up for it
	shareTopUp      = 0.30 // a new buyer who puts money in the wallet
	shareBalance    = 0.50 // pays from the wallet when it holds enough
	sharePayNow     = 0.70 // pays at checkout
	sharePayLater   = 0.13 // comes back to pay
	shareCancel     = 0.09 // comes back to cancel; the rest (8 %) leave it unpaid
	shareUseCoupon  = 0.70 // uses a coupon it holds that the order reaches
	shareFavourite  = 0.20 // favourites a goods it views
	shareWechat     = 0.65 // of the platform payments; the rest Alipay
	extraVisitorsUp = 3    // 0–2 visitors who only browse, per order
)

// order is what the buyers know of an order they placed.
type order struct {
	ID       int64  `json:"id"`
	Status   string `json:"status"`
	PayWay   string `json:"payWay"`
	Pay      string `json:"payAmount"`
	Goods    string `json:"goodsAmount"`
	Refunded string `json:"refundedAmount"`
	UserID   int64  `json:"userId"`
	User     struct {
		Nickname string `json:"nickname"`
	} `json:"user"`
	Items []struct {
		ID       int64  `json:"id"`
		Quantity int64  `json:"quantity"`
		Amount   string `json:"amount"`
	} `json:"items"`
}

// arrival is one order's buyer coming in (and a few visitors who only look), then the next
// arrival planned.
func (s *sim) arrival(ctx context.Context) error {
	s.agenda.at(s.now.Add(s.arrivalGap()), s.arrival)
	for range s.rng.IntN(extraVisitorsUp) {
		if len(s.buyers) == 0 {
			break
		}
		if err := s.browse(ctx, s.buyers[s.rng.IntN(len(s.buyers))], nil); err != nil {
			return err
		}
	}
	b, err := s.chooseBuyer(ctx)
	if err != nil || b == nil {
		return err
	}
	g := s.cat.pick(s.rng)
	if g == nil {
		s.sum.fail("no goods on shelf with stock")
		return nil
	}
	if err := s.browse(ctx, b, g); err != nil {
		return err
	}
	return s.place(ctx, b, g)
}

// chooseBuyer answers a returning buyer, or a new one who registers (and maybe tops up).
func (s *sim) chooseBuyer(ctx context.Context) (*buyer, error) {
	if len(s.buyers) > 0 && !s.chance(shareNewBuyer) {
		return s.buyers[s.rng.IntN(len(s.buyers))], nil
	}
	b, err := register(ctx, s.api, s.rng)
	if err != nil {
		return nil, s.check(err)
	}
	s.sum.Registered++
	s.buyers = append(s.buyers, b)
	if s.chance(shareTopUp) {
		if err := topUp(ctx, s.api, b, int64(100+s.rng.IntN(8)*100)*100); err != nil {
			return b, s.check(err)
		}
		s.sum.TopUps++
	}
	return b, nil
}

// browse views 1–4 goods (ending with want, when given), favouriting some.
func (s *sim) browse(ctx context.Context, b *buyer, want *goods) error {
	n := 1 + s.rng.IntN(4)
	for i := range n {
		g := want
		if g == nil || i < n-1 {
			if g = s.cat.pick(s.rng); g == nil {
				return nil
			}
		}
		ids := map[string]any{"userId": b.ID, "goodsId": g.ID}
		if err := s.check(s.api.do(ctx, http.MethodPost, "/storefront/goods/view", ids, nil)); err != nil {
			return err
		}
		s.sum.Views++
		if s.chance(shareFavourite) {
			ids["collected"] = true
			if err := s.check(s.api.do(ctx, http.MethodPost, "/storefront/goods/collect", ids, nil)); err != nil {
				return err
			}
			s.sum.Favourites++
		}
	}
	return nil
}

// lines chooses 1–3 SKUs with stock (of g, then of other goods) and their quantities.
func (s *sim) lines(ctx context.Context, g *goods) ([]map[string]any, int64, error) {
	count := 1
	if r := s.rng.Float64(); r > 0.92 {
		count = 3
	} else if r > 0.70 {
		count = 2
	}
	var items []map[string]any
	var amount int64
	seen := map[int64]bool{}
	for i := 0; i < count*2 && len(items) < count; i++ {
		if i > 0 {
			g = s.cat.pick(s.rng)
		}
		skus, err := s.cat.skusOf(ctx, s.api, g)
		if err != nil {
			return nil, 0, s.check(err)
		}
		if len(skus) == 0 {
			continue
		}
		k := &skus[s.rng.IntN(len(skus))]
		qty := int64(1)
		if r := s.rng.Float64(); r > 0.95 {
			qty = 3
		} else if r > 0.80 {
			qty = 2
		}
		qty = min(qty, k.Stock)
		if seen[k.ID] || qty <= 0 {
			continue
		}
		seen[k.ID] = true
		k.Stock -= qty
		amount += qty * k.Price
		items = append(items, map[string]any{"skuId": k.ID, "quantity": qty})
	}
	return items, amount, nil
}

// place checks out: the lines, a coupon, and the payment now, later or never.
func (s *sim) place(ctx context.Context, b *buyer, g *goods) error {
	items, amount, err := s.lines(ctx, g)
	if err != nil || len(items) == 0 {
		if err == nil {
			s.sum.fail("no SKU with stock")
		}
		return err
	}
	body := map[string]any{"userId": b.ID, "items": items, "consignee": s.consignee(b)}
	if s.chance(0.2) {
		body["remark"] = remarks[s.rng.IntN(len(remarks))]
	}
	cs, err := coupons(ctx, s.api, b)
	if err := s.check(err); err != nil {
		return err
	}
	useCoupon := s.chance(shareUseCoupon)
	for _, c := range cs {
		if useCoupon && c.MinSpend <= amount && c.Amount < amount {
			body["userCouponId"] = c.ID
			break
		}
	}
	plan := s.rng.Float64()
	wallet := b.Balance >= amount+50_00 && s.chance(shareBalance)
	if plan < sharePayNow && !wallet {
		body["pay"] = s.platform()
	}
	var o order
	err = s.api.do(ctx, http.MethodPost, "/storefront/order/create", body, &o, "Idempotency-Key", s.key())
	var ae *APIError
	if errors.As(err, &ae) && ae.Status == http.StatusConflict && strings.HasPrefix(ae.Field, "userCouponId") {
		s.sum.fail(ae.Kind() + " (coupon)") // the buyer takes the coupon off and checks out again
		delete(body, "userCouponId")
		err = s.api.do(ctx, http.MethodPost, "/storefront/order/create", body, &o, "Idempotency-Key", s.key())
	}
	if err != nil {
		if errors.As(err, &ae) && strings.HasPrefix(ae.Field, "items") {
			g.skus = nil // the stock moved under us: read it again
		}
		return s.check(err)
	}
	s.sum.Placed++
	if body["userCouponId"] != nil {
		s.sum.CouponsUsed++
	}
	switch {
	case o.Status == "paid":
		s.sum.PaidAtOnce++
	case plan < sharePayNow:
		return s.pay(ctx, b, o, true)
	case plan < sharePayNow+sharePayLater:
		s.later(s.followUp(0.5), func(ctx context.Context) error { return s.pay(ctx, b, o, false) })
	case plan < sharePayNow+sharePayLater+shareCancel:
		s.later(s.followUp(0.5), func(ctx context.Context) error { return s.cancel(ctx, o) })
	}
	return nil
}

// pay pays an unpaid order from the wallet when it holds enough, else on a platform.
func (s *sim) pay(ctx context.Context, b *buyer, o order, atCheckout bool) error {
	due, _ := money.Parse(o.Pay)
	body := s.platform()
	if b.Balance >= due && (atCheckout || s.chance(shareBalance)) {
		body = map[string]any{"way": "balance"}
	}
	body["id"] = o.ID
	if err := s.api.do(ctx, http.MethodPost, "/storefront/order/pay", body, nil, "Idempotency-Key", s.key()); err != nil {
		return s.check(err)
	}
	if body["way"] == "balance" {
		b.Balance -= due
	}
	if atCheckout {
		s.sum.PaidAtOnce++
	} else {
		s.sum.PaidLater++
	}
	return nil
}

// platform is a payment made on WeChat Pay or Alipay, with the platform's transaction number.
func (s *sim) platform() map[string]any {
	if s.chance(shareWechat) {
		return map[string]any{"way": "wechat", "reference": fmt.Sprintf("4200%024d", s.rng.Int64N(1e18))}
	}
	return map[string]any{"way": "alipay", "reference": fmt.Sprintf("2026%024d", s.rng.Int64N(1e18))}
}

func (s *sim) cancel(ctx context.Context, o order) error {
	body := map[string]any{"id": o.ID, "reason": cancelReasons[s.rng.IntN(len(cancelReasons))]}
	if err := s.api.do(ctx, http.MethodPost, "/storefront/order/cancel", body, nil); err != nil {
		return s.check(err)
	}
	s.sum.Cancelled++
	return nil
}

func (s *sim) confirm(ctx context.Context, id int64) error {
	if err := s.api.do(ctx, http.MethodPost, "/storefront/order/confirm", map[string]any{"id": id}, nil); err != nil {
		return s.check(err)
	}
	s.sum.Confirmed++
	return nil
}

// bigCities are the provinces most orders go to (Beijing, Shanghai, Guangdong, Zhejiang,
// Jiangsu, Sichuan, Hubei, Shandong); a fifth go anywhere.
var bigCities = []string{"110000", "310000", "440000", "330000", "320000", "510000", "420000", "370000"}

// consignee is where the buyer has the order sent: mostly to the big cities' provinces.
func (s *sim) consignee(b *buyer) map[string]any {
	ds := s.cat.districts
	if in := s.cat.byProvince[bigCities[s.rng.IntN(len(bigCities))]]; len(in) > 0 && s.chance(0.8) {
		ds = in
	}
	d := ds[s.rng.IntN(len(ds))]
	mobile := b.Mobile
	if !mobileRe.MatchString(mobile) {
		mobile = fmt.Sprintf("13%09d", s.rng.Int64N(1_000_000_000))
	}
	name := strings.TrimPrefix(b.Nickname, BuyerPrefix)
	if name == "" || len([]rune(name)) > 20 {
		name = chineseName(s.rng)
	}
	return map[string]any{"name": name, "mobile": mobile, "provinceCode": d.province, "cityCode": d.city, "districtCode": d.code,
		"detail": fmt.Sprintf("%s路 %d 号 %d 室", streets[s.rng.IntN(len(streets))], 1+s.rng.IntN(300), 101+s.rng.IntN(2000))}
}

var mobileRe = regexp.MustCompile(`^1[3-9][0-9]{9}$`)

var (
	streets       = []string{"人民", "建设", "中山", "解放", "和平", "文三", "科技", "长江", "滨江", "新华"}
	remarks       = []string{"请尽快发货", "周末送货", "放快递柜", "不要放门口，电话联系", "送人的，不要放发票"}
	cancelReasons = []string{"不想要了", "拍错了", "地址填错了", "找到更便宜的了", "重新下单"}
)
