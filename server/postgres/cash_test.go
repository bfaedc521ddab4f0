package postgres

import (
	"context"
	"errors"
	"testing"
	"time"

	"shopconsole/server/cash"
)

// The cash storage: the roles' codes, the one account row, the flow's totals and the one
// default guarded against a race.
func TestCashStorage(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	store := db.Cash()
	for role, want := range map[string][]string{
		"Editor": {"cash:method:read", "cash:method:write", "cash:account:read"},
		"Test":   {"cash:method:read", "cash:account:read"},
	} {
		var has bool
		err := db.pool.QueryRow(ctx, "SELECT permissions @> $2 FROM roles WHERE name = $1", role, want).Scan(&has)
		if err != nil || !has {
			t.Errorf("role %s lacks %v: %v", role, want, err)
		}
	}
	var reveal bool
	if err := db.pool.QueryRow(ctx, "SELECT bool_or(permissions @> '{cash:method:reveal}') FROM roles").Scan(&reveal); err != nil || reveal {
		t.Errorf("a role lists the reveal code: %v", err)
	}
	if a, err := store.Account(ctx); err != nil || a != (cash.Account{}) {
		t.Fatalf("a new account: %+v, %v", a, err)
	}

	at := time.Date(2026, 11, 1, 8, 0, 0, 0, time.UTC)
	err := store.Tx(ctx, func(tx cash.Tx) error {
		a, err := tx.Account(true)
		if err != nil {
			return err
		}
		a, f, err := cash.Move(a, cash.Settle(a, 12_345, "SN1", at))
		if err != nil {
			return err
		}
		if err := tx.AppendFlow(f); err != nil {
			return err
		}
		return tx.SaveAccount(a)
	})
	if err != nil {
		t.Fatal(err)
	}
	if a, err := store.Account(ctx); err != nil || a.Available != 12_345 {
		t.Fatalf("after a settlement: %+v, %v", a, err)
	}
	var after int64
	if err := db.pool.QueryRow(ctx, "SELECT available_after FROM cash_flow WHERE reference = 'SN1'").Scan(&after); err != nil || after != 12_345 {
		t.Fatalf("the flow's totals: %d, %v", after, err)
	}

	// Two defaults are refused by the store, whatever a caller asks; nothing stays.
	err = store.Tx(ctx, func(tx cash.Tx) error {
		for _, no := range []string{"13812345678", "13912345678"} {
			if _, err := tx.InsertMethod(cash.Method{Kind: cash.Alipay, Holder: "张伟", AccountNo: no, IsDefault: true}); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		t.Fatal("two defaults were kept")
	}
	if ms, err := store.Methods(ctx); err != nil || len(ms) != 0 {
		t.Fatalf("a failed transaction left %v (%v)", ms, err)
	}
	err = store.Tx(ctx, func(tx cash.Tx) error { return tx.DeleteMethod(987654) })
	if !errors.Is(err, cash.ErrNotFound) {
		t.Fatalf("deleting a missing method: %v", err)
	}
	if _, err := store.Method(ctx, 987654); !errors.Is(err, cash.ErrNotFound) {
		t.Fatalf("reading a missing method: %v", err)
	}
}
