// Package postgres is the production backend: every store interface of the server over
// a pgx pool, with the schema migrations embedded and applied at start.
package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"shopconsole/server/audit"
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is the Postgres backend.
type DB struct {
	pool   *pgxpool.Pool
	cfg    *pgxpool.Config // the pool's, for the jobs' own (jobs.go)
	schema string

	jobsMu   sync.Mutex
	jobs     *jobsRunner
	quitOnce sync.Once
}

// OpenSchema is OpenWith inside one schema (created when missing): tests and benchmarks get
// a clean database each without a server of their own.
func OpenSchema(ctx context.Context, url, schema string) (*DB, error) {
	return OpenWith(ctx, url, Options{Schema: schema})
}

// OpenWith connects, applies pending migrations and returns the backend, with the
// options: a schema of its own and the bounds of every call.
func OpenWith(ctx context.Context, url string, o Options) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("parse database url: %w", err)
	}
	schema := o.Schema
	if schema != "" {
		cfg.ConnConfig.RuntimeParams["search_path"] = schema
	}
	// The queries are written for generic plans (literal flags where a partial index
	// matters, ranges instead of patterns, explicit walk bounds). Left to choose, Postgres
	// plans the list queries anew on every call, which costs more than running them.
	if _, set := cfg.ConnConfig.RuntimeParams["plan_cache_mode"]; !set {
		cfg.ConnConfig.RuntimeParams["plan_cache_mode"] = "force_generic_plan"
	}
	// JIT compiles a plan's expressions when its estimated cost is high; the lists' costs
	// are estimates over walks bounded by LIMIT, so it compiled for tens of milliseconds
	// to run a query of one.
	if _, set := cfg.ConnConfig.RuntimeParams["jit"]; !set {
		cfg.ConnConfig.RuntimeParams["jit"] = "off"
	}
	cfg.AfterConnect = jsonCodecs
	o.Timeouts.apply(cfg)
	if o.BulkLoad {
		cfg.ConnConfig.RuntimeParams["synchronous_commit"] = "off"
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("connect to postgres: %w", err)
	}
	if schema != "" {
		_, err := pool.Exec(ctx, "CREATE SCHEMA IF NOT EXISTS "+pgx.Identifier{schema}.Sanitize())
		if err != nil && !duplicateSchema(err) {
			pool.Close()
			return nil, fmt.Errorf("create schema %s: %w", schema, err)
		}
	}
	db := &DB{pool: pool, cfg: cfg, schema: schema}
	if err := db.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return db, nil
}

// duplicateSchema tells whether err is CREATE SCHEMA IF NOT EXISTS losing the race for the
// catalog's row to an instance starting at the same time: the schema is there all the same.
func duplicateSchema(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "23505" || pgErr.Code == "42P06")
}

// Close stops the timed jobs, if started, and releases the pool.
func (db *DB) Close() {
	db.stopJobs()
	db.pool.Close()
}

// Pool exposes the pool to tests and benchmarks that seed data in bulk.
func (db *DB) Pool() *pgxpool.Pool { return db.pool }

// Ping implements app.Backend.
func (db *DB) Ping(ctx context.Context) error { return db.pool.Ping(ctx) }

// migrate applies the embedded migrations not yet recorded, each in its own
// transaction, under an advisory lock so that instances starting together take turns.
func (db *DB) migrate(ctx context.Context) error {
	conn, err := db.pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Release()
	const lockKey = 7_462_018_311 // any constant shared by all instances
	// Migrations may build indexes over large tables and wait for another instance's
	// turn: the per-statement bounds of serving requests do not apply to them.
	if _, err := conn.Exec(ctx, "SET statement_timeout = 0; SET lock_timeout = 0"); err != nil {
		return fmt.Errorf("migrate: lift timeouts: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "RESET statement_timeout; RESET lock_timeout") //nolint:errcheck // a failed reset leaves a closed connection
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", lockKey); err != nil {
		return fmt.Errorf("migrate: lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", lockKey) //nolint:errcheck // released with the session anyway
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	rows, _ := conn.Query(ctx, "SELECT version FROM schema_migrations")
	done, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("migrate: read applied: %w", err)
	}
	files, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	slices.Sort(files)
	for _, f := range files {
		version := strings.TrimSuffix(strings.TrimPrefix(f, "migrations/"), ".sql")
		if slices.Contains(done, version) {
			continue
		}
		sql, err := migrations.ReadFile(f)
		if err != nil {
			return err
		}
		// The migration connection's own transaction: the pool's (inTx) would not hold the lock.
		err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, string(sql)); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version) VALUES ($1)", version); err != nil {
				return err
			}
			// Every applied migration is a database-log line of the system log.
			_, err := tx.Exec(ctx, `INSERT INTO system_log (account, type, result, ip, operation, target, detail, created_at)
				VALUES ('system', $1, $2, '', 'migrate', $3, '', now())`, audit.TypeDatabase, audit.ResultSuccess, version)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", version, err)
		}
	}
	return db.migrateRiver(ctx, conn)
}
