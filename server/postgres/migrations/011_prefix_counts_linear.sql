-- The prefix counters' update trigger counts without joining the old rows to the new. The
-- join's plan is cached per connection with the first statement's size: planned for one row
-- (a nested loop), a re-levelling of 40,000 users compared every old row with every new one
-- and took minutes. The keyword columns' values that changed are the multiset differences of
-- the old and the new rows (EXCEPT ALL: hashed or sorted, never a nested loop), empty for a
-- re-levelling or a balance change.

CREATE OR REPLACE FUNCTION shop_user_prefix_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
            SELECT p, 1 AS k FROM (
                SELECT nickname, mobile, sn FROM new_rows EXCEPT ALL SELECT nickname, mobile, sn FROM old_rows
            ) r, shop_user_prefixes(r.nickname, r.mobile, r.sn) p
            UNION ALL
            SELECT p, -1 FROM (
                SELECT nickname, mobile, sn FROM old_rows EXCEPT ALL SELECT nickname, mobile, sn FROM new_rows
            ) r, shop_user_prefixes(r.nickname, r.mobile, r.sn) p
        ) d GROUP BY p HAVING sum(k) <> 0 ORDER BY p
        ON CONFLICT (prefix, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;

