package session

// Other ways in: a social identity, self-service sign-up.

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// Social signs in the staff member linked to a social identity.
func (s *Service) Social(ctx context.Context, platform, code string) (Issued, error) {
	if s.cfg.Social == nil {
		return Issued{}, apperr.New(http.StatusServiceUnavailable, "auth.socialOff")
	}
	if platform == "" {
		platform = "demo"
	}
	subject, err := s.cfg.Social.Exchange(ctx, platform, code)
	if err != nil {
		s.record(ctx, platform+":?", audit.ResultLoginFailure, "socialLogin", DetailCodeRejected)
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.socialRejected")
	}
	staff, err := s.store.StaffBySocial(ctx, platform, subject)
	if errors.Is(err, ErrNotFound) {
		s.record(ctx, platform+":"+subject, audit.ResultLoginFailure, "socialLogin", DetailNotLinked)
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.socialUnlinked")
	}
	if err != nil {
		return Issued{}, fmt.Errorf("social login %s:%s: %w", platform, subject, err)
	}
	if staff.Disabled {
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.disabled")
	}
	return s.signIn(ctx, staff, "socialLogin")
}

// Registration is a self-service account request.
type Registration struct {
	Username string
	Password string
	Email    string
}

// Register creates an account without roles and signs it in.
func (s *Service) Register(ctx context.Context, in Registration) (Issued, error) {
	if !s.cfg.Registration {
		return Issued{}, apperr.New(http.StatusForbidden, "auth.registerClosed")
	}
	hash, err := HashPassword(in.Password)
	if err != nil {
		return Issued{}, err
	}
	staff, err := s.store.CreateStaff(ctx, NewStaff{
		Username: in.Username, Email: in.Email, PasswordHash: hash, CreatedAt: s.cfg.Now().UTC(),
	})
	if errors.Is(err, ErrConflict) {
		e := apperr.New(http.StatusConflict, "auth.usernameTaken", in.Username)
		e.Field = "username"
		return Issued{}, e
	}
	if err != nil {
		return Issued{}, fmt.Errorf("register %q: %w", in.Username, err)
	}
	s.record(ctx, staff.Username, audit.ResultSuccess, "register", staff.Username)
	return s.signIn(ctx, staff, "register")
}
