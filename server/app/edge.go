package app

import (
	"bytes"
	"net/http"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/valyala/fasthttp"

	"shopconsole/server/apperr"
	"shopconsole/server/contract"
	"shopconsole/server/pictures"
)

// Edge bounds what one client can hold of the server: time to send a request, to read an
// answer, to stay idle, and the connections open at once (docs/edge.md). A zero field is
// its default.
type Edge struct {
	// HeaderTimeout bounds the request line and headers, from the request's first byte (a
	// connection's first request: from its accept).
	HeaderTimeout time.Duration
	// BodyRate is the slowest average rate, in bytes per second, a body may arrive at: once
	// the headers are in, the body has HeaderTimeout plus its length divided by BodyRate.
	BodyRate int
	// WriteTimeout bounds writing an answer, from the end of its handler.
	WriteTimeout time.Duration
	// IdleTimeout bounds a kept-alive connection's wait for its next request.
	IdleTimeout time.Duration
	// MaxConns caps the connections open at once; one more is answered 503 and closed.
	MaxConns int
}

// The defaults of Edge.
const (
	DefaultHeaderTimeout = 10 * time.Second
	DefaultBodyRate      = 64 << 10
	DefaultWriteTimeout  = 60 * time.Second
	DefaultIdleTimeout   = 60 * time.Second
	DefaultMaxConns      = 4096
)

// Sizes a request's head is held to. The request line and every header must fit in
// headBuffer together (the connection's read buffer); within it a URL longer than maxURL
// answers 414 and a header field longer than maxHeaderField 431.
const (
	headBuffer     = 16 << 10
	maxURL         = 8 << 10
	maxHeaderField = 8 << 10
)

func (e Edge) withDefaults() Edge {
	if e.HeaderTimeout <= 0 {
		e.HeaderTimeout = DefaultHeaderTimeout
	}
	if e.BodyRate <= 0 {
		e.BodyRate = DefaultBodyRate
	}
	if e.WriteTimeout <= 0 {
		e.WriteTimeout = DefaultWriteTimeout
	}
	if e.IdleTimeout <= 0 {
		e.IdleTimeout = DefaultIdleTimeout
	}
	if e.MaxConns <= 0 {
		e.MaxConns = DefaultMaxConns
	}
	return e
}

// apply sets the listener's bounds on the Fiber configuration. fasthttp's ReadTimeout
// runs from a request's first byte over its headers; bodyDeadline then gives the body
// its own deadline.
func (e Edge) apply(c *fiber.Config) {
	c.ReadTimeout = e.HeaderTimeout
	c.WriteTimeout = e.WriteTimeout
	c.IdleTimeout = e.IdleTimeout
	c.ReadBufferSize = headBuffer
}

// bodyDeadline runs once a request's headers are in: it holds a body to its operation's
// limit (uploads up to pictures.MaxUploadBody, every other request jsonBodyLimit, so a
// larger one is refused before it is read) and gives it HeaderTimeout plus its length (or,
// sent in chunks, that limit) at BodyRate to arrive.
func (e Edge) bodyDeadline(spec *contract.Contract) func(h *fasthttp.RequestHeader) fasthttp.RequestConfig {
	return func(h *fasthttp.RequestHeader) fasthttp.RequestConfig {
		limit := jsonBodyLimit
		if uploads(spec, h) {
			limit = pictures.MaxUploadBody
		}
		n := h.ContentLength()
		if n < 0 || n > limit {
			n = limit
		}
		return fasthttp.RequestConfig{
			ReadTimeout:        e.HeaderTimeout + time.Duration(n)*time.Second/time.Duration(e.BodyRate),
			MaxRequestBodySize: limit,
		}
	}
}

// uploads tells whether the request goes to an operation that takes a multipart form.
func uploads(spec *contract.Contract, h *fasthttp.RequestHeader) bool {
	path, _, _ := bytes.Cut(h.RequestURI(), []byte("?"))
	op, ok := spec.Find(string(h.Method()), string(path))
	return ok && op.Multipart
}

// headLimits answers 414 for a URL over maxURL and 431 for a header field (its line, name
// and value) over maxHeaderField, naming it; a head over headBuffer never gets here
// (edgeErrors answers it).
func headLimits() fiber.Handler {
	return func(c fiber.Ctx) error {
		if n := len(c.Request().RequestURI()); n > maxURL {
			return apperr.New(http.StatusRequestURITooLong, "http.uriTooLong", maxURL)
		}
		if name := longField(c.Request().Header.RawHeaders()); name != "" {
			e := apperr.New(http.StatusRequestHeaderFieldsTooLarge, "http.headerTooLarge", name, maxHeaderField)
			e.Field = name
			return e
		}
		return c.Next()
	}
}

// longField names the first header line of raw over maxHeaderField, "" when none is.
func longField(raw []byte) string {
	if len(raw) <= maxHeaderField {
		return ""
	}
	for len(raw) > 0 {
		line, rest, _ := bytes.Cut(raw, []byte("\n"))
		if len(bytes.TrimRight(line, "\r")) > maxHeaderField {
			name, _, _ := bytes.Cut(line, []byte(":"))
			return string(bytes.TrimSpace(name[:min(len(name), 64)]))
		}
		raw = rest
	}
	return ""
}
