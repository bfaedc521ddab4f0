-- After-sales: a buyer's claim on one item of an order, a refund only or a return of goods
-- before the refund. Money in cents. The claim keeps what the item was (name, SKU, image),
-- like the order's items; the item is named by its id without a key.
CREATE TABLE after_sales (
    id                bigserial PRIMARY KEY,
    sn                text COLLATE "C" NOT NULL UNIQUE,
    order_id          bigint NOT NULL REFERENCES orders ON DELETE CASCADE,
    item_id           bigint NOT NULL,
    goods_name        text NOT NULL,
    sku_text          text NOT NULL DEFAULT '',
    image             text NOT NULL DEFAULT '',
    quantity          bigint NOT NULL CHECK (quantity > 0),
    kind              text NOT NULL CHECK (kind IN ('refund', 'return')),
    amount            bigint NOT NULL CHECK (amount > 0),
    reason            text NOT NULL DEFAULT '',
    images            text[] NOT NULL DEFAULT '{}',
    status            text NOT NULL CHECK (status IN ('applied', 'awaitingReturn', 'awaitingReceipt', 'awaitingRefund',
                                                      'refunded', 'refused', 'revoked')),
    user_id           bigint NOT NULL REFERENCES shop_users,
    pay_way           text NOT NULL DEFAULT '' CHECK (pay_way IN ('', 'wechat', 'alipay', 'balance')),
    return_address    text NOT NULL DEFAULT '',
    buyer_carrier     text NOT NULL DEFAULT '',
    buyer_tracking_no text NOT NULL DEFAULT '',
    refuse_reason     text NOT NULL DEFAULT '',
    deadline          timestamptz,
    refund_sn         text COLLATE "C" NOT NULL DEFAULT '',
    created_at        timestamptz NOT NULL,
    updated_at        timestamptz NOT NULL
);
-- The list: newest first, within a status or across them; an order's after-sales.
CREATE INDEX after_sales_created_idx ON after_sales (created_at, id);
CREATE INDEX after_sales_status_created_idx ON after_sales (status, created_at, id);
CREATE INDEX after_sales_order_idx ON after_sales (order_id, id);
-- The timed transitions find what is due: an applied refund only is agreed, a return not
-- sent back is revoked.
CREATE INDEX after_sales_applied_deadline_idx ON after_sales (deadline, id) WHERE status = 'applied';
CREATE INDEX after_sales_return_deadline_idx ON after_sales (deadline, id) WHERE status = 'awaitingReturn';

CREATE TABLE after_sale_log (
    id            bigserial PRIMARY KEY,
    after_sale_id bigint NOT NULL REFERENCES after_sales ON DELETE CASCADE,
    action        text NOT NULL,
    from_status   text NOT NULL DEFAULT '',
    to_status     text NOT NULL,
    operator      text NOT NULL,
    remark        text NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL
);
CREATE INDEX after_sale_log_after_sale_idx ON after_sale_log (after_sale_id, id);

-- The after-sale a refund pays (0: an order cancelled with its refund). Named without a key:
-- the refund stands as the order's money whatever becomes of the claim.
ALTER TABLE order_refunds ADD COLUMN after_sale_id bigint NOT NULL DEFAULT 0;

-- Staff who handle orders handle their after-sales; auditors read them (a role changed
-- since stays).
UPDATE roles SET permissions = permissions || '{aftersale:aftersale:read,aftersale:aftersale:write,aftersale:refund:write}'
 WHERE name = 'Editor' AND permissions @> '{order:order:write}' AND NOT permissions @> '{aftersale:aftersale:read}';
UPDATE roles SET permissions = permissions || '{aftersale:aftersale:read}'
 WHERE name = 'Test' AND permissions @> '{order:order:read}' AND NOT permissions @> '{aftersale:aftersale:read}';
