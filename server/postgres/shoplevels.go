package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/shopuser"
)

const levelCols = `l.id, l.name, l.growth_value, l.discount, l.privilege, l.image, l.background_image, l.sort,
	coalesce((SELECT sum(n) FROM shop_user_totals c WHERE c.level_id = l.id), 0)::bigint`

func scanLevel(r pgx.Row) (shopuser.Level, error) {
	var l shopuser.Level
	err := r.Scan(&l.ID, &l.Name, &l.GrowthValue, &l.Discount, &l.Privilege, &l.Image, &l.BackgroundImage, &l.Sort, &l.UserCount)
	return l, err
}

// UserLevels implements shopuser.Store.
func (db *DB) UserLevels(ctx context.Context) ([]shopuser.Level, error) {
	rows, _ := db.pool.Query(ctx, "SELECT "+levelCols+" FROM user_levels l ORDER BY l.sort, l.id")
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shopuser.Level, error) { return scanLevel(r) })
	if err != nil {
		return nil, fmt.Errorf("user levels: %w", err)
	}
	return out, nil
}

func levelByID(ctx context.Context, q querier, id int64) (shopuser.Level, error) {
	l, err := scanLevel(q.QueryRow(ctx, "SELECT "+levelCols+" FROM user_levels l WHERE l.id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return l, fmt.Errorf("level %d: %w", id, shopuser.ErrNotFound)
	}
	return l, err
}

// UserLevel implements shopuser.Store.
func (db *DB) UserLevel(ctx context.Context, id int64) (shopuser.Level, error) {
	return levelByID(ctx, db.pool, id)
}

// levelWrite runs fn with level writes serialised, then moves every user to the level of
// their growth, all in one transaction.
func (db *DB) levelWrite(ctx context.Context, fn func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "LOCK TABLE user_levels IN SHARE ROW EXCLUSIVE MODE"); err != nil {
			return err
		}
		if err := fn(tx); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE shop_users u SET level_id = b.id
			FROM (SELECT id, growth_value AS lo, lead(growth_value) OVER (ORDER BY growth_value) AS hi FROM user_levels) b
			WHERE u.growth >= b.lo AND (b.hi IS NULL OR u.growth < b.hi) AND u.level_id IS DISTINCT FROM b.id`)
		if err != nil {
			return fmt.Errorf("relevel: %w", err)
		}
		_, err = tx.Exec(ctx, `UPDATE shop_users u SET level_id = NULL WHERE u.level_id IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM user_levels l WHERE l.growth_value <= u.growth)`)
		return err
	})
}

func levelConflict(err error) error {
	switch code, name := constraintOf(err); {
	case code == "23505" && name == "user_levels_name_key":
		return shopuser.ErrLevelNameTaken
	case code == "23505" && name == "user_levels_growth_key":
		return shopuser.ErrLevelGrowthTaken
	}
	return err
}

// AddUserLevel implements shopuser.Store.
func (db *DB) AddUserLevel(ctx context.Context, l shopuser.Level) (shopuser.Level, error) {
	err := db.levelWrite(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `INSERT INTO user_levels (name, growth_value, discount, privilege, image, background_image, sort)
			VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
			l.Name, l.GrowthValue, l.Discount, l.Privilege, l.Image, l.BackgroundImage, l.Sort).Scan(&l.ID)
	})
	if err != nil {
		return l, levelConflict(err)
	}
	return db.UserLevel(ctx, l.ID)
}

