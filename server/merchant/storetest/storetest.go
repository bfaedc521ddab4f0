// Package storetest is the contract every merchant.Store keeps, run over each backend's
// store: not found, save then load with the history, the own application, rollback, the
// review list's order, filter and pages.
package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"shopconsole/server/merchant"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh (holding no application) for each case.
func Run(t *testing.T, newStore func(t *testing.T) merchant.Store) {
	storecheck.Run(t, newStore, []storecheck.Case[merchant.Store]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "Own", Fn: own},
		{Name: "Rollback", Fn: rollback},
		{Name: "ListOrderAndFilters", Fn: listOrder},
	})
}

var (
	ctx = context.Background()
	at  = storecheck.At
)

// application is an application with every field set (its history empty).
func application(shop string, state merchant.State, updated time.Time) merchant.Application {
	return merchant.Application{State: state, Reason: "缺少执照", SubmittedAt: at, UpdatedAt: updated,
		Fields: merchant.Fields{Kind: merchant.Company, CompanyName: shop + "有限公司", LicenceNo: "91330100", LicencePicture: "/l.png",
			LegalName: "王五", IDNumber: "330106199001011234", IDFrontPicture: "/f.png", IDBackPicture: "/b.png", Bank: "工商银行",
			AccountHolder: shop + "有限公司", AccountNo: "6222000011112222", ShopName: shop, Category: "food",
			ContactName: "赵六", ContactMobile: "13700000000"}}
}

func insert(t *testing.T, s merchant.Store, a merchant.Application) int64 {
	t.Helper()
	var id int64
	storecheck.Tx(t, ctx, s.Tx, func(tx merchant.Tx) (err error) { id, err = tx.Insert(a); return err })
	return id
}

// norm makes two loads of one application comparable: times in UTC, no history nil.
func norm(a merchant.Application) merchant.Application {
	a.SubmittedAt, a.UpdatedAt = a.SubmittedAt.UTC(), a.UpdatedAt.UTC()
	h := make([]merchant.Event, len(a.History))
	for i, e := range a.History {
		e.At = e.At.UTC()
		h[i] = e
	}
	a.History = h
	return a
}

func notFound(t *testing.T, s merchant.Store) {
	_, err := s.Application(ctx, 987654)
	storecheck.Is(t, "Store.Application", err, merchant.ErrNotFound)
	_, err = s.Own(ctx)
	storecheck.Is(t, "Store.Own before its first save", err, merchant.ErrNotFound)
	insert(t, s, application("别家", merchant.Submitted, at)) // not the own one
	_, err = s.Own(ctx)
	storecheck.Is(t, "Store.Own with only other shops' applications", err, merchant.ErrNotFound)
	storecheck.Tx(t, ctx, s.Tx, func(tx merchant.Tx) error {
		_, err := tx.Application(987654)
		storecheck.Is(t, "Tx.Application", err, merchant.ErrNotFound)
		_, err = tx.Own()
		storecheck.Is(t, "Tx.Own", err, merchant.ErrNotFound)
		ghost := application("ghost", merchant.Draft, at)
		ghost.ID = 987654
		storecheck.Is(t, "Save", tx.Save(ghost), merchant.ErrNotFound)
		return nil
	})
}

