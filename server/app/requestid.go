package app

import (
	"crypto/rand"
	"encoding/base64"
	"log/slog"
	"strconv"

	"github.com/gofiber/fiber/v3"
)

// maxRequestID bounds a client's X-Request-ID; it must be of requestIDChar too, else the
// server makes one of its own.
const maxRequestID = 128

// validRequestID tells whether a client's X-Request-ID may stand for its request: at most
// maxRequestID characters of A-Z, a-z, 0-9, '.', '_' and '-', so that it goes into logs and
// answers as it is.
func validRequestID(id string) bool {
	if id == "" || len(id) > maxRequestID {
		return false
	}
	for i := range len(id) {
		switch c := id[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '.', c == '_', c == '-':
		default:
			return false
		}
	}
	return true
}

// newRequestID is a random id of 22 URL-safe characters.
func newRequestID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return base64.RawURLEncoding.EncodeToString(b)
}

// requestIDRule replaces a client's X-Request-ID that validRequestID refuses by a new one,
// logged with what was sent (quoted, cut short), before the request id middleware takes
// it; a request without one gets a new one there.
func requestIDRule(logger *slog.Logger) fiber.Handler {
	return func(c fiber.Ctx) error {
		sent := c.Get(fiber.HeaderXRequestID)
		if sent != "" && !validRequestID(sent) {
			id := newRequestID()
			c.Request().Header.Set(fiber.HeaderXRequestID, id)
			logger.InfoContext(c.Context(), "request id replaced", "id", id,
				"sent", strconv.Quote(clip(sent, 64)), "bytes", len(sent))
		}
		return c.Next()
	}
}
