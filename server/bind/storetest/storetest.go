// Package storetest is the contract every bind.Store keeps, run over each backend's store:
// no binding, save then load, a second binding refused, rollback.
package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"shopconsole/server/bind"
)

// Run checks the store newStore answers, fresh (bound to no store) for each case.
func Run(t *testing.T, newStore func(t *testing.T) bind.Store) {
	cases := []struct {
		name string
		fn   func(*testing.T, bind.Store)
	}{
		{"NotFound", notFound},
		{"SaveThenLoad", saveThenLoad},
		{"Conflict", conflict},
		{"Rollback", rollback},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.fn(t, newStore(t)) })
	}
}

var (
	ctx     = context.Background()
	at      = time.Date(2026, 5, 4, 3, 2, 1, 0, time.UTC)
	errFail = errors.New("fn fails")
	binding = bind.Binding{StoreCode: "WD10086", StoreName: "微店一号", BoundAt: at, BoundBy: "admin"}
)

func equal(t *testing.T, what string, got, want bind.Binding) {
	t.Helper()
	got.BoundAt, want.BoundAt = got.BoundAt.UTC(), want.BoundAt.UTC()
	if got != want {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

func tx(t *testing.T, s bind.Store, fn func(bind.Tx) error) {
	t.Helper()
	if err := s.Tx(ctx, fn); err != nil {
		t.Fatal(err)
	}
}

func notFound(t *testing.T, s bind.Store) {
	if _, err := s.Binding(ctx); !errors.Is(err, bind.ErrNotFound) {
		t.Errorf("Store.Binding: %v, want ErrNotFound", err)
	}
	tx(t, s, func(tx bind.Tx) error {
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
	tx(t, s, func(tx bind.Tx) error {
		if err := tx.SaveBinding(binding); err != nil {
			return err
		}
		got, err := tx.Binding()
		equal(t, "Tx.Binding after SaveBinding", got, binding)
		return err
	})
	got, err := s.Binding(ctx)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "Store.Binding after SaveBinding", got, binding)
	tx(t, s, func(tx bind.Tx) error {
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
	tx(t, s, func(tx bind.Tx) error { return tx.SaveBinding(other) })
	got, _ = s.Binding(ctx)
	equal(t, "a binding saved after the first ended", got, other)
}

// conflict: a binding saved over another is refused and the first stays.
func conflict(t *testing.T, s bind.Store) {
	tx(t, s, func(tx bind.Tx) error { return tx.SaveBinding(binding) })
	err := s.Tx(ctx, func(tx bind.Tx) error {
		return tx.SaveBinding(bind.Binding{StoreCode: "WD2", StoreName: "二号", BoundAt: at, BoundBy: "op"})
	})
	if !errors.Is(err, bind.ErrConflict) {
		t.Errorf("a second SaveBinding: %v, want ErrConflict", err)
	}
	got, _ := s.Binding(ctx)
	equal(t, "the binding after a refused second", got, binding)
}

// rollback: neither a save nor a delete of a failing fn stays.
func rollback(t *testing.T, s bind.Store) {
	err := s.Tx(ctx, func(tx bind.Tx) error {
		if err := tx.SaveBinding(binding); err != nil {
			return err
		}
		return errFail
	})
	if !errors.Is(err, errFail) {
		t.Fatalf("Tx answered %v, want fn's error", err)
	}
	if _, err := s.Binding(ctx); !errors.Is(err, bind.ErrNotFound) {
		t.Errorf("a saved binding rolled back: %v, want ErrNotFound", err)
	}
	tx(t, s, func(tx bind.Tx) error { return tx.SaveBinding(binding) })
	err = s.Tx(ctx, func(tx bind.Tx) error {
		if err := tx.DeleteBinding(); err != nil {
			return err
		}
		return errFail
	})
	if !errors.Is(err, errFail) {
		t.Fatalf("Tx answered %v, want fn's error", err)
	}
	got, err := s.Binding(ctx)
	if err != nil {
		t.Fatalf("a deleted binding rolled back: %v", err)
	}
	equal(t, "a deleted binding rolled back", got, binding)
}
