-- The fund flow's list totals from counters: lines per type, in total and per day of the
-- shop's calendar, with the sum of their amounts per day (the account page's daily chart).
-- The flow is append-only and written by one statement of the store (cashTx.AppendFlow),
-- which counts the line it appends: no trigger (one cost an application for a withdrawal a
-- third of its CPU). Every line is written holding the account row, so the counters' rows
-- take no new contention and are not sharded.
CREATE TABLE cash_flow_totals (
    type text PRIMARY KEY,
    n    bigint NOT NULL
);
CREATE TABLE cash_flow_counts (
    day    date NOT NULL,
    type   text NOT NULL,
    n      bigint NOT NULL,
    amount bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (day, type)
) WITH (fillfactor = 80);

-- What a line moved, as cash.Flow.Amount says: a settlement what it brought (the debt it paid
-- included), a refund what it took (the debt it left included), a paid withdrawal what left.
CREATE FUNCTION cash_flow_amount(type text, available bigint, frozen bigint, debt bigint) RETURNS bigint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE type WHEN 'orderSettled' THEN available - debt WHEN 'refund' THEN debt - available
        WHEN 'withdrawPaid' THEN -frozen ELSE available END
$$;

-- Rebuilds the counters from the lines (after a bulk load that bypassed the store).
CREATE FUNCTION cash_flow_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM cash_flow_counts;
    INSERT INTO cash_flow_counts (day, type, n, amount)
    SELECT shop_day(created_at), type, count(*), sum(cash_flow_amount(type, available, frozen, debt))
      FROM cash_flow GROUP BY 1, 2 ORDER BY 1, 2;
    DELETE FROM cash_flow_totals;
    INSERT INTO cash_flow_totals (type, n) SELECT type, sum(n) FROM cash_flow_counts GROUP BY 1 ORDER BY 1;
$$;
SELECT cash_flow_counts_rebuild();
