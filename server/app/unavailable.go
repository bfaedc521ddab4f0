package app

import (
	"context"
	"net/http"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/apperr"
)

const (
	// DefaultRequestTimeout bounds a request when Config.RequestTimeout is zero: long
	// enough for the slowest list on a large shop, short enough that a caller facing a
	// frozen store hears so within seconds instead of waiting with it.
	DefaultRequestTimeout = 5 * time.Second
	// StoreRetryAfter is the Retry-After, in seconds, of a 503 for an unavailable store:
	// a restart or fail-over usually takes a few seconds.
	StoreRetryAfter = 5
	// readyTimeout bounds /readyz's ping: a probe must answer well within its own period.
	readyTimeout = 2 * time.Second
	// exceptionTimeout bounds the system-log line of a failed request: it goes to the
	// same store, which may be the reason the request failed.
	exceptionTimeout = time.Second
	// pruneTimeout bounds one round of the prune loop, which runs outside any request.
	pruneTimeout = time.Minute
)

// outage tells a failure to reach the store (down, frozen, restarting) from a bug. The
// backend decides: only it knows its drivers' errors.
type outage func(error) bool

// outageOf is the backend's own check, or one that never says "outage" for a backend
// that is always there (the mock).
func outageOf(b Backend) outage {
	if r, ok := b.(interface{ Unavailable(error) bool }); ok {
		return r.Unavailable
	}
	return func(error) bool { return false }
}

// storeUnavailable is the 503 a caller gets while the store cannot be reached.
func storeUnavailable() *apperr.Error {
	e := apperr.New(http.StatusServiceUnavailable, "http.storeUnavailable")
	e.RetryAfter = StoreRetryAfter
	return e
}

// deadline puts a deadline on the request's context, so that every store call made for
// the request (waiting for a pooled connection, a query, a transaction) gives up when it
// passes; the store's error then answers 503.
func deadline(d time.Duration) fiber.Handler {
	return func(c fiber.Ctx) error {
		ctx, cancel := context.WithTimeout(c.Context(), d)
		defer cancel()
		c.SetContext(ctx)
		return c.Next()
	}
}
