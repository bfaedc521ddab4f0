-- Shop users: levels, users, the account ledger, addresses, minimal goods, favourites,
-- browsing, coupons, gifts, idempotency keys. Sized for a million users and ten million
-- ledger lines: list totals come from counters kept by statement-level triggers, lists
-- walk indexes in their sort order.

CREATE TABLE user_levels (
    id               bigserial PRIMARY KEY,
    name             text NOT NULL CONSTRAINT user_levels_name_key UNIQUE,
    growth_value     bigint NOT NULL CONSTRAINT user_levels_growth_key UNIQUE CHECK (growth_value >= 0),
    discount         smallint NOT NULL CHECK (discount BETWEEN 0 AND 100), -- tenths: 95 = 9.5
    privilege        text NOT NULL DEFAULT '',
    image            text NOT NULL DEFAULT '',
    background_image text NOT NULL DEFAULT '',
    sort             integer NOT NULL DEFAULT 0
);
-- New users get the level of growth 0: a shop starts with one.
INSERT INTO user_levels (name, growth_value, discount, privilege, sort) VALUES ('普通会员', 0, 100, '会员价购物', 1);

CREATE TABLE shop_users (
    id                 bigserial PRIMARY KEY,
    sn                 text COLLATE "C" NOT NULL,
    nickname           text COLLATE "C" NOT NULL,
    avatar             text NOT NULL DEFAULT '',
    mobile             text COLLATE "C" NOT NULL CHECK (mobile ~ '^1[3-9][0-9]{9}$'),
    sex                smallint NOT NULL DEFAULT 0 CHECK (sex BETWEEN 0 AND 2),
    level_id           bigint REFERENCES user_levels,
    group_id           bigint NOT NULL DEFAULT 0,
    balance            bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
    points             bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
    growth             bigint NOT NULL DEFAULT 0 CHECK (growth >= 0),
    earnings           bigint NOT NULL DEFAULT 0 CHECK (earnings >= 0),
    total_order_amount bigint NOT NULL DEFAULT 0 CHECK (total_order_amount >= 0),
    disabled           boolean NOT NULL DEFAULT false,
    remark             text NOT NULL DEFAULT '',
    registered_at      timestamptz NOT NULL,
    last_login_at      timestamptz
);
-- Keyword: prefix ranges over byte order (COLLATE "C"), usable by generic plans. Each
-- index includes the sort keys and filter columns, so collecting a keyword's matches is an
-- index-only scan however many users share a prefix.
-- The mobile and sn indexes also include the columns of the branches before them, which
-- a keyword's match in them excludes (see ListShopUsers).
CREATE UNIQUE INDEX shop_users_sn_key ON shop_users (sn)
    INCLUDE (id, registered_at, balance, total_order_amount, level_id, disabled, nickname, mobile);
CREATE UNIQUE INDEX shop_users_mobile_key ON shop_users (mobile)
    INCLUDE (id, registered_at, balance, total_order_amount, level_id, disabled, nickname);
CREATE INDEX shop_users_nickname_idx ON shop_users (nickname)
    INCLUDE (id, registered_at, balance, total_order_amount, level_id, disabled);
-- One index per sort order (scanned either way), including the filter columns and the
-- keyword columns: a page is found index-only, then only its rows are read. Selective
-- filters (level, disabled, dates, a rare keyword) are collected first from their own
-- covering indexes, then sorted.
CREATE INDEX shop_users_registered_idx ON shop_users (registered_at, id)
    INCLUDE (balance, total_order_amount, level_id, disabled, nickname, mobile, sn);
CREATE INDEX shop_users_balance_idx ON shop_users (balance, id)
    INCLUDE (registered_at, level_id, disabled, nickname, mobile, sn);
CREATE INDEX shop_users_spent_idx ON shop_users (total_order_amount, id)
    INCLUDE (registered_at, level_id, disabled, nickname, mobile, sn);
CREATE INDEX shop_users_level_idx ON shop_users (level_id, registered_at, id)
    INCLUDE (balance, total_order_amount, disabled);
CREATE INDEX shop_users_disabled_idx ON shop_users (registered_at, id)
    INCLUDE (balance, total_order_amount, level_id) WHERE disabled;
CREATE INDEX shop_users_growth_idx ON shop_users (growth);

