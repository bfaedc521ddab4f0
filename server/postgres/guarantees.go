package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/guarantees"
)

// guaranteesDB implements guarantees.Store.
type guaranteesDB struct{ db *DB }

// Guarantees answers the guarantees area's store.
func (db *DB) Guarantees() guarantees.Store { return guaranteesDB{db} }

const guaranteeCols = "id, kind, title, content, sort, created_at, updated_at"

func scanGuarantee(r pgx.Row) (guarantees.Item, error) {
	var it guarantees.Item
	err := r.Scan(&it.ID, &it.Kind, &it.Title, &it.Content, &it.Sort, &it.CreatedAt, &it.UpdatedAt)
	return it, err
}

func (g guaranteesDB) ListGuarantees(ctx context.Context, f guarantees.Filter) ([]guarantees.Item, int64, error) {
	var w where
	w.add("kind = ?", string(f.Kind))
	if f.Keyword != "" {
		w.add("title LIKE ?", "%"+likeEscape(f.Keyword)+"%")
	}
	rows, _ := g.db.pool.Query(ctx, "SELECT "+guaranteeCols+" FROM goods_guarantees"+w.sql()+
		" ORDER BY sort, id"+pageSQL(f.Size, f.Offset()), w.args...)
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (guarantees.Item, error) { return scanGuarantee(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("list %s: %w", f.Kind, err)
	}
	var total int64
	if err := g.db.pool.QueryRow(ctx, countSQL("goods_guarantees", &w, f.Cap), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count %s: %w", f.Kind, err)
	}
	return list, total, nil
}

func (g guaranteesDB) Guarantee(ctx context.Context, kind guarantees.Kind, id int64) (guarantees.Item, error) {
	return guaranteeByID(ctx, g.db.pool, kind, id, "")
}

func guaranteeByID(ctx context.Context, q querier, kind guarantees.Kind, id int64, lock string) (guarantees.Item, error) {
	it, err := scanGuarantee(q.QueryRow(ctx, "SELECT "+guaranteeCols+" FROM goods_guarantees WHERE id = $1 AND kind = $2"+lock,
		id, string(kind)))
	if errors.Is(err, pgx.ErrNoRows) {
		return it, fmt.Errorf("%s %d: %w", kind, id, guarantees.ErrNotFound)
	}
	return it, err
}

// Tx implements guarantees.Store.
func (g guaranteesDB) Tx(ctx context.Context, fn func(guarantees.Tx) error) error {
	return g.db.inTx(ctx, func(tx pgx.Tx) error { return fn(guaranteeTx{ctx, tx}) })
}

// guaranteeTx is the database's guarantees.Tx.
type guaranteeTx struct {
	ctx context.Context
	tx  pgx.Tx
}

func (t guaranteeTx) Guarantee(kind guarantees.Kind, id int64, forUpdate bool) (guarantees.Item, error) {
	lock := ""
	if forUpdate {
		lock = " FOR UPDATE"
	}
	return guaranteeByID(t.ctx, t.tx, kind, id, lock)
}

func (t guaranteeTx) InsertGuarantee(it guarantees.Item) (int64, error) {
	var id int64
	err := t.tx.QueryRow(t.ctx, `INSERT INTO goods_guarantees (kind, title, content, sort, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, string(it.Kind), it.Title, it.Content, it.Sort, it.CreatedAt, it.UpdatedAt).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("add %s: %w", it.Kind, err)
	}
	return id, nil
}

func (t guaranteeTx) SaveGuarantee(it guarantees.Item) error {
	tag, err := t.tx.Exec(t.ctx, `UPDATE goods_guarantees SET title = $3, content = $4, sort = $5, updated_at = $6
		WHERE id = $1 AND kind = $2`, it.ID, string(it.Kind), it.Title, it.Content, it.Sort, it.UpdatedAt)
	if err != nil {
		return fmt.Errorf("save %s %d: %w", it.Kind, it.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s %d: %w", it.Kind, it.ID, guarantees.ErrNotFound)
	}
	return nil
}

func (t guaranteeTx) DeleteGuarantee(kind guarantees.Kind, id int64) error {
	tag, err := t.tx.Exec(t.ctx, "DELETE FROM goods_guarantees WHERE id = $1 AND kind = $2", id, string(kind))
	if err != nil {
		return fmt.Errorf("delete %s %d: %w", kind, id, refused(err, foreignKey("", guarantees.ErrInUse)))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s %d: %w", kind, id, guarantees.ErrNotFound)
	}
	return nil
}
