package mock

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"time"

	"shopconsole/server/orders"
	"shopconsole/server/shopusers"
)

const statsSeed = Seed + 17 // its own generator, so other areas' sample data never shifts it

// seedStats records sample goods views and favourite adds: every buyer viewed what they
// ordered before ordering it, and other buyers browsed on every day the sample orders span,
// so the funnel narrows from visitors to paying buyers. They are events of the statistics
// only (the shop users' browsing lists are left as they are).
func (s *Store) seedStats() {
	r := rand.New(rand.NewPCG(statsSeed, 0))
	var users, goodsIDs []int64
	s.shop.users.scan(func(u shopusers.User) bool { users = append(users, u.ID); return true })
	s.shop.goods.scan(func(g shopusers.Goods) bool { goodsIDs = append(goodsIDs, g.ID); return true })
	if len(users) == 0 || len(goodsIDs) == 0 {
		return
	}
	slices.Sort(users)
	slices.Sort(goodsIDs)
	var list []orders.Order
	s.orders.rows.scan(func(o orders.Order) bool { list = append(list, o); return true })
	slices.SortFunc(list, func(a, b orders.Order) int { return cmp.Compare(a.ID, b.ID) })
	d := s.stats
	add := func(t *table[int64, statsEvent], user, goods int64, at time.Time) {
		d.next++
		_ = t.put(statsEvent{ID: d.next, UserID: user, GoodsID: goods, At: at.UTC()})
	}
	for _, o := range list {
		for _, it := range o.Items {
			for range 1 + r.IntN(3) {
				add(d.views, o.UserID, it.GoodsID, o.CreatedAt.Add(-time.Duration(1+r.IntN(50))*time.Minute))
			}
			if r.IntN(4) == 0 {
				add(d.favs, o.UserID, it.GoodsID, o.CreatedAt.Add(-time.Minute))
			}
		}
	}
	for back := 1; back <= 90; back++ {
		day := s.epoch.AddDate(0, 0, -back)
		for range 20 + r.IntN(40) {
			at := day.Add(time.Duration(r.IntN(24*60)) * time.Minute)
			add(d.views, users[r.IntN(len(users))], goodsIDs[r.IntN(len(goodsIDs))], at)
		}
		for range r.IntN(4) {
			add(d.favs, users[r.IntN(len(users))], goodsIDs[r.IntN(len(goodsIDs))], day.Add(time.Duration(r.IntN(24*60))*time.Minute))
		}
	}
	d.views.commit()
	d.favs.commit()
}
