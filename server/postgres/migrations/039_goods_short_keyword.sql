-- A keyword of one or two characters has no trigram: the trigram index was read whole and
-- every match counted from its row (1.3 s at a million goods). Such a keyword is counted from
-- counters per substring and kind (a goods counts once per distinct substring of one or two
-- characters of its lower-cased name), and found by an index of those substrings.
CREATE FUNCTION goods_grams(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT substr(lower(name), i, k)), '{}')
    FROM generate_series(1, length(name)) i, generate_series(1, 2) k
    WHERE i + k - 1 <= length(name)
$$;

CREATE TABLE goods_gram_counts (
    gram text NOT NULL,
    kind text NOT NULL,
    n    bigint NOT NULL,
    PRIMARY KEY (gram, kind)
);

-- Only rows whose name or kind changed count (multiset differences, as migration 037).
CREATE FUNCTION goods_gram_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO goods_gram_counts AS t (gram, kind, n)
        SELECT gram, goods_kind(status, stock, stock_warning), count(*) FROM new_rows, unnest(goods_grams(name)) gram
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (gram, kind) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO goods_gram_counts AS t (gram, kind, n)
        SELECT gram, goods_kind(status, stock, stock_warning), -count(*) FROM old_rows, unnest(goods_grams(name)) gram
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (gram, kind) DO UPDATE SET n = t.n + EXCLUDED.n;
    ELSE
        INSERT INTO goods_gram_counts AS t (gram, kind, n)
        SELECT gram, kind, sum(k) FROM (
            SELECT gram, kind, 1 AS k FROM (
                SELECT name, goods_kind(status, stock, stock_warning) kind FROM new_rows
                EXCEPT ALL
                SELECT name, goods_kind(status, stock, stock_warning) FROM old_rows
            ) a, unnest(goods_grams(a.name)) gram
            UNION ALL
            SELECT gram, kind, -1 FROM (
                SELECT name, goods_kind(status, stock, stock_warning) kind FROM old_rows
                EXCEPT ALL
                SELECT name, goods_kind(status, stock, stock_warning) FROM new_rows
            ) b, unnest(goods_grams(b.name)) gram
        ) d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
        ON CONFLICT (gram, kind) DO UPDATE SET n = t.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER goods_gram_counts_ins AFTER INSERT ON goods REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_gram_counts_apply();
CREATE TRIGGER goods_gram_counts_upd AFTER UPDATE ON goods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_gram_counts_apply();
CREATE TRIGGER goods_gram_counts_del AFTER DELETE ON goods REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION goods_gram_counts_apply();

-- The counters of a short keyword, rebuilt with the others (goods_counts_rebuild).
CREATE FUNCTION goods_gram_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM goods_gram_counts;
    INSERT INTO goods_gram_counts (gram, kind, n)
    SELECT gram, goods_kind(status, stock, stock_warning), count(*) FROM goods, unnest(goods_grams(name)) gram
    GROUP BY 1, 2 ORDER BY 1, 2;
$$;
SELECT goods_gram_counts_rebuild();

CREATE INDEX goods_grams_idx ON goods USING gin (goods_grams(name));
