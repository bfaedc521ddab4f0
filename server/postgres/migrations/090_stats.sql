-- The statistics' daily rollups, kept in the transaction of every event: an order placed,
-- an order paid (or its amount changed while unpaid), a line added to a paid order, a refund
-- made (row triggers, each firing only for those changes), and a goods view or favourite add
-- (written by the storefront's statements themselves). Sharded per connection like the
-- order counters (migration 064); stats_compact folds the shards and drops the distinct-buyer
-- keys of days that are over, so a year is read from at most 366 rows per series.
-- The triggers are a cache of the figures' definitions in server/stats/definitions.go
-- (stats.Sales: a line sells its quantity for price × quantity; stats.RefundCharges: which
-- goods a refund counts on; stats.Distinct: a buyer counts once per day, kind and goods),
-- which the mock computes its figures with.

-- The shop's figures per day.
CREATE TABLE stats_shop_days (
    day             date NOT NULL,
    shard           smallint NOT NULL DEFAULT 0,
    orders          bigint NOT NULL DEFAULT 0,
    order_amount    bigint NOT NULL DEFAULT 0,
    ordering_buyers bigint NOT NULL DEFAULT 0,
    pay_orders      bigint NOT NULL DEFAULT 0,
    pay_amount      bigint NOT NULL DEFAULT 0,
    paying_buyers   bigint NOT NULL DEFAULT 0,
    sales_count     bigint NOT NULL DEFAULT 0,
    sales_amount    bigint NOT NULL DEFAULT 0,
    refunds         bigint NOT NULL DEFAULT 0,
    refund_amount   bigint NOT NULL DEFAULT 0,
    views           bigint NOT NULL DEFAULT 0,
    visitors        bigint NOT NULL DEFAULT 0,
    favorites       bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (day, shard)
);

-- Each goods' figures per day.
CREATE TABLE stats_goods_days (
    day           date NOT NULL,
    goods_id      bigint NOT NULL,
    shard         smallint NOT NULL DEFAULT 0,
    views         bigint NOT NULL DEFAULT 0,
    visitors      bigint NOT NULL DEFAULT 0,
    favorites     bigint NOT NULL DEFAULT 0,
    sales_count   bigint NOT NULL DEFAULT 0,
    sales_amount  bigint NOT NULL DEFAULT 0,
    paying_buyers bigint NOT NULL DEFAULT 0,
    refund_count  bigint NOT NULL DEFAULT 0,
    refund_amount bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (day, goods_id, shard)
);

-- Payments per day and way to pay (kind 'w', key the way) or consignee's province (kind
-- 'p', key its code).
CREATE TABLE stats_pay_days (
    day        date NOT NULL,
    kind       "char" NOT NULL,
    key        text COLLATE "C" NOT NULL,
    shard      smallint NOT NULL DEFAULT 0,
    name       text NOT NULL DEFAULT '',
    pay_orders bigint NOT NULL DEFAULT 0,
    pay_amount bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (day, kind, key, shard)
);

-- Who was counted as a distinct buyer of a day (goods 0: of the shop): kind 'o' placed an
-- order, 'p' paid, 'v' viewed. A key inserted (not already there) adds one to the count.
CREATE TABLE stats_day_buyers (
    day      date NOT NULL,
    kind     "char" NOT NULL,
    goods_id bigint NOT NULL,
    user_id  bigint NOT NULL,
    PRIMARY KEY (day, kind, goods_id, user_id)
);

-- An order placed: counted on its day; paid at once: its payment too.
CREATE FUNCTION stats_order_placed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    d date := shop_day(NEW.created_at);
    fresh integer;
