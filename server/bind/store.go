package bind

import "context"

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
