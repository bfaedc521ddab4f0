package system

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/session"
)

// Profile answers the caller's own account.
func (s *Service) Profile(ctx context.Context) (Member, error) {
	me, err := access.Signed(ctx)
	if err != nil {
		return Member{}, err
	}
	var m Member
	err = s.admin(ctx, func(tx Tx) error {
		m, err = tx.Member(ctx, me.StaffID)
		return err
	})
	if errors.Is(err, ErrNotFound) {
		return Member{}, apperr.New(http.StatusUnauthorized, "auth.tokenInvalid")
	}
	if err != nil {
		return Member{}, fmt.Errorf("profile: %w", err)
	}
	return m, nil
}

// ProfileEdit is what a staff member may change of their own account; nil keeps a value.
type ProfileEdit struct {
	Email  *string
	Mobile *string // "" clears it
	Avatar *string
}

// EditProfile changes the caller's own e-mail, mobile number and avatar.
func (s *Service) EditProfile(ctx context.Context, in ProfileEdit) (Member, error) {
	me, err := access.Signed(ctx)
	if err != nil {
		return Member{}, err
	}
	var saved Member
	err = s.admin(ctx, func(tx Tx) error {
		m, err := tx.Member(ctx, me.StaffID)
		if err != nil {
			return err
		}
		if in.Email != nil {
			m.Email = strings.TrimSpace(*in.Email)
		}
		if in.Mobile != nil {
			m.Mobile = strings.TrimSpace(*in.Mobile)
		}
		if in.Avatar != nil {
			m.Avatar = *in.Avatar
		}
		err = tx.UpdateMember(ctx, MemberWrite{Member: m})
		if errors.Is(err, ErrMobileTaken) {
			return conflict("mobile", "system.mobileTaken", m.Mobile)
		}
		if err != nil {
			return err
		}
		saved, err = tx.Member(ctx, me.StaffID)
		return err
	})
	if err != nil {
		return Member{}, wrap("edit profile", err)
	}
	return saved, nil
}

// ChangePassword replaces the caller's password after checking the current one.
func (s *Service) ChangePassword(ctx context.Context, old, next string) error {
	me, err := access.Signed(ctx)
	if err != nil {
		return err
	}
	if len([]rune(next)) < session.MinPasswordLength {
		return apperr.Invalid("newPassword", "auth.passwordShort")
	}
	var stored string
	err = s.admin(ctx, func(tx Tx) error {
		stored, err = tx.PasswordHash(ctx, me.StaffID)
		return err
	})
	if err != nil {
		return fmt.Errorf("change password: %w", err)
	}
	// The current password must be one that signs this account in, by the very rule of
	// sign-in: an account stored without a password (the mock's sample staff) takes any
	// password sign-in would take, so not an empty or short one. Both argon2 runs happen
	// outside the administration lock.
	if !session.PasswordAccepted(stored, old, s.cfg.DemoPasswords) {
		return apperr.Invalid("oldPassword", "system.oldPasswordWrong")
	}
	hash, err := session.HashPassword(next)
	if err != nil {
		return err
	}
	err = s.admin(ctx, func(tx Tx) error {
		now, err := tx.PasswordHash(ctx, me.StaffID)
		if err != nil {
			return err
		}
		if now != stored {
			// Changed by someone else meanwhile: the old password checked no longer applies.
			return apperr.Invalid("oldPassword", "system.oldPasswordWrong")
		}
		m, err := tx.Member(ctx, me.StaffID)
		if err != nil {
			return err
		}
		return tx.UpdateMember(ctx, MemberWrite{Member: m, PasswordHash: hash})
	})
	return wrap("change password", err)
}
