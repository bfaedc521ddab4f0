package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/coupons"
)

const couponCols = `c.id, c.name, c.amount, c.threshold, c.min_spend, c.total_type, c.total, c.validity, c.use_start,
	c.use_end, c.valid_days, c.claim_start, c.claim_end, c.obtain, c.limit_type, c.limit_count, c.scope, c.goods_ids,
	c.remark, c.status, c.issued_count, c.claimed_count, c.used_count, c.created_at,
	ARRAY(SELECT m.key FROM mall_config m WHERE m.value->'couponIds' @> to_jsonb(c.id) ORDER BY m.key = 'consume')`

func scanCoupon(r pgx.Row) (coupons.Coupon, error) {
	var c coupons.Coupon
	err := r.Scan(&c.ID, &c.Name, &c.Amount, &c.Threshold, &c.MinSpend, &c.TotalType, &c.Total, &c.Validity, &c.UseStart,
		&c.UseEnd, &c.ValidDays, &c.ClaimStart, &c.ClaimEnd, &c.Obtain, &c.LimitType, &c.LimitCount, &c.Scope, &c.GoodsIDs,
		&c.Remark, &c.Status, &c.Issued, &c.Claimed, &c.Used, &c.CreatedAt, &c.GiftRefs)
	if len(c.GiftRefs) == 0 {
		c.GiftRefs = nil
	}
	return c, err
}

// ListCoupons implements coupons.Store.
func (db *DB) ListCoupons(ctx context.Context, f coupons.Filter) ([]coupons.Coupon, int64, error) {
	var w where
	if f.Keyword != "" {
		w.add("c.name LIKE ?", "%"+likeEscape(f.Keyword)+"%")
	}
	if f.Status != "" {
		w.add("c.status = ?", f.Status)
	}
	if f.Obtain != "" {
		w.add("c.obtain = ?", f.Obtain)
	}
	rows, _ := db.pool.Query(ctx, "SELECT "+couponCols+" FROM coupons c"+w.sql()+
		" ORDER BY c.id DESC"+pageSQL(f.Size, f.Offset()), w.args...)
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (coupons.Coupon, error) { return scanCoupon(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("list coupons: %w", err)
	}
	var total int64
	if err := db.pool.QueryRow(ctx, "SELECT count(*) FROM coupons c"+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count coupons: %w", err)
	}
	return list, total, nil
}

func couponByID(ctx context.Context, q querier, id int64, lock string) (coupons.Coupon, error) {
	c, err := scanCoupon(q.QueryRow(ctx, "SELECT "+couponCols+" FROM coupons c WHERE c.id = $1"+lock, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return c, fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound)
	}
	return c, err
}

// Coupon implements coupons.Store.
func (db *DB) Coupon(ctx context.Context, id int64) (coupons.Coupon, error) {
	return couponByID(ctx, db.pool, id, "")
}

func checkGoods(ctx context.Context, tx pgx.Tx, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	rows, _ := tx.Query(ctx, "SELECT id FROM goods WHERE id = ANY($1)", ids)
	found, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return err
	}
	for _, id := range ids {
		if !slices.Contains(found, id) {
			return &coupons.GoodsUnknownError{ID: id}
		}
	}
	return nil
}

func couponArgs(c coupons.Coupon) []any {
	return []any{c.Name, c.Amount, c.Threshold, c.MinSpend, c.TotalType, c.Total, c.Validity, c.UseStart, c.UseEnd,
		c.ValidDays, c.ClaimStart, c.ClaimEnd, c.Obtain, c.LimitType, c.LimitCount, c.Scope, c.GoodsIDs, c.Remark,
		c.Status, c.Issued, c.Claimed, c.Used, c.CreatedAt}
}

const couponSet = `name, amount, threshold, min_spend, total_type, total, validity, use_start, use_end, valid_days,
	claim_start, claim_end, obtain, limit_type, limit_count, scope, goods_ids, remark, status, issued_count,
	claimed_count, used_count, created_at`

