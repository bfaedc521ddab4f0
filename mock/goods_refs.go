package mock

import (
	"cmp"
	"context"
	"slices"

	"shopconsole/server/goods"
	"shopconsole/server/guarantees"
)

// What goods refer to in other areas: album pictures, freight templates and after-sale
// services. Locks are taken in one order: the shop's lock (Store.mu), then the album's or
// the extras' lock.

// refGuard lets the album and the freight area refuse to delete what goods use, as the keys
// do on Postgres: their writes hold the shop's lock for reading (taken before their own
// lock), so no goods comes to use a row between their check and their delete. The zero
// guard guards nothing.
type refGuard struct{ s *Store }

// hold takes the shop's lock for reading and answers its release.
func (r refGuard) hold() func() {
	if r.s == nil {
		return func() {}
	}
	r.s.mu.RLock()
	return r.s.mu.RUnlock
}

// used reports whether any goods refers to id as ref; the caller holds the shop's lock.
func (r refGuard) used(ref goods.Ref, id int64) bool {
	if r.s == nil {
		return false
	}
	found := false
	r.s.goods.rows.scan(func(g goods.Goods) bool {
		switch ref {
		case goods.RefPicture:
			found = slices.ContainsFunc(g.Pictures, func(p goods.Picture) bool { return p.ID == id }) ||
				slices.ContainsFunc(g.SKUs, func(s goods.SKU) bool { return s.PictureID == id })
		case goods.RefFreightTemplate:
			found = g.Freight.TemplateID == id
		case goods.RefService:
			found = slices.Contains(g.ServiceIDs, id)
		}
		return !found
	})
	return found
}

// Existing implements goods.Tx.
func (t goodsTx) Existing(ref goods.Ref, ids []int64) ([]int64, error) {
	var out []int64
	switch ref {
	case goods.RefPicture:
		t.s.album.mu.RLock()
		defer t.s.album.mu.RUnlock()
		for _, id := range ids {
			if t.s.album.pictures.has(id) {
				out = append(out, id)
			}
		}
	case goods.RefFreightTemplate:
		t.s.extras.mu.RLock()
		defer t.s.extras.mu.RUnlock()
		for _, id := range ids {
			if _, ok := t.s.extras.templates[id]; ok {
				out = append(out, id)
			}
		}
	case goods.RefService:
		t.s.extras.mu.RLock()
		defer t.s.extras.mu.RUnlock()
		for _, id := range ids {
			if it, ok := t.s.extras.items[id]; ok && it.Kind == guarantees.Service {
				out = append(out, id)
			}
		}
	}
	return out, nil
}

// PictureUses implements goods.Store.
func (m goodsStore) PictureUses(_ context.Context, pictureIDs []int64) ([]goods.PictureUse, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var out []goods.PictureUse
	m.s.goods.rows.scan(func(g goods.Goods) bool {
		for _, id := range pictureIDs {
			uses := slices.ContainsFunc(g.Pictures, func(p goods.Picture) bool { return p.ID == id }) ||
				slices.ContainsFunc(g.SKUs, func(s goods.SKU) bool { return s.PictureID == id })
			if uses {
				out = append(out, goods.PictureUse{PictureID: id, GoodsID: g.ID, GoodsName: g.Name})
			}
		}
		return true
	})
	slices.SortFunc(out, func(a, b goods.PictureUse) int {
		return cmp.Or(cmp.Compare(a.PictureID, b.PictureID), cmp.Compare(a.GoodsID, b.GoodsID))
	})
	out = slices.CompactFunc(out, func(a, b goods.PictureUse) bool { return a.PictureID == b.PictureID && a.GoodsID == b.GoodsID })
	return out, nil
}

// CountUses implements goods.Store.
func (m goodsStore) CountUses(_ context.Context, ref goods.Ref, id int64) (int, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	n := 0
	m.s.goods.rows.scan(func(g goods.Goods) bool {
		switch ref {
		case goods.RefFreightTemplate:
			if g.Freight.TemplateID == id {
				n++
			}
		case goods.RefService:
			if slices.Contains(g.ServiceIDs, id) {
				n++
			}
		}
		return true
	})
	return n, nil
}
