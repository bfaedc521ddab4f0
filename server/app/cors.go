package app

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/cors"
)

// CORS says which browser origins may call the API from another origin (a front-end dev
// server, say). Credentials are allowed, so the refresh cookie travels too.
type CORS struct {
	// Origins are allowed exactly ("http://localhost:5173").
	Origins []string
	// AnyLocalhost allows http://localhost:<port> and http://127.0.0.1:<port>, any port.
	AnyLocalhost bool
}

// Enabled reports whether any origin is allowed.
func (c CORS) Enabled() bool { return c.AnyLocalhost || len(c.Origins) > 0 }

// MockSessionHeader names the caller's own copy of the mock's sample data.
const MockSessionHeader = "X-Mock-Session"

// CORSHeaders are the request headers a cross-origin caller may send.
var CORSHeaders = []string{
	fiber.HeaderAuthorization, fiber.HeaderContentType, "Idempotency-Key", "Prefer",
	MockSessionHeader, fiber.HeaderAcceptLanguage,
}

// corsMiddleware answers preflights (204 with the allowed methods and headers) and marks
// the answers to allowed origins.
func corsMiddleware(c CORS) fiber.Handler {
	return cors.New(cors.Config{
		AllowOriginsFunc: func(origin string) bool {
			return slices.Contains(c.Origins, origin) || (c.AnyLocalhost && isLocalhost(origin))
		},
		AllowMethods:     []string{fiber.MethodGet, fiber.MethodPost, fiber.MethodHead},
		AllowHeaders:     CORSHeaders,
		ExposeHeaders:    []string{fiber.HeaderRetryAfter, fiber.HeaderXRequestID, fiber.HeaderContentDisposition},
		AllowCredentials: true,
		MaxAge:           600,
	})
}

// isLocalhost reports whether origin is http://localhost:<port> or http://127.0.0.1:<port>.
func isLocalhost(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Scheme != "http" || u.Path != "" || u.User != nil {
		return false
	}
	host, port, ok := strings.Cut(u.Host, ":")
	if !ok || (host != "localhost" && host != "127.0.0.1") {
		return false
	}
	n, err := strconv.Atoi(port)
	return err == nil && n > 0 && n < 65536
}
