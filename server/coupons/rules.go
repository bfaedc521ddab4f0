package coupons

import (
	"net/http"
	"slices"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

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

// GivenByGiftError refuses to disable or delete a coupon that the gift Ref gives.
type GivenByGiftError struct{ Ref string }

func (e *GivenByGiftError) Error() string { return "the " + e.Ref + " gift gives the coupon" }

// Edited is old changed as next says. Once users hold it only name, remark and total may
// change, and the total never drops below what was handed out; status, counters and
// creation time stay old's.
func Edited(old, next Coupon) (Coupon, error) {
	if old.Handed() > 0 {
		if field := lockedChange(old, next); field != "" {
			e := apperr.New(http.StatusConflict, "coupons.claimedLocked", field)
			e.Field = field
			return old, e
		}
		if next.TotalType == TotalLimited && next.Total < old.Handed() {
			e := apperr.New(http.StatusConflict, "coupons.totalBelowHanded", old.Handed())
			e.Field = "total"
			return old, e
		}
	}
	next.ID, next.GiftRefs = old.ID, old.GiftRefs
	next.Status, next.Issued, next.Claimed, next.Used, next.CreatedAt = old.Status, old.Issued, old.Claimed, old.Used, old.CreatedAt
	return next, nil
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

// WithStatus is c enabled or disabled; a coupon that a gift gives stays enabled.
func WithStatus(c Coupon, status string) (Coupon, error) {
	if status == StatusDisabled && len(c.GiftRefs) > 0 {
		return c, &GivenByGiftError{Ref: c.GiftRefs[0]}
	}
	c.Status = status
	return c, nil
}

// Destroyable refuses to delete a coupon that users hold or held, or that a gift gives.
func Destroyable(c Coupon) error {
	if c.Handed() > 0 {
		return apperr.New(http.StatusConflict, "coupons.destroyClaimed", c.Handed())
	}
	if len(c.GiftRefs) > 0 {
		return &GivenByGiftError{Ref: c.GiftRefs[0]}
	}
	return nil
}

// HandOut is the coupons c gives at now to the users of held (what each holds of it, today
// counted from the start of now's day), one each; it refuses all of them when c cannot be
// handed out or one user would pass the coupon's limit.
func HandOut(c Coupon, held []Held, now time.Time) ([]UserCoupon, error) {
	if err := issuable(c, now, len(held)); err != nil {
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
