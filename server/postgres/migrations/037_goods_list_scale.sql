-- The goods list at scale: its tab counts kept by counters, its keyword by a trigram index,
-- the stock tabs by partial indexes in the list's default order.

-- A goods counts in exactly one kind: its tab among on (neither sold out nor warning),
-- soldOut, warning, off and recycle (goods.KindOf). The list's six tab counts are sums of
-- kinds.
CREATE FUNCTION goods_kind(status text, stock bigint, stock_warning bigint) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN status <> 'on' THEN status WHEN stock = 0 THEN 'soldOut'
        WHEN stock <= stock_warning THEN 'warning' ELSE 'on' END
$$;

-- The counters. Goods per kind (sharded per connection: every kind change of any goods
-- writes them), per category (the tree's goods counts), per category and kind (a category
-- branch's tabs), per price and kind (a price range's tabs: as many rows as the range has
-- distinct prices) and per creation day of the shop's calendar and kind (a date range's tabs;
-- category 0: none). The last three are not sharded: a reader sums few rows, and only a
-- change of category, kind or day (or a new goods) writes them.
CREATE TABLE goods_kind_totals (
    kind  text NOT NULL,
    shard smallint NOT NULL DEFAULT 0,
    n     bigint NOT NULL,
    PRIMARY KEY (kind, shard)
);
CREATE TABLE goods_category_totals (
    category_id bigint PRIMARY KEY,
    n           bigint NOT NULL
);
CREATE TABLE goods_category_counts (
    category_id bigint NOT NULL,
    kind        text NOT NULL,
    n           bigint NOT NULL,
    PRIMARY KEY (category_id, kind)
);
CREATE TABLE goods_price_counts (
    price bigint NOT NULL,
    kind  text NOT NULL,
    n     bigint NOT NULL,
    PRIMARY KEY (price, kind)
) WITH (fillfactor = 80);
CREATE TABLE goods_day_counts (
    day  date NOT NULL,
    kind text NOT NULL,
    n    bigint NOT NULL,
    PRIMARY KEY (day, kind)
) WITH (fillfactor = 80);

-- One statement per trigger call, each counter's rows in key order. An update counts only
-- the rows whose category, day or kind changed: the multiset differences of the old and the
-- new rows (EXCEPT ALL, never a join of the transition tables: see migration 011).
CREATE FUNCTION goods_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        WITH d (category_id, day, price, kind, k) AS (
            SELECT coalesce(category_id, 0), shop_day(created_at), price, goods_kind(status, stock, stock_warning), 1 FROM new_rows
        ), kinds AS (
            INSERT INTO goods_kind_totals AS t (kind, shard, n)
            SELECT kind, counter_shard(), sum(k) FROM d GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
            ON CONFLICT (kind, shard) DO UPDATE SET n = t.n + EXCLUDED.n
        ), categories AS (
            INSERT INTO goods_category_totals AS t (category_id, n)
            SELECT category_id, sum(k) FROM d GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
            ON CONFLICT (category_id) DO UPDATE SET n = t.n + EXCLUDED.n
        ), prices AS (
            INSERT INTO goods_price_counts AS t (price, kind, n)
            SELECT price, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
            ON CONFLICT (price, kind) DO UPDATE SET n = t.n + EXCLUDED.n
        ), category_kinds AS (
            INSERT INTO goods_category_counts AS t (category_id, kind, n)
            SELECT category_id, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
            ON CONFLICT (category_id, kind) DO UPDATE SET n = t.n + EXCLUDED.n
        )
        INSERT INTO goods_day_counts AS t (day, kind, n)
        SELECT day, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
        ON CONFLICT (day, kind) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        WITH d (category_id, day, price, kind, k) AS (
            SELECT coalesce(category_id, 0), shop_day(created_at), price, goods_kind(status, stock, stock_warning), -1 FROM old_rows
        ), kinds AS (
            INSERT INTO goods_kind_totals AS t (kind, shard, n)
            SELECT kind, counter_shard(), sum(k) FROM d GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
            ON CONFLICT (kind, shard) DO UPDATE SET n = t.n + EXCLUDED.n
        ), categories AS (
            INSERT INTO goods_category_totals AS t (category_id, n)
            SELECT category_id, sum(k) FROM d GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
            ON CONFLICT (category_id) DO UPDATE SET n = t.n + EXCLUDED.n
        ), prices AS (
            INSERT INTO goods_price_counts AS t (price, kind, n)
            SELECT price, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
            ON CONFLICT (price, kind) DO UPDATE SET n = t.n + EXCLUDED.n
        ), category_kinds AS (
            INSERT INTO goods_category_counts AS t (category_id, kind, n)
            SELECT category_id, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
            ON CONFLICT (category_id, kind) DO UPDATE SET n = t.n + EXCLUDED.n
        )
        INSERT INTO goods_day_counts AS t (day, kind, n)
        SELECT day, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
        ON CONFLICT (day, kind) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSE
        WITH d (category_id, day, price, kind, k) AS (
            SELECT *, 1 FROM (
                SELECT coalesce(category_id, 0), shop_day(created_at), price, goods_kind(status, stock, stock_warning) FROM new_rows
                EXCEPT ALL
                SELECT coalesce(category_id, 0), shop_day(created_at), price, goods_kind(status, stock, stock_warning) FROM old_rows
            ) a
            UNION ALL
            SELECT *, -1 FROM (
                SELECT coalesce(category_id, 0), shop_day(created_at), price, goods_kind(status, stock, stock_warning) FROM old_rows
                EXCEPT ALL
                SELECT coalesce(category_id, 0), shop_day(created_at), price, goods_kind(status, stock, stock_warning) FROM new_rows
            ) b
        ), kinds AS (
            INSERT INTO goods_kind_totals AS t (kind, shard, n)
            SELECT kind, counter_shard(), sum(k) FROM d GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
            ON CONFLICT (kind, shard) DO UPDATE SET n = t.n + EXCLUDED.n
        ), categories AS (
            INSERT INTO goods_category_totals AS t (category_id, n)
            SELECT category_id, sum(k) FROM d GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
            ON CONFLICT (category_id) DO UPDATE SET n = t.n + EXCLUDED.n
        ), prices AS (
            INSERT INTO goods_price_counts AS t (price, kind, n)
            SELECT price, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
            ON CONFLICT (price, kind) DO UPDATE SET n = t.n + EXCLUDED.n
        ), category_kinds AS (
            INSERT INTO goods_category_counts AS t (category_id, kind, n)
            SELECT category_id, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
            ON CONFLICT (category_id, kind) DO UPDATE SET n = t.n + EXCLUDED.n
        )
        INSERT INTO goods_day_counts AS t (day, kind, n)
        SELECT day, kind, sum(k) FROM d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
        ON CONFLICT (day, kind) DO UPDATE SET n = t.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER goods_counts_ins AFTER INSERT ON goods REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_counts_apply();
