package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

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

// couponsDB is the database's coupons.Store.
type couponsDB struct{ db *DB }

// Coupons answers the coupon area's store.
func (db *DB) Coupons() coupons.Store { return couponsDB{db} }

// ListCoupons implements coupons.Store.
func (cdb couponsDB) ListCoupons(ctx context.Context, f coupons.Filter) ([]coupons.Coupon, int64, error) {
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
	rows, _ := cdb.db.pool.Query(ctx, "SELECT "+couponCols+" FROM coupons c"+w.sql()+
		" ORDER BY c.id DESC"+pageSQL(f.Size, f.Offset()), w.args...)
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (coupons.Coupon, error) { return scanCoupon(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("list coupons: %w", err)
	}
	var total int64
	if err := cdb.db.pool.QueryRow(ctx, countSQL("coupons c", &w, f.Cap), w.args...).Scan(&total); err != nil {
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
func (cdb couponsDB) Coupon(ctx context.Context, id int64) (coupons.Coupon, error) {
	return couponByID(ctx, cdb.db.pool, id, "")
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
func (cdb couponsDB) UserCoupons(ctx context.Context, f coupons.HeldFilter) ([]coupons.UserCoupon, int64, error) {
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
	b.Queue(countSQL("user_coupons h", &w, f.Cap), w.args...)
	br := cdb.db.pool.SendBatch(ctx, b)
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

func (cdb couponsDB) gift(ctx context.Context, key string, into any) error {
	var raw []byte
	if err := cdb.db.pool.QueryRow(ctx, "SELECT value FROM mall_config WHERE key = $1", key).Scan(&raw); err != nil {
		return fmt.Errorf("mall config %s: %w", key, err)
	}
	return json.Unmarshal(raw, into)
}

// RegisterGift implements coupons.Store.
func (cdb couponsDB) RegisterGift(ctx context.Context) (coupons.RegisterGift, error) {
	var g coupons.RegisterGift
	return g, cdb.gift(ctx, coupons.GiftRegister, &g)
}

// ConsumeGift implements coupons.Store.
func (cdb couponsDB) ConsumeGift(ctx context.Context) (coupons.ConsumeGift, error) {
	var g coupons.ConsumeGift
	return g, cdb.gift(ctx, coupons.GiftConsume, &g)
}

var _ coupons.Store = couponsDB{}
