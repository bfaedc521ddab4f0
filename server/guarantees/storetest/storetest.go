// Package storetest is the contract every guarantees.Store keeps, run over each backend's
// store: not found (an item of the other kind included), save then load, rollback, list
// order and filters, in use by goods.
package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
	"shopconsole/server/kernel"
)

// Run checks the store newStore answers, fresh (holding no item) for each case, with the
// goods store of the same backend (for goods that use a service).
func Run(t *testing.T, newStore func(t *testing.T) (guarantees.Store, goods.Store)) {
	cases := []struct {
		name string
		fn   func(*testing.T, guarantees.Store)
	}{
		{"NotFound", notFound}, {"SaveThenLoad", saveThenLoad}, {"Rollback", rollback}, {"ListOrderAndFilters", listOrder},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { s, _ := newStore(t); c.fn(t, s) })
	}
	t.Run("InUse", func(t *testing.T) { s, gs := newStore(t); inUse(t, s, gs) })
}

var (
	ctx     = context.Background()
	at      = time.Date(2026, 5, 4, 3, 2, 1, 0, time.UTC)
	errFail = errors.New("fn fails")
)

func item(kind guarantees.Kind, title string, sort int) guarantees.Item {
	return guarantees.Item{Kind: kind, Title: title, Content: title + "的内容", Sort: sort, CreatedAt: at, UpdatedAt: at}
}

func insert(t *testing.T, s guarantees.Store, it guarantees.Item) int64 {
	t.Helper()
	var id int64
	if err := s.Tx(ctx, func(tx guarantees.Tx) (err error) { id, err = tx.InsertGuarantee(it); return err }); err != nil {
		t.Fatal(err)
	}
	return id
}

