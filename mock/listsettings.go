package mock

import (
	"context"

	"shopconsole/server/listsettings"
)

// listSettingsKey is one staff member's list.
type listSettingsKey struct {
	staffID int64
	list    string
}

// ListSettings implements listsettings.Store.
func (s *Store) ListSettings(_ context.Context, staffID int64, list string) (listsettings.Settings, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.listSettings[listSettingsKey{staffID, list}].Clone(), nil
}

// UpdateListSettings implements listsettings.Store: change works on a copy, kept only when
// it accepts.
func (s *Store) UpdateListSettings(_ context.Context, staffID int64, list string,
	change func(*listsettings.Settings) error) (listsettings.Settings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	key := listSettingsKey{staffID, list}
	next := s.listSettings[key].Clone()
	if err := change(&next); err != nil {
		return listsettings.Settings{}, err
	}
	s.listSettings[key] = next.Clone()
	return next, nil
}
