-- The goods ranking of the preset ranges (the last 7, 30 and 90 days, this month) kept per
-- goods by a job (stats_refresh_windows, at most every 5 minutes), so a ranking page is an
-- index walk instead of summing a day row per goods and day; custom ranges still sum the
-- daily rollups. Each sort has its index; a rate's null (no base) sorts last either way
-- through its two keys.
CREATE TABLE stats_goods_windows (
    preset        text NOT NULL,
    goods_id      bigint NOT NULL,
    views         bigint NOT NULL,
    visitors      bigint NOT NULL,
    favorites     bigint NOT NULL,
    sales_count   bigint NOT NULL,
    sales_amount  bigint NOT NULL,
    paying_buyers bigint NOT NULL,
    refund_count  bigint NOT NULL,
    refund_amount bigint NOT NULL,
    conv_desc     float8 NOT NULL, -- the conversion, -1 without visitors
    conv_asc      float8 NOT NULL, -- the conversion, infinity without visitors
    refund_desc   float8 NOT NULL,
    refund_asc    float8 NOT NULL,
    PRIMARY KEY (preset, goods_id)
);
CREATE INDEX stats_goods_windows_sales_count_idx ON stats_goods_windows (preset, sales_count, goods_id);
CREATE INDEX stats_goods_windows_sales_amount_idx ON stats_goods_windows (preset, sales_amount, goods_id);
CREATE INDEX stats_goods_windows_views_idx ON stats_goods_windows (preset, views, goods_id);
CREATE INDEX stats_goods_windows_visitors_idx ON stats_goods_windows (preset, visitors, goods_id);
CREATE INDEX stats_goods_windows_favorites_idx ON stats_goods_windows (preset, favorites, goods_id);
CREATE INDEX stats_goods_windows_conv_desc_idx ON stats_goods_windows (preset, conv_desc, goods_id);
CREATE INDEX stats_goods_windows_conv_asc_idx ON stats_goods_windows (preset, conv_asc, goods_id);
CREATE INDEX stats_goods_windows_refund_desc_idx ON stats_goods_windows (preset, refund_desc, goods_id);
CREATE INDEX stats_goods_windows_refund_asc_idx ON stats_goods_windows (preset, refund_asc, goods_id);

-- Which days each preset was summed over, when, and how many goods it holds.
CREATE TABLE stats_windows (
    preset       text PRIMARY KEY,
    first_day    date NOT NULL,
    last_day     date NOT NULL,
    goods        bigint NOT NULL,
    refreshed_at timestamptz NOT NULL
);

-- Sums the presets ending on today again when the last sums are older than min_age or the
-- shop day changed.
CREATE FUNCTION stats_refresh_windows(min_age interval DEFAULT interval '5 minutes', today date DEFAULT shop_day(now()))
    RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    p record;
BEGIN
    IF NOT pg_try_advisory_xact_lock(90091) THEN
        RETURN; -- another instance refreshes them
    END IF;
    FOR p IN SELECT * FROM (VALUES ('last7', today - 6), ('last30', today - 29), ('last90', today - 89),
                                   ('thisMonth', date_trunc('month', today)::date)) v (preset, first_day) LOOP
        IF EXISTS (SELECT 1 FROM stats_windows w WHERE w.preset = p.preset AND w.first_day = p.first_day AND w.last_day = today
                      AND w.refreshed_at > now() - min_age) THEN
            CONTINUE;
        END IF;
        DELETE FROM stats_goods_windows WHERE preset = p.preset;
        INSERT INTO stats_goods_windows
        SELECT p.preset, goods_id, v, vi, f, sc, sa, pb, rc, ra,
               coalesce(pb::float8 / nullif(vi, 0), -1), coalesce(pb::float8 / nullif(vi, 0), 'Infinity'),
               coalesce(ra::float8 / nullif(sa, 0), -1), coalesce(ra::float8 / nullif(sa, 0), 'Infinity')
          FROM (SELECT goods_id, sum(views) v, sum(visitors) vi, sum(favorites) f, sum(sales_count) sc, sum(sales_amount) sa,
                       sum(paying_buyers) pb, sum(refund_count) rc, sum(refund_amount) ra
                  FROM stats_goods_days WHERE day BETWEEN p.first_day AND today GROUP BY goods_id) s
         ORDER BY goods_id;
        INSERT INTO stats_windows AS w VALUES (p.preset, p.first_day, today,
            (SELECT count(*) FROM stats_goods_windows WHERE preset = p.preset), now())
        ON CONFLICT (preset) DO UPDATE SET first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, goods = EXCLUDED.goods,
            refreshed_at = EXCLUDED.refreshed_at;
    END LOOP;
END $$;
