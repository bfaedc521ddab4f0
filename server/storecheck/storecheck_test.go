package storecheck

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"shopconsole/server/idempotency"
)

// recorder is a testing.TB that records what a helper reports; its Fatal stops the helper
// as testing's does (the check recovers).
type recorder struct {
	testing.TB
	errors, fatals int
}

type stop struct{}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.errors++ }
func (r *recorder) Fatal(...any)          { r.fatals++; panic(stop{}) }
func (r *recorder) Fatalf(string, ...any) { r.fatals++; panic(stop{}) }

// check runs helper against a recorder and answers what it reported.
func check(helper func(testing.TB)) (errs, fatals int) {
	r := &recorder{}
	func() {
		defer func() {
			if p := recover(); p != nil && p != (stop{}) {
				panic(p)
			}
		}()
		helper(r)
	}()
	return r.errors, r.fatals
}

func TestUTC(t *testing.T) {
	shanghai := time.FixedZone("CST", 8*3600)
	local := time.Date(2026, 5, 4, 11, 2, 1, 0, shanghai)
	for _, tc := range []struct {
		name string
		in   *time.Time
		want *time.Time
	}{
		{"nil", nil, nil},
		{"UTC", &At, &At},
		{"another zone", &local, &At},
	} {
		got := UTC(tc.in)
		if (got == nil) != (tc.want == nil) || got != nil && (*got != *tc.want || got.Location() != time.UTC) {
			t.Errorf("%s: UTC(%v) = %v, want %v", tc.name, tc.in, got, tc.want)
		}
	}
	if local.Location() != shanghai {
		t.Errorf("UTC changed the time it was given: %v", local)
	}
}

type row struct {
	ID   int64
	Name string
}

func TestIDs(t *testing.T) {
	rowID := func(r row) int64 { return r.ID }
	for _, tc := range []struct {
		name string
		list []row
		want []int64
	}{
		{"nil", nil, []int64{}},
		{"in order", []row{{3, "c"}, {1, "a"}, {2, "b"}}, []int64{3, 1, 2}},
	} {
		if got := IDs(tc.list, rowID); got == nil || !slices.Equal(got, tc.want) {
			t.Errorf("%s: %#v, want %#v", tc.name, got, tc.want)
		}
	}
}

func TestEqual(t *testing.T) {
	type stamped struct {
		At   time.Time
		List []int
	}
	norm := func(s stamped) stamped {
		s.At = s.At.UTC()
		if s.List == nil {
			s.List = []int{}
		}
		return s
	}
	local := stamped{At: At.In(time.FixedZone("CST", 8*3600))}
	for _, tc := range []struct {
		name      string
		got, want stamped
		norm      func(stamped) stamped
		errors    int
	}{
		{"same", stamped{At: At}, stamped{At: At}, nil, 0},
		{"another zone, normalised", local, stamped{At: At, List: []int{}}, norm, 0},
		{"another zone, as they are", local, stamped{At: At}, nil, 1},
		{"another value", stamped{At: At}, stamped{At: At.Add(time.Second)}, norm, 1},
	} {
		errs, fatals := check(func(r testing.TB) { Equal(r, tc.name, tc.got, tc.want, tc.norm) })
		if errs != tc.errors || fatals != 0 {
			t.Errorf("%s: %d errors, %d fatals, want %d errors", tc.name, errs, fatals, tc.errors)
		}
	}
}

func TestIs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		err    error
		errors int
	}{
		{"the error", ErrFail, 0},
		{"wrapped", fmt.Errorf("tx: %w", ErrFail), 0},
		{"another", errors.New("other"), 1},
		{"none", nil, 1},
	} {
		errs, fatals := check(func(r testing.TB) { Is(r, tc.name, tc.err, ErrFail) })
		if errs != tc.errors || fatals != 0 {
			t.Errorf("%s: %d errors, %d fatals, want %d errors", tc.name, errs, fatals, tc.errors)
		}
	}
}

