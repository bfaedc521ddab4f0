package main

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// The order data set of the benchmark: n orders over the 90 days before ordersEnd, ids in
// time order, generated in SQL. Buyers are the seeded shop users (the consignee is the buyer,
// at one of a few addresses), items the seeded goods' SKUs (one to four lines, 2.5 on
// average; name, SKU text, image and price as the goods were seeded, so every amount adds up).
// Status: 4 % unpaid, 8 % paid, 15 % shipped, 60 % completed, 13 % closed (unpaid past their
// deadline); paid on WeChat (half), Alipay or the balance. One completed order in 400 has an
// after-sale on its first item, a third of them still in progress (the after-sale tab).
// No order log lines: the detail reads an empty log.

var (
	ordersCount int64
	// cashFlowCount is the -cash-flow flag: fund-flow lines on Postgres.
	cashFlowCount int64
	ordersEnd     = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
)

const ordersSpanDays = 90

// Per order i (h = hashint8(i), s = hashint8(-i)): the user, the status roll, the lines.
const (
	orderStatusSQL = `CASE WHEN abs(s) % 100 < 4 THEN 'unpaid' WHEN abs(s) % 100 < 12 THEN 'paid' WHEN abs(s) % 100 < 27 THEN 'shipped'
		WHEN abs(s) % 100 < 87 THEN 'completed' ELSE 'closed' END`
	orderLinesSQL = `(1 + abs(h / 7) % 4)`
	// line p of order i: goods g and SKU position k, quantity q (items are stored in order of
	// their orders, as placing writes them).
	lineGoodsSQL = `(1 + abs(hashint8(i * 4 + p)) %% %d)`
	lineKSQL     = `(abs(hashint8(-(i * 4 + p))) % 5)`
	lineQtySQL   = `(1 + (abs(hashint8(-(i * 4 + p)) / 7) % 10) / 8)`
	// The seeded goods' price (goodsseed.go) and its k-th SKU's.
	goodsPriceSQL = `(100 * (10 + abs(hashint8(g) / 17) % 5000) + 100 * k)`
)

