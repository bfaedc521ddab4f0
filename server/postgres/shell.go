package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

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
	return db.inTx(ctx, func(tx pgx.Tx) error {
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
func (db *DB) Notices(ctx context.Context, staffID int64, limit int) ([]shell.Notice, time.Time, error) {
	var cleared time.Time
	b := &pgx.Batch{}
	b.Queue(`SELECT id, COALESCE(staff_id, 0), image, notice, email, created_at FROM notices
		WHERE staff_id IS NULL OR staff_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, staffID, limit)
	b.Queue("SELECT notices_cleared_at FROM staff WHERE id = $1", staffID)
	res := db.pool.SendBatch(ctx, b)
	defer res.Close()
	rows, _ := res.Query()
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shell.Notice, error) {
		var n shell.Notice
		err := r.Scan(&n.ID, &n.StaffID, &n.Image, &n.Notice, &n.Email, &n.CreatedAt)
		return n, err
	})
	if err != nil {
		return nil, cleared, fmt.Errorf("notices: %w", err)
	}
	var at *time.Time
	if err := res.QueryRow().Scan(&at); err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return nil, cleared, fmt.Errorf("notices cleared at: %w", err)
	}
	if at != nil {
		cleared = *at
	}
	return out, cleared, nil
}

// ClearNotices implements shell.Store.
func (db *DB) ClearNotices(ctx context.Context, staffID int64, at time.Time) error {
	if _, err := db.pool.Exec(ctx, "UPDATE staff SET notices_cleared_at = $2 WHERE id = $1", staffID, at); err != nil {
		return fmt.Errorf("clear notices: %w", err)
	}
	return nil
}

// AppendLog implements audit.Store.
func (db *DB) AppendLog(ctx context.Context, e audit.Entry) error {
	if _, err := db.pool.Exec(ctx, appendLogSQL, logArgs(e)...); err != nil {
		return fmt.Errorf("append system log: %w", err)
	}
	return nil
}

const appendLogSQL = `INSERT INTO system_log (account, type, result, ip, operation, target, detail, created_at)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`

func logArgs(e audit.Entry) []any {
	return []any{e.Account, e.Type, e.Result, e.IP, e.Operation, e.Target, e.Detail, e.CreatedAt}
}

// SystemLog returns the log, oldest first (for tests until its screen exists).
func (db *DB) SystemLog(ctx context.Context) ([]audit.Entry, error) {
	rows, _ := db.pool.Query(ctx, "SELECT id, account, type, result, ip, operation, target, detail, created_at FROM system_log ORDER BY id")
	return pgx.CollectRows(rows, pgx.RowToStructByPos[audit.Entry])
}

// AddNotice stores a notice (StaffID 0: for everyone); notices come from outside the
// console, so this serves seeding and tests.
func (db *DB) AddNotice(ctx context.Context, n shell.Notice) error {
	_, err := db.pool.Exec(ctx, `INSERT INTO notices (staff_id, image, notice, email, created_at)
		VALUES (NULLIF($1, 0), $2, $3, $4, $5)`, n.StaffID, n.Image, n.Notice, n.Email, n.CreatedAt)
	if err != nil {
		return fmt.Errorf("add notice: %w", err)
	}
	return nil
}
