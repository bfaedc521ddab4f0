-- A staff member's session version: signing out (or a reused refresh token) moves it on,
-- and access tokens signed at an older version are refused, on every instance.
ALTER TABLE staff ADD COLUMN session_version bigint NOT NULL DEFAULT 0;
