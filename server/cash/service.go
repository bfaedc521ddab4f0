package cash

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// RevealOperation is the system log's operation of a whole account number read.
const RevealOperation = "adminCashMethodReveal"

// Service holds the cash rules over a Store.
type Service struct {
	store Store
	log   *audit.Log
	now   func() time.Time
}

// New returns a Service; log receives a line for every whole account number read.
func New(store Store, log *audit.Log, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, log: log, now: now}
}

// Input is a withdrawal method as a form sends it.
type Input struct {
	ID        int64
	Kind      MethodKind
	Holder    string
	Bank      string
	Branch    string
	AccountNo string
	IsDefault bool
}

// build checks a method's rules and keeps the fields its kind uses.
func build(in Input) (Method, error) {
	m := Method{ID: in.ID, Kind: in.Kind, Holder: strings.TrimSpace(in.Holder), Branch: strings.TrimSpace(in.Branch),
		AccountNo: strings.TrimSpace(in.AccountNo)}
	if m.Holder == "" {
		return m, apperr.Invalid("holder", "cash.required", "holder")
	}
	if m.Kind == BankCard {
		m.Bank = strings.TrimSpace(in.Bank)
		if m.Bank == "" {
			return m, apperr.Invalid("bank", "cash.required", "bank")
		}
		if !KnownBank(m.Bank) {
			return m, apperr.Invalid("bank", "cash.bankUnknown", m.Bank)
		}
	} else {
		m.Branch = ""
	}
	if rule := CheckAccount(m.Kind, m.AccountNo); rule != "" {
		return m, apperr.Invalid("accountNo", "cash.account."+string(rule))
	}
	return m, nil
}

func notFound(err error, id int64) error {
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusNotFound, "cash.methodNotFound", id)
	}
	return err
}

// Account answers the shop's account.
func (s *Service) Account(ctx context.Context) (Account, error) { return s.store.Account(ctx) }

// Methods answers every withdrawal method, oldest first.
func (s *Service) Methods(ctx context.Context) ([]Method, error) { return s.store.Methods(ctx) }

// Method answers one method, 404 when there is none.
func (s *Service) Method(ctx context.Context, id int64) (Method, error) {
	m, err := s.store.Method(ctx, id)
	return m, notFound(err, id)
}

// Reveal answers one method with its whole account number and writes the read to the
// system log: no line, no number.
func (s *Service) Reveal(ctx context.Context, id int64) (Method, error) {
	m, err := s.Method(ctx, id)
	if err != nil {
		return m, err
	}
	err = s.log.Record(ctx, audit.Entry{Result: audit.ResultSuccess, Operation: RevealOperation,
		Target: fmt.Sprintf("cashMethod %d", id), Detail: Mask(m.Kind, m.AccountNo)})
	return m, err
}

// settle makes exactly one of methods (oldest first) the default, the one Defaults picks
// for want, and saves those that changed, the one losing it first (a store may hold at
// most one default at any moment); it answers the methods as saved.
func settle(tx Tx, methods []Method, want int64) ([]Method, error) {
	def := Defaults(methods, want)
	for _, becomes := range []bool{false, true} {
		for i, m := range methods {
			if m.IsDefault == (m.ID == def) || (m.ID == def) != becomes {
				continue
			}
			m.IsDefault = becomes
			if err := tx.SaveMethod(m); err != nil {
				return nil, err
			}
			methods[i] = m
		}
	}
	return methods, nil
}

// find answers the method id among methods.
func find(methods []Method, id int64) (Method, error) {
	i := slices.IndexFunc(methods, func(m Method) bool { return m.ID == id })
	if i < 0 {
		return Method{}, fmt.Errorf("method %d: %w", id, ErrNotFound)
	}
	return methods[i], nil
}

// Add stores a new method; the first is the default, and one added as the default takes it.
func (s *Service) Add(ctx context.Context, in Input) (Method, error) {
	in.ID = 0
	m, err := build(in)
	if err != nil {
		return m, err
	}
	err = s.store.Tx(ctx, func(tx Tx) error {
		all, err := tx.Methods(true) // held while the default is chosen
		if err != nil {
			return err
		}
		if m, err = tx.InsertMethod(m); err != nil {
			return err
		}
		all = append(all, m)
		want := int64(0)
		if in.IsDefault {
			want = m.ID
		}
		if all, err = settle(tx, all, want); err != nil {
			return err
		}
		m, err = find(all, m.ID)
		return err
	})
	return m, err
}

// Edit changes a method; asking for the default takes it, unasking it keeps it (another
// method becomes the default only by being made so).
func (s *Service) Edit(ctx context.Context, in Input) (Method, error) {
	next, err := build(in)
	if err != nil {
		return next, err
	}
	var m Method
	err = s.store.Tx(ctx, func(tx Tx) error {
		all, err := tx.Methods(true)
		if err != nil {
			return err
		}
		old, err := find(all, in.ID)
		if err != nil {
			return err
		}
		next.IsDefault = old.IsDefault
		if err := tx.SaveMethod(next); err != nil {
			return err
		}
		i := slices.IndexFunc(all, func(m Method) bool { return m.ID == in.ID })
		all[i] = next
		want := int64(0)
		if in.IsDefault {
			want = in.ID
		}
		if all, err = settle(tx, all, want); err != nil {
			return err
		}
		m, err = find(all, in.ID)
		return err
	})
	return m, notFound(err, in.ID)
}

// SetDefault makes a method the default.
func (s *Service) SetDefault(ctx context.Context, id int64) (Method, error) {
	var m Method
	err := s.store.Tx(ctx, func(tx Tx) error {
		all, err := tx.Methods(true)
		if err != nil {
			return err
		}
		if _, err := find(all, id); err != nil {
			return err
		}
		if all, err = settle(tx, all, id); err != nil {
			return err
		}
		m, err = find(all, id)
		return err
	})
	return m, notFound(err, id)
}

// Destroy deletes a method; when it was the default, the oldest remaining one becomes it.
func (s *Service) Destroy(ctx context.Context, id int64) error {
	err := s.store.Tx(ctx, func(tx Tx) error {
		all, err := tx.Methods(true)
		if err != nil {
			return err
		}
		m, err := find(all, id)
		if err != nil {
			return err
		}
		audit.Deleted(ctx, "withdrawal method", audit.Item{ID: id, Name: m.Holder + " " + Mask(m.Kind, m.AccountNo)})
		if err := tx.DeleteMethod(id); err != nil {
			return err
		}
		all = slices.DeleteFunc(all, func(m Method) bool { return m.ID == id })
		_, err = settle(tx, all, 0)
		return err
	})
	return notFound(err, id)
}
