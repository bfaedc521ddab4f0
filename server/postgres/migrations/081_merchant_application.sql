-- Merchant account opening: every shop's application, the console's own shop's marked own
-- (at most one), and the changes of its state. State changes are refused by the service on
-- a row it holds (SELECT ... FOR UPDATE); the check keeps the states the service knows.
CREATE TABLE merchant_applications (
    id               bigserial PRIMARY KEY,
    own              boolean NOT NULL DEFAULT false,
    state            text NOT NULL CHECK (state IN ('draft', 'submitted', 'approved', 'rejected', 'opened')),
    kind             text NOT NULL DEFAULT '',
    company_name     text NOT NULL DEFAULT '',
    licence_no       text NOT NULL DEFAULT '',
    licence_picture  text NOT NULL DEFAULT '',
    legal_name       text NOT NULL DEFAULT '',
    id_number        text NOT NULL DEFAULT '',
    id_front_picture text NOT NULL DEFAULT '',
    id_back_picture  text NOT NULL DEFAULT '',
    bank             text NOT NULL DEFAULT '',
    account_holder   text NOT NULL DEFAULT '',
    account_no       text NOT NULL DEFAULT '',
    shop_name        text NOT NULL DEFAULT '',
    category         text NOT NULL DEFAULT '',
    contact_name     text NOT NULL DEFAULT '',
    contact_mobile   text NOT NULL DEFAULT '',
    reason           text NOT NULL DEFAULT '',
    submitted_at     timestamptz,
    updated_at       timestamptz NOT NULL
);
CREATE UNIQUE INDEX merchant_applications_own_idx ON merchant_applications (own) WHERE own;
-- The review list: by state, the last changed first.
CREATE INDEX merchant_applications_state_idx ON merchant_applications (state, updated_at DESC, id DESC);
CREATE INDEX merchant_applications_updated_idx ON merchant_applications (updated_at DESC, id DESC);

CREATE TABLE merchant_application_events (
    id             bigserial PRIMARY KEY,
    application_id bigint NOT NULL REFERENCES merchant_applications (id),
    from_state     text NOT NULL,
    to_state       text NOT NULL,
    operator       text NOT NULL,
    reason         text NOT NULL DEFAULT '',
    created_at     timestamptz NOT NULL
);
CREATE INDEX merchant_application_events_app_idx ON merchant_application_events (application_id, id);

-- The shop's staff fill in its application with the shop:setup codes (080 gives them to
-- Editor and Test). Approving is the platform's (merchant:application:approve): Admin holds
-- every code, and no other migrated role is given it.