BEGIN
    INSERT INTO stats_day_buyers VALUES (d, 'o', 0, NEW.user_id) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS fresh = ROW_COUNT;
    INSERT INTO stats_shop_days AS t (day, shard, orders, order_amount, ordering_buyers)
    VALUES (d, counter_shard(), 1, NEW.pay_amount, fresh)
    ON CONFLICT (day, shard) DO UPDATE SET orders = t.orders + 1, order_amount = t.order_amount + EXCLUDED.order_amount,
        ordering_buyers = t.ordering_buyers + EXCLUDED.ordering_buyers;
    IF NEW.paid_at IS NOT NULL THEN
        PERFORM stats_order_paid(NEW);
    END IF;
    RETURN NULL;
END $$;

-- An order paid: the shop's payment, its way and province, and its lines' goods (a line
-- inserted after is counted by stats_item_added).
CREATE FUNCTION stats_order_paid(o orders) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    d date := shop_day(o.paid_at);
    sh smallint := counter_shard();
    fresh integer;
BEGIN
    INSERT INTO stats_day_buyers VALUES (d, 'p', 0, o.user_id) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS fresh = ROW_COUNT;
    INSERT INTO stats_shop_days AS t (day, shard, pay_orders, pay_amount, paying_buyers, sales_count, sales_amount)
    SELECT d, sh, 1, o.pay_amount, fresh, coalesce(sum(quantity), 0), coalesce(sum(price * quantity), 0)
      FROM order_items WHERE order_id = o.id
    ON CONFLICT (day, shard) DO UPDATE SET pay_orders = t.pay_orders + 1, pay_amount = t.pay_amount + EXCLUDED.pay_amount,
        paying_buyers = t.paying_buyers + EXCLUDED.paying_buyers, sales_count = t.sales_count + EXCLUDED.sales_count,
        sales_amount = t.sales_amount + EXCLUDED.sales_amount;
    INSERT INTO stats_pay_days AS t (day, kind, key, shard, name, pay_orders, pay_amount)
    VALUES (d, 'p', o.province_code, sh, o.province_name, 1, o.pay_amount), (d, 'w', o.pay_way, sh, '', 1, o.pay_amount)
    ON CONFLICT (day, kind, key, shard) DO UPDATE SET pay_orders = t.pay_orders + 1, pay_amount = t.pay_amount + EXCLUDED.pay_amount,
        name = EXCLUDED.name;
    WITH lines AS (
        SELECT goods_id, sum(quantity) AS n, sum(price * quantity) AS amount FROM order_items WHERE order_id = o.id GROUP BY 1
    ), fresh AS (
        INSERT INTO stats_day_buyers SELECT d, 'p', goods_id, o.user_id FROM lines ORDER BY 3
        ON CONFLICT DO NOTHING RETURNING goods_id
    )
    INSERT INTO stats_goods_days AS t (day, goods_id, shard, sales_count, sales_amount, paying_buyers)
    SELECT d, l.goods_id, sh, l.n, l.amount, (SELECT count(*) FROM fresh f WHERE f.goods_id = l.goods_id) FROM lines l ORDER BY 2
    ON CONFLICT (day, goods_id, shard) DO UPDATE SET sales_count = t.sales_count + EXCLUDED.sales_count,
        sales_amount = t.sales_amount + EXCLUDED.sales_amount, paying_buyers = t.paying_buyers + EXCLUDED.paying_buyers;
END $$;

-- An order changed: paid, or its amount changed while unpaid (the day it was placed keeps
-- what it is to pay).
CREATE FUNCTION stats_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.pay_amount <> NEW.pay_amount AND OLD.paid_at IS NULL THEN
        INSERT INTO stats_shop_days AS t (day, shard, order_amount)
        VALUES (shop_day(NEW.created_at), counter_shard(), NEW.pay_amount - OLD.pay_amount)
        ON CONFLICT (day, shard) DO UPDATE SET order_amount = t.order_amount + EXCLUDED.order_amount;
    END IF;
    IF OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL THEN
        PERFORM stats_order_paid(NEW);
    END IF;
    RETURN NULL;
END $$;

-- A line added to an order already paid (placed and paid in one transaction: the order row
-- comes first).
CREATE FUNCTION stats_item_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    o orders;
    d date;
    sh smallint := counter_shard();
    fresh integer;
