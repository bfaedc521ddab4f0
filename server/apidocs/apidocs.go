// Package apidocs serves the contract and its reference page, without sign-in:
// GET /api/openapi.yaml (the bundled contract as written), /api/openapi.json, and
// /api/docs, an API reference with a "try it" client (Scalar, embedded by the binary and
// loaded only by that page), and /api/changelog (openapi/CHANGELOG.md). The JSON form, the
// one the page reads, carries the changelog at the end of info.description, and writes each
// operation's error responses out with an example of its own (the error the mock simulates
// for it) instead of the shared responses' examples.
package apidocs

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"strings"
	"sync"

	"github.com/gofiber/fiber/v3"

	"shopconsole/openapi"
	"shopconsole/server/api"
	"shopconsole/server/contract"
)

// Paths are the routes Register adds (all GET, all public).
const (
	YAMLPath   = "/api/openapi.yaml"
	JSONPath   = "/api/openapi.json"
	LogPath    = "/api/changelog"
	PagePath   = "/api/docs"
	ScriptPath = "/api/docs/scalar.js"
)

// Register adds the routes to r. assets holds scalar.js.gz and VERSION (web.APIDocs());
// without them the page says how to build it.
func Register(r fiber.Router, assets fs.FS) error {
	spec, err := servedJSON()
	if err != nil {
		return err
	}
	var script, version []byte
	if assets != nil {
		script, _ = fs.ReadFile(assets, "scalar.js.gz")
		version, _ = fs.ReadFile(assets, "VERSION")
	}
	page, err := renderPage(strings.TrimSpace(string(version)))
	if err != nil {
		return err
	}

	r.Get(YAMLPath, func(c fiber.Ctx) error {
		c.Set(fiber.HeaderContentType, "application/yaml; charset=utf-8")
		c.Set(fiber.HeaderCacheControl, "no-cache")
		return c.Send(openapi.Bundled)
	})
	r.Get(JSONPath, func(c fiber.Ctx) error {
		c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSONCharsetUTF8)
		c.Set(fiber.HeaderCacheControl, "no-cache")
		return c.Send(spec)
	})
	r.Get(LogPath, func(c fiber.Ctx) error {
		c.Set(fiber.HeaderContentType, "text/markdown; charset=utf-8")
		c.Set(fiber.HeaderCacheControl, "no-cache")
		return c.Send(openapi.Changelog)
	})
	r.Get(PagePath, func(c fiber.Ctx) error {
		if len(script) == 0 {
			return c.Status(fiber.StatusServiceUnavailable).
				SendString("the API reference page is not built: run `make web` (or `make run`)")
		}
		c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
		c.Set(fiber.HeaderCacheControl, "no-cache")
		c.Set(fiber.HeaderContentSecurityPolicy, PageCSP)
		return c.Send(page)
	})
	r.Get(ScriptPath, func(c fiber.Ctx) error {
		if len(script) == 0 {
			return fiber.ErrNotFound
		}
		c.Set(fiber.HeaderContentType, "text/javascript; charset=utf-8")
		c.Set(fiber.HeaderCacheControl, "public, max-age=3600")
		c.Vary(fiber.HeaderAcceptEncoding)
		if strings.Contains(c.Get(fiber.HeaderAcceptEncoding), "gzip") {
			c.Set(fiber.HeaderContentEncoding, "gzip")
			return c.Send(script)
		}
		return sendGunzipped(c, script)
	})
	return nil
}

// servedJSON is the contract as /api/openapi.json serves it: each operation's error
// responses with examples of its own, and the changelog in info.description. Made once: every
// app of the mock's sessions registers the routes too.
var servedJSON = sync.OnceValues(func() ([]byte, error) {
	plain, err := api.GetSpecJSON()
	if err != nil {
		return nil, fmt.Errorf("contract as JSON: %w", err)
	}
	c, err := contract.Load()
	if err != nil {
		return nil, err
	}
	if plain, err = withErrorExamples(plain, c); err != nil {
		return nil, err
	}
	return withChangelog(plain, openapi.Changelog)
})

func sendGunzipped(c fiber.Ctx, gz []byte) error {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return fmt.Errorf("api docs script: %w", err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		return fmt.Errorf("api docs script: %w", err)
	}
	return c.Send(plain)
}

// The page's inline scripts; PageCSP allows each by its hash, and nothing else inline.
//
// zodScript runs before Scalar's: it puts Scalar's schema library (zod) into its mode
// without compiled validators, so that it never tries eval (Function("")), which the policy
// refuses and the browser would report as a violation on every load.
const zodScript = `globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });`

// initScript starts the page. It reads the console's access token (same origin, key
// shop-token) so that "try it" sends it as the bearer token; a token pasted in the page's
// auth field works the same.
const initScript = `
  var token = '';
  try { token = localStorage.getItem('shop-token') || ''; } catch (e) {}
  Scalar.createApiReference('#app', {
    url: '` + JSONPath + `',
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: false,
    // Nothing that calls Scalar's own services: the page works offline, beside the server.
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    authentication: {
      preferredSecurityScheme: 'bearerAuth',
      securitySchemes: { bearerAuth: { token: token } },
    },
  });
`

// PageCSP is the reference page's Content-Security-Policy: Scalar's script from here and
// the inline ones by their hashes; inline styles (Scalar writes its own <style> elements);
// requests ("try it", the contract) to this server only.
var PageCSP = "default-src 'none'; script-src 'self' '" + scriptHash(zodScript) + "' '" + scriptHash(initScript) + "'; " +
	"style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// scriptHash is a CSP source allowing an inline script of exactly this text.
func scriptHash(script string) string {
	sum := sha256.Sum256([]byte(script))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

var pageTemplate = template.Must(template.New("docs").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shop Console API</title>
<meta name="generator" content="@scalar/api-reference {{.Version}}">
</head>
<body>
<div id="app"></div>
<script>{{.Zod}}</script>
<script src="{{.Script}}?v={{.Version}}"></script>
<script>{{.Init}}</script>
</body>
</html>
`))

func renderPage(version string) ([]byte, error) {
	var b bytes.Buffer
	err := pageTemplate.Execute(&b, map[string]any{"Version": version, "Script": ScriptPath, "Zod": template.JS(zodScript), "Init": template.JS(initScript)})
	if err != nil {
		return nil, fmt.Errorf("api docs page: %w", err)
	}
	return b.Bytes(), nil
}
