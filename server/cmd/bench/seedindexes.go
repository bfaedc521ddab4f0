package main

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// dropIndexes drops the secondary indexes of tables (those no constraint owns) in the
// current schema, so that a bulk load does not maintain them row by row, and answers what
// builds them again once the rows are in.
func dropIndexes(ctx context.Context, c *pgx.Conn, tables ...string) (rebuild func() error, err error) {
	rows, _ := c.Query(ctx, `SELECT pg_get_indexdef(i.indexrelid), i.indexrelid::regclass::text
		FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
		WHERE t.relname = ANY($1) AND s.nspname = current_schema()
		  AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`, tables)
	type index struct{ Def, Name string }
	indexes, err := pgx.CollectRows(rows, pgx.RowToStructByPos[index])
	if err != nil {
		return nil, fmt.Errorf("list indexes: %w", err)
	}
	for _, ix := range indexes {
		if _, err := c.Exec(ctx, "DROP INDEX "+ix.Name); err != nil {
			return nil, fmt.Errorf("drop %s: %w", ix.Name, err)
		}
	}
	return func() error {
		for _, ix := range indexes {
			if _, err := c.Exec(ctx, ix.Def); err != nil {
				return fmt.Errorf("create %s: %w", ix.Name, err)
			}
		}
		return nil
	}, nil
}
