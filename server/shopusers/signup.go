package shopusers

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// ErrMobileTaken is a registration with a mobile number another user has.
var ErrMobileTaken = errors.New("mobile number registered")

// Welcome is what the register gift gives a new user, as its settings say (all zero when
// the gift is off).
type Welcome struct {
	Points, Growth int64
	CouponIDs      []int64
}

// Gifts is the register gift as the coupon area keeps it.
type Gifts interface {
	// Welcome answers what a new user receives now.
	Welcome(ctx context.Context) (Welcome, error)
	// GiveWelcomeCoupons hands the user each coupon that can still be handed out, and
	// answers how many it handed.
	GiveWelcomeCoupons(ctx context.Context, userID int64, couponIDs []int64) (int, error)
}

// WithGifts makes sign-ups apply the register gift from gifts.
func (s *Service) WithGifts(gifts Gifts) *Service {
	s.gifts = gifts
	return s
}

// SignUp registers a buyer (the storefront's sign-up and staff adding a user): a
// mainland mobile no other user has and a nickname of 1-32 characters, on the level its
// growth gives. The register gift's points and growth are ledger lines of the sign-up's
// transaction; its coupons are handed after, each one that can still be.
func (s *Service) SignUp(ctx context.Context, mobile, nickname string) (User, error) {
	nickname = strings.TrimSpace(nickname)
	if !kernel.ValidMobile(mobile) {
		return User{}, apperr.Invalid("mobile", "shopusers.mobileInvalid")
	}
	if nickname == "" || utf8.RuneCountInString(nickname) > 32 {
		return User{}, apperr.Invalid("nickname", "shopusers.nicknameLength")
	}
	var w Welcome
	if s.gifts != nil {
		var err error
		if w, err = s.gifts.Welcome(ctx); err != nil {
			return User{}, fmt.Errorf("register gift: %w", err)
		}
	}
	now := s.now().UTC()
	u := User{Nickname: nickname, Mobile: mobile, RegisteredAt: now}
	err := s.store.Tx(ctx, func(tx Tx) error {
		levels, err := tx.Levels(false)
		if err != nil {
			return err
		}
		if _, err := tx.UserByMobile(mobile); err == nil {
			return ErrMobileTaken
		} else if !errors.Is(err, ErrNotFound) {
			return err
		}
		if u.ID, err = tx.NextUserID(); err != nil {
			return err
		}
		u.SN = UserSN(u.ID)
		lines := welcomeLines(u.ID, w, now)
		for _, l := range lines {
			if l.Type == Points {
				u.Points = l.Left
			} else {
				u.Growth = l.Left
			}
		}
		u.LevelID = LevelFor(levels, u.Growth)
		u.LevelName = levelName(levels, u.LevelID)
		if err := tx.InsertUser(u); err != nil {
			return err
		}
		for _, l := range lines {
			if _, err := tx.AppendLedger(l); err != nil {
				return err
			}
		}
		return nil
	})
	if errors.Is(err, ErrMobileTaken) {
		e := apperr.New(http.StatusConflict, "shopusers.mobileTaken", mobile)
		e.Field = "mobile"
		return User{}, e
	}
	if err != nil {
		return User{}, fmt.Errorf("sign up %s: %w", mobile, err)
	}
	if s.gifts != nil && len(w.CouponIDs) > 0 {
		if _, err := s.gifts.GiveWelcomeCoupons(ctx, u.ID, w.CouponIDs); err != nil {
			return User{}, fmt.Errorf("register gift coupons for user %d: %w", u.ID, err)
		}
	}
	return u, nil
}

// welcomeLines are the ledger lines of the register gift for a new user: points, then
// growth, those the gift gives, each the user's first line of its account.
func welcomeLines(userID int64, w Welcome, at time.Time) []LedgerEntry {
	var out []LedgerEntry
	for _, g := range []struct {
		account Account
		amount  int64
		remark  string
	}{{Points, w.Points, "注册赠送"}, {Growth, w.Growth, "注册赠送"}} {
		if g.amount > 0 {
			out = append(out, LedgerEntry{UserID: userID, Type: g.account, Channel: RegisterGift, Change: g.amount,
				Increase: true, Left: g.amount, Remark: g.remark, CreatedAt: at})
		}
	}
	return out
}
