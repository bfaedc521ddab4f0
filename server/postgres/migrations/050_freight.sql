-- Freight templates: the name and the charge type as columns (the list filters by them),
-- the rules as one document read and written whole.
CREATE TABLE freight_templates (
    id          bigserial PRIMARY KEY,
    name        text NOT NULL,
    charge_type text NOT NULL,
    pricing     jsonb NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL
);
