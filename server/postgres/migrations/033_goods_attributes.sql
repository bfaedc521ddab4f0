-- Attribute templates: per category, rows of attributes a goods fills (goods keep their own
-- filled copy). A template goes with its category.
CREATE TABLE goods_attribute_templates (
    id          bigserial PRIMARY KEY,
    category_id bigint NOT NULL REFERENCES goods_categories ON DELETE CASCADE,
    name        text NOT NULL,
    rows        jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX goods_attribute_templates_category_idx ON goods_attribute_templates (category_id, id);
