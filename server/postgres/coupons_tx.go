package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/coupons"
)

// Tx implements coupons.Store.
func (cdb couponsDB) Tx(ctx context.Context, fn func(coupons.Tx) error) error {
	return cdb.db.inTx(ctx, func(tx pgx.Tx) error { return fn(couponTx{ctx, tx}) })
}

// couponTx is the database's coupons.Tx.
type couponTx struct {
	ctx context.Context
	tx  pgx.Tx
}

func (t couponTx) Coupon(id int64, forUpdate bool) (coupons.Coupon, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE OF c"
	}
	return couponByID(t.ctx, t.tx, id, lock)
}

func couponArgs(c coupons.Coupon) []any {
	return []any{c.Name, c.Amount, c.Threshold, c.MinSpend, c.TotalType, c.Total, c.Validity, c.UseStart, c.UseEnd,
		c.ValidDays, c.ClaimStart, c.ClaimEnd, c.Obtain, c.LimitType, c.LimitCount, c.Scope, c.GoodsIDs, c.Remark,
		c.Status, c.Issued, c.Claimed, c.Used, c.CreatedAt}
}

const couponSet = `name, amount, threshold, min_spend, total_type, total, validity, use_start, use_end, valid_days,
	claim_start, claim_end, obtain, limit_type, limit_count, scope, goods_ids, remark, status, issued_count,
	claimed_count, used_count, created_at`

const couponVals = `$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
	$22, $23`

func (t couponTx) InsertCoupon(c coupons.Coupon) (int64, error) {
	var id int64
	err := t.tx.QueryRow(t.ctx, "INSERT INTO coupons ("+couponSet+") VALUES ("+couponVals+") RETURNING id",
		couponArgs(c)...).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("add coupon: %w", err)
	}
	return id, nil
}

func (t couponTx) SaveCoupon(c coupons.Coupon) error {
	tag, err := t.tx.Exec(t.ctx, "UPDATE coupons SET ("+couponSet+") = ("+couponVals+") WHERE id = $24",
		append(couponArgs(c), c.ID)...)
	if err != nil {
		return fmt.Errorf("save coupon %d: %w", c.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("coupon %d: %w", c.ID, coupons.ErrNotFound)
	}
	return nil
}

func (t couponTx) DeleteCoupon(id int64) error {
	tag, err := t.tx.Exec(t.ctx, "DELETE FROM coupons WHERE id = $1", id)
	if err != nil {
		return fmt.Errorf("delete coupon %d: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("coupon %d: %w", id, coupons.ErrNotFound)
	}
	return nil
}

// missing answers the ids, in the order given, that the table has no row of.
func (t couponTx) missing(table string, ids []int64) ([]int64, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	rows, _ := t.tx.Query(t.ctx, "SELECT id FROM "+table+" WHERE id = ANY($1)", ids)
	found, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("look up %s: %w", table, err)
	}
	var out []int64
	for _, id := range ids {
		if !slices.Contains(found, id) {
			out = append(out, id)
		}
	}
	return out, nil
}

func (t couponTx) MissingGoods(ids []int64) ([]int64, error) { return t.missing("goods", ids) }

func (t couponTx) MissingUsers(ids []int64) ([]int64, error) { return t.missing("shop_users", ids) }

func (t couponTx) Held(couponID int64, userIDs []int64, since time.Time) ([]coupons.Held, error) {
	rows, _ := t.tx.Query(t.ctx, `SELECT user_id, count(*), count(*) FILTER (WHERE obtained_at >= $3) FROM user_coupons
		WHERE coupon_id = $1 AND user_id = ANY($2) GROUP BY user_id`, couponID, userIDs, since)
	counts, err := pgx.CollectRows(rows, pgx.RowToStructByPos[coupons.Held])
	if err != nil {
		return nil, fmt.Errorf("coupon %d held: %w", couponID, err)
	}
	held := make([]coupons.Held, len(userIDs))
	for i, uid := range userIDs {
		held[i].UserID = uid
		if j := slices.IndexFunc(counts, func(h coupons.Held) bool { return h.UserID == uid }); j >= 0 {
			held[i] = counts[j]
		}
	}
	return held, nil
}

func (t couponTx) AddUserCoupons(give []coupons.UserCoupon) error {
	_, err := t.tx.CopyFrom(t.ctx, pgx.Identifier{"user_coupons"},
		[]string{"coupon_id", "user_id", "amount", "min_spend", "status", "valid_from", "valid_to", "obtained_at", "obtain"},
		pgx.CopyFromSlice(len(give), func(i int) ([]any, error) {
			g := give[i]
			return []any{g.CouponID, g.UserID, g.Amount, g.MinSpend, g.Status, g.ValidFrom, g.ValidTo, g.ObtainedAt, g.Obtain}, nil
		}))
	if err != nil {
		return fmt.Errorf("hand out coupons: %w", refused(err, foreignKey("", coupons.ErrNotFound)))
	}
	return nil
}

func (t couponTx) saveGift(key string, gift any) error {
	b, err := json.Marshal(gift)
	if err != nil {
		return err
	}
	_, err = t.tx.Exec(t.ctx, `INSERT INTO mall_config (key, value) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, key, b)
	if err != nil {
		return fmt.Errorf("save gift %s: %w", key, err)
	}
	return nil
}

func (t couponTx) SaveRegisterGift(g coupons.RegisterGift) error {
	return t.saveGift(coupons.GiftRegister, g)
}

func (t couponTx) SaveConsumeGift(g coupons.ConsumeGift) error {
	return t.saveGift(coupons.GiftConsume, g)
}
