package storecheck

import (
	"context"
	"testing"
)

// SettingsTx is a transaction that loads and saves an area's settings.
type SettingsTx[S any] interface {
	Settings() (S, error)
	SaveSettings(S) error
}

// Settings checks an area's settings: def until saved, then what was saved, read inside the
// transaction and after it. load reads them outside a transaction; run runs one.
func Settings[S comparable, T SettingsTx[S]](t *testing.T, ctx context.Context, load func(context.Context) (S, error),
	run func(context.Context, func(T) error) error, def, want S) {
	t.Helper()
	if got, err := load(ctx); err != nil || got != def {
		t.Errorf("Store.Settings before any save: %+v %v", got, err)
	}
	Tx(t, ctx, run, func(tx T) error {
		if got, err := tx.Settings(); err != nil || got != def {
			t.Errorf("Tx.Settings before any save: %+v %v", got, err)
		}
		if err := tx.SaveSettings(want); err != nil {
			return err
		}
		if got, err := tx.Settings(); err != nil || got != want {
			t.Errorf("Tx.Settings after SaveSettings: %+v %v", got, err)
		}
		return nil
	})
	if got, err := load(ctx); err != nil || got != want {
		t.Errorf("Store.Settings after SaveSettings: %+v %v", got, err)
	}
}
