package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
	"shopconsole/server/stats"
)

// The statistics read the daily rollups of migration 090, kept by the events' own
// transactions: a range of days sums at most one row per day and shard (one after the
// upkeep job folded them) per series.

// statsStore is the Postgres stats.Store.
type statsStore struct{ db *DB }

// Stats answers the statistics' store.
func (db *DB) Stats() stats.Store { return statsStore{db} }

// Tx implements stats.Store.
func (s statsStore) Tx(ctx context.Context, fn func(stats.Tx) error) error {
	return s.db.inTx(ctx, func(tx pgx.Tx) error { return fn(statsTx{ctx, tx}) })
}

func dayArg(t time.Time) string { return t.In(kernel.ShopZone).Format(time.DateOnly) }

const shopDaySums = `sum(orders)::bigint, sum(order_amount)::bigint, sum(ordering_buyers)::bigint, sum(pay_orders)::bigint,
	sum(pay_amount)::bigint, sum(paying_buyers)::bigint, sum(sales_count)::bigint, sum(sales_amount)::bigint, sum(refunds)::bigint,
	sum(refund_amount)::bigint, sum(views)::bigint, sum(visitors)::bigint, sum(favorites)::bigint`

// ShopDays implements stats.Store.
func (s statsStore) ShopDays(ctx context.Context, from, to time.Time) ([]stats.Day, error) {
	rows, _ := s.db.poolFor(ctx).Query(ctx, "SELECT day, "+shopDaySums+` FROM stats_shop_days
		WHERE day BETWEEN $1::date AND $2::date GROUP BY day ORDER BY day`, dayArg(from), dayArg(to))
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (stats.Day, error) {
		var d stats.Day
		var day time.Time
		err := r.Scan(&day, &d.Orders, &d.OrderAmount, &d.OrderingBuyers, &d.PayOrders, &d.PayAmount, &d.PayingBuyers,
			&d.SalesCount, &d.SalesAmount, &d.Refunds, &d.RefundAmount, &d.Views, &d.Visitors, &d.Favorites)
		d.Day = time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, kernel.ShopZone)
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("stats days: %w", err)
	}
	return out, nil
}

// rankingOrder is the ORDER BY of each ranking sort over the sums of the goods (rates
// without a base last either way); ties by goods id in the same direction.
var rankingOrder = map[string]string{
	"salesCount": "sales_count", "salesAmount": "sales_amount", "views": "views", "visitors": "visitors", "favorites": "favorites",
	"conversion": "paying_buyers::float8 / nullif(visitors, 0)", "refundRate": "refund_amount::float8 / nullif(sales_amount, 0)",
}

// windowOrder is the same over the preset windows (migration 091), each its index's columns.
var windowOrder = map[string]string{
	"salesCount": "sales_count", "salesAmount": "sales_amount", "views": "views", "visitors": "visitors", "favorites": "favorites",
	"conversion": "conv_asc", "-conversion": "conv_desc", "refundRate": "refund_asc", "-refundRate": "refund_desc",
}

// WindowDelay is how far the preset windows may lag: the refresh's minimum age and the upkeep
// job's interval.
const WindowDelay = 6 * time.Minute

// Delay implements stats.Store.
func (statsStore) Delay() time.Duration { return WindowDelay }

const goodsSums = `goods_id, views, visitors, favorites, sales_count, sales_amount, paying_buyers, refund_count, refund_amount`