func equal(t *testing.T, what string, got, want guarantees.Item) {
	t.Helper()
	got.CreatedAt, got.UpdatedAt = got.CreatedAt.UTC(), got.UpdatedAt.UTC()
	want.CreatedAt, want.UpdatedAt = want.CreatedAt.UTC(), want.UpdatedAt.UTC()
	if got != want {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

func notFound(t *testing.T, s guarantees.Store) {
	svc := insert(t, s, item(guarantees.Service, "七天无理由", 1))
	for _, id := range []int64{987654, svc} { // a missing id, and a service asked for as a text
		if _, err := s.Guarantee(ctx, guarantees.Guarantee, id); !errors.Is(err, guarantees.ErrNotFound) {
			t.Errorf("Store.Guarantee %d: %v", id, err)
		}
		_ = s.Tx(ctx, func(tx guarantees.Tx) error {
			if _, err := tx.Guarantee(guarantees.Guarantee, id, true); !errors.Is(err, guarantees.ErrNotFound) {
				t.Errorf("Tx.Guarantee %d: %v", id, err)
			}
			ghost := item(guarantees.Guarantee, "ghost", 1)
			ghost.ID = id
			if err := tx.SaveGuarantee(ghost); !errors.Is(err, guarantees.ErrNotFound) {
				t.Errorf("SaveGuarantee %d: %v", id, err)
			}
			if err := tx.DeleteGuarantee(guarantees.Guarantee, id); !errors.Is(err, guarantees.ErrNotFound) {
				t.Errorf("DeleteGuarantee %d: %v", id, err)
			}
			return nil
		})
	}
	if _, err := s.Guarantee(ctx, guarantees.Service, svc); err != nil {
		t.Errorf("the service after the other kind's writes: %v", err)
	}
}

func saveThenLoad(t *testing.T, s guarantees.Store) {
	want := item(guarantees.Guarantee, "正品保障", 3)
	want.ID = insert(t, s, want)
	got, err := s.Guarantee(ctx, want.Kind, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "after InsertGuarantee", got, want)
	changed := want
	changed.Title, changed.Content, changed.Sort, changed.UpdatedAt, changed.CreatedAt = "改", "新", 9, at.Add(time.Hour), at.AddDate(1, 0, 0)
	err = s.Tx(ctx, func(tx guarantees.Tx) error {
		if err := tx.SaveGuarantee(changed); err != nil {
			return err
		}
		changed.CreatedAt = want.CreatedAt // SaveGuarantee keeps the creation time
		got, err := tx.Guarantee(want.Kind, want.ID, true)
		equal(t, "Tx.Guarantee after SaveGuarantee", got, changed)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	got, _ = s.Guarantee(ctx, want.Kind, want.ID)
	equal(t, "after SaveGuarantee", got, changed)
	if err := s.Tx(ctx, func(tx guarantees.Tx) error { return tx.DeleteGuarantee(want.Kind, want.ID) }); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Guarantee(ctx, want.Kind, want.ID); !errors.Is(err, guarantees.ErrNotFound) {
		t.Errorf("after DeleteGuarantee: %v", err)
	}
}

func rollback(t *testing.T, s guarantees.Store) {
	kept, gone := item(guarantees.Service, "kept", 1), item(guarantees.Service, "deleted", 2)
	kept.ID, gone.ID = insert(t, s, kept), insert(t, s, gone)
	err := s.Tx(ctx, func(tx guarantees.Tx) error {
		if _, err := tx.InsertGuarantee(item(guarantees.Service, "new", 0)); err != nil {
			return err
		}
		changed := kept
		changed.Title = "changed"
		if err := tx.SaveGuarantee(changed); err != nil {
			return err
		}
		if err := tx.DeleteGuarantee(gone.Kind, gone.ID); err != nil {
			return err
		}
		return errFail
	})
	if !errors.Is(err, errFail) {
		t.Fatalf("Tx answered %v, want fn's error", err)
	}
	list, total, err := s.ListGuarantees(ctx, guarantees.Filter{Page: kernel.Page{No: 1, Size: 10}, Kind: guarantees.Service})
	if err != nil || total != 2 || len(list) != 2 {
		t.Fatalf("after a rollback: %d items (%v), want 2", total, err)
	}
	equal(t, "the changed item after a rollback", list[0], kept)
	equal(t, "the deleted item after a rollback", list[1], gone)
}

func listOrder(t *testing.T, s guarantees.Store) {
	a := insert(t, s, item(guarantees.Service, "退货包运费", 2))
	b := insert(t, s, item(guarantees.Service, "七天无理由退货", 1))
	c := insert(t, s, item(guarantees.Service, "极速退款", 2))
	insert(t, s, item(guarantees.Guarantee, "退货说明", 0))
	page := kernel.Page{No: 1, Size: 10}
	for _, tc := range []struct {
		name  string
		f     guarantees.Filter
		want  []int64
		total int64
	}{
		{"by sort, then oldest first", guarantees.Filter{Page: page, Kind: guarantees.Service}, []int64{b, a, c}, 3},
		{"keyword", guarantees.Filter{Page: page, Kind: guarantees.Service, Keyword: "退货"}, []int64{b, a}, 2},
		{"second page", guarantees.Filter{Page: kernel.Page{No: 2, Size: 2}, Kind: guarantees.Service}, []int64{c}, 3},
		{"no match", guarantees.Filter{Page: page, Kind: guarantees.Service, Keyword: "无此"}, nil, 0},
	} {
		list, total, err := s.ListGuarantees(ctx, tc.f)
		var got []int64
		for _, x := range list {
			got = append(got, x.ID)
		}
		if err != nil || !slices.Equal(got, tc.want) || total != tc.total {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, got, total, err, tc.want, tc.total)
		}
	}
}

// inUse: a service goods use (the recycle bin included) is not deleted; once they are gone
// it is.
func inUse(t *testing.T, s guarantees.Store, gs goods.Store) {
	id := insert(t, s, item(guarantees.Service, "在用", 1))
	var g goods.Goods
	err := gs.Tx(ctx, func(tx goods.Tx) (err error) {
		g, err = tx.AddGoods(goods.Goods{Name: "用服务", SpecType: goods.SpecSingle, Status: goods.StatusRecycle,
			Freight: goods.Freight{Type: goods.FreightFree}, ServiceIDs: []int64{id}, CreatedAt: at, UpdatedAt: at})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	err = s.Tx(ctx, func(tx guarantees.Tx) error { return tx.DeleteGuarantee(guarantees.Service, id) })
	if !errors.Is(err, guarantees.ErrInUse) {
		t.Errorf("DeleteGuarantee of a service in use: %v, want ErrInUse", err)
	}
	if _, err := s.Guarantee(ctx, guarantees.Service, id); err != nil {
		t.Errorf("the service in use after a refused delete: %v", err)
	}
	if err := gs.Tx(ctx, func(tx goods.Tx) error { return tx.DeleteGoods([]int64{g.ID}) }); err != nil {
		t.Fatal(err)
	}
	if err := s.Tx(ctx, func(tx guarantees.Tx) error { return tx.DeleteGuarantee(guarantees.Service, id) }); err != nil {
		t.Errorf("DeleteGuarantee once no goods use it: %v", err)
	}
}
