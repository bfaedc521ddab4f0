-- Folding the goods' shards read every row of stats_goods_days: at a year of a million
-- goods that is millions of folded rows to find the few hundred written since the last
-- fold, and the planner, without statistics on a table the triggers fill, joined them by a
-- hash over the whole table. The shards get an index of their own, and the fold deletes
-- the rows it locked by their addresses.
CREATE INDEX stats_goods_days_shards_idx ON stats_goods_days (day, goods_id, shard) WHERE shard <> 0;

CREATE OR REPLACE FUNCTION stats_compact() RETURNS void LANGUAGE sql AS $$
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
        DELETE FROM stats_goods_days WHERE ctid = ANY(ARRAY(
            SELECT ctid FROM stats_goods_days WHERE shard <> 0 ORDER BY day, goods_id, shard FOR UPDATE))
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