// EditUserLevel implements shopuser.Store.
func (db *DB) EditUserLevel(ctx context.Context, l shopuser.Level) (shopuser.Level, error) {
	err := db.levelWrite(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE user_levels SET name = $2, growth_value = $3, discount = $4, privilege = $5,
			image = $6, background_image = $7, sort = $8 WHERE id = $1`,
			l.ID, l.Name, l.GrowthValue, l.Discount, l.Privilege, l.Image, l.BackgroundImage, l.Sort)
		if err == nil && tag.RowsAffected() == 0 {
			return fmt.Errorf("level %d: %w", l.ID, shopuser.ErrNotFound)
		}
		return err
	})
	if err != nil {
		return l, levelConflict(err)
	}
	return db.UserLevel(ctx, l.ID)
}

// DestroyUserLevel implements shopuser.Store.
func (db *DB) DestroyUserLevel(ctx context.Context, id int64) error {
	return db.levelWrite(ctx, func(tx pgx.Tx) error {
		l, err := levelByID(ctx, tx, id)
		if err != nil {
			return err
		}
		if l.UserCount > 0 {
			return &shopuser.InUseError{Users: l.UserCount}
		}
		_, err = tx.Exec(ctx, "DELETE FROM user_levels WHERE id = $1", id)
		return err
	})
}

// SortUserLevels implements shopuser.Store.
func (db *DB) SortUserLevels(ctx context.Context, ids []int64) error {
	return pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "LOCK TABLE user_levels IN SHARE ROW EXCLUSIVE MODE"); err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, "SELECT id FROM user_levels ORDER BY id")
		all, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			return err
		}
		if !slices.Equal(all, slices.Sorted(slices.Values(ids))) {
			return shopuser.ErrSortMismatch
		}
		_, err = tx.Exec(ctx, `UPDATE user_levels l SET sort = o.n FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, n)
			WHERE l.id = o.id`, ids)
		return err
	})
}

func addressCols(brief string) string {
	return "a.id, a.user_id, " + brief + `, a.contact, a.mobile, a.province_code, a.city_code, a.district_code,
	a.detail, a.is_default`
}

func addressFields(a *shopuser.Address) []any {
	return []any{&a.ID, &a.UserID, &a.User.Nickname, &a.User.Mobile, &a.User.Avatar, &a.Contact, &a.Mobile,
		&a.ProvinceCode, &a.CityCode, &a.DistrictCode, &a.Detail, &a.IsDefault}
}

func scanAddress(r pgx.CollectableRow) (shopuser.Address, error) {
	var a shopuser.Address
	err := r.Scan(addressFields(&a)...)
	a.User.ID = a.UserID
	return a, err
}

// UserAddresses implements shopuser.Store.
func (db *DB) UserAddresses(ctx context.Context, f shopuser.RowFilter) ([]shopuser.Address, int64, error) {
	var w where
	if f.UserID != 0 {
		w.add("a.user_id = ?", f.UserID)
	}
	if f.Keyword != "" {
		w.add("((a.contact >= ? AND a.contact < ?) OR (a.mobile >= ? AND a.mobile < ?))",
			f.Keyword, prefixEnd(f.Keyword), f.Keyword, prefixEnd(f.Keyword))
	}
	q := "SELECT " + addressCols(briefCols) + ", count(*) OVER () FROM user_addresses a JOIN shop_users u ON u.id = a.user_id" + w.sql() +
		fmt.Sprintf(" ORDER BY a.user_id DESC, a.is_default DESC, a.id DESC LIMIT %d OFFSET %d", f.Size, f.Offset())
	var total int64
	rows, _ := db.pool.Query(ctx, q, w.args...)
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shopuser.Address, error) {
		var a shopuser.Address
		err := r.Scan(append(addressFields(&a), &total)...)
		a.User.ID = a.UserID
		return a, err
	})
	if err != nil {
		return nil, 0, fmt.Errorf("user addresses: %w", err)
	}
	if len(list) == 0 && f.Offset() > 0 {
		err = db.pool.QueryRow(ctx, "SELECT count(*) FROM user_addresses a"+w.sql(), w.args...).Scan(&total)
	}
	return list, total, err
}

// AddUserAddress implements shopuser.Store.
func (db *DB) AddUserAddress(ctx context.Context, a shopuser.Address) (shopuser.Address, error) {
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if a.IsDefault {
			if _, err := tx.Exec(ctx, "UPDATE user_addresses SET is_default = false WHERE user_id = $1 AND is_default", a.UserID); err != nil {
				return err
			}
		}
		return tx.QueryRow(ctx, `INSERT INTO user_addresses (user_id, contact, mobile, province_code, city_code, district_code, detail, is_default)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
			a.UserID, a.Contact, a.Mobile, a.ProvinceCode, a.CityCode, a.DistrictCode, a.Detail, a.IsDefault).Scan(&a.ID)
	})
	if code, _ := constraintOf(err); code == "23503" {
		return a, fmt.Errorf("shop user %d: %w", a.UserID, shopuser.ErrNotFound)
	}
	return a, err
}

