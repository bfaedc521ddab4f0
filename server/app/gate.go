package app

import (
	"context"
	"log/slog"
	"net/http"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/adaptor"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/contract"
	"shopconsole/server/mockctl"
	"shopconsole/server/session"
)

// gate runs, for every API request and in this order: operation look-up, authentication,
// the permission check from x-permissions (so that a caller without the right learns
// nothing about the body it should send), request validation, the handler, and the
// system-log line of a successful write.
type gate struct {
	spec     *contract.Contract
	sessions *session.Service
	audit    *audit.Log
	logger   *slog.Logger
	// unavailable tells a failure to reach the store from a bug.
	unavailable outage
	// mock applies the mock's latency, faults and Prefer choices; nil on Postgres.
	mock *mockctl.Control
	// signed, when set, is told of every signed-in request (a mock session's owner claim).
	signed func(access.Principal)
}

// jsonBodyLimit bounds the body of every operation but uploads (multipart forms).
const jsonBodyLimit = 1 << 20

func (g *gate) handle(c fiber.Ctx) error {
	op, ok := g.spec.Find(c.Method(), c.Path())
	if !ok {
		return g.unknown(c)
	}
	ctx := c.Context()
	if op.BearerOptional {
		ctx = session.WithPresented(ctx, c.Get(fiber.HeaderAuthorization))
		c.SetContext(ctx)
	}
	if !op.Public {
		p, err := g.sessions.Authenticate(ctx, c.Get(fiber.HeaderAuthorization))
		if err != nil {
			return err
		}
		if g.signed != nil {
			g.signed(p)
		}
		if code := p.Missing(op.Permissions); code != "" {
			return apperr.New(http.StatusForbidden, "auth.permissionDenied", code)
		}
		ctx = access.WithPrincipal(ctx, p)
		c.SetContext(ctx)
	}
	if !op.Multipart && len(c.Body()) > jsonBodyLimit {
		return fiber.ErrRequestEntityTooLarge
	}
	req, err := adaptor.ConvertRequest(c, false)
	if err != nil {
		return apperr.Invalid("", "http.badJSON")
	}
	if err := op.ValidateRequest(ctx, req); err != nil {
		return err
	}
	if g.mock != nil {
		if done, err := g.mock.Before(c, op); done {
			return err
		}
	}
	audited := op.Write && !op.SelfAudited
	line := audit.Entry{Result: audit.ResultSuccess, Operation: op.ID, Target: c.Path()}
	if audited {
		c.SetContext(g.audit.Offer(c.Context(), line))
	}
	if err := c.Next(); err != nil {
		if e, ok := apperr.As(err); !ok || e.Status >= http.StatusInternalServerError {
			g.exception(c, op, err)
		}
		return err
	}
	if audited && c.Response().StatusCode() == http.StatusOK && !audit.Written(c.Context()) {
		err := g.audit.Record(c.Context(), audit.Detailed(c.Context(), line))
		if err != nil {
			g.auditFailed(c, err)
		}
	}
	return nil
}

// exception leaves a system-log line for a request that failed on the server's side,
// unless it failed because the store is out of reach: the line would go to that store.
// The write has a bound of its own, detached from the request's deadline (which may
// have passed), so that it neither hangs the answer nor is lost for a late bug.
func (g *gate) exception(c fiber.Ctx, op *contract.Operation, cause error) {
	if g.unavailable(cause) {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(c.Context()), exceptionTimeout)
	defer cancel()
	err := g.audit.Record(ctx, audit.Entry{
		Type: audit.TypeSystem, Result: audit.ResultException, Operation: op.ID, Target: c.Path(),
		Detail: "request " + requestid.FromContext(c),
	})
	if err != nil {
		g.auditFailed(c, err)
	}
}

// auditFailed logs a system-log write that failed: at warn when the store is down (the
// request's own answer says so), at error otherwise.
func (g *gate) auditFailed(c fiber.Ctx, err error) {
	level := slog.LevelError
	if g.unavailable(err) {
		level = slog.LevelWarn
	}
	g.logger.Log(c.Context(), level, "audit write", "id", requestid.FromContext(c), "err", err)
}

// unknown answers a path the contract does not have: 405 when another method exists.
func (g *gate) unknown(c fiber.Ctx) error {
	if methods := g.spec.Allows(c.Path()); len(methods) > 0 {
		c.Set(fiber.HeaderAllow, strings.Join(methods, ", "))
		return apperr.New(http.StatusMethodNotAllowed, "http.methodNotAllowed", c.Path(), c.Method())
	}
	return apperr.New(http.StatusNotFound, "http.notFound", c.Method(), c.Path())
}
