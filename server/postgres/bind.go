package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/bind"
)

// bindStore is the Postgres bind.Store over the one-row table store_binding.
type bindStore struct{ db *DB }

// Bind answers the bind area's store.
func (db *DB) Bind() bind.Store { return bindStore{db} }

func storeBinding(ctx context.Context, q querier, lock string) (bind.Binding, error) {
	var b bind.Binding
	err := q.QueryRow(ctx, "SELECT store_code, store_name, bound_at, bound_by FROM store_binding WHERE id = 1"+lock).
		Scan(&b.StoreCode, &b.StoreName, &b.BoundAt, &b.BoundBy)
	if errors.Is(err, pgx.ErrNoRows) {
		return b, fmt.Errorf("binding: %w", bind.ErrNotFound)
	}
	if err != nil {
		return b, fmt.Errorf("binding: %w", err)
	}
	return b, nil
}

// Binding implements bind.Store.
func (s bindStore) Binding(ctx context.Context) (bind.Binding, error) {
	return storeBinding(ctx, s.db.pool, "")
}

// Tx implements bind.Store.
func (s bindStore) Tx(ctx context.Context, fn func(bind.Tx) error) error {
	return s.db.inTx(ctx, func(tx pgx.Tx) error { return fn(bindTx{ctx, tx}) })
}

// bindTx is the Postgres bind.Tx. A row that is there is held FOR UPDATE; one that is not is
// guarded by the key (two bindings saved at once: the second is refused as ErrConflict).
type bindTx struct {
	ctx context.Context
	q   pgx.Tx
}

func (t bindTx) Binding() (bind.Binding, error) { return storeBinding(t.ctx, t.q, " FOR UPDATE") }

func (t bindTx) SaveBinding(b bind.Binding) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO store_binding (id, store_code, store_name, bound_at, bound_by) VALUES (1, $1, $2, $3, $4)`,
		b.StoreCode, b.StoreName, b.BoundAt, b.BoundBy)
	if err != nil {
		return fmt.Errorf("save binding %s: %w", b.StoreCode, refused(err, unique("", bind.ErrConflict)))
	}
	return nil
}

func (t bindTx) DeleteBinding() error {
	tag, err := t.q.Exec(t.ctx, "DELETE FROM store_binding WHERE id = 1")
	if err != nil {
		return fmt.Errorf("delete binding: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("binding: %w", bind.ErrNotFound)
	}
	return nil
}
