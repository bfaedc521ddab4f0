package goods

import (
	"context"
	"net/http"
	"slices"
	"sync/atomic"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/audit"
)

// Service holds the goods rules over a Store.
type Service struct {
	store Store
	now   func() time.Time
	tree  atomic.Pointer[categoryTree] // the tree as of a version, for the goods' reads
}

// categoryTree is the category tree (goods counts aside) as of a store's version.
type categoryTree struct {
	version int64
	cats    []Category
	byID    map[int64]Category
}

// treeForGoods answers the category tree for the goods' reads (branches, paths): kept while
// the store's version stays, read again when it moved. Its goods counts are not kept current.
func (s *Service) treeForGoods(ctx context.Context) (*categoryTree, error) {
	v, err := s.store.CategoryVersion(ctx) // before the tree: a change in between reads it again next time
	if err != nil {
		return nil, err
	}
	if t := s.tree.Load(); t != nil && t.version == v {
		return t, nil
	}
	cats, err := s.store.Categories(ctx)
	if err != nil {
		return nil, err
	}
	t := &categoryTree{version: v, cats: cats, byID: byID(cats)}
	s.tree.Store(t)
	return t, nil
}

// New returns the goods service; now is the clock (time.Now when nil).
func New(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

func categoryNotFound(id int64) error {
	return apperr.New(http.StatusNotFound, "goods.categoryNotFound", id)
}

// Categories answers every category in tree order.
func (s *Service) Categories(ctx context.Context) ([]Category, error) {
	cats, err := s.store.Categories(ctx)
	if err != nil {
		return nil, err
	}
	return TreeOrder(cats), nil
}

// Category answers one category, 404 when there is none.
func (s *Service) Category(ctx context.Context, id int64) (Category, error) {
	cats, err := s.Categories(ctx)
	if err != nil {
		return Category{}, err
	}
	i := slices.IndexFunc(cats, func(c Category) bool { return c.ID == id })
	if i < 0 {
		return Category{}, categoryNotFound(id)
	}
	return cats[i], nil
}

func goodsCounter(cats []Category) func(int64) int64 {
	m := byID(cats)
	return func(id int64) int64 { return m[id].GoodsCount }
}

// SaveCategory adds (ID 0) or edits a category.
func (s *Service) SaveCategory(ctx context.Context, c Category) (Category, error) {
	err := s.store.Tx(ctx, func(tx Tx) error {
		cats, err := tx.Categories(true)
		if err != nil {
			return err
		}
		placed, err := PlaceCategory(cats, c, goodsCounter(cats))
		if err != nil {
			return err
		}
		if c.ID == 0 {
			c, err = tx.AddCategory(placed[0])
			return err
		}
		return tx.SaveCategories(placed)
	})
	if err != nil {
		return c, err
	}
	return s.Category(ctx, c.ID)
}

// DestroyCategory deletes a category without subcategories or goods.
func (s *Service) DestroyCategory(ctx context.Context, id int64) error {
	return s.store.Tx(ctx, func(tx Tx) error {
		cats, err := tx.Categories(true)
		if err != nil {
			return err
		}
		c, ok := byID(cats)[id]
		if !ok {
			return categoryNotFound(id)
		}
		if err := CanDestroyCategory(cats, id, c.GoodsCount); err != nil {
			return err
		}
		audit.Deleted(ctx, "goods category", audit.Item{ID: id, Name: c.Name})
		return tx.DeleteCategory(id)
	})
}

// SortCategories sets the order of the children of parent.
func (s *Service) SortCategories(ctx context.Context, parent int64, ids []int64) ([]Category, error) {
	err := s.store.Tx(ctx, func(tx Tx) error {
		cats, err := tx.Categories(true)
		if err != nil {
			return err
		}
		sorted, err := SortSiblings(cats, parent, ids)
		if err != nil {
			return err
		}
		return tx.SaveCategories(sorted)
	})
	if err != nil {
		return nil, err
	}
	return s.Categories(ctx)
}
