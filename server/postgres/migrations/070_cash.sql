-- The shop's own money. One account row (id 1, made here): available and frozen never below
-- zero, the debt refunds after settlement left, what withdrawals paid out so far.
CREATE TABLE cash_accounts (
    id        smallint PRIMARY KEY CHECK (id = 1),
    available bigint NOT NULL DEFAULT 0 CHECK (available >= 0),
    frozen    bigint NOT NULL DEFAULT 0 CHECK (frozen >= 0),
    debt      bigint NOT NULL DEFAULT 0 CHECK (debt >= 0),
    withdrawn bigint NOT NULL DEFAULT 0 CHECK (withdrawn >= 0)
);
INSERT INTO cash_accounts (id) VALUES (1);

-- The fund flow: append-only, each line with its deltas and the account's totals after it,
-- written in the transaction that saves the account.
CREATE TABLE cash_flow (
    id              bigserial PRIMARY KEY,
    type            text NOT NULL,
    available       bigint NOT NULL DEFAULT 0,
    frozen          bigint NOT NULL DEFAULT 0,
    debt            bigint NOT NULL DEFAULT 0,
    available_after bigint NOT NULL CHECK (available_after >= 0),
    frozen_after    bigint NOT NULL CHECK (frozen_after >= 0),
    debt_after      bigint NOT NULL CHECK (debt_after >= 0),
    reference       text NOT NULL DEFAULT '',
    remark          text NOT NULL DEFAULT '',
    created_at      timestamptz NOT NULL
);
-- The flow's list, newest first, by type and by reference.
CREATE INDEX cash_flow_created_idx ON cash_flow (created_at, id);
CREATE INDEX cash_flow_type_created_idx ON cash_flow (type, created_at, id);
CREATE INDEX cash_flow_reference_idx ON cash_flow (reference) WHERE reference <> '';

-- The accounts withdrawals are paid to; at most one is the default (the service picks it,
-- the index guards a race).
CREATE TABLE cash_methods (
    id         bigserial PRIMARY KEY,
    kind       text NOT NULL CHECK (kind IN ('bankCard', 'alipay', 'wechat')),
    holder     text NOT NULL,
    bank       text NOT NULL DEFAULT '',
    branch     text NOT NULL DEFAULT '',
    account_no text NOT NULL,
    is_default boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX cash_methods_default_idx ON cash_methods (is_default) WHERE is_default;

-- Staff who operate the shop manage its withdrawal methods and read its account; auditors
-- read them; seeing whole account numbers is Admin's (who holds every code).
UPDATE roles SET permissions = permissions || '{cash:method:read,cash:method:write,cash:account:read}'
 WHERE name = 'Editor' AND permissions @> '{order:order:write}' AND NOT permissions @> '{cash:method:read}';
UPDATE roles SET permissions = permissions || '{cash:method:read,cash:account:read}'
 WHERE name = 'Test' AND permissions @> '{order:order:read}' AND NOT permissions @> '{cash:method:read}';
