-- Goods categories: a tree of three levels. parent_id NULL is the top; the service keeps the
-- levels and the sibling names; the unique index and the references guard races.
CREATE TABLE goods_categories (
    id        bigserial PRIMARY KEY,
    parent_id bigint REFERENCES goods_categories ON DELETE RESTRICT,
    level     smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
    name      text NOT NULL,
    image     text NOT NULL DEFAULT '',
    sort      integer NOT NULL DEFAULT 0,
    visible   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX goods_categories_sibling_name_key ON goods_categories (coalesce(parent_id, 0), lower(name));

-- The goods area extends the goods table of the shop-user area.
ALTER TABLE goods ADD COLUMN category_id bigint REFERENCES goods_categories ON DELETE RESTRICT;
CREATE INDEX goods_category_idx ON goods (category_id);
