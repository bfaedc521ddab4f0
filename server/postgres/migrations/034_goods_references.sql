-- What goods refer to in other areas, as rows and columns a foreign key can guard: the
-- album pictures of a goods (the pictures document keeps the order and the URLs for
-- reading), a SKU's own picture, the freight template and the after-sale services. The
-- keys themselves are added once the referred tables exist (059_goods_reference_keys).
CREATE TABLE goods_pictures (
    goods_id   bigint NOT NULL REFERENCES goods ON DELETE CASCADE,
    position   integer NOT NULL,
    picture_id bigint NOT NULL,
    PRIMARY KEY (goods_id, position)
);
CREATE INDEX goods_pictures_picture ON goods_pictures (picture_id);

CREATE TABLE goods_services (
    goods_id   bigint NOT NULL REFERENCES goods ON DELETE CASCADE,
    service_id bigint NOT NULL,
    PRIMARY KEY (goods_id, service_id)
);
CREATE INDEX goods_services_service ON goods_services (service_id);

ALTER TABLE goods_skus ADD COLUMN picture_id bigint;
CREATE INDEX goods_skus_picture ON goods_skus (picture_id) WHERE picture_id IS NOT NULL;

-- No template is NULL (a key cannot point at 0).
ALTER TABLE goods ALTER COLUMN freight_template_id DROP NOT NULL, ALTER COLUMN freight_template_id DROP DEFAULT;
UPDATE goods SET freight_template_id = NULL WHERE freight_template_id = 0;
CREATE INDEX goods_freight_template ON goods (freight_template_id) WHERE freight_template_id IS NOT NULL;

INSERT INTO goods_pictures (goods_id, position, picture_id)
SELECT g.id, p.n - 1, (p.pic ->> 'id')::bigint
FROM goods g, jsonb_array_elements(g.pictures) WITH ORDINALITY AS p (pic, n)
WHERE p.pic ? 'id';
INSERT INTO goods_services (goods_id, service_id)
SELECT DISTINCT g.id, s.id FROM goods g, unnest(g.service_ids) AS s (id);
