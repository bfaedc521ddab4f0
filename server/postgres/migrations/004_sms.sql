-- SMS sign-in: staff mobile numbers and the codes sent to them.

ALTER TABLE staff ADD COLUMN mobile text CHECK (mobile ~ '^1[0-9]{10}$');
CREATE UNIQUE INDEX staff_mobile_key ON staff (mobile) WHERE mobile IS NOT NULL;

-- One row per number: the latest code (only its hash; '' once used or invalidated), kept
-- until it expires so that the 60-second rule holds across instances.
CREATE TABLE sms_codes (
    mobile     text PRIMARY KEY,
    hash       text NOT NULL,
    sent_at    timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    attempts   integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_expires_idx ON sms_codes (expires_at);
