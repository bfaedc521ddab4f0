package coupons

import (
	"errors"
	"slices"
	"time"
)

// Why a held coupon cannot take anything off an order.
var (
	ErrNotHolder    = errors.New("the coupon is held by another user")
	ErrNotUnused    = errors.New("the coupon is used or withdrawn")
	ErrOutOfWindow  = errors.New("the coupon is not valid now")
	ErrOutOfScope   = errors.New("no goods of the order is in the coupon's scope")
	ErrBelowMinimum = errors.New("the goods in the coupon's scope do not reach its minimum spend")
)

// Spend is what an order spends on one goods, in cents.
type Spend struct {
	GoodsID int64
	Amount  int64
}

// Applies reports whether the coupon's scope takes in a goods.
func (c Coupon) Applies(goodsID int64) bool {
	switch c.Scope {
	case ScopeInclude:
		return slices.Contains(c.GoodsIDs, goodsID)
	case ScopeExclude:
		return !slices.Contains(c.GoodsIDs, goodsID)
	}
	return true
}

// Discount answers what held (a coupon of c) takes off an order of userID at now spending
// spends: its amount, at most what the order spends on the goods in its scope. It refuses a
// coupon another user holds, one no longer unused, one outside its validity, one whose scope
// takes in none of the goods, and one whose minimum spend the goods in scope do not reach.
func Discount(held UserCoupon, c Coupon, userID int64, spends []Spend, now time.Time) (int64, error) {
	switch {
	case held.UserID != userID:
		return 0, ErrNotHolder
	case held.Status != HeldUnused:
		return 0, ErrNotUnused
	case now.Before(held.ValidFrom) || !now.Before(held.ValidTo):
		return 0, ErrOutOfWindow
	}
	var eligible int64
	inScope := false
	for _, s := range spends {
		if c.Applies(s.GoodsID) {
			eligible += s.Amount
			inScope = true
		}
	}
	switch {
	case !inScope:
		return 0, ErrOutOfScope
	case held.MinSpend > 0 && eligible < held.MinSpend:
		return 0, ErrBelowMinimum
	}
	return min(held.Amount, eligible), nil
}

// Use marks a held coupon used on an order.
func Use(held UserCoupon, orderID int64, at time.Time) UserCoupon {
	held.Status, held.OrderID, held.UsedAt = HeldUsed, orderID, &at
	return held
}

// GiveBack makes a coupon used on an order that closed unused again (expired if its
// validity has passed, as Effective says).
func GiveBack(held UserCoupon) UserCoupon {
	held.Status, held.OrderID, held.UsedAt = HeldUnused, 0, nil
	return held
}

// Reward is what the consume gift gives for a completed order that cost paid (cents):
// nothing when the gift is off; its points and growth once per order, or once for every
// PerAmount paid. The gift's coupons are not given here.
func (g ConsumeGift) Reward(paid int64) (points, growth int64) {
	if !g.Enabled {
		return 0, 0
	}
	times := int64(1)
	if g.Basis == "amount" {
		if g.PerAmount <= 0 {
			return 0, 0
		}
		times = paid / g.PerAmount
	}
	if g.PointsEnabled {
		points = g.Points * times
	}
	if g.GrowthEnabled {
		growth = g.Growth * times
	}
	return points, growth
}
