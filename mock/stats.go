package mock

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
	"shopconsole/server/stats"
)

// statsEvent is a buyer's view of a goods, or a goods added to the buyer's favourites.
type statsEvent struct {
	ID      int64
	UserID  int64
	GoodsID int64
	At      time.Time
}

// statsData holds what the statistics need besides the orders: the storefront's goods views
// and favourite adds, one row per event. The figures are computed from these and the orders
// on every read (the mock keeps no rollups).
type statsData struct {
	views, favs *table[int64, statsEvent]
	next        int64
}

func newStatsData() *statsData {
	key := func(e *statsEvent) int64 { return e.ID }
	return &statsData{views: newTable(key), favs: newTable(key)}
}

// statsStore is the mock's stats.Store.
type statsStore struct{ s *Store }

// Stats answers the statistics' store.
func (s *Store) Stats() stats.Store { return statsStore{s} }

// Tx implements stats.Store: a critical section over the events and the shop's browsing and
// favourites, committed only when fn succeeds.
func (m statsStore) Tx(_ context.Context, fn func(stats.Tx) error) error {
	m.s.mu.Lock()
	defer m.s.mu.Unlock()
	d, shop := m.s.stats, m.s.shop
	tables := []txTable{d.views, d.favs, shop.browse, shop.favourites}
	next := d.next
	if err := fn(statsTx{d: d, shop: shopTx{shop}}); err != nil {
		for _, t := range tables {
			t.discard()
		}
		d.next = next
		return err
	}
	for _, t := range tables {
		t.commit()
	}
	return nil
}

type statsTx struct {
	d    *statsData
	shop shopTx
}

func notFound(err error) error {
	if errors.Is(err, shopusers.ErrNotFound) {
		return fmt.Errorf("%w: %w", stats.ErrNotFound, err)
	}
	return err
}

func (t statsTx) RecordView(userID, goodsID int64, at time.Time) error {
	if err := t.shop.RecordVisit(userID, goodsID, at); err != nil {
		return notFound(err)
	}
	t.d.next++
	return t.d.views.put(statsEvent{ID: t.d.next, UserID: userID, GoodsID: goodsID, At: at})
}

func (t statsTx) SetFavourite(userID, goodsID int64, on bool, at time.Time) error {
	if err := t.shop.checkRefs(userID, goodsID); err != nil {
		return notFound(err)
	}
	f, kept := t.shop.d.favourites.lookup(t.shop.d.favouriteKey, pairKey(userID, goodsID))
	switch {
	case !on && kept:
		t.shop.d.favourites.delete(f.ID)
	case on && !kept:
		if err := t.shop.AddFavourite(shopusers.Favourite{UserID: userID, Goods: shopusers.Goods{ID: goodsID}, CreatedAt: at}); err != nil {
			return notFound(err)
		}
		t.d.next++
		return t.d.favs.put(statsEvent{ID: t.d.next, UserID: userID, GoodsID: goodsID, At: at})
	}
	return nil
}

// ShopDays implements stats.Store.
func (m statsStore) ShopDays(_ context.Context, from, to time.Time) ([]stats.Day, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	byDay := map[time.Time]*stats.Day{}
	m.s.statsWalk(window(from, to), statsSink{day: func(d time.Time) *stats.Day {
		if byDay[d] == nil {
			byDay[d] = &stats.Day{Day: d}
		}
		return byDay[d]
	}})
	out := make([]stats.Day, 0, len(byDay))
	for _, d := range byDay {
		out = append(out, *d)
	}
	slices.SortFunc(out, func(a, b stats.Day) int { return a.Day.Compare(b.Day) })
	return out, nil
}

// GoodsRanking implements stats.Store.
func (m statsStore) GoodsRanking(_ context.Context, from, to time.Time, sort string, offset, limit int) ([]stats.GoodsRow, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	var scratch stats.Day
	rows := map[int64]*stats.GoodsRow{}
	m.s.statsWalk(window(from, to), statsSink{
		day: func(time.Time) *stats.Day { return &scratch },
		goods: func(id int64) *stats.GoodsRow {
			if rows[id] == nil {
				rows[id] = &stats.GoodsRow{GoodsID: id}
			}
			return rows[id]
		}})
	list := make([]stats.GoodsRow, 0, len(rows))
	for _, r := range rows {
		list = append(list, *r)
	}
	slices.SortFunc(list, stats.RankingCompare(sort))
	total := int64(len(list))
	list = list[min(offset, len(list)):min(offset+limit, len(list))]
	for i, r := range list {
		if g, ok := m.s.shop.goods.get(r.GoodsID); ok {
			list[i].GoodsName, list[i].Picture = g.Name, g.Image
		}
	}
	return slices.Clone(list), total, nil
}

// shares sums the payments of [from, to] by what key answers of each paid order.
func (m statsStore) shares(from, to time.Time, key func(o orders.Order) (string, string)) []stats.Share {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	w := window(from, to)
	by := map[string]*stats.Share{}
	m.s.orders.rows.scan(func(o orders.Order) bool {
		if o.PaidAt != nil && w.has(*o.PaidAt) {
			k, name := key(o)
			if by[k] == nil {
				by[k] = &stats.Share{Key: k, Name: name}
			}
			by[k].PayOrders++
			by[k].PayAmount += o.PayAmount
		}
		return true
	})
	out := make([]stats.Share, 0, len(by))
	for _, s := range by {
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b stats.Share) int { return cmp.Compare(a.Key, b.Key) })
	return out
}

// Delay implements stats.Store: the mock computes every figure when asked.
func (statsStore) Delay() time.Duration { return 0 }

// PayWays implements stats.Store.
func (m statsStore) PayWays(_ context.Context, from, to time.Time) ([]stats.Share, error) {
	return m.shares(from, to, func(o orders.Order) (string, string) { return string(o.PayWay), "" }), nil
}

// Provinces implements stats.Store.
func (m statsStore) Provinces(_ context.Context, from, to time.Time) ([]stats.Share, error) {
	return m.shares(from, to, func(o orders.Order) (string, string) {
		return o.Consignee.ProvinceCode, o.Consignee.ProvinceName
	}), nil
}
