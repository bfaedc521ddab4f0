package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/shopusers"
)

const levelFields = "l.id, l.name, l.growth_value, l.discount, l.privilege, l.image, l.background_image, l.sort"

// levelCols are a level's columns with its number of users, from the counters.
const levelCols = levelFields + `,
	coalesce((SELECT sum(n) FROM shop_user_totals c WHERE c.level_id = l.id), 0)::bigint`

func scanLevel(r pgx.Row, count bool) (shopusers.Level, error) {
	var l shopusers.Level
	dest := []any{&l.ID, &l.Name, &l.GrowthValue, &l.Discount, &l.Privilege, &l.Image, &l.BackgroundImage, &l.Sort}
	if count {
		dest = append(dest, &l.UserCount)
	}
	err := r.Scan(dest...)
	return l, err
}

// Levels implements shopusers.Store.
func (s shopUsers) Levels(ctx context.Context) ([]shopusers.Level, error) {
	rows, _ := s.db.pool.Query(ctx, "SELECT "+levelCols+" FROM user_levels l ORDER BY l.sort, l.id")
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shopusers.Level, error) { return scanLevel(r, true) })
	if err != nil {
		return nil, fmt.Errorf("user levels: %w", err)
	}
	return out, nil
}

// Level implements shopusers.Store.
func (s shopUsers) Level(ctx context.Context, id int64) (shopusers.Level, error) {
	l, err := scanLevel(s.db.pool.QueryRow(ctx, "SELECT "+levelCols+" FROM user_levels l WHERE l.id = $1", id), true)
	if errors.Is(err, pgx.ErrNoRows) {
		return l, fmt.Errorf("level %d: %w", id, shopusers.ErrNotFound)
	}
	return l, err
}

// Levels implements shopusers.Tx. The table lock holds the levels: SHARE lets readers share
// it and waits for a change; SHARE ROW EXCLUSIVE is one change at a time.
func (t shopTx) Levels(forUpdate bool) ([]shopusers.Level, error) {
	mode := "SHARE"
	if forUpdate {
		mode = "SHARE ROW EXCLUSIVE"
	}
	if _, err := t.q.Exec(t.ctx, "LOCK TABLE user_levels IN "+mode+" MODE"); err != nil {
		return nil, err
	}
	rows, _ := t.q.Query(t.ctx, "SELECT "+levelFields+" FROM user_levels l ORDER BY l.id")
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shopusers.Level, error) { return scanLevel(r, false) })
	if err != nil {
		return nil, fmt.Errorf("user levels: %w", err)
	}
	return out, nil
}

// LevelUsers implements shopusers.Tx, from the counters.
func (t shopTx) LevelUsers(id int64) (int64, error) {
	var n int64
	err := t.q.QueryRow(t.ctx, "SELECT coalesce(sum(n), 0)::bigint FROM shop_user_totals WHERE level_id = $1", id).Scan(&n)
	return n, err
}

// levelRefused guards the names and thresholds the service keeps unique.
func levelRefused(err error) error {
	return refused(err, unique("user_levels_name_key", shopusers.ErrLevelNameTaken),
		unique("user_levels_growth_key", shopusers.ErrLevelGrowthTaken))
}

// AddLevel implements shopusers.Tx.
func (t shopTx) AddLevel(l shopusers.Level) (shopusers.Level, error) {
	err := t.q.QueryRow(t.ctx, `INSERT INTO user_levels (name, growth_value, discount, privilege, image, background_image, sort)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		l.Name, l.GrowthValue, l.Discount, l.Privilege, l.Image, l.BackgroundImage, l.Sort).Scan(&l.ID)
	if err != nil {
		return l, fmt.Errorf("add level %s: %w", l.Name, levelRefused(err))
	}
	return l, nil
}

// SaveLevel implements shopusers.Tx.
func (t shopTx) SaveLevel(l shopusers.Level) error {
	tag, err := t.q.Exec(t.ctx, `UPDATE user_levels SET name = $2, growth_value = $3, discount = $4, privilege = $5,
		image = $6, background_image = $7, sort = $8 WHERE id = $1`,
		l.ID, l.Name, l.GrowthValue, l.Discount, l.Privilege, l.Image, l.BackgroundImage, l.Sort)
	if err != nil {
		return fmt.Errorf("save level %d: %w", l.ID, levelRefused(err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("level %d: %w", l.ID, shopusers.ErrNotFound)
	}
	return nil
}

// DeleteLevel implements shopusers.Tx.
func (t shopTx) DeleteLevel(id int64) error {
	if _, err := t.q.Exec(t.ctx, "DELETE FROM user_levels WHERE id = $1", id); err != nil {
		return fmt.Errorf("delete level %d: %w", id, err)
	}
	return nil
}