CREATE TRIGGER goods_counts_upd AFTER UPDATE ON goods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_counts_apply();
CREATE TRIGGER goods_counts_del AFTER DELETE ON goods REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_counts_apply();

-- Rebuilds the counters from the rows (after a bulk load with triggers off).
CREATE FUNCTION goods_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM goods_day_counts;
    INSERT INTO goods_day_counts (day, kind, n)
    SELECT shop_day(created_at), goods_kind(status, stock, stock_warning), count(*) FROM goods GROUP BY 1, 2 ORDER BY 1, 2;
    DELETE FROM goods_price_counts;
    INSERT INTO goods_price_counts (price, kind, n)
    SELECT price, goods_kind(status, stock, stock_warning), count(*) FROM goods GROUP BY 1, 2 ORDER BY 1, 2;
    DELETE FROM goods_category_counts;
    INSERT INTO goods_category_counts (category_id, kind, n)
    SELECT coalesce(category_id, 0), goods_kind(status, stock, stock_warning), count(*) FROM goods GROUP BY 1, 2 ORDER BY 1, 2;
    DELETE FROM goods_category_totals;
    INSERT INTO goods_category_totals (category_id, n)
    SELECT category_id, sum(n) FROM goods_category_counts GROUP BY 1 ORDER BY 1;
    DELETE FROM goods_kind_totals;
    INSERT INTO goods_kind_totals (kind, n)
    SELECT kind, sum(n) FROM goods_category_counts GROUP BY 1 ORDER BY 1;
$$;
SELECT goods_counts_rebuild();

-- The keyword: "contains" over the name, by trigrams (pg_trgm, kept in public so that every
-- schema of the database shares it).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX goods_name_trgm_idx ON goods USING gin (name public.gin_trgm_ops);

-- The list's default order (sort) walks its status's part of this index and reads the goods
-- only for the page: the filters' columns are in the index (an index-only walk).
DROP INDEX goods_status_sort_idx;
CREATE INDEX goods_status_sort_idx ON goods (status, sort, id DESC) INCLUDE (category_id, price, created_at);

-- A category of the third level in the default order: a walk of its own part. It serves the
-- category's references too (goods_category_idx went).
DROP INDEX goods_category_idx;
CREATE INDEX goods_category_sort_idx ON goods (category_id, status, sort, id DESC);

-- The stock tabs in the default order: a walk of (status, sort) would pass every goods on
-- shelf to find the few sold out.
CREATE INDEX goods_sold_out_sort_idx ON goods (sort, id DESC) WHERE status = 'on' AND stock = 0;
CREATE INDEX goods_warning_sort_idx ON goods (sort, id DESC) WHERE status = 'on' AND stock > 0 AND stock <= stock_warning;
