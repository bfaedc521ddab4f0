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

func (s *Service) saveGift(ctx context.Context, name string, gift any, ids []int64) error {
	err := s.store.SaveGift(ctx, name, gift, ids, giftCoupons)
	var nf *missingCoupon
	if errors.As(err, &nf) {
		return apperr.Invalid("couponIds", "coupons.giftCoupon", nf.ID)
	}
	return err
}

// missingCoupon is a coupon named by a gift that does not exist.
type missingCoupon struct{ ID int64 }

func (m *missingCoupon) Error() string { return "coupon does not exist" }

// MissingCoupon is what stores answer from SaveGift for an id with no coupon.
func MissingCoupon(id int64) error { return &missingCoupon{ID: id} }

// SaveRegisterGift checks and stores the register gift.
func (s *Service) SaveRegisterGift(ctx context.Context, g RegisterGift) (RegisterGift, error) {
	if g.CouponIDs == nil {
		g.CouponIDs = []int64{}
	}
	if err := checkParts(g.PointsEnabled, g.Points, g.GrowthEnabled, g.Growth, g.CouponsEnabled, g.CouponIDs); err != nil {
		return g, err
	}
	return g, s.saveGift(ctx, GiftRegister, g, g.CouponIDs)
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
	return g, s.saveGift(ctx, GiftConsume, g, g.CouponIDs)
}
