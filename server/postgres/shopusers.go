package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/shopuser"
)

const shopUserCols = `u.id, u.sn, u.nickname, u.avatar, u.mobile, u.sex, coalesce(u.level_id, 0), coalesce(l.name, ''),
	u.group_id, u.balance, u.points, u.growth, u.earnings, u.total_order_amount, u.disabled, u.remark,
	u.registered_at, u.last_login_at`

const shopUserFrom = ` FROM shop_users u LEFT JOIN user_levels l ON l.id = u.level_id`

// scanShopUser reads shopUserCols, after the columns that come first into before.
func scanShopUser(r pgx.Row, before ...any) (shopuser.User, error) {
	var u shopuser.User
	err := r.Scan(append(before, &u.ID, &u.SN, &u.Nickname, &u.Avatar, &u.Mobile, &u.Sex, &u.LevelID, &u.LevelName, &u.GroupID,
		&u.Balance, &u.Points, &u.Growth, &u.Earnings, &u.TotalOrderAmount, &u.Disabled, &u.Remark,
		&u.RegisteredAt, &u.LastLoginAt)...)
	return u, err
}

func shopDate(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.In(shopuser.ShopZone).Format(time.DateOnly)
}

func shopUserByID(ctx context.Context, q querier, id int64) (shopuser.User, error) {
	u, err := scanShopUser(q.QueryRow(ctx, "SELECT "+shopUserCols+shopUserFrom+" WHERE u.id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return u, fmt.Errorf("shop user %d: %w", id, shopuser.ErrNotFound)
	}
	return u, err
}

// ShopUser implements shopuser.Store.
func (db *DB) ShopUser(ctx context.Context, id int64) (shopuser.User, error) {
	return shopUserByID(ctx, db.pool, id)
}

// CreateShopUser implements shopuser.Store.
func (db *DB) CreateShopUser(ctx context.Context, n shopuser.NewUser) (shopuser.User, error) {
	var u shopuser.User
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		var id int64
		if err := tx.QueryRow(ctx, "SELECT nextval(pg_get_serial_sequence('shop_users', 'id'))").Scan(&id); err != nil {
			return err
		}
		if n.SN == "" {
			n.SN = shopuser.UserSN(id)
		}
		_, err := tx.Exec(ctx, `INSERT INTO shop_users (id, sn, nickname, avatar, mobile, sex, remark, registered_at, level_id)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT id FROM user_levels WHERE growth_value = 0))`,
			id, n.SN, n.Nickname, n.Avatar, n.Mobile, n.Sex, n.Remark, n.RegisteredAt)
		if err != nil {
			return err
		}
		u, err = shopUserByID(ctx, tx, id)
		return err
	})
	if err != nil {
		return u, fmt.Errorf("create shop user %s: %w", n.Mobile, err)
	}
	return u, nil
}

var editableColumn = map[string]string{
	"nickname": "nickname", "levelId": "level_id", "disabled": "disabled", "remark": "remark", "sex": "sex",
}

// UpdateShopUser implements shopuser.Store.
func (db *DB) UpdateShopUser(ctx context.Context, id int64, f shopuser.Field) (shopuser.User, error) {
	col, ok := editableColumn[f.Name]
	if !ok {
		return shopuser.User{}, fmt.Errorf("field %s is not editable", f.Name)
	}
	tag, err := db.pool.Exec(ctx, "UPDATE shop_users SET "+col+" = $2 WHERE id = $1", id, f.Value)
	if code, _ := constraintOf(err); code == "23503" {
		return shopuser.User{}, shopuser.ErrUnknownLevel
	}
	if err != nil {
		return shopuser.User{}, fmt.Errorf("update shop user %d %s: %w", id, f.Name, err)
	}
	if tag.RowsAffected() == 0 {
		return shopuser.User{}, fmt.Errorf("shop user %d: %w", id, shopuser.ErrNotFound)
	}
	return db.ShopUser(ctx, id)
}

var accountColumn = map[shopuser.Account]string{
	shopuser.Money: "balance", shopuser.Points: "points", shopuser.Growth: "growth", shopuser.Earnings: "earnings",
}

