-- Counters for lists that answer exact figures without a filter but their tab (docs/lists.md
-- §3): counted from the rows, each of these figures reads every row of its table.
--
-- The system log: its lines in all (the log's unfiltered total), and per account and result
-- (a staff member's own sign-ins, whose results the service names). The log is append-only
-- and written by every request that changes something, by many connections at once, so the
-- counters are sharded per connection (counter_shard) and summed on reading.
CREATE TABLE system_log_totals (
    shard smallint PRIMARY KEY,
    n     bigint NOT NULL
);
CREATE TABLE system_log_account_counts (
    account text COLLATE "C" NOT NULL,
    result  text NOT NULL,
    shard   smallint NOT NULL,
    n       bigint NOT NULL,
    PRIMARY KEY (account, result, shard)
);

-- One upsert per statement and table, rows in key order.
CREATE FUNCTION system_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO system_log_totals AS t (shard, n)
    SELECT counter_shard(), count(*) FROM new_rows HAVING count(*) > 0
    ON CONFLICT (shard) DO UPDATE SET n = t.n + EXCLUDED.n;
    INSERT INTO system_log_account_counts AS t (account, result, shard, n)
    SELECT account, result, counter_shard(), count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (account, result, shard) DO UPDATE SET n = t.n + EXCLUDED.n;
    RETURN NULL;
END $$;
CREATE TRIGGER system_log_counts_ins AFTER INSERT ON system_log REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION system_log_counts_apply();

-- Rows per key, kept by one trigger function for any table: TG_ARGV[0] is the counter table,
-- (key, n), and TG_ARGV[1] the counted table's key column. One upsert per statement, rows in
-- key order; an update counts only the rows whose key changed (EXCEPT ALL, as migration
-- 064). The after-sales' totals (migration 092) move to it too.
CREATE FUNCTION key_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    upsert text := format('INSERT INTO %I AS t SELECT k, n FROM (%%s) c(k, n) ORDER BY 1
        ON CONFLICT (%I) DO UPDATE SET n = t.n + EXCLUDED.n', TG_ARGV[0], TG_ARGV[1]);
    k text := quote_ident(TG_ARGV[1]);
BEGIN
    IF TG_OP = 'INSERT' THEN
        EXECUTE format(upsert, format('SELECT %s, count(*) FROM new_rows GROUP BY 1', k));
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE format(upsert, format('SELECT %s, -count(*) FROM old_rows GROUP BY 1', k));
    ELSE
        EXECUTE format(upsert, format('SELECT k, sum(d) FROM (
            SELECT k, 1 AS d FROM (SELECT %1$s FROM new_rows EXCEPT ALL SELECT %1$s FROM old_rows) a(k)
            UNION ALL
            SELECT k, -1 FROM (SELECT %1$s FROM old_rows EXCEPT ALL SELECT %1$s FROM new_rows) b(k)
        ) x GROUP BY 1 HAVING sum(d) <> 0', k));
    END IF;
    RETURN NULL;
END $$;

-- Withdrawals per status: the withdrawal list's tab counts without a filter. Withdrawals are
-- written one at a time, holding the shop's account row: one row per status (no shards).
CREATE TABLE cash_withdrawal_totals (
    status text PRIMARY KEY,
    n      bigint NOT NULL
);
-- Pictures per album: the picture list's total without a filter (their sum) and each album's
-- count on the album list, which counted its pictures from the rows for every album shown.
CREATE TABLE picture_album_counts (
    album_id bigint PRIMARY KEY,
    n        bigint NOT NULL
);
DROP TRIGGER after_sale_totals_ins ON after_sales;
DROP TRIGGER after_sale_totals_upd ON after_sales;
DROP TRIGGER after_sale_totals_del ON after_sales;
DROP FUNCTION after_sale_totals_apply();
CREATE TRIGGER after_sale_totals_ins AFTER INSERT ON after_sales REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('after_sale_totals', 'status');
CREATE TRIGGER after_sale_totals_upd AFTER UPDATE ON after_sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('after_sale_totals', 'status');
CREATE TRIGGER after_sale_totals_del AFTER DELETE ON after_sales REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('after_sale_totals', 'status');
CREATE TRIGGER cash_withdrawal_totals_ins AFTER INSERT ON cash_withdrawals REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('cash_withdrawal_totals', 'status');
CREATE TRIGGER cash_withdrawal_totals_upd AFTER UPDATE ON cash_withdrawals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('cash_withdrawal_totals', 'status');
CREATE TRIGGER cash_withdrawal_totals_del AFTER DELETE ON cash_withdrawals REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('cash_withdrawal_totals', 'status');
CREATE TRIGGER picture_album_counts_ins AFTER INSERT ON pictures REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('picture_album_counts', 'album_id');
CREATE TRIGGER picture_album_counts_upd AFTER UPDATE ON pictures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('picture_album_counts', 'album_id');
CREATE TRIGGER picture_album_counts_del AFTER DELETE ON pictures REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION key_counts_apply('picture_album_counts', 'album_id');

-- For rows loaded with the triggers off, and for the rows written before this migration.
CREATE FUNCTION list_counters_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM system_log_totals;
    INSERT INTO system_log_totals (shard, n) SELECT 0, count(*) FROM system_log HAVING count(*) > 0;
    DELETE FROM system_log_account_counts;
    INSERT INTO system_log_account_counts (account, result, shard, n)
    SELECT account, result, 0, count(*) FROM system_log GROUP BY 1, 2 ORDER BY 1, 2;
    DELETE FROM cash_withdrawal_totals;
    INSERT INTO cash_withdrawal_totals (status, n) SELECT status, count(*) FROM cash_withdrawals GROUP BY 1 ORDER BY 1;
    DELETE FROM picture_album_counts;
    INSERT INTO picture_album_counts (album_id, n) SELECT album_id, count(*) FROM pictures GROUP BY 1 ORDER BY 1;
$$;
SELECT list_counters_rebuild();
