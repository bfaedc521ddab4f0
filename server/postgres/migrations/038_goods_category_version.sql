-- A number that changes with every write of the category tree (goods counts aside): the goods
-- service keeps the tree between requests and reads it again only when the number moved.
CREATE TABLE goods_category_version (
    one boolean PRIMARY KEY DEFAULT true CHECK (one),
    v   bigint NOT NULL
);
INSERT INTO goods_category_version (v) VALUES (1);

CREATE FUNCTION goods_category_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE goods_category_version SET v = v + 1;
    RETURN NULL;
END $$;
CREATE TRIGGER goods_category_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_categories
    FOR EACH STATEMENT EXECUTE FUNCTION goods_category_version_bump();
