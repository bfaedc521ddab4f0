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

-- Withdrawals per status: the withdrawal list's tab counts without a filter. Withdrawals are
-- written one at a time, holding the shop's account row: one row per status (no shards).
CREATE TABLE cash_withdrawal_totals (
    status text PRIMARY KEY,
    n      bigint NOT NULL
);
CREATE FUNCTION cash_withdrawal_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO cash_withdrawal_totals AS t (status, n)
        SELECT status, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
        ON CONFLICT (status) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO cash_withdrawal_totals AS t (status, n)
        SELECT status, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
        ON CONFLICT (status) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSE
        INSERT INTO cash_withdrawal_totals AS t (status, n)
        SELECT status, sum(k) FROM (
            SELECT status, 1 AS k FROM (SELECT status FROM new_rows EXCEPT ALL SELECT status FROM old_rows) a
            UNION ALL
            SELECT status, -1 FROM (SELECT status FROM old_rows EXCEPT ALL SELECT status FROM new_rows) b
        ) x GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
        ON CONFLICT (status) DO UPDATE SET n = t.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER cash_withdrawal_totals_ins AFTER INSERT ON cash_withdrawals REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cash_withdrawal_totals_apply();
CREATE TRIGGER cash_withdrawal_totals_upd AFTER UPDATE ON cash_withdrawals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cash_withdrawal_totals_apply();
CREATE TRIGGER cash_withdrawal_totals_del AFTER DELETE ON cash_withdrawals REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cash_withdrawal_totals_apply();

-- Pictures per album: the picture list's total without a filter (their sum) and each album's
-- count on the album list, which counted its pictures from the rows for every album shown.
CREATE TABLE picture_album_counts (
    album_id bigint PRIMARY KEY,
    n        bigint NOT NULL
);
CREATE FUNCTION picture_album_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO picture_album_counts AS t (album_id, n)
        SELECT album_id, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
        ON CONFLICT (album_id) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO picture_album_counts AS t (album_id, n)
        SELECT album_id, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
        ON CONFLICT (album_id) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSE
        INSERT INTO picture_album_counts AS t (album_id, n)
        SELECT album_id, sum(k) FROM (
            SELECT album_id, 1 AS k FROM (SELECT album_id FROM new_rows EXCEPT ALL SELECT album_id FROM old_rows) a
            UNION ALL
            SELECT album_id, -1 FROM (SELECT album_id FROM old_rows EXCEPT ALL SELECT album_id FROM new_rows) b
        ) x GROUP BY 1 HAVING sum(k) <> 0 ORDER BY 1
        ON CONFLICT (album_id) DO UPDATE SET n = t.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER picture_album_counts_ins AFTER INSERT ON pictures REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION picture_album_counts_apply();
CREATE TRIGGER picture_album_counts_upd AFTER UPDATE ON pictures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION picture_album_counts_apply();
CREATE TRIGGER picture_album_counts_del AFTER DELETE ON pictures REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION picture_album_counts_apply();

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
