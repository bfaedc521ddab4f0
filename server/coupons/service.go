package coupons

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

// Service holds the coupon and gift rules over a Store.
type Service struct {
	store Store
	now   func() time.Time
}

// New returns a Service.
func New(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

// Input is a coupon as a form sends it: optional fields are nil when absent.
type Input struct {
	ID         int64
	Name       string
	Amount     string
	Threshold  string
	MinSpend   *string
	TotalType  string
	Total      *int
	Validity   string
	UseStart   *time.Time
	UseEnd     *time.Time
	ValidDays  *int
	ClaimStart *time.Time
	ClaimEnd   *time.Time
	Obtain     string
	LimitType  string
	LimitCount *int
	Scope      string
	GoodsIDs   []int64
	Remark     string
}

func required(field string) error { return apperr.Invalid(field, "coupons.required", field) }

// build checks the rules of a coupon and keeps only the fields its rules use.
func build(in Input) (Coupon, error) {
	c := Coupon{ID: in.ID, Name: strings.TrimSpace(in.Name), Threshold: in.Threshold, TotalType: in.TotalType,
		Validity: in.Validity, ClaimStart: utc(in.ClaimStart), ClaimEnd: utc(in.ClaimEnd), Obtain: in.Obtain,
		LimitType: in.LimitType, Scope: in.Scope, GoodsIDs: []int64{}, Remark: strings.TrimSpace(in.Remark)}
	if c.Name == "" {
		return c, required("name")
	}
	var err error
	if c.Amount, err = money.Parse(in.Amount); err != nil {
		return c, apperr.Invalid("amount", "shopusers.amountMoney")
	}
	if c.Amount <= 0 {
		return c, apperr.Invalid("amount", "coupons.amountPositive")
	}
	if c.Threshold == ThresholdMinimum {
		if in.MinSpend == nil {
			return c, required("minSpend")
		}
		if c.MinSpend, err = money.Parse(*in.MinSpend); err != nil {
			return c, apperr.Invalid("minSpend", "shopusers.amountMoney")
		}
		if c.MinSpend <= c.Amount {
			return c, apperr.Invalid("minSpend", "coupons.minSpendAbove")
		}
	}
	if c.TotalType == TotalLimited {
		if in.Total == nil {
			return c, required("total")
		}
		c.Total = *in.Total
	}
	if c.Validity == ValidFixed {
		if in.UseStart == nil {
			return c, required("useStart")
		}
		if in.UseEnd == nil {
			return c, required("useEnd")
		}
		c.UseStart, c.UseEnd = utc(in.UseStart), utc(in.UseEnd)
		if !c.UseEnd.After(*c.UseStart) {
			return c, apperr.Invalid("useEnd", "coupons.useEndAfterStart")
		}
	} else {
		if in.ValidDays == nil {
			return c, required("validDays")
		}
		c.ValidDays = *in.ValidDays
	}
	if c.ClaimStart != nil && c.ClaimEnd != nil && !c.ClaimEnd.After(*c.ClaimStart) {
		return c, apperr.Invalid("claimEnd", "coupons.claimEndAfterStart")
	}
	if c.Validity == ValidFixed && c.ClaimStart != nil && c.UseStart.Before(*c.ClaimStart) {
		return c, apperr.Invalid("useStart", "coupons.useBeforeClaim")
	}
	if c.Validity == ValidFixed && c.ClaimEnd != nil && c.UseEnd.Before(*c.ClaimEnd) {
		return c, apperr.Invalid("useEnd", "coupons.useEndBeforeClaim")
	}
	if c.LimitType != LimitUnlimited {
		if in.LimitCount == nil {
			return c, required("limitCount")
		}
		c.LimitCount = *in.LimitCount
		if c.TotalType == TotalLimited && c.LimitCount > c.Total {
			return c, apperr.Invalid("limitCount", "coupons.limitOverTotal", c.LimitCount, c.Total)
		}
	}
	if c.Scope != ScopeAll {
		if len(in.GoodsIDs) == 0 {
			return c, required("goodsIds")
		}
		c.GoodsIDs = slices.Compact(slices.Sorted(slices.Values(in.GoodsIDs)))
	}
	return c, nil
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC().Truncate(time.Second)
	return &u
}

func (s *Service) notFound(err error, id int64) error {
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusNotFound, "coupons.notFound", id)
	}
	var g *GoodsUnknownError
	if errors.As(err, &g) {
		return apperr.Invalid("goodsIds", "coupons.goodsUnknown", g.ID)
	}
	return err
}

