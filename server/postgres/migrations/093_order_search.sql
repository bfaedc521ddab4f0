-- The order list's text filters, each served by an index.
--
-- A consignee is found by the start of their name or mobile: two ranges in byte order, one
-- index each. The mobile's index was text_pattern_ops, which the range operators cannot
-- use (the column is COLLATE "C" already); the name's column has the database's collation,
-- so its index is of the name in byte order.
DROP INDEX orders_consignee_mobile_idx;
CREATE INDEX orders_consignee_mobile_idx ON orders (consignee_mobile);
CREATE INDEX orders_consignee_name_idx ON orders ((consignee_name COLLATE "C"));

-- A goods name is found among the goods (their trigram and substring indexes) and the
-- names they had before, then their lines by goods; a line's own name, as it was when the
-- order was placed, is checked last. No query looks a line up by its SKU.
DROP INDEX order_items_sku_idx;
CREATE INDEX order_items_goods_idx ON order_items (goods_id, order_id);

-- Every name a goods had before its current one, and the last name of a goods deleted: a
-- line's name is always its goods' current name or one of these.
CREATE TABLE goods_former_names (
    goods_id bigint NOT NULL,
    name     text NOT NULL,
    PRIMARY KEY (goods_id, name)
);
CREATE INDEX goods_former_names_trgm_idx ON goods_former_names USING gin (name public.gin_trgm_ops);
CREATE INDEX goods_former_names_grams_idx ON goods_former_names USING gin (goods_grams(name));

CREATE FUNCTION goods_former_name_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO goods_former_names (goods_id, name) VALUES (OLD.id, OLD.name) ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;
CREATE TRIGGER goods_renamed AFTER UPDATE OF name ON goods FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION goods_former_name_keep();
CREATE TRIGGER goods_deleted AFTER DELETE ON goods FOR EACH ROW EXECUTE FUNCTION goods_former_name_keep();

-- The names the lines already hold that their goods no longer has.
INSERT INTO goods_former_names (goods_id, name)
SELECT DISTINCT i.goods_id, i.goods_name FROM order_items i LEFT JOIN goods g ON g.id = i.goods_id
 WHERE g.name IS DISTINCT FROM i.goods_name
ON CONFLICT DO NOTHING;
