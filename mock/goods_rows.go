package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"shopconsole/server/goods"
	"shopconsole/server/shopusers"
)

// cloneGoods copies g deeply: rows in a table are never changed in place.
func cloneGoods(g goods.Goods) goods.Goods {
	g.Pictures = slices.Clone(g.Pictures)
	g.ServiceIDs = slices.Clone(g.ServiceIDs)
	specs := make([]goods.Spec, len(g.Specs))
	for i, s := range g.Specs {
		specs[i] = goods.Spec{Name: s.Name, Values: slices.Clone(s.Values)}
	}
	g.Specs = specs
	attrs := make([]goods.Attribute, len(g.Attributes))
	for i, a := range g.Attributes {
		attrs[i] = goods.Attribute{Name: a.Name, Kind: a.Kind, Values: slices.Clone(a.Values)}
	}
	g.Attributes = attrs
	skus := make([]goods.SKU, len(g.SKUs))
	for i, s := range g.SKUs {
		s.Specs = slices.Clone(s.Specs)
		skus[i] = s
	}
	g.SKUs = skus
	return g
}

// goodsRow answers the goods of id as the goods area sees it: its own row, or a goods that
// only the shop's goods rows hold (added with the shop-user area's AddGoods), as Postgres
// answers such a row: off shelf, a single spec without SKUs.
func (s *Store) goodsRow(id int64) (goods.Goods, bool) {
	brief, ok := s.shop.goods.get(id)
	if !ok {
		return goods.Goods{}, false
	}
	if g, ok := s.goods.rows.get(id); ok {
		return cloneGoods(g), true
	}
	return goods.Goods{ID: id, Name: brief.Name, Price: brief.Price, Status: goods.StatusOff, SpecType: goods.SpecSingle,
		Freight: goods.Freight{Type: goods.FreightFree}, ServiceIDs: []int64{}, CreatedAt: s.epoch, UpdatedAt: s.epoch}, true
}

// Goods implements goods.Store.
func (m goodsStore) Goods(_ context.Context, id int64) (goods.Goods, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	g, ok := m.s.goodsRow(id)
	if !ok {
		return g, fmt.Errorf("goods %d: %w", id, goods.ErrNotFound)
	}
	return g, nil
}

// Goods implements goods.Tx.
func (t goodsTx) Goods(id int64, _ bool) (goods.Goods, error) {
	g, ok := t.s.goodsRow(id)
	if !ok {
		return g, fmt.Errorf("goods %d: %w", id, goods.ErrNotFound)
	}
	return g, nil
}

