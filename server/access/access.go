// Package access carries who is calling and from where through a request's context,
// and decides whether a caller holds the permissions an operation declares.
package access

import (
	"context"
	"net/http"
	"slices"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
)

// AdminRole holds every permission.
const AdminRole = "Admin"

// Principal is the signed-in staff member behind a request.
type Principal struct {
	StaffID     int64
	Username    string
	Roles       []string
	Permissions []string
	TokenIssued time.Time
}

// Admin reports whether the principal holds the Admin role.
func (p Principal) Admin() bool { return slices.Contains(p.Roles, AdminRole) }

// Missing returns the first permission of need that p lacks, or "" when p holds them all.
func (p Principal) Missing(need []string) string {
	if p.Admin() {
		return ""
	}
	for _, code := range need {
		if !slices.Contains(p.Permissions, code) {
			return code
		}
	}
	return ""
}

// Client describes where a request comes from.
type Client struct {
	RequestID string
	IP        string
	UserAgent string
	Lang      i18n.Lang
}

type principalKey struct{}
type clientKey struct{}

// WithPrincipal stores p in ctx.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// Signed answers the principal of ctx, or the 401 of a request that is not signed in
// (the gate signs in every operation that needs it; this guards a service's entry).
func Signed(ctx context.Context) (Principal, error) {
	p, ok := PrincipalFrom(ctx)
	if !ok {
		return p, apperr.New(http.StatusUnauthorized, "auth.tokenMissing")
	}
	return p, nil
}

// PrincipalFrom returns the principal of ctx, if the request is signed in.
func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(Principal)
	return p, ok
}

// WithClient stores c in ctx.
func WithClient(ctx context.Context, c Client) context.Context {
	return context.WithValue(ctx, clientKey{}, c)
}

// ClientFrom returns the client of ctx (zero value outside a request).
func ClientFrom(ctx context.Context) Client {
	c, _ := ctx.Value(clientKey{}).(Client)
	return c
}

// OK answers the message of a success envelope in the caller's language.
func OK(ctx context.Context) string { return i18n.T(ClientFrom(ctx).Lang, "ok") }
