package goods

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

func goodsNotFound(id int64) error { return apperr.New(http.StatusNotFound, "goods.notFound", id) }

// pathOf answers a category's names from the top, joined by " / ".
func pathOf(m map[int64]Category, id int64) string {
	var names []string
	for x, ok := m[id]; ok; x, ok = m[x.ParentID] {
		names = append(names, x.Name)
		if x.ParentID == 0 {
			break
		}
	}
	slices.Reverse(names)
	return strings.Join(names, " / ")
}

// ListGoods answers one page of goods with the tab counts; categoryID (0: any) takes in its
// whole branch. A branch is taken from the tree as it is; without one, the tree kept from an
// earlier list serves unless the version read with the page has moved since (one round trip
// fewer).
func (s *Service) ListGoods(ctx context.Context, f Filter, categoryID int64) ([]Goods, int64, Counts, error) {
	tree := s.tree.Load()
	if tree == nil || categoryID != 0 {
		var err error
		if tree, err = s.treeForGoods(ctx); err != nil {
			return nil, 0, Counts{}, err
		}
	}
	if categoryID != 0 {
		if _, ok := tree.byID[categoryID]; !ok {
			return nil, 0, Counts{}, apperr.Invalid("categoryId", "goods.categoryNotFound", categoryID)
		}
		f.CategoryIDs = Branch(tree.cats, categoryID)
	}
	if f.MinPrice >= 0 && f.MaxPrice >= 0 && f.MaxPrice < f.MinPrice {
		return nil, 0, Counts{}, apperr.Invalid("maxPrice", "goods.priceRange")
	}
	page, err := s.store.ListGoods(ctx, f)
	if err != nil {
		return nil, 0, Counts{}, err
	}
	if page.CategoryVersion != tree.version { // the rows' paths from the tree as it is now
		if tree, err = s.treeForGoods(ctx); err != nil {
			return nil, 0, Counts{}, err
		}
	}
	for i := range page.Rows {
		page.Rows[i].CategoryPath = pathOf(tree.byID, page.Rows[i].CategoryID)
	}
	return page.Rows, page.Counts.Of(f.Tab), page.Counts, nil
}

// Goods answers one goods with its category path, 404 when there is none.
func (s *Service) Goods(ctx context.Context, id int64) (Goods, error) {
	g, err := s.store.Goods(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return g, goodsNotFound(id)
	}
	if err != nil {
		return g, err
	}
	tree, err := s.treeForGoods(ctx)
	if err != nil {
		return g, err
	}
	g.CategoryPath = pathOf(tree.byID, g.CategoryID)
	return g, nil
}

// checkGoods applies every rule of a goods' own fields and answers it ready to save.
func checkGoods(g Goods, cats []Category) (Goods, error) {
	g.Name = strings.TrimSpace(g.Name)
	if g.Name == "" {
		return g, apperr.Invalid("name", "validation.required", "name")
	}
	if g.CategoryID != 0 {
		c, ok := byID(cats)[g.CategoryID]
		if !ok {
			return g, apperr.Invalid("categoryId", "goods.categoryNotFound", g.CategoryID)
		}
		if c.Level != MaxLevel {
			return g, apperr.Invalid("categoryId", "goods.categoryNotLeaf", c.Name)
		}
	}
	if g.SpecType != SpecMulti {
		g.SpecType = SpecSingle
	}
	for _, check := range []func() error{
		func() error { return CheckPictures(g.Pictures) },
		func() error { return CheckImage("video", g.Video) },
		func() error { return CheckSpecs(g.SpecType, g.Specs) },
		func() error { return CheckSKUs(g.SpecType, g.Specs, g.SKUs) },
		func() error { return CheckFreight(g.Freight) },
	} {
		if err := check(); err != nil {
			return g, err
		}
	}
	if g.Freight.Type != FreightFlat {
		g.Freight.Fee = 0
	}
	if g.Freight.Type != FreightTemplate {
		g.Freight.TemplateID = 0
	}
	g.ServiceIDs = slices.Compact(slices.Sorted(slices.Values(g.ServiceIDs)))
	g.Description = SanitizeDescription(g.Description)
	return g, nil
}

