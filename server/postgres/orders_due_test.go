package postgres

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"

	"shopconsole/server/orders"
)

// seedDueOrders loads n unpaid orders past their payment deadline, in SQL: each holds one
// unit of the single SKU of one of goodsN goods (their stock 0, so that what comes back is
// what the orders held) and is bought by one of a thousand buyers.
func seedDueOrders(tb testing.TB, db *DB, n, goodsN int) {
	tb.Helper()
	ctx := context.Background()
	for _, s := range []string{
		`INSERT INTO shop_users (sn, nickname, mobile, registered_at)
		 SELECT 'U9' || lpad(i::text, 9, '0'), '买家' || i, '139' || lpad(i::text, 8, '0'), now() - interval '30 days'
		 FROM generate_series(1, 1000) i`,
		fmt.Sprintf(`INSERT INTO goods (name, status, spec_type, stock, price)
		 SELECT '到期商品' || i, 'on', 'single', 0, 1000 FROM generate_series(1, %d) i`, goodsN),
		`INSERT INTO goods_skus (goods_id, price, stock) SELECT id, 1000, 0 FROM goods WHERE name LIKE '到期商品%'`,
		fmt.Sprintf(`WITH u AS (SELECT array_agg(id ORDER BY id) a FROM shop_users WHERE sn LIKE 'U9%%')
		 INSERT INTO orders (sn, user_id, status, goods_amount, freight_amount, discount_amount, pay_amount,
		   consignee_name, consignee_mobile, province_code, city_code, district_code, address_detail, created_at, pay_deadline)
		 SELECT 'SDUE' || lpad(i::text, 9, '0'), (SELECT a FROM u)[1 + i %% 1000], 'unpaid', 1000, 0, 0, 1000,
		   '收货人', '13700000000', '110000', '110100', '110101', '一号',
		   now() - interval '2 hours', now() - interval '1 hour' - i * interval '1 millisecond'
		 FROM generate_series(1, %d) i`, n),
		`WITH s AS (SELECT array_agg(id ORDER BY id) a, array_agg(goods_id ORDER BY id) g, count(*) n FROM goods_skus)
		 INSERT INTO order_items (order_id, position, goods_id, sku_id, goods_name, price, quantity)
		 SELECT o.id, 0, s.g[1 + o.id % s.n], s.a[1 + o.id % s.n], '到期商品', 1000, 1
		 FROM orders o, s WHERE o.sn LIKE 'SDUE%'`,
		"ANALYZE shop_users", "ANALYZE goods", "ANALYZE goods_skus", "ANALYZE orders", "ANALYZE order_items",
	} {
		if _, err := db.pool.Exec(ctx, s); err != nil {
			tb.Fatalf("seed due orders: %v\n%s", err, s)
		}
	}
}

// TestCloseDueInChunks: the job closes due orders a chunk a transaction, writing what moved
// all at once; an order that cannot move makes its chunk move one order a transaction, and
// keeps no other back.
func TestCloseDueInChunks(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	const n, goodsN = 250, 7
	seedDueOrders(t, db, n, goodsN)
	var stuck int64
	err := db.pool.QueryRow(ctx, "SELECT id FROM orders ORDER BY id OFFSET 150 LIMIT 1").Scan(&stuck)
	if err != nil {
		t.Fatal(err)
	}
	// The order the job cannot move, like a row a constraint refuses.
	_, err = db.pool.Exec(ctx, fmt.Sprintf(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN RAISE EXCEPTION 'refused'; END $$;
		CREATE TRIGGER refuse BEFORE UPDATE ON orders FOR EACH ROW WHEN (OLD.id = %d) EXECUTE FUNCTION refuse()`, stuck))
	if err != nil {
		t.Fatal(err)
	}
	warned := captureWarnings(t)
	svc := orders.New(db.Orders(), nil, nil)
	moved, err := svc.CloseDue(ctx)
	if moved != n-1 || err == nil || !strings.Contains(err.Error(), "refused") {
		t.Fatalf("with one order refused: moved %d, %v", moved, err)
	}
	if got := warned(); len(got) != 2 || !strings.Contains(got[0], "chunk") {
		t.Errorf("warnings: %q (want the chunk's, then the order's)", got)
	}
	if _, err := db.pool.Exec(ctx, "DROP TRIGGER refuse ON orders"); err != nil {
		t.Fatal(err)
	}
	if moved, err := svc.CloseDue(ctx); moved != 1 || err != nil {
		t.Fatalf("once it can move: moved %d, %v", moved, err)
	}
	if got := warned(); len(got) != 2 {
		t.Errorf("warnings of a chunk that moved: %q", got[2:])
	}

	var open, lines, wrong int
	var skuStock, goodsStock, sales int64
	err = db.pool.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM orders WHERE status <> 'closed' OR closed_at IS NULL OR pay_deadline IS NOT NULL),
		(SELECT count(*) FROM order_log),
		(SELECT count(*) FROM order_log WHERE (action, from_status, to_status, operator) <> ('timeout', 'unpaid', 'closed', 'system')),
		(SELECT sum(stock) FROM goods_skus), (SELECT sum(stock) FROM goods), (SELECT sum(sales) FROM goods)`).
		Scan(&open, &lines, &wrong, &skuStock, &goodsStock, &sales)
	if err != nil {
		t.Fatal(err)
	}
	if open != 0 || lines != n || wrong != 0 || skuStock != n || goodsStock != n || sales != 0 {
		t.Errorf("after closing: %d not closed, %d log lines (%d wrong), stock %d of SKUs and %d of goods, sales %d; want %d",
			open, lines, wrong, skuStock, goodsStock, sales, n)
	}
	var perGoods int
	if err := db.pool.QueryRow(ctx, `SELECT count(*) FROM goods g WHERE g.stock <> (SELECT count(*) FROM order_items i WHERE i.goods_id = g.id)`).
		Scan(&perGoods); err != nil || perGoods != 0 {
		t.Errorf("goods whose stock is not what their orders held: %d, %v", perGoods, err)
	}
}

// captureWarnings sends the default logger's warnings to the answered function until the
// test ends.
func captureWarnings(t *testing.T) func() []string {
	var mu sync.Mutex
	var got []string
	prev := slog.Default()
	slog.SetDefault(slog.New(warnings{func(msg string) { mu.Lock(); got = append(got, msg); mu.Unlock() }}))
	t.Cleanup(func() { slog.SetDefault(prev) })
	return func() []string { mu.Lock(); defer mu.Unlock(); return slices.Clone(got) }
}

type warnings struct{ add func(string) }

func (w warnings) Enabled(_ context.Context, l slog.Level) bool { return l >= slog.LevelWarn }
func (w warnings) Handle(_ context.Context, r slog.Record) error {
	w.add(r.Message)
	return nil
}
func (w warnings) WithAttrs([]slog.Attr) slog.Handler { return w }
func (w warnings) WithGroup(string) slog.Handler      { return w }
