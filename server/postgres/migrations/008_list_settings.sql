-- Each staff member's settings of a console list: hidden columns and saved views, one
-- document per staff member and list (read and written whole, under a row lock).
CREATE TABLE list_settings (
    staff_id   bigint NOT NULL REFERENCES staff ON DELETE CASCADE,
    list       text NOT NULL,
    settings   jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (staff_id, list)
);
