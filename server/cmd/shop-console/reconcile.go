package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"shopconsole/server/cash"
	"shopconsole/server/postgres"
)

// errMismatch is a reconciliation that found a ledger disagreeing (exit 1, the mismatch
// printed).
var errMismatch = errors.New("a mismatch was found")

// reconcile is `shop-console reconcile`: every ledger checked against its balances.
func reconcile(args []string) int {
	cfg, err := parseReconcileConfig(args, os.Getenv, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	err = runReconcile(ctx, cfg, os.Stdout)
	switch {
	case errors.Is(err, errMismatch):
		return 1
	case err != nil:
		fmt.Fprintln(os.Stderr, "shop-console reconcile:", err)
		return 1
	}
	return 0
}

func parseReconcileConfig(args []string, env func(string) string, out io.Writer) (seedConfig, error) {
	or := func(key, def string) string {
		if v := env(key); v != "" {
			return v
		}
		return def
	}
	var c seedConfig
	fs := flag.NewFlagSet("shop-console reconcile", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {
		fmt.Fprintln(out, "shop-console reconcile --backend postgres: check the shop's fund flow against its account and every shop user's ledger against their balances; exit 1 at the first mismatch")
		fs.PrintDefaults()
	}
	fs.StringVar(&c.backend, "backend", or("SHOP_BACKEND", "postgres"), "postgres: the only backend to reconcile; the mock's data lives in its process (env SHOP_BACKEND)")
	fs.StringVar(&c.databaseURL, "database-url", or("DATABASE_URL", ""), "Postgres URL (env DATABASE_URL)")
	fs.StringVar(&c.dbSchema, "database-schema", or("SHOP_DATABASE_SCHEMA", ""), "the Postgres schema of the console's tables (env SHOP_DATABASE_SCHEMA)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if c.backend != "postgres" {
		return c, fmt.Errorf("reconcile --backend %q: only postgres is reconciled (the mock's data lives in its process)", c.backend)
	}
	if c.databaseURL == "" {
		return c, errors.New("reconcile needs --database-url (or DATABASE_URL)")
	}
	return c, nil
}

// runReconcile walks the fund flow (streamed, checked line by line) and the shop users'
// ledger, prints the first mismatch and answers errMismatch, or prints a one-line summary.
func runReconcile(ctx context.Context, c seedConfig, out io.Writer) error {
	db, err := postgres.OpenWith(ctx, c.databaseURL, postgres.Options{Schema: c.dbSchema})
	if err != nil {
		return err
	}
	defer db.Close()
	start := time.Now()
	flowLines, m, err := cash.Reconcile(ctx, db.Cash())
	if err != nil {
		return err
	}
	if m != nil {
		fmt.Fprintf(out, "mismatch in the fund flow of the shop account, %s\n", m)
		return errMismatch
	}
	ledgerLines, lm, err := db.CheckLedger(ctx)
	if err != nil {
		return err
	}
	if lm != nil {
		fmt.Fprintf(out, "mismatch in the shop users' ledger, %s\n", lm)
		return errMismatch
	}
	fmt.Fprintf(out, "reconciled in %s: the fund flow (%d lines) agrees with the shop account, the ledger (%d lines) with the users' balances\n",
		time.Since(start).Round(time.Millisecond), flowLines, ledgerLines)
	return nil
}
