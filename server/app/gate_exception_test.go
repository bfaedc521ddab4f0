package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/contract"
	"shopconsole/server/session"
)

// A request that fails on the server's side leaves an "interface exception" line of type
// "system log" for the caller; a refusal of the caller's input (4xx) leaves none.
func TestGateLogsInterfaceExceptions(t *testing.T) {
	ctx := context.Background()
	doc, err := openapi3.NewLoader().LoadFromData([]byte(probeSpec))
	if err != nil {
		t.Fatal(err)
	}
	spec, err := contract.New(doc)
	if err != nil {
		t.Fatal(err)
	}
	store := mock.New()
	log := audit.New(store, time.Now)
	sessions, err := session.New(store, log, session.Config{
		Secret: []byte(strings.Repeat("s", 32)), AccessTTL: time.Minute, RefreshTTL: time.Hour, DemoPasswords: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	admin, err := sessions.Login(ctx, session.Credentials{Username: "admin", Password: "123456"})
	if err != nil {
		t.Fatal(err)
	}
	errDown := errors.New("store down")
	down := func(err error) bool { return errors.Is(err, errDown) }
	a := fiber.New(fiber.Config{ErrorHandler: errorHandler(slog.New(slog.DiscardHandler), down)})
	a.Use(clientInfo())
	g := &gate{spec: spec, sessions: sessions, audit: log, logger: slog.New(slog.DiscardHandler), unavailable: down}
	var fail error
	a.Group(contract.BasePath, g.handle).Post("/probe", func(c fiber.Ctx) error { return fail })

	exceptions := func() []audit.Entry {
		entries, _ := store.SystemLog(ctx)
		var out []audit.Entry
		for _, e := range entries {
			if e.Result == audit.ResultException && e.Operation == "probe" {
				out = append(out, e)
			}
		}
		return out
	}
	for _, c := range []struct {
		err    error
		status int
		logged int
	}{
		{apperr.New(http.StatusConflict, "auth.usernameTaken", "x"), 409, 0},
		{errors.New("disk on fire"), 500, 1},
		{apperr.New(http.StatusServiceUnavailable, "http.unavailable"), 503, 2},
		// The store being out of reach is no exception of the interface, and the line
		// would go to that store.
		{fmt.Errorf("list: %w", errDown), 503, 2},
	} {
		fail = c.err
		req := httptest.NewRequest("POST", "/api/probe", strings.NewReader(`{"amount":3}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+admin.Access)
		resp, err := a.Test(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.status {
			t.Errorf("%v: status %d, want %d", c.err, resp.StatusCode, c.status)
		}
		if errors.Is(c.err, errDown) && resp.Header.Get("Retry-After") != strconv.Itoa(StoreRetryAfter) {
			t.Errorf("%v: Retry-After %q", c.err, resp.Header.Get("Retry-After"))
		}
		got := exceptions()
		if len(got) != c.logged {
			t.Fatalf("%v: %d exception lines, want %d", c.err, len(got), c.logged)
		}
		if c.logged > 0 {
			last := got[len(got)-1]
			if last.Account != "admin" || last.Type != audit.TypeSystem || last.Target != "/api/probe" {
				t.Errorf("exception line %+v", last)
			}
		}
	}
}