BEGIN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF o.paid_at IS NULL THEN
        RETURN NULL;
    END IF;
    d := shop_day(o.paid_at);
    INSERT INTO stats_shop_days AS t (day, shard, sales_count, sales_amount) VALUES (d, sh, NEW.quantity, NEW.price * NEW.quantity)
    ON CONFLICT (day, shard) DO UPDATE SET sales_count = t.sales_count + EXCLUDED.sales_count,
        sales_amount = t.sales_amount + EXCLUDED.sales_amount;
    INSERT INTO stats_day_buyers VALUES (d, 'p', NEW.goods_id, o.user_id) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS fresh = ROW_COUNT;
    INSERT INTO stats_goods_days AS t (day, goods_id, shard, sales_count, sales_amount, paying_buyers)
    VALUES (d, NEW.goods_id, sh, NEW.quantity, NEW.price * NEW.quantity, fresh)
    ON CONFLICT (day, goods_id, shard) DO UPDATE SET sales_count = t.sales_count + EXCLUDED.sales_count,
        sales_amount = t.sales_amount + EXCLUDED.sales_amount, paying_buyers = t.paying_buyers + EXCLUDED.paying_buyers;
    RETURN NULL;
END $$;

-- A refund made: the shop's day, and the goods it is on (an after-sale's line, or every line
-- of an order cancelled with its refund, each for its amount).
CREATE FUNCTION stats_refund_made() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    d date := shop_day(NEW.created_at);
    sh smallint := counter_shard();
BEGIN
    INSERT INTO stats_shop_days AS t (day, shard, refunds, refund_amount) VALUES (d, sh, 1, NEW.amount)
    ON CONFLICT (day, shard) DO UPDATE SET refunds = t.refunds + 1, refund_amount = t.refund_amount + EXCLUDED.refund_amount;
    INSERT INTO stats_goods_days AS t (day, goods_id, shard, refund_count, refund_amount)
    SELECT d, goods_id, sh, count(*), sum(amount) FROM (
        SELECT i.goods_id, NEW.amount AS amount FROM after_sales a JOIN order_items i ON i.id = a.item_id
         WHERE NEW.after_sale_id <> 0 AND a.id = NEW.after_sale_id
        UNION ALL
        SELECT goods_id, price * quantity FROM order_items WHERE NEW.after_sale_id = 0 AND order_id = NEW.order_id
    ) x GROUP BY 2 ORDER BY 2
    ON CONFLICT (day, goods_id, shard) DO UPDATE SET refund_count = t.refund_count + EXCLUDED.refund_count,
        refund_amount = t.refund_amount + EXCLUDED.refund_amount;
    RETURN NULL;
END $$;

CREATE TRIGGER stats_order_placed AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION stats_order_placed();
CREATE TRIGGER stats_order_changed AFTER UPDATE ON orders FOR EACH ROW
    WHEN ((OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL) OR OLD.pay_amount <> NEW.pay_amount)
    EXECUTE FUNCTION stats_order_changed();
CREATE TRIGGER stats_item_added AFTER INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION stats_item_added();
CREATE TRIGGER stats_refund_made AFTER INSERT ON order_refunds FOR EACH ROW EXECUTE FUNCTION stats_refund_made();

