package coupons

import (
	"context"
	"errors"
	"slices"

	"shopconsole/server/apperr"
	"shopconsole/server/shopusers"
)

var _ shopusers.Gifts = (*Service)(nil)

// Welcome implements shopusers.Gifts: what the register gift gives, as its settings say.
func (s *Service) Welcome(ctx context.Context) (shopusers.Welcome, error) {
	g, err := s.store.RegisterGift(ctx)
	if err != nil {
		return shopusers.Welcome{}, err
	}
	return welcomeOf(g), nil
}

// welcomeOf is what a gift's settings give: nothing when it is off, and only the parts
// that are on.
func welcomeOf(g RegisterGift) shopusers.Welcome {
	var w shopusers.Welcome
	if !g.Enabled {
		return w
	}
	if g.PointsEnabled {
		w.Points = g.Points
	}
	if g.GrowthEnabled {
		w.Growth = g.Growth
	}
	if g.CouponsEnabled {
		w.CouponIDs = slices.Clone(g.CouponIDs)
	}
	return w
}

// GiveWelcomeCoupons implements shopusers.Gifts: each coupon as a hand-out (Issue) to the
// user; one that can no longer be handed out (disabled, closed, all handed, over the
// user's limit, deleted) is passed over.
func (s *Service) GiveWelcomeCoupons(ctx context.Context, userID int64, couponIDs []int64) (int, error) {
	n := 0
	for _, id := range couponIDs {
		_, _, err := s.Issue(ctx, id, []int64{userID})
		var refusal *apperr.Error
		switch {
		case err == nil:
			n++
		case errors.As(err, &refusal):
		default:
			return n, err
		}
	}
	return n, nil
}
