// Package bind links the shop to a micro-shop distribution store: by the store's code and a
// code sent to the store's mobile number, one store at a time.
package bind

import (
	"context"
	"errors"
	"time"
)

// Binding is the store the shop is bound to.
type Binding struct {
	StoreCode string
	StoreName string
	BoundAt   time.Time
	BoundBy   string // the staff member's username
}

// ErrNotFound is "bound to no store"; ErrConflict a binding saved over another (a race).
var (
	ErrNotFound = errors.New("no binding")
	ErrConflict = errors.New("bound already")
)

// Store keeps the one binding.
type Store interface {
	// Binding answers the binding (ErrNotFound when none).
	Binding(ctx context.Context) (Binding, error)
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
}

// Tx loads and saves inside Store.Tx.
type Tx interface {
	// Binding answers the binding (ErrNotFound when none) and holds it, or its absence,
	// until the transaction ends.
	Binding() (Binding, error)
	// SaveBinding stores a binding where there is none (ErrConflict when there is).
	SaveBinding(b Binding) error
	// DeleteBinding ends the binding (ErrNotFound when none).
	DeleteBinding() error
}
