package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

// A pipelined transaction keeps inTx's promise: what it wrote stays when fn succeeds, and
// nothing does when fn, a held write or the commit fails, or fn panics.
func TestPipelineCommitsOrLeavesNothing(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	if _, err := db.pool.Exec(ctx, "CREATE TABLE pipe (id int PRIMARY KEY)"); err != nil {
		t.Fatal(err)
	}
	count := func() (n int) {
		t.Helper()
		if err := db.pool.QueryRow(ctx, "SELECT count(*) FROM pipe").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	insert := func(p *pipeline, id int) { p.hold(fmt.Sprint("row ", id), "INSERT INTO pipe VALUES ($1)", id) }

	err := db.inPipeline(ctx, func(p *pipeline) error {
		insert(p, 1)
		var seen int
		if err := p.QueryRow(ctx, "SELECT count(*) FROM pipe").Scan(&seen); err != nil || seen != 1 {
			t.Errorf("the read after a held write saw %d rows: %v", seen, err)
		}
		insert(p, 2) // goes with the commit
		return nil
	})
	if err != nil || count() != 2 {
		t.Fatalf("committed: %d rows, %v", count(), err)
	}

	cancelled, cancel := context.WithCancel(ctx)
	for _, c := range []struct {
		name string
		ctx  context.Context
		fn   func(p *pipeline) error
		want string // in the error
	}{
		{"a held write fails", ctx, func(p *pipeline) error {
			insert(p, 3)
			insert(p, 1)
			_, err := p.Exec(ctx, "INSERT INTO pipe VALUES (4)")
			return err
		}, "row 1"},
		{"fn fails after writing", ctx, func(p *pipeline) error {
			insert(p, 5)
			if _, err := p.Exec(ctx, "INSERT INTO pipe VALUES (6)"); err != nil {
				return err
			}
			return errors.New("refused")
		}, "refused"},
		{"the commit's held write fails", ctx, func(p *pipeline) error {
			insert(p, 7)
			insert(p, 2)
			return nil
		}, "row 2"},
		{"the context ends", cancelled, func(p *pipeline) error {
			insert(p, 8)
			cancel()
			return p.QueryRow(cancelled, "SELECT 1").Scan(new(int))
		}, "context canceled"},
	} {
		err := db.inPipeline(c.ctx, c.fn)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
		if n := count(); n != 2 {
			t.Errorf("%s: %d rows stayed", c.name, n)
		}
	}
	var pgErr *pgconn.PgError
	err = db.inPipeline(ctx, func(p *pipeline) error { insert(p, 1); return nil })
	if !errors.As(err, &pgErr) || pgErr.Code != "23505" {
		t.Errorf("a held write's error is Postgres's: %v", err)
	}

	func() {
		defer func() {
			if recover() == nil {
				t.Error("the panic was swallowed")
			}
		}()
		_ = db.inPipeline(ctx, func(p *pipeline) error {
			insert(p, 9)
			_ = p.QueryRow(ctx, "SELECT 1").Scan(new(int))
			panic("boom")
		})
	}()
	if n := count(); n != 2 {
		t.Errorf("after a panic: %d rows stayed", n)
	}
	// Every connection went back to the pool outside a transaction (or was closed).
	for range int(db.pool.Config().MaxConns) + 1 {
		if err := db.inPipeline(ctx, func(p *pipeline) error { insert(p, 10); return errors.New("again") }); err == nil {
			t.Fatal("no error")
		}
	}
}
