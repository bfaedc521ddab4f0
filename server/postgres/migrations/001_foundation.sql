-- Staff, roles, sessions, the system log and the console's menus and notices.

CREATE TABLE roles (
    id          bigserial PRIMARY KEY,
    name        text NOT NULL UNIQUE,
    permissions text[] NOT NULL DEFAULT '{}',
    created_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO roles (name, permissions) VALUES
    ('Admin',  '{read:system,write:system,delete:system}'),
    ('Editor', '{read:system,write:system}'),
    ('Test',   '{read:system}');

CREATE TABLE staff (
    id             bigserial PRIMARY KEY,
    username       text NOT NULL,
    email          text NOT NULL DEFAULT '',
    avatar         text NOT NULL DEFAULT '',
    password_hash  text NOT NULL CHECK (password_hash <> ''),
    disabled       boolean NOT NULL DEFAULT false,
    promotion_id   text,
    isp_id         text,
    cainiao_config jsonb,
    created_at     timestamptz NOT NULL
);
CREATE UNIQUE INDEX staff_username_key ON staff (lower(username));

CREATE TABLE staff_roles (
    staff_id bigint NOT NULL REFERENCES staff ON DELETE CASCADE,
    role_id  bigint NOT NULL REFERENCES roles,
    PRIMARY KEY (staff_id, role_id)
);
CREATE INDEX staff_roles_role_idx ON staff_roles (role_id);

CREATE TABLE staff_identities (
    platform text NOT NULL,
    subject  text NOT NULL,
    staff_id bigint NOT NULL REFERENCES staff ON DELETE CASCADE,
    PRIMARY KEY (platform, subject)
);

CREATE TABLE refresh_tokens (
    hash       text PRIMARY KEY,
    family     text NOT NULL,
    staff_id   bigint NOT NULL REFERENCES staff ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at    timestamptz,
    revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);

CREATE TABLE login_failures (
    id      bigserial PRIMARY KEY,
    account text NOT NULL,
    ip      text NOT NULL,
    at      timestamptz NOT NULL
);
CREATE INDEX login_failures_lookup_idx ON login_failures (lower(account), ip, at);

CREATE TABLE system_log (
    id         bigserial PRIMARY KEY,
    account    text NOT NULL,
    type       text NOT NULL,
    result     text NOT NULL,
    ip         text NOT NULL,
    operation  text NOT NULL,
    target     text NOT NULL,
    detail     text NOT NULL,
    created_at timestamptz NOT NULL
);
CREATE INDEX system_log_created_idx ON system_log (created_at DESC);
CREATE INDEX system_log_account_idx ON system_log (account, created_at DESC);

-- The system log is append-only, whatever the caller.
CREATE FUNCTION system_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'system_log is append-only';
END $$;
CREATE TRIGGER system_log_append_only BEFORE UPDATE OR DELETE ON system_log
    FOR EACH ROW EXECUTE FUNCTION system_log_append_only();

CREATE TABLE menus (
    id        bigint PRIMARY KEY,
    parent_id bigint NOT NULL DEFAULT 0,
    path      text NOT NULL,
    name      text NOT NULL,
    component text NOT NULL DEFAULT '',
    redirect  text NOT NULL DEFAULT '',
    meta      jsonb NOT NULL,
    sort      integer NOT NULL DEFAULT 0
);
CREATE SEQUENCE menus_id_seq OWNED BY menus.id;

CREATE TABLE notices (
    id         bigserial PRIMARY KEY,
    staff_id   bigint REFERENCES staff ON DELETE CASCADE,
    image      text NOT NULL DEFAULT '',
    notice     text NOT NULL DEFAULT '',
    email      text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL
);
CREATE INDEX notices_staff_idx ON notices (staff_id, created_at DESC);
