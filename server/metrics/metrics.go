// Package metrics counts the API's requests for Prometheus: how many and how long, by
// operation id and status, and the answers that say the store is unavailable (503).
package metrics

import (
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/adaptor"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"shopconsole/server/contract"
)

// Path is where the metrics are served (outside /api, no sign-in).
const Path = "/metrics"

// unknownOperation labels requests to paths the contract does not have.
const unknownOperation = "unknown"

// Metrics holds one registry: the server's app and every mock session's app share it.
type Metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	store    *prometheus.CounterVec
}

// New registers the collectors, the Go runtime's and the process's included.
func New() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "shop_http_requests_total", Help: "API requests answered, by operation id and HTTP status.",
		}, []string{"operation", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "shop_http_request_duration_seconds", Help: "Time to answer an API request, by operation id and HTTP status.",
			Buckets: prometheus.DefBuckets,
		}, []string{"operation", "status"}),
		store: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "shop_store_unavailable_total", Help: "API answers 503 (the data store or a capability unavailable), by operation id.",
		}, []string{"operation"}),
	}
	m.registry.MustRegister(m.requests, m.latency, m.store,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the registry in Prometheus's text format.
func (m *Metrics) Handler() fiber.Handler {
	return adaptor.HTTPHandler(promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry}))
}

// Middleware counts each API request under its operation. An error is rendered here so
// that its status is the one counted.
func (m *Metrics) Middleware(spec *contract.Contract) fiber.Handler {
	return func(c fiber.Ctx) error {
		start := time.Now()
		if err := c.Next(); err != nil {
			if herr := c.App().ErrorHandler(c, err); herr != nil {
				return herr
			}
		}
		op := unknownOperation
		if o, ok := spec.Find(c.Method(), c.Path()); ok {
			op = o.ID
		}
		code := c.Response().StatusCode()
		status := strconv.Itoa(code)
		m.requests.WithLabelValues(op, status).Inc()
		m.latency.WithLabelValues(op, status).Observe(time.Since(start).Seconds())
		if code == fiber.StatusServiceUnavailable {
			m.store.WithLabelValues(op).Inc()
		}
		return nil
	}
}
