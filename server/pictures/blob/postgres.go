package blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Conn is what the Postgres store needs of a pool (a *pgxpool.Pool).
type Conn interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Postgres keeps blobs in the `blobs` table (migration 040) as bytea, so that every
// instance of the server over one database serves the same files. Pictures are at most a
// few megabytes: each is read and written whole.
type Postgres struct {
	conn Conn
}

// NewPostgres answers a store over conn, whose search path holds the blobs table.
func NewPostgres(conn Conn) *Postgres { return &Postgres{conn: conn} }

// Put implements Store.
func (p *Postgres) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	var buf bytes.Buffer
	if size > 0 && size <= 64<<20 {
		buf.Grow(int(size))
	}
	if _, err := buf.ReadFrom(r); err != nil {
		return fmt.Errorf("blob: read %s: %w", key, err)
	}
	_, err := p.conn.Exec(ctx, `INSERT INTO blobs (key, content_type, size, data) VALUES ($1, $2, $3, $4)
		ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size,
		data = EXCLUDED.data, created_at = now()`, key, contentType, int64(buf.Len()), buf.Bytes())
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	return nil
}

// Get implements Store.
func (p *Postgres) Get(ctx context.Context, key string) (io.ReadCloser, Info, error) {
	info := Info{Key: key}
	var data []byte
	err := p.conn.QueryRow(ctx, `SELECT content_type, size, data FROM blobs WHERE key = $1`, key).
		Scan(&info.ContentType, &info.Size, &data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, Info{}, ErrNotFound
	}
	if err != nil {
		return nil, Info{}, fmt.Errorf("blob: get %s: %w", key, err)
	}
	return io.NopCloser(bytes.NewReader(data)), info, nil
}

// Stat implements Store.
func (p *Postgres) Stat(ctx context.Context, key string) (Info, error) {
	info := Info{Key: key}
	err := p.conn.QueryRow(ctx, `SELECT content_type, size FROM blobs WHERE key = $1`, key).Scan(&info.ContentType, &info.Size)
	if errors.Is(err, pgx.ErrNoRows) {
		return Info{}, ErrNotFound
	}
	if err != nil {
		return Info{}, fmt.Errorf("blob: stat %s: %w", key, err)
	}
	return info, nil
}

// Delete implements Store.
func (p *Postgres) Delete(ctx context.Context, key string) error {
	if _, err := p.conn.Exec(ctx, `DELETE FROM blobs WHERE key = $1`, key); err != nil {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}
