package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/pictures"
)

// albumStore is the Postgres pictures.Store.
type albumStore struct{ db *DB }

// Pictures implements app.Backend: the album's store.
func (db *DB) Pictures() pictures.Store { return albumStore{db} }

const albumCols = `a.id, a.name, coalesce(a.cover_id, 0), a.sort, a.is_default, a.created_at,
	coalesce((SELECT c.n FROM picture_album_counts c WHERE c.album_id = a.id), 0),
	coalesce(a.cover_id, (SELECT max(p.id) FROM pictures p WHERE p.album_id = a.id), 0)`

func scanAlbum(r pgx.Row) (pictures.Album, error) {
	var a pictures.Album
	err := r.Scan(&a.ID, &a.Name, &a.CoverID, &a.Sort, &a.IsDefault, &a.CreatedAt, &a.PictureCount, &a.ShownID)
	return a, err
}

const pictureCols = `id, album_id, name, content_type, size, width, height, blob_key, thumb_key, thumb_type, created_at`

func scanPicture(r pgx.Row) (pictures.Picture, error) {
	var p pictures.Picture
	err := r.Scan(&p.ID, &p.AlbumID, &p.Name, &p.ContentType, &p.Size, &p.Width, &p.Height, &p.BlobKey, &p.ThumbKey, &p.ThumbType, &p.CreatedAt)
	return p, err
}

func missing(err error, what string, id int64) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%s %d: %w", what, id, pictures.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("%s %d: %w", what, id, err)
	}
	return nil
}

// Albums implements pictures.Store: by sort, then id.
func (s albumStore) Albums(ctx context.Context, f pictures.AlbumFilter) ([]pictures.Album, int64, error) {
	var total int64
	if err := s.db.pool.QueryRow(ctx, `SELECT count(*) FROM albums WHERE $1 = '' OR strpos(name, $1) > 0`, f.Keyword).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("albums: %w", err)
	}
	rows, _ := s.db.pool.Query(ctx, `SELECT `+albumCols+` FROM albums a WHERE $1 = '' OR strpos(a.name, $1) > 0
		ORDER BY a.sort, a.id OFFSET $2 LIMIT $3`, f.Keyword, f.Offset, f.Limit)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (pictures.Album, error) { return scanAlbum(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("albums: %w", err)
	}
	return out, total, nil
}

// Album implements pictures.Store.
func (s albumStore) Album(ctx context.Context, id int64) (pictures.Album, error) {
	a, err := scanAlbum(s.db.pool.QueryRow(ctx, `SELECT `+albumCols+` FROM albums a WHERE a.id = $1`, id))
	return a, missing(err, "album", id)
}

// Pictures implements pictures.Store: newest first. Without a keyword the total is the
// albums' counters (migration 096); with one, the matches counted up to f.Cap.
func (s albumStore) Pictures(ctx context.Context, f pictures.PictureFilter) ([]pictures.Picture, int64, error) {
	const where = `($1::bigint = 0 OR album_id = $1) AND ($2 = '' OR strpos(name, $2) > 0)`
	count := `SELECT coalesce(sum(n), 0)::bigint FROM picture_album_counts WHERE ($1::bigint = 0 OR album_id = $1) AND $2 = ''`
	if f.Keyword != "" {
		count = `SELECT count(*) FROM (SELECT 1 FROM pictures WHERE ` + where + fmt.Sprintf(" LIMIT %d) c", f.Cap)
		if f.Cap <= 0 {
			count = `SELECT count(*) FROM pictures WHERE ` + where
		}
	}
	var total int64
	if err := s.db.pool.QueryRow(ctx, count, f.AlbumID, f.Keyword).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("pictures: %w", err)
	}
	rows, _ := s.db.pool.Query(ctx, `SELECT `+pictureCols+` FROM pictures WHERE `+where+`
		ORDER BY id DESC OFFSET $3 LIMIT $4`, f.AlbumID, f.Keyword, f.Offset, f.Limit)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (pictures.Picture, error) { return scanPicture(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("pictures: %w", err)
	}
	return out, total, nil
}

// Picture implements pictures.Store.
func (s albumStore) Picture(ctx context.Context, id int64) (pictures.Picture, error) {
	p, err := scanPicture(s.db.pool.QueryRow(ctx, `SELECT `+pictureCols+` FROM pictures WHERE id = $1`, id))
	return p, missing(err, "picture", id)
}

