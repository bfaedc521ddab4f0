package bind

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/session"
)

// Codes sends and checks the binding codes: the session service's SMS codes.
type Codes interface {
	SendCode(ctx context.Context, purpose, mobile string) error
	VerifyCode(ctx context.Context, purpose, account, mobile, code string) (session.SMSCheck, int, error)
}

// Service holds the binding rules over a Store.
type Service struct {
	store Store
	codes Codes
	now   func() time.Time
}

// New returns a Service.
func New(store Store, codes Codes, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, codes: codes, now: now}
}

// Sent is what a sent code tells the caller.
type Sent struct {
	Mobile   string // masked
	ExpireIn time.Duration
	ResendIn time.Duration
}

// Current answers the binding; found is false when the shop is bound to none.
func (s *Service) Current(ctx context.Context) (b Binding, found bool, err error) {
	b, err = s.store.Binding(ctx)
	if errors.Is(err, ErrNotFound) {
		return Binding{}, false, nil
	}
	if err != nil {
		return b, false, fmt.Errorf("binding: %w", err)
	}
	return b, true, nil
}

// SendCode sends a binding code to the mobile number of the store of storeCode.
func (s *Service) SendCode(ctx context.Context, storeCode string) (Sent, error) {
	store, err := LookUp(storeCode)
	if err != nil {
		return Sent{}, err
	}
	if err := s.codes.SendCode(ctx, Purpose, store.Mobile); err != nil {
		return Sent{}, err
	}
	return Sent{Mobile: Mask(store.Mobile), ExpireIn: session.SMSCodeTTL, ResendIn: session.SMSInterval}, nil
}

// Bind binds the shop to the store of storeCode with the code its number received.
func (s *Service) Bind(ctx context.Context, storeCode, code string) (Binding, error) {
	p, err := access.Signed(ctx)
	if err != nil {
		return Binding{}, err
	}
	store, err := LookUp(storeCode)
	if err != nil {
		return Binding{}, err
	}
	// Bound already: refused before the code is spent.
	if _, found, err := s.Current(ctx); err != nil || found {
		return Binding{}, cmpErr(err, apperr.New(http.StatusConflict, "bind.boundAlready"))
	}
	result, wait, err := s.codes.VerifyCode(ctx, Purpose, p.Username, store.Mobile, code)
	if err != nil {
		return Binding{}, err
	}
	if err := CodeRefusal(result, wait); err != nil {
		return Binding{}, err
	}
	b := Binding{StoreCode: store.Code, StoreName: store.Name, BoundAt: s.now().UTC(), BoundBy: p.Username}
	err = s.store.Tx(ctx, func(tx Tx) error {
		if _, err := tx.Binding(); !errors.Is(err, ErrNotFound) {
			return cmpErr(err, ErrConflict)
		}
		return tx.SaveBinding(b)
	})
	if errors.Is(err, ErrConflict) {
		return Binding{}, apperr.New(http.StatusConflict, "bind.boundAlready")
	}
	if err != nil {
		return Binding{}, fmt.Errorf("bind %s: %w", store.Code, err)
	}
	return b, nil
}

// Unbind ends the binding: 409 when there is none.
func (s *Service) Unbind(ctx context.Context) error {
	err := s.store.Tx(ctx, func(tx Tx) error {
		b, err := tx.Binding()
		if err != nil {
			return err
		}
		audit.Deleted(ctx, "distribution store", audit.Item{Key: b.StoreCode, Name: b.StoreName})
		return tx.DeleteBinding()
	})
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusConflict, "bind.notBound")
	}
	if err != nil {
		return fmt.Errorf("unbind: %w", err)
	}
	return nil
}

// cmpErr answers err when there is one, else otherwise.
func cmpErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}
