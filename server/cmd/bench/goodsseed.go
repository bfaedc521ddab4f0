package main

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// The goods data set of the benchmark: a three-level category tree (8 × 5 × 5), n goods
// over its 200 leaves with five SKUs each (one spec, five colours), generated in SQL.
// Names are a brand, a product and a model number: a brand with a product matches about one
// goods in 2,000. Status: 80 % on shelf (of them 5 % sold out, 5 % at or under the stock
// warning), 15 % off, 5 % in the recycle bin.

var (
	goodsCount  int64
	goodsSchema string
)

const goodsBrands = `ARRAY['华为','小米','苹果','联想','海尔','美的','格力','索尼','佳能','耐克','阿迪达斯','李宁','安踏','优衣库','无印良品',
	'三只松鼠','良品铺子','百草味','蒙牛','伊利','农夫山泉','可口可乐','雀巢','飞利浦','松下','戴尔','惠普','华硕','宏碁','罗技',
	'九阳','苏泊尔','老板','方太','西门子','博世','科沃斯','石头','追觅','大疆']`

const goodsProducts = `ARRAY['手机','平板','笔记本','耳机','音箱','手表','电视','冰箱','洗衣机','空调','电饭煲','吸尘器','剃须刀','吹风机',
	'咖啡机','运动鞋','跑步鞋','卫衣','T恤','夹克','羽绒服','牛仔裤','背包','帽子','袜子','坚果','牛奶','矿泉水','饼干','巧克力',
	'充电宝','数据线','键盘','鼠标','显示器','路由器','相机','镜头','无人机','台灯','电风扇','加湿器','净水器','扫地机','炒锅',
	'保温杯','毛巾','床单','枕头','玩具']`

// goodsName is the SQL of goods i's name.
const goodsName = `(` + goodsBrands + `)[1 + i % 40] || (` + goodsProducts + `)[1 + (i / 40) % 50] || ' M' || (i % 9973)`

// seedGoods loads the tree and n goods with their SKUs, with the goods' secondary indexes and
// every trigger off while loading; then rebuilds indexes and counters.
func seedGoods(ctx context.Context, pool *pgxpool.Pool, n int64) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	c := conn.Conn()
	for _, s := range []string{"SET session_replication_role = replica", "SET maintenance_work_mem = '256MB'",
		"SET synchronous_commit = off", "SET max_parallel_maintenance_workers = 1"} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	rebuildIndexes, err := dropIndexes(ctx, c, "goods", "goods_skus")
	if err != nil {
		return err
	}
	span := benchEnd.Sub(benchStart) / time.Second
	for _, s := range []string{
		`INSERT INTO goods_categories (parent_id, level, name, sort)
		 SELECT NULL, 1, '压测大类' || a, a FROM generate_series(1, 8) a`,
		`INSERT INTO goods_categories (parent_id, level, name, sort)
		 SELECT p.id, 2, p.name || '-' || b, b FROM goods_categories p, generate_series(1, 5) b WHERE p.level = 1 AND p.name LIKE '压测%'`,
		`INSERT INTO goods_categories (parent_id, level, name, sort)
		 SELECT p.id, 3, p.name || '-' || c, c FROM goods_categories p, generate_series(1, 5) c WHERE p.level = 2 AND p.name LIKE '压测%'`,
		fmt.Sprintf(`WITH leaves AS (SELECT array_agg(id ORDER BY id) a FROM goods_categories WHERE level = 3 AND name LIKE '压测%%'),
		 g AS (SELECT i, hashint8(i) h FROM generate_series(1, %d) i)
		 INSERT INTO goods (id, name, image, price, category_id, status, pictures, sort, spec_type, specs, stock, stock_warning,
		   sales, description, created_at, updated_at)
		 SELECT i, %s, 'https://img.example.com/g/' || i || '.jpg', 100 * (10 + abs(h / 17) %% 5000),
		   (SELECT a FROM leaves)[1 + abs(h / 29) %% 200],
		   CASE WHEN abs(h) %% 100 < 80 THEN 'on' WHEN abs(h) %% 100 < 95 THEN 'off' ELSE 'recycle' END,
		   jsonb_build_array(jsonb_build_object('url', 'https://img.example.com/g/' || i || '.jpg')), abs(h / 13) %% 100, 'multi',
		   '[{"name":"颜色","values":["红","橙","黄","绿","蓝"]}]',
		   CASE WHEN abs(h / 100) %% 100 < 5 THEN 0 WHEN abs(h / 100) %% 100 < 10 THEN 5 + abs(h / 10000) %% 5 ELSE 50 + abs(h / 10000) %% 5000 END,
		   10, abs(h / 1000000) %% 100000, '<p>压测商品</p>',
		   timestamptz '%s' + (abs(h / 7) %% %d) * interval '1 second', timestamptz '%s'
		 FROM g`, n, goodsName, benchStart.Format(time.RFC3339), int64(span), benchEnd.Format(time.RFC3339)),
		`INSERT INTO goods_skus (goods_id, specs, position, price, market_price, cost_price, stock, weight, volume, barcode)
		 SELECT g.id, ARRAY[(ARRAY['红','橙','黄','绿','蓝'])[k + 1]], k, g.price + 100 * k, g.price + 100 * k + 1000, g.price / 2,
		   g.stock / 5 + CASE WHEN k = 0 THEN g.stock % 5 ELSE 0 END, 500, 1000, '69' || lpad((g.id * 5 + k)::text, 11, '0')
		 FROM goods g, generate_series(0, 4) k WHERE g.name LIKE '%M%'`,
	} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("seed goods: %w", err)
		}
	}
	if err := rebuildIndexes(); err != nil {
		return err
	}
	for _, s := range []string{
		"SELECT goods_counts_rebuild()", "SELECT goods_gram_counts_rebuild()",
		"SELECT setval(pg_get_serial_sequence('goods', 'id'), (SELECT max(id) FROM goods))",
		"VACUUM (ANALYZE) goods", "VACUUM (ANALYZE) goods_skus", "VACUUM (ANALYZE) goods_categories",
	} {
		if _, err := c.Exec(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

// goodsVacuumed are the goods tables a kept schema's earlier write cases leave dead rows in.
var goodsVacuumed = []string{"goods", "goods_skus", "goods_kind_totals", "goods_category_totals", "goods_category_counts",
	"goods_price_counts", "goods_day_counts", "goods_gram_counts"}

// ensureGoods seeds the goods unless the schema already holds them.
func ensureGoods(ctx context.Context, pool *pgxpool.Pool, n int64) error {
	var have int64
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM goods WHERE name LIKE '% M%'").Scan(&have); err != nil {
		return err
	}
	if have >= n {
		return nil
	}
	if have > 0 {
		return fmt.Errorf("schema holds %d bench goods, not %d: use another -goods-schema", have, n)
	}
	start := time.Now()
	if err := seedGoods(ctx, pool, n); err != nil {
		return fmt.Errorf("seed goods: %w", err)
	}
	var skus int64
	_ = pool.QueryRow(ctx, "SELECT count(*) FROM goods_skus").Scan(&skus)
	fmt.Printf("seeded %d goods and %d SKUs in %s\n", n, skus, time.Since(start).Round(time.Second))
	return nil
}
