package guarantees

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// Svc holds the rules of services and guarantee texts over a Store.
type Svc struct {
	store Store
	inUse InUse
	now   func() time.Time
}

// New returns a Svc; inUse nil means nothing is ever in use.
func New(store Store, inUse InUse, now func() time.Time) *Svc {
	if inUse == nil {
		inUse = Unused{}
	}
	if now == nil {
		now = time.Now
	}
	return &Svc{store: store, inUse: inUse, now: now}
}

// logKind names a kind in the system log's line of a delete.
func logKind(k Kind) string {
	if k == Service {
		return "after-sale service"
	}
	return "guarantee"
}

func msgKind(k Kind) string {
	if k == Service {
		return "service"
	}
	return "text"
}

func notFound(err error, k Kind, id int64) error {
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusNotFound, "guarantees."+msgKind(k)+".notFound", id)
	}
	return err
}

// List answers a page of one kind.
func (s *Svc) List(ctx context.Context, f Filter) ([]Item, int64, error) {
	f.Keyword = strings.TrimSpace(f.Keyword)
	return s.store.ListGuarantees(ctx, f)
}

// Get answers one item, 404 when there is none of that kind.
func (s *Svc) Get(ctx context.Context, k Kind, id int64) (Item, error) {
	it, err := s.store.Guarantee(ctx, k, id)
	return it, notFound(err, k, id)
}

// Check verifies an item: a title and a content that are not blank.
func Check(it Item) (Item, error) {
	it.Title, it.Content = strings.TrimSpace(it.Title), strings.TrimSpace(it.Content)
	if it.Title == "" {
		return it, apperr.Invalid("title", "guarantees.required", "title")
	}
	if it.Content == "" {
		return it, apperr.Invalid("content", "guarantees.required", "content")
	}
	return it, nil
}

// Add stores a new item.
func (s *Svc) Add(ctx context.Context, it Item) (Item, error) {
	it, err := Check(it)
	if err != nil {
		return it, err
	}
	it.ID = 0
	it.CreatedAt = s.now().UTC().Truncate(time.Second)
	it.UpdatedAt = it.CreatedAt
	err = s.store.Tx(ctx, func(tx Tx) error {
		id, err := tx.InsertGuarantee(it)
		it.ID = id
		return err
	})
	return it, err
}

// Edit replaces an item's title, content and sort.
func (s *Svc) Edit(ctx context.Context, it Item) (Item, error) {
	it, err := Check(it)
	if err != nil {
		return it, err
	}
	var out Item
	err = s.store.Tx(ctx, func(tx Tx) error {
		if out, err = tx.Guarantee(it.Kind, it.ID, true); err != nil {
			return err
		}
		out.Title, out.Content, out.Sort, out.UpdatedAt = it.Title, it.Content, it.Sort, s.now().UTC().Truncate(time.Second)
		return tx.SaveGuarantee(out)
	})
	if err != nil {
		return Item{}, notFound(err, it.Kind, it.ID)
	}
	return out, nil
}

// Destroy deletes an item no goods use. The goods are asked before the transaction; the
// store's ErrInUse guards goods that come to use the item in between.
func (s *Svc) Destroy(ctx context.Context, k Kind, id int64) error {
	if _, err := s.store.Guarantee(ctx, k, id); err != nil {
		return notFound(err, k, id)
	}
	if err := s.refuseInUse(ctx, k, id); err != nil {
		return err
	}
	err := s.store.Tx(ctx, func(tx Tx) error {
		it, err := tx.Guarantee(k, id, true)
		if err != nil {
			return err
		}
		audit.Deleted(ctx, logKind(k), audit.Item{ID: it.ID, Name: it.Title})
		return tx.DeleteGuarantee(k, id)
	})
	if errors.Is(err, ErrInUse) { // goods came to use it since the check
		if err := s.refuseInUse(ctx, k, id); err != nil {
			return err
		}
	}
	return notFound(err, k, id)
}

// refuseInUse answers 409 naming how many goods use the item, nil when none does.
func (s *Svc) refuseInUse(ctx context.Context, k Kind, id int64) error {
	n, err := s.inUse.GuaranteeInUse(ctx, k, id)
	if err != nil {
		return fmt.Errorf("%s %d in use: %w", k, id, err)
	}
	if n > 0 {
		return apperr.New(http.StatusConflict, "guarantees."+msgKind(k)+".inUse", n)
	}
	return nil
}