func levelOf(cats []Category, id int64) int { return byID(cats)[id].Level }

// SaveGoods adds (ID 0) or edits a goods with status on (publish) or off (a draft). A goods
// in the recycle bin stays there.
func (s *Service) SaveGoods(ctx context.Context, g Goods) (Goods, error) {
	now := s.now().UTC()
	templates, err := s.store.AttributeTemplates(ctx)
	if err != nil {
		return g, err
	}
	err = s.store.Tx(ctx, func(tx Tx) error {
		cats, err := tx.Categories(false)
		if err != nil {
			return err
		}
		if g, err = checkGoods(g, cats); err != nil {
			return err
		}
		if g.Attributes, err = FillAttributes(AttributeRows(templates, g.CategoryID), g.Attributes); err != nil {
			return err
		}
		if g.ID == 0 {
			g.SKUs, _ = MergeSKUs(nil, g.SKUs)
			g.CreatedAt = now
		} else {
			old, err := tx.Goods(g.ID, true)
			if errors.Is(err, ErrNotFound) {
				return goodsNotFound(g.ID)
			} else if err != nil {
				return err
			}
			if g.SKUs, err = MergeSKUs(old.SKUs, g.SKUs); err != nil {
				return err
			}
			g.Sales, g.CreatedAt = old.Sales, old.CreatedAt
			if old.Status == StatusRecycle {
				g.Status = StatusRecycle
			}
		}
		for i := range g.SKUs {
			if g.SKUs[i].Retired { // orders keep their own picture: a retired SKU holds none
				g.SKUs[i].PictureID = 0
			}
		}
		if err := checkRefs(tx, &g); err != nil {
			return err
		}
		g.UpdatedAt = now
		g.Stock, g.Price = Totals(g.SKUs)
		if g.Status == StatusOn {
			if err := CanShelve(g, levelOf(cats, g.CategoryID)); err != nil {
				return err
			}
		}
		if g.ID == 0 {
			g, err = tx.AddGoods(g)
			return err
		}
		return tx.SaveGoods(g)
	})
	if err != nil {
		return g, referenceGone(err)
	}
	return s.Goods(ctx, g.ID)
}

// ChangeGoods applies a batch operation (on, off, recycle, restore, destroy) to every goods
// of ids, or to none: one refusal refuses the batch, naming the goods.
func (s *Service) ChangeGoods(ctx context.Context, ids []int64, op string) error {
	ids = slices.Compact(slices.Sorted(slices.Values(ids))) // one lock order for every batch
	return s.store.Tx(ctx, func(tx Tx) error {
		cats, err := tx.Categories(false)
		if err != nil {
			return err
		}
		var to Status
		gone := make([]audit.Item, 0, len(ids)) // what a destroy deletes
		for _, id := range ids {
			g, err := tx.Goods(id, true)
			if errors.Is(err, ErrNotFound) {
				return goodsNotFound(id)
			} else if err != nil {
				return err
			}
			gone = append(gone, audit.Item{ID: g.ID, Name: g.Name})
			if to, err = ChangeStatus(g.Status, op); err != nil {
				return named(err, g)
			}
			if to == StatusOn && g.Status != StatusOn {
				if err := CanShelve(g, levelOf(cats, g.CategoryID)); err != nil {
					return err
				}
			}
		}
		if op == "destroy" {
			audit.Deleted(ctx, "goods", gone...)
			return tx.DeleteGoods(ids)
		}
		return tx.SetGoodsStatus(ids, to, s.now().UTC())
	})
}

// named puts the goods' name in front of a refusal's sentence arguments.
func named(err error, g Goods) error {
	if e, ok := apperr.As(err); ok {
		e.Args = append([]any{g.Name}, e.Args...)
		return e
	}
	return fmt.Errorf("goods %d: %w", g.ID, err)
}

// SortGoods sets a goods' sort number.
func (s *Service) SortGoods(ctx context.Context, id int64, sort int) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		if _, err := tx.Goods(id, true); errors.Is(err, ErrNotFound) {
			return goodsNotFound(id)
		} else if err != nil {
			return err
		}
		return tx.SetGoodsSort(id, sort)
	})
}
