// Package storetest is the contract every bind.Store keeps, run over each backend's store:
// no binding, save then load, a second binding refused, rollback.
package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"shopconsole/server/bind"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh (bound to no store) for each case.
func Run(t *testing.T, newStore func(t *testing.T) bind.Store) {
	storecheck.Run(t, newStore, []storecheck.Case[bind.Store]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "Conflict", Fn: conflict},
		{Name: "Rollback", Fn: rollback},
	})
}

var (
	ctx     = context.Background()
	at      = storecheck.At
	binding = bind.Binding{StoreCode: "WD10086", StoreName: "微店一号", BoundAt: at, BoundBy: "admin"}
)

// norm makes two loads of one binding comparable: its time in UTC.
func norm(b bind.Binding) bind.Binding {
	b.BoundAt = b.BoundAt.UTC()
	return b
}

func notFound(t *testing.T, s bind.Store) {
	if _, err := s.Binding(ctx); !errors.Is(err, bind.ErrNotFound) {
		t.Errorf("Store.Binding: %v, want ErrNotFound", err)
	}
	storecheck.Tx(t, ctx, s.Tx, func(tx bind.Tx) error {
		if _, err := tx.Binding(); !errors.Is(err, bind.ErrNotFound) {
			t.Errorf("Tx.Binding: %v, want ErrNotFound", err)
		}
		if err := tx.DeleteBinding(); !errors.Is(err, bind.ErrNotFound) {
			t.Errorf("DeleteBinding: %v, want ErrNotFound", err)
		}
		return nil
	})
}

func saveThenLoad(t *testing.T, s bind.Store) {
	storecheck.Tx(t, ctx, s.Tx, func(tx bind.Tx) error {
		if err := tx.SaveBinding(binding); err != nil {
			return err
		}
		got, err := tx.Binding()
		storecheck.Equal(t, "Tx.Binding after SaveBinding", got, binding, norm)
		return err
	})
	got, err := s.Binding(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Store.Binding after SaveBinding", got, binding, norm)
	storecheck.Tx(t, ctx, s.Tx, func(tx bind.Tx) error {
		if err := tx.DeleteBinding(); err != nil {
			return err
		}
		if _, err := tx.Binding(); !errors.Is(err, bind.ErrNotFound) {
			t.Errorf("Tx.Binding after DeleteBinding: %v, want ErrNotFound", err)
		}
		return nil
	})
	if _, err := s.Binding(ctx); !errors.Is(err, bind.ErrNotFound) {
		t.Errorf("Store.Binding after DeleteBinding: %v, want ErrNotFound", err)
	}
	other := bind.Binding{StoreCode: "WD2", StoreName: "二号", BoundAt: at.Add(time.Hour), BoundBy: "op"}
	storecheck.Tx(t, ctx, s.Tx, func(tx bind.Tx) error { return tx.SaveBinding(other) })
	got, _ = s.Binding(ctx)
	storecheck.Equal(t, "a binding saved after the first ended", got, other, norm)
}

// conflict: a binding saved over another is refused and the first stays.
func conflict(t *testing.T, s bind.Store) {
	storecheck.Tx(t, ctx, s.Tx, func(tx bind.Tx) error { return tx.SaveBinding(binding) })
	err := s.Tx(ctx, func(tx bind.Tx) error {
		return tx.SaveBinding(bind.Binding{StoreCode: "WD2", StoreName: "二号", BoundAt: at, BoundBy: "op"})
	})
	if !errors.Is(err, bind.ErrConflict) {
		t.Errorf("a second SaveBinding: %v, want ErrConflict", err)
	}
	got, _ := s.Binding(ctx)
	storecheck.Equal(t, "the binding after a refused second", got, binding, norm)
}

// rollback: neither a save nor a delete of a failing fn stays.
func rollback(t *testing.T, s bind.Store) {
	storecheck.TxFails(t, ctx, s.Tx, func(tx bind.Tx) error {
		if err := tx.SaveBinding(binding); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	if _, err := s.Binding(ctx); !errors.Is(err, bind.ErrNotFound) {
		t.Errorf("a saved binding rolled back: %v, want ErrNotFound", err)
	}
	storecheck.Tx(t, ctx, s.Tx, func(tx bind.Tx) error { return tx.SaveBinding(binding) })
	storecheck.TxFails(t, ctx, s.Tx, func(tx bind.Tx) error {
		if err := tx.DeleteBinding(); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	got, err := s.Binding(ctx)
	if err != nil {
		t.Fatalf("a deleted binding rolled back: %v", err)
	}
	storecheck.Equal(t, "a deleted binding rolled back", got, binding, norm)
}