-- Users per registration day (UTC+8), level and state: the totals of the user list for
-- every filter but the keyword, without counting a million rows. Each connection writes
-- its own shard, so concurrent sign-ups on one day do not queue on one counter row.
CREATE TABLE shop_user_counts (
    day      date NOT NULL,
    level_id bigint NOT NULL, -- 0: no level
    disabled boolean NOT NULL,
    shard    smallint NOT NULL DEFAULT 0,
    n        bigint NOT NULL,
    PRIMARY KEY (level_id, disabled, day, shard)
);
CREATE INDEX shop_user_counts_day_idx ON shop_user_counts (day);
-- The same without the day: the totals of the lists without a date range (the commonest)
-- from a few dozen rows instead of thousands.
CREATE TABLE shop_user_totals (
    level_id bigint NOT NULL,
    disabled boolean NOT NULL,
    shard    smallint NOT NULL DEFAULT 0,
    n        bigint NOT NULL,
    PRIMARY KEY (level_id, disabled, shard)
);

CREATE FUNCTION counter_shard() RETURNS smallint LANGUAGE sql STABLE
    AS $$ SELECT (pg_backend_pid() % 16)::smallint $$;

-- The shop's calendar day: a copy of kernel.ShopDay (server/kernel/zone.go, UTC+8 all year),
-- tied to it by server/postgres/shopday_test.go.
CREATE FUNCTION shop_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (t AT TIME ZONE 'UTC' + interval '8 hours')::date $$;

