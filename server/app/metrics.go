package app

import (
	"github.com/gofiber/fiber/v3"

	"shopconsole/server/contract"
	"shopconsole/server/metrics"
)

// useMetrics counts the API's requests when cfg.Metrics is set, and serves the counts at
// /metrics on the server's app (a mock session's app shares the registry, not the route).
func useMetrics(app *fiber.App, api fiber.Router, cfg Config, spec *contract.Contract) {
	if cfg.Metrics == nil {
		return
	}
	if cfg.hub == nil {
		app.Get(metrics.Path, cfg.Metrics.Handler())
	}
	api.Use(cfg.Metrics.Middleware(spec))
}
