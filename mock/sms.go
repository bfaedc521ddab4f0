package mock

import (
	"cmp"
	"context"
	"fmt"
	"strings"
	"time"

	"shopconsole/server/session"
)

// sampleMobiles gives the sample staff mainland mobile numbers for SMS sign-in.
var sampleMobiles = map[string]string{
	"admin":  "13816882001",
	"editor": "15921886302",
	"test":   "18602137503",
}

// smsCodes is the table of codes by number, oldest sent first for the bound.
type smsCodes struct {
	*table[string, session.SMSCode]
	bySent *order[session.SMSCode]
}

func newSMSCodes() smsCodes {
	t := newTable(func(c *session.SMSCode) string { return c.Mobile })
	return smsCodes{t, t.order(func(a, b *session.SMSCode) int {
		return cmp.Or(a.SentAt.Compare(b.SentAt), cmp.Compare(a.Mobile, b.Mobile))
	})}
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

// SMSTx implements session.Store: a critical section; what fn saves becomes the table's
// rows only when it succeeds.
func (s *Store) SMSTx(_ context.Context, fn func(session.SMSTx) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	defer s.sms.discard() // after a commit, nothing is left to discard
	if err := fn(smsTx{s.sms}); err != nil {
		return err
	}
	s.sms.commit()
	s.sms.trim(s.sms.bySent, s.limits.smsCodes, s.limits.smsCodes/8)
	return nil
}

type smsTx struct{ codes smsCodes }

func (t smsTx) SMSCode(mobile string) (session.SMSCode, error) {
	c, ok := t.codes.get(mobile)
	if !ok {
		return c, fmt.Errorf("sms code of %s: %w", mobile, session.ErrNotFound)
	}
	return c, nil
}

func (t smsTx) SaveSMSCode(c session.SMSCode) error { return t.codes.put(c) }

// PruneSMSCodes implements session.Store.
func (s *Store) PruneSMSCodes(_ context.Context, before time.Time) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var gone []string
	s.sms.scan(func(c session.SMSCode) bool {
		if c.ExpiresAt.Before(before) {
			gone = append(gone, c.Mobile)
		}
		return true
	})
	for _, m := range gone {
		s.sms.delete(m)
	}
	s.sms.commit()
	return int64(len(gone)), nil
}
