package coupons

import (
	"context"
	"time"
)

// Store is what the coupon service needs from a backend: the reads that need no
// transaction, and Tx for everything that writes. A store loads and saves; every rule is
// the service's.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error

	// ListCoupons answers one page of the coupons matching f, newest first, and their number.
	ListCoupons(ctx context.Context, f Filter) ([]Coupon, int64, error)
	// Coupon answers one coupon with the gifts that give it (ErrNotFound).
	Coupon(ctx context.Context, id int64) (Coupon, error)
	// UserCoupons answers one page of the held coupons matching f, newest first, and their
	// number; an unused coupon whose validity ended by f.Now counts as expired.
	UserCoupons(ctx context.Context, f HeldFilter) ([]UserCoupon, int64, error)
	// RegisterGift and ConsumeGift answer the gifts as stored.
	RegisterGift(ctx context.Context) (RegisterGift, error)
	ConsumeGift(ctx context.Context) (ConsumeGift, error)
}

// Tx loads and saves inside one transaction. forUpdate holds what was loaded until the
// transaction ends, so that what the service decided from it still holds when it saves.
type Tx interface {
	// Coupon loads a coupon with the gifts that give it (ErrNotFound).
	Coupon(id int64, forUpdate bool) (Coupon, error)
	// InsertCoupon stores a new coupon and answers its id.
	InsertCoupon(c Coupon) (int64, error)
	// SaveCoupon stores every field of the coupon c.ID but its gifts (ErrNotFound).
	SaveCoupon(c Coupon) error
	// DeleteCoupon deletes a coupon nobody holds (ErrNotFound).
	DeleteCoupon(id int64) error

	// MissingGoods answers the ids, in the order given, of the goods that do not exist.
	MissingGoods(ids []int64) ([]int64, error)
	// MissingUsers answers the ids, in the order given, of the shop users that do not exist.
	MissingUsers(ids []int64) ([]int64, error)

	// Held answers, for each user in the order given, how many of the coupon the user
	// holds in all and how many were obtained at since or later.
	Held(couponID int64, userIDs []int64, since time.Time) ([]Held, error)
	// AddUserCoupons stores coupons handed to users, under new ids, as handed out: no use
	// (UsedAt, OrderID) is stored with them (ErrNotFound for a coupon that does not exist).
	AddUserCoupons(rows []UserCoupon) error

	// SaveRegisterGift and SaveConsumeGift replace a gift.
	SaveRegisterGift(g RegisterGift) error
	SaveConsumeGift(g ConsumeGift) error
}