// List answers a page of coupons.
func (s *Service) List(ctx context.Context, f Filter) ([]Coupon, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	return s.store.ListCoupons(ctx, f)
}

// Get answers one coupon, 404 when there is none.
func (s *Service) Get(ctx context.Context, id int64) (Coupon, error) {
	c, err := s.store.Coupon(ctx, id)
	return c, s.notFound(err, id)
}

// Add stores a new, enabled coupons.
func (s *Service) Add(ctx context.Context, in Input) (Coupon, error) {
	in.ID = 0
	c, err := build(in)
	if err != nil {
		return c, err
	}
	c.Status, c.CreatedAt = StatusEnabled, s.now().UTC()
	c, err = s.store.AddCoupon(ctx, c)
	return c, s.notFound(err, 0)
}

// Edit changes a coupons. Once users hold it only name, remark and total may change, and
// the total never drops below what was handed out.
func (s *Service) Edit(ctx context.Context, in Input) (Coupon, error) {
	next, err := build(in)
	if err != nil {
		return next, err
	}
	c, err := s.store.UpdateCoupon(ctx, in.ID, func(c *Coupon) error {
		if c.Handed() > 0 {
			if field := lockedChange(*c, next); field != "" {
				e := apperr.New(http.StatusConflict, "coupons.claimedLocked", field)
				e.Field = field
				return e
			}
			if next.TotalType == TotalLimited && next.Total < c.Handed() {
				e := apperr.New(http.StatusConflict, "coupons.totalBelowHanded", c.Handed())
				e.Field = "total"
				return e
			}
		}
		next.Status, next.Issued, next.Claimed, next.Used, next.CreatedAt = c.Status, c.Issued, c.Claimed, c.Used, c.CreatedAt
		*c = next
		return nil
	})
	return c, s.notFound(err, in.ID)
}

// lockedChange names the first rule field that differs between a held coupon and its edit.
func lockedChange(old, next Coupon) string {
	eqTime := func(a, b *time.Time) bool { return (a == nil) == (b == nil) && (a == nil || a.Equal(*b)) }
	checks := []struct {
		field string
		same  bool
	}{
		{"amount", old.Amount == next.Amount},
		{"thresholdType", old.Threshold == next.Threshold},
		{"minSpend", old.MinSpend == next.MinSpend},
		{"totalType", old.TotalType == next.TotalType},
		{"validityType", old.Validity == next.Validity},
		{"useStart", eqTime(old.UseStart, next.UseStart)},
		{"useEnd", eqTime(old.UseEnd, next.UseEnd)},
		{"validDays", old.ValidDays == next.ValidDays},
		{"claimStart", eqTime(old.ClaimStart, next.ClaimStart)},
		{"claimEnd", eqTime(old.ClaimEnd, next.ClaimEnd)},
		{"obtainType", old.Obtain == next.Obtain},
		{"limitType", old.LimitType == next.LimitType},
		{"limitCount", old.LimitCount == next.LimitCount},
		{"scope", old.Scope == next.Scope},
		{"goodsIds", slices.Equal(old.GoodsIDs, next.GoodsIDs)},
	}
	for _, c := range checks {
		if !c.same {
			return c.field
		}
	}
	return ""
}

func giftName(ref string) string { return "coupons.gift." + ref }

// SetStatus enables or disables a coupon; one that a gift gives stays enabled.
func (s *Service) SetStatus(ctx context.Context, id int64, status string) (Coupon, error) {
	c, err := s.store.UpdateCoupon(ctx, id, func(c *Coupon) error {
		if status == StatusDisabled && len(c.GiftRefs) > 0 {
			return apperr.New(http.StatusConflict, "coupons.usedByGift", giftText(ctx, c.GiftRefs[0]))
		}
		c.Status = status
		return nil
	})
	return c, s.notFound(err, id)
}

