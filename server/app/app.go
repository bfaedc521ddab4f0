// Package app assembles the Fiber application: middleware, the generated API routes
// over the area handlers, health probes and the embedded console.
package app

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/recover"

	"shopconsole/server/api"
	"shopconsole/server/apidocs"
	"shopconsole/server/audit"
	"shopconsole/server/bind"
	"shopconsole/server/cash"
	"shopconsole/server/contract"
	"shopconsole/server/coupons"
	"shopconsole/server/demo"
	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
	"shopconsole/server/listsettings"
	"shopconsole/server/merchant"
	"shopconsole/server/metrics"
	"shopconsole/server/mockctl"
	"shopconsole/server/orders"
	"shopconsole/server/pictures"
	"shopconsole/server/pictures/blob"
	"shopconsole/server/regions"
	"shopconsole/server/session"
	"shopconsole/server/setup"
	"shopconsole/server/shell"
	"shopconsole/server/shopusers"
	"shopconsole/server/stats"
	"shopconsole/server/system"
)

// Backend is one storage of the whole product: the mock or Postgres.
type Backend interface {
	session.Store
	shell.Store
	audit.Store
	system.Store
	// ShopUsers is the shop-user area's store.
	ShopUsers() shopusers.Store
	// Coupons is the store of coupons, the coupons users hold and the gifts.
	Coupons() coupons.Store
	// ListSettings is the store of each staff member's list settings.
	ListSettings() listsettings.Store
	// Freight is the freight area's store.
	Freight() freight.Store
	// Guarantees is the store of after-sale services and guarantee texts.
	Guarantees() guarantees.Store
	// Pictures is the album's store.
	Pictures() pictures.Store
	// Goods is the goods area's store.
	Goods() goods.Store
	// Orders is the order area's store.
	Orders() orders.Store
	// Cash is the cash area's store.
	Cash() cash.Store
	// Setup is the shop's own setup's store (its addresses).
	Setup() setup.Store
	// Stats is the statistics' store.
	Stats() stats.Store
	// Merchant is merchant account opening's store.
	Merchant() merchant.Store
	// Bind is the distribution store binding's store.
	Bind() bind.Store
	// Ping reports whether the storage answers (for /readyz).
	Ping(ctx context.Context) error
}

// Config is everything New needs besides the backend.
type Config struct {
	Session      session.Config
	SecureCookie bool
	// Web is the built console (index.html at its root); nil serves none.
	Web fs.FS
	// APIDocs holds the API reference page's script (web.APIDocs()); nil serves the
	// contract and a page that says it is not built.
	APIDocs fs.FS
	Logger  *slog.Logger
	// PruneEvery, when set, deletes expired sessions and idempotency keys older than
	// shopusers.KeyRetention at that interval until ctx ends.
	PruneEvery time.Duration
	// OrderJobsEvery, when set, runs the orders' timed transitions (orderJobs) and the
	// settlement of completed orders (cashJobs) at that interval until ctx ends: on Postgres as River jobs shared by the instances, on the
	// mock in this process.
	OrderJobsEvery time.Duration
	// RequestTimeout bounds each request's work through its context; zero is
	// DefaultRequestTimeout.
	RequestTimeout time.Duration
	// CountCap is how many matches a filtered list counts before it answers "that many or
	// more" (kernel.Page); zero is DefaultCountCap.
	CountCap int
	// Mock holds the mock server's latency and faults, shared by every session's data;
	// nil is none. Only a mock server (Session.MockServer) applies them and Prefer.
	Mock *mockctl.Settings
	// CORS lists the browser origins allowed to call from elsewhere; none by default.
	CORS CORS
	// Metrics, when set, counts every API request and serves the counts at /metrics
	// (shared by the mock's session apps).
	Metrics *metrics.Metrics
	// ValidateResponses checks every API answer against the contract and logs each
	// violation at warn (a development aid: it costs a validation per answer).
	ValidateResponses bool
	// MockSessions bounds the mock server's per-caller copies of its data.
	MockSessions MockSessions
	// Edge bounds connections: timeouts and a cap (docs/edge.md); zero fields are defaults.
	Edge Edge

	// hub and data are set in the apps of the mock's sessions: the hub that made them and
	// the session's data set.
	hub  *mockHub
	data *mockData
	// Blobs keeps the pictures' files; nil keeps them in memory (tests).
	Blobs blob.Store
	// PictureUsage tells what uses pictures; nil: the goods and the merchant application answer.
	PictureUsage pictures.Usage
	// Payments is the payment platform refunds go through; nil: on the mock a stand-in that
	// refunds at once, else refunds made by hand on the platform and confirmed by staff.
	Payments orders.Payments
}

