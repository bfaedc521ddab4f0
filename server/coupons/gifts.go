package coupons

import (
	"context"
	"errors"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
)

func giftText(ctx context.Context, ref string) string {
	return i18n.T(access.ClientFrom(ctx).Lang, giftName(ref))
}

// RegisterGift answers the register gift.
func (s *Service) RegisterGift(ctx context.Context) (RegisterGift, error) {
	return s.store.RegisterGift(ctx)
}

// ConsumeGift answers the consume gift.
func (s *Service) ConsumeGift(ctx context.Context) (ConsumeGift, error) {
	return s.store.ConsumeGift(ctx)
}

// checkParts: a switched-on part needs its value.
func checkParts(pointsOn bool, points int64, growthOn bool, growth int64, couponsOn bool, ids []int64) error {
	switch {
	case pointsOn && points <= 0:
		return apperr.Invalid("points", "coupons.giftValue", "points")
	case growthOn && growth <= 0:
		return apperr.Invalid("growth", "coupons.giftValue", "growth")
	case couponsOn && len(ids) == 0:
		return apperr.Invalid("couponIds", "coupons.giftCoupons")
	}
	return nil
}

// giftCoupons accepts only enabled coupons given by the shop.
func giftCoupons(cs []Coupon) error {
	for _, c := range cs {
		if c.Status != StatusEnabled || c.Obtain != ObtainShop {
			return apperr.Invalid("couponIds", "coupons.giftCoupon", c.ID)
		}
	}
	return nil
}

// saveGift checks the coupons a gift names (each locked until the gift is stored, so none
// is disabled or deleted in between) and stores the gift with save.
func (s *Service) saveGift(ctx context.Context, ids []int64, save func(tx Tx) error) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		cs := make([]Coupon, 0, len(ids))
		for _, id := range ids {
			c, err := tx.Coupon(id, true)
			if errors.Is(err, ErrNotFound) {
				return apperr.Invalid("couponIds", "coupons.giftCoupon", id)
			}
			if err != nil {
				return err
			}
			cs = append(cs, c)
		}
		if err := giftCoupons(cs); err != nil {
			return err
		}
		return save(tx)
	})
}

// SaveRegisterGift checks and stores the register gift.
func (s *Service) SaveRegisterGift(ctx context.Context, g RegisterGift) (RegisterGift, error) {
	if g.CouponIDs == nil {
		g.CouponIDs = []int64{}
	}
	if err := checkParts(g.PointsEnabled, g.Points, g.GrowthEnabled, g.Growth, g.CouponsEnabled, g.CouponIDs); err != nil {
		return g, err
	}
	return g, s.saveGift(ctx, g.CouponIDs, func(tx Tx) error { return tx.SaveRegisterGift(g) })
}

// SaveConsumeGift checks and stores the consume gift.
func (s *Service) SaveConsumeGift(ctx context.Context, g ConsumeGift) (ConsumeGift, error) {
	if g.CouponIDs == nil {
		g.CouponIDs = []int64{}
	}
	if g.Basis == "amount" && g.PerAmount <= 0 {
		return g, apperr.Invalid("perAmount", "coupons.giftValue", "perAmount")
	}
	if err := checkParts(g.PointsEnabled, g.Points, g.GrowthEnabled, g.Growth, g.CouponsEnabled, g.CouponIDs); err != nil {
		return g, err
	}
	return g, s.saveGift(ctx, g.CouponIDs, func(tx Tx) error { return tx.SaveConsumeGift(g) })
}
