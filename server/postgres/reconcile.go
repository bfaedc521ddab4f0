package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// LedgerMismatch is where the shop users' ledger stops agreeing: a line whose balance after
// it is not the previous line's (of the same user and account, from zero) plus or minus
// its change, or (LineID 0) a user whose balance is not the last line's.
type LedgerMismatch struct {
	UserID          int64
	Type            string
	LineID          int64
	Expected, Found int64
}

func (m *LedgerMismatch) Error() string {
	where := fmt.Sprintf("ledger line %d", m.LineID)
	if m.LineID == 0 {
		where = "the user's balance"
	}
	return fmt.Sprintf("user %d %s, %s: expected %d, found %d", m.UserID, m.Type, where, m.Expected, m.Found)
}

// CheckLedger checks every user's ledger lines against each other and against the user's
// balances (money, points, growth, earnings), in the database (one pass of window
// functions, answering only the first mismatch). It answers how many lines it checked.
func (db *DB) CheckLedger(ctx context.Context) (int64, *LedgerMismatch, error) {
	var lines int64
	var m *LedgerMismatch
	err := pgx.BeginTxFunc(ctx, db.poolFor(ctx), pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SET LOCAL statement_timeout = 0"); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM user_account_logs").Scan(&lines); err != nil {
			return fmt.Errorf("count the ledger: %w", err)
		}
		var found LedgerMismatch
		err := tx.QueryRow(ctx, `SELECT user_id, type, id, expected, left_amount FROM (
			SELECT user_id, type, id, left_amount,
			       coalesce(lag(left_amount) OVER w, 0) + CASE change_type WHEN 'increase' THEN change_amount ELSE -change_amount END AS expected
			  FROM user_account_logs WINDOW w AS (PARTITION BY user_id, type ORDER BY id)) x
			WHERE expected <> left_amount ORDER BY user_id, type, id LIMIT 1`).
			Scan(&found.UserID, &found.Type, &found.LineID, &found.Expected, &found.Found)
		switch {
		case err == nil:
			m = &found
			return nil
		case !errors.Is(err, pgx.ErrNoRows):
			return fmt.Errorf("check the ledger: %w", err)
		}
		err = tx.QueryRow(ctx, `WITH last AS (
			SELECT DISTINCT ON (user_id, type) user_id, type, left_amount FROM user_account_logs ORDER BY user_id, type, id DESC)
			SELECT u.id, b.type, coalesce(l.left_amount, 0), b.balance
			  FROM shop_users u
			  CROSS JOIN LATERAL (VALUES ('money', u.balance), ('points', u.points), ('growth', u.growth), ('earnings', u.earnings)) b(type, balance)
			  LEFT JOIN last l ON l.user_id = u.id AND l.type = b.type
			 WHERE coalesce(l.left_amount, 0) <> b.balance ORDER BY u.id, b.type LIMIT 1`).
			Scan(&found.UserID, &found.Type, &found.Expected, &found.Found)
		switch {
		case err == nil:
			m = &found
			return nil
		case !errors.Is(err, pgx.ErrNoRows):
			return fmt.Errorf("check the balances: %w", err)
		}
		return nil
	})
	return lines, m, err
}
