-- Member numbers are "U" and ten digits, given in sequence: eight characters name a block
-- of a thousand members, the longest prefix shop_user_prefix_counts counts. With this
-- index a block's page is a walk in registration order, like a surname's or a mobile
-- segment's (005), instead of sorting the whole block.
CREATE INDEX shop_users_sn_block_idx ON shop_users (left(sn, 8), registered_at, id);
