package session

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"math/big"
	"net/http"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// SMS sign-in rules.
const (
	// SMSInterval is the least time between two codes for one number.
	SMSInterval = 60 * time.Second
	// SMSCodeTTL is how long a code stays valid.
	SMSCodeTTL = 5 * time.Minute
	// SMSMaxAttempts wrong codes invalidate the code.
	SMSMaxAttempts = 5
)

// SMSSender delivers a sign-in code to a mobile number.
type SMSSender interface {
	Send(ctx context.Context, mobile, code string) error
}

// LogSender is the development sender: it writes the code to the log instead of sending it.
type LogSender struct{ Logger *slog.Logger }

// Send implements SMSSender.
func (s LogSender) Send(ctx context.Context, mobile, code string) error {
	logger := s.Logger
	if logger == nil {
		logger = slog.Default()
	}
	logger.InfoContext(ctx, "sms sign-in code (development sender: not sent)", "mobile", mobile, "code", code)
	return nil
}

// SMSCode is a code as stored: only its hash.
type SMSCode struct {
	Mobile    string
	Hash      string
	SentAt    time.Time
	ExpiresAt time.Time
}

// SMSCheck is the outcome of presenting a code.
type SMSCheck int

const (
	// SMSWrong: no valid code for the number, or a different one (the attempt was counted).
	SMSWrong SMSCheck = iota
	// SMSMatched: the code was right; it is used up.
	SMSMatched
)

// ErrSMSTooSoon is what PutSMSCode answers when the number's last code is too recent.
var ErrSMSTooSoon = errors.New("sms code sent too recently")

// SendSMSCode answers POST /shop/smsCode: a fresh code for the number, at most one per
// SMSInterval. An unknown number is throttled and answered alike, but nothing is sent.
func (s *Service) SendSMSCode(ctx context.Context, mobile string) error {
	if s.cfg.SMS == nil {
		return apperr.New(http.StatusServiceUnavailable, "sms.off")
	}
	now := s.cfg.Now().UTC()
	code, err := sixDigits()
	if err != nil {
		return err
	}
	staff, err := s.store.StaffByMobile(ctx, mobile)
	known := err == nil
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("sms code: %w", err)
	}
	if known && staff.Disabled {
		known = false
	}
	lastSent, err := s.store.PutSMSCode(ctx, SMSCode{
		Mobile: mobile, Hash: s.smsHash(mobile, code), SentAt: now, ExpiresAt: now.Add(SMSCodeTTL),
	}, now.Add(-SMSInterval))
	if errors.Is(err, ErrSMSTooSoon) {
		wait := max(1, int(math.Ceil(lastSent.Add(SMSInterval).Sub(now).Seconds())))
		e := apperr.New(http.StatusTooManyRequests, "sms.throttled", wait)
		e.RetryAfter = wait
		return e
	}
	if err != nil {
		return fmt.Errorf("sms code: store: %w", err)
	}
	if !known {
		return nil
	}
	if err := s.cfg.SMS.Send(ctx, mobile, code); err != nil {
		return fmt.Errorf("sms code: send: %w", err)
	}
	return nil
}

// SMSLogin answers POST /shop/smsLogin.
func (s *Service) SMSLogin(ctx context.Context, mobile, code string) (Issued, error) {
	if s.cfg.SMS == nil {
		return Issued{}, apperr.New(http.StatusServiceUnavailable, "sms.off")
	}
	now := s.cfg.Now().UTC()
	check, err := s.store.CheckSMSCode(ctx, mobile, s.smsHash(mobile, code), now, SMSMaxAttempts)
	if err != nil {
		return Issued{}, fmt.Errorf("sms login: %w", err)
	}
	if check != SMSMatched {
		s.record(ctx, mobile, audit.ResultLoginFailure, "smsLogin", "wrong or expired code")
		return Issued{}, apperr.New(http.StatusUnauthorized, "sms.codeInvalid")
	}
	staff, err := s.store.StaffByMobile(ctx, mobile)
	if errors.Is(err, ErrNotFound) {
		return Issued{}, apperr.New(http.StatusUnauthorized, "sms.codeInvalid")
	}
	if err != nil {
		return Issued{}, fmt.Errorf("sms login: %w", err)
	}
	if staff.Disabled {
		s.record(ctx, staff.Username, audit.ResultLoginFailure, "smsLogin", "disabled")
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.disabled")
	}
	return s.signIn(ctx, staff, "smsLogin")
}

// smsHash keys the code to the number and the server secret, so a leaked table row is no code.
func (s *Service) smsHash(mobile, code string) string {
	mac := hmac.New(sha256.New, s.cfg.Secret)
	mac.Write([]byte("sms\x00" + mobile + "\x00" + code))
	return hex.EncodeToString(mac.Sum(nil))
}

func sixDigits() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("sms code: %w", err)
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}
