package setup

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// Service holds the setup rules over a Store.
type Service struct {
	store   Store
	regions Regions
	now     func() time.Time
}

// New returns a Service; regions checks and names the addresses' divisions.
func New(store Store, regions Regions, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, regions: regions, now: now}
}

func notFound(err error, id int64) error {
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusNotFound, "setup.addressNotFound", id)
	}
	return err
}

// Addresses answers every address, oldest first.
func (s *Service) Addresses(ctx context.Context) ([]Address, error) { return s.store.Addresses(ctx) }

// Address answers one address, 404 when there is none.
func (s *Service) Address(ctx context.Context, id int64) (Address, error) {
	a, err := s.store.Address(ctx, id)
	return a, notFound(err, id)
}

// ReturnAddress answers the return warehouse on one line, "" when the shop has no address.
func (s *Service) ReturnAddress(ctx context.Context) (string, error) {
	all, err := s.store.Addresses(ctx)
	if err != nil {
		return "", err
	}
	for _, a := range all {
		if a.IsDefaultReturn {
			return a.Line(), nil
		}
	}
	return "", nil
}

// write runs change over every address held, then gives the defaults to the addresses
// Holder picks for the ids asked (0: none asked) and saves what changed.
func (s *Service) write(ctx context.Context, change func(tx Tx, all []Address) ([]Address, int64, int64, error)) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		all, err := tx.Addresses(true)
		if err != nil {
			return err
		}
		all, shipping, ret, err := change(tx, all)
		if err != nil {
			return err
		}
		for _, a := range Changes(all, Holder(all, Shipping, shipping), Holder(all, Return, ret)) {
			if err := tx.SaveAddress(a); err != nil {
				return err
			}
		}
		return nil
	})
}

// asked answers id when on, else 0.
func asked(on bool, id int64) int64 {
	if on {
		return id
	}
	return 0
}

// Add stores a new address; the first is both defaults, and one added as a default takes it.
func (s *Service) Add(ctx context.Context, in Input) (Address, error) {
	in.ID = 0
	a, err := build(in, s.regions)
	if err != nil {
		return a, err
	}
	a.CreatedAt = s.now().UTC().Truncate(time.Microsecond)
	err = s.write(ctx, func(tx Tx, all []Address) ([]Address, int64, int64, error) {
		if a, err = tx.InsertAddress(a); err != nil {
			return nil, 0, 0, err
		}
		return append(all, a), asked(in.Shipping, a.ID), asked(in.Return, a.ID), nil
	})
	if err != nil {
		return a, err
	}
	return s.Address(ctx, a.ID)
}

// Edit changes an address; asking for a default takes it, unasking one keeps it.
func (s *Service) Edit(ctx context.Context, in Input) (Address, error) {
	next, err := build(in, s.regions)
	if err != nil {
		return next, err
	}
	err = s.write(ctx, func(tx Tx, all []Address) ([]Address, int64, int64, error) {
		i := slices.IndexFunc(all, func(a Address) bool { return a.ID == in.ID })
		if i < 0 {
			return nil, 0, 0, fmt.Errorf("address %d: %w", in.ID, ErrNotFound)
		}
		next.IsDefaultShipping, next.IsDefaultReturn, next.CreatedAt = all[i].IsDefaultShipping, all[i].IsDefaultReturn, all[i].CreatedAt
		if err := tx.SaveAddress(next); err != nil {
			return nil, 0, 0, err
		}
		all[i] = next
		return all, asked(in.Shipping, in.ID), asked(in.Return, in.ID), nil
	})
	if err != nil {
		return next, notFound(err, in.ID)
	}
	return s.Address(ctx, in.ID)
}

// SetDefault makes an address the default d.
func (s *Service) SetDefault(ctx context.Context, id int64, d Default) (Address, error) {
	err := s.write(ctx, func(_ Tx, all []Address) ([]Address, int64, int64, error) {
		if !slices.ContainsFunc(all, func(a Address) bool { return a.ID == id }) {
			return nil, 0, 0, fmt.Errorf("address %d: %w", id, ErrNotFound)
		}
		return all, asked(d == Shipping, id), asked(d == Return, id), nil
	})
	if err != nil {
		return Address{}, notFound(err, id)
	}
	return s.Address(ctx, id)
}

// Destroy deletes an address. The return warehouse stays until another address is chosen
// as it (409); when the address parcels are sent from goes, the oldest remaining one
// becomes it.
func (s *Service) Destroy(ctx context.Context, id int64) error {
	err := s.write(ctx, func(tx Tx, all []Address) ([]Address, int64, int64, error) {
		i := slices.IndexFunc(all, func(a Address) bool { return a.ID == id })
		switch {
		case i < 0:
			return nil, 0, 0, fmt.Errorf("address %d: %w", id, ErrNotFound)
		case all[i].IsDefaultReturn:
			return nil, 0, 0, apperr.New(http.StatusConflict, "setup.returnInUse")
		}
		audit.Deleted(ctx, "address", audit.Item{ID: id, Name: all[i].Contact + " " + all[i].Detail})
		if err := tx.DeleteAddress(id); err != nil {
			return nil, 0, 0, err
		}
		return slices.Delete(all, i, i+1), 0, 0, nil
	})
	return notFound(err, id)
}
