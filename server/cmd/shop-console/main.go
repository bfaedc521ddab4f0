// Command shop-console serves the Shop Console API under /api and the console at /.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"shopconsole/server/app"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "seed" {
		seed(os.Args[2:])
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "reconcile" {
		os.Exit(reconcile(os.Args[2:]))
	}
	if len(os.Args) > 1 && os.Args[1] == "proxy" {
		os.Exit(runProxy(os.Args[2:]))
	}
	cfg, err := parseConfig(os.Args[1:], os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.logLevel}))
	slog.SetDefault(logger)
	app.TuneGC()
	if err := run(cfg, logger); err != nil {
		logger.Error("shop-console stopped", "err", err)
		os.Exit(1)
	}
}

// seed is `shop-console seed`: the sample shop data into an empty Postgres database.
func seed(args []string) {
	cfg, err := parseSeedConfig(args, os.Getenv, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := runSeed(ctx, cfg, time.Now(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "shop-console seed:", err)
		os.Exit(1)
	}
}

func run(cfg config, logger *slog.Logger) error {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	backend, closeBackend, err := openBackend(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer closeBackend()
	appCfg, err := cfg.appConfig(logger)
	if err != nil {
		return err
	}
	if appCfg.Blobs, err = cfg.blobs.open(ctx, backend, logger); err != nil {
		return err
	}
	a, err := app.New(ctx, backend, appCfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", cfg.listen)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	errc := make(chan error, 1)
	go func() { errc <- app.Serve(a, ln, listenConfig()) }()
	logger.Info("listening", "addr", cfg.listen, "backend", cfg.backend)
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down")
	if err := a.ShutdownWithTimeout(10 * time.Second); err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
