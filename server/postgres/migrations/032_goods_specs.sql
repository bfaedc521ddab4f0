-- The spec library: named specs with the values the goods form offers. Goods keep their own
-- copy of specs, so nothing refers to these rows.
CREATE TABLE goods_spec_templates (
    id     bigserial PRIMARY KEY,
    name   text NOT NULL,
    values text[] NOT NULL DEFAULT '{}',
    sort   integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX goods_spec_templates_name_key ON goods_spec_templates (lower(name));
