-- After-sale services (kind 'service') and guarantee texts (kind 'guarantee'), listed by
-- sort then id within a kind.
CREATE TABLE goods_guarantees (
    id         bigserial PRIMARY KEY,
    kind       text NOT NULL CHECK (kind IN ('service', 'guarantee')),
    title      text NOT NULL,
    content    text NOT NULL,
    sort       integer NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
);
CREATE INDEX goods_guarantees_kind_sort ON goods_guarantees (kind, sort, id);
