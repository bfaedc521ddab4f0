-- The shop's own addresses: the one parcels are sent from and the return warehouse are each
-- at most one address (the service picks them, the indexes guard a race).
CREATE TABLE shop_addresses (
    id                  bigserial PRIMARY KEY,
    contact             text NOT NULL,
    mobile              text NOT NULL,
    province_code       text NOT NULL,
    city_code           text NOT NULL,
    district_code       text NOT NULL,
    province_name       text NOT NULL,
    city_name           text NOT NULL,
    district_name       text NOT NULL,
    detail              text NOT NULL,
    is_default_shipping boolean NOT NULL DEFAULT false,
    is_default_return   boolean NOT NULL DEFAULT false,
    created_at          timestamptz NOT NULL
);
CREATE UNIQUE INDEX shop_addresses_shipping_idx ON shop_addresses (is_default_shipping) WHERE is_default_shipping;
CREATE UNIQUE INDEX shop_addresses_return_idx ON shop_addresses (is_default_return) WHERE is_default_return;

-- Staff who operate the shop manage its addresses; auditors read them.
UPDATE roles SET permissions = permissions || '{shop:setup:read,shop:setup:write}'
 WHERE name = 'Editor' AND permissions @> '{order:order:write}' AND NOT permissions @> '{shop:setup:read}';
UPDATE roles SET permissions = permissions || '{shop:setup:read}'
 WHERE name = 'Test' AND permissions @> '{order:order:read}' AND NOT permissions @> '{shop:setup:read}';
