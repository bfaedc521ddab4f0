package app

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/static"
)

// serveConsole serves the built console at /. Hashed assets are cached for a year;
// index.html is always revalidated so a deploy shows at once.
func serveConsole(app *fiber.App, web fs.FS) error {
	if _, err := fs.Stat(web, "index.html"); err != nil {
		app.Get("/", func(c fiber.Ctx) error {
			return c.Status(fiber.StatusServiceUnavailable).
				SendString(fmt.Sprintf("%v: run `make web` (or `make run`) to build it", ErrNoConsole))
		})
		return nil //nolint:nilerr // an unbuilt console is served as such, not a failure to start
	}
	app.Use("/", static.New("", static.Config{
		FS: web,
		// Not Compress: with it, fiber's static answers 404 for "/" when the client
		// accepts gzip; the app-wide compress middleware covers the console instead.
		ModifyResponse: func(c fiber.Ctx) error {
			// Go's type table does not know the web app manifest; browsers want its own type.
			if strings.HasSuffix(c.Path(), ".webmanifest") {
				c.Set(fiber.HeaderContentType, "application/manifest+json")
			}
			if strings.HasPrefix(c.Path(), "/static/") {
				c.Set(fiber.HeaderCacheControl, "public, max-age=31536000, immutable")
			} else {
				c.Set(fiber.HeaderCacheControl, "no-cache")
			}
			return nil
		},
	}))
	return nil
}