func saveThenLoad(t *testing.T, s merchant.Store) {
	want := application("一号店", merchant.Draft, at)
	want.SubmittedAt, want.Reason = time.Time{}, ""                   // a draft never submitted
	want.History = []merchant.Event{{From: "x", To: merchant.Opened}} // ignored by Insert
	want.ID = insert(t, s, want)
	want.History = nil
	got, err := s.Application(ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Store.Application after Insert", got, want, norm)
	events := []merchant.Event{
		{To: merchant.Draft, Operator: "shop", At: at},
		{From: merchant.Draft, To: merchant.Submitted, Operator: "shop", At: at.Add(time.Minute)},
		{From: merchant.Submitted, To: merchant.Rejected, Operator: "platform", Reason: "缺少执照", At: at.Add(time.Hour)},
	}
	changed := application("改名店", merchant.Rejected, at.Add(time.Hour))
	changed.ID, changed.Fields.Kind, changed.Fields.CompanyName = want.ID, merchant.Individual, ""
	changed.History = []merchant.Event{{From: "ignored"}}
	storecheck.Tx(t, ctx, s.Tx, func(tx merchant.Tx) error {
		if err := tx.Save(changed); err != nil {
			return err
		}
		for _, e := range events {
			if err := tx.Append(want.ID, e); err != nil {
				return err
			}
		}
		changed.History = events
		got, err := tx.Application(want.ID)
		storecheck.Equal(t, "Tx.Application after Save and Append", got, changed, norm)
		return err
	})
	got, _ = s.Application(ctx, want.ID)
	storecheck.Equal(t, "Store.Application after Save and Append", got, changed, norm)
}

// own: the one application marked Own is what both Own answer, with its history.
func own(t *testing.T, s merchant.Store) {
	insert(t, s, application("别家", merchant.Submitted, at))
	want := application("自家", merchant.Submitted, at)
	want.Own = true
	want.ID = insert(t, s, want)
	insert(t, s, application("又一家", merchant.Draft, at))
	e := merchant.Event{To: merchant.Submitted, Operator: "shop", At: at}
	storecheck.Tx(t, ctx, s.Tx, func(tx merchant.Tx) error { return tx.Append(want.ID, e) })
	want.History = []merchant.Event{e}
	got, err := s.Own(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "Store.Own", got, want, norm)
	storecheck.Tx(t, ctx, s.Tx, func(tx merchant.Tx) error {
		got, err := tx.Own()
		storecheck.Equal(t, "Tx.Own", got, want, norm)
		return err
	})
}

func rollback(t *testing.T, s merchant.Store) {
	kept := application("kept", merchant.Submitted, at)
	kept.ID = insert(t, s, kept)
	storecheck.TxFails(t, ctx, s.Tx, func(tx merchant.Tx) error {
		if _, err := tx.Insert(application("new", merchant.Draft, at)); err != nil {
			return err
		}
		changed := kept
		changed.State, changed.Fields.ShopName = merchant.Approved, "changed"
		if err := tx.Save(changed); err != nil {
			return err
		}
		if err := tx.Append(kept.ID, merchant.Event{From: merchant.Submitted, To: merchant.Approved, At: at}); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	list, total, err := s.Applications(ctx, merchant.Query{Limit: 10})
	if err != nil || total != 1 || len(list) != 1 {
		t.Fatalf("after a rollback: %d applications (%v), want the one kept", total, err)
	}
	storecheck.Equal(t, "the changed application after a rollback", list[0], kept, norm)
}

// listOrder: the last changed first (then the newest), the state filter, pages and totals.
func listOrder(t *testing.T, s merchant.Store) {
	a := insert(t, s, application("a", merchant.Submitted, at.Add(time.Hour)))
	b := insert(t, s, application("b", merchant.Draft, at.Add(2*time.Hour)))
	c := insert(t, s, application("c", merchant.Submitted, at))
	d := insert(t, s, application("d", merchant.Submitted, at.Add(time.Hour)))
	for _, tc := range []struct {
		name  string
		q     merchant.Query
		want  []int64
		total int64
	}{
		{"all, last changed first", merchant.Query{Limit: 10}, []int64{b, d, a, c}, 4},
		{"state", merchant.Query{State: merchant.Submitted, Limit: 10}, []int64{d, a, c}, 3},
		{"a page", merchant.Query{Offset: 1, Limit: 2}, []int64{d, a}, 4},
		{"past the end", merchant.Query{State: merchant.Submitted, Offset: 5, Limit: 2}, nil, 3},
		{"no match", merchant.Query{State: merchant.Opened, Limit: 10}, nil, 0},
	} {
		list, total, err := s.Applications(ctx, tc.q)
		got := storecheck.IDs(list, func(a merchant.Application) int64 { return a.ID })
		if err != nil || !slices.Equal(got, tc.want) || total != tc.total {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, got, total, err, tc.want, tc.total)
		}
	}
}
