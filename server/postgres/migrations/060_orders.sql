-- Orders: placed and paid from the storefront, shipped, completed or closed. Money in cents.
-- The items keep what the goods were when the order was placed; they name their goods and
-- SKU without a key, so a goods deleted for good leaves its orders whole.
CREATE TABLE orders (
    id                bigserial PRIMARY KEY,
    sn                text COLLATE "C" NOT NULL UNIQUE,
    user_id           bigint NOT NULL REFERENCES shop_users,
    status            text NOT NULL CHECK (status IN ('unpaid', 'paid', 'shipped', 'completed', 'closed')),
    goods_amount      bigint NOT NULL CHECK (goods_amount >= 0),
    freight_amount    bigint NOT NULL CHECK (freight_amount >= 0),
    discount_amount   bigint NOT NULL CHECK (discount_amount >= 0),
    adjust_amount     bigint NOT NULL DEFAULT 0,
    pay_amount        bigint NOT NULL CHECK (pay_amount >= 0),
    refunded_amount   bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= pay_amount),
    pay_way           text NOT NULL DEFAULT '' CHECK (pay_way IN ('', 'wechat', 'alipay', 'balance')),
    pay_reference     text NOT NULL DEFAULT '',
    user_coupon_id    bigint NOT NULL DEFAULT 0,
    coupon_name       text NOT NULL DEFAULT '',
    consignee_name    text NOT NULL,
    consignee_mobile  text COLLATE "C" NOT NULL,
    province_code     char(6) NOT NULL,
    city_code         char(6) NOT NULL,
    district_code     char(6) NOT NULL,
    province_name     text NOT NULL DEFAULT '',
    city_name         text NOT NULL DEFAULT '',
    district_name     text NOT NULL DEFAULT '',
    address_detail    text NOT NULL,
    remark            text NOT NULL DEFAULT '',
    merchant_remark   text NOT NULL DEFAULT '',
    carrier           text NOT NULL DEFAULT '',
    tracking_no       text NOT NULL DEFAULT '',
    close_reason      text NOT NULL DEFAULT '',
    created_at        timestamptz NOT NULL,
    pay_deadline      timestamptz,
    paid_at           timestamptz,
    shipped_at        timestamptz,
    confirm_deadline  timestamptz,
    completed_at      timestamptz,
    closed_at         timestamptz
);
-- The list's orders: newest first, by amount, within a status or across them.
CREATE INDEX orders_created_idx ON orders (created_at, id);
CREATE INDEX orders_status_created_idx ON orders (status, created_at, id);
CREATE INDEX orders_pay_idx ON orders (pay_amount, id);
CREATE INDEX orders_status_pay_idx ON orders (status, pay_amount, id);
CREATE INDEX orders_user_idx ON orders (user_id, created_at);
CREATE INDEX orders_consignee_mobile_idx ON orders (consignee_mobile text_pattern_ops);
-- The timed transitions find what is due.
CREATE INDEX orders_pay_deadline_idx ON orders (pay_deadline, id) WHERE status = 'unpaid';
CREATE INDEX orders_confirm_deadline_idx ON orders (confirm_deadline, id) WHERE status = 'shipped';

CREATE TABLE order_items (
    id         bigserial PRIMARY KEY,
    order_id   bigint NOT NULL REFERENCES orders ON DELETE CASCADE,
    position   integer NOT NULL,
    goods_id   bigint NOT NULL,
    sku_id     bigint NOT NULL,
    goods_name text NOT NULL,
    sku_text   text NOT NULL DEFAULT '',
    image      text NOT NULL DEFAULT '',
    price      bigint NOT NULL CHECK (price >= 0),
    quantity   bigint NOT NULL CHECK (quantity > 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id, position);
CREATE INDEX order_items_sku_idx ON order_items (sku_id);

CREATE TABLE order_log (
    id          bigserial PRIMARY KEY,
    order_id    bigint NOT NULL REFERENCES orders ON DELETE CASCADE,
    action      text NOT NULL,
    from_status text NOT NULL DEFAULT '',
    to_status   text NOT NULL,
    operator    text NOT NULL,
    remark      text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL
);
CREATE INDEX order_log_order_idx ON order_log (order_id, id);

-- The order settings, with the gifts among the shop's settings.
INSERT INTO mall_config (key, value) VALUES
    ('orders', '{"unpaidMinutes":30,"autoConfirmDays":7,"afterSaleDays":7}')
    ON CONFLICT (key) DO NOTHING;

-- Staff who run the shop handle orders; auditors read them (a role changed since stays).
UPDATE roles SET permissions = permissions || '{order:order:read,order:order:write,order:settings:read}'
 WHERE name = 'Editor' AND NOT permissions @> '{order:order:read}';
UPDATE roles SET permissions = permissions || '{order:order:read,order:settings:read}'
 WHERE name = 'Test' AND NOT permissions @> '{order:order:read}';
