// Package storecheck holds the helpers every store conformance suite
// (server/<area>/storetest) shares: its cases each run over a fresh store, the
// transactions that must succeed or must fail, and the comparisons of what a store loads
// with what was stored.
package storecheck

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"shopconsole/server/idempotency"
)

// At is the instant the suites stamp what they store with.
var At = time.Date(2026, 5, 4, 3, 2, 1, 0, time.UTC)

// ErrFail is what a suite's transaction answers to be rolled back.
var ErrFail = errors.New("fn fails")

// Case is one case of a suite: its name and what it checks of a fresh F (a store, or a
// fixture around one).
type Case[F any] struct {
	Name string
	Fn   func(*testing.T, F)
}

// Run runs each case, in order, as a subtest over the F fresh answers for it.
func Run[F any](t *testing.T, fresh func(*testing.T) F, cases []Case[F]) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) { c.Fn(t, fresh(t)) })
	}
}

// Tx runs fn in a transaction of run (a store's Tx) that must succeed.
func Tx[T any](t testing.TB, ctx context.Context, run func(context.Context, func(T) error) error,
	fn func(T) error,
) {
	t.Helper()
	if err := run(ctx, fn); err != nil {
		t.Fatal(err)
	}
}

// TxFails runs fn, which ends answering ErrFail, in a transaction of run that must answer
// fn's error (and so roll back what fn wrote).
func TxFails[T any](t testing.TB, ctx context.Context, run func(context.Context, func(T) error) error,
	fn func(T) error,
) {
	t.Helper()
	if err := run(ctx, fn); !errors.Is(err, ErrFail) {
		t.Fatalf("Tx answered %v, want fn's error", err)
	}
}

// UTC answers the time p points to in UTC, nil for nil.
func UTC(p *time.Time) *time.Time {
	if p == nil {
		return nil
	}
	u := p.UTC()
	return &u
}

// IDs answers the ids of list, in its order.
func IDs[T any](list []T, id func(T) int64) []int64 {
	out := make([]int64, 0, len(list))
	for _, x := range list {
		out = append(out, id(x))
	}
	return out
}

// Equal reports got unlike want once norm made both comparable (times in UTC, no list nil);
// a nil norm compares them as they are.
func Equal[T any](t testing.TB, what string, got, want T, norm func(T) T) {
	t.Helper()
	if norm != nil {
		got, want = norm(got), norm(want)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// Is reports err not want (errors.Is).
func Is(t testing.TB, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: %v, want %v", what, err, want)
	}
}

// SameRecord compares two idempotency records, their results as JSON values (a store may
// keep them as JSON and answer them spaced its own way).
func SameRecord(a, b idempotency.Record) bool {
	var ra, rb any
	if json.Unmarshal(a.Result, &ra) != nil || json.Unmarshal(b.Result, &rb) != nil {
		return false
	}
	return a.Scope == b.Scope && a.Key == b.Key && a.Fingerprint == b.Fingerprint && a.CreatedAt.Equal(b.CreatedAt) &&
		reflect.DeepEqual(ra, rb)
}
