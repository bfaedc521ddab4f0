-- The micro-shop distribution store the shop is bound to: at most one row (the key is the
-- constant 1, so two concurrent bindings cannot both be saved). The directory of known stores
-- is the service's (server/bind/directory.go); the name is kept as it was when bound.
CREATE TABLE store_binding (
    id         smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    store_code text NOT NULL,
    store_name text NOT NULL,
    bound_at   timestamptz NOT NULL,
    bound_by   text NOT NULL
);

-- Staff who operate the shop bind and unbind it; auditors see the binding.
UPDATE roles SET permissions = permissions || '{shop:setup:bind:read,shop:setup:bind:write}'
 WHERE name = 'Editor' AND permissions @> '{shop:setup:write}' AND NOT permissions @> '{shop:setup:bind:read}';
UPDATE roles SET permissions = permissions || '{shop:setup:bind:read}'
 WHERE name = 'Test' AND permissions @> '{shop:setup:read}' AND NOT permissions @> '{shop:setup:bind:read}';
