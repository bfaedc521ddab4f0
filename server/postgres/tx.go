package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// querier is what the pool and a transaction have in common.
type querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// inTx is the one way this package writes more than one statement: fn runs in a
// transaction of the pool (a timed job's own under its context) that commits when fn
// succeeds and rolls back when it fails (or panics), so nothing fn wrote stays.
func (db *DB) inTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, db.poolFor(ctx), fn)
}

// A violation names what Postgres refuses (an SQLSTATE and a constraint, "" for any) and
// the area's error it means; refused maps an error by them. Constraints keep the data
// sound under concurrent writers; the rules themselves are the services'.
type violation struct {
	code, constraint string
	err              error
}

// unique is a unique key's violation (any unique key when constraint is "").
func unique(constraint string, err error) violation { return violation{"23505", constraint, err} }

// foreignKey is a reference to a missing row (any reference when constraint is "").
func foreignKey(constraint string, err error) violation { return violation{"23503", constraint, err} }

// refused answers err as the area's error of the first violation it is, or err as it is.
// The area's error is what errors.Is finds; Postgres's message stays in the text.
func refused(err error, vs ...violation) error {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return err
	}
	for _, v := range vs {
		if pgErr.Code == v.code && (v.constraint == "" || pgErr.ConstraintName == v.constraint) {
			return fmt.Errorf("%w (%s)", v.err, pgErr.Message)
		}
	}
	return err
}
