-- Whether a user's level was set by hand (POST /admin/user/updateVal): it holds until the
-- user's growth next changes, and changes of the levels move only the users whose level
-- follows their growth.
ALTER TABLE shop_users ADD COLUMN level_manual boolean NOT NULL DEFAULT false;
