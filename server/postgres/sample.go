package postgres

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/coupons"
	"shopconsole/server/pictures"
	"shopconsole/server/pictures/blob"
	"shopconsole/server/shopusers"
	"shopconsole/server/stats"
	"shopconsole/server/system"
)

// AddHeldCoupons stores coupons users already hold, as they are (used ones with their
// order): the sample data's and an import's path, not a hand-out (that is Issue).
func (db *DB) AddHeldCoupons(ctx context.Context, held []coupons.UserCoupon) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		_, err := tx.CopyFrom(ctx, pgx.Identifier{"user_coupons"},
			[]string{"coupon_id", "user_id", "amount", "min_spend", "status", "valid_from", "valid_to", "obtained_at",
				"obtain", "used_at", "order_id"},
			pgx.CopyFromSlice(len(held), func(i int) ([]any, error) {
				h := held[i]
				return []any{h.CouponID, h.UserID, h.Amount, h.MinSpend, h.Status, h.ValidFrom, h.ValidTo, h.ObtainedAt,
					h.Obtain, h.UsedAt, h.OrderID}, nil
			}))
		if err != nil {
			return fmt.Errorf("add held coupons: %w", refused(err, foreignKey("", coupons.ErrNotFound)))
		}
		return nil
	})
}

// shopTables are the tables of the shop's data (the shop-user, coupon, goods, order, cash,
// shop-address and merchant areas), their
// counters included (TRUNCATE fires no row or statement trigger that keeps them), in an
// order TRUNCATE accepts.
var shopTables = []string{
	"after_sale_log", "after_sales", "order_refunds", "order_log", "order_items", "orders", "user_coupons", "coupons",
	"after_sale_totals", "order_totals", "order_day_counts",
	"stats_shop_days", "stats_goods_days", "stats_pay_days", "stats_day_buyers", "stats_goods_windows", "stats_windows",
	"goods_browses", "goods_collects", "goods_skus", "goods_pictures", "goods_services", "goods",
	"goods_kind_totals", "goods_category_totals", "goods_category_counts", "goods_price_counts", "goods_day_counts",
	"goods_gram_counts", "goods_former_names", "goods_categories", "goods_spec_templates", "goods_attribute_templates",
	"freight_templates", "goods_guarantees", "user_addresses",
	"cash_withdrawals", "cash_withdrawal_totals", "cash_methods", "cash_flow", "cash_flow_totals", "cash_flow_counts",
	"shop_addresses", "merchant_application_events", "merchant_applications",
	"user_account_logs", "user_account_log_counts", "user_account_log_totals",
	"shop_users", "shop_user_counts", "shop_user_totals", "shop_user_prefix_counts",
	"user_levels", "idempotency_keys", "mall_config",
}

// ShopHoldings counts what the database holds of the shop's data beyond what the
// migrations put there (the level of growth 0, both gifts off): table name → rows, only
// the tables that hold some. Empty: nothing a seed would replace.
func (db *DB) ShopHoldings(ctx context.Context) (map[string]int64, error) {
	out := map[string]int64{}
	for _, t := range []string{"shop_users", "user_account_logs", "user_addresses", "goods", "goods_collects",
		"goods_browses", "coupons", "user_coupons", "orders", "goods_categories", "freight_templates", "goods_guarantees",
		"pictures", "cash_flow", "cash_methods", "cash_withdrawals", "shop_addresses", "merchant_applications"} {
		var n int64
		if err := db.pool.QueryRow(ctx, "SELECT count(*) FROM "+pgx.Identifier{t}.Sanitize()).Scan(&n); err != nil {
			return nil, fmt.Errorf("count %s: %w", t, err)
		}
		if n > 0 {
			out[t] = n
		}
	}
	var levels int64
	err := db.pool.QueryRow(ctx, "SELECT count(*) FROM user_levels WHERE NOT (growth_value = 0 AND name = '普通会员')").Scan(&levels)
	if err != nil {
		return nil, fmt.Errorf("count user_levels: %w", err)
	}
	if levels > 0 {
		out["user_levels"] = levels
	}
	return out, nil
}

// ClearShop empties every table of the shop's data, counters and gifts included, with
// their ids starting again at 1, the shop's account back at zero, and every album but the
// default one with the pictures:
// staff, roles, menus, the system log and the pictures' files stay.
func (db *DB) ClearShop(ctx context.Context) error {
	names := make([]string, len(shopTables))
	for i, t := range shopTables {
		names[i] = pgx.Identifier{t}.Sanitize()
	}
	return db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "TRUNCATE "+strings.Join(names, ", ")+" RESTART IDENTITY"); err != nil {
			return fmt.Errorf("clear the shop's tables: %w", err)
		}
		// The shop's account (the migrations made it) stays, at zero. The default album stays
		// too: pictures and the other albums go row by row, and their ids start again after it.
		for _, q := range []string{
			"UPDATE cash_accounts SET available = 0, frozen = 0, debt = 0, withdrawn = 0",
			"UPDATE albums SET cover_id = NULL",
			"DELETE FROM pictures",
			"DELETE FROM albums WHERE NOT is_default",
			"SELECT setval(pg_get_serial_sequence('pictures', 'id'), 1, false)",
			"SELECT setval(pg_get_serial_sequence('albums', 'id'), (SELECT max(id) FROM albums))",
		} {
			if _, err := tx.Exec(ctx, q); err != nil {
				return fmt.Errorf("clear the albums: %w", err)
			}
		}
		return nil
	})
}

