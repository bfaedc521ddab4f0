package main

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/gofiber/fiber/v3/middleware/adaptor"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/contract"
	"shopconsole/server/proxy"
	"shopconsole/server/session"
)

// proxyConfig is `shop-console proxy`'s flags.
type proxyConfig struct {
	upstream    *url.URL
	listen      string
	mockMissing bool
}

func parseProxyConfig(args []string, out io.Writer) (proxyConfig, error) {
	fs := flag.NewFlagSet("shop-console proxy", flag.ContinueOnError)
	fs.SetOutput(out)
	upstream := fs.String("upstream", "", "the server to forward to, such as http://127.0.0.1:10000 (required)")
	listen := fs.String("listen", "127.0.0.1:10100", "listen address")
	mockMissing := fs.Bool("mock-missing", false, "answer operations the upstream lacks (501, or a 404 that is not the contract's envelope) from an in-process mock")
	if err := fs.Parse(args); err != nil {
		return proxyConfig{}, fmt.Errorf("shop-console proxy: %w", err)
	}
	u, err := url.Parse(*upstream)
	if *upstream == "" || err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return proxyConfig{}, fmt.Errorf("shop-console proxy: -upstream %q: want a URL such as http://127.0.0.1:10000", *upstream)
	}
	return proxyConfig{upstream: u, listen: *listen, mockMissing: *mockMissing}, nil
}

// runProxy is `shop-console proxy`: it serves until SIGINT or SIGTERM, then prints the
// summary. It fails when a request or an answer broke the contract.
func runProxy(args []string) int {
	cfg, err := parseProxyConfig(args, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	logger := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	p, err := newProxy(ctx, cfg, logger)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := serveProxy(ctx, cfg.listen, p, logger); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return report(p.Tally(), os.Stdout, os.Stderr)
}

// report prints the summary and answers the exit status: 1 when a request or an answer
// broke the contract (a request to an operation it does not declare included).
func report(t *proxy.Tally, out, errOut io.Writer) int {
	fmt.Fprintln(out)
	if err := t.WriteSummary(out); err != nil {
		fmt.Fprintln(errOut, err)
		return 1
	}
	if n := t.Violations(); n > 0 {
		fmt.Fprintf(out, "\n%d violations of the contract\n", n)
		return 1
	}
	return 0
}

func newProxy(ctx context.Context, cfg proxyConfig, logger *slog.Logger) (*proxy.Proxy, error) {
	spec, err := contract.Load()
	if err != nil {
		return nil, fmt.Errorf("load the contract: %w", err)
	}
	pc := proxy.Config{Upstream: cfg.upstream, Spec: spec, Logger: logger}
	if cfg.mockMissing {
		secret := make([]byte, 32)
		if _, err := rand.Read(secret); err != nil {
			return nil, fmt.Errorf("mock secret: %w", err)
		}
		m, err := app.New(ctx, mock.New(), app.Config{
			Session: session.Config{
				Secret: secret, DemoPasswords: true, MockServer: true, Registration: true,
				AccessTTL: 24 * time.Hour, RefreshTTL: 24 * time.Hour,
			},
			Logger: logger,
		})
		if err != nil {
			return nil, fmt.Errorf("mock for missing operations: %w", err)
		}
		pc.Mock, pc.MockUser, pc.MockPassword = adaptor.FiberApp(m), "admin", "123456"
	}
	return proxy.New(pc), nil
}

func serveProxy(ctx context.Context, listen string, h http.Handler, logger *slog.Logger) error {
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	logger.Info("proxy listening", "addr", ln.Addr().String())
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
