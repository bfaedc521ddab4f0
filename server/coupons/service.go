package coupons

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/kernel"
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

func (s *Service) notFound(err error, id int64) error {
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusNotFound, "coupons.notFound", id)
	}
	return err
}

// refusal turns a rule's refusal that names a gift into the sentence naming it.
func refusal(ctx context.Context, err error) error {
	var g *GivenByGiftError
	if errors.As(err, &g) {
		return apperr.New(http.StatusConflict, "coupons.usedByGift", giftText(ctx, g.Ref))
	}
	return err
}

// goodsExist refuses a scope naming goods that do not exist.
func goodsExist(tx Tx, ids []int64) error {
	missing, err := tx.MissingGoods(ids)
	if err != nil {
		return err
	}
	if len(missing) > 0 {
		return apperr.Invalid("goodsIds", "coupons.goodsUnknown", missing[0])
	}
	return nil
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

// Add stores a new, enabled coupon.
func (s *Service) Add(ctx context.Context, in Input) (Coupon, error) {
	in.ID = 0
	c, err := build(in)
	if err != nil {
		return c, err
	}
	c.Status, c.CreatedAt = StatusEnabled, s.now().UTC()
	var out Coupon
	err = s.store.Tx(ctx, func(tx Tx) error {
		if err := goodsExist(tx, c.GoodsIDs); err != nil {
			return err
		}
		id, err := tx.InsertCoupon(c)
		if err != nil {
			return err
		}
		out, err = tx.Coupon(id, false)
		return err
	})
	return out, err
}

// change loads the coupon id for update, applies rule to it and saves the result.
func (s *Service) change(ctx context.Context, id int64, rule func(c Coupon) (Coupon, error)) (Coupon, error) {
	var out Coupon
	err := s.store.Tx(ctx, func(tx Tx) error {
		c, err := tx.Coupon(id, true)
		if err != nil {
			return err
		}
		if c, err = rule(c); err != nil {
			return err
		}
		if err := goodsExist(tx, c.GoodsIDs); err != nil {
			return err
		}
		if err := tx.SaveCoupon(c); err != nil {
			return err
		}
		out, err = tx.Coupon(id, false)
		return err
	})
	return out, refusal(ctx, s.notFound(err, id))
}

// Edit changes a coupon as Edited allows.
func (s *Service) Edit(ctx context.Context, in Input) (Coupon, error) {
	next, err := build(in)
	if err != nil {
		return next, err
	}
	return s.change(ctx, in.ID, func(c Coupon) (Coupon, error) { return Edited(c, next) })
}

func giftName(ref string) string { return "coupons.gift." + ref }

// SetStatus enables or disables a coupon as WithStatus allows.
func (s *Service) SetStatus(ctx context.Context, id int64, status string) (Coupon, error) {
	return s.change(ctx, id, func(c Coupon) (Coupon, error) { return WithStatus(c, status) })
}

// Destroy deletes a coupon that Destroyable lets go.
func (s *Service) Destroy(ctx context.Context, id int64) error {
	err := s.store.Tx(ctx, func(tx Tx) error {
		c, err := tx.Coupon(id, true)
		if err != nil {
			return err
		}
		if err := Destroyable(c); err != nil {
			return err
		}
		audit.Deleted(ctx, "coupon", audit.Item{ID: c.ID, Name: c.Name})
		return tx.DeleteCoupon(id)
	})
	return refusal(ctx, s.notFound(err, id))
}

// Issue gives the coupon to each user, all or nothing, as HandOut allows.
func (s *Service) Issue(ctx context.Context, couponID int64, userIDs []int64) (Coupon, int, error) {
	now := s.now().UTC().Truncate(time.Second)
	var out Coupon
	err := s.store.Tx(ctx, func(tx Tx) error {
		c, err := tx.Coupon(couponID, true)
		if err != nil {
			return err
		}
		missing, err := tx.MissingUsers(userIDs)
		if err != nil {
			return err
		}
		if len(missing) > 0 {
			return apperr.Invalid("userIds", "coupons.issueUserUnknown", missing[0])
		}
		held, err := tx.Held(couponID, userIDs, kernel.ShopDay(now))
		if err != nil {
			return err
		}
		rows, err := HandOut(c, held, now)
		if err != nil {
			return err
		}
		if err := tx.AddUserCoupons(rows); err != nil {
			return err
		}
		c.Issued += len(rows)
		if err := tx.SaveCoupon(c); err != nil {
			return err
		}
		out, err = tx.Coupon(couponID, false)
		return err
	})
	if err != nil {
		return out, 0, s.notFound(err, couponID)
	}
	return out, len(userIDs), nil
}

// Held answers a page of the coupons users hold.
func (s *Service) Held(ctx context.Context, f HeldFilter) ([]UserCoupon, int64, error) {
	f.Now = s.now().UTC()
	return s.store.UserCoupons(ctx, f)
}

// Now is the service clock (for the effective status of held coupons).
func (s *Service) Now() time.Time { return s.now().UTC() }
