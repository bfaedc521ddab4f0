package session

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// noToken is EndSignIn's tokenVersion when no access token is presented.
const noToken = -1

// Authenticate turns an Authorization header into the principal behind it. The token must
// be signed, unexpired and name its sign-in; its session version is checked against the
// store itself at every request (SessionState), so that a sign-out made on any instance
// ends it at once. Roles come from the staff row, cached for StaffCacheTTL.
func (s *Service) Authenticate(ctx context.Context, header string) (access.Principal, error) {
	if header == "" {
		return access.Principal{}, apperr.New(http.StatusUnauthorized, "auth.tokenMissing")
	}
	token, ok := strings.CutPrefix(header, "Bearer ")
	if !ok {
		return access.Principal{}, apperr.New(http.StatusUnauthorized, "auth.tokenInvalid")
	}
	claims, err := s.tokens.Verify(token)
	switch {
	case errors.Is(err, errTokenExpired):
		return access.Principal{}, apperr.New(http.StatusPaymentRequired, "auth.tokenExpired")
	case err != nil:
		return access.Principal{}, apperr.New(http.StatusUnauthorized, "auth.tokenInvalid")
	case claims.SignIn == "":
		// Signed before tokens named their sign-in: a sign-out could not end it. A refresh
		// gives one that does.
		return access.Principal{}, apperr.New(http.StatusPaymentRequired, "auth.tokenRevoked")
	}
	staff, cached, err := s.staffByID(ctx, claims.StaffID)
	if err == nil && cached {
		var state SessionState
		if state, err = s.store.SessionState(ctx, claims.StaffID); err == nil {
			staff.SessionVersion, staff.Disabled = state.Version, state.Disabled
		}
	}
	if errors.Is(err, ErrNotFound) {
		return access.Principal{}, apperr.New(http.StatusUnauthorized, "auth.tokenInvalid")
	}
	if err != nil {
		return access.Principal{}, fmt.Errorf("authenticate staff %d: %w", claims.StaffID, err)
	}
	if staff.Disabled {
		return access.Principal{}, apperr.New(http.StatusUnauthorized, "auth.disabled")
	}
	if claims.SessionVersion != staff.SessionVersion {
		// Signed before a sign-out. A 402 sends the client to refresh: a device whose sign-in
		// did not end gets a new token and carries on; the signed-out one has none left.
		return access.Principal{}, apperr.New(http.StatusPaymentRequired, "auth.tokenRevoked")
	}
	roles, perms := RolesAndPermissions(staff)
	return access.Principal{
		StaffID: staff.ID, Username: staff.Username, Roles: roles, Permissions: perms, TokenIssued: claims.IssuedAt,
	}, nil
}

// Logout ends the sign-ins the presented credentials belong to: the refresh token's (the
// cookie) and the access token's (the Authorization header, expired or not), each with
// every token rotated from it and every access token it handed out. Credentials that are
// missing, unknown, forged or of a sign-in already ended are not an error: nothing is left
// to end.
func (s *Service) Logout(ctx context.Context, refresh, authorization string) error {
	now := s.cfg.Now().UTC()
	type signIn struct {
		staff        int64
		family       string
		tokenVersion int64
	}
	var ends []signIn
	if refresh != "" {
		old, err := s.store.ConsumeRefreshToken(ctx, hashRefresh(refresh), now)
		switch {
		case errors.Is(err, ErrNotFound):
		case err != nil:
			return fmt.Errorf("logout: %w", err)
		default:
			ends = append(ends, signIn{old.StaffID, old.Family, noToken})
		}
	}
	if token, ok := strings.CutPrefix(authorization, "Bearer "); ok {
		if c, err := s.tokens.Presented(token); err == nil && c.SignIn != "" {
			ends = append(ends, signIn{c.StaffID, c.SignIn, c.SessionVersion})
		}
	}
	for _, e := range ends {
		staff, err := s.store.StaffByID(ctx, e.staff)
		if errors.Is(err, ErrNotFound) {
			continue // a deleted account's sign-in: nobody to sign out
		}
		if err != nil {
			return fmt.Errorf("logout: staff %d: %w", e.staff, err)
		}
		if err := s.end(ctx, e.staff, e.family, e.tokenVersion, now); err != nil {
			return fmt.Errorf("logout: %w", err)
		}
		s.record(ctx, staff.Username, audit.ResultSuccess, "logout", "")
	}
	return nil
}

// end ends a sign-in (Store.EndSignIn). This instance forgets its cached staff at once;
// every instance reads the new version at the next request (Authenticate).
func (s *Service) end(ctx context.Context, staffID int64, family string, tokenVersion int64, at time.Time) error {
	if err := s.store.EndSignIn(ctx, staffID, family, tokenVersion, at); err != nil {
		return fmt.Errorf("end sign-in: %w", err)
	}
	s.ForgetStaff()
	return nil
}

type presentedKey struct{}

// WithPresented keeps the Authorization header of a request to an operation that takes a
// bearer token without needing one (the sign-out), for its handler.
func WithPresented(ctx context.Context, authorization string) context.Context {
	return context.WithValue(ctx, presentedKey{}, authorization)
}

// Presented is the Authorization header WithPresented kept, "" when none.
func Presented(ctx context.Context) string {
	s, _ := ctx.Value(presentedKey{}).(string)
	return s
}
