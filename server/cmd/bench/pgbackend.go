package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strings"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/postgres"
)

// openPostgres opens the bench's schema (a fresh one, or the one -shop-schema/-goods-schema
// keep), seeds what the flags ask for and readies it as a running server's would be: its
// tables vacuumed, its buffers warm. done closes it (and drops a fresh schema).
func openPostgres(ctx context.Context, dbURL string) (*postgres.DB, func(), error) {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	schema := "bench_" + hex.EncodeToString(b)
	if shopSchema != "" && goodsSchema != "" && shopSchema != goodsSchema {
		return nil, nil, fmt.Errorf("-shop-schema %s and -goods-schema %s: one schema holds both", shopSchema, goodsSchema)
	}
	keep := shopSchema + goodsSchema
	if shopSchema != "" {
		keep = shopSchema
	}
	if keep != "" {
		schema = keep
	}
	sep := "?"
	if strings.Contains(dbURL, "?") {
		sep = "&"
	}
	db, err := postgres.OpenSchema(ctx, dbURL+sep+"application_name="+benchAppName, schema)
	if err != nil {
		return nil, nil, err
	}
	if ownConn, err = pgx.Connect(ctx, dbURL); err != nil {
		db.Close()
		return nil, nil, err
	}
	done := func() {
		_ = ownConn.Close(ctx)
		ownConn = nil
		if keep == "" {
			dropSchema(ctx, db, dbURL, schema)
		} else {
			db.Close()
		}
	}
	ok := false
	defer func() {
		if !ok {
			done()
		}
	}()
	if err := postgres.EnsureAdmin(ctx, db, "bench-password", slog.Default()); err != nil {
		return nil, nil, err
	}
	if shopUsers > 0 {
		if err := ensureShopUsers(ctx, db, shopUsers); err != nil {
			return nil, nil, err
		}
	}
	if goodsCount > 0 {
		if err := ensureGoods(ctx, db.Pool(), goodsCount); err != nil {
			return nil, nil, err
		}
		for _, t := range goodsVacuumed {
			if _, err := db.Pool().Exec(ctx, "VACUUM (ANALYZE) "+t); err != nil {
				return nil, nil, fmt.Errorf("vacuum %s: %w", t, err)
			}
		}
	}
	if ordersCount > 0 {
		if shopUsers == 0 || goodsCount == 0 {
			return nil, nil, fmt.Errorf("-orders needs -shop-users and -goods (its buyers and SKUs)")
		}
		if err := ensureOrders(ctx, db.Pool(), ordersCount, shopUsers, goodsCount); err != nil {
			return nil, nil, err
		}
		// A running server folds the counters' shards every minute (the upkeep job).
		if _, err := db.Pool().Exec(ctx, "SELECT order_counts_compact()"); err != nil {
			return nil, nil, fmt.Errorf("fold the order counters: %w", err)
		}
		for _, t := range ordersVacuumed {
			if _, err := db.Pool().Exec(ctx, "VACUUM (ANALYZE) "+t); err != nil {
				return nil, nil, fmt.Errorf("vacuum %s: %w", t, err)
			}
		}
	}
	if cashFlowCount > 0 {
		if err := ensureCashFlow(ctx, db.Pool(), cashFlowCount); err != nil {
			return nil, nil, err
		}
	}
	// A running server's autovacuum keeps the visibility map that index-only walks
	// rely on and clears the counters' dead row versions; the write cases of earlier
	// runs on a kept schema left both behind.
	if shopUsers > 0 {
		for _, t := range []string{"shop_users", "user_account_logs", "shop_user_counts", "shop_user_totals",
			"shop_user_prefix_counts", "user_account_log_counts", "user_account_log_totals"} {
			if _, err := db.Pool().Exec(ctx, "VACUUM (ANALYZE) "+t); err != nil {
				return nil, nil, fmt.Errorf("vacuum %s: %w", t, err)
			}
		}
	}
	// A running server has its data in Postgres's buffers; a fresh seed (or another
	// schema read since) does not. pg_prewarm loads them when the server has it.
	if _, err := db.Pool().Exec(ctx, `CREATE EXTENSION IF NOT EXISTS pg_prewarm SCHEMA public`); err == nil {
		_, err = db.Pool().Exec(ctx, `SELECT public.pg_prewarm(c.oid) FROM pg_class c
			WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'i')`)
		if err != nil {
			return nil, nil, fmt.Errorf("prewarm: %w", err)
		}
	} else {
		fmt.Printf("# postgres: pg_prewarm unavailable (%v): the first requests read from disk\n", err)
	}
	// Lists read a few pages each; when the data is larger than Postgres's buffers,
	// most reads copy pages in from the OS, and the figures depend on that setting.
	var buffers, huge, size string
	if err := db.Pool().QueryRow(ctx, `SELECT current_setting('shared_buffers'), current_setting('huge_pages'),
		pg_size_pretty(coalesce(sum(pg_total_relation_size(c.oid)), 0))
		FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'`).Scan(&buffers, &huge, &size); err != nil {
		return nil, nil, err
	}
	fmt.Printf("# postgres: shared_buffers %s, huge_pages %s (%s), data %s\n", buffers, huge, hugePages(), size)
	ok = true
	return db, done, nil
}
