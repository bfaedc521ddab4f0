// Package app assembles the Fiber application: middleware, the generated API routes
// over the area handlers, health probes and the embedded console.
package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"time"

	gojson "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/recover"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"shopconsole/server/api"
	"shopconsole/server/audit"
	"shopconsole/server/contract"
	"shopconsole/server/coupon"
	"shopconsole/server/demo"
	"shopconsole/server/regions"
	"shopconsole/server/session"
	"shopconsole/server/shell"
	"shopconsole/server/shopuser"
	"shopconsole/server/system"
)

// Backend is one storage of the whole product: the mock or Postgres.
type Backend interface {
	session.Store
	shell.Store
	audit.Store
	system.Store
	shopuser.Store
	coupon.Store
	// Ping reports whether the storage answers (for /readyz).
	Ping(ctx context.Context) error
}

// Config is everything New needs besides the backend.
type Config struct {
	Session      session.Config
	SecureCookie bool
	// Web is the built console (index.html at its root); nil serves none.
	Web    fs.FS
	Logger *slog.Logger
	// PruneEvery, when set, deletes expired sessions and idempotency keys older than
	// shopuser.KeyRetention at that interval until ctx ends.
	PruneEvery time.Duration
}

// server joins the area handlers into the generated strict interface; the aliases give
// the embedded fields distinct names.
type (
	sessionAPI  = session.Handlers
	shellAPI    = shell.Handlers
	regionsAPI  = regions.Handlers
	demoAPI     = demo.Handlers
	systemAPI   = system.Handlers
	shopUserAPI = shopuser.Handlers
	couponAPI   = coupon.Handlers
	server      struct {
		*sessionAPI
		*shellAPI
		*regionsAPI
		*demoAPI
		*systemAPI
		*shopUserAPI
		*couponAPI
	}
)

var _ api.StrictServerInterface = server{}

// New builds the application over backend.
func New(ctx context.Context, backend Backend, cfg Config) (*fiber.App, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Session.Now == nil {
		cfg.Session.Now = time.Now
	}
	spec, err := contract.Load()
	if err != nil {
		return nil, err
	}
	log := audit.New(backend, cfg.Session.Now)
	sessions, err := session.New(backend, log, cfg.Session)
	if err != nil {
		return nil, fmt.Errorf("session service: %w", err)
	}

	shells, err := shell.New(ctx, backend, cfg.Session.MockServer)
	if err != nil {
		return nil, fmt.Errorf("shell service: %w", err)
	}
	areas, err := regions.New()
	if err != nil {
		return nil, fmt.Errorf("regions service: %w", err)
	}
	shopUsers := shopuser.New(backend, areas, cfg.Session.Now)
	if cfg.PruneEvery > 0 {
		go prune(ctx, map[string]pruner{"sessions": sessions, "idempotency keys": shopUsers}, cfg.PruneEvery, cfg.Logger)
	}
	catalog, err := system.CatalogOf(spec)
	if err != nil {
		return nil, err
	}
	// Only a backend with demo data (the mock) serves the demo layer; others answer 404.
	demoStore, _ := backend.(demo.Store)
	demos := demo.New(demoStore, cfg.Session.Now)
	admin := system.New(backend, catalog, system.Config{
		DemoPasswords: cfg.Session.DemoPasswords, Now: cfg.Session.Now, Changed: sessions.ForgetStaff,
	})

	app := fiber.New(fiber.Config{
		AppName:      "shop-console",
		JSONEncoder:  gojson.Marshal,
		ErrorHandler: errorHandler(cfg.Logger),
		BodyLimit:    1 << 20,
		// Behind a load balancer set a trusted proxy list; on loopback the peer is the client.
		ProxyHeader: "",
	})
	app.Use(requestid.New())
	app.Use(accessLog(cfg.Logger))
	app.Use(recover.New(recover.Config{EnableStackTrace: true, StackTraceHandler: stackTrace(cfg.Logger)}))
	app.Use(clientInfo())
	app.Use(compressConsole())

	app.Get("/healthz", func(c fiber.Ctx) error { return c.SendString("ok") })
	app.Get("/readyz", func(c fiber.Ctx) error {
		ctx, cancel := context.WithTimeout(c.Context(), 2*time.Second)
		defer cancel()
		if err := backend.Ping(ctx); err != nil {
			cfg.Logger.WarnContext(ctx, "not ready", "err", err)
			return c.Status(fiber.StatusServiceUnavailable).SendString("store unreachable")
		}
		return c.SendString("ready")
	})

	gate := &gate{spec: spec, sessions: sessions, audit: log, logger: cfg.Logger}
	apiGroup := app.Group(contract.BasePath, compressAPI(), gate.handle)
	coupons := coupon.NewHandlers(coupon.New(backend, cfg.Session.Now))
	handlers := api.NewStrictHandler(server{
		session.NewHandlers(sessions, cfg.SecureCookie),
		shell.NewHandlers(shells),
		regions.NewHandlers(areas),
		demo.NewHandlers(demos),
		system.NewHandlers(admin),
		shopuser.NewHandlers(shopUsers, coupons),
		coupons,
	}, nil)
	api.RegisterHandlers(apiGroup, handlers)

	if cfg.Web != nil {
		if err := serveConsole(app, cfg.Web); err != nil {
			return nil, err
		}
	}
	return app, nil
}

// ErrNoConsole is returned when the embedded console has not been built.
var ErrNoConsole = errors.New("console not built")

// pruner deletes what can no longer matter: expired sessions, old idempotency keys.
type pruner interface {
	Prune(ctx context.Context) (int64, error)
}

func prune(ctx context.Context, what map[string]pruner, every time.Duration, logger *slog.Logger) {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			for name, p := range what {
				n, err := p.Prune(ctx)
				if err != nil {
					logger.WarnContext(ctx, "prune", "what", name, "err", err)
				} else if n > 0 {
					logger.InfoContext(ctx, "pruned", "what", name, "rows", n)
				}
			}
		}
	}
}
