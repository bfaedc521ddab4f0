package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/listsettings"
)

func scanListSettings(r pgx.Row) (listsettings.Settings, error) {
	var raw []byte
	var s listsettings.Settings
	if err := r.Scan(&raw); err != nil {
		return s, err
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return s, fmt.Errorf("decode list settings: %w", err)
	}
	return s, nil
}

// ListSettings implements listsettings.Store.
func (db *DB) ListSettings(ctx context.Context, staffID int64, list string) (listsettings.Settings, error) {
	s, err := scanListSettings(db.pool.QueryRow(ctx,
		"SELECT settings FROM list_settings WHERE staff_id = $1 AND list = $2", staffID, list))
	if errors.Is(err, pgx.ErrNoRows) {
		return listsettings.Settings{}, nil
	}
	if err != nil {
		return s, fmt.Errorf("list settings: %w", err)
	}
	return s, nil
}

// UpdateListSettings implements listsettings.Store: the row is created empty when missing
// and locked, so concurrent changes of one list apply one after the other; a refusal
// rolls the empty row back too.
func (db *DB) UpdateListSettings(ctx context.Context, staffID int64, list string,
	change func(*listsettings.Settings) error) (listsettings.Settings, error) {
	var out listsettings.Settings
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO list_settings (staff_id, list, settings) VALUES ($1, $2, '{}')
			ON CONFLICT DO NOTHING`, staffID, list)
		if err != nil {
			return err
		}
		s, err := scanListSettings(tx.QueryRow(ctx,
			"SELECT settings FROM list_settings WHERE staff_id = $1 AND list = $2 FOR UPDATE", staffID, list))
		if err != nil {
			return err
		}
		if err := change(&s); err != nil {
			return err
		}
		raw, err := json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "UPDATE list_settings SET settings = $3, updated_at = now() WHERE staff_id = $1 AND list = $2",
			staffID, list, raw)
		out = s
		return err
	})
	return out, err
}