-- Folds the shards into shard 0 (rows locked in key order, as the writers lock them) and
-- drops the distinct-buyer keys of the days before yesterday (no event lands on them).
CREATE FUNCTION stats_compact() RETURNS void LANGUAGE sql AS $$
    WITH gone AS (
        DELETE FROM stats_shop_days WHERE (day, shard) IN (
            SELECT day, shard FROM stats_shop_days WHERE shard <> 0 ORDER BY 1, 2 FOR UPDATE)
        RETURNING *)
    INSERT INTO stats_shop_days AS t
    SELECT day, 0, sum(orders), sum(order_amount), sum(ordering_buyers), sum(pay_orders), sum(pay_amount), sum(paying_buyers),
           sum(sales_count), sum(sales_amount), sum(refunds), sum(refund_amount), sum(views), sum(visitors), sum(favorites)
      FROM gone GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET orders = t.orders + EXCLUDED.orders, order_amount = t.order_amount + EXCLUDED.order_amount,
        ordering_buyers = t.ordering_buyers + EXCLUDED.ordering_buyers, pay_orders = t.pay_orders + EXCLUDED.pay_orders,
        pay_amount = t.pay_amount + EXCLUDED.pay_amount, paying_buyers = t.paying_buyers + EXCLUDED.paying_buyers,
        sales_count = t.sales_count + EXCLUDED.sales_count, sales_amount = t.sales_amount + EXCLUDED.sales_amount,
        refunds = t.refunds + EXCLUDED.refunds, refund_amount = t.refund_amount + EXCLUDED.refund_amount,
        views = t.views + EXCLUDED.views, visitors = t.visitors + EXCLUDED.visitors, favorites = t.favorites + EXCLUDED.favorites;
    WITH gone AS (
        DELETE FROM stats_goods_days WHERE (day, goods_id, shard) IN (
            SELECT day, goods_id, shard FROM stats_goods_days WHERE shard <> 0 ORDER BY 1, 2, 3 FOR UPDATE)
        RETURNING *)
    INSERT INTO stats_goods_days AS t
    SELECT day, goods_id, 0, sum(views), sum(visitors), sum(favorites), sum(sales_count), sum(sales_amount), sum(paying_buyers),
           sum(refund_count), sum(refund_amount)
      FROM gone GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, goods_id, shard) DO UPDATE SET views = t.views + EXCLUDED.views, visitors = t.visitors + EXCLUDED.visitors,
        favorites = t.favorites + EXCLUDED.favorites, sales_count = t.sales_count + EXCLUDED.sales_count,
        sales_amount = t.sales_amount + EXCLUDED.sales_amount, paying_buyers = t.paying_buyers + EXCLUDED.paying_buyers,
        refund_count = t.refund_count + EXCLUDED.refund_count, refund_amount = t.refund_amount + EXCLUDED.refund_amount;
    WITH gone AS (
        DELETE FROM stats_pay_days WHERE (day, kind, key, shard) IN (
            SELECT day, kind, key, shard FROM stats_pay_days WHERE shard <> 0 ORDER BY 1, 2, 3, 4 FOR UPDATE)
        RETURNING *)
    INSERT INTO stats_pay_days AS t
    SELECT day, kind, key, 0, max(name), sum(pay_orders), sum(pay_amount) FROM gone GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, kind, key, shard) DO UPDATE SET pay_orders = t.pay_orders + EXCLUDED.pay_orders,
        pay_amount = t.pay_amount + EXCLUDED.pay_amount;
    DELETE FROM stats_day_buyers WHERE day < shop_day(now()) - 1;
$$;

