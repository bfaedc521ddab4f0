package coupons

import (
	"errors"
	"testing"
	"time"

	"shopconsole/server/apperr"
)

// refusedAs reports whether err is the refusal want names: an apperr key, a gift's
// refusal ("gift:<ref>"), or none ("").
func refusedAs(err error, want string) bool {
	var g *GivenByGiftError
	switch {
	case want == "":
		return err == nil
	case errors.As(err, &g):
		return want == "gift:"+g.Ref
	}
	e, ok := apperr.As(err)
	return ok && e.Key == want
}

func TestEdited(t *testing.T) {
	created := time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC)
	old := Coupon{ID: 4, Name: "a", Amount: 500, TotalType: TotalLimited, Total: 10, Status: StatusDisabled, Issued: 3,
		Claimed: 2, Used: 1, CreatedAt: created, Scope: ScopeAll, GiftRefs: []string{GiftRegister}}
	fresh := old
	fresh.Issued, fresh.Claimed = 0, 0
	with := func(f func(c *Coupon)) Coupon {
		c := old
		c.Status, c.Issued, c.Claimed, c.Used = "", 0, 0, 0
		f(&c)
		return c
	}
	for _, tc := range []struct {
		name     string
		old      Coupon
		next     Coupon
		want     string
		wantName string
	}{
		{"name and total of a held coupon", old, with(func(c *Coupon) { c.Name, c.Total = "b", 5 }), "", "b"},
		{"amount of a held coupon", old, with(func(c *Coupon) { c.Amount = 600 }), "coupons.claimedLocked", ""},
		{"goods of a held coupon", old, with(func(c *Coupon) { c.GoodsIDs = []int64{1} }), "coupons.claimedLocked", ""},
		{"total below handed", old, with(func(c *Coupon) { c.Total = 4 }), "coupons.totalBelowHanded", ""},
		{"anything of a coupon nobody holds", fresh, with(func(c *Coupon) { c.Name, c.Amount, c.Total = "c", 900, 1 }), "", "c"},
	} {
		got, err := Edited(tc.old, tc.next)
		if !refusedAs(err, tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
			continue
		}
		if err == nil && (got.Name != tc.wantName || got.ID != tc.old.ID || got.Status != tc.old.Status ||
			got.Issued != tc.old.Issued || got.Used != tc.old.Used || !got.CreatedAt.Equal(created)) {
			t.Errorf("%s: %+v keeps neither the edit nor the old counters", tc.name, got)
		}
	}
}

func TestWithStatusAndDestroyable(t *testing.T) {
	gift := Coupon{Status: StatusEnabled, GiftRefs: []string{GiftConsume}}
	held := Coupon{Status: StatusEnabled, Claimed: 1}
	plain := Coupon{Status: StatusEnabled}
	for _, tc := range []struct {
		name    string
		c       Coupon
		status  string
		want    string
		destroy string
	}{
		{"a gift's coupon", gift, StatusDisabled, "gift:consume", "gift:consume"},
		{"a gift's coupon enabled again", gift, StatusEnabled, "", "gift:consume"},
		{"a held coupon", held, StatusDisabled, "", "coupons.destroyClaimed"},
		{"a plain coupon", plain, StatusDisabled, "", ""},
	} {
		got, err := WithStatus(tc.c, tc.status)
		if !refusedAs(err, tc.want) || (err == nil && got.Status != tc.status) {
			t.Errorf("%s: status %q: %v, want %q", tc.name, got.Status, err, tc.want)
		}
		if err := Destroyable(tc.c); !refusedAs(err, tc.destroy) {
			t.Errorf("%s: destroy: %v, want %q", tc.name, err, tc.destroy)
		}
	}
}

func TestHandOut(t *testing.T) {
	now := time.Date(2026, 3, 10, 8, 0, 0, 0, time.UTC)
	start, end := now.AddDate(0, 0, -1), now.AddDate(0, 1, 0)
	shop := Coupon{ID: 9, Status: StatusEnabled, Obtain: ObtainShop, Validity: ValidFromClaim, ValidDays: 7,
		TotalType: TotalUnlimited, LimitType: LimitUnlimited, Amount: 300}
	with := func(f func(c *Coupon)) Coupon { c := shop; f(&c); return c }
	two := []Held{{UserID: 1}, {UserID: 2, Total: 1, Today: 1}}
	for _, tc := range []struct {
		name string
		c    Coupon
		held []Held
		want string
	}{
		{"one each", shop, two, ""},
		{"disabled", with(func(c *Coupon) { c.Status = StatusDisabled }), two, "coupons.issueDisabled"},
		{"claimed by users", with(func(c *Coupon) { c.Obtain = ObtainClaim }), two, "coupons.issueNotShop"},
		{"before the claim window", with(func(c *Coupon) { c.ClaimStart = &end }), two, "coupons.issueNotOpen"},
		{"after the claim window", with(func(c *Coupon) { c.ClaimEnd = &start }), two, "coupons.issueNotOpen"},
		{"use window over", with(func(c *Coupon) { c.Validity, c.UseStart, c.UseEnd = ValidFixed, &start, &start }), two, "coupons.issueExpired"},
		{"total left too small", with(func(c *Coupon) { c.TotalType, c.Total, c.Issued = TotalLimited, 5, 4 }), two, "coupons.issueTotal"},
		{"per user limit", with(func(c *Coupon) { c.LimitType, c.LimitCount = LimitPerUser, 1 }), two, "coupons.issueLimit"},
		{"per day limit", with(func(c *Coupon) { c.LimitType, c.LimitCount = LimitPerDay, 1 }), two, "coupons.issueLimit"},
		{"per day limit, none today", with(func(c *Coupon) { c.LimitType, c.LimitCount = LimitPerDay, 1 }),
			[]Held{{UserID: 1, Total: 3}}, ""},
	} {
		rows, err := HandOut(tc.c, tc.held, now)
		if !refusedAs(err, tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
			continue
		}
		if err != nil {
			continue
		}
		if len(rows) != len(tc.held) {
			t.Fatalf("%s: %d rows for %d users", tc.name, len(rows), len(tc.held))
		}
		for i, r := range rows {
			if r.UserID != tc.held[i].UserID || r.CouponID != tc.c.ID || r.Status != HeldUnused || r.Obtain != ObtainShop ||
				!r.ValidFrom.Equal(now) || !r.ValidTo.Equal(now.AddDate(0, 0, 7)) || r.Amount != tc.c.Amount {
				t.Errorf("%s: row %d %+v", tc.name, i, r)
			}
		}
	}
}
