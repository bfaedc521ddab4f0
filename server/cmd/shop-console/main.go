// Command shop-console serves the Shop Console API under /api and the console at /.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"shopconsole/server/app"
)

// commands are the binary's subcommands, `shop-console <name> [flags]`; without one it
// serves. A word that names none is refused with the list.
var commands = []struct {
	name, args, what string
	run              func(args []string) int
}{
	{"seed", "--backend postgres [--force]", "load the mock's whole sample shop into Postgres", func(args []string) int { seed(args); return 0 }},
	{"reconcile", "--backend postgres", "check every ledger against its balances; exit 1 at a mismatch", reconcile},
	{"proxy", "--upstream URL", "a proxy that checks a server's traffic against the contract; exit 1 on a violation", runProxy},
	{"compat", "[--baseline FILE] [--changelog FILE] FILE", "check a contract file against the release baseline; exit 1 on an undeclared breaking change",
		func(args []string) int { return runCompat(args, os.Stdout, os.Stderr) }},
	{"simulate", "[--base-url URL] [--rate N] [--duration D] [--seed N]", "buyers who keep coming: orders, payments, claims through the storefront's API, for a bounded time", runSimulate},
}

// usage is the server's --help: the commands, then the server's flags.
func usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, "Usage: shop-console [flags]             serve the API under /api and the console at /")
	fmt.Fprintln(w, "       shop-console <command> [flags]   (each command takes --help)")
	fmt.Fprintln(w, "\nCommands:")
	listCommands(w)
	fmt.Fprintln(w, "\nFlags:")
	fs.PrintDefaults()
}

// listCommands writes the commands, each with its arguments and what it does.
func listCommands(w io.Writer) {
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n             %s\n", c.name, c.args, c.what)
	}
}

func main() {
	if len(os.Args) > 1 {
		for _, c := range commands {
			if os.Args[1] == c.name {
				os.Exit(c.run(os.Args[2:]))
			}
		}
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

// seed is `shop-console seed`: the whole sample shop into an empty Postgres database.
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
