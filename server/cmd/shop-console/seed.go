package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"time"

	"shopconsole/mock"
	"shopconsole/server/postgres"
)

// seedConfig is what `shop-console seed` reads: the serving flags that name the database
// and the blob store (where the sample pictures' files go), and --force.
type seedConfig struct {
	backend, databaseURL, dbSchema string
	force                          bool
	blobs                          blobConfig // store "": the database's blobs table
}

func parseSeedConfig(args []string, env func(string) string, out io.Writer) (seedConfig, error) {
	or := func(key, def string) string {
		if v := env(key); v != "" {
			return v
		}
		return def
	}
	var c seedConfig
	fs := flag.NewFlagSet("shop-console seed", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {
		fmt.Fprintln(out, "shop-console seed --backend postgres [--force]: apply the migrations and load the mock's whole sample shop")
		fs.PrintDefaults()
	}
	fs.StringVar(&c.backend, "backend", or("SHOP_BACKEND", "postgres"), "postgres: the only backend to seed; the mock holds the sample data from its start (env SHOP_BACKEND)")
	fs.StringVar(&c.databaseURL, "database-url", or("DATABASE_URL", ""), "Postgres URL (env DATABASE_URL)")
	fs.StringVar(&c.dbSchema, "database-schema", or("SHOP_DATABASE_SCHEMA", ""), "the Postgres schema of the console's tables, created when missing (env SHOP_DATABASE_SCHEMA)")
	fs.BoolVar(&c.force, "force", false, "replace the whole sample shop the database holds (shop users, levels, ledger, addresses, "+
		"coupons, gifts, goods with their categories, specs, attributes, freight templates, services and guarantees, albums and "+
		"pictures, orders with their refunds and after-sales, the shop's account, withdrawals and fund flow, shop addresses, "+
		"merchant applications, the statistics' figures); staff, roles, menus, departments, the system log and the pictures' "+
		"files stay (the sample departments are written only into a database without any)")
	c.blobs.flags(fs, or)
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if err := c.blobs.check(c.backend); err != nil {
		return c, err
	}
	if c.backend != "postgres" {
		return c, fmt.Errorf("seed --backend %q: only postgres is seeded (the mock starts with the sample data)", c.backend)
	}
	if c.databaseURL == "" {
		return c, errors.New("seed needs --database-url (or DATABASE_URL)")
	}
	return c, nil
}

// runSeed applies the migrations and writes the mock's whole sample shop, dated before
// today, into the database: refused when the database holds shop data, unless forced. The
// sample departments are written only when the database holds none.
func runSeed(ctx context.Context, c seedConfig, now time.Time, out io.Writer) error {
	db, err := postgres.OpenWith(ctx, c.databaseURL, postgres.Options{Schema: c.dbSchema, BulkLoad: true})
	if err != nil {
		return err
	}
	defer db.Close()
	held, err := db.ShopHoldings(ctx)
	if err != nil {
		return err
	}
	if len(held) > 0 {
		if !c.force {
			return fmt.Errorf("the database already holds shop data (%s): seed only an empty one, or pass --force to replace it", describe(held))
		}
		fmt.Fprintf(out, "--force: replacing the shop data the database holds (%s), and the gifts; staff, roles, menus, departments, the system log and the pictures' files stay\n", describe(held))
		if err := db.ClearShop(ctx); err != nil {
			return err
		}
	}
	sink := postgres.SampleSink{DB: db}
	if c.blobs.store != "" {
		if sink.Blobs, err = c.blobs.open(ctx, db, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
			return err
		}
	}
	// Departments are not shop data: the sample ones go only into a database without any
	// (SampleSink.AddSampleDepartments), and --force leaves those there as they are.
	deps, err := db.Departments(ctx)
	if err != nil {
		return err
	}
	if len(deps) > 0 {
		fmt.Fprintf(out, "the database holds %d departments: they stay as they are, the sample departments are not written\n", len(deps))
	}
	start := time.Now()
	if err := mock.SampleShop(ctx, sink, mock.SampleEpoch(now)); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	now2, err := db.ShopHoldings(ctx)
	if err != nil {
		return err
	}
	if len(deps) == 0 {
		if deps, err = db.Departments(ctx); err != nil {
			return err
		}
		now2["departments"] = int64(len(deps))
	}
	fmt.Fprintf(out, "seeded the whole sample shop dated before %s in %s, with the statistics' goods views and favourite adds: %s\n",
		mock.SampleEpoch(now).Format(time.DateOnly), time.Since(start).Round(time.Millisecond), describe(now2))
	return nil
}

func describe(rows map[string]int64) string {
	var parts []string
	for _, t := range slices.Sorted(maps.Keys(rows)) {
		parts = append(parts, fmt.Sprintf("%s %d", t, rows[t]))
	}
	return strings.Join(parts, ", ")
}