// Tx implements pictures.Store.
func (s albumStore) Tx(ctx context.Context, fn func(pictures.Tx) error) error {
	return s.db.inTx(ctx, func(tx pgx.Tx) error { return fn(albumTx{ctx, tx}) })
}

type albumTx struct {
	ctx context.Context
	tx  pgx.Tx
}

func lock(forUpdate bool) string {
	if forUpdate {
		return " FOR UPDATE"
	}
	return ""
}

const albumRowCols = `id, name, coalesce(cover_id, 0), sort, is_default, created_at`

func scanAlbumRow(r pgx.Row) (pictures.Album, error) {
	var a pictures.Album
	err := r.Scan(&a.ID, &a.Name, &a.CoverID, &a.Sort, &a.IsDefault, &a.CreatedAt)
	return a, err
}

func (t albumTx) Album(id int64, forUpdate bool) (pictures.Album, error) {
	a, err := scanAlbumRow(t.tx.QueryRow(t.ctx, `SELECT `+albumRowCols+` FROM albums WHERE id = $1`+lock(forUpdate), id))
	return a, missing(err, "album", id)
}

func (t albumTx) AlbumNamed(name string) (pictures.Album, bool, error) {
	a, err := scanAlbumRow(t.tx.QueryRow(t.ctx, `SELECT `+albumRowCols+` FROM albums WHERE name = $1`, name))
	if errors.Is(err, pgx.ErrNoRows) {
		return a, false, nil
	}
	return a, err == nil, err
}

func (t albumTx) DefaultAlbum() (pictures.Album, error) {
	a, err := scanAlbumRow(t.tx.QueryRow(t.ctx, `SELECT `+albumRowCols+` FROM albums WHERE is_default`))
	return a, missing(err, "default album", 0)
}

func nullID(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

func (t albumTx) AddAlbum(a pictures.Album) (pictures.Album, error) {
	err := t.tx.QueryRow(t.ctx, `INSERT INTO albums (name, cover_id, sort, is_default, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
		a.Name, nullID(a.CoverID), a.Sort, a.IsDefault, a.CreatedAt).Scan(&a.ID)
	return a, refused(err, unique("albums_name_key", pictures.ErrDuplicate))
}

func (t albumTx) SaveAlbum(a pictures.Album) error {
	_, err := t.tx.Exec(t.ctx, `UPDATE albums SET name = $2, cover_id = $3, sort = $4, created_at = $5 WHERE id = $1`, a.ID, a.Name,
		nullID(a.CoverID), a.Sort, a.CreatedAt)
	return refused(err, unique("albums_name_key", pictures.ErrDuplicate))
}

func (t albumTx) DeleteAlbum(id int64) error {
	_, err := t.tx.Exec(t.ctx, `DELETE FROM albums WHERE id = $1`, id)
	return err
}

func (t albumTx) Picture(id int64, forUpdate bool) (pictures.Picture, error) {
	p, err := scanPicture(t.tx.QueryRow(t.ctx, `SELECT `+pictureCols+` FROM pictures WHERE id = $1`+lock(forUpdate), id))
	return p, missing(err, "picture", id)
}

func (t albumTx) AddPicture(p pictures.Picture) (pictures.Picture, error) {
	err := t.tx.QueryRow(t.ctx, `INSERT INTO pictures (album_id, name, content_type, size, width, height, blob_key, thumb_key, thumb_type, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
		p.AlbumID, p.Name, p.ContentType, p.Size, p.Width, p.Height, p.BlobKey, p.ThumbKey, p.ThumbType, p.CreatedAt).Scan(&p.ID)
	return p, refused(err, foreignKey("", pictures.ErrNotFound))
}

func (t albumTx) SavePicture(p pictures.Picture) error {
	_, err := t.tx.Exec(t.ctx, `UPDATE pictures SET album_id = $2, name = $3 WHERE id = $1`, p.ID, p.AlbumID, p.Name)
	return refused(err, foreignKey("", pictures.ErrNotFound))
}

func (t albumTx) DeletePicture(id int64) error {
	_, err := t.tx.Exec(t.ctx, `DELETE FROM pictures WHERE id = $1`, id)
	return refused(err, foreignKey("", pictures.ErrInUse)) // goods came to use it
}

func (t albumTx) MovePictures(from, to int64) error {
	_, err := t.tx.Exec(t.ctx, `UPDATE pictures SET album_id = $2 WHERE album_id = $1`, from, to)
	return err
}

var _ pictures.Store = albumStore{}
