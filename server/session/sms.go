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
	"os"
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

// SMSSender delivers a code to a mobile number; purpose says what it is for
// (PurposeSignIn, or the purpose given to SendCode).
type SMSSender interface {
	Send(ctx context.Context, mobile, code, purpose string) error
}

// PurposeSignIn is the purpose of the sign-in codes.
const PurposeSignIn = "signIn"

// LogSender is the development sender: it writes the code to the log instead of sending it,
// and to the Outbox when there is one.
type LogSender struct {
	Logger *slog.Logger
	Outbox Outbox
}

// Send implements SMSSender.
func (s LogSender) Send(ctx context.Context, mobile, code, purpose string) error {
	logger := s.Logger
	if logger == nil {
		logger = slog.Default()
	}
	logger.InfoContext(ctx, "sms code (development sender: not sent)", "mobile", mobile, "code", code, "purpose", purpose)
	return s.Outbox.Write(mobile, code)
}

// Outbox is a file the development senders append each code to, a line "<mobile> <code>",
// so that an end-to-end test can read what a phone would have received; "" is none.
type Outbox string

// Write appends the line of one code.
func (o Outbox) Write(mobile, code string) error {
	if o == "" {
		return nil
	}
	f, err := os.OpenFile(string(o), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("sms outbox: %w", err)
	}
	_, err = fmt.Fprintf(f, "%s %s\n", mobile, code)
	return errors.Join(err, f.Close())
}

// SMSCode is a code as stored: only its hash (empty once used up or invalidated), and the
// wrong attempts at it so far.
type SMSCode struct {
	Mobile    string
	Hash      string
	SentAt    time.Time
	ExpiresAt time.Time
	Attempts  int
}

// SMSCheck is the outcome of presenting a code.
type SMSCheck int

const (
	// SMSWrong: no valid code for the number, or a different one (the attempt was counted).
	SMSWrong SMSCheck = iota
	// SMSMatched: the code was right; it is used up.
	SMSMatched
	// SMSExpired: the number's code outlived SMSCodeTTL (sign-in answers it as SMSWrong).
	SMSExpired
)

// smsWait is how many seconds the number waits for its next code: 0 when it may have one
// now (none sent in the last SMSInterval), else at least 1.
func smsWait(last SMSCode, found bool, now time.Time) int {
	if !found || !last.SentAt.After(now.Add(-SMSInterval)) {
		return 0
	}
	return max(1, int(math.Ceil(last.SentAt.Add(SMSInterval).Sub(now).Seconds())))
}

// checkSMS presents hash against the stored code at now: a match uses the code up (its
// send time stays for the interval rule); a miss counts an attempt, and the
// SMSMaxAttempts-th invalidates the code. save is false when nothing changes.
func checkSMS(c SMSCode, found bool, hash string, now time.Time) (next SMSCode, result SMSCheck, save bool) {
	if !found || c.Hash == "" {
		return c, SMSWrong, false
	}
	if !now.Before(c.ExpiresAt) {
		return c, SMSExpired, false
	}
	if c.Hash == hash {
		c.Hash = ""
		return c, SMSMatched, true
	}
	c.Attempts++
	if c.Attempts >= SMSMaxAttempts {
		c.Hash = ""
	}
	return c, SMSWrong, true
}

// loadSMS loads the number's code inside tx; found is false when it has none.
func loadSMS(tx SMSTx, mobile string) (SMSCode, bool, error) {
	c, err := tx.SMSCode(mobile)
	if errors.Is(err, ErrNotFound) {
		return c, false, nil
	}
	return c, err == nil, err
}

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
	if err := s.keepCode(ctx, mobile, code, now); err != nil {
		return err
	}
	if !known {
		return nil
	}
	if err := s.cfg.SMS.Send(ctx, mobile, code, PurposeSignIn); err != nil {
		return fmt.Errorf("sms code: send: %w", err)
	}
	return nil
}

// keepCode stores code as the one of key (a number, or a purpose's key of one), unless
// a code went to it less than SMSInterval ago: then a 429 saying when to come back.
func (s *Service) keepCode(ctx context.Context, key, code string, now time.Time) error {
	wait := 0
	err := s.store.SMSTx(ctx, func(tx SMSTx) error {
		last, found, err := loadSMS(tx, key)
		if err != nil {
			return err
		}
		if wait = smsWait(last, found, now); wait > 0 {
			return nil
		}
		return tx.SaveSMSCode(SMSCode{Mobile: key, Hash: s.smsHash(key, code), SentAt: now, ExpiresAt: now.Add(SMSCodeTTL)})
	})
	if err != nil {
		return fmt.Errorf("sms code: store: %w", err)
	}
	if wait > 0 {
		e := apperr.New(http.StatusTooManyRequests, "sms.throttled", wait)
		e.RetryAfter = wait
		return e
	}
	return nil
}

// SMSLogin answers POST /shop/smsLogin.
func (s *Service) SMSLogin(ctx context.Context, mobile, code string) (Issued, error) {
	if s.cfg.SMS == nil {
		return Issued{}, apperr.New(http.StatusServiceUnavailable, "sms.off")
	}
	now := s.cfg.Now().UTC()
	var check SMSCheck
	err := s.store.SMSTx(ctx, func(tx SMSTx) error {
		c, found, err := loadSMS(tx, mobile)
		if err != nil {
			return err
		}
		next, result, save := checkSMS(c, found, s.smsHash(mobile, code), now)
		check = result
		if !save {
			return nil
		}
		return tx.SaveSMSCode(next)
	})
	if err != nil {
		return Issued{}, fmt.Errorf("sms login: %w", err)
	}
	if check != SMSMatched {
		s.record(ctx, mobile, audit.ResultLoginFailure, "smsLogin", DetailWrongCode)
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
		s.record(ctx, staff.Username, audit.ResultLoginFailure, "smsLogin", DetailDisabled)
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
