-- Refunds of orders: to the balance at once, or asked of the payment platform the order was
-- paid on and pending until it confirms. An order's refunded amount is the sum of its
-- refunds, pending ones included (what is promised is not refunded twice).
CREATE TABLE order_refunds (
    id          bigserial PRIMARY KEY,
    sn          text COLLATE "C" NOT NULL UNIQUE,
    order_id    bigint NOT NULL REFERENCES orders ON DELETE CASCADE,
    amount      bigint NOT NULL CHECK (amount >= 0),
    way         text NOT NULL CHECK (way IN ('wechat', 'alipay', 'balance')),
    status      text NOT NULL CHECK (status IN ('pending', 'refunded')),
    reason      text NOT NULL DEFAULT '',
    reference   text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL,
    settled_at  timestamptz
);
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id, id);
CREATE INDEX order_refunds_pending_idx ON order_refunds (created_at, id) WHERE status = 'pending';

-- Staff who handle orders confirm the refunds they made on a payment platform by hand.
UPDATE roles SET permissions = permissions || '{order:refund:settle}'
 WHERE name = 'Editor' AND permissions @> '{order:order:write}' AND NOT permissions @> '{order:refund:settle}';
