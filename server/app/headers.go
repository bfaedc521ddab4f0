package app

import (
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/valyala/fasthttp"

	"shopconsole/server/contract"
	"shopconsole/server/pictures"
)

// Headers every answer carries: no type sniffing, no framing, no full URL sent to other
// sites.
const (
	NoSniff        = "nosniff"
	FrameOptions   = "DENY"
	ReferrerPolicy = "same-origin"
)

// ConsoleCSP is the console's policy (index.html, its scripts, styles and service worker):
// scripts only from the console's own files; styles also inline, since antd writes its
// CSS-in-JS into <style> elements and ECharts' tooltips carry style attributes (a nonce
// would cover the first only, and the service worker serves index.html from its cache, so a
// per-answer nonce would be replayed); pictures from here, data: and blob: URLs and any
// https address (staff paste picture URLs into categories, levels and descriptions);
// everything else from here only.
const ConsoleCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; " +
	"manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// APICSP is the policy of the API's answers (JSON, files): they load nothing and are shown
// in no frame. The reference page sets its own (apidocs.PageCSP).
const APICSP = "default-src 'none'; frame-ancestors 'none'"

// picturePaths are the answers that are uploaded bytes: pictures.ServedCSP.
var picturePaths = map[string]bool{
	contract.BasePath + "/pictures/file":  true,
	contract.BasePath + "/pictures/thumb": true,
}

// securityHeaders sets the headers every answer carries before anything answers; a handler
// with a policy of its own (the reference page) replaces the Content-Security-Policy.
func securityHeaders() fiber.Handler {
	return func(c fiber.Ctx) error {
		setSecurityHeaders(&c.Response().Header, c.Path())
		return c.Next()
	}
}

// setSecurityHeaders sets them on an answer to path (also on the answers fasthttp's
// refusals get, before any handler: edgeErrors).
func setSecurityHeaders(h *fasthttp.ResponseHeader, path string) {
	h.Set(fiber.HeaderXContentTypeOptions, NoSniff)
	h.Set(fiber.HeaderXFrameOptions, FrameOptions)
	h.Set(fiber.HeaderReferrerPolicy, ReferrerPolicy)
	h.Set(fiber.HeaderContentSecurityPolicy, policyFor(path))
}

// policyFor answers the Content-Security-Policy of a path: uploaded pictures sandboxed,
// the API and the probes restrictive, the console its own.
func policyFor(path string) string {
	switch {
	case picturePaths[path]:
		return pictures.ServedCSP
	case path == contract.BasePath || strings.HasPrefix(path, contract.BasePath+"/"),
		path == "/healthz", path == "/readyz", path == "/metrics":
		return APICSP
	default:
		return ConsoleCSP
	}
}