// store is a store whose transactions answer what fn answers, or answer fails.
type store struct {
	fails error
	calls int
}

func (s *store) Tx(_ context.Context, fn func(*store) error) error {
	s.calls++
	if err := fn(s); err != nil {
		return err
	}
	return s.fails
}

func TestTx(t *testing.T) {
	ctx := context.Background()
	other := errors.New("other")
	for _, tc := range []struct {
		name         string
		fails, fnErr error
		must         func(testing.TB, context.Context, func(context.Context, func(*store) error) error, func(*store) error)
		fatals       int
	}{
		{"Tx, succeeds", nil, nil, Tx[*store], 0},
		{"Tx, fn fails", nil, ErrFail, Tx[*store], 1},
		{"Tx, the commit fails", other, nil, Tx[*store], 1},
		{"TxFails, fn fails", nil, ErrFail, TxFails[*store], 0},
		{"TxFails, fn fails wrapped", nil, fmt.Errorf("save: %w", ErrFail), TxFails[*store], 0},
		{"TxFails, succeeds", nil, nil, TxFails[*store], 1},
		{"TxFails, another error", other, nil, TxFails[*store], 1},
	} {
		s := &store{fails: tc.fails}
		ran := 0
		errs, fatals := check(func(r testing.TB) {
			tc.must(r, ctx, s.Tx, func(*store) error { ran++; return tc.fnErr })
		})
		if errs != 0 || fatals != tc.fatals || s.calls != 1 || ran != 1 {
			t.Errorf("%s: %d errors, %d fatals, %d transactions, fn ran %d times; want %d fatals, one of each",
				tc.name, errs, fatals, s.calls, ran, tc.fatals)
		}
	}
}

func TestRun(t *testing.T) {
	var made, seen []string
	fresh := func(t *testing.T) *string {
		s := "fresh for " + t.Name()
		made = append(made, s)
		return &s
	}
	see := func(t *testing.T, s *string) {
		seen = append(seen, *s)
		*s = "used" // the next case must not see it
	}
	Run(t, fresh, []Case[*string]{{Name: "B", Fn: see}, {Name: "A", Fn: see}, {Name: "C", Fn: see}})
	want := []string{"fresh for TestRun/B", "fresh for TestRun/A", "fresh for TestRun/C"}
	if !slices.Equal(made, want) || !slices.Equal(seen, want) {
		t.Errorf("made %q, the cases saw %q; want %q", made, seen, want)
	}
}

func TestSameRecord(t *testing.T) {
	rec := idempotency.Record{Scope: "s", Key: "k", Fingerprint: "fp", Result: []byte(`{"id":1,"ok":true}`), CreatedAt: At}
	with := func(change func(*idempotency.Record)) idempotency.Record {
		r := rec
		change(&r)
		return r
	}
	for _, tc := range []struct {
		name string
		b    idempotency.Record
		want bool
	}{
		{"the same", rec, true},
		{"spaced and ordered otherwise, another zone", with(func(r *idempotency.Record) {
			r.Result, r.CreatedAt = []byte(`{ "ok": true, "id": 1 }`), At.In(time.FixedZone("CST", 8*3600))
		}), true},
		{"another scope", with(func(r *idempotency.Record) { r.Scope = "t" }), false},
		{"another key", with(func(r *idempotency.Record) { r.Key = "l" }), false},
		{"another fingerprint", with(func(r *idempotency.Record) { r.Fingerprint = "fq" }), false},
		{"another result", with(func(r *idempotency.Record) { r.Result = []byte(`{"id":2,"ok":true}`) }), false},
		{"a result not JSON", with(func(r *idempotency.Record) { r.Result = []byte(`{"id":1`) }), false},
		{"another time", with(func(r *idempotency.Record) { r.CreatedAt = At.Add(time.Second) }), false},
	} {
		if got := SameRecord(rec, tc.b); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
