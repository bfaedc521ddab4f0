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

// listSettingsStore is the mock's listsettings.Store.
type listSettingsStore struct{ s *Store }

// ListSettings answers the list settings' store.
func (s *Store) ListSettings() listsettings.Store { return listSettingsStore{s} }

// Settings implements listsettings.Store.
func (m listSettingsStore) Settings(_ context.Context, staffID int64, list string) (listsettings.Settings, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.listSettings[listSettingsKey{staffID, list}].Clone(), nil
}

// Tx implements listsettings.Store: a critical section under the store's lock; what fn
// saves is kept aside and stored only when fn succeeds.
func (m listSettingsStore) Tx(_ context.Context, fn func(listsettings.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	t := listSettingsTx{s: m.s, pending: map[listSettingsKey]listsettings.Settings{}}
	if err := fn(t); err != nil {
		return err
	}
	for k, v := range t.pending {
		m.s.listSettings[k] = v
	}
	return nil
}

// listSettingsTx is the mock's listsettings.Tx: the store's lock holds everything.
type listSettingsTx struct {
	s       *Store
	pending map[listSettingsKey]listsettings.Settings
}

func (t listSettingsTx) Settings(staffID int64, list string, _ bool) (listsettings.Settings, error) {
	k := listSettingsKey{staffID, list}
	if v, ok := t.pending[k]; ok {
		return v.Clone(), nil
	}
	return t.s.listSettings[k].Clone(), nil
}

func (t listSettingsTx) SaveSettings(staffID int64, list string, s listsettings.Settings) error {
	t.pending[listSettingsKey{staffID, list}] = s.Clone()
	return nil
}
