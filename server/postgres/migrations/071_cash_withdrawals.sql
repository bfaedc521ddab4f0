-- The shop's withdrawals: the amount frozen when applied, then paid or given back. The
-- method is kept as it was when applied (kind, holder, bank, masked number), so editing or
-- deleting it changes no withdrawal.
CREATE TABLE cash_withdrawals (
    id           bigserial PRIMARY KEY,
    sn           text COLLATE "C" NOT NULL UNIQUE,
    amount       bigint NOT NULL CHECK (amount > 0),
    fee          bigint NOT NULL CHECK (fee >= 0),
    net          bigint NOT NULL,
    method_id    bigint NOT NULL,
    method_kind  text NOT NULL,
    holder       text NOT NULL,
    bank         text NOT NULL DEFAULT '',
    account_mask text NOT NULL,
    status       text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected')),
    reference    text NOT NULL DEFAULT '',
    reason       text NOT NULL DEFAULT '',
    applied_by   text NOT NULL DEFAULT '',
    decided_by   text NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL,
    decided_at   timestamptz
);
-- The list: newest first, by status; by amount; the last application (the cycle).
CREATE INDEX cash_withdrawals_status_created_idx ON cash_withdrawals (status, created_at, id);
CREATE INDEX cash_withdrawals_created_idx ON cash_withdrawals (created_at, id);
CREATE INDEX cash_withdrawals_amount_idx ON cash_withdrawals (amount, id);

-- The cash settings: one row (id 1) once saved; none means cash.DefaultSettings.
CREATE TABLE cash_settings (
    id                smallint PRIMARY KEY CHECK (id = 1),
    min_amount        bigint NOT NULL CHECK (min_amount >= 1),
    max_amount        bigint NOT NULL,
    fee_rate          bigint NOT NULL CHECK (fee_rate BETWEEN 0 AND 10000),
    cycle_days        integer NOT NULL CHECK (cycle_days BETWEEN 0 AND 365),
    settle_delay_days integer NOT NULL CHECK (settle_delay_days BETWEEN 0 AND 365),
    CHECK (max_amount >= min_amount)
);

-- Staff who operate the shop read and apply for withdrawals and read the settings;
-- auditors read them; deciding withdrawals and changing the settings are Admin's (who holds
-- every code).
UPDATE roles SET permissions = permissions || '{cash:withdraw:read,cash:withdraw:apply,cash:settings:read}'
 WHERE name = 'Editor' AND permissions @> '{cash:method:write}' AND NOT permissions @> '{cash:withdraw:read}';
UPDATE roles SET permissions = permissions || '{cash:withdraw:read,cash:settings:read}'
 WHERE name = 'Test' AND permissions @> '{cash:account:read}' AND NOT permissions @> '{cash:withdraw:read}';