// Destroy deletes a coupon nobody holds and no gift gives.
func (s *Service) Destroy(ctx context.Context, id int64) error {
	err := s.store.DestroyCoupon(ctx, id, func(c Coupon) error {
		if c.Handed() > 0 {
			return apperr.New(http.StatusConflict, "coupons.destroyClaimed", c.Handed())
		}
		if len(c.GiftRefs) > 0 {
			return apperr.New(http.StatusConflict, "coupons.usedByGift", giftText(ctx, c.GiftRefs[0]))
		}
		audit.Deleted(ctx, "coupon", audit.Item{ID: c.ID, Name: c.Name})
		return nil
	})
	return s.notFound(err, id)
}

// Issue gives the coupon to each user, all or nothing.
func (s *Service) Issue(ctx context.Context, couponID int64, userIDs []int64) (Coupon, int, error) {
	now := s.now().UTC().Truncate(time.Second)
	c, err := s.store.Issue(ctx, couponID, userIDs, kernel.ShopDay(now), func(c Coupon, held []Held) ([]UserCoupon, error) {
		if err := issuable(c, now, len(userIDs)); err != nil {
			return nil, err
		}
		out := make([]UserCoupon, 0, len(held))
		for _, h := range held {
			if (c.LimitType == LimitPerUser && h.Total+1 > c.LimitCount) || (c.LimitType == LimitPerDay && h.Today+1 > c.LimitCount) {
				e := apperr.New(http.StatusConflict, "coupons.issueLimit", h.UserID, c.LimitCount)
				e.Field = "userIds"
				return nil, e
			}
			from, to := validity(c, now)
			out = append(out, UserCoupon{CouponID: c.ID, UserID: h.UserID, Amount: c.Amount, MinSpend: c.MinSpend,
				Status: HeldUnused, ValidFrom: from, ValidTo: to, ObtainedAt: now, Obtain: ObtainShop})
		}
		return out, nil
	})
	var unknown *UserUnknownError
	if errors.As(err, &unknown) {
		return c, 0, apperr.Invalid("userIds", "coupons.issueUserUnknown", unknown.ID)
	}
	if err != nil {
		return c, 0, s.notFound(err, couponID)
	}
	return c, len(userIDs), nil
}

func issuable(c Coupon, now time.Time, n int) error {
	switch {
	case c.Status != StatusEnabled:
		return apperr.New(http.StatusConflict, "coupons.issueDisabled")
	case c.Obtain != ObtainShop:
		return apperr.New(http.StatusConflict, "coupons.issueNotShop")
	case (c.ClaimStart != nil && now.Before(*c.ClaimStart)) || (c.ClaimEnd != nil && !now.Before(*c.ClaimEnd)):
		return apperr.New(http.StatusConflict, "coupons.issueNotOpen")
	case c.Validity == ValidFixed && !now.Before(*c.UseEnd):
		return apperr.New(http.StatusConflict, "coupons.issueExpired")
	case c.TotalType == TotalLimited && c.Total-c.Handed() < n:
		return apperr.New(http.StatusConflict, "coupons.issueTotal", max(0, c.Total-c.Handed()), n)
	}
	return nil
}

// validity is when a coupon obtained at now can be used.
func validity(c Coupon, now time.Time) (time.Time, time.Time) {
	switch c.Validity {
	case ValidFixed:
		return *c.UseStart, *c.UseEnd
	case ValidFromNextDay:
		from := kernel.ShopDay(now).AddDate(0, 0, 1).UTC()
		return from, from.AddDate(0, 0, c.ValidDays)
	default:
		return now, now.AddDate(0, 0, c.ValidDays)
	}
}

// Held answers a page of the coupons users hold.
func (s *Service) Held(ctx context.Context, f HeldFilter) ([]UserCoupon, int64, error) {
	f.Now = s.now().UTC()
	return s.store.UserCoupons(ctx, f)
}

// Now is the service clock (for the effective status of held coupons).
func (s *Service) Now() time.Time { return s.now().UTC() }
