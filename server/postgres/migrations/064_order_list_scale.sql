-- The order list at scale: its tab counts kept by counters, the after-sale tab by a count of
-- each order's claims in progress.

-- An after-sale in progress: applied, awaiting the return, its receipt or the refund
-- (orders.AfterSaleStatus.Open).
CREATE FUNCTION after_sale_open(status text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT status IN ('applied', 'awaitingReturn', 'awaitingReceipt', 'awaitingRefund') $$;

-- How many of an order's after-sales are in progress: the after-sale tab lists the orders
-- with one, newest first, from their own small index.
ALTER TABLE orders ADD COLUMN open_claims integer NOT NULL DEFAULT 0 CHECK (open_claims >= 0);
CREATE INDEX orders_open_claims_created_idx ON orders (created_at, id) WHERE open_claims > 0;

-- Kept by the after-sales' statements: the orders whose count changed, each once (an
-- after-sale's transaction holds its order first, so this takes no new lock order).
CREATE FUNCTION order_open_claims_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE orders o SET open_claims = o.open_claims + d.k
          FROM (SELECT order_id, count(*)::integer AS k FROM new_rows WHERE after_sale_open(status) GROUP BY 1) d
         WHERE o.id = d.order_id;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE orders o SET open_claims = o.open_claims - d.k
          FROM (SELECT order_id, count(*)::integer AS k FROM old_rows WHERE after_sale_open(status) GROUP BY 1) d
         WHERE o.id = d.order_id;
    ELSE
        UPDATE orders o SET open_claims = o.open_claims + d.k
          FROM (SELECT order_id, sum(k)::integer AS k FROM (
                    SELECT order_id, 1 AS k FROM (
                        SELECT order_id FROM new_rows WHERE after_sale_open(status)
                        EXCEPT ALL SELECT order_id FROM old_rows WHERE after_sale_open(status)) a
                    UNION ALL
                    SELECT order_id, -1 FROM (
                        SELECT order_id FROM old_rows WHERE after_sale_open(status)
                        EXCEPT ALL SELECT order_id FROM new_rows WHERE after_sale_open(status)) b
                ) x GROUP BY 1 HAVING sum(k) <> 0) d
         WHERE o.id = d.order_id;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER order_open_claims_ins AFTER INSERT ON after_sales REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_open_claims_apply();
CREATE TRIGGER order_open_claims_upd AFTER UPDATE ON after_sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_open_claims_apply();
CREATE TRIGGER order_open_claims_del AFTER DELETE ON after_sales REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_open_claims_apply();

-- The counters: orders per status, pay way and whether a claim is in progress (the list's
-- tab counts, alone or under a pay way), and the same per day of the shop's calendar (a date
-- range's). Both sharded per connection: every new order and every transition writes them.
-- order_counts_compact folds the shards back into shard 0, so a reader sums few rows.
CREATE TABLE order_totals (
    status     text NOT NULL,
    pay_way    text NOT NULL,
    after_sale boolean NOT NULL,
    shard      smallint NOT NULL DEFAULT 0,
    n          bigint NOT NULL,
    PRIMARY KEY (status, pay_way, after_sale, shard)
);
CREATE TABLE order_day_counts (
    day        date NOT NULL,
    status     text NOT NULL,
    pay_way    text NOT NULL,
    after_sale boolean NOT NULL,
    shard      smallint NOT NULL DEFAULT 0,
    n          bigint NOT NULL,
    PRIMARY KEY (day, status, pay_way, after_sale, shard)
) WITH (fillfactor = 80);

-- One upsert per statement and table, rows in key order; an update counts only the orders
-- whose day, status, pay way or claim state changed (EXCEPT ALL, never a join of the
-- transition tables: see migration 011).
CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        WITH d (day, status, pay_way, after_sale, k) AS (
            SELECT shop_day(created_at), status, pay_way, open_claims > 0, 1 FROM new_rows
        ), totals AS (
            INSERT INTO order_totals AS t (status, pay_way, after_sale, shard, n)
            SELECT status, pay_way, after_sale, counter_shard(), sum(k) FROM d GROUP BY 1, 2, 3 HAVING sum(k) <> 0 ORDER BY 1, 2, 3
            ON CONFLICT (status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n
        )
        INSERT INTO order_day_counts AS t (day, status, pay_way, after_sale, shard, n)
        SELECT day, status, pay_way, after_sale, counter_shard(), sum(k) FROM d GROUP BY 1, 2, 3, 4 HAVING sum(k) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        WITH d (day, status, pay_way, after_sale, k) AS (
            SELECT shop_day(created_at), status, pay_way, open_claims > 0, -1 FROM old_rows
        ), totals AS (
            INSERT INTO order_totals AS t (status, pay_way, after_sale, shard, n)
            SELECT status, pay_way, after_sale, counter_shard(), sum(k) FROM d GROUP BY 1, 2, 3 HAVING sum(k) <> 0 ORDER BY 1, 2, 3
            ON CONFLICT (status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n
        )
        INSERT INTO order_day_counts AS t (day, status, pay_way, after_sale, shard, n)
        SELECT day, status, pay_way, after_sale, counter_shard(), sum(k) FROM d GROUP BY 1, 2, 3, 4 HAVING sum(k) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSE
        WITH d (day, status, pay_way, after_sale, k) AS (
            SELECT *, 1 FROM (
                SELECT shop_day(created_at), status, pay_way, open_claims > 0 FROM new_rows
                EXCEPT ALL
                SELECT shop_day(created_at), status, pay_way, open_claims > 0 FROM old_rows
            ) a
            UNION ALL
            SELECT *, -1 FROM (
                SELECT shop_day(created_at), status, pay_way, open_claims > 0 FROM old_rows
                EXCEPT ALL
                SELECT shop_day(created_at), status, pay_way, open_claims > 0 FROM new_rows
            ) b
        ), totals AS (
            INSERT INTO order_totals AS t (status, pay_way, after_sale, shard, n)
            SELECT status, pay_way, after_sale, counter_shard(), sum(k) FROM d GROUP BY 1, 2, 3 HAVING sum(k) <> 0 ORDER BY 1, 2, 3
            ON CONFLICT (status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n
        )
        INSERT INTO order_day_counts AS t (day, status, pay_way, after_sale, shard, n)
        SELECT day, status, pay_way, after_sale, counter_shard(), sum(k) FROM d GROUP BY 1, 2, 3, 4 HAVING sum(k) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER order_counts_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
CREATE TRIGGER order_counts_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
CREATE TRIGGER order_counts_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();

-- Folds every shard into shard 0, the rows locked in key order as the triggers lock them.
CREATE FUNCTION order_counts_compact() RETURNS void LANGUAGE sql AS $$
    WITH gone AS (
        DELETE FROM order_totals WHERE (status, pay_way, after_sale, shard) IN (
            SELECT status, pay_way, after_sale, shard FROM order_totals WHERE shard <> 0 ORDER BY 1, 2, 3, 4 FOR UPDATE)
        RETURNING status, pay_way, after_sale, n)
    INSERT INTO order_totals AS t (status, pay_way, after_sale, shard, n)
    SELECT status, pay_way, after_sale, 0, sum(n) FROM gone GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n;
    WITH gone AS (
        DELETE FROM order_day_counts WHERE (day, status, pay_way, after_sale, shard) IN (
            SELECT day, status, pay_way, after_sale, shard FROM order_day_counts WHERE shard <> 0 ORDER BY 1, 2, 3, 4, 5 FOR UPDATE)
        RETURNING day, status, pay_way, after_sale, n)
    INSERT INTO order_day_counts AS t (day, status, pay_way, after_sale, shard, n)
    SELECT day, status, pay_way, after_sale, 0, sum(n) FROM gone GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, status, pay_way, after_sale, shard) DO UPDATE SET n = t.n + EXCLUDED.n;
    DELETE FROM order_totals WHERE n = 0;
    DELETE FROM order_day_counts WHERE n = 0;
$$;

-- Rebuilds the claims in progress and the counters from the rows (after a bulk load with
-- triggers off).
CREATE FUNCTION order_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    UPDATE orders o SET open_claims = coalesce(c.k, 0)
      FROM (SELECT o2.id, c2.k FROM orders o2 LEFT JOIN (
                SELECT order_id, count(*)::integer AS k FROM after_sales WHERE after_sale_open(status) GROUP BY 1) c2
              ON c2.order_id = o2.id
             WHERE o2.open_claims <> coalesce(c2.k, 0)) c
     WHERE o.id = c.id;
    DELETE FROM order_day_counts;
    INSERT INTO order_day_counts (day, status, pay_way, after_sale, n)
    SELECT shop_day(created_at), status, pay_way, open_claims > 0, count(*) FROM orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
    DELETE FROM order_totals;
    INSERT INTO order_totals (status, pay_way, after_sale, n)
    SELECT status, pay_way, after_sale, sum(n) FROM order_day_counts GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
SELECT order_counts_rebuild();
