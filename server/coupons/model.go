// Package coupon runs the shop's coupons: their rules (threshold, total, validity, how
// they are obtained, per-user limits, goods scope), handing them to users, the coupons
// users hold, and the register and consume gifts that give coupons, points and growth.
package coupons

import (
	"errors"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// Rule values, as in the contract.
const (
	ThresholdNone    = "none"
	ThresholdMinimum = "minimum"
	TotalUnlimited   = "unlimited"
	TotalLimited     = "limited"
	ValidFixed       = "fixed"
	ValidFromClaim   = "daysFromClaim"
	ValidFromNextDay = "daysFromNextDay"
	ObtainClaim      = "claim"
	ObtainShop       = "shop"
	ObtainActivity   = "activity"
	LimitUnlimited   = "unlimited"
	LimitPerUser     = "perUser"
	LimitPerDay      = "perDay"
	ScopeAll         = "all"
	ScopeInclude     = "include"
	ScopeExclude     = "exclude"
	StatusEnabled    = "enabled"
	StatusDisabled   = "disabled"

	HeldUnused    = shopusers.HeldUnused
	HeldUsed      = shopusers.HeldUsed
	HeldExpired   = shopusers.HeldExpired
	HeldWithdrawn = shopusers.HeldWithdrawn

	GiftRegister = "register"
	GiftConsume  = "consume"
)

// Coupon is a coupon definition with its counters. Amounts are cents.
type Coupon struct {
	ID         int64
	Name       string
	Amount     int64
	Threshold  string
	MinSpend   int64
	TotalType  string
	Total      int
	Validity   string
	UseStart   *time.Time
	UseEnd     *time.Time
	ValidDays  int
	ClaimStart *time.Time
	ClaimEnd   *time.Time
	Obtain     string
	LimitType  string
	LimitCount int
	Scope      string
	GoodsIDs   []int64
	Remark     string
	Status     string
	Issued     int // given by the shop
	Claimed    int // claimed by users
	Used       int
	CreatedAt  time.Time
	// GiftRefs names the gifts that give the coupon (filled when loaded for a change).
	GiftRefs []string
}

// Handed is how many users hold or held the coupons.
func (c Coupon) Handed() int { return c.Issued + c.Claimed }

// UserCoupon is a coupon a user holds or held; the user detail shows them too.
type UserCoupon = shopusers.HeldCoupon

// Held is how many of a coupon a user holds in all and since the start of today.
type Held struct {
	UserID int64
	Total  int
	Today  int
}

// Filter selects coupons.
type Filter struct {
	kernel.Page
	Keyword string
	Status  string
	Obtain  string
}

// HeldFilter selects user coupons; Now decides which unused ones are expired.
type HeldFilter struct {
	kernel.Page
	CouponID int64
	UserID   int64
	Status   string
	Now      time.Time
}

// RegisterGift is what a new user receives.
type RegisterGift struct {
	Enabled        bool    `json:"enabled"`
	PointsEnabled  bool    `json:"pointsEnabled"`
	Points         int64   `json:"points"`
	GrowthEnabled  bool    `json:"growthEnabled"`
	Growth         int64   `json:"growth"`
	CouponsEnabled bool    `json:"couponsEnabled"`
	CouponIDs      []int64 `json:"couponIds"`
}

// ConsumeGift is what a user receives for completed orders: once per order, or for every
// PerAmount cents spent.
type ConsumeGift struct {
	Enabled        bool    `json:"enabled"`
	Basis          string  `json:"basis"`
	PerAmount      int64   `json:"perAmount"`
	PointsEnabled  bool    `json:"pointsEnabled"`
	Points         int64   `json:"points"`
	GrowthEnabled  bool    `json:"growthEnabled"`
	Growth         int64   `json:"growth"`
	CouponsEnabled bool    `json:"couponsEnabled"`
	CouponIDs      []int64 `json:"couponIds"`
}

// ErrNotFound is what a Store answers for a missing coupon or held coupon.
var ErrNotFound = errors.New("coupon not found")
