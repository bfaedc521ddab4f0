-- The settlement: a completed order settles into the shop's account once, marked here in the
-- transaction that appends its line. The due ones are read on a partial index that holds
-- only the completed orders not yet settled (what pendingSettlement sums, too).
ALTER TABLE orders ADD COLUMN settled_at timestamptz;
CREATE INDEX orders_settle_due_idx ON orders (completed_at, id) WHERE status = 'completed' AND settled_at IS NULL;
-- A second guard of "once": one settlement line per order.
CREATE UNIQUE INDEX cash_flow_settled_key ON cash_flow (reference) WHERE type = 'orderSettled';

-- Staff who operate the shop, and auditors, read the fund flow.
UPDATE roles SET permissions = permissions || '{cash:flow:read}'
 WHERE name IN ('Editor', 'Test') AND permissions @> '{cash:account:read}' AND NOT permissions @> '{cash:flow:read}';
