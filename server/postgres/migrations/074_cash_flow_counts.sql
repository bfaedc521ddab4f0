-- The fund flow's list totals from counters: lines per type, in total and per day of the
-- shop's calendar. The flow is append-only, so only inserts count; every line is written
-- holding the account row, so the counters' rows take no new contention and are not sharded.
CREATE TABLE cash_flow_totals (
    type text PRIMARY KEY,
    n    bigint NOT NULL
);
CREATE TABLE cash_flow_counts (
    day  date NOT NULL,
    type text NOT NULL,
    n    bigint NOT NULL,
    PRIMARY KEY (day, type)
) WITH (fillfactor = 80);

CREATE FUNCTION cash_flow_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH d (day, type) AS (SELECT shop_day(created_at), type FROM new_rows), totals AS (
        INSERT INTO cash_flow_totals AS t (type, n)
        SELECT type, count(*) FROM d GROUP BY 1 ORDER BY 1
        ON CONFLICT (type) DO UPDATE SET n = t.n + EXCLUDED.n
    )
    INSERT INTO cash_flow_counts AS t (day, type, n)
    SELECT day, type, count(*) FROM d GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, type) DO UPDATE SET n = t.n + EXCLUDED.n;
    RETURN NULL;
END $$;
CREATE TRIGGER cash_flow_counts_ins AFTER INSERT ON cash_flow REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_counts_apply();

-- Rebuilds the counters from the lines (after a bulk load with triggers off).
CREATE FUNCTION cash_flow_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM cash_flow_counts;
    INSERT INTO cash_flow_counts (day, type, n)
    SELECT shop_day(created_at), type, count(*) FROM cash_flow GROUP BY 1, 2 ORDER BY 1, 2;
    DELETE FROM cash_flow_totals;
    INSERT INTO cash_flow_totals (type, n) SELECT type, sum(n) FROM cash_flow_counts GROUP BY 1 ORDER BY 1;
$$;
SELECT cash_flow_counts_rebuild();
