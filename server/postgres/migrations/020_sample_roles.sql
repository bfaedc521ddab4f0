-- The roles as a shop runs them: Editor operates the shop (reads and writes its areas),
-- Test audits it (reads only). A role someone has changed since the first migration stays
-- as it is. The mock's roles are the same (mock/empty.go migratedRoles).
UPDATE roles
   SET permissions = '{read:system,write:system,shop:user:read,shop:user:write,shop:coupon:read,shop:coupon:write,shop:config:read,shop:config:write}'
 WHERE name = 'Editor' AND permissions = '{read:system,write:system}';
UPDATE roles
   SET permissions = '{read:system,shop:user:read,shop:coupon:read,shop:config:read}'
 WHERE name = 'Test' AND permissions = '{read:system}';