// AddCoupon implements coupons.Store.
func (db *DB) AddCoupon(ctx context.Context, c coupons.Coupon) (coupons.Coupon, error) {
	var out coupons.Coupon
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		if err := checkGoods(ctx, tx, c.GoodsIDs); err != nil {
			return err
		}
		var id int64
		err := tx.QueryRow(ctx, "INSERT INTO coupons ("+couponSet+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
			$11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23) RETURNING id`, couponArgs(c)...).Scan(&id)
		if err != nil {
			return err
		}
		out, err = couponByID(ctx, tx, id, "")
		return err
	})
	return out, err
}

// UpdateCoupon implements coupons.Store.
func (db *DB) UpdateCoupon(ctx context.Context, id int64, change func(c *coupons.Coupon) error) (coupons.Coupon, error) {
	var out coupons.Coupon
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		c, err := couponByID(ctx, tx, id, " FOR UPDATE OF c")
		if err != nil {
			return err
		}
		if err := change(&c); err != nil {
			return err
		}
		if err := checkGoods(ctx, tx, c.GoodsIDs); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE coupons SET (`+couponSet+`) = ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
			$11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23) WHERE id = $24`, append(couponArgs(c), id)...)
		if err != nil {
			return err
		}
		out, err = couponByID(ctx, tx, id, "")
		return err
	})
	return out, err
}

// DestroyCoupon implements coupons.Store.
func (db *DB) DestroyCoupon(ctx context.Context, id int64, check func(c coupons.Coupon) error) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		c, err := couponByID(ctx, tx, id, " FOR UPDATE OF c")
		if err != nil {
			return err
		}
		if err := check(c); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "DELETE FROM coupons WHERE id = $1", id)
		return err
	})
}

// Issue implements coupons.Store: the coupon row lock serialises hand-outs, so totals and
// per-user limits are checked against settled counts.
func (db *DB) Issue(ctx context.Context, couponID int64, userIDs []int64, dayStart time.Time,
	plan func(c coupons.Coupon, held []coupons.Held) ([]coupons.UserCoupon, error)) (coupons.Coupon, error) {
	var out coupons.Coupon
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		c, err := couponByID(ctx, tx, couponID, " FOR UPDATE OF c")
		if err != nil {
			return err
		}
		rows, _ := tx.Query(ctx, "SELECT id FROM shop_users WHERE id = ANY($1)", userIDs)
		found, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			return err
		}
		held := make([]coupons.Held, len(userIDs))
		for i, uid := range userIDs {
			if !slices.Contains(found, uid) {
				return &coupons.UserUnknownError{ID: uid}
			}
			held[i].UserID = uid
		}
		rows, _ = tx.Query(ctx, `SELECT user_id, count(*), count(*) FILTER (WHERE obtained_at >= $3) FROM user_coupons
			WHERE coupon_id = $1 AND user_id = ANY($2) GROUP BY user_id`, couponID, userIDs, dayStart)
		counts, err := pgx.CollectRows(rows, pgx.RowToStructByPos[coupons.Held])
		if err != nil {
			return err
		}
		for _, h := range counts {
			held[slices.IndexFunc(held, func(x coupons.Held) bool { return x.UserID == h.UserID })] = h
		}
		give, err := plan(c, held)
		if err != nil {
			return err
		}
		_, err = tx.CopyFrom(ctx, pgx.Identifier{"user_coupons"},
			[]string{"coupon_id", "user_id", "amount", "min_spend", "status", "valid_from", "valid_to", "obtained_at", "obtain"},
			pgx.CopyFromSlice(len(give), func(i int) ([]any, error) {
				g := give[i]
				return []any{g.CouponID, g.UserID, g.Amount, g.MinSpend, g.Status, g.ValidFrom, g.ValidTo, g.ObtainedAt, g.Obtain}, nil
			}))
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE coupons SET issued_count = issued_count + $2 WHERE id = $1", couponID, len(give)); err != nil {
			return err
		}
		out, err = couponByID(ctx, tx, couponID, "")
		return err
	})
	return out, err
}