// put stores g and its brief in the shop's goods rows (cover and lowest price), giving new
// SKUs their ids.
func (t goodsTx) put(g goods.Goods) (goods.Goods, error) {
	if g.CategoryID != 0 && !t.s.goods.categories.has(g.CategoryID) {
		return g, fmt.Errorf("category %d: %w", g.CategoryID, goods.ErrNotFound)
	}
	g = cloneGoods(g)
	for i := range g.SKUs {
		if g.SKUs[i].ID == 0 {
			g.SKUs[i].ID = t.s.goods.nextID("sku")
		}
	}
	// Retired SKUs after the active ones, as Postgres reads them.
	slices.SortStableFunc(g.SKUs, func(a, b goods.SKU) int {
		return cmp.Compare(boolInt(a.Retired), boolInt(b.Retired))
	})
	cover := ""
	if len(g.Pictures) > 0 {
		cover = g.Pictures[0].URL
	}
	if err := t.s.shop.goods.put(shopusers.Goods{ID: g.ID, Name: g.Name, Image: cover, Price: g.Price}); err != nil {
		return g, err
	}
	g.CategoryPath = ""
	return g, t.s.goods.rows.put(g)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// AddGoods implements goods.Tx.
func (t goodsTx) AddGoods(g goods.Goods) (goods.Goods, error) {
	g.ID = t.s.shop.nextID("goods")
	return t.put(g)
}

// SaveGoods implements goods.Tx.
func (t goodsTx) SaveGoods(g goods.Goods) error {
	if !t.s.shop.goods.has(g.ID) {
		return fmt.Errorf("goods %d: %w", g.ID, goods.ErrNotFound)
	}
	_, err := t.put(g)
	return err
}

func (t goodsTx) update(ids []int64, change func(g *goods.Goods)) error {
	for _, id := range ids {
		g, ok := t.s.goodsRow(id)
		if !ok {
			return fmt.Errorf("goods %d: %w", id, goods.ErrNotFound)
		}
		change(&g)
		if _, err := t.put(g); err != nil {
			return err
		}
	}
	return nil
}

// SetGoodsStatus implements goods.Tx.
func (t goodsTx) SetGoodsStatus(ids []int64, s goods.Status, at time.Time) error {
	return t.update(ids, func(g *goods.Goods) { g.Status, g.UpdatedAt = s, at })
}

// SetGoodsSort implements goods.Tx.
func (t goodsTx) SetGoodsSort(id int64, sort int) error {
	return t.update([]int64{id}, func(g *goods.Goods) { g.Sort = sort })
}

// DeleteGoods implements goods.Tx: with its favourites and visits, as Postgres cascades.
func (t goodsTx) DeleteGoods(ids []int64) error {
	gone := map[int64]bool{}
	for _, id := range ids {
		gone[id] = true
		t.s.goods.rows.delete(id)
		t.s.shop.goods.delete(id)
	}
	var favs, visits []int64
	t.s.shop.favourites.scan(func(f shopusers.Favourite) bool {
		if gone[f.Goods.ID] {
			favs = append(favs, f.ID)
		}
		return true
	})
	t.s.shop.browse.scan(func(b shopusers.Browse) bool {
		if gone[b.Goods.ID] {
			visits = append(visits, b.ID)
		}
		return true
	})
	for _, id := range favs {
		t.s.shop.favourites.delete(id)
	}
	for _, id := range visits {
		t.s.shop.browse.delete(id)
	}
	return nil
}

// goodsOrder is the ORDER BY of each declared sort (the Postgres orders).
func goodsOrder(sort string) func(a, b goods.Goods) int {
	desc := strings.HasPrefix(sort, "-")
	key := func(g goods.Goods) int64 {
		switch strings.TrimPrefix(sort, "-") {
		case "sales":
			return g.Sales
		case "price":
			return g.Price
		case "stock":
			return g.Stock
		case "createdAt":
			return g.CreatedAt.UnixNano()
		}
		return 0
	}
	if sort == "sort" {
		return func(a, b goods.Goods) int { return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(b.ID, a.ID)) }
	}
	return func(a, b goods.Goods) int {
		c := cmp.Or(cmp.Compare(key(a), key(b)), cmp.Compare(a.ID, b.ID))
		if desc {
			return -c
		}
		return c
	}
}

func goodsMatch(g goods.Goods, f goods.Filter) bool {
	if f.Keyword != "" && !strings.Contains(strings.ToLower(g.Name), strings.ToLower(f.Keyword)) &&
		!slices.ContainsFunc(g.SKUs, func(s goods.SKU) bool { return !s.Retired && s.Barcode != "" && s.Barcode == f.Keyword }) {
		return false
	}
	switch {
	case f.CategoryIDs != nil && !slices.Contains(f.CategoryIDs, g.CategoryID),
		f.MinPrice >= 0 && g.Price < f.MinPrice, f.MaxPrice >= 0 && g.Price > f.MaxPrice,
		!f.From.IsZero() && g.CreatedAt.Before(f.From), !f.To.IsZero() && !g.CreatedAt.Before(f.To):
		return false
	}
	return true
}

// ListGoods implements goods.Store: a walk of every goods, as the Postgres predicates filter,
// counting each match in its kind; only the page's goods are copied out, as the list shows them.
func (m goodsStore) ListGoods(_ context.Context, f goods.Filter) (goods.Listing, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	perKind := map[goods.Tab]int64{}
	var rows []goods.Goods
	m.s.shop.goods.scan(func(b shopusers.Goods) bool {
		g, ok := m.s.goods.rows.get(b.ID) // shared slices: read only, copied below
		if !ok {
			g, _ = m.s.goodsRow(b.ID)
		}
		if !goodsMatch(g, f) {
			return true
		}
		perKind[goods.KindOf(g)]++
		if goods.InTab(g, f.Tab) {
			rows = append(rows, g)
		}
		return true
	})
	slices.SortFunc(rows, goodsOrder(f.Sort))
	lo, hi := min(f.Page.Offset(), len(rows)), min(f.Page.Offset()+f.Page.Size, len(rows))
	page := make([]goods.Goods, 0, hi-lo)
	for _, g := range rows[lo:hi] {
		page = append(page, g.Row())
	}
	return goods.Listing{Rows: page, Counts: goods.CountsOf(perKind), CategoryVersion: m.s.goods.version}, nil
}
