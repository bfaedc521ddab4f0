package stats

import (
	"context"
	"time"
)

// Store is what the statistics need from a backend: the daily sums (kept by Postgres as
// rollups, computed by the mock from its rows) and Tx for the storefront's events. Days are
// 00:00 shop time, both ends included.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// ShopDays answers the shop's figures of each day of [from, to] that has any, oldest first.
	ShopDays(ctx context.Context, from, to time.Time) ([]Day, error)
	// GoodsRanking answers one page of the goods with any figure in [from, to], their sums
	// in the order of RankingCompare(sort), and how many goods there are. A preset range's
	// ranking may lag the events by up to Delay.
	GoodsRanking(ctx context.Context, from, to time.Time, sort string, offset, limit int) ([]GoodsRow, int64, error)
	// PayWays answers the payments of [from, to] per way to pay (the ways with any).
	PayWays(ctx context.Context, from, to time.Time) ([]Share, error)
	// Delay is how far a preset range's goods ranking may lag behind the events (0: never).
	Delay() time.Duration
	// Provinces answers the payments of [from, to] per consignee's province (those with any).
	Provinces(ctx context.Context, from, to time.Time) ([]Share, error)
}

// Tx records the storefront's events inside one transaction.
type Tx interface {
	// RecordView counts a buyer's view of a goods at t: the buyer's browsing row and the
	// day's views and visitors (ErrNotFound for a missing buyer or goods).
	RecordView(userID, goodsID int64, at time.Time) error
	// SetFavourite adds the goods to the buyer's favourites (counted in the day's favourites
	// when it was not there) or takes it out (ErrNotFound for a missing buyer or goods).
	SetFavourite(userID, goodsID int64, on bool, at time.Time) error
}

// TodoCounter answers the to-do counts at now, each as the list it links to counts it.
type TodoCounter func(ctx context.Context, now time.Time) ([]Todo, error)

// SampleEvent is one of the sample data's storefront events (mock.SampleShop): a buyer's
// view of a goods, or (Favourite) a goods added to the buyer's favourites. The sample adds
// them to the statistics only: the buyers' browsing and favourites are sample data of
// their own.
type SampleEvent struct {
	UserID, GoodsID int64
	At              time.Time
	Favourite       bool
}
