-- Goods (SPU) with their SKUs. The goods table of the shop-user area gains what the goods area
-- keeps; image is the cover (the first picture) and price the lowest SKU price, kept by the
-- service with the rest of the row.
ALTER TABLE goods
    ADD COLUMN status              text NOT NULL DEFAULT 'off' CHECK (status IN ('on', 'off', 'recycle')),
    ADD COLUMN pictures            jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN video               text NOT NULL DEFAULT '',
    ADD COLUMN sort                integer NOT NULL DEFAULT 0,
    ADD COLUMN spec_type           text NOT NULL DEFAULT 'single' CHECK (spec_type IN ('single', 'multi')),
    ADD COLUMN specs               jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN stock               bigint NOT NULL DEFAULT 0 CHECK (stock >= 0),
    ADD COLUMN stock_warning       bigint NOT NULL DEFAULT 0 CHECK (stock_warning >= 0),
    ADD COLUMN sales               bigint NOT NULL DEFAULT 0 CHECK (sales >= 0),
    ADD COLUMN freight_type        text NOT NULL DEFAULT 'free' CHECK (freight_type IN ('free', 'flat', 'template')),
    ADD COLUMN freight_fee         bigint NOT NULL DEFAULT 0 CHECK (freight_fee >= 0),
    ADD COLUMN freight_template_id bigint NOT NULL DEFAULT 0,
    ADD COLUMN service_ids         bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN description         text NOT NULL DEFAULT '',
    ADD COLUMN created_at          timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN updated_at          timestamptz NOT NULL DEFAULT now();

-- The list's orders within a status (the tabs are statuses and stock states of one status).
CREATE INDEX goods_status_sort_idx ON goods (status, sort, id DESC);
CREATE INDEX goods_status_created_idx ON goods (status, created_at, id);
CREATE INDEX goods_status_sales_idx ON goods (status, sales, id);
CREATE INDEX goods_status_price_idx ON goods (status, price, id);
CREATE INDEX goods_status_stock_idx ON goods (status, stock, id);

-- A SKU is one combination of spec values of a goods; a combination that leaves the goods is
-- retired (kept for the orders naming it), never deleted. The combination is unique per goods,
-- checked at commit so that an edit may move rows past each other.
CREATE TABLE goods_skus (
    id           bigserial PRIMARY KEY,
    goods_id     bigint NOT NULL REFERENCES goods ON DELETE CASCADE,
    specs        text[] NOT NULL DEFAULT '{}',
    position     integer NOT NULL DEFAULT 0,
    price        bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
    market_price bigint NOT NULL DEFAULT 0 CHECK (market_price >= 0),
    cost_price   bigint NOT NULL DEFAULT 0 CHECK (cost_price >= 0),
    stock        bigint NOT NULL DEFAULT 0 CHECK (stock >= 0),
    weight       integer NOT NULL DEFAULT 0,
    volume       integer NOT NULL DEFAULT 0,
    barcode      text NOT NULL DEFAULT '',
    retired      boolean NOT NULL DEFAULT false,
    CONSTRAINT goods_skus_combo_key UNIQUE (goods_id, specs) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX goods_skus_barcode_idx ON goods_skus (barcode) WHERE barcode <> '' AND NOT retired;
