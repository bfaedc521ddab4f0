// Package bind links the shop to a micro-shop distribution store: by the store's code and a
// code sent to the store's mobile number, one store at a time.
package bind

import (
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
