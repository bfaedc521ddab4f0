package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// shopUsers is the shop-user area's store: the lists and details read the pool, every
// write runs in Tx.
type shopUsers struct{ db *DB }

// ShopUsers answers the shop-user area's store.
func (db *DB) ShopUsers() shopusers.Store { return shopUsers{db} }

// Tx implements shopusers.Store.
func (s shopUsers) Tx(ctx context.Context, fn func(shopusers.Tx) error) error {
	return s.db.inTx(ctx, func(tx pgx.Tx) error { return fn(shopTx{ctx, tx}) })
}

// shopTx is the Postgres shopusers.Tx.
type shopTx struct {
	ctx context.Context
	q   querier
}

const shopUserCols = `u.id, u.sn, u.nickname, u.avatar, u.mobile, u.sex, coalesce(u.level_id, 0), coalesce(l.name, ''),
	u.group_id, u.balance, u.points, u.growth, u.earnings, u.total_order_amount, u.disabled, u.remark,
	u.registered_at, u.last_login_at`

const shopUserFrom = ` FROM shop_users u LEFT JOIN user_levels l ON l.id = u.level_id`

// scanShopUser reads shopUserCols, after the columns that come first into before.
func scanShopUser(r pgx.Row, before ...any) (shopusers.User, error) {
	var u shopusers.User
	err := r.Scan(append(before, userFields(&u)...)...)
	return u, err
}

func userFields(u *shopusers.User) []any {
	return []any{&u.ID, &u.SN, &u.Nickname, &u.Avatar, &u.Mobile, &u.Sex, &u.LevelID, &u.LevelName, &u.GroupID,
		&u.Balance, &u.Points, &u.Growth, &u.Earnings, &u.TotalOrderAmount, &u.Disabled, &u.Remark,
		&u.RegisteredAt, &u.LastLoginAt}
}

func shopDate(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.In(kernel.ShopZone).Format(time.DateOnly)
}