// GoodsRanking implements stats.Store: from a preset window summed by the job when one
// covers exactly [from, to], else from the daily rollups.
func (s statsStore) GoodsRanking(ctx context.Context, from, to time.Time, sort string, offset, limit int) ([]stats.GoodsRow, int64, error) {
	desc := strings.HasPrefix(sort, "-")
	key := strings.TrimPrefix(sort, "-")
	if _, ok := rankingOrder[key]; !ok {
		key, desc = "salesCount", true
	}
	dir := "ASC"
	if desc {
		dir = "DESC"
	}
	pool := s.db.poolFor(ctx)
	var preset string
	var total int64
	err := pool.QueryRow(ctx, `SELECT preset, goods FROM stats_windows WHERE first_day = $1::date AND last_day = $2::date LIMIT 1`,
		dayArg(from), dayArg(to)).Scan(&preset, &total)
	var rows pgx.Rows
	switch {
	case err == nil:
		col, ok := windowOrder[strings.TrimPrefix(sort, "-")]
		if c, own := windowOrder[sort]; own {
			col, ok = c, true
		}
		if !ok {
			col = "sales_count"
		}
		rows, _ = pool.Query(ctx, `SELECT `+goodsSums+`, $2::bigint FROM stats_goods_windows WHERE preset = $1
			ORDER BY `+col+` `+dir+`, goods_id `+dir+` LIMIT $3 OFFSET $4`, preset, total, limit, offset)
	case errors.Is(err, pgx.ErrNoRows):
		rows, _ = pool.Query(ctx, `WITH g AS (
			SELECT goods_id, sum(views)::bigint AS views, sum(visitors)::bigint AS visitors, sum(favorites)::bigint AS favorites,
			       sum(sales_count)::bigint AS sales_count, sum(sales_amount)::bigint AS sales_amount,
			       sum(paying_buyers)::bigint AS paying_buyers, sum(refund_count)::bigint AS refund_count,
			       sum(refund_amount)::bigint AS refund_amount
			  FROM stats_goods_days WHERE day BETWEEN $1::date AND $2::date GROUP BY goods_id
		)
		SELECT `+goodsSums+`, count(*) OVER () FROM g ORDER BY `+rankingOrder[key]+` `+dir+` NULLS LAST, goods_id `+dir+`
		 LIMIT $3 OFFSET $4`, dayArg(from), dayArg(to), limit, offset)
	default:
		return nil, 0, fmt.Errorf("goods ranking window: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (stats.GoodsRow, error) {
		var g stats.GoodsRow
		err := r.Scan(&g.GoodsID, &g.Views, &g.Visitors, &g.Favorites, &g.SalesCount, &g.SalesAmount,
			&g.PayingBuyers, &g.RefundCount, &g.RefundAmount, &total)
		return g, err
	})
	if err != nil {
		return nil, 0, fmt.Errorf("goods ranking: %w", err)
	}
	if len(out) == 0 && offset > 0 && preset == "" { // past the last page: count alone
		err = pool.QueryRow(ctx, `SELECT count(DISTINCT goods_id) FROM stats_goods_days WHERE day BETWEEN $1::date AND $2::date`,
			dayArg(from), dayArg(to)).Scan(&total)
		if err != nil {
			return nil, 0, fmt.Errorf("goods ranking total: %w", err)
		}
	}
	return out, total, s.goodsNames(ctx, out)
}

// goodsNames fills the rows' goods names and pictures (a deleted goods keeps "").
func (s statsStore) goodsNames(ctx context.Context, out []stats.GoodsRow) error {
	if len(out) == 0 {
		return nil
	}
	ids := make([]int64, len(out))
	for i, g := range out {
		ids[i] = g.GoodsID
	}
	rows, _ := s.db.poolFor(ctx).Query(ctx, `SELECT id, name, image FROM goods WHERE id = ANY($1)`, ids)
	type named struct {
		id          int64
		name, image string
	}
	names, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (named, error) {
		var n named
		err := r.Scan(&n.id, &n.name, &n.image)
		return n, err
	})
	if err != nil {
		return fmt.Errorf("goods names: %w", err)
	}
	by := make(map[int64]named, len(names))
	for _, n := range names {
		by[n.id] = n
	}
	for i := range out {
		out[i].GoodsName, out[i].Picture = by[out[i].GoodsID].name, by[out[i].GoodsID].image
	}
	return nil
}

func (s statsStore) shares(ctx context.Context, kind string, from, to time.Time) ([]stats.Share, error) {
	rows, _ := s.db.poolFor(ctx).Query(ctx, `SELECT key, max(name), sum(pay_orders)::bigint, sum(pay_amount)::bigint FROM stats_pay_days
		WHERE day BETWEEN $1::date AND $2::date AND kind = $3 GROUP BY key HAVING sum(pay_orders) > 0 ORDER BY key`,
		dayArg(from), dayArg(to), kind)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (stats.Share, error) {
		var sh stats.Share
		err := r.Scan(&sh.Key, &sh.Name, &sh.PayOrders, &sh.PayAmount)
		return sh, err
	})
	if err != nil {
		return nil, fmt.Errorf("stats shares %s: %w", kind, err)
	}
	return out, nil
}

