// Command shop-console serves the Shop Console API under /api and the console at /.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"shopconsole/server/app"
)

func main() {
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
	a, err := app.New(ctx, backend, appCfg)
	if err != nil {
		return err
	}
	errc := make(chan error, 1)
	go func() { errc <- a.Listen(cfg.listen, listenConfig()) }()
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
