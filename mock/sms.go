package mock

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"shopconsole/server/session"
)

// sampleMobiles gives the sample staff mainland mobile numbers for SMS sign-in.
var sampleMobiles = map[string]string{
	"admin":  "13816882001",
	"editor": "15921886302",
	"test":   "18602137503",
}

type smsRow struct {
	session.SMSCode
	attempts int
}

func (s *Store) seedMobiles() {
	for _, row := range s.staff {
		if m, ok := sampleMobiles[strings.ToLower(row.Username)]; ok {
			row.Mobile = m
		}
	}
}

// StaffByMobile implements session.Store.
func (s *Store) StaffByMobile(_ context.Context, mobile string) (session.Staff, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, row := range s.staff {
		if mobile != "" && row.Mobile == mobile {
			return s.view(row), nil
		}
	}
	return session.Staff{}, fmt.Errorf("staff with mobile %s: %w", mobile, session.ErrNotFound)
}

// SetStaffMobile sets or clears (empty) a staff member's mobile; numbers are unique.
func (s *Store) SetStaffMobile(_ context.Context, staffID int64, mobile string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	row, ok := s.staff[staffID]
	if !ok {
		return fmt.Errorf("staff %d: %w", staffID, session.ErrNotFound)
	}
	for id, other := range s.staff {
		if mobile != "" && id != staffID && other.Mobile == mobile {
			return fmt.Errorf("mobile %s: %w", mobile, session.ErrConflict)
		}
	}
	// Rows are replaced, never changed in place: administration snapshots share them.
	next := *row
	next.Mobile = mobile
	s.staff[staffID] = &next
	return nil
}

// PutSMSCode implements session.Store.
func (s *Store) PutSMSCode(_ context.Context, c session.SMSCode, notBefore time.Time) (time.Time, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.sms[c.Mobile]; ok && old.SentAt.After(notBefore) {
		return old.SentAt, session.ErrSMSTooSoon
	}
	// Keep memory bounded: codes past their validity and the send interval matter no more.
	for m, row := range s.sms {
		if row.ExpiresAt.Before(c.SentAt) && row.SentAt.Before(notBefore) {
			delete(s.sms, m)
		}
	}
	s.sms[c.Mobile] = &smsRow{SMSCode: c}
	return c.SentAt, nil
}

// CheckSMSCode implements session.Store.
func (s *Store) CheckSMSCode(_ context.Context, mobile, hash string, now time.Time, maxAttempts int) (session.SMSCheck, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	row, ok := s.sms[mobile]
	if !ok || row.Hash == "" || !now.Before(row.ExpiresAt) {
		return session.SMSWrong, nil
	}
	if row.Hash == hash {
		// Used up, but the send time stays for the 60-second rule.
		row.Hash = ""
		return session.SMSMatched, nil
	}
	row.attempts++
	if row.attempts >= maxAttempts {
		row.Hash = ""
	}
	return session.SMSWrong, nil
}

// SMS is the mock backend's sender: it keeps the last code per number in memory (tests
// and the demo read it) and logs it.
type SMS struct {
	mu     sync.Mutex
	last   map[string]string
	Logger *slog.Logger
}

// Send implements session.SMSSender.
func (m *SMS) Send(ctx context.Context, mobile, code string) error {
	m.mu.Lock()
	if m.last == nil {
		m.last = map[string]string{}
	}
	m.last[mobile] = code
	m.mu.Unlock()
	if m.Logger != nil {
		m.Logger.InfoContext(ctx, "sms sign-in code (mock sender: not sent)", "mobile", mobile, "code", code)
	}
	return nil
}

// Last returns the last code sent to mobile, "" when none.
func (m *SMS) Last(mobile string) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.last[mobile]
}

// PruneSMSCodes implements session.Store.
func (s *Store) PruneSMSCodes(_ context.Context, before time.Time) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var n int64
	for m, row := range s.sms {
		if row.ExpiresAt.Before(before) {
			delete(s.sms, m)
			n++
		}
	}
	return n, nil
}
