package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/listsettings"
)

// listSettingsDB is the database's listsettings.Store.
type listSettingsDB struct{ db *DB }

// ListSettings answers the list settings' store.
func (db *DB) ListSettings() listsettings.Store { return listSettingsDB{db} }

func scanListSettings(r pgx.Row) (listsettings.Settings, error) {
	var raw []byte
	var s listsettings.Settings
	err := r.Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return listsettings.Settings{}, nil
	}
	if err != nil {
		return s, fmt.Errorf("list settings: %w", err)
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return s, fmt.Errorf("decode list settings: %w", err)
	}
	return s, nil
}

// Settings implements listsettings.Store.
func (l listSettingsDB) Settings(ctx context.Context, staffID int64, list string) (listsettings.Settings, error) {
	return scanListSettings(l.db.pool.QueryRow(ctx,
		"SELECT settings FROM list_settings WHERE staff_id = $1 AND list = $2", staffID, list))
}

// Tx implements listsettings.Store.
func (l listSettingsDB) Tx(ctx context.Context, fn func(listsettings.Tx) error) error {
	return l.db.inTx(ctx, func(tx pgx.Tx) error { return fn(listSettingsTx{ctx, tx}) })
}

// listSettingsTx is the database's listsettings.Tx.
type listSettingsTx struct {
	ctx context.Context
	tx  pgx.Tx
}

// Settings implements listsettings.Tx: for update, the row is created empty when missing
// and locked, so concurrent changes of one list apply one after the other; a rollback
// takes the empty row back too.
func (t listSettingsTx) Settings(staffID int64, list string, forUpdate bool) (listsettings.Settings, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
		_, err := t.tx.Exec(t.ctx, `INSERT INTO list_settings (staff_id, list, settings) VALUES ($1, $2, '{}')
			ON CONFLICT DO NOTHING`, staffID, list)
		if err != nil {
			return listsettings.Settings{}, fmt.Errorf("list settings: %w", err)
		}
	}
	return scanListSettings(t.tx.QueryRow(t.ctx,
		"SELECT settings FROM list_settings WHERE staff_id = $1 AND list = $2"+lock, staffID, list))
}

// SaveSettings implements listsettings.Tx.
func (t listSettingsTx) SaveSettings(staffID int64, list string, s listsettings.Settings) error {
	raw, err := json.Marshal(s)
	if err != nil {
		return err
	}
	_, err = t.tx.Exec(t.ctx, `INSERT INTO list_settings (staff_id, list, settings) VALUES ($1, $2, $3)
		ON CONFLICT (staff_id, list) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`, staffID, list, raw)
	if err != nil {
		return fmt.Errorf("save list settings: %w", err)
	}
	return nil
}