-- One upsert per statement and table, totals first, rows in key order, so concurrent
-- writers lock counters in the same order and bulk changes (COPY, re-levelling) cost one
-- aggregate.
CREATE FUNCTION shop_user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO shop_user_totals AS c (level_id, disabled, shard, n)
        SELECT coalesce(level_id, 0), disabled, counter_shard(), count(*) FROM new_rows
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (level_id, disabled, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO shop_user_counts AS c (day, level_id, disabled, shard, n)
        SELECT shop_day(registered_at), coalesce(level_id, 0), disabled, counter_shard(), count(*) FROM new_rows
        GROUP BY 1, 2, 3 ORDER BY 2, 3, 1
        ON CONFLICT (level_id, disabled, day, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO shop_user_totals AS c (level_id, disabled, shard, n)
        SELECT coalesce(level_id, 0), disabled, counter_shard(), -count(*) FROM old_rows
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (level_id, disabled, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO shop_user_counts AS c (day, level_id, disabled, shard, n)
        SELECT shop_day(registered_at), coalesce(level_id, 0), disabled, counter_shard(), -count(*) FROM old_rows
        GROUP BY 1, 2, 3 ORDER BY 2, 3, 1
        ON CONFLICT (level_id, disabled, day, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    ELSE
        INSERT INTO shop_user_totals AS c (level_id, disabled, shard, n)
        SELECT level_id, disabled, counter_shard(), sum(k) FROM (
            SELECT coalesce(level_id, 0) AS level_id, disabled, 1 AS k FROM new_rows
            UNION ALL
            SELECT coalesce(level_id, 0), disabled, -1 FROM old_rows
        ) d GROUP BY 1, 2 HAVING sum(k) <> 0 ORDER BY 1, 2
        ON CONFLICT (level_id, disabled, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO shop_user_counts AS c (day, level_id, disabled, shard, n)
        SELECT day, level_id, disabled, counter_shard(), sum(k) FROM (
            SELECT shop_day(registered_at) AS day, coalesce(level_id, 0) AS level_id, disabled, 1 AS k FROM new_rows
            UNION ALL
            SELECT shop_day(registered_at), coalesce(level_id, 0), disabled, -1 FROM old_rows
        ) d GROUP BY 1, 2, 3 HAVING sum(k) <> 0 ORDER BY 2, 3, 1
        ON CONFLICT (level_id, disabled, day, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER shop_user_counts_ins AFTER INSERT ON shop_users REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION shop_user_counts_apply();
CREATE TRIGGER shop_user_counts_upd AFTER UPDATE ON shop_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION shop_user_counts_apply();
CREATE TRIGGER shop_user_counts_del AFTER DELETE ON shop_users REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION shop_user_counts_apply();

CREATE TABLE user_account_logs (
    id            bigserial PRIMARY KEY,
    user_id       bigint NOT NULL REFERENCES shop_users,
    type          text NOT NULL CHECK (type IN ('money', 'points', 'growth', 'earnings')),
    channel       text NOT NULL,
    change_amount bigint NOT NULL CHECK (change_amount > 0),
    change_type   text NOT NULL CHECK (change_type IN ('increase', 'decrease')),
    left_amount   bigint NOT NULL CHECK (left_amount >= 0),
    source_sn     text NOT NULL DEFAULT '',
    remark        text NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL
);
CREATE INDEX user_account_logs_user_idx ON user_account_logs (user_id, created_at, id);
CREATE INDEX user_account_logs_created_idx ON user_account_logs (created_at, id);
CREATE INDEX user_account_logs_channel_idx ON user_account_logs (channel, created_at, id);

-- Ledger lines per day, type and channel: the totals of the ledger for every filter but the user.
CREATE TABLE user_account_log_counts (
    day     date NOT NULL,
    type    text NOT NULL,
    channel text NOT NULL,
    shard   smallint NOT NULL DEFAULT 0,
    n       bigint NOT NULL,
    PRIMARY KEY (type, channel, day, shard)
);
CREATE INDEX user_account_log_counts_day_idx ON user_account_log_counts (day);
CREATE TABLE user_account_log_totals (
    type    text NOT NULL,
    channel text NOT NULL,
    shard   smallint NOT NULL DEFAULT 0,
    n       bigint NOT NULL,
    PRIMARY KEY (type, channel, shard)
);
CREATE FUNCTION user_account_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO user_account_log_totals AS c (type, channel, shard, n)
    SELECT type, channel, counter_shard(), count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (type, channel, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    INSERT INTO user_account_log_counts AS c (day, type, channel, shard, n)
    SELECT shop_day(created_at), type, channel, counter_shard(), count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 2, 3, 1
    ON CONFLICT (type, channel, day, shard) DO UPDATE SET n = c.n + EXCLUDED.n;
    RETURN NULL;
END $$;
CREATE TRIGGER user_account_log_counts_ins AFTER INSERT ON user_account_logs REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION user_account_log_counts_apply();
-- The ledger is append-only: a correction is a new line.
CREATE FUNCTION user_account_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'user_account_logs is append-only';
END $$;
CREATE TRIGGER user_account_logs_append_only BEFORE UPDATE OR DELETE ON user_account_logs
    FOR EACH ROW EXECUTE FUNCTION user_account_logs_append_only();

-- Rebuilds both counters from the rows (after a bulk load with triggers off).
CREATE FUNCTION shop_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    DELETE FROM shop_user_counts;
    INSERT INTO shop_user_counts (day, level_id, disabled, n)
    SELECT shop_day(registered_at), coalesce(level_id, 0), disabled, count(*) FROM shop_users GROUP BY 1, 2, 3;
    DELETE FROM shop_user_totals;
    INSERT INTO shop_user_totals (level_id, disabled, n)
    SELECT level_id, disabled, sum(n) FROM shop_user_counts GROUP BY 1, 2;
    DELETE FROM user_account_log_counts;
    INSERT INTO user_account_log_counts (day, type, channel, n)
    SELECT shop_day(created_at), type, channel, count(*) FROM user_account_logs GROUP BY 1, 2, 3;
    DELETE FROM user_account_log_totals;
    INSERT INTO user_account_log_totals (type, channel, n)
    SELECT type, channel, sum(n) FROM user_account_log_counts GROUP BY 1, 2;
$$;

CREATE TABLE idempotency_keys (
    scope       text NOT NULL,
    key         text NOT NULL,
    fingerprint text NOT NULL,
    result      jsonb NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE TABLE user_addresses (
    id            bigserial PRIMARY KEY,
    user_id       bigint NOT NULL REFERENCES shop_users ON DELETE CASCADE,
    contact       text COLLATE "C" NOT NULL,
    mobile        text COLLATE "C" NOT NULL,
    province_code char(6) NOT NULL,
    city_code     char(6) NOT NULL,
    district_code char(6) NOT NULL,
    detail        text NOT NULL,
    is_default    boolean NOT NULL DEFAULT false
);
CREATE INDEX user_addresses_user_idx ON user_addresses (user_id, is_default DESC, id DESC);
-- At most one default address per user.
CREATE UNIQUE INDEX user_addresses_default_key ON user_addresses (user_id) WHERE is_default;

-- The goods area extends this table; favourites and browsing need only these columns.
CREATE TABLE goods (
    id    bigserial PRIMARY KEY,
    name  text NOT NULL,
    image text NOT NULL DEFAULT '',
    price bigint NOT NULL DEFAULT 0 CHECK (price >= 0)
);

CREATE TABLE goods_collects (
    id         bigserial PRIMARY KEY,
    user_id    bigint NOT NULL REFERENCES shop_users ON DELETE CASCADE,
    goods_id   bigint NOT NULL REFERENCES goods ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    CONSTRAINT goods_collects_user_goods_key UNIQUE (user_id, goods_id)
);
CREATE INDEX goods_collects_created_idx ON goods_collects (created_at DESC, id DESC);

CREATE TABLE goods_browses (
    id              bigserial PRIMARY KEY,
    user_id         bigint NOT NULL REFERENCES shop_users ON DELETE CASCADE,
    goods_id        bigint NOT NULL REFERENCES goods ON DELETE CASCADE,
    visits          integer NOT NULL DEFAULT 1 CHECK (visits > 0),
    last_visited_at timestamptz NOT NULL,
    CONSTRAINT goods_browses_user_goods_key UNIQUE (user_id, goods_id)
);
CREATE INDEX goods_browses_visited_idx ON goods_browses (last_visited_at DESC, id DESC);
CREATE INDEX goods_browses_user_idx ON goods_browses (user_id, last_visited_at DESC);

CREATE TABLE coupons (
    id            bigserial PRIMARY KEY,
    name          text NOT NULL,
    amount        bigint NOT NULL CHECK (amount > 0),
    threshold     text NOT NULL CHECK (threshold IN ('none', 'minimum')),
    min_spend     bigint NOT NULL DEFAULT 0,
    total_type    text NOT NULL CHECK (total_type IN ('unlimited', 'limited')),
    total         integer NOT NULL DEFAULT 0,
    validity      text NOT NULL CHECK (validity IN ('fixed', 'daysFromClaim', 'daysFromNextDay')),
    use_start     timestamptz,
    use_end       timestamptz,
    valid_days    integer NOT NULL DEFAULT 0,
    claim_start   timestamptz,
    claim_end     timestamptz,
    obtain        text NOT NULL CHECK (obtain IN ('claim', 'shop', 'activity')),
    limit_type    text NOT NULL CHECK (limit_type IN ('unlimited', 'perUser', 'perDay')),
    limit_count   integer NOT NULL DEFAULT 0,
    scope         text NOT NULL CHECK (scope IN ('all', 'include', 'exclude')),
    goods_ids     bigint[] NOT NULL DEFAULT '{}',
    remark        text NOT NULL DEFAULT '',
    status        text NOT NULL CHECK (status IN ('enabled', 'disabled')),
    issued_count  integer NOT NULL DEFAULT 0,
    claimed_count integer NOT NULL DEFAULT 0,
    used_count    integer NOT NULL DEFAULT 0,
    created_at    timestamptz NOT NULL,
    CHECK (total_type = 'unlimited' OR issued_count + claimed_count <= total),
    CHECK (use_start IS NULL OR claim_start IS NULL OR use_start >= claim_start)
);

CREATE TABLE user_coupons (
    id          bigserial PRIMARY KEY,
    coupon_id   bigint NOT NULL REFERENCES coupons,
    user_id     bigint NOT NULL REFERENCES shop_users ON DELETE CASCADE,
    amount      bigint NOT NULL,
    min_spend   bigint NOT NULL,
    status      text NOT NULL CHECK (status IN ('unused', 'used', 'expired', 'withdrawn')),
    valid_from  timestamptz NOT NULL,
    valid_to    timestamptz NOT NULL,
    obtained_at timestamptz NOT NULL,
    obtain      text NOT NULL,
    used_at     timestamptz,
    order_id    bigint NOT NULL DEFAULT 0
);
CREATE INDEX user_coupons_coupon_idx ON user_coupons (coupon_id, user_id, obtained_at);
CREATE INDEX user_coupons_user_idx ON user_coupons (user_id, id DESC);

-- Shop settings by key (the gifts), one JSON document each.
CREATE TABLE mall_config (
    key   text PRIMARY KEY,
    value jsonb NOT NULL
);
INSERT INTO mall_config (key, value) VALUES
    ('register', '{"enabled":false,"pointsEnabled":false,"points":0,"growthEnabled":false,"growth":0,"couponsEnabled":false,"couponIds":[]}'),
    ('consume', '{"enabled":false,"basis":"order","perAmount":0,"pointsEnabled":false,"points":0,"growthEnabled":false,"growth":0,"couponsEnabled":false,"couponIds":[]}');
