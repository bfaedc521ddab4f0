package app

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
)

// clientInfo puts the request id, address and language into the request context.
func clientInfo() fiber.Handler {
	return func(c fiber.Ctx) error {
		c.SetContext(access.WithClient(c.Context(), access.Client{
			RequestID: requestid.FromContext(c),
			IP:        c.IP(),
			UserAgent: c.Get(fiber.HeaderUserAgent),
			Lang:      i18n.FromHeader(c.Get(fiber.HeaderAcceptLanguage)),
		}))
		return c.Next()
	}
}

func accessLog(logger *slog.Logger) fiber.Handler {
	return func(c fiber.Ctx) error {
		start := time.Now()
		err := c.Next()
		if err != nil {
			// Render the envelope now so the logged status is the one sent.
			if herr := c.App().ErrorHandler(c, err); herr != nil {
				return herr
			}
		}
		status := c.Response().StatusCode()
		level := slog.LevelInfo
		switch {
		case status == http.StatusServiceUnavailable:
			// Something is down or switched off, not broken: the cause is logged at warn.
			level = slog.LevelWarn
		case status >= 500:
			level = slog.LevelError
		}
		logger.Log(c.Context(), level, "request",
			"id", requestid.FromContext(c), "method", c.Method(), "path", c.Path(),
			"status", status, "ms", time.Since(start).Milliseconds(), "ip", c.IP())
		return nil
	}
}

func stackTrace(logger *slog.Logger) func(fiber.Ctx, any) {
	return func(c fiber.Ctx, e any) {
		logger.ErrorContext(c.Context(), "panic", "id", requestid.FromContext(c), "panic", fmt.Sprint(e), "stack", string(debug.Stack()))
	}
}

// errorHandler renders any error as the envelope in the caller's language. A store that
// cannot be reached answers 503 with Retry-After; anything else that is not an apperr is
// a 500 whose details stay in the log.
func errorHandler(logger *slog.Logger, unavailable outage) fiber.ErrorHandler {
	return func(c fiber.Ctx, err error) error {
		client := access.ClientFrom(c.Context())
		if client.Lang == "" {
			client.Lang = i18n.FromHeader(c.Get(fiber.HeaderAcceptLanguage))
		}
		e, ok := apperr.As(err)
		var fe *fiber.Error
		switch {
		case ok:
		case errors.As(err, &fe) && fe.Code == http.StatusRequestEntityTooLarge:
			// The body was refused unread: let the client finish sending it so that it
			// reads this answer instead of a reset.
			drainOnClose(c)
			e = apperr.New(fe.Code, "http.tooLarge")
		case errors.As(err, &fe) && fe.Code == http.StatusBadRequest:
			// The generated binder failed after validation passed: a body the schema allows
			// but Go cannot hold. Still the caller's input.
			e = apperr.Invalid("body", "validation.invalid", "body", fe.Message)
		case errors.As(err, &fe) && fe.Code == http.StatusNotFound:
			e = apperr.New(fe.Code, "http.notFound", c.Method(), c.Path())
		case unavailable(err):
			logger.WarnContext(c.Context(), "store unavailable", "id", requestid.FromContext(c),
				"method", c.Method(), "path", c.Path(), "err", err)
			e = storeUnavailable()
		default:
			id := requestid.FromContext(c)
			logger.ErrorContext(c.Context(), "request failed", "id", id, "method", c.Method(), "path", c.Path(), "err", err)
			e = apperr.New(http.StatusInternalServerError, "http.serverError", id)
		}
		if e.RetryAfter > 0 {
			c.Set(fiber.HeaderRetryAfter, fmt.Sprint(e.RetryAfter))
		}
		body := envelope(e, client.Lang)
		return c.Status(e.Status).JSON(body)
	}
}
