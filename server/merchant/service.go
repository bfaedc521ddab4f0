package merchant

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
)

// Service holds the account-opening rules over a Store.
type Service struct {
	store Store
	now   func() time.Time
}

// New returns a Service.
func New(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

// refused turns what a store or a rule answered into what the caller sees.
func refused(ctx context.Context, err error, id int64) error {
	var ill *IllegalError
	switch {
	case errors.Is(err, ErrNotFound) && id == 0:
		return apperr.New(http.StatusNotFound, "merchant.noApplication")
	case errors.Is(err, ErrNotFound):
		return apperr.New(http.StatusNotFound, "merchant.notFound", id)
	case errors.As(err, &ill):
		lang := access.ClientFrom(ctx).Lang
		return apperr.New(http.StatusConflict, "merchant.illegal."+string(ill.Action), i18n.T(lang, "merchant.state."+string(ill.From)))
	}
	return err
}

// Approver reports whether the caller may approve applications (and read them unmasked).
func Approver(ctx context.Context) bool {
	p, ok := access.PrincipalFrom(ctx)
	return ok && p.Missing([]string{ApprovePermission}) == ""
}

func operator(ctx context.Context) string {
	if p, ok := access.PrincipalFrom(ctx); ok {
		return p.Username
	}
	return "system"
}

// Own answers the console's own shop's application: an empty draft before its first save.
func (s *Service) Own(ctx context.Context) (Application, error) {
	a, err := s.store.Own(ctx)
	if errors.Is(err, ErrNotFound) {
		return Application{Own: true, State: Draft}, nil
	}
	return a, err
}

// Application answers one application; another shop's only to an approver (403).
func (s *Service) Application(ctx context.Context, id int64) (Application, error) {
	a, err := s.store.Application(ctx, id)
	if err != nil {
		return a, refused(ctx, err, id)
	}
	if !a.Own && !Approver(ctx) {
		return Application{}, apperr.New(http.StatusForbidden, "auth.permissionDenied", ApprovePermission)
	}
	return a, nil
}

// Applications answers a page of the review list.
func (s *Service) Applications(ctx context.Context, q Query) ([]Application, int64, error) {
	return s.store.Applications(ctx, q)
}

// Save keeps the shop's draft: every field sent, checked when filled in. The first save
// creates the application; a rejected one goes back to a draft.
func (s *Service) Save(ctx context.Context, sent Fields) (Application, error) {
	var id int64
	err := s.store.Tx(ctx, func(tx Tx) error {
		a, err := tx.Own()
		fresh := errors.Is(err, ErrNotFound)
		switch {
		case fresh:
			a = Application{Own: true, State: Draft}
		case err != nil:
			return err
		}
		to, err := Next(a.State, Save)
		if err != nil {
			return err
		}
		f := Keep(a.Fields, sent)
		if err := Check(f, false); err != nil {
			return err
		}
		at := s.now().UTC().Truncate(time.Microsecond)
		from := a.State
		a.Fields, a.State, a.UpdatedAt, a.Reason = f, to, at, ""
		if fresh {
			if a.ID, err = tx.Insert(a); err != nil {
				return err
			}
			from = ""
		} else if err := tx.Save(a); err != nil {
			return err
		}
		id = a.ID
		if fresh || from != to {
			return tx.Append(a.ID, Event{From: from, To: to, Operator: operator(ctx), At: at})
		}
		return nil
	})
	if err != nil {
		return Application{}, refused(ctx, err, 0)
	}
	return s.store.Application(ctx, id)
}

// Submit checks the shop's saved draft as a whole and submits it.
func (s *Service) Submit(ctx context.Context) (Application, error) {
	var id int64
	err := s.store.Tx(ctx, func(tx Tx) error {
		a, err := tx.Own()
		if err != nil {
			return err
		}
		to, err := Next(a.State, Submit)
		if err != nil {
			return err
		}
		if err := Check(a.Fields, true); err != nil {
			return err
		}
		at := s.now().UTC().Truncate(time.Microsecond)
		from := a.State
		a.State, a.SubmittedAt, a.UpdatedAt, id = to, at, at, a.ID
		if err := tx.Save(a); err != nil {
			return err
		}
		return tx.Append(a.ID, Event{From: from, To: to, Operator: operator(ctx), At: at})
	})
	if err != nil {
		return Application{}, refused(ctx, err, 0)
	}
	return s.store.Application(ctx, id)
}

// Review moves application id by the platform's act (approve, reject with a reason, open).
func (s *Service) Review(ctx context.Context, id int64, act Action, reason string) (Application, error) {
	reason = strings.TrimSpace(reason)
	if act == Reject && reason == "" {
		return Application{}, apperr.Invalid("reason", "validation.required", "reason")
	}
	err := s.store.Tx(ctx, func(tx Tx) error {
		a, err := tx.Application(id)
		if err != nil {
			return err
		}
		to, err := Next(a.State, act)
		if err != nil {
			return err
		}
		at := s.now().UTC().Truncate(time.Microsecond)
		from := a.State
		a.State, a.UpdatedAt, a.Reason = to, at, ""
		if act == Reject {
			a.Reason = reason
		}
		if err := tx.Save(a); err != nil {
			return err
		}
		return tx.Append(a.ID, Event{From: from, To: to, Operator: operator(ctx), Reason: a.Reason, At: at})
	})
	if err != nil {
		return Application{}, refused(ctx, err, id)
	}
	a, err := s.store.Application(ctx, id)
	if err != nil {
		return a, fmt.Errorf("application %d: %w", id, err)
	}
	return a, nil
}