// server joins the area handlers into the generated strict interface; the aliases give
// the embedded fields distinct names.
type (
	sessionAPI  = session.Handlers
	shellAPI    = shell.Handlers
	regionsAPI  = regions.Handlers
	demoAPI     = demo.Handlers
	systemAPI   = system.Handlers
	shopUserAPI = shopusers.Handlers
	couponAPI   = coupons.Handlers
	listsAPI    = listsettings.Handlers
	mockAPI     = mockctl.Handlers
	freightAPI  = freight.Handlers
	guaranteAPI = guarantees.Handlers
	pictureAPI  = pictures.Handlers
	goodsAPI    = goods.Handlers
	ordersAPI   = orders.Handlers
	cashAPI     = cash.Handlers
	setupAPI    = setup.Handlers
	merchantAPI = merchant.Handlers
	statsAPI    = stats.Handlers
	bindAPI     = bind.Handlers
	server      struct {
		*sessionAPI
		*shellAPI
		*regionsAPI
		*demoAPI
		*systemAPI
		*shopUserAPI
		*couponAPI
		*listsAPI
		*mockAPI
		*freightAPI
		*guaranteAPI
		*pictureAPI
		*goodsAPI
		*ordersAPI
		*cashAPI
		*setupAPI
		*merchantAPI
		*statsAPI
		*bindAPI
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
	if cfg.CountCap <= 0 {
		cfg.CountCap = DefaultCountCap
	}
	if cfg.RequestTimeout <= 0 {
		cfg.RequestTimeout = DefaultRequestTimeout
	}
	// Before any service reads them: the mock's data sets have clocks and SMS outboxes of
	// their own.
	hub, data := mockSetUp(ctx, backend, &cfg)
	unavailable := outageOf(backend)
	spec, err := contract.Load()
	if err != nil {
		return nil, err
	}
	log := audit.New(backend, cfg.Session.Now)
	sessions, err := session.New(backend, log, cfg.Session)
	if err != nil {
		return nil, fmt.Errorf("session service: %w", err)
	}

	shells, err := shell.New(ctx, backend, cfg.Session.MockServer, cfg.Session.Now)
	if err != nil {
		return nil, fmt.Errorf("shell service: %w", err)
	}
	areas, err := regions.New()
	if err != nil {
		return nil, fmt.Errorf("regions service: %w", err)
	}
	shopUsers := shopusers.New(backend.ShopUsers(), areas, cfg.Session.Now)
	if cfg.PruneEvery > 0 {
		go prune(ctx, map[string]pruner{"sessions": sessions, "idempotency keys": shopUsers}, cfg.PruneEvery, cfg.Logger)
	}
	catalog, err := system.CatalogOf(spec)
	if err != nil {
		return nil, err
	}
	// Only the mock server (a backend with demo data, run as the mock) serves the demo
	// layer; otherwise it answers 404, as the console hides its menus then.
	var demoStore demo.Store
	if cfg.Session.MockServer {
		demoStore, _ = backend.(demo.Store)
	}
	demos := demo.New(demoStore, cfg.Session.Now)
	admin := system.New(backend, catalog, system.Config{
		DemoPasswords: cfg.Session.DemoPasswords, Now: cfg.Session.Now, Changed: sessions.ForgetStaff,
	})

	blobs := cfg.Blobs
	if blobs == nil {
		blobs = blob.NewMemory()
	}
	if samples, ok := backend.(pictures.Samples); ok {
		if err := pictures.EnsureSamples(ctx, blobs, samples.SampleBlobs()); err != nil {
			return nil, err
		}
	}

	app := newFiber(cfg, spec, unavailable)
	if cfg.CORS.Enabled() {
		app.Use(corsMiddleware(cfg.CORS))
	}
	if hub != nil && cfg.hub == nil {
		app.Use(hub.dispatch)
	}
	app.Use(accessLog(cfg.Logger))
	app.Use(headLimits())
	app.Use(recover.New(recover.Config{EnableStackTrace: true, StackTraceHandler: stackTrace(cfg.Logger)}))
	app.Use(deadline(cfg.RequestTimeout))
	app.Use(counting(cfg.CountCap))
	app.Use(clientInfo())
	app.Use(compressConsole())

	app.Get("/healthz", func(c fiber.Ctx) error { return c.SendString("ok") })
	app.Get("/readyz", func(c fiber.Ctx) error {
		ctx, cancel := context.WithTimeout(c.Context(), readyTimeout)
		defer cancel()
		if err := backend.Ping(ctx); err != nil {
			cfg.Logger.WarnContext(ctx, "not ready", "err", err)
			return c.Status(fiber.StatusServiceUnavailable).SendString("store unreachable")
		}
		return c.SendString("ready")
	})

	if err := apidocs.Register(app, cfg.APIDocs); err != nil {
		return nil, err
	}
	gate := &gate{spec: spec, sessions: sessions, audit: log, logger: cfg.Logger, unavailable: unavailable}
	if cfg.Session.MockServer {
		gate.mock = &mockctl.Control{Settings: cfg.Mock}
	}
	if data != nil && data.name != "" {
		gate.signed = data.claim // a session belongs to the account of its first signed-in request
	}
	apiGroup := app.Group(contract.BasePath, compressAPI())
	useMetrics(app, apiGroup, cfg, spec)
	if cfg.ValidateResponses {
		apiGroup.Use(checkResponses(spec, cfg.Logger))
	}
	apiGroup.Use(gate.handle)
	couponSvc := coupons.New(backend.Coupons(), cfg.Session.Now)
	shopUsers.WithGifts(couponSvc)
	coupons := coupons.NewHandlers(couponSvc)
	goodsSvc := goods.New(backend.Goods(), cfg.Session.Now)
	usage := goodsSvc.Usage() // what goods use cannot be deleted
	merchantSvc := merchant.New(backend.Merchant(), cfg.Session.Now)
	pictureUsage := cfg.PictureUsage
	if pictureUsage == nil {
		pictureUsage = pictures.Usages{usage, merchantSvc.PictureUsage()}
	}
	setupSvc := setup.New(backend.Setup(), areas, cfg.Session.Now)
	orderSvc := orders.New(backend.Orders(), areas, cfg.Session.Now).WithReturnAddress(setupSvc.ReturnAddress)
	switch {
	case cfg.Payments != nil:
		orderSvc.WithPayments(cfg.Payments)
	case cfg.Session.MockServer: // the mock's stand-in platform refunds at once
		orderSvc.WithPayments(orders.Instant{Service: orderSvc})
	}
	cashSvc := cash.New(backend.Cash(), log, cfg.Session.Now)
	timed := append(append(orderJobs(orderSvc), cashJobs(cashSvc, cashSvc.Settings)...), upkeepJobs(backend)...)
	if cfg.OrderJobsEvery > 0 {
		if err := startJobs(ctx, backend, cfg.OrderJobsEvery, timed, cfg.Logger); err != nil {
			return nil, fmt.Errorf("start the order jobs: %w", err)
		}
	}
	if data != nil { // a move of the data's clock runs them; a reset forgets the cached staff
		data.attach(timed, sessions.ForgetStaff, cfg.Logger)
	}
	handlers := api.NewStrictHandler(server{
		session.NewHandlers(sessions, cfg.SecureCookie),
		shell.NewHandlers(shells),
		regions.NewHandlers(areas),
		demo.NewHandlers(demos),
		system.NewHandlers(admin),
		shopusers.NewHandlers(shopUsers, coupons),
		coupons,
		listsettings.NewHandlers(listsettings.New(backend.ListSettings(), cfg.Session.Now)),
		mockHandlers(cfg, hub),
		freight.NewHandlers(freight.New(backend.Freight(), areas, usage, cfg.Session.Now)),
		guarantees.NewHandlers(guarantees.New(backend.Guarantees(), usage, cfg.Session.Now)),
		pictures.NewHandlers(pictures.New(backend.Pictures(), blobs, pictureUsage, cfg.Session.Now)),
		goods.NewHandlers(goodsSvc),
		orders.NewHandlers(orderSvc),
		cash.NewHandlers(cashSvc),
		setup.NewHandlers(setupSvc),
		merchant.NewHandlers(merchantSvc),
		stats.NewHandlers(stats.New(backend.Stats(), statsTodos(orderSvc, goodsSvc, cashSvc), cfg.Session.Now)),
		bind.NewHandlers(bind.New(backend.Bind(), sessions, cfg.Session.Now)),
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
