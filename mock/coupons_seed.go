package mock

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/brianvoe/gofakeit/v7"

	"shopconsole/server/coupons"
)

// sampleCoupons makes 30 coupons that together use every value of every rule (each
// combination of validity, obtaining and per-user limit once), hands some out to the users,
// and sets the gifts.
func sampleCoupons(ctx context.Context, sink ShopSink, f *gofakeit.Faker, epoch time.Time, userIDs []int64) error {
	validity := []string{coupons.ValidFixed, coupons.ValidFromClaim, coupons.ValidFromNextDay}
	obtain := []string{coupons.ObtainShop, coupons.ObtainClaim, coupons.ObtainActivity}
	limits := []string{coupons.LimitUnlimited, coupons.LimitPerUser, coupons.LimitPerDay}
	scopes := []string{coupons.ScopeAll, coupons.ScopeInclude, coupons.ScopeExclude}
	claimStart, claimEnd := epoch.AddDate(0, -1, 0), epoch.AddDate(0, 3, 0)
	var held []coupons.UserCoupon
	firstShop := int64(0) // the register gift's coupon
	for i := range 30 {
		c := coupons.Coupon{Validity: validity[i%3], Obtain: obtain[(i/3)%3], LimitType: limits[(i/9)%3],
			Scope: scopes[(i/2)%3], Threshold: coupons.ThresholdNone, TotalType: coupons.TotalUnlimited,
			Status: coupons.StatusEnabled, CreatedAt: claimStart.Add(time.Duration(i) * time.Hour), GoodsIDs: []int64{}}
		c.Amount = int64([]int{5, 10, 20, 30, 50, 100}[i%6]) * 100
		if i%2 == 1 {
			c.Threshold, c.MinSpend = coupons.ThresholdMinimum, c.Amount*5
		}
		if i%4 >= 2 {
			c.TotalType, c.Total = coupons.TotalLimited, 200+i*50
		}
		if c.LimitType != coupons.LimitUnlimited {
			c.LimitCount = 1 + i%3
		}
		cs, ce := claimStart, claimEnd
		c.ClaimStart, c.ClaimEnd = &cs, &ce
		if c.Validity == coupons.ValidFixed {
			us, ue := cs, ce.AddDate(0, 1, 0)
			if i == 27 { // one whose use window has passed
				past1, past2 := epoch.AddDate(0, -3, 0), epoch.AddDate(0, -2, 0)
				c.ClaimStart, c.ClaimEnd, us, ue = &past1, &past2, past1, past2.AddDate(0, 0, 7)
			}
			c.UseStart, c.UseEnd = &us, &ue
		} else {
			c.ValidDays = []int{7, 15, 30}[i%3]
		}
		if c.Scope != coupons.ScopeAll {
			c.GoodsIDs = []int64{int64(1 + i%len(sampleGoods)), int64(1 + (i+7)%len(sampleGoods))}
			slices.Sort(c.GoodsIDs)
		}
		if i%10 == 9 {
			c.Status = coupons.StatusDisabled
		}
		c.Name = sampleCouponName(c)
		var give []coupons.UserCoupon
		if c.Obtain != coupons.ObtainActivity && i != 27 && i%5 != 4 { // some coupons nobody holds yet (they can still be edited and deleted)
			give = sampleHeld(f, epoch, &c, userIDs)
		}
		var id int64
		err := sink.Coupons().Tx(ctx, func(tx coupons.Tx) (err error) { id, err = tx.InsertCoupon(c); return err })
		if err != nil {
			return fmt.Errorf("sample coupon %s: %w", c.Name, err)
		}
		for j := range give {
			give[j].CouponID = id
		}
		held = append(held, give...)
		if firstShop == 0 && c.Obtain == coupons.ObtainShop && c.Status == coupons.StatusEnabled && c.TotalType == coupons.TotalUnlimited {
			firstShop = id
		}
	}
	if err := sink.AddHeldCoupons(ctx, held); err != nil {
		return fmt.Errorf("sample held coupons: %w", err)
	}
	register := coupons.RegisterGift{Enabled: true, PointsEnabled: true, Points: 100, CouponsEnabled: true, CouponIDs: []int64{firstShop}}
	consume := coupons.ConsumeGift{Enabled: true, Basis: "amount", PerAmount: 1000, PointsEnabled: true, Points: 1,
		GrowthEnabled: true, Growth: 10, CouponIDs: []int64{}}
	err := sink.Coupons().Tx(ctx, func(tx coupons.Tx) error {
		if err := tx.SaveRegisterGift(register); err != nil {
			return err
		}
		return tx.SaveConsumeGift(consume)
	})
	if err != nil {
		return fmt.Errorf("sample gifts: %w", err)
	}
	return nil
}

func sampleCouponName(c coupons.Coupon) string {
	yuan := c.Amount / 100
	name := fmt.Sprintf("%d元无门槛券", yuan)
	if c.Threshold == coupons.ThresholdMinimum {
		name = fmt.Sprintf("满%d减%d", c.MinSpend/100, yuan)
	}
	switch c.Obtain {
	case coupons.ObtainShop:
		return name + "（会员专享）"
	case coupons.ObtainActivity:
		return name + "（活动）"
	}
	return name
}

// sampleHeld hands a coupon to some users within its total and limits, counting them on
// the coupon; the rows name no coupon yet.
func sampleHeld(f *gofakeit.Faker, epoch time.Time, c *coupons.Coupon, userIDs []int64) []coupons.UserCoupon {
	var out []coupons.UserCoupon
	n := 5 + f.IntN(20)
	if c.TotalType == coupons.TotalLimited {
		n = min(n, c.Total)
	}
	for range n {
		uid := userIDs[f.IntN(len(userIDs))]
		at := c.ClaimStart.Add(time.Duration(f.IntN(30*24)) * time.Hour)
		held := 0
		for _, uc := range out {
			if uc.UserID == uid {
				held++
			}
		}
		if c.LimitType != coupons.LimitUnlimited && held >= c.LimitCount {
			continue
		}
		from, to := at, at.AddDate(0, 0, c.ValidDays)
		if c.Validity == coupons.ValidFixed {
			from, to = *c.UseStart, *c.UseEnd
		}
		uc := coupons.UserCoupon{UserID: uid, Amount: c.Amount,
			MinSpend: c.MinSpend, Status: coupons.HeldUnused, ValidFrom: from, ValidTo: to, ObtainedAt: at, Obtain: c.Obtain}
		if c.Obtain == coupons.ObtainShop {
			c.Issued++
		} else {
			c.Claimed++
		}
		if f.IntN(4) == 0 && at.Before(epoch) {
			used := at.Add(time.Duration(1+f.IntN(48)) * time.Hour)
			uc.Status, uc.UsedAt, uc.OrderID = coupons.HeldUsed, &used, int64(900000+f.IntN(99999))
			c.Used++
		}
		out = append(out, uc)
	}
	return out
}
