package app

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/audit"
	"shopconsole/server/contract"
	"shopconsole/server/session"
)

// A secured write with a strict body: the contract of this issue has none yet.
const probeSpec = `
openapi: 3.0.3
info: {title: probe, version: "1"}
security: [{bearerAuth: []}]
paths:
  /probe:
    post:
      operationId: probe
      x-permissions: ['write:system']
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [amount]
              properties:
                amount: {type: integer, minimum: 1}
      responses:
        '200': {description: ok}
components:
  securitySchemes:
    bearerAuth: {type: http, scheme: bearer}
`

// The gate checks, in order, who is calling, what they may do, and only then what they
// sent: a caller without the permission learns nothing about the body.
func TestGateOrder(t *testing.T) {
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
		Secret: []byte(strings.Repeat("s", 32)), AccessTTL: time.Minute, RefreshTTL: time.Hour, DemoPasswords: true, Registration: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	admin, err := sessions.Login(ctx, session.Credentials{Username: "admin", Password: "123456"})
	if err != nil {
		t.Fatal(err)
	}
	nobody, err := sessions.Register(ctx, session.Registration{Username: "nobody", Password: "123456"})
	if err != nil {
		t.Fatal(err)
	}

	never := outageOf(store)
	a := fiber.New(fiber.Config{ErrorHandler: errorHandler(slog.New(slog.DiscardHandler), never)})
	a.Use(clientInfo())
	g := &gate{spec: spec, sessions: sessions, audit: audit.New(store, time.Now), logger: slog.New(slog.DiscardHandler), unavailable: never}
	handled := 0
	a.Group(contract.BasePath, g.handle).Post("/probe", func(c fiber.Ctx) error {
		handled++
		return c.SendString(`{"code":200}`)
	})

	cases := []struct {
		name, token, body string
		status            int
		msg               string
	}{
		{"no token, bad body", "", `{"amount":"x"}`, 401, "token not obtained"},
		{"no permission, bad body", nobody.Access, `{"amount":"x"}`, 403, "permission denied: write:system is required"},
		{"no permission, good body", nobody.Access, `{"amount":3}`, 403, "permission denied: write:system is required"},
		{"permitted, bad body", admin.Access, `{"amount":0}`, 400, "amount must be at least 1"},
		{"permitted, missing field", admin.Access, `{}`, 400, "amount is required"},
		{"permitted, good body", admin.Access, `{"amount":3}`, 200, ""},
	}
	for _, c := range cases {
		req := httptest.NewRequest("POST", "/api/probe", strings.NewReader(c.body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept-Language", "en")
		if c.token != "" {
			req.Header.Set("Authorization", "Bearer "+c.token)
		}
		resp, err := a.Test(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status || !strings.Contains(string(body), c.msg) {
			t.Errorf("%s: %d %s, want %d %q", c.name, resp.StatusCode, body, c.status, c.msg)
		}
	}
	if handled != 1 {
		t.Errorf("handler ran %d times, want only for the permitted good body", handled)
	}
	entries, _ := store.SystemLog(ctx)
	last := entries[len(entries)-1]
	if last.Operation != "probe" || last.Account != "admin" || last.Result != audit.ResultSuccess {
		t.Errorf("the successful write is not in the system log: %+v", last)
	}
}
