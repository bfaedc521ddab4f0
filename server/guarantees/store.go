package guarantees

import "context"

// Store keeps items: the reads that need no transaction, and Tx for everything that
// writes. It decides nothing.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// ListGuarantees answers one page of the items of f.Kind matching f, by sort then oldest
	// first, and their number.
	ListGuarantees(ctx context.Context, f Filter) ([]Item, int64, error)
	// Guarantee answers one item of the kind (ErrNotFound, also for an item of another kind).
	Guarantee(ctx context.Context, kind Kind, id int64) (Item, error)
}

// Tx loads and saves inside one transaction; forUpdate holds what was loaded until the
// transaction ends.
type Tx interface {
	// Guarantee loads one item of the kind (ErrNotFound, also for an item of another kind).
	Guarantee(kind Kind, id int64, forUpdate bool) (Item, error)
	// InsertGuarantee stores a new item and answers its id.
	InsertGuarantee(it Item) (int64, error)
	// SaveGuarantee replaces title, content, sort and updatedAt of the item it.ID of
	// it.Kind (ErrNotFound).
	SaveGuarantee(it Item) error
	// DeleteGuarantee deletes an item of the kind (ErrNotFound); ErrInUse when goods use it.
	DeleteGuarantee(kind Kind, id int64) error
}
