package shopusers

import (
	"context"
	"errors"
	"time"

	"shopconsole/server/idempotency"
)

// Errors of the area: ErrNotFound is what a Store answers for a missing row; the others are
// the service's refusals, turned into messages at its edge.
var (
	ErrNotFound          = errors.New("not found")
	ErrInsufficient      = errors.New("decrease larger than the account holds")
	ErrIdempotencyReused = idempotency.ErrReused
	ErrLevelNameTaken    = errors.New("level name taken")
	ErrLevelGrowthTaken  = errors.New("level growth value taken")
	ErrUnknownLevel      = errors.New("no such level")
	ErrSortMismatch      = errors.New("sort ids are not exactly the levels")
	ErrSortDuplicate     = errors.New("sort ids repeat a level")
)

// Store is what the shop-user service needs from a backend: the reads that need no
// transaction (lists and details), and Tx for everything that writes. A store loads and
// saves; every rule is the service's.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error

	// ListUsers answers one page and the number of users matching the filter.
	ListUsers(ctx context.Context, f UserFilter) ([]User, int64, error)
	// User answers one user with its level name (ErrNotFound).
	User(ctx context.Context, id int64) (User, error)
	// UserDetail answers the user with its newest ledger lines, its first addresses
	// (default first) and its newest coupons, in one look-up.
	UserDetail(ctx context.Context, id int64, n DetailSizes) (Detail, error)
	// Levels lists every level by sort, then id, with its number of users.
	Levels(ctx context.Context) ([]Level, error)
	// Level answers one level with its number of users (ErrNotFound).
	Level(ctx context.Context, id int64) (Level, error)
	// Ledger answers one page, newest first, and the number of lines matching.
	Ledger(ctx context.Context, f LedgerFilter) ([]LedgerEntry, int64, error)
	// Addresses answers one page (by user, the default first, newest first) and the total.
	Addresses(ctx context.Context, f RowFilter) ([]Address, int64, error)
	// Favourites and Browsing answer one page, newest first, and the total.
	Favourites(ctx context.Context, f RowFilter) ([]Favourite, int64, error)
	Browsing(ctx context.Context, f RowFilter) ([]Browse, int64, error)
	// PruneIdempotencyKeys forgets the idempotency keys stored before the time.
	PruneIdempotencyKeys(ctx context.Context, before time.Time) (int64, error)
}

// Tx loads and saves inside one transaction. Loads answer ErrNotFound for a missing row;
// forUpdate holds what was loaded until the transaction ends, so that what the service
// decided from it still holds when it saves.
type Tx interface {
	// NextUserID reserves the id of a new user.
	NextUserID() (int64, error)
	// InsertUser stores a new user under an id from NextUserID.
	InsertUser(u User) error
	User(id int64, forUpdate bool) (User, error)
	// UserByMobile loads the user with the mobile number (ErrNotFound).
	UserByMobile(mobile string) (User, error)
	// SaveUser stores every field of the user but its id, member number, mobile and
	// registration time.
	SaveUser(u User) error
	// SetAutoLevel sets the level of the users whose level follows their growth (not set by
	// hand) and whose growth is in [from, to) (to 0: no end); level 0 is none.
	SetAutoLevel(level, from, to int64) error

	// Levels lists every level (their UserCount unset); forUpdate holds them for a change.
	// Without it they are held against changes only: load the levels before any user a
	// transaction holds.
	Levels(forUpdate bool) ([]Level, error)
	// LevelUsers is the number of users holding the level.
	LevelUsers(id int64) (int64, error)
	AddLevel(l Level) (Level, error)
	SaveLevel(l Level) error
	DeleteLevel(id int64) error

	// AppendLedger adds a line (its id and number set on return).
	AppendLedger(e LedgerEntry) (LedgerEntry, error)

	// UserAddresses lists the user's addresses, held for update.
	UserAddresses(userID int64) ([]Address, error)
	AddAddress(a Address) (Address, error)
	SaveAddress(a Address) error

	AddGoods(g Goods) (Goods, error)
	// AddFavourite stores the favourite unless the user already keeps the goods.
	AddFavourite(f Favourite) error
	// RecordVisit counts one more visit of the user to the goods, last at the later of at
	// and the last one (a counter, like the ones the lists keep).
	RecordVisit(userID, goodsID int64, at time.Time) error

	idempotency.Keys
}

// InUseError refuses to delete a level that users hold.
type InUseError struct{ Users int64 }

func (e *InUseError) Error() string { return "level held by " + itoa(e.Users) + " users" }
