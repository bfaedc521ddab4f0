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
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh (holding no item) for each case, with the
// goods store of the same backend (for goods that use a service).
func Run(t *testing.T, newStore func(t *testing.T) (guarantees.Store, goods.Store)) {
	store := func(t *testing.T) guarantees.Store { s, _ := newStore(t); return s }
	storecheck.Run(t, store, []storecheck.Case[guarantees.Store]{
		{Name: "NotFound", Fn: notFound},
		{Name: "SaveThenLoad", Fn: saveThenLoad},
		{Name: "Rollback", Fn: rollback},
		{Name: "ListOrderAndFilters", Fn: listOrder},
	})
	t.Run("InUse", func(t *testing.T) { s, gs := newStore(t); inUse(t, s, gs) })
}

var (
	ctx = context.Background()
	at  = storecheck.At
)

func item(kind guarantees.Kind, title string, sort int) guarantees.Item {
	return guarantees.Item{Kind: kind, Title: title, Content: title + "的内容", Sort: sort, CreatedAt: at, UpdatedAt: at}
}

func insert(t *testing.T, s guarantees.Store, it guarantees.Item) int64 {
	t.Helper()
	var id int64
	storecheck.Tx(t, ctx, s.Tx, func(tx guarantees.Tx) (err error) { id, err = tx.InsertGuarantee(it); return err })
	return id
}

// norm makes two loads of one item comparable: times in UTC.
func norm(x guarantees.Item) guarantees.Item {
	x.CreatedAt, x.UpdatedAt = x.CreatedAt.UTC(), x.UpdatedAt.UTC()
	return x
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
	storecheck.Equal(t, "after InsertGuarantee", got, want, norm)
	changed := want
	changed.Title, changed.Content, changed.Sort, changed.UpdatedAt, changed.CreatedAt = "改", "新", 9, at.Add(time.Hour), at.AddDate(1, 0, 0)
	storecheck.Tx(t, ctx, s.Tx, func(tx guarantees.Tx) error {
		if err := tx.SaveGuarantee(changed); err != nil {
			return err
		}
		changed.CreatedAt = want.CreatedAt // SaveGuarantee keeps the creation time
		got, err := tx.Guarantee(want.Kind, want.ID, true)
		storecheck.Equal(t, "Tx.Guarantee after SaveGuarantee", got, changed, norm)
		return err
	})
	got, _ = s.Guarantee(ctx, want.Kind, want.ID)
	storecheck.Equal(t, "after SaveGuarantee", got, changed, norm)
	storecheck.Tx(t, ctx, s.Tx, func(tx guarantees.Tx) error { return tx.DeleteGuarantee(want.Kind, want.ID) })
	if _, err := s.Guarantee(ctx, want.Kind, want.ID); !errors.Is(err, guarantees.ErrNotFound) {
		t.Errorf("after DeleteGuarantee: %v", err)
	}
}

func rollback(t *testing.T, s guarantees.Store) {
	kept, gone := item(guarantees.Service, "kept", 1), item(guarantees.Service, "deleted", 2)
	kept.ID, gone.ID = insert(t, s, kept), insert(t, s, gone)
	storecheck.TxFails(t, ctx, s.Tx, func(tx guarantees.Tx) error {
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
		return storecheck.ErrFail
	})
	list, total, err := s.ListGuarantees(ctx, guarantees.Filter{Page: kernel.Page{No: 1, Size: 10}, Kind: guarantees.Service})
	if err != nil || total != 2 || len(list) != 2 {
		t.Fatalf("after a rollback: %d items (%v), want 2", total, err)
	}
	storecheck.Equal(t, "the changed item after a rollback", list[0], kept, norm)
	storecheck.Equal(t, "the deleted item after a rollback", list[1], gone, norm)
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
		got := storecheck.IDs(list, func(x guarantees.Item) int64 { return x.ID })
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
	storecheck.Tx(t, ctx, gs.Tx, func(tx goods.Tx) (err error) {
		g, err = tx.AddGoods(goods.Goods{Name: "用服务", SpecType: goods.SpecSingle, Status: goods.StatusRecycle,
			Freight: goods.Freight{Type: goods.FreightFree}, ServiceIDs: []int64{id}, CreatedAt: at, UpdatedAt: at})
		return err
	})
	err := s.Tx(ctx, func(tx guarantees.Tx) error { return tx.DeleteGuarantee(guarantees.Service, id) })
	if !errors.Is(err, guarantees.ErrInUse) {
		t.Errorf("DeleteGuarantee of a service in use: %v, want ErrInUse", err)
	}
	if _, err := s.Guarantee(ctx, guarantees.Service, id); err != nil {
		t.Errorf("the service in use after a refused delete: %v", err)
	}
	storecheck.Tx(t, ctx, gs.Tx, func(tx goods.Tx) error { return tx.DeleteGoods([]int64{g.ID}) })
	if err := s.Tx(ctx, func(tx guarantees.Tx) error { return tx.DeleteGuarantee(guarantees.Service, id) }); err != nil {
		t.Errorf("DeleteGuarantee once no goods use it: %v", err)
	}
}
