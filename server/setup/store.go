package setup

import "context"

// Store is what the setup service needs from a backend: the reads that need no
// transaction, and Tx for everything that writes.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// Addresses answers every address, oldest first.
	Addresses(ctx context.Context) ([]Address, error)
	// Address answers one address (ErrNotFound).
	Address(ctx context.Context, id int64) (Address, error)
}

// Tx loads and saves inside one transaction.
type Tx interface {
	// Addresses loads every address, oldest first; forUpdate holds the addresses (and keeps
	// another writer from adding one) until the transaction ends.
	Addresses(forUpdate bool) ([]Address, error)
	// InsertAddress stores a new address and answers it with its id.
	InsertAddress(a Address) (Address, error)
	// SaveAddress stores an address that exists (ErrNotFound).
	SaveAddress(a Address) error
	// DeleteAddress deletes an address (ErrNotFound).
	DeleteAddress(id int64) error
}
