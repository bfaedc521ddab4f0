package session

import (
	"context"
	"fmt"
	"net/http"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
)

// Verification codes for what is not a sign-in (binding a distribution store): the same
// sender, interval, lifetime and attempts as the sign-in codes, and the sign-in throttle for
// the wrong ones. A purpose's codes are kept under "<purpose>:<mobile>", apart from the
// sign-in codes of the number: a code sent for one purpose never serves another, nor signs in.

func purposeKey(purpose, mobile string) string { return purpose + ":" + mobile }

// SendCode sends a fresh code for purpose to mobile (a number the caller vouches for), at
// most one per SMSInterval: else a 429 with the seconds to wait. 503 when SMS is off.
func (s *Service) SendCode(ctx context.Context, purpose, mobile string) error {
	if s.cfg.SMS == nil {
		return apperr.New(http.StatusServiceUnavailable, "sms.codesOff")
	}
	code, err := sixDigits()
	if err != nil {
		return err
	}
	if err := s.keepCode(ctx, purposeKey(purpose, mobile), code, s.cfg.Now().UTC()); err != nil {
		return err
	}
	if err := s.cfg.SMS.Send(ctx, mobile, code, purpose); err != nil {
		return fmt.Errorf("%s code: send: %w", purpose, err)
	}
	return nil
}

// VerifyCode presents code for purpose and mobile on behalf of account (the staff member
// who types it). Wrong and expired codes count as failed sign-ins of "<purpose>:<account>"
// from the caller's address: after MaxLoginFailures within FailureWindow, wait > 0 says how
// many seconds to wait, and the code is not even looked at. A match uses the code up.
func (s *Service) VerifyCode(ctx context.Context, purpose, account, mobile, code string) (result SMSCheck, wait int, err error) {
	if s.cfg.SMS == nil {
		return SMSWrong, 0, apperr.New(http.StatusServiceUnavailable, "sms.codesOff")
	}
	now := s.cfg.Now().UTC()
	ip, who := access.ClientFrom(ctx).IP, purposeKey(purpose, account)
	if wait, err := s.throttled(ctx, who, ip, now); err != nil || wait > 0 {
		return SMSWrong, wait, err
	}
	key := purposeKey(purpose, mobile)
	err = s.store.SMSTx(ctx, func(tx SMSTx) error {
		c, found, err := loadSMS(tx, key)
		if err != nil {
			return err
		}
		next, check, save := checkSMS(c, found, s.smsHash(key, code), now)
		result = check
		if !save {
			return nil
		}
		return tx.SaveSMSCode(next)
	})
	if err != nil {
		return SMSWrong, 0, fmt.Errorf("%s code: %w", purpose, err)
	}
	if result == SMSMatched {
		return result, 0, s.store.ClearLoginFailures(ctx, who, ip)
	}
	if err := s.store.AddLoginFailure(ctx, who, ip, now); err != nil {
		return result, 0, fmt.Errorf("record %s code failure: %w", purpose, err)
	}
	return result, 0, nil
}
