package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"shopconsole/server/audit"
)

// pipeline is a transaction that spends as few round trips as it can. A round trip costs
// the server and Postgres together about 80µs of CPU, more than most statements of a write
// take to run: BEGIN and the writes whose answer nobody reads are held and sent with the
// next statement that is read, and COMMIT goes with the last of them.
//
// A held write's failure is answered by the statement it was sent with (or by the commit),
// wrapped with what it was; the transaction fails all the same and nothing stays.
type pipeline struct {
	q     querier
	held  *pgx.Batch
	whats []string // what each held statement is, for its error
	sent  bool     // something went: BEGIN did
}

func newPipeline(q querier) *pipeline { return &pipeline{q: q, held: &pgx.Batch{}} }

// hold queues a write whose answer nobody reads.
func (p *pipeline) hold(what, sql string, args ...any) {
	p.held.Queue(sql, args...)
	p.whats = append(p.whats, what)
}

// sendBatch sends what is held followed by b, and answers b's results (the held ones read).
func (p *pipeline) sendBatch(ctx context.Context, b *pgx.Batch) (pgx.BatchResults, error) {
	held, whats := p.held, p.whats
	p.held, p.whats, p.sent = &pgx.Batch{}, nil, true
	held.QueuedQueries = append(held.QueuedQueries, b.QueuedQueries...)
	br := p.q.SendBatch(ctx, held)
	for _, what := range whats {
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			return nil, fmt.Errorf("%s: %w", what, err)
		}
	}
	return br, nil
}

// write runs a write whose answer nobody reads: held when q is a pipeline, at once otherwise.
func write(ctx context.Context, q querier, what, sql string, args ...any) error {
	if p, ok := q.(*pipeline); ok {
		p.hold(what, sql, args...)
		return nil
	}
	if _, err := q.Exec(ctx, sql, args...); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// send sends what is held followed by sql (none when "").
func (p *pipeline) send(ctx context.Context, sql string, args ...any) (pgx.BatchResults, error) {
	b := &pgx.Batch{}
	if sql != "" {
		b.Queue(sql, args...)
	}
	return p.sendBatch(ctx, b)
}

// flush sends what is held.
func (p *pipeline) flush(ctx context.Context) error {
	if len(p.whats) == 0 {
		return nil
	}
	br, err := p.send(ctx, "")
	if err != nil {
		return err
	}
	return br.Close()
}

// Exec implements querier.
func (p *pipeline) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	if len(p.whats) == 0 {
		return p.q.Exec(ctx, sql, args...)
	}
	br, err := p.send(ctx, sql, args...)
	if err != nil {
		return pgconn.CommandTag{}, err
	}
	tag, err := br.Exec()
	return tag, errors.Join(err, br.Close())
}

// QueryRow implements querier.
func (p *pipeline) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	if len(p.whats) == 0 {
		return p.q.QueryRow(ctx, sql, args...)
	}
	br, err := p.send(ctx, sql, args...)
	if err != nil {
		return failedRow{err}
	}
	return batchRow{br}
}

// Query implements querier; rows are read as they come, so what is held goes first.
func (p *pipeline) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	if err := p.flush(ctx); err != nil {
		return nil, err
	}
	return p.q.Query(ctx, sql, args...)
}

// SendBatch implements querier.
func (p *pipeline) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	br, err := p.sendBatch(ctx, b)
	if err != nil {
		return failedBatch{err: err}
	}
	return br
}

// batchRow is the row of the statement sent last in a batch.
type batchRow struct{ br pgx.BatchResults }

func (r batchRow) Scan(dest ...any) error {
	err := r.br.QueryRow().Scan(dest...)
	return errors.Join(err, r.br.Close())
}

type failedRow struct{ err error }

func (r failedRow) Scan(...any) error { return r.err }

// failedBatch answers every result with err (what was held failed before it was sent).
type failedBatch struct {
	pgx.BatchResults
	err error
}

func (b failedBatch) Exec() (pgconn.CommandTag, error) { return pgconn.CommandTag{}, b.err }
func (b failedBatch) Query() (pgx.Rows, error)         { return nil, b.err }
func (b failedBatch) QueryRow() pgx.Row                { return failedRow{b.err} }
func (b failedBatch) Close() error                     { return b.err }

// inPipeline runs fn in a pipelined transaction on a connection of the pool (a timed job's
// own under its context): BEGIN goes with fn's first statement, COMMIT with its last held
// writes and, when the operation said this commit decides it (audit.Commits), the system
// log's line of the request. It commits when fn succeeds and rolls back when it fails (or
// panics), like inTx.
func (db *DB) inPipeline(ctx context.Context, fn func(p *pipeline) error) (err error) {
	conn, err := db.poolFor(ctx).Acquire(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer conn.Release()
	p := newPipeline(conn)
	p.hold("begin", "BEGIN")
	defer func() {
		if r := recover(); r != nil {
			p.rollback(ctx, conn)
			panic(r)
		}
	}()
	err = fn(p)
	line, logged, carried := audit.Take(ctx) // the request's line, when this commit decides it
	if err != nil {
		p.rollback(ctx, conn)
		return err
	}
	if carried {
		p.hold("system log", appendLogSQL, logArgs(line)...)
	}
	br, err := p.send(ctx, "COMMIT")
	if err != nil {
		p.rollback(ctx, conn)
		return err
	}
	tag, err := br.Exec()
	if err = errors.Join(err, br.Close()); err == nil && tag.String() == "ROLLBACK" {
		err = pgx.ErrTxCommitRollback
	}
	if err != nil {
		p.rollback(ctx, conn)
		return fmt.Errorf("commit: %w", err)
	}
	if carried {
		logged()
	}
	return nil
}

// rollback ends a transaction that failed, when it was begun at all. When it cannot (the
// context is done), the connection stays inside the transaction and Release closes it.
func (p *pipeline) rollback(ctx context.Context, conn *pgxpool.Conn) {
	p.held, p.whats = &pgx.Batch{}, nil
	if p.sent {
		_, _ = conn.Exec(ctx, "ROLLBACK")
	}
}
