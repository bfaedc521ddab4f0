package cash

import (
	"context"
	"errors"
)

// ErrNotFound is a withdrawal method that does not exist.
var ErrNotFound = errors.New("no such withdrawal method")

// Store is what the cash service needs from a backend: the reads that need no
// transaction, and Tx for everything that writes. A store loads and saves; which method is
// the default, whether an account number is good, whether the account is short are the
// service's.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// Account answers the shop's account (zero before anything moved it).
	Account(ctx context.Context) (Account, error)
	// Methods answers every withdrawal method, oldest first.
	Methods(ctx context.Context) ([]Method, error)
	// Method answers one method (ErrNotFound).
	Method(ctx context.Context, id int64) (Method, error)
}

// Tx loads and saves inside one transaction; forUpdate holds what was loaded until the
// transaction ends.
type Tx interface {
	// Account loads the shop's account.
	Account(forUpdate bool) (Account, error)
	// SaveAccount stores the account; the flow line that explains the change is appended in
	// the same transaction.
	SaveAccount(a Account) error
	// AppendFlow appends a line to the fund flow (its totals already set by Move) and
	// answers it with its id.
	AppendFlow(f Flow) (Flow, error)
	// Methods loads every withdrawal method, oldest first.
	Methods(forUpdate bool) ([]Method, error)
	// InsertMethod stores a new method and answers it with its id.
	InsertMethod(m Method) (Method, error)
	// SaveMethod stores a method that exists (ErrNotFound).
	SaveMethod(m Method) error
	// DeleteMethod deletes a method (ErrNotFound).
	DeleteMethod(id int64) error
}
