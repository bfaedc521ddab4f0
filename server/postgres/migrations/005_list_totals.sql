-- The user list's keyword search (totals and pages), and date-range totals on few pages.

-- Member numbers are "U" and ten digits, as shopuser.UserSN makes them: a keyword that
-- cannot start one is not looked for among them.
ALTER TABLE shop_users ADD CONSTRAINT shop_users_sn_format CHECK (sn ~ '^U[0-9]{10}$');

-- The commonest searches with many matches, a surname or a two-character name (the
-- nickname's first characters) and a mobile segment (the number's first seven digits), page
-- newest first in their own order.
CREATE INDEX shop_users_initial_idx ON shop_users (left(nickname, 1), registered_at, id);
CREATE INDEX shop_users_name2_idx ON shop_users (left(nickname, 2), registered_at, id);
CREATE INDEX shop_users_segment_idx ON shop_users (left(mobile, 7), registered_at, id);

-- A level's users by balance or by spending: a walk of the level's part of the order meets a
-- page of a date range, where the whole order would pass every other level's users too.
CREATE INDEX shop_users_level_balance_idx ON shop_users (level_id, balance, id) INCLUDE (registered_at, disabled);
CREATE INDEX shop_users_level_spent_idx ON shop_users (level_id, total_order_amount, id) INCLUDE (registered_at, disabled);

-- Users per keyword prefix. A user counts once per distinct prefix of its nickname (up to
-- 2 characters), mobile (up to 7 digits: the number's segment) and member number (up to 8
-- characters), so the count of a keyword within those lengths is the number of users it
-- matches, whichever columns match; a longer keyword matches few enough users to count.
CREATE TABLE shop_user_prefix_counts (
    prefix text COLLATE "C" NOT NULL,
    shard  smallint NOT NULL DEFAULT 0,
    n      bigint NOT NULL,
    PRIMARY KEY (prefix, shard)
);

CREATE FUNCTION shop_user_prefixes(nickname text, mobile text, sn text) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT left(nickname, k) FROM generate_series(1, least(2, length(nickname))) k
    UNION
    SELECT left(mobile, k) FROM generate_series(1, 7) k
    UNION
    SELECT left(sn, k) FROM generate_series(1, 8) k
$$;

-- One upsert per statement, prefixes in order (concurrent writers lock rows in the same
-- order). Updates count only rows whose keyword columns changed: balance changes cost a join
-- of their transition rows and nothing more.
CREATE FUNCTION shop_user_prefix_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO shop_user_prefix_counts AS c (prefix, shard, n)
        SELECT p, counter_shard(), count(*) FROM new_rows r, shop_user_prefixes(r.nickname, r.mobile, r.sn) p
        GROUP BY p ORDER BY p
        ON CONFLICT (prefix, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO shop_user_prefix_counts AS c (prefix, shard, n)
        SELECT p, counter_shard(), -count(*) FROM old_rows r, shop_user_prefixes(r.nickname, r.mobile, r.sn) p
        GROUP BY p ORDER BY p
        ON CONFLICT (prefix, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSE
        INSERT INTO shop_user_prefix_counts AS c (prefix, shard, n)
        SELECT p, counter_shard(), sum(k) FROM (
            SELECT p, 1 AS k FROM new_rows nw JOIN old_rows od ON od.id = nw.id,
                shop_user_prefixes(nw.nickname, nw.mobile, nw.sn) p
            WHERE (nw.nickname, nw.mobile, nw.sn) IS DISTINCT FROM (od.nickname, od.mobile, od.sn)
            UNION ALL
            SELECT p, -1 FROM new_rows nw JOIN old_rows od ON od.id = nw.id,
                shop_user_prefixes(od.nickname, od.mobile, od.sn) p
            WHERE (nw.nickname, nw.mobile, nw.sn) IS DISTINCT FROM (od.nickname, od.mobile, od.sn)
        ) d GROUP BY p HAVING sum(k) <> 0 ORDER BY p
        ON CONFLICT (prefix, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER shop_user_prefix_counts_ins AFTER INSERT ON shop_users REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION shop_user_prefix_counts_apply();
CREATE TRIGGER shop_user_prefix_counts_upd AFTER UPDATE ON shop_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION shop_user_prefix_counts_apply();
CREATE TRIGGER shop_user_prefix_counts_del AFTER DELETE ON shop_users REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION shop_user_prefix_counts_apply();

-- Date-range totals read the counter rows of the range's days. Kept together on few pages
-- (rows in day order, room on each page for in-place updates), a month is a handful of
-- pages instead of one page per row.
ALTER TABLE shop_user_counts SET (fillfactor = 80);
ALTER TABLE user_account_log_counts SET (fillfactor = 80);

-- Rebuilds every counter from the rows (after a bulk load with triggers off).
CREATE OR REPLACE FUNCTION shop_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM shop_user_counts;
    INSERT INTO shop_user_counts (day, level_id, disabled, n)
    SELECT shop_day(registered_at), coalesce(level_id, 0), disabled, count(*) FROM shop_users
    GROUP BY 1, 2, 3 ORDER BY 1;
    DELETE FROM shop_user_totals;
    INSERT INTO shop_user_totals (level_id, disabled, n)
    SELECT level_id, disabled, sum(n) FROM shop_user_counts GROUP BY 1, 2;
    DELETE FROM shop_user_prefix_counts;
    INSERT INTO shop_user_prefix_counts (prefix, n)
    SELECT p, count(*) FROM shop_users u, shop_user_prefixes(u.nickname, u.mobile, u.sn) p GROUP BY p ORDER BY p;
    DELETE FROM user_account_log_counts;
    INSERT INTO user_account_log_counts (day, type, channel, n)
    SELECT shop_day(created_at), type, channel, count(*) FROM user_account_logs
    GROUP BY 1, 2, 3 ORDER BY 1;
    DELETE FROM user_account_log_totals;
    INSERT INTO user_account_log_totals (type, channel, n)
    SELECT type, channel, sum(n) FROM user_account_log_counts GROUP BY 1, 2;
$$;

INSERT INTO shop_user_prefix_counts (prefix, n)
SELECT p, count(*) FROM shop_users u, shop_user_prefixes(u.nickname, u.mobile, u.sn) p GROUP BY p ORDER BY p;
