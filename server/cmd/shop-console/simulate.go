package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"shopconsole/server/simulate"
)

// maxSimDuration bounds a run: the simulator always stops by itself.
const maxSimDuration = 24 * time.Hour

// runSimulate is `shop-console simulate`: the storefront's buyers against a console.
func runSimulate(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	return simulateMain(ctx, args, os.Getenv, os.Stdout, os.Stderr)
}

// simulateMain parses the flags, runs and prints: progress lines and the summary on out,
// a one-line error on errOut. Exit 0, 1 (the run failed) or 2 (bad flags).
func simulateMain(ctx context.Context, args []string, env func(string) string, out, errOut io.Writer) int {
	cfg, verbose, err := parseSimulateConfig(args, env, errOut)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(errOut, "shop-console simulate:", err)
		return 2
	}
	level := slog.LevelWarn
	if verbose {
		level = slog.LevelDebug
	}
	cfg.Logger = slog.New(slog.NewTextHandler(errOut, &slog.HandlerOptions{Level: level}))
	cfg.Out = out
	fmt.Fprintf(out, "simulating buyers against %s: %g orders a minute for %s (seed %d)\n", cfg.BaseURL, cfg.Rate, cfg.Duration, cfg.Seed)
	sum, err := simulate.Run(ctx, cfg)
	if err != nil {
		fmt.Fprintln(errOut, "shop-console simulate:", err)
		return 1
	}
	sum.Print(out)
	return 0
}

func parseSimulateConfig(args []string, env func(string) string, errOut io.Writer) (simulate.Config, bool, error) {
	or := func(key, def string) string {
		if v := env(key); v != "" {
			return v
		}
		return def
	}
	var c simulate.Config
	var verbose bool
	fs := flag.NewFlagSet("shop-console simulate", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.Usage = func() {
		fmt.Fprintln(errOut, "shop-console simulate [flags]: buyers who keep coming - they register, browse, order, pay, cancel, confirm,")
		fmt.Fprintln(errOut, "claim refunds and returns through the storefront's API of a running console, for a bounded time (docs/simulate.md)")
		fs.PrintDefaults()
	}
	fs.StringVar(&c.BaseURL, "base-url", or("SHOP_SIM_BASE_URL", simulate.DefaultBaseURL), "the console, with or without /api (env SHOP_SIM_BASE_URL)")
	fs.Float64Var(&c.Rate, "rate", 30, "orders per minute, on average")
	fs.DurationVar(&c.Duration, "duration", time.Minute, "how long the run lasts (at most 24h); it stops by itself")
	fs.Uint64Var(&c.Seed, "seed", 1, "the seed of every choice: one seed, one run (against the same data)")
	fs.StringVar(&c.AdminUser, "admin-user", or("SHOP_ADMIN_USER", "admin"), "the Admin who sets the service account up (env SHOP_ADMIN_USER)")
	fs.StringVar(&c.AdminPassword, "admin-password", or("SHOP_ADMIN_PASSWORD", "123456"), "the Admin's password (env SHOP_ADMIN_PASSWORD; the mock takes any of 6+ characters)")
	fs.StringVar(&c.Account, "account", or("SHOP_SIM_ACCOUNT", simulate.DefaultAccount), "the storefront's service account, created or reused (env SHOP_SIM_ACCOUNT)")
	fs.StringVar(&c.AccountPassword, "account-password", or("SHOP_SIM_PASSWORD", ""), "its password, set each run (env SHOP_SIM_PASSWORD; empty: a fresh random one each run)")
	fs.StringVar(&c.Role, "role", simulate.DefaultRole, "the service account's role, created or completed with the permissions it needs")
	fs.DurationVar(&c.Progress, "progress", 5*time.Second, "a progress line this often")
	fs.BoolVar(&verbose, "v", false, "log every refusal")
	if err := fs.Parse(args); err != nil {
		return c, false, err
	}
	if fs.NArg() > 0 {
		return c, false, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	switch {
	case c.Rate <= 0 || c.Rate > 60_000:
		return c, false, fmt.Errorf("--rate %g: want orders per minute above 0, at most 60000", c.Rate)
	case c.Duration <= 0 || c.Duration > maxSimDuration:
		return c, false, fmt.Errorf("--duration %s: want above 0, at most %s", c.Duration, maxSimDuration)
	case c.AccountPassword != "" && len(c.AccountPassword) < 6:
		return c, false, errors.New("--account-password: at least 6 characters")
	}
	return c, verbose, nil
}