// SampleSink is the database as the sample data's sink (mock.ShopSink): the shop-user
// store's transactions and every other area's store, and Blobs for the sample pictures'
// files (nil: the database's blobs table, the Postgres blob store).
type SampleSink struct {
	*DB
	Blobs blob.Store
}

// Tx runs fn in one transaction of the shop-user store.
func (s SampleSink) Tx(ctx context.Context, fn func(tx shopusers.Tx) error) error {
	return s.ShopUsers().Tx(ctx, fn)
}

// PutSampleFiles stores the sample pictures' files the blob store does not hold yet.
func (s SampleSink) PutSampleFiles(ctx context.Context, files map[string]pictures.SampleBlob) error {
	blobs := s.Blobs
	if blobs == nil {
		blobs = blob.NewPostgres(s.pool)
	}
	return pictures.EnsureSamples(ctx, blobs, files)
}

// AddSampleStatsEvents adds the sample storefront events to the statistics' daily rollups
// only (no browsing or favourite rows), counted as the storefront's statements count them:
// a view each, a visitor once per shop day for the shop and once for each goods (kind 'v'
// of stats_day_buyers), a favourite per add. The rows are compact ones (shard 0).
func (s SampleSink) AddSampleStatsEvents(ctx context.Context, events []stats.SampleEvent) error {
	var viewUsers, viewGoods, favGoods []int64
	var viewAt, favAt []time.Time
	for _, e := range events {
		if e.Favourite {
			favGoods, favAt = append(favGoods, e.GoodsID), append(favAt, e.At)
		} else {
			viewUsers, viewGoods, viewAt = append(viewUsers, e.UserID), append(viewGoods, e.GoodsID), append(viewAt, e.At)
		}
	}
	return s.inTx(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `WITH e AS (
			SELECT shop_day(at) AS day, user_id, goods_id
			  FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[]) AS x(user_id, goods_id, at)
		), k AS (
			INSERT INTO stats_day_buyers
			SELECT DISTINCT e.day, 'v'::"char", g.goods_id, e.user_id FROM e CROSS JOIN LATERAL (VALUES (0::bigint), (e.goods_id)) AS g(goods_id)
			 ORDER BY 1, 3, 4
			ON CONFLICT DO NOTHING RETURNING day, goods_id
		), fresh AS (
			SELECT day, goods_id, count(*) AS n FROM k GROUP BY 1, 2
		), v AS (
			SELECT day, goods_id, count(*) AS views FROM e GROUP BY 1, 2
		), shop AS (
			INSERT INTO stats_shop_days AS t (day, shard, views, visitors)
			SELECT d.day, 0, d.views, coalesce(f.n, 0)
			  FROM (SELECT day, sum(views)::bigint AS views FROM v GROUP BY 1) d
			  LEFT JOIN fresh f ON f.day = d.day AND f.goods_id = 0
			 ORDER BY 1
			ON CONFLICT (day, shard) DO UPDATE SET views = t.views + EXCLUDED.views, visitors = t.visitors + EXCLUDED.visitors
		)
		INSERT INTO stats_goods_days AS t (day, goods_id, shard, views, visitors)
		SELECT v.day, v.goods_id, 0, v.views, coalesce(f.n, 0) FROM v LEFT JOIN fresh f USING (day, goods_id) ORDER BY 1, 2
		ON CONFLICT (day, goods_id, shard) DO UPDATE SET views = t.views + EXCLUDED.views, visitors = t.visitors + EXCLUDED.visitors`,
			viewUsers, viewGoods, viewAt)
		if err != nil {
			return fmt.Errorf("sample goods views: %w", err)
		}
		_, err = tx.Exec(ctx, `WITH e AS (
			SELECT shop_day(at) AS day, goods_id FROM unnest($1::bigint[], $2::timestamptz[]) AS x(goods_id, at)
		), shop AS (
			INSERT INTO stats_shop_days AS t (day, shard, favorites) SELECT day, 0, count(*) FROM e GROUP BY 1 ORDER BY 1
			ON CONFLICT (day, shard) DO UPDATE SET favorites = t.favorites + EXCLUDED.favorites
		)
		INSERT INTO stats_goods_days AS t (day, goods_id, shard, favorites)
		SELECT day, goods_id, 0, count(*) FROM e GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (day, goods_id, shard) DO UPDATE SET favorites = t.favorites + EXCLUDED.favorites`, favGoods, favAt)
		if err != nil {
			return fmt.Errorf("sample favourite adds: %w", err)
		}
		return nil
	})
}

// AddSampleDepartments writes the sample departments through the system store, in one
// transaction, unless the database holds departments already: they are not shop data, so a
// seed (forced or not) leaves the ones there as they are, staff and all.
func (s SampleSink) AddSampleDepartments(ctx context.Context, deps []system.Department) error {
	return s.Admin(ctx, func(tx system.Tx) error {
		held, err := tx.Departments(ctx)
		if err != nil || len(held) > 0 {
			return err
		}
		ids := map[int64]int64{} // place in deps → id
		for _, d := range deps {
			place := d.ID
			d.ID, d.ParentID = 0, ids[d.ParentID]
			if ids[place], err = tx.CreateDepartment(ctx, d); err != nil {
				return fmt.Errorf("department %s: %w", d.Name, err)
			}
		}
		return nil
	})
}
