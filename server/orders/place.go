package orders

import (
	"context"
	"errors"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/coupons"
	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/idempotency"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
	"shopconsole/server/shopusers"
)

// Payment is how an order is paid: from the buyer's balance, or on a payment platform
// (Reference its transaction number).
type Payment struct {
	Way       PayWay
	Reference string
}

// PlaceInput is an order as the storefront sends it.
type PlaceInput struct {
	UserID         int64
	Lines          []Line
	Consignee      Consignee
	UserCouponID   int64
	Remark         string
	Pay            *Payment
	IdempotencyKey string
}

const (
	placeScope = "order.place"
	payScope   = "order.pay"
)

// checkPayment answers the refusal of a payment's fields ("" for none).
func checkPayment(p Payment, field string) error {
	if p.Way.External() && p.Reference == "" {
		return apperr.Invalid(field+".reference", "orders.referenceRequired")
	}
	if p.Way == PayBalance && p.Reference != "" {
		return apperr.Invalid(field+".reference", "orders.referenceBalance")
	}
	return nil
}

// checkConsignee checks a consignee's regions against the region tree and names them.
func (s *Service) checkConsignee(c *Consignee) error {
	c.Name, c.Detail = strings.TrimSpace(c.Name), strings.TrimSpace(c.Detail)
	switch {
	case c.Name == "":
		return apperr.Invalid("consignee.name", "validation.required", "consignee.name")
	case c.Detail == "":
		return apperr.Invalid("consignee.detail", "validation.required", "consignee.detail")
	case !kernel.ValidMobile(c.Mobile):
		return apperr.Invalid("consignee.mobile", "shopusers.mobileInvalid")
	}
	chain, ok := s.regions.Chain(c.DistrictCode)
	if !ok || !slices.Equal(chain, []string{c.ProvinceCode, c.CityCode, c.DistrictCode}) {
		return apperr.Invalid("consignee.districtCode", "orders.region")
	}
	c.ProvinceName, _ = s.regions.RegionName(c.ProvinceCode)
	c.CityName, _ = s.regions.RegionName(c.CityCode)
	c.DistrictName, _ = s.regions.RegionName(c.DistrictCode)
	return nil
}

// Place places an order: in one transaction it reserves the stock, prices the items,
// computes the freight, takes the coupon off, and pays when a payment comes with it.
func (s *Service) Place(ctx context.Context, in PlaceInput) (Order, error) {
	if err := s.checkConsignee(&in.Consignee); err != nil {
		return Order{}, err
	}
	if in.Pay != nil {
		if err := checkPayment(*in.Pay, "pay"); err != nil {
			return Order{}, err
		}
	}
	in.Remark = strings.TrimSpace(in.Remark)
	req := idempotency.Request{Scope: placeScope, Key: in.IdempotencyKey, At: s.at()}
	if req.Key != "" {
		req.Fingerprint = idempotency.Fingerprint(in)
	}
	var out idempotency.Outcome
	err := s.store.Tx(ctx, func(tx Tx) (err error) {
		out, err = idempotency.Decide(tx, req, func() (int64, error) {
			id, err := s.place(tx, in)
			if err == nil {
				audit.Commits(ctx) // placed: the system log's line can go with this commit
			}
			return id, err
		})
		return err
	})
	return s.answer(ctx, out, err)
}

// answer is the order an idempotency.Outcome names, or its refusal.
func (s *Service) answer(ctx context.Context, out idempotency.Outcome, err error) (Order, error) {
	switch {
	case errors.Is(err, idempotency.ErrReused):
		return Order{}, apperr.New(http.StatusConflict, "shopusers.idempotencyReused")
	case err != nil:
		return Order{}, s.refusal(ctx, out.ID, err)
	case out.Refused != nil:
		return Order{}, out.Refused
	}
	return s.store.Order(ctx, out.ID)
}

