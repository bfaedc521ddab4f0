package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/idempotency"
)

// claimKey implements idempotency.Keys for any area's transaction: a key not yet stored is
// inserted (with an empty answer this transaction fills in), so a concurrent claim of the
// same key waits on the unique index until this transaction ends, then reads its record.
func claimKey(ctx context.Context, tx querier, scope, key string) (idempotency.Record, bool, error) {
	r := idempotency.Record{Scope: scope, Key: key}
	tag, err := tx.Exec(ctx, `INSERT INTO idempotency_keys (scope, key, fingerprint, result, created_at)
		VALUES ($1, $2, '', 'null', now()) ON CONFLICT DO NOTHING`, scope, key)
	if err != nil || tag.RowsAffected() == 1 {
		return r, false, err
	}
	err = tx.QueryRow(ctx, "SELECT fingerprint, result, created_at FROM idempotency_keys WHERE scope = $1 AND key = $2",
		scope, key).Scan(&r.Fingerprint, &r.Result, &r.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) { // pruned in between: claim it afresh
		return claimKey(ctx, tx, scope, key)
	}
	return r, err == nil, err
}

// saveKey stores the record of a key claimed in the same transaction.
func saveKey(ctx context.Context, tx querier, r idempotency.Record) error {
	return write(ctx, tx, "idempotency key "+r.Key, `UPDATE idempotency_keys SET fingerprint = $3, result = $4, created_at = $5
		WHERE scope = $1 AND key = $2`, r.Scope, r.Key, r.Fingerprint, r.Result, r.CreatedAt)
}

// ClaimKey implements idempotency.Keys.
func (t shopTx) ClaimKey(scope, key string) (idempotency.Record, bool, error) {
	return claimKey(t.ctx, t.q, scope, key)
}

// SaveKey implements idempotency.Keys.
func (t shopTx) SaveKey(r idempotency.Record) error { return saveKey(t.ctx, t.q, r) }

// PruneIdempotencyKeys implements shopusers.Store.
func (s shopUsers) PruneIdempotencyKeys(ctx context.Context, before time.Time) (int64, error) {
	tag, err := s.db.pool.Exec(ctx, "DELETE FROM idempotency_keys WHERE created_at < $1", before)
	if err != nil {
		return 0, fmt.Errorf("prune idempotency keys: %w", err)
	}
	return tag.RowsAffected(), nil
}
