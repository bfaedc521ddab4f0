package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/cash"
	"shopconsole/server/postgres"
	"shopconsole/server/postgres/pgtest"
)

// moved is what reconcileSchema's own flow lines left: how many lines the flow holds, and the
// account after the withdrawal was applied and at the end.
type moved struct {
	lines          int64
	applied, final cash.Account
}

// reconcileSchema is a fresh schema seeded with the sample shop (its fund flow included) and
// a few flow lines of its own, dropped when the test ends.
func reconcileSchema(t *testing.T) (url, schema string, conn *pgx.Conn, m moved) {
	t.Helper()
	ctx := context.Background()
	url, err := pgtest.SharedURL(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema = "reconcile_" + hex.EncodeToString(b)
	conn, err = pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := conn.Exec(ctx, "DROP SCHEMA IF EXISTS "+pgx.Identifier{schema}.Sanitize()+" CASCADE"); err != nil {
			t.Errorf("drop schema: %v", err)
		}
		_ = conn.Close(ctx)
	})
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	if err := runSeed(ctx, seedConfig{backend: "postgres", databaseURL: url, dbSchema: schema}, now, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	db, err := postgres.OpenWith(ctx, url, postgres.Options{Schema: schema})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.Cash().Tx(ctx, func(tx cash.Tx) error {
		a, err := tx.Account(true)
		if err != nil {
			return err
		}
		for i, f := range []cash.Flow{
			cash.Settle(a, 100_00, "O1", now),
			{Type: cash.FlowWithdrawApplied, Available: -40_00, Frozen: 40_00, Reference: "W1", CreatedAt: now},
			{Type: cash.FlowWithdrawPaid, Frozen: -40_00, Reference: "W1", CreatedAt: now},
		} {
			if a, f, err = cash.Move(a, f); err != nil {
				return err
			}
			if err := tx.AppendFlow(f); err != nil {
				return err
			}
			if i == 1 {
				m.applied = a
			}
		}
		m.final = a
		return tx.SaveAccount(a)
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, "SET search_path TO "+pgx.Identifier{schema}.Sanitize()); err != nil {
		t.Fatal(err)
	}
	if err := conn.QueryRow(ctx, "SELECT count(*) FROM cash_flow").Scan(&m.lines); err != nil {
		t.Fatal(err)
	}
	return url, schema, conn, m
}

// TestReconcile: a consistent database exits 0 with a summary; a flow line's total changed
// exits 1 naming the line; a user's balance changed exits 1 naming the user.
func TestReconcile(t *testing.T) {
	ctx := context.Background()
	url, schema, conn, m := reconcileSchema(t)
	c := seedConfig{backend: "postgres", databaseURL: url, dbSchema: schema}
	args := []string{"--database-url", url, "--database-schema", schema}
	var out bytes.Buffer
	if err := runReconcile(ctx, c, &out); err != nil || !strings.Contains(out.String(), "the fund flow ("+itoa(m.lines)+" lines) agrees") {
		t.Fatalf("consistent: %v, %q", err, out.String())
	}
	if code := reconcile(args); code != 0 {
		t.Fatalf("consistent: exit %d", code)
	}

	var id int64
	if err := conn.QueryRow(ctx, "UPDATE cash_flow SET available_after = available_after + 1 WHERE reference = 'W1' AND type = 'withdrawApplied' RETURNING id").Scan(&id); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	err := runReconcile(ctx, c, &out)
	if !errors.Is(err, errMismatch) || !strings.Contains(out.String(), fmt.Sprintf("line %d: expected available %d, frozen %d, debt %d; found available %d", id,
		m.applied.Available, m.applied.Frozen, m.applied.Debt, m.applied.Available+1)) {
		t.Fatalf("a broken line: %v, %q", err, out.String())
	}
	if code := reconcile(args); code != 1 {
		t.Fatalf("a broken line: exit %d", code)
	}
	if _, err := conn.Exec(ctx, "UPDATE cash_flow SET available_after = available_after - 1 WHERE id = $1", id); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, "UPDATE cash_accounts SET available = available + 5"); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := runReconcile(ctx, c, &out); !errors.Is(err, errMismatch) || !strings.Contains(out.String(), fmt.Sprintf("the account: expected available %d", m.final.Available)) {
		t.Fatalf("a broken account: %v, %q", err, out.String())
	}
	if _, err := conn.Exec(ctx, "UPDATE cash_accounts SET available = available - 5"); err != nil {
		t.Fatal(err)
	}

	var user int64
	if err := conn.QueryRow(ctx, "UPDATE shop_users SET points = points + 7 WHERE id = (SELECT min(id) FROM shop_users) RETURNING id").Scan(&user); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := runReconcile(ctx, c, &out); !errors.Is(err, errMismatch) || !strings.Contains(out.String(), "user "+itoa(user)+" points, the user's balance") {
		t.Fatalf("a broken balance: %v, %q", err, out.String())
	}
	if code := reconcile(args); code != 1 {
		t.Fatalf("a broken balance: exit %d", code)
	}
	if code := reconcile([]string{"--backend", "mock"}); code != 2 {
		t.Fatalf("mock: exit %d", code)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
