package app

import (
	"context"
	"errors"
	"net/http"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// DefaultCountCap is how many matches a filtered list counts when Config.CountCap is zero:
// the figure `make bench` chose so that every list meets its target (docs/lists.md).
const DefaultCountCap = 1000

// counting records how the request's lists count (kernel.WithCountCap): up to limit, or
// every match when the request says count=exact. An exact count that runs out of the
// request's time answers 503 with a sentence that says to narrow the filter, instead of the
// store's "try again shortly": trying again would run out of time again.
func counting(limit int) fiber.Handler {
	return func(c fiber.Ctx) error {
		exact := c.Method() == fiber.MethodGet && c.Query("count") == "exact"
		ctx := kernel.WithCountCap(c.Context(), limit, exact)
		c.SetContext(ctx)
		err := c.Next()
		if err != nil && exact && errors.Is(ctx.Err(), context.DeadlineExceeded) {
			if _, ok := apperr.As(err); !ok {
				return apperr.New(http.StatusServiceUnavailable, "list.countTooLong")
			}
		}
		return err
	}
}
