package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/system"
)

// Usernames implements system.Tx.
func (t adminTx) Usernames(ctx context.Context) ([]system.StaffName, error) {
	rows, _ := t.q.Query(ctx, "SELECT id, username FROM staff ORDER BY id")
	return pgx.CollectRows(rows, pgx.RowToStructByPos[system.StaffName])
}
