package listsettings

import (
	"context"
	"slices"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/audit"
)

// Service applies the rules to the caller's own settings: the staff member always comes
// from the request's principal, never from the request body.
type Service struct {
	store Store
	now   func() time.Time
}

// New returns a Service.
func New(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

func caller(ctx context.Context) (int64, error) {
	p, err := access.Signed(ctx)
	return p.StaffID, err
}

// Get answers the caller's settings of list.
func (s *Service) Get(ctx context.Context, list string) (Settings, error) {
	staff, err := caller(ctx)
	if err != nil {
		return Settings{}, err
	}
	return s.store.Settings(ctx, staff, list)
}

// SaveColumns replaces the caller's hidden columns of list.
func (s *Service) SaveColumns(ctx context.Context, list string, hidden []string) (Settings, error) {
	return s.update(ctx, list, func(st *Settings) error { return SetHidden(st, hidden) })
}

// SaveView creates or changes one of the caller's views of list.
func (s *Service) SaveView(ctx context.Context, list string, in ViewInput) (Settings, error) {
	now := s.now()
	return s.update(ctx, list, func(st *Settings) error {
		_, err := SaveView(st, in, now)
		return err
	})
}

// DestroyView deletes one of the caller's views of list.
func (s *Service) DestroyView(ctx context.Context, list string, id int64) (Settings, error) {
	return s.update(ctx, list, func(st *Settings) error {
		if i := slices.IndexFunc(st.Views, func(v View) bool { return v.ID == id }); i >= 0 {
			audit.Deleted(ctx, "list view", audit.Item{ID: id, Name: st.Views[i].Name})
		}
		return DestroyView(st, id)
	})
}

// update loads the caller's settings of list for update, lets change modify them or
// refuse, and saves them when it accepts.
func (s *Service) update(ctx context.Context, list string, change func(*Settings) error) (Settings, error) {
	staff, err := caller(ctx)
	if err != nil {
		return Settings{}, err
	}
	var out Settings
	err = s.store.Tx(ctx, func(tx Tx) error {
		st, err := tx.Settings(staff, list, true)
		if err != nil {
			return err
		}
		if err := change(&st); err != nil {
			return err
		}
		out = st
		return tx.SaveSettings(staff, list, st)
	})
	if err != nil {
		return Settings{}, err
	}
	return out, nil
}
