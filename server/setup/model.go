// Package setup is the shop's own setup: its addresses, the one parcels are sent from and
// the return warehouse after-sales send buyers' goods back to. The rules are plain
// functions over values; a store only loads and saves them.
package setup

import (
	"context"
	"errors"
	"time"
)

// Address is one of the shop's addresses.
type Address struct {
	ID                int64
	Contact           string
	Mobile            string
	ProvinceCode      string
	CityCode          string
	DistrictCode      string
	ProvinceName      string
	CityName          string
	DistrictName      string
	Detail            string
	IsDefaultShipping bool
	IsDefaultReturn   bool
	CreatedAt         time.Time
}

// Line is the address written on one line, as a parcel's label shows it.
func (a Address) Line() string {
	return a.Contact + " " + a.Mobile + " " + a.ProvinceName + a.CityName + a.DistrictName + a.Detail
}

// Default is which default an address may be.
type Default string

// The defaults.
const (
	Shipping Default = "shipping" // parcels are sent from it
	Return   Default = "return"   // the return warehouse
)

// ErrNotFound is an address that does not exist.
var ErrNotFound = errors.New("no such address")

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
