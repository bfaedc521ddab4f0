package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/shopusers"
)

func addressCols(brief string) string {
	return "a.id, a.user_id, " + brief + `, a.contact, a.mobile, a.province_code, a.city_code, a.district_code,
	a.detail, a.is_default`
}

func addressFields(a *shopusers.Address) []any {
	return []any{&a.ID, &a.UserID, &a.User.Nickname, &a.User.Mobile, &a.User.Avatar, &a.Contact, &a.Mobile,
		&a.ProvinceCode, &a.CityCode, &a.DistrictCode, &a.Detail, &a.IsDefault}
}

func scanAddress(r pgx.CollectableRow) (shopusers.Address, error) {
	var a shopusers.Address
	err := r.Scan(addressFields(&a)...)
	a.User.ID = a.UserID
	return a, err
}

// Addresses implements shopusers.Store.
func (s shopUsers) Addresses(ctx context.Context, f shopusers.RowFilter) ([]shopusers.Address, int64, error) {
	db := s.db
	var w where
	if f.UserID != 0 {
		w.add("a.user_id = ?", f.UserID)
	}
	if f.Keyword != "" {
		w.add("((a.contact >= ? AND a.contact < ?) OR (a.mobile >= ? AND a.mobile < ?))",
			f.Keyword, prefixEnd(f.Keyword), f.Keyword, prefixEnd(f.Keyword))
	}
	q := "SELECT " + addressCols(briefCols) + ", count(*) OVER () FROM user_addresses a JOIN shop_users u ON u.id = a.user_id" + w.sql() +
		" ORDER BY a.user_id DESC, a.is_default DESC, a.id DESC" + pageSQL(f.Size, f.Offset())
	var total int64
	rows, _ := db.pool.Query(ctx, q, w.args...)
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (shopusers.Address, error) {
		var a shopusers.Address
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

// UserAddresses implements shopusers.Tx.
func (t shopTx) UserAddresses(userID int64) ([]shopusers.Address, error) {
	rows, _ := t.q.Query(t.ctx, "SELECT "+addressCols(noBrief)+" FROM user_addresses a WHERE a.user_id = $1 ORDER BY a.id FOR UPDATE", userID)
	out, err := pgx.CollectRows(rows, scanAddress)
	if err != nil {
		return nil, fmt.Errorf("addresses of user %d: %w", userID, err)
	}
	return out, nil
}

// AddAddress implements shopusers.Tx.
func (t shopTx) AddAddress(a shopusers.Address) (shopusers.Address, error) {
	err := t.q.QueryRow(t.ctx, `INSERT INTO user_addresses (user_id, contact, mobile, province_code, city_code, district_code, detail, is_default)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
		a.UserID, a.Contact, a.Mobile, a.ProvinceCode, a.CityCode, a.DistrictCode, a.Detail, a.IsDefault).Scan(&a.ID)
	if err != nil {
		return a, fmt.Errorf("address of user %d: %w", a.UserID, refused(err, foreignKey("", shopusers.ErrNotFound)))
	}
	return a, nil
}

// SaveAddress implements shopusers.Tx.
func (t shopTx) SaveAddress(a shopusers.Address) error {
	_, err := t.q.Exec(t.ctx, `UPDATE user_addresses SET (contact, mobile, province_code, city_code, district_code, detail, is_default)
		= ($2, $3, $4, $5, $6, $7, $8) WHERE id = $1`,
		a.ID, a.Contact, a.Mobile, a.ProvinceCode, a.CityCode, a.DistrictCode, a.Detail, a.IsDefault)
	if err != nil {
		return fmt.Errorf("save address %d: %w", a.ID, err)
	}
	return nil
}

// goodsRows lists favourites or browsing rows: the table differs, the joins are the same.
func (db *DB) goodsRows(ctx context.Context, table, timeCol, extra string, f shopusers.RowFilter,
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
		" ORDER BY x." + timeCol + " DESC, x.id DESC" + pageSQL(f.Size, f.Offset())
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
	user       shopusers.Brief
	goods      shopusers.Goods
	at         time.Time
	total      *int64
}

func (b *goodsRow) dest(extra ...any) []any {
	return append([]any{&b.id, &b.userID, &b.user.Nickname, &b.user.Mobile, &b.user.Avatar,
		&b.goods.ID, &b.goods.Name, &b.goods.Image, &b.goods.Price, &b.at}, append(extra, b.total)...)
}

// Favourites implements shopusers.Store.
func (s shopUsers) Favourites(ctx context.Context, f shopusers.RowFilter) ([]shopusers.Favourite, int64, error) {
	var out []shopusers.Favourite
	total, err := s.db.goodsRows(ctx, "goods_collects", "created_at", "", f, func(r pgx.CollectableRow, b *goodsRow) error {
		if err := r.Scan(b.dest()...); err != nil {
			return err
		}
		b.user.ID = b.userID
		out = append(out, shopusers.Favourite{ID: b.id, UserID: b.userID, User: b.user, Goods: b.goods, CreatedAt: b.at})
		return nil
	})
	return out, total, err
}

// Browsing implements shopusers.Store.
func (s shopUsers) Browsing(ctx context.Context, f shopusers.RowFilter) ([]shopusers.Browse, int64, error) {
	var out []shopusers.Browse
	total, err := s.db.goodsRows(ctx, "goods_browses", "last_visited_at", ", x.visits", f, func(r pgx.CollectableRow, b *goodsRow) error {
		var visits int
		if err := r.Scan(b.dest(&visits)...); err != nil {
			return err
		}
		b.user.ID = b.userID
		out = append(out, shopusers.Browse{ID: b.id, UserID: b.userID, User: b.user, Goods: b.goods, Visits: visits, LastVisitedAt: b.at})
		return nil
	})
	return out, total, err
}

// AddGoods implements shopusers.Tx.
func (t shopTx) AddGoods(g shopusers.Goods) (shopusers.Goods, error) {
	err := t.q.QueryRow(t.ctx, "INSERT INTO goods (name, image, price) VALUES ($1, $2, $3) RETURNING id",
		g.Name, g.Image, g.Price).Scan(&g.ID)
	return g, err
}

// AddFavourite implements shopusers.Tx.
func (t shopTx) AddFavourite(f shopusers.Favourite) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO goods_collects (user_id, goods_id, created_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, goods_id) DO NOTHING`, f.UserID, f.Goods.ID, f.CreatedAt)
	if err != nil {
		return fmt.Errorf("favourite %d/%d: %w", f.UserID, f.Goods.ID, refused(err, foreignKey("", shopusers.ErrNotFound)))
	}
	return nil
}

// RecordVisit implements shopusers.Tx.
func (t shopTx) RecordVisit(userID, goodsID int64, at time.Time) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO goods_browses (user_id, goods_id, last_visited_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, goods_id) DO UPDATE SET visits = goods_browses.visits + 1,
		last_visited_at = greatest(goods_browses.last_visited_at, EXCLUDED.last_visited_at)`, userID, goodsID, at)
	if err != nil {
		return fmt.Errorf("visit %d/%d: %w", userID, goodsID, refused(err, foreignKey("", shopusers.ErrNotFound)))
	}
	return nil
}
