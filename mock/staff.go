package mock

import (
	"context"
	"fmt"
	"strings"
	"time"

	"shopconsole/server/session"
)

func (s *Store) view(row *staffRow) session.Staff {
	st := row.Staff
	st.Roles = make([]session.Role, 0, len(row.roleNames))
	for _, name := range row.roleNames {
		if r, ok := s.roles[name]; ok {
			r.ID = s.sys.roleMeta[name].ID
			st.Roles = append(st.Roles, r)
		}
	}
	return st
}

// StaffByUsername implements session.Store.
func (s *Store) StaffByUsername(_ context.Context, key string) (session.Staff, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, row := range s.staff {
		if strings.ToLower(row.Username) == key {
			return s.view(row), nil
		}
	}
	return session.Staff{}, fmt.Errorf("staff %q: %w", key, session.ErrNotFound)
}

// StaffByID implements session.Store.
func (s *Store) StaffByID(_ context.Context, id int64) (session.Staff, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	row, ok := s.staff[id]
	if !ok {
		return session.Staff{}, fmt.Errorf("staff %d: %w", id, session.ErrNotFound)
	}
	return s.view(row), nil
}

// StaffBySocial implements session.Store.
func (s *Store) StaffBySocial(_ context.Context, platform, subject string) (session.Staff, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	id, ok := s.identities[platform+"\x00"+subject]
	if !ok {
		return session.Staff{}, fmt.Errorf("identity %s:%s: %w", platform, subject, session.ErrNotFound)
	}
	return s.view(s.staff[id]), nil
}

// CreateStaff implements session.Store; usernames are unique without regard to case.
func (s *Store) CreateStaff(_ context.Context, n session.NewStaff) (session.Staff, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.createStaff(n)
}

func (s *Store) createStaff(n session.NewStaff) (session.Staff, error) {
	for _, row := range s.staff {
		if strings.EqualFold(row.Username, n.Username) {
			return session.Staff{}, fmt.Errorf("staff %q: %w", n.Username, session.ErrConflict)
		}
	}
	for _, r := range n.Roles {
		if _, ok := s.roles[r]; !ok {
			return session.Staff{}, fmt.Errorf("role %q: %w", r, session.ErrNotFound)
		}
	}
	row := &staffRow{
		Staff: session.Staff{
			ID: s.id(), Username: n.Username, Email: n.Email, PasswordHash: n.PasswordHash, CreatedAt: n.CreatedAt,
		},
		roleNames: append([]string(nil), n.Roles...),
	}
	s.staff[row.ID] = row
	return s.view(row), nil
}

// LinkSocial links a provider identity to a staff member.
func (s *Store) LinkSocial(_ context.Context, staffID int64, platform, subject string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.staff[staffID]; !ok {
		return fmt.Errorf("staff %d: %w", staffID, session.ErrNotFound)
	}
	key := platform + "\x00" + subject
	if _, ok := s.identities[key]; ok {
		return fmt.Errorf("identity %s:%s: %w", platform, subject, session.ErrConflict)
	}
	s.identities[key] = staffID
	return nil
}

// SaveRefreshToken implements session.Store.
func (s *Store) SaveRefreshToken(_ context.Context, t session.RefreshToken) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.refresh[t.Hash]; ok {
		return fmt.Errorf("refresh token: %w", session.ErrConflict)
	}
	s.refresh[t.Hash] = t
	trimOldest(s.refresh, s.limits.refreshTokens, func(t session.RefreshToken) time.Time { return t.CreatedAt })
	return nil
}

// ConsumeRefreshToken implements session.Store.
func (s *Store) ConsumeRefreshToken(_ context.Context, hash string, at time.Time) (session.RefreshToken, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.refresh[hash]
	if !ok {
		return session.RefreshToken{}, fmt.Errorf("refresh token: %w", session.ErrNotFound)
	}
	before := t
	if t.UsedAt == nil {
		t.UsedAt = &at
		s.refresh[hash] = t
	}
	return before, nil
}

// EndSignIn implements session.Store.
func (s *Store) EndSignIn(_ context.Context, staffID int64, family string, tokenVersion int64, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	revoked := false
	for h, t := range s.refresh {
		if t.Family == family && t.RevokedAt == nil {
			t.RevokedAt = &at
			s.refresh[h] = t
			revoked = true
		}
	}
	if row, ok := s.staff[staffID]; ok && (revoked || row.SessionVersion == tokenVersion) {
		row.SessionVersion++
	}
	return nil
}

// SessionState implements session.Store.
func (s *Store) SessionState(_ context.Context, staffID int64) (session.SessionState, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	row, ok := s.staff[staffID]
	if !ok {
		return session.SessionState{}, fmt.Errorf("staff %d: %w", staffID, session.ErrNotFound)
	}
	return session.SessionState{Version: row.SessionVersion, Disabled: row.Disabled}, nil
}

func failureKey(account, ip string) string { return strings.ToLower(account) + "\x00" + ip }

// RecentLoginFailures implements session.Store.
func (s *Store) RecentLoginFailures(_ context.Context, account, ip string, since time.Time) ([]time.Time, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out []time.Time
	for _, at := range s.failures[failureKey(account, ip)] {
		if at.After(since) {
			out = append(out, at)
		}
	}
	return out, nil
}

// AddLoginFailure implements session.Store.
func (s *Store) AddLoginFailure(_ context.Context, account, ip string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := failureKey(account, ip)
	// Keep memory bounded: only the throttle window matters.
	kept := s.failures[k][:0]
	for _, t := range s.failures[k] {
		if at.Sub(t) < session.FailureWindow {
			kept = append(kept, t)
		}
	}
	s.failures[k] = append(kept, at)
	trimOldest(s.failures, s.limits.failureKeys, func(times []time.Time) time.Time { return times[len(times)-1] })
	return nil
}

// ClearLoginFailures implements session.Store.
func (s *Store) ClearLoginFailures(_ context.Context, account, ip string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.failures, failureKey(account, ip))
	return nil
}

// PruneSessions implements session.Store.
func (s *Store) PruneSessions(_ context.Context, tokensBefore, failuresBefore time.Time) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var n int64
	for h, t := range s.refresh {
		if t.ExpiresAt.Before(tokensBefore) {
			delete(s.refresh, h)
			n++
		}
	}
	for k, times := range s.failures {
		kept := times[:0]
		for _, at := range times {
			if at.Before(failuresBefore) {
				n++
			} else {
				kept = append(kept, at)
			}
		}
		if len(kept) == 0 {
			delete(s.failures, k)
		} else {
			s.failures[k] = kept
		}
	}
	return n, nil
}
