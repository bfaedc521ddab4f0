package app

import (
	gojson "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"shopconsole/server/contract"
	"shopconsole/server/pictures"
)

// newFiber makes the Fiber app with its server bounded as cfg.Edge says, and the request
// id middleware (after its rule) first in line.
func newFiber(cfg Config, spec *contract.Contract, unavailable outage) *fiber.App {
	edge := cfg.Edge.withDefaults()
	fc := fiber.Config{
		AppName:      "shop-console",
		JSONEncoder:  gojson.Marshal,
		ErrorHandler: errorHandler(cfg.Logger, unavailable),
		// Uploads may be this large; bodyDeadline holds every other body to jsonBodyLimit.
		BodyLimit: pictures.MaxUploadBody,
		// Behind a load balancer set a trusted proxy list; on loopback the peer is the client.
		ProxyHeader: "",
		// Strings read from a request (headers, query, params) are copies: the mock keeps some
		// of them (an Idempotency-Key, a session name, a user agent) after the request's
		// buffers are reused for the next one.
		Immutable: true,
	}
	edge.apply(&fc)
	app := fiber.New(fc)
	app.State().Set(maxConnsKey, edge.MaxConns)
	srv := app.Server()
	srv.HeaderReceived = edge.bodyDeadline(spec)
	srv.ErrorHandler = edgeErrors(cfg.Logger)
	app.Use(securityHeaders())
	app.Use(requestIDRule(cfg.Logger))
	app.Use(requestid.New(requestid.Config{Generator: newRequestID}))
	return app
}