// goodsRows lists favourites or browsing rows: the table differs, the joins are the same.
func (db *DB) goodsRows(ctx context.Context, table, timeCol, extra string, f shopuser.RowFilter,
	scan func(r pgx.CollectableRow, base *goodsRow) error) (int64, error) {
	var w where
	if f.UserID != 0 {
		w.add("x.user_id = ?", f.UserID)
	}
	if f.Keyword != "" {
		w.add(`g.name LIKE ?`, "%"+likeEscape(f.Keyword)+"%")
	}
	q := `SELECT x.id, x.user_id, u.nickname, u.mobile, u.avatar, g.id, g.name, g.image, g.price, x.` + timeCol + extra + `, count(*) OVER ()
		FROM ` + table + ` x JOIN shop_users u ON u.id = x.user_id JOIN goods g ON g.id = x.goods_id` + w.sql() +
		fmt.Sprintf(" ORDER BY x.%s DESC, x.id DESC LIMIT %d OFFSET %d", timeCol, f.Size, f.Offset())
	var total int64
	rows, _ := db.pool.Query(ctx, q, w.args...)
	_, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (struct{}, error) {
		var b goodsRow
		b.total = &total
		return struct{}{}, scan(r, &b)
	})
	if err != nil {
		return 0, fmt.Errorf("%s: %w", table, err)
	}
	if total == 0 && f.Offset() > 0 {
		err = db.pool.QueryRow(ctx, "SELECT count(*) FROM "+table+" x JOIN goods g ON g.id = x.goods_id"+w.sql(), w.args...).Scan(&total)
	}
	return total, err
}

type goodsRow struct {
	id, userID int64
	user       shopuser.Brief
	goods      shopuser.Goods
	at         time.Time
	total      *int64
}

func (b *goodsRow) dest(extra ...any) []any {
	return append([]any{&b.id, &b.userID, &b.user.Nickname, &b.user.Mobile, &b.user.Avatar,
		&b.goods.ID, &b.goods.Name, &b.goods.Image, &b.goods.Price, &b.at}, append(extra, b.total)...)
}

// Favourites implements shopuser.Store.
func (db *DB) Favourites(ctx context.Context, f shopuser.RowFilter) ([]shopuser.Favourite, int64, error) {
	var out []shopuser.Favourite
	total, err := db.goodsRows(ctx, "goods_collects", "created_at", "", f, func(r pgx.CollectableRow, b *goodsRow) error {
		if err := r.Scan(b.dest()...); err != nil {
			return err
		}
		b.user.ID = b.userID
		out = append(out, shopuser.Favourite{ID: b.id, UserID: b.userID, User: b.user, Goods: b.goods, CreatedAt: b.at})
		return nil
	})
	return out, total, err
}

// Browsing implements shopuser.Store.
func (db *DB) Browsing(ctx context.Context, f shopuser.RowFilter) ([]shopuser.Browse, int64, error) {
	var out []shopuser.Browse
	total, err := db.goodsRows(ctx, "goods_browses", "last_visited_at", ", x.visits", f, func(r pgx.CollectableRow, b *goodsRow) error {
		var visits int
		if err := r.Scan(b.dest(&visits)...); err != nil {
			return err
		}
		b.user.ID = b.userID
		out = append(out, shopuser.Browse{ID: b.id, UserID: b.userID, User: b.user, Goods: b.goods, Visits: visits, LastVisitedAt: b.at})
		return nil
	})
	return out, total, err
}

// CreateMinimalGoods implements shopuser.Store.
func (db *DB) CreateMinimalGoods(ctx context.Context, g shopuser.Goods) (shopuser.Goods, error) {
	err := db.pool.QueryRow(ctx, "INSERT INTO goods (name, image, price) VALUES ($1, $2, $3) RETURNING id",
		g.Name, g.Image, g.Price).Scan(&g.ID)
	return g, err
}

// AddFavourite implements shopuser.Store.
func (db *DB) AddFavourite(ctx context.Context, userID, goodsID int64, at time.Time) error {
	_, err := db.pool.Exec(ctx, `INSERT INTO goods_collects (user_id, goods_id, created_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, goods_id) DO NOTHING`, userID, goodsID, at)
	if code, _ := constraintOf(err); code == "23503" {
		return fmt.Errorf("favourite %d/%d: %w", userID, goodsID, shopuser.ErrNotFound)
	}
	return err
}

// RecordVisit implements shopuser.Store.
func (db *DB) RecordVisit(ctx context.Context, userID, goodsID int64, at time.Time) error {
	_, err := db.pool.Exec(ctx, `INSERT INTO goods_browses (user_id, goods_id, last_visited_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, goods_id) DO UPDATE SET visits = goods_browses.visits + 1,
		last_visited_at = greatest(goods_browses.last_visited_at, EXCLUDED.last_visited_at)`, userID, goodsID, at)
	if code, _ := constraintOf(err); code == "23503" {
		return fmt.Errorf("visit %d/%d: %w", userID, goodsID, shopuser.ErrNotFound)
	}
	return err
}
