package shopuser

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Errors a Store answers; the service turns them into messages.
var (
	ErrNotFound          = errors.New("not found")
	ErrInsufficient      = errors.New("decrease larger than the account holds")
	ErrIdempotencyReused = errors.New("idempotency key reused with a different request")
	ErrLevelNameTaken    = errors.New("level name taken")
	ErrLevelGrowthTaken  = errors.New("level growth value taken")
	ErrUnknownLevel      = errors.New("no such level")
	ErrSortMismatch      = errors.New("sort ids are not exactly the levels")
)

// InUseError refuses to delete a level that users hold.
type InUseError struct{ Users int64 }

func (e *InUseError) Error() string { return fmt.Sprintf("level held by %d users", e.Users) }

// Store is what the shop-user service needs from a backend. Every method is atomic.
type Store interface {
	// ListShopUsers answers one page and the number of users matching the filter.
	ListShopUsers(ctx context.Context, f UserFilter) ([]User, int64, error)
	ShopUser(ctx context.Context, id int64) (User, error)
	// UserDetail answers the user with its newest ledger lines, its first addresses
	// (default first) and its newest coupons, in one look-up.
	UserDetail(ctx context.Context, id int64, n DetailSizes) (Detail, error)
	// CreateShopUser registers a user on the level of growth 0 (if there is one).
	CreateShopUser(ctx context.Context, n NewUser) (User, error)
	// UpdateShopUser changes one field; ErrUnknownLevel when a levelId names no level.
	UpdateShopUser(ctx context.Context, id int64, f Field) (User, error)
	// Adjust changes an account and appends the ledger line; ErrInsufficient when a
	// decrease exceeds the holding. A growth change moves the user to the level of the new
	// growth.
	Adjust(ctx context.Context, a Adjustment) (AdjustResult, error)
	// PruneIdempotencyKeys forgets the idempotency keys stored before the time.
	PruneIdempotencyKeys(ctx context.Context, before time.Time) (int64, error)

	// UserLevels lists every level by sort, then id, with its number of users.
	UserLevels(ctx context.Context) ([]Level, error)
	UserLevel(ctx context.Context, id int64) (Level, error)
	// AddUserLevel and EditLevel keep names and growth values unique and move users to the
	// levels of their growth.
	AddUserLevel(ctx context.Context, l Level) (Level, error)
	EditUserLevel(ctx context.Context, l Level) (Level, error)
	// DestroyUserLevel answers *InUseError while users hold the level.
	DestroyUserLevel(ctx context.Context, id int64) error
	// SortUserLevels sets sort = position for ids, which must be every level exactly once.
	SortUserLevels(ctx context.Context, ids []int64) error

	// AccountLog answers one page, newest first, and the number of lines matching.
	AccountLog(ctx context.Context, f LedgerFilter) ([]LedgerEntry, int64, error)
	UserAddresses(ctx context.Context, f RowFilter) ([]Address, int64, error)
	// AddUserAddress stores an address; a default one clears the user's other default.
	AddUserAddress(ctx context.Context, a Address) (Address, error)
	Favourites(ctx context.Context, f RowFilter) ([]Favourite, int64, error)
	Browsing(ctx context.Context, f RowFilter) ([]Browse, int64, error)
	CreateMinimalGoods(ctx context.Context, g Goods) (Goods, error)
	// AddFavourite is idempotent per user and goods.
	AddFavourite(ctx context.Context, userID, goodsID int64, at time.Time) error
	// RecordVisit counts one more visit of the user to the goods.
	RecordVisit(ctx context.Context, userID, goodsID int64, at time.Time) error
}
