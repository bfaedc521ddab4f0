-- The bytes of stored files (pictures and thumbnails) for the Postgres blob store
-- (--blob-store postgres): every instance over this database serves the same files.
CREATE TABLE blobs (
    key          text PRIMARY KEY,
    content_type text NOT NULL,
    size         bigint NOT NULL CHECK (size >= 0),
    data         bytea NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE blobs ALTER COLUMN data SET STORAGE EXTERNAL; -- pictures are compressed already
