package mock

import (
	"context"
	"fmt"
	"strings"

	"shopconsole/server/goods"
)

// goodsData is the goods area's part of the store: categories, goods with their SKUs, the
// spec library and attribute templates. Reads hold Store.mu for reading; writes run in
// goodsStore.Tx.
type goodsData struct {
	categories *table[int64, goods.Category]
	rows       *table[int64, goods.Goods] // what the goods area keeps beyond the shop's goods rows
	specs      *table[int64, goods.SpecTemplate]
	attributes *table[int64, goods.AttributeTemplate]
	next       map[string]int64 // per-table id counters
	version    int64            // moves with every write of the category tree
}

func newGoodsData() *goodsData {
	d := &goodsData{next: map[string]int64{}}
	d.categories = newTable(func(c *goods.Category) int64 { return c.ID })
	d.categories.unique(func(c *goods.Category) string { return fmt.Sprint(c.ParentID, "/", foldName(c.Name)) })
	d.rows = newTable(func(g *goods.Goods) int64 { return g.ID })
	d.specs = newTable(func(t *goods.SpecTemplate) int64 { return t.ID })
	d.specs.unique(func(t *goods.SpecTemplate) string { return foldName(t.Name) })
	d.attributes = newTable(func(t *goods.AttributeTemplate) int64 { return t.ID })
	return d
}

func (d *goodsData) nextID(table string) int64 {
	d.next[table]++
	return d.next[table]
}

// goodsStore is the mock's goods.Store.
type goodsStore struct{ s *Store }

// Goods is the goods area's store.
func (s *Store) Goods() goods.Store { return goodsStore{s} }

// tables are every table a goods transaction may write, the shop's goods rows included.
func (m goodsStore) tables() []txTable {
	return []txTable{m.s.goods.categories, m.s.goods.rows, m.s.goods.specs, m.s.goods.attributes, m.s.shop.goods, m.s.shop.favourites, m.s.shop.browse}
}

// Tx implements goods.Store: a critical section over the committed tables. What fn writes
// is kept aside and becomes the tables' rows only when fn succeeds.
func (m goodsStore) Tx(_ context.Context, fn func(goods.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	done := false
	defer func() {
		if !done {
			for _, t := range m.tables() {
				t.discard()
			}
		}
	}()
	if err := fn(goodsTx(m)); err != nil {
		return err
	}
	for _, t := range m.tables() {
		t.commit()
	}
	done = true
	return nil
}

// goodsTx is the mock's goods.Tx: the lock holds everything, so forUpdate needs nothing.
type goodsTx struct{ s *Store }

func (s *Store) readCategories() []goods.Category {
	counts := s.goodsPerCategory()
	var out []goods.Category
	s.goods.categories.scan(func(c goods.Category) bool {
		c.GoodsCount = counts[c.ID]
		out = append(out, c)
		return true
	})
	return out
}

// Categories implements goods.Store.
func (m goodsStore) Categories(context.Context) ([]goods.Category, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.readCategories(), nil
}

// CategoryVersion implements goods.Store.
func (m goodsStore) CategoryVersion(context.Context) (int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	return m.s.goods.version, nil
}

// Categories implements goods.Tx.
func (t goodsTx) Categories(bool) ([]goods.Category, error) { return t.s.readCategories(), nil }

// AddCategory implements goods.Tx.
func (t goodsTx) AddCategory(c goods.Category) (goods.Category, error) {
	if c.ParentID != 0 && !t.s.goods.categories.has(c.ParentID) {
		return c, fmt.Errorf("parent category %d: %w", c.ParentID, goods.ErrNotFound)
	}
	t.s.goods.version++ // also when the transaction fails: the service only reads the tree again
	c.ID, c.GoodsCount, c.ChildCount = t.s.goods.nextID("category"), 0, 0
	return c, duplicate(t.s.goods.categories.put(c), "category "+c.Name)
}

// SaveCategories implements goods.Tx.
func (t goodsTx) SaveCategories(cs []goods.Category) error {
	t.s.goods.version++
	for _, c := range cs {
		if !t.s.goods.categories.has(c.ID) {
			return fmt.Errorf("category %d: %w", c.ID, goods.ErrNotFound)
		}
		c.GoodsCount, c.ChildCount = 0, 0
		if err := t.s.goods.categories.put(c); err != nil {
			return duplicate(err, "category "+c.Name)
		}
	}
	return nil
}

// DeleteCategory implements goods.Tx.
func (t goodsTx) DeleteCategory(id int64) error {
	t.s.goods.version++
	t.s.goods.categories.delete(id)
	var gone []int64
	t.s.goods.attributes.scan(func(a goods.AttributeTemplate) bool {
		if a.CategoryID == id {
			gone = append(gone, a.ID)
		}
		return true
	})
	for _, a := range gone {
		t.s.goods.attributes.delete(a)
	}
	return nil
}

// foldName is a name as the unique keys compare it (case-insensitive, like Postgres's lower()).
func foldName(s string) string { return strings.ToLower(s) }

// goodsPerCategory counts the goods of each category, the recycle bin included.
func (s *Store) goodsPerCategory() map[int64]int64 {
	out := map[int64]int64{}
	s.goods.rows.scan(func(g goods.Goods) bool {
		if g.CategoryID != 0 {
			out[g.CategoryID]++
		}
		return true
	})
	return out
}
