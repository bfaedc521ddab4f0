// Package guarantees holds the after-sale services and the guarantee texts that goods
// show: a title, a content and a sort each.
package guarantees

import (
	"context"
	"errors"
	"time"

	"shopconsole/server/kernel"
)

// Kind tells services from guarantee texts; both live alike.
type Kind string

// Kinds.
const (
	Service   Kind = "service"
	Guarantee Kind = "guarantee"
)

// Item is one service or guarantee text.
type Item struct {
	ID        int64
	Kind      Kind
	Title     string
	Content   string
	Sort      int
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Filter selects items of one kind: by sort, then oldest first.
type Filter struct {
	kernel.Page
	Kind    Kind
	Keyword string
}

// ErrNotFound is what a Store answers for a missing item (or one of another kind).
var ErrNotFound = errors.New("guarantee not found")

// ErrInUse is what a Store answers when goods came to use an item it was deleting (a
// reference that guards the race between the check and the delete).
var ErrInUse = errors.New("guarantee in use")

// InUse tells how many goods use an item; the goods area implements it.
type InUse interface {
	GuaranteeInUse(ctx context.Context, kind Kind, id int64) (int, error)
}

// Unused is the InUse of a shop without goods.
type Unused struct{}

// GuaranteeInUse implements InUse.
func (Unused) GuaranteeInUse(context.Context, Kind, int64) (int, error) { return 0, nil }