func shopUserByID(ctx context.Context, q querier, id int64) (shopusers.User, error) {
	u, err := scanShopUser(q.QueryRow(ctx, "SELECT "+shopUserCols+shopUserFrom+" WHERE u.id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return u, fmt.Errorf("shop user %d: %w", id, shopusers.ErrNotFound)
	}
	return u, err
}

// User implements shopusers.Store.
func (s shopUsers) User(ctx context.Context, id int64) (shopusers.User, error) {
	return shopUserByID(ctx, s.db.pool, id)
}

// NextUserID implements shopusers.Tx.
func (t shopTx) NextUserID() (int64, error) {
	var id int64
	err := t.q.QueryRow(t.ctx, "SELECT nextval(pg_get_serial_sequence('shop_users', 'id'))").Scan(&id)
	return id, err
}

// userArgs are the values of a user's stored columns but its id, member number, mobile and
// registration time, in the order of userSet.
func userArgs(u shopusers.User) []any {
	return []any{u.Nickname, u.Avatar, u.Sex, u.LevelID, u.LevelManual, u.GroupID, u.Balance, u.Points, u.Growth,
		u.Earnings, u.TotalOrderAmount, u.Disabled, u.Remark, u.LastLoginAt}
}

const userSet = `nickname, avatar, sex, level_id, level_manual, group_id, balance, points, growth, earnings,
	total_order_amount, disabled, remark, last_login_at`

// InsertUser implements shopusers.Tx.
func (t shopTx) InsertUser(u shopusers.User) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO shop_users (id, sn, mobile, registered_at, `+userSet+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, NULLIF($8, 0::bigint), $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
		append([]any{u.ID, u.SN, u.Mobile, u.RegisteredAt}, userArgs(u)...)...)
	if err != nil {
		return fmt.Errorf("insert shop user %s/%s: %w", u.SN, u.Mobile, refused(err, unique("shop_users_mobile_key", shopusers.ErrMobileTaken)))
	}
	return nil
}

// User implements shopusers.Tx.
func (t shopTx) User(id int64, forUpdate bool) (shopusers.User, error) {
	q := "SELECT " + shopUserCols + ", u.level_manual" + shopUserFrom + " WHERE u.id = $1"
	if forUpdate {
		q += " FOR UPDATE OF u"
	}
	var u shopusers.User
	err := t.q.QueryRow(t.ctx, q, id).Scan(append(userFields(&u), &u.LevelManual)...)
	if errors.Is(err, pgx.ErrNoRows) {
		return u, fmt.Errorf("shop user %d: %w", id, shopusers.ErrNotFound)
	}
	return u, err
}

// UserByMobile implements shopusers.Tx.
func (t shopTx) UserByMobile(mobile string) (shopusers.User, error) {
	var u shopusers.User
	err := t.q.QueryRow(t.ctx, "SELECT "+shopUserCols+", u.level_manual"+shopUserFrom+" WHERE u.mobile = $1", mobile).
		Scan(append(userFields(&u), &u.LevelManual)...)
	if errors.Is(err, pgx.ErrNoRows) {
		return u, fmt.Errorf("shop user with mobile %s: %w", mobile, shopusers.ErrNotFound)
	}
	return u, err
}

// SaveUser implements shopusers.Tx.
func (t shopTx) SaveUser(u shopusers.User) error {
	tag, err := t.q.Exec(t.ctx, `UPDATE shop_users SET (`+userSet+`) =
		($2, $3, $4, NULLIF($5, 0::bigint), $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) WHERE id = $1`,
		append([]any{u.ID}, userArgs(u)...)...)
	if err != nil {
		return fmt.Errorf("save shop user %d: %w", u.ID, refused(err, foreignKey("", shopusers.ErrUnknownLevel)))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("shop user %d: %w", u.ID, shopusers.ErrNotFound)
	}
	return nil
}

// SetAutoLevel implements shopusers.Tx: one statement over the growth band (read from the
// table: no index on growth, which every growth change would have to write), so a level
// change writes only the users that move.
func (t shopTx) SetAutoLevel(level, from, to int64) error {
	var w where
	w.add("growth >= ?", from)
	if to != 0 {
		w.add("growth < ?", to)
	}
	w.add("NOT level_manual")
	w.add("level_id IS DISTINCT FROM NULLIF(?, 0::bigint)", level)
	_, err := t.q.Exec(t.ctx, "UPDATE shop_users SET level_id = NULLIF("+w.arg(level)+", 0::bigint)"+w.sql(), w.args...)
	if err != nil {
		return fmt.Errorf("set level %d for growth [%d, %d): %w", level, from, to, err)
	}
	return nil
}

// AppendLedger implements shopusers.Tx.
func (t shopTx) AppendLedger(e shopusers.LedgerEntry) (shopusers.LedgerEntry, error) {
	ct := "decrease"
	if e.Increase {
		ct = "increase"
	}
	err := t.q.QueryRow(t.ctx, `INSERT INTO user_account_logs (user_id, type, channel, change_amount, change_type, left_amount, source_sn, remark, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
		e.UserID, e.Type, e.Channel, e.Change, ct, e.Left, e.SourceSN, e.Remark, e.CreatedAt).Scan(&e.ID)
	if err != nil {
		return e, fmt.Errorf("ledger line of user %d: %w", e.UserID, refused(err, foreignKey("", shopusers.ErrNotFound)))
	}
	e.LogSN = shopusers.LogSN(e.ID)
	return e, nil
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

func scanLedger(r pgx.CollectableRow) (shopusers.LedgerEntry, error) {
	var e shopusers.LedgerEntry
	err := r.Scan(&e.ID, &e.UserID, &e.User.Nickname, &e.User.Mobile, &e.User.Avatar, &e.Type, &e.Channel, &e.Change,
		&e.Increase, &e.Left, &e.SourceSN, &e.Remark, &e.CreatedAt)
	e.User.ID, e.LogSN = e.UserID, shopusers.LogSN(e.ID)
	return e, err
}

// Ledger implements shopusers.Store. Per user the total is counted on the user's index;
// otherwise it comes from the per-day counters.
func (s shopUsers) Ledger(ctx context.Context, f shopusers.LedgerFilter) ([]shopusers.LedgerEntry, int64, error) {
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
		pageSQL(f.Size, f.Offset()) + ") a JOIN shop_users u ON u.id = a.user_id" + order
	b := &pgx.Batch{}
	b.Queue(q, w.args...)
	if f.UserID != 0 {
		b.Queue(countSQL("user_account_logs a", &w, f.Cap), w.args...)
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
	br := s.db.pool.SendBatch(ctx, b)
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

var _ shopusers.Store = shopUsers{}
var _ shopusers.Tx = shopTx{}
