package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/audit"
	"shopconsole/server/shell"
)

// Menus implements shell.Store.
func (db *DB) Menus(ctx context.Context) ([]shell.Menu, error) {
	rows, _ := db.pool.Query(ctx, "SELECT id, parent_id, path, name, component, redirect, meta, sort FROM menus ORDER BY sort, id")
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shell.Menu, error) {
		var m shell.Menu
		err := r.Scan(&m.ID, &m.ParentID, &m.Path, &m.Name, &m.Component, &m.Redirect, &m.Meta, &m.Sort)
		return m, err
	})
	if err != nil {
		return nil, fmt.Errorf("menus: %w", err)
	}
	return out, nil
}

// SeedMenus implements shell.Store; the table lock keeps instances starting together
// from seeding twice.
func (db *DB) SeedMenus(ctx context.Context, menus []shell.Menu) error {
	return pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "LOCK TABLE menus IN EXCLUSIVE MODE"); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM menus").Scan(&n); err != nil || n > 0 {
			return err
		}
		rows := make([][]any, len(menus))
		var maxID int64
		for i, m := range menus {
			rows[i] = []any{m.ID, m.ParentID, m.Path, m.Name, m.Component, m.Redirect, m.Meta, m.Sort}
			maxID = max(maxID, m.ID)
		}
		_, err := tx.CopyFrom(ctx, pgx.Identifier{"menus"},
			[]string{"id", "parent_id", "path", "name", "component", "redirect", "meta", "sort"}, pgx.CopyFromRows(rows))
		if err != nil {
			return fmt.Errorf("seed menus: %w", err)
		}
		_, err = tx.Exec(ctx, "SELECT setval('menus_id_seq', $1)", maxID)
		return err
	})
}

// Notices implements shell.Store.
func (db *DB) Notices(ctx context.Context, staffID int64) ([]shell.Notice, error) {
	rows, _ := db.pool.Query(ctx, `SELECT id, COALESCE(staff_id, 0), image, notice, email, created_at FROM notices
		WHERE staff_id IS NULL OR staff_id = $1 ORDER BY created_at DESC LIMIT 100`, staffID)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shell.Notice, error) {
		var n shell.Notice
		err := r.Scan(&n.ID, &n.StaffID, &n.Image, &n.Notice, &n.Email, &n.CreatedAt)
		return n, err
	})
	if err != nil {
		return nil, fmt.Errorf("notices: %w", err)
	}
	return out, nil
}

// AppendLog implements audit.Store.
func (db *DB) AppendLog(ctx context.Context, e audit.Entry) error {
	_, err := db.pool.Exec(ctx, `INSERT INTO system_log (account, type, result, ip, operation, target, detail, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, e.Account, e.Type, e.Result, e.IP, e.Operation, e.Target, e.Detail, e.CreatedAt)
	if err != nil {
		return fmt.Errorf("append system log: %w", err)
	}
	return nil
}

// SystemLog returns the log, oldest first (for tests until its screen exists).
func (db *DB) SystemLog(ctx context.Context) ([]audit.Entry, error) {
	rows, _ := db.pool.Query(ctx, "SELECT id, account, type, result, ip, operation, target, detail, created_at FROM system_log ORDER BY id")
	return pgx.CollectRows(rows, pgx.RowToStructByPos[audit.Entry])
}