func heldCols(brief string) string {
	return "h.id, h.coupon_id, c.name, h.user_id, " + brief + `, h.amount, h.min_spend, h.status, h.valid_from,
	h.valid_to, h.obtained_at, h.obtain, h.used_at, h.order_id`
}

func scanHeld(r pgx.CollectableRow) (coupons.UserCoupon, error) {
	var h coupons.UserCoupon
	err := r.Scan(&h.ID, &h.CouponID, &h.CouponName, &h.UserID, &h.User.Nickname, &h.User.Mobile, &h.User.Avatar,
		&h.Amount, &h.MinSpend, &h.Status, &h.ValidFrom, &h.ValidTo, &h.ObtainedAt, &h.Obtain, &h.UsedAt, &h.OrderID)
	h.User.ID = h.UserID
	return h, err
}

// UserCoupons implements coupons.Store.
func (db *DB) UserCoupons(ctx context.Context, f coupons.HeldFilter) ([]coupons.UserCoupon, int64, error) {
	var w where
	if f.CouponID != 0 {
		w.add("h.coupon_id = ?", f.CouponID)
	}
	if f.UserID != 0 {
		w.add("h.user_id = ?", f.UserID)
	}
	switch f.Status {
	case "":
	case coupons.HeldUnused:
		w.add("h.status = 'unused' AND h.valid_to > ?", f.Now)
	case coupons.HeldExpired:
		w.add("(h.status = 'expired' OR (h.status = 'unused' AND h.valid_to <= ?))", f.Now)
	default:
		w.add("h.status = ?", f.Status)
	}
	q := "SELECT " + heldCols(briefCols) +
		" FROM user_coupons h JOIN coupons c ON c.id = h.coupon_id JOIN shop_users u ON u.id = h.user_id" + w.sql() +
		" ORDER BY h.id DESC" + pageSQL(f.Size, f.Offset())
	// The page and its total in one round trip.
	b := &pgx.Batch{}
	b.Queue(q, w.args...)
	b.Queue("SELECT count(*) FROM user_coupons h"+w.sql(), w.args...)
	br := db.pool.SendBatch(ctx, b)
	defer br.Close()
	rows, _ := br.Query()
	list, err := pgx.CollectRows(rows, scanHeld)
	if err != nil {
		return nil, 0, fmt.Errorf("user coupons: %w", err)
	}
	var total int64
	if err := br.QueryRow().Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count user coupons: %w", err)
	}
	return list, total, nil
}

func (db *DB) gift(ctx context.Context, key string, into any) error {
	var raw []byte
	if err := db.pool.QueryRow(ctx, "SELECT value FROM mall_config WHERE key = $1", key).Scan(&raw); err != nil {
		return fmt.Errorf("mall config %s: %w", key, err)
	}
	return json.Unmarshal(raw, into)
}

// RegisterGift implements coupons.Store.
func (db *DB) RegisterGift(ctx context.Context) (coupons.RegisterGift, error) {
	var g coupons.RegisterGift
	return g, db.gift(ctx, coupons.GiftRegister, &g)
}

// ConsumeGift implements coupons.Store.
func (db *DB) ConsumeGift(ctx context.Context) (coupons.ConsumeGift, error) {
	var g coupons.ConsumeGift
	return g, db.gift(ctx, coupons.GiftConsume, &g)
}

// SaveGift implements coupons.Store: the named coupons stay locked (FOR SHARE) until the
// gift is stored, so none is disabled or deleted in between.
func (db *DB) SaveGift(ctx context.Context, name string, gift any, ids []int64, check func([]coupons.Coupon) error) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		cs := make([]coupons.Coupon, 0, len(ids))
		for _, id := range ids {
			c, err := couponByID(ctx, tx, id, " FOR SHARE OF c")
			if errors.Is(err, coupons.ErrNotFound) {
				return coupons.MissingCoupon(id)
			}
			if err != nil {
				return err
			}
			cs = append(cs, c)
		}
		if err := check(cs); err != nil {
			return err
		}
		b, err := json.Marshal(gift)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO mall_config (key, value) VALUES ($1, $2)
			ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, name, b)
		return err
	})
}

var _ coupons.Store = (*DB)(nil)
