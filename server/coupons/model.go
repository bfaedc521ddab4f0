// Package coupon runs the shop's coupons: their rules (threshold, total, validity, how
// they are obtained, per-user limits, goods scope), handing them to users, the coupons
// users hold, and the register and consume gifts that give coupons, points and growth.
package coupons

import (
	"context"
	"errors"
	"fmt"
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

// Errors a Store answers.
var (
	ErrNotFound = errors.New("coupon not found")
)

// GoodsUnknownError names goods of a scope that do not exist.
type GoodsUnknownError struct{ ID int64 }

func (e *GoodsUnknownError) Error() string { return fmt.Sprintf("goods %d does not exist", e.ID) }

// UserUnknownError names a user to give a coupon to who does not exist.
type UserUnknownError struct{ ID int64 }

func (e *UserUnknownError) Error() string { return fmt.Sprintf("shop user %d does not exist", e.ID) }

// Store is what the coupon service needs from a backend. Every method is atomic; the
// callbacks run inside the transaction, with the coupon locked.
type Store interface {
	ListCoupons(ctx context.Context, f Filter) ([]Coupon, int64, error)
	Coupon(ctx context.Context, id int64) (Coupon, error)
	// AddCoupon stores a new coupon; *GoodsUnknownError for a scope naming missing goods.
	AddCoupon(ctx context.Context, c Coupon) (Coupon, error)
	// UpdateCoupon loads the coupon (with GiftRefs), lets change modify it or refuse, and
	// stores the result.
	UpdateCoupon(ctx context.Context, id int64, change func(c *Coupon) error) (Coupon, error)
	// DestroyCoupon deletes the coupon unless check refuses.
	DestroyCoupon(ctx context.Context, id int64, check func(c Coupon) error) error
	// Issue hands the coupon to users: plan sees the coupon and what each user already
	// holds (today counted from dayStart) and answers the rows to insert or refuses.
	// *UserUnknownError when a user does not exist.
	Issue(ctx context.Context, couponID int64, userIDs []int64, dayStart time.Time,
		plan func(c Coupon, held []Held) ([]UserCoupon, error)) (Coupon, error)
	UserCoupons(ctx context.Context, f HeldFilter) ([]UserCoupon, int64, error)

	RegisterGift(ctx context.Context) (RegisterGift, error)
	ConsumeGift(ctx context.Context) (ConsumeGift, error)
	// SaveGift stores gift (a RegisterGift or ConsumeGift) under name after check accepts
	// the coupons it names (loaded and locked; ErrNotFound for a missing one).
	SaveGift(ctx context.Context, name string, gift any, couponIDs []int64, check func(cs []Coupon) error) error
}