// PayWays implements stats.Store.
func (s statsStore) PayWays(ctx context.Context, from, to time.Time) ([]stats.Share, error) {
	return s.shares(ctx, "w", from, to)
}

// Provinces implements stats.Store.
func (s statsStore) Provinces(ctx context.Context, from, to time.Time) ([]stats.Share, error) {
	return s.shares(ctx, "p", from, to)
}

// statsTx is the Postgres stats.Tx.
type statsTx struct {
	ctx context.Context
	q   querier
}

func statsMissing(err error, what string) error {
	if errors.Is(err, shopusers.ErrNotFound) {
		return fmt.Errorf("%s: %w: %w", what, stats.ErrNotFound, err)
	}
	return fmt.Errorf("%s: %w", what, refused(err, foreignKey("", stats.ErrNotFound)))
}

// RecordView implements stats.Tx: the browsing row, the day's distinct keys, and the shop's
// and the goods' day rows, in one statement.
func (t statsTx) RecordView(userID, goodsID int64, at time.Time) error {
	if err := shopTx(t).RecordVisit(userID, goodsID, at); err != nil {
		return statsMissing(err, "goods view")
	}
	_, err := t.q.Exec(t.ctx, `WITH k AS (
		INSERT INTO stats_day_buyers VALUES (shop_day($3), 'v', 0, $1), (shop_day($3), 'v', $2, $1)
		ON CONFLICT DO NOTHING RETURNING goods_id
	), shop AS (
		INSERT INTO stats_shop_days AS t (day, shard, views, visitors)
		SELECT shop_day($3), counter_shard(), 1, count(*) FILTER (WHERE goods_id = 0) FROM k
		ON CONFLICT (day, shard) DO UPDATE SET views = t.views + 1, visitors = t.visitors + EXCLUDED.visitors
	)
	INSERT INTO stats_goods_days AS t (day, goods_id, shard, views, visitors)
	SELECT shop_day($3), $2, counter_shard(), 1, count(*) FILTER (WHERE goods_id <> 0) FROM k
	ON CONFLICT (day, goods_id, shard) DO UPDATE SET views = t.views + 1, visitors = t.visitors + EXCLUDED.visitors`,
		userID, goodsID, at)
	if err != nil {
		return fmt.Errorf("goods view rollups: %w", err)
	}
	return nil
}

// SetFavourite implements stats.Tx.
func (t statsTx) SetFavourite(userID, goodsID int64, on bool, at time.Time) error {
	if !on {
		if _, err := t.q.Exec(t.ctx, "DELETE FROM goods_collects WHERE user_id = $1 AND goods_id = $2", userID, goodsID); err != nil {
			return fmt.Errorf("favourite out: %w", err)
		}
		return t.exists(userID, goodsID)
	}
	_, err := t.q.Exec(t.ctx, `WITH f AS (
		INSERT INTO goods_collects (user_id, goods_id, created_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, goods_id) DO NOTHING RETURNING 1
	), shop AS (
		INSERT INTO stats_shop_days AS t (day, shard, favorites) SELECT shop_day($3), counter_shard(), 1 FROM f
		ON CONFLICT (day, shard) DO UPDATE SET favorites = t.favorites + 1
	)
	INSERT INTO stats_goods_days AS t (day, goods_id, shard, favorites) SELECT shop_day($3), $2, counter_shard(), 1 FROM f
	ON CONFLICT (day, goods_id, shard) DO UPDATE SET favorites = t.favorites + 1`, userID, goodsID, at)
	if err != nil {
		return statsMissing(err, "favourite")
	}
	return nil
}

func (t statsTx) exists(userID, goodsID int64) error {
	var ok bool
	err := t.q.QueryRow(t.ctx, `SELECT EXISTS (SELECT 1 FROM shop_users WHERE id = $1) AND EXISTS (SELECT 1 FROM goods WHERE id = $2)`,
		userID, goodsID).Scan(&ok)
	if err != nil {
		return fmt.Errorf("buyer and goods: %w", err)
	}
	if !ok {
		return fmt.Errorf("buyer %d or goods %d: %w", userID, goodsID, stats.ErrNotFound)
	}
	return nil
}
