// Package storetest is the contract every freight.Store keeps, run over each backend's
// store: not found, save then load, rollback, list order and filters, in use by goods.
package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/kernel"
	"shopconsole/server/storecheck"
)

// Run checks the store newStore answers, fresh (holding no template) for each case, with the
// goods store of the same backend (for goods that use a template).
func Run(t *testing.T, newStore func(t *testing.T) (freight.Store, goods.Store)) {
	store := func(t *testing.T) freight.Store { s, _ := newStore(t); return s }
	storecheck.Run(t, store, []storecheck.Case[freight.Store]{
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

func template(name string, charge freight.ChargeType) freight.Template {
	return freight.Template{Name: name, CreatedAt: at, UpdatedAt: at, Pricing: freight.Pricing{Charge: charge,
		Default: freight.Rule{FirstUnit: 1000, FirstFee: 800, ExtraUnit: 1000, ExtraFee: 200},
		Rules:   []freight.Rule{{Regions: []string{"110000"}, FirstUnit: 2000, FirstFee: 1200, ExtraUnit: 500, ExtraFee: 100}},
		Free:    []freight.FreeRule{{Regions: []string{"310000"}, MinAmount: 9900}}, NoDelivery: []string{"650000"}}}
}

func insert(t *testing.T, s freight.Store, tmpl freight.Template) int64 {
	t.Helper()
	var id int64
	storecheck.Tx(t, ctx, s.Tx, func(tx freight.Tx) (err error) { id, err = tx.InsertTemplate(tmpl); return err })
	return id
}

// norm makes two loads of one template comparable: times in UTC.
func norm(x freight.Template) freight.Template {
	x.CreatedAt, x.UpdatedAt = x.CreatedAt.UTC(), x.UpdatedAt.UTC()
	return x
}

func notFound(t *testing.T, s freight.Store) {
	if _, err := s.Template(ctx, 987654); !errors.Is(err, freight.ErrNotFound) {
		t.Errorf("Store.Template: %v", err)
	}
	_ = s.Tx(ctx, func(tx freight.Tx) error {
		if _, err := tx.Template(987654, true); !errors.Is(err, freight.ErrNotFound) {
			t.Errorf("Tx.Template: %v", err)
		}
		ghost := template("ghost", freight.ByPiece)
		ghost.ID = 987654
		if err := tx.SaveTemplate(ghost); !errors.Is(err, freight.ErrNotFound) {
			t.Errorf("SaveTemplate: %v", err)
		}
		if err := tx.DeleteTemplate(987654); !errors.Is(err, freight.ErrNotFound) {
			t.Errorf("DeleteTemplate: %v", err)
		}
		return nil
	})
}

func saveThenLoad(t *testing.T, s freight.Store) {
	want := template("江浙沪包邮", freight.ByWeight)
	want.ID = insert(t, s, want)
	got, err := s.Template(ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "after InsertTemplate", got, want, norm)
	changed := template("改名", freight.ByPiece)
	changed.ID, changed.CreatedAt, changed.UpdatedAt = want.ID, at.AddDate(1, 0, 0), at.Add(time.Hour)
	changed.Pricing.Rules, changed.Pricing.Free = []freight.Rule{}, []freight.FreeRule{}
	storecheck.Tx(t, ctx, s.Tx, func(tx freight.Tx) error {
		if err := tx.SaveTemplate(changed); err != nil {
			return err
		}
		got, err := tx.Template(want.ID, true)
		changed.CreatedAt = want.CreatedAt // SaveTemplate keeps the creation time
		storecheck.Equal(t, "Tx.Template after SaveTemplate", got, changed, norm)
		return err
	})
	got, _ = s.Template(ctx, want.ID)
	storecheck.Equal(t, "after SaveTemplate", got, changed, norm)
	storecheck.Tx(t, ctx, s.Tx, func(tx freight.Tx) error { return tx.DeleteTemplate(want.ID) })
	if _, err := s.Template(ctx, want.ID); !errors.Is(err, freight.ErrNotFound) {
		t.Errorf("after DeleteTemplate: %v", err)
	}
}

func rollback(t *testing.T, s freight.Store) {
	kept, gone := template("kept", freight.ByPiece), template("deleted", freight.ByPiece)
	kept.ID, gone.ID = insert(t, s, kept), insert(t, s, gone)
	storecheck.TxFails(t, ctx, s.Tx, func(tx freight.Tx) error {
		if _, err := tx.InsertTemplate(template("new", freight.ByPiece)); err != nil {
			return err
		}
		changed := kept
		changed.Name = "changed"
		if err := tx.SaveTemplate(changed); err != nil {
			return err
		}
		if err := tx.DeleteTemplate(gone.ID); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	list, total, err := s.ListTemplates(ctx, freight.Filter{Page: kernel.Page{No: 1, Size: 10}})
	if err != nil || total != 2 || len(list) != 2 {
		t.Fatalf("after a rollback: %d templates (%v), want 2", total, err)
	}
	storecheck.Equal(t, "the deleted template after a rollback", list[0], gone, norm)
	storecheck.Equal(t, "the changed template after a rollback", list[1], kept, norm)
}

func listOrder(t *testing.T, s freight.Store) {
	a := insert(t, s, template("江浙沪", freight.ByPiece))
	b := insert(t, s, template("偏远地区", freight.ByWeight))
	c := insert(t, s, template("江浙沪大件", freight.ByVolume))
	page := kernel.Page{No: 1, Size: 10}
	for _, tc := range []struct {
		name  string
		f     freight.Filter
		want  []int64
		total int64
	}{
		{"all, newest first", freight.Filter{Page: page}, []int64{c, b, a}, 3},
		{"keyword", freight.Filter{Page: page, Keyword: "江浙沪"}, []int64{c, a}, 2},
		{"charge", freight.Filter{Page: page, Charge: freight.ByWeight}, []int64{b}, 1},
		{"second page", freight.Filter{Page: kernel.Page{No: 2, Size: 2}}, []int64{a}, 3},
		{"no match", freight.Filter{Page: page, Keyword: "无"}, nil, 0},
	} {
		list, total, err := s.ListTemplates(ctx, tc.f)
		got := storecheck.IDs(list, func(x freight.Template) int64 { return x.ID })
		if err != nil || !slices.Equal(got, tc.want) || total != tc.total {
			t.Errorf("%s: %v of %d (%v), want %v of %d", tc.name, got, total, err, tc.want, tc.total)
		}
	}
}

// inUse: a template goods use (the recycle bin included) is not deleted; once they are gone
// it is.
func inUse(t *testing.T, s freight.Store, gs goods.Store) {
	id := insert(t, s, template("在用", freight.ByPiece))
	var g goods.Goods
	storecheck.Tx(t, ctx, gs.Tx, func(tx goods.Tx) (err error) {
		g, err = tx.AddGoods(goods.Goods{Name: "用模板", SpecType: goods.SpecSingle, Status: goods.StatusRecycle,
			Freight: goods.Freight{Type: goods.FreightTemplate, TemplateID: id}, CreatedAt: at, UpdatedAt: at})
		return err
	})
	err := s.Tx(ctx, func(tx freight.Tx) error { return tx.DeleteTemplate(id) })
	if !errors.Is(err, freight.ErrInUse) {
		t.Errorf("DeleteTemplate of a template in use: %v, want ErrInUse", err)
	}
	if _, err := s.Template(ctx, id); err != nil {
		t.Errorf("the template in use after a refused delete: %v", err)
	}
	storecheck.Tx(t, ctx, gs.Tx, func(tx goods.Tx) error { return tx.DeleteGoods([]int64{g.ID}) })
	if err := s.Tx(ctx, func(tx freight.Tx) error { return tx.DeleteTemplate(id) }); err != nil {
		t.Errorf("DeleteTemplate once no goods use it: %v", err)
	}
}