const adjustScope = "user.adjust"

// Adjust implements shopuser.Store: the row lock of the user serialises changes to one
// user, so each ledger line follows the previous one; the key row makes retries safe.
func (db *DB) Adjust(ctx context.Context, a shopuser.Adjustment) (shopuser.AdjustResult, error) {
	col, ok := accountColumn[a.Type]
	if !ok {
		return shopuser.AdjustResult{}, fmt.Errorf("account %q", a.Type)
	}
	var res shopuser.AdjustResult
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		if a.IdempotencyKey != "" {
			stored, found, err := claimKey(ctx, tx, adjustScope, a.IdempotencyKey, a.Fingerprint, a.At)
			if err != nil || found {
				if err == nil {
					err = json.Unmarshal(stored, &res)
				}
				return err
			}
		}
		delta := a.Amount
		if !a.Increase {
			delta = -a.Amount
		}
		var left, growth int64
		err := tx.QueryRow(ctx, "UPDATE shop_users SET "+col+" = "+col+" + $2 WHERE id = $1 AND "+col+" + $2 >= 0 RETURNING "+col+", growth",
			a.UserID, delta).Scan(&left, &growth)
		if errors.Is(err, pgx.ErrNoRows) {
			if _, err := shopUserByID(ctx, tx, a.UserID); err != nil {
				return err
			}
			return shopuser.ErrInsufficient
		}
		if err != nil {
			return err
		}
		if a.Type == shopuser.Growth {
			_, err = tx.Exec(ctx, `UPDATE shop_users SET level_id = (SELECT id FROM user_levels WHERE growth_value <= $2
				ORDER BY growth_value DESC LIMIT 1) WHERE id = $1`, a.UserID, growth)
			if err != nil {
				return err
			}
		}
		ct := "decrease"
		if a.Increase {
			ct = "increase"
		}
		e := shopuser.LedgerEntry{UserID: a.UserID, Type: a.Type, Channel: a.Channel, Change: a.Amount, Increase: a.Increase,
			Left: left, SourceSN: a.SourceSN, Remark: a.Remark, CreatedAt: a.At}
		err = tx.QueryRow(ctx, `INSERT INTO user_account_logs (user_id, type, channel, change_amount, change_type, left_amount, source_sn, remark, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
			a.UserID, a.Type, a.Channel, a.Amount, ct, left, a.SourceSN, a.Remark, a.At).Scan(&e.ID)
		if err != nil {
			return err
		}
		e.LogSN = shopuser.LogSN(e.ID)
		if res.User, err = shopUserByID(ctx, tx, a.UserID); err != nil {
			return err
		}
		e.User = shopuser.Brief{ID: res.User.ID, Nickname: res.User.Nickname, Mobile: res.User.Mobile, Avatar: res.User.Avatar}
		res.Entry = e
		if a.IdempotencyKey != "" {
			return storeKeyResult(ctx, tx, adjustScope, a.IdempotencyKey, res)
		}
		return nil
	})
	if err != nil {
		return shopuser.AdjustResult{}, fmt.Errorf("adjust shop user %d: %w", a.UserID, err)
	}
	return res, nil
}

// PruneIdempotencyKeys implements shopuser.Store.
func (db *DB) PruneIdempotencyKeys(ctx context.Context, before time.Time) (int64, error) {
	tag, err := db.pool.Exec(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", before)
	if err != nil {
		return 0, fmt.Errorf("prune idempotency keys: %w", err)
	}
	return tag.RowsAffected(), nil
}

// claimKey reserves an idempotency key inside tx. A key already stored answers its result
// (found); one being used by a transaction still running waits for it on the unique index.
func claimKey(ctx context.Context, tx pgx.Tx, scope, key, fingerprint string, at time.Time) ([]byte, bool, error) {
	tag, err := tx.Exec(ctx, `INSERT INTO idempotency_keys (scope, key, fingerprint, result, created_at)
		VALUES ($1, $2, $3, 'null', $4) ON CONFLICT DO NOTHING`, scope, key, fingerprint, at)
	if err != nil || tag.RowsAffected() == 1 {
		return nil, false, err
	}
	var fp string
	var result []byte
	if err := tx.QueryRow(ctx, "SELECT fingerprint, result FROM idempotency_keys WHERE scope = $1 AND key = $2",
		scope, key).Scan(&fp, &result); err != nil {
		return nil, false, err
	}
	if fp != fingerprint {
		return nil, false, shopuser.ErrIdempotencyReused
	}
	return result, true, nil
}

func storeKeyResult(ctx context.Context, tx pgx.Tx, scope, key string, result any) error {
	b, err := json.Marshal(result)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, "UPDATE idempotency_keys SET result = $3 WHERE scope = $1 AND key = $2", scope, key, b)
	return err
}

// briefCols are the columns of the user a row belongs to; noBrief stands in for them where
// the caller has the user already.
const (
	briefCols = "u.nickname, u.mobile, u.avatar"
	noBrief   = "'', '', ''"
)

func ledgerCols(brief string) string {
	return "a.id, a.user_id, " + brief + `, a.type, a.channel, a.change_amount, a.change_type = 'increase',
	a.left_amount, a.source_sn, a.remark, a.created_at`
}

func scanLedger(r pgx.CollectableRow) (shopuser.LedgerEntry, error) {
	var e shopuser.LedgerEntry
	err := r.Scan(&e.ID, &e.UserID, &e.User.Nickname, &e.User.Mobile, &e.User.Avatar, &e.Type, &e.Channel, &e.Change,
		&e.Increase, &e.Left, &e.SourceSN, &e.Remark, &e.CreatedAt)
	e.User.ID, e.LogSN = e.UserID, shopuser.LogSN(e.ID)
	return e, err
}

// AccountLog implements shopuser.Store. Per user the total is counted on the user's
// index; otherwise it comes from the per-day counters.
func (db *DB) AccountLog(ctx context.Context, f shopuser.LedgerFilter) ([]shopuser.LedgerEntry, int64, error) {
	var w where
	if f.UserID != 0 {
		w.add("a.user_id = ?", f.UserID)
	}
	if f.Type != "" {
		w.add("a.type = ?", string(f.Type))
	}
	if f.Channel != "" {
		w.add("a.channel = ?", string(f.Channel))
	}
	if f.From != nil {
		w.add("a.created_at >= ?", *f.From)
	}
	if f.To != nil {
		w.add("a.created_at < ?", *f.To)
	}
	// The page first, then its users' briefs: joined before the limit, a generic plan
	// expects millions of lines and sizes a memo of users for them, which takes
	// milliseconds to set up and free on every call.
	const order = " ORDER BY a.created_at DESC, a.id DESC"
	q := "SELECT " + ledgerCols(briefCols) + " FROM (SELECT * FROM user_account_logs a" + w.sql() + order +
		fmt.Sprintf(" LIMIT %d OFFSET %d) a JOIN shop_users u ON u.id = a.user_id", f.Size, f.Offset()) + order
	b := &pgx.Batch{}
	b.Queue(q, w.args...)
	if f.UserID != 0 {
		b.Queue("SELECT count(*) FROM user_account_logs a"+w.sql(), w.args...)
	} else {
		var c where
		if f.Type != "" {
			c.add("type = ?", string(f.Type))
		}
		if f.Channel != "" {
			c.add("channel = ?", string(f.Channel))
		}
		table := "user_account_log_totals"
		if f.From != nil || f.To != nil {
			table = "user_account_log_counts"
			dayRange(&c, f.From, f.To)
		}
		b.Queue("SELECT coalesce(sum(n), 0)::bigint FROM "+table+c.sql(), c.args...)
	}
	br := db.pool.SendBatch(ctx, b)
	defer br.Close()
	rows, _ := br.Query()
	list, err := pgx.CollectRows(rows, scanLedger)
	if err != nil {
		return nil, 0, fmt.Errorf("account log: %w", err)
	}
	var total int64
	if err := br.QueryRow().Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count account log: %w", err)
	}
	return list, total, nil
}

var _ shopuser.Store = (*DB)(nil)
