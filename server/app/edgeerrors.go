package app

import (
	"errors"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"

	gojson "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v3"
	"github.com/valyala/fasthttp"

	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/contract"
	"shopconsole/server/i18n"
)

// edgeErrors answers what fasthttp refuses before any handler runs, in the envelope and
// logged at info (the client's doing, not the server's): a head over headBuffer (431, or
// 414 when the request line alone has not ended in the part the error shows), a request
// not in by its deadline (408), a body over its limit (413, the connection drained so the
// client reads the answer), anything else that is not HTTP (400). Nothing of the request
// is trusted here: the id is always a new one.
func edgeErrors(logger *slog.Logger) func(*fasthttp.RequestCtx, error) {
	return func(fc *fasthttp.RequestCtx, err error) {
		e, reason := refusal(err)
		if e.Status == http.StatusRequestEntityTooLarge {
			if dc, ok := fc.Conn().(*drainingConn); ok {
				dc.drain.Store(true)
			}
		}
		id := newRequestID()
		lang := i18n.FromHeader(string(fc.Request.Header.Peek(fiber.HeaderAcceptLanguage)))
		body, merr := gojson.Marshal(envelope(e, lang))
		if merr != nil { // an envelope always marshals; say so loudly if it ever does not
			logger.Error("edge answer", "id", id, "err", merr)
		}
		fc.Response.Reset()
		fc.Response.SetStatusCode(e.Status)
		fc.Response.Header.SetContentType(fiber.MIMEApplicationJSONCharsetUTF8)
		fc.Response.Header.Set(fiber.HeaderXRequestID, id)
		setSecurityHeaders(&fc.Response.Header, contract.BasePath) // an error envelope: the API's policy
		fc.Response.SetBody(body)
		attrs := []any{"id", id, "status", e.Status, "reason", reason, "ip", fc.RemoteIP().String()}
		if len(fc.Request.Header.RawHeaders()) > 0 { // the head was read
			attrs = append(attrs, "method", string(fc.Method()), "path", clip(string(fc.Path()), 256))
		}
		logger.Info("request refused", attrs...)
	}
}

// refusal is the answer to a request fasthttp could not read, and a word for the log.
func refusal(err error) (*apperr.Error, string) {
	var small *fasthttp.ErrSmallBuffer
	var ne net.Error
	switch {
	case errors.As(err, &small) && requestLineOpen(err):
		return apperr.New(http.StatusRequestURITooLong, "http.uriTooLong", maxURL), "url"
	case errors.As(err, &small):
		return apperr.New(http.StatusRequestHeaderFieldsTooLarge, "http.headersTooLarge", headBuffer), "head"
	case errors.Is(err, fasthttp.ErrBodyTooLarge):
		return apperr.New(http.StatusRequestEntityTooLarge, "http.tooLarge"), "body"
	case errors.Is(err, os.ErrDeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return apperr.New(http.StatusRequestTimeout, "http.timeout"), "timeout"
	default:
		return apperr.New(http.StatusBadRequest, "http.notHTTP"), "malformed"
	}
}

// requestLineOpen tells, from a head-too-large error, whether the request line had not
// ended in the head's first bytes that fasthttp quotes ("contents: "...), so the URL is what
// overflows. Without them (the quoting changed) it says no: 431.
func requestLineOpen(err error) bool {
	_, quoted, ok := strings.Cut(err.Error(), "contents: ")
	if !ok {
		return false
	}
	prefix, qerr := strconv.QuotedPrefix(quoted)
	if qerr != nil {
		return false
	}
	start, qerr := strconv.Unquote(prefix)
	return qerr == nil && start != "" && !strings.Contains(start, "\n")
}

// clip shortens s to at most n bytes for the log.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// envelope is the error envelope of e in lang.
func envelope(e *apperr.Error, lang i18n.Lang) api.ErrorEnvelope {
	body := api.ErrorEnvelope{Code: e.Status, Msg: i18n.T(lang, e.Key, e.Args...)}
	if e.Field != "" || e.RetryAfter > 0 {
		d := api.ErrorDetail{}
		if e.Field != "" {
			d.Field = &e.Field
		}
		if e.RetryAfter > 0 {
			d.RetryAfter = &e.RetryAfter
		}
		body.Data = &d
	}
	return body
}
