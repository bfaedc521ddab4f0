package app

import (
	"log/slog"
	"net/http"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/adaptor"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"shopconsole/server/contract"
)

// checkResponses validates every API answer against the contract (its status must be
// declared, its body must match the schema) and logs each violation at warn with the
// operation id. The answer is sent as it is: this finds bugs in development, it does not
// hide them. An error is rendered here, so that its envelope is checked too.
func checkResponses(spec *contract.Contract, logger *slog.Logger) fiber.Handler {
	return func(c fiber.Ctx) error {
		if err := c.Next(); err != nil {
			if herr := c.App().ErrorHandler(c, err); herr != nil {
				return herr
			}
		}
		op, ok := spec.Find(c.Method(), c.Path())
		if !ok {
			return nil
		}
		req, err := adaptor.ConvertRequest(c, false)
		if err != nil {
			return nil //nolint:nilerr // a request that cannot be rebuilt is not the answer's fault
		}
		header := http.Header{}
		for k, v := range c.Response().Header.All() {
			header.Add(string(k), string(v))
		}
		status := c.Response().StatusCode()
		if err := op.ValidateResponse(c.Context(), req, status, header, c.Response().Body()); err != nil {
			logger.WarnContext(c.Context(), "response breaks the contract",
				"operation", op.ID, "method", c.Method(), "path", c.Path(), "status", status,
				"id", requestid.FromContext(c), "err", err.Error())
		}
		return nil
	}
}
