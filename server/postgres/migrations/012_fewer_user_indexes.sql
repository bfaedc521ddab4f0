-- Indexes of the shop users that cost every write more than they spare the lists, measured on
-- a million users (docs/lists.md): each is one more entry to write whenever a user's balance,
-- points or level changes, about half a second for adding a level over 40,000 users.
-- Two-character names and blocks of member numbers walk the registration order's index (it
-- includes the keyword columns) like any other keyword; a surname and a mobile segment keep
-- their own order (without it their first page costs ten times more).
DROP INDEX IF EXISTS shop_users_name2_idx;
DROP INDEX IF EXISTS shop_users_sn_block_idx;
-- Re-levelling finds the users of a growth band by reading the table once: a few hundred
-- milliseconds at a million users, and no index entry on every growth change.
DROP INDEX IF EXISTS shop_users_growth_idx;