// seedOrders loads n orders, their items and a few after-sales, with the secondary indexes,
// foreign keys and triggers off while loading; then rebuilds the indexes. Buyers are users
// 1..users, goods 1..goodsN (the seeded ones).
func seedOrders(ctx context.Context, pool *pgxpool.Pool, n, users, goodsN int64) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	c := conn.Conn()
	for _, s := range []string{"SET session_replication_role = replica", "SET maintenance_work_mem = '256MB'",
		"SET synchronous_commit = off", "SET max_parallel_maintenance_workers = 1", "SET work_mem = '64MB'"} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	rebuildIndexes, err := dropIndexes(ctx, c, "orders", "order_items", "after_sales")
	if err != nil {
		return err
	}
	start := ordersEnd.AddDate(0, 0, -ordersSpanDays)
	span := int64(ordersEnd.Sub(start) / time.Second)
	lineGoods := fmt.Sprintf(lineGoodsSQL, goodsN)
	const batch = 1_000_000 // one statement per million orders: progress, and no huge transaction
	for lo := int64(1); lo <= n; lo += batch {
		hi := min(n, lo+batch-1)
		orderSQL := fmt.Sprintf(`WITH o AS (
		   SELECT i, h, s, timestamptz '%s' + ((i - 1) * %d / %d + abs(h / 13) %% 60) * interval '1 second' AS t,
		     %s AS status, CASE WHEN abs(h / 5) %% 100 < 50 THEN 'wechat' WHEN abs(h / 5) %% 100 < 85 THEN 'alipay' ELSE 'balance' END AS way,
		     (SELECT sum(%s * %s) FROM generate_series(0, %s - 1) p, LATERAL (SELECT %s AS g, %s AS k) x) AS goods
		   FROM (SELECT i, hashint8(i) h, hashint8(-i) s FROM generate_series(%d::bigint, %d) i) r)
		 INSERT INTO orders (id, sn, user_id, status, goods_amount, freight_amount, discount_amount, pay_amount, pay_way, pay_reference,
		   consignee_name, consignee_mobile, province_code, city_code, district_code, province_name, city_name, district_name,
		   address_detail, remark, carrier, tracking_no, close_reason, created_at, pay_deadline, paid_at, shipped_at, confirm_deadline,
		   completed_at, closed_at)
		 SELECT i, 'O' || to_char(t AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(i::text, 10, '0'), u.id, status,
		   goods, CASE WHEN goods >= 9900 THEN 0 ELSE 1000 END, 0, goods + CASE WHEN goods >= 9900 THEN 0 ELSE 1000 END,
		   CASE WHEN status IN ('unpaid', 'closed') THEN '' ELSE way END,
		   CASE WHEN status IN ('unpaid', 'closed') OR way = 'balance' THEN '' ELSE 'BENCH' || i END,
		   u.nickname, u.mobile, '440000', '440300', '440305', '广东省', '深圳市', '南山区',
		   '科技园南区 ' || (1 + u.id %% 30) || ' 栋 ' || (101 + u.id %% 1700), CASE WHEN abs(h / 3) %% 10 = 0 THEN '请尽快发货' ELSE '' END,
		   CASE WHEN status IN ('shipped', 'completed') THEN '顺丰速运' ELSE '' END,
		   CASE WHEN status IN ('shipped', 'completed') THEN 'SF' || lpad(i::text, 12, '0') ELSE '' END,
		   CASE WHEN status = 'closed' THEN '超时未支付' ELSE '' END,
		   t, t + interval '30 minutes',
		   CASE WHEN status IN ('paid', 'shipped', 'completed') THEN t + interval '2 minutes' END,
		   CASE WHEN status IN ('shipped', 'completed') THEN t + interval '1 day' END,
		   CASE WHEN status IN ('shipped', 'completed') THEN t + interval '8 days' END,
		   CASE WHEN status = 'completed' THEN t + interval '6 days' END,
		   CASE WHEN status = 'closed' THEN t + interval '30 minutes' END
		 FROM o JOIN shop_users u ON u.id = 1 + abs(o.h / 19) %% %d`,
			start.Format(time.RFC3339), span, n, orderStatusSQL, goodsPriceSQL, lineQtySQL, orderLinesSQL, lineGoods, lineKSQL,
			lo, hi, users)
		itemSQL := fmt.Sprintf(`WITH l AS (
		   SELECT i, p, %s AS g, %s AS k, %s AS q FROM generate_series(%d::bigint, %d) i, LATERAL (SELECT hashint8(i) h) hh,
		     generate_series(0, %s - 1) p)
		 INSERT INTO order_items (order_id, position, goods_id, sku_id, goods_name, sku_text, image, price, quantity)
		 SELECT i, p, l.g, sk.id, %s, '颜色:' || (ARRAY['红','橙','黄','绿','蓝'])[l.k + 1],
		   'https://img.example.com/g/' || l.g || '.jpg', %s, q
		 FROM l JOIN bench_order_skus sk ON sk.goods_id = l.g AND sk.position = l.k ORDER BY l.i, l.p`,
			lineGoods, lineKSQL, lineQtySQL, lo, hi, orderLinesSQL, goodsNameOf("l.g"), goodsPriceSQL)
		for _, s := range []string{orderSQL, itemSQL} {
			if lo == 1 && s == itemSQL {
				if _, err := c.Exec(ctx, `CREATE TEMP TABLE IF NOT EXISTS bench_order_skus AS
					SELECT goods_id, position, id FROM goods_skus WHERE goods_id <= $1`, goodsN); err != nil {
					return fmt.Errorf("sku map: %w", err)
				}
			}
			if _, err := c.Exec(ctx, s); err != nil {
				return fmt.Errorf("seed orders %d-%d: %w", lo, hi, err)
			}
		}
	}
	if err := rebuildIndexes(); err != nil {
		return err
	}
	// A few after-sales on completed orders' first items: refunds only, in progress or done.
	if _, err := c.Exec(ctx, `INSERT INTO after_sales (id, sn, order_id, item_id, goods_name, sku_text, image, quantity, kind, amount,
		  reason, status, user_id, pay_way, deadline, refund_sn, created_at, updated_at)
		SELECT o.id, 'A' || to_char(o.completed_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(o.id::text, 10, '0'), o.id, it.id,
		  it.goods_name, it.sku_text, it.image, 1, 'refund', it.price, '不想要了',
		  CASE WHEN o.id % 1200 = 0 THEN 'applied' ELSE 'refused' END, o.user_id, o.pay_way, o.completed_at + interval '3 days', '',
		  o.completed_at, o.completed_at
		FROM orders o JOIN order_items it ON it.order_id = o.id AND it.position = 0
		WHERE o.id % 400 = 0 AND o.status = 'completed'`); err != nil {
		return fmt.Errorf("seed after-sales: %w", err)
	}
	for _, s := range []string{
		"DROP TABLE IF EXISTS bench_order_skus",
		"SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))",
		"SELECT setval(pg_get_serial_sequence('order_items', 'id'), (SELECT max(id) FROM order_items))",
		"SELECT setval(pg_get_serial_sequence('after_sales', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM after_sales))",
		"SELECT order_counts_rebuild()", // loaded with the triggers off
		"SELECT after_sale_totals_rebuild()",
		"SELECT stats_rebuild()",
		"VACUUM (ANALYZE) orders", "VACUUM (ANALYZE) order_items", "VACUUM (ANALYZE) after_sales",
	} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

// goodsNameOf is the SQL of the seeded name of goods expr (goodsName over another variable).
func goodsNameOf(expr string) string {
	return `(SELECT ` + goodsName + ` FROM (SELECT ` + expr + ` AS i) gi)`
}

// ordersVacuumed are the order tables a kept schema's earlier write cases leave dead rows in.
var ordersVacuumed = []string{"orders", "order_items", "order_log", "after_sales", "order_totals", "order_day_counts"}

// ensureOrders seeds the orders unless the schema already holds them.
func ensureOrders(ctx context.Context, pool *pgxpool.Pool, n, users, goodsN int64) error {
	var last, some bool
	if err := pool.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM orders WHERE id = $1), EXISTS (SELECT 1 FROM orders)", n).Scan(&last, &some); err != nil {
		return err
	}
	if last {
		return nil
	}
	if some {
		return fmt.Errorf("schema holds orders, but not %d: use another -shop-schema", n)
	}
	start := time.Now()
	if err := seedOrders(ctx, pool, n, users, goodsN); err != nil {
		return fmt.Errorf("seed orders: %w", err)
	}
	var items, claims int64
	_ = pool.QueryRow(ctx, "SELECT (SELECT count(*) FROM order_items), (SELECT count(*) FROM after_sales)").Scan(&items, &claims)
	fmt.Printf("seeded %d orders, %d items and %d after-sales in %s\n", n, items, claims, time.Since(start).Round(time.Second))
	return nil
}
