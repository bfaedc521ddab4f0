-- The keys from what goods refer to (034_goods_references) to the album's pictures (041),
-- freight templates (050) and after-sale services (051): here, after those tables exist,
-- since migrations apply in name order. A delete of a row goods use fails on them (mapped
-- to the same 409 as the service's check, which they back against a race). References to
-- rows already gone are dropped first (none on a schema the service has always checked).
DELETE FROM goods_pictures gp WHERE NOT EXISTS (SELECT 1 FROM pictures p WHERE p.id = gp.picture_id);
DELETE FROM goods_services gs WHERE NOT EXISTS (SELECT 1 FROM goods_guarantees s WHERE s.id = gs.service_id);
UPDATE goods_skus s SET picture_id = NULL
WHERE picture_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pictures p WHERE p.id = s.picture_id);
UPDATE goods g SET freight_template_id = NULL
WHERE freight_template_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM freight_templates t WHERE t.id = g.freight_template_id);

ALTER TABLE goods_pictures ADD CONSTRAINT goods_pictures_picture_fkey FOREIGN KEY (picture_id) REFERENCES pictures;
ALTER TABLE goods_skus ADD CONSTRAINT goods_skus_picture_fkey FOREIGN KEY (picture_id) REFERENCES pictures;
ALTER TABLE goods ADD CONSTRAINT goods_freight_template_fkey FOREIGN KEY (freight_template_id) REFERENCES freight_templates;
ALTER TABLE goods_services ADD CONSTRAINT goods_services_service_fkey FOREIGN KEY (service_id) REFERENCES goods_guarantees;