// place does the work of Place inside tx; every refusal is an idempotency.Refuse, decided before
// anything is written.
func (s *Service) place(tx Tx, in PlaceInput) (int64, error) {
	at := s.at()
	user, err := tx.User(in.UserID, in.Pay != nil && in.Pay.Way == PayBalance)
	switch {
	case errors.Is(err, shopusers.ErrNotFound):
		return 0, idempotency.Refuse(apperr.Invalid("userId", "orders.userUnknown", itoa(in.UserID)))
	case err != nil:
		return 0, err
	case user.Disabled:
		return 0, idempotency.Refuse(apperr.New(http.StatusConflict, "orders.userDisabled", user.Nickname))
	}
	byID, goodsOf, err := s.loadGoods(tx, in.Lines)
	if err != nil {
		return 0, err
	}
	items, after, err := Reserve(in.Lines, byID, goodsOf)
	var le *LineError
	if errors.As(err, &le) {
		return 0, idempotency.Refuse(lineRefusal(le, in.Lines[le.Index]))
	}
	o := Order{UserID: user.ID, Status: Unpaid, Items: items, GoodsAmount: GoodsAmount(items), Consignee: in.Consignee,
		Remark: in.Remark, CreatedAt: at}
	dest := freight.Destination{Province: in.Consignee.ProvinceCode, City: in.Consignee.CityCode, District: in.Consignee.DistrictCode}
	o.FreightAmount, err = FreightFor(items, byID, dest, tx.FreightPricing)
	var undeliverable *freight.UndeliverableError
	switch {
	case errors.As(err, &undeliverable):
		return 0, idempotency.Refuse(apperr.New(http.StatusConflict, "orders.undeliverable", in.Consignee.DistrictName))
	case err != nil:
		return 0, err
	}
	var held coupons.UserCoupon
	if in.UserCouponID != 0 {
		if held, o.DiscountAmount, o.CouponName, err = s.coupon(tx, in, items, at); err != nil {
			return 0, err
		}
		o.UserCouponID = held.ID
	}
	o.Total()
	settings, err := tx.Settings()
	if err != nil {
		return 0, err
	}
	o.Deadlines(settings)
	if o.ID, err = tx.NextOrderID(); err != nil {
		return 0, err
	}
	o.SN = SN(o.ID, at)
	if in.Pay != nil {
		if err := s.pay(tx, &o, *in.Pay, after, at); err != nil {
			return 0, err
		}
	}
	if err := saveStocks(tx, after); err != nil {
		return 0, err
	}
	if o.UserCouponID != 0 {
		if err := tx.SaveUserCoupon(coupons.Use(held, o.ID, at)); err != nil {
			return 0, err
		}
		if err := tx.CountCouponUse(held.CouponID, 1); err != nil {
			return 0, err
		}
	}
	if err := tx.InsertOrder(o); err != nil {
		return 0, err
	}
	if err := tx.AppendLog(LogEntry{OrderID: o.ID, Action: ActCreate, To: Unpaid, Operator: OperatorBuyer, CreatedAt: at}); err != nil {
		return 0, err
	}
	if o.Status == Paid {
		err = tx.AppendLog(LogEntry{OrderID: o.ID, Action: ActPay, From: Unpaid, To: Paid, Operator: OperatorBuyer,
			Remark: payRemark(o), CreatedAt: at})
	}
	return o.ID, err
}

func skuIDs(lines []Line) []int64 {
	ids := make([]int64, len(lines))
	for i, l := range lines {
		ids[i] = l.SKUID
	}
	return ids
}

// loadGoods holds the goods of the lines' SKUs, in ascending id order.
func (s *Service) loadGoods(tx Tx, lines []Line) (map[int64]goods.Goods, map[int64]int64, error) {
	goodsOf, err := tx.GoodsOfSKUs(skuIDs(lines))
	if err != nil {
		return nil, nil, err
	}
	byID, err := heldGoods(tx, slices.Compact(slices.Sorted(maps.Values(goodsOf))))
	if err != nil {
		return nil, nil, err
	}
	return byID, goodsOf, nil // the goods deleted meanwhile are missing: their lines are unknown
}

func lineRefusal(le *LineError, l Line) *apperr.Error {
	field := "items[" + strconv.Itoa(le.Index) + "]"
	switch le.Rule {
	case LineRepeated:
		return apperr.Invalid(field+".skuId", "orders.lineRepeated", itoa(l.SKUID))
	case LineUnknown:
		return apperr.Invalid(field+".skuId", "orders.lineUnknown", itoa(l.SKUID))
	case LineOffShelf:
		e := apperr.New(http.StatusConflict, "orders.lineOffShelf", itoa(l.SKUID))
		e.Field = field + ".skuId"
		return e
	case LineNoPrice:
		e := apperr.New(http.StatusConflict, "orders.lineNoPrice", itoa(l.SKUID))
		e.Field = field + ".skuId"
		return e
	}
	e := apperr.New(http.StatusConflict, "orders.lineStock", itoa(l.SKUID), itoa(le.Available), itoa(l.Quantity))
	e.Field = field + ".quantity"
	return e
}

// coupon loads and checks the coupon the buyer uses, held until the transaction ends.
func (s *Service) coupon(tx Tx, in PlaceInput, items []Item, at time.Time) (coupons.UserCoupon, int64, string, error) {
	held, err := tx.UserCoupon(in.UserCouponID, true)
	if errors.Is(err, coupons.ErrNotFound) {
		return held, 0, "", idempotency.Refuse(apperr.Invalid("userCouponId", "orders.couponUnknown", itoa(in.UserCouponID)))
	}
	if err != nil {
		return held, 0, "", err
	}
	c, err := tx.Coupon(held.CouponID)
	if err != nil {
		return held, 0, "", err
	}
	spends := make([]coupons.Spend, len(items))
	for i, it := range items {
		spends[i] = coupons.Spend{GoodsID: it.GoodsID, Amount: it.Amount()}
	}
	discount, err := coupons.Discount(held, c, in.UserID, spends, at)
	if err != nil {
		key := map[error]string{coupons.ErrNotHolder: "orders.couponUnknown", coupons.ErrNotUnused: "orders.couponUsed",
			coupons.ErrOutOfWindow: "orders.couponWindow", coupons.ErrOutOfScope: "orders.couponScope",
			coupons.ErrBelowMinimum: "orders.couponMinimum"}[err]
		e := apperr.New(http.StatusConflict, key, itoa(in.UserCouponID))
		switch err { //nolint:errorlint // Discount answers the sentinels themselves
		case coupons.ErrNotHolder:
			e = apperr.Invalid("userCouponId", key, itoa(in.UserCouponID))
		case coupons.ErrBelowMinimum:
			e.Args = append(e.Args, money.Format(held.MinSpend))
		}
		e.Field = "userCouponId"
		return held, 0, "", idempotency.Refuse(e)
	}
	return held, discount, held.CouponName, nil
}

func linesOf(items []Item) []Line {
	out := make([]Line, len(items))
	for i, it := range items {
		out[i] = Line{SKUID: it.SKUID, Quantity: it.Quantity}
	}
	return out
}