-- Rebuilds the order figures from the rows (after a bulk load with the triggers off); views
-- and favourites, which have no rows per event, stay.
CREATE FUNCTION stats_rebuild() RETURNS void LANGUAGE sql AS $$
    SELECT stats_compact();
    UPDATE stats_shop_days SET orders = 0, order_amount = 0, ordering_buyers = 0, pay_orders = 0, pay_amount = 0, paying_buyers = 0,
        sales_count = 0, sales_amount = 0, refunds = 0, refund_amount = 0;
    UPDATE stats_goods_days SET sales_count = 0, sales_amount = 0, paying_buyers = 0, refund_count = 0, refund_amount = 0;
    DELETE FROM stats_pay_days;
    DELETE FROM stats_day_buyers WHERE kind IN ('o', 'p');
    INSERT INTO stats_shop_days AS t (day, orders, order_amount, ordering_buyers)
    SELECT shop_day(created_at), count(*), sum(pay_amount), count(DISTINCT user_id) FROM orders GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET orders = EXCLUDED.orders, order_amount = EXCLUDED.order_amount,
        ordering_buyers = EXCLUDED.ordering_buyers;
    INSERT INTO stats_shop_days AS t (day, pay_orders, pay_amount, paying_buyers)
    SELECT shop_day(paid_at), count(*), sum(pay_amount), count(DISTINCT user_id) FROM orders WHERE paid_at IS NOT NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET pay_orders = EXCLUDED.pay_orders, pay_amount = EXCLUDED.pay_amount,
        paying_buyers = EXCLUDED.paying_buyers;
    INSERT INTO stats_shop_days AS t (day, sales_count, sales_amount)
    SELECT shop_day(o.paid_at), sum(i.quantity), sum(i.price * i.quantity) FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.paid_at IS NOT NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET sales_count = EXCLUDED.sales_count, sales_amount = EXCLUDED.sales_amount;
    INSERT INTO stats_shop_days AS t (day, refunds, refund_amount)
    SELECT shop_day(created_at), count(*), sum(amount) FROM order_refunds GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, shard) DO UPDATE SET refunds = EXCLUDED.refunds, refund_amount = EXCLUDED.refund_amount;
    INSERT INTO stats_goods_days AS t (day, goods_id, sales_count, sales_amount, paying_buyers)
    SELECT shop_day(o.paid_at), i.goods_id, sum(i.quantity), sum(i.price * i.quantity), count(DISTINCT o.user_id)
      FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.paid_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, goods_id, shard) DO UPDATE SET sales_count = EXCLUDED.sales_count, sales_amount = EXCLUDED.sales_amount,
        paying_buyers = EXCLUDED.paying_buyers;
    INSERT INTO stats_goods_days AS t (day, goods_id, refund_count, refund_amount)
    SELECT shop_day(r.created_at), x.goods_id, count(*), sum(x.amount) FROM order_refunds r
      CROSS JOIN LATERAL (
        SELECT i.goods_id, r.amount FROM after_sales a JOIN order_items i ON i.id = a.item_id
         WHERE r.after_sale_id <> 0 AND a.id = r.after_sale_id
        UNION ALL
        SELECT goods_id, price * quantity FROM order_items WHERE r.after_sale_id = 0 AND order_id = r.order_id) x
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, goods_id, shard) DO UPDATE SET refund_count = EXCLUDED.refund_count, refund_amount = EXCLUDED.refund_amount;
    INSERT INTO stats_pay_days (day, kind, key, name, pay_orders, pay_amount)
    SELECT shop_day(paid_at), 'w', pay_way, '', count(*), sum(pay_amount) FROM orders WHERE paid_at IS NOT NULL GROUP BY 1, 3 ORDER BY 1, 3;
    INSERT INTO stats_pay_days (day, kind, key, name, pay_orders, pay_amount)
    SELECT shop_day(paid_at), 'p', province_code, max(province_name), count(*), sum(pay_amount) FROM orders
     WHERE paid_at IS NOT NULL GROUP BY 1, 3 ORDER BY 1, 3;
    INSERT INTO stats_day_buyers SELECT DISTINCT shop_day(created_at), 'o'::"char", 0::bigint, user_id FROM orders
     WHERE created_at >= now() - interval '2 days';
    INSERT INTO stats_day_buyers SELECT DISTINCT shop_day(paid_at), 'p'::"char", 0::bigint, user_id FROM orders
     WHERE paid_at >= now() - interval '2 days';
    INSERT INTO stats_day_buyers SELECT DISTINCT shop_day(o.paid_at), 'p'::"char", i.goods_id, o.user_id
      FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.paid_at >= now() - interval '2 days';
$$;
SELECT stats_rebuild();

-- Staff who run the shop and auditors read the statistics (a role changed since stays).
UPDATE roles SET permissions = permissions || '{stats:read}'
 WHERE name IN ('Editor', 'Test') AND permissions @> '{order:order:read}' AND NOT permissions @> '{stats:read}';
