package mockctl

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/contract"
)

// Prefix is where the mock's own operations live in the contract.
const Prefix = "/__mock/"

// Control applies the settings and a request's Prefer choices before its operation runs.
type Control struct {
	Settings *Settings
}

// Before runs after the request passed the gate (signed in, allowed, valid). It delays
// the answer (server-wide latency plus Prefer: delay), may fail it (server-wide faults),
// and answers the Prefer choices itself. done reports that the answer is written or err
// is the answer; otherwise the operation runs.
func (ctl *Control) Before(c fiber.Ctx, op *contract.Operation) (done bool, err error) {
	prefs, err := ParsePrefer(c.Get("Prefer"))
	if err != nil {
		return true, err
	}
	own := strings.HasPrefix(op.Path, Prefix)
	delay := prefs.Delay
	if !own {
		delay += ctl.Settings.latency()
	}
	if err := wait(c.Context(), delay); err != nil {
		return true, err
	}
	// Faults spare what needs no sign-in (signing in, refreshing) and the mock's own
	// operations, so that an Admin can always turn them off.
	if !own && !op.Public {
		switch ctl.Settings.fault() {
		case http.StatusInternalServerError:
			return true, apperr.New(http.StatusInternalServerError, "mock.fault500")
		case http.StatusServiceUnavailable:
			e := apperr.New(http.StatusServiceUnavailable, "mock.fault503")
			e.RetryAfter = 1
			return true, e
		}
	}
	a, err := chosen(op, prefs, access.ClientFrom(c.Context()).Lang, requestValues(c))
	if err != nil || a == nil {
		return err != nil, err
	}
	for k, v := range a.header {
		c.Set(k, v)
	}
	return true, c.Status(a.status).JSON(a.body)
}

// wait sleeps for d, or until the request's deadline, which then answers 503.
func wait(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		e := apperr.New(http.StatusServiceUnavailable, "mock.deadline", d.String())
		e.RetryAfter = 1
		return e
	}
}

// requestValues reads what a request sent: its query parameters, headers and cookies, and
// the top-level properties of a JSON body (read once, when asked for).
func requestValues(c fiber.Ctx) Sent {
	var body map[string]any
	read := false
	return func(in, name string) (any, bool) {
		var v string
		switch in {
		case "query":
			v = c.Query(name)
		case "header":
			v = c.Get(name)
		case "cookie":
			v = c.Cookies(name)
		case "body":
			if !read {
				read = true
				dec := json.NewDecoder(bytes.NewReader(c.Body()))
				dec.UseNumber()
				_ = dec.Decode(&body) // not an object: no values, the schema's examples then
			}
			got, ok := body[name]
			return got, ok
		}
		return v, v != ""
	}
}
