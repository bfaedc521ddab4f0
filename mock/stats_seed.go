package mock

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"shopconsole/server/orders"
	"shopconsole/server/stats"
)

const statsSeed = Seed + 17 // its own generator, so other areas' sample data never shifts it

// sampleStatsEvents are the sample goods views and favourite adds, in the order they are
// recorded: every buyer viewed what they ordered before ordering it, and other buyers browsed
// on every day the sample orders span, so the funnel narrows from visitors to paying buyers.
// users and goodsIDs are every shop user's and goods' id, list every order with its items.
func sampleStatsEvents(epoch time.Time, users, goodsIDs []int64, list []orders.Order) []stats.SampleEvent {
	r := rand.New(rand.NewPCG(statsSeed, 0))
	if len(users) == 0 || len(goodsIDs) == 0 {
		return nil
	}
	users, goodsIDs = slices.Sorted(slices.Values(users)), slices.Sorted(slices.Values(goodsIDs))
	list = slices.SortedFunc(slices.Values(list), func(a, b orders.Order) int { return cmp.Compare(a.ID, b.ID) })
	var out []stats.SampleEvent
	add := func(fav bool, user, goods int64, at time.Time) {
		out = append(out, stats.SampleEvent{UserID: user, GoodsID: goods, At: at.UTC(), Favourite: fav})
	}
	for _, o := range list {
		for _, it := range o.Items {
			for range 1 + r.IntN(3) {
				add(false, o.UserID, it.GoodsID, o.CreatedAt.Add(-time.Duration(1+r.IntN(50))*time.Minute))
			}
			if r.IntN(4) == 0 {
				add(true, o.UserID, it.GoodsID, o.CreatedAt.Add(-time.Minute))
			}
		}
	}
	for back := 1; back <= 90; back++ {
		day := epoch.AddDate(0, 0, -back)
		for range 20 + r.IntN(40) {
			at := day.Add(time.Duration(r.IntN(24*60)) * time.Minute)
			add(false, users[r.IntN(len(users))], goodsIDs[r.IntN(len(goodsIDs))], at)
		}
		for range r.IntN(4) {
			add(true, users[r.IntN(len(users))], goodsIDs[r.IntN(len(goodsIDs))], day.Add(time.Duration(r.IntN(24*60))*time.Minute))
		}
	}
	return out
}

// sampleStats hands the sink the statistics' sample events of the orders ids and the shop
// users and goods the sample holds.
func sampleStats(ctx context.Context, sink ShopSink, epoch time.Time, users, goodsIDs, ids []int64) error {
	var list []orders.Order
	err := sink.Orders().Tx(ctx, func(tx orders.Tx) error {
		var err error
		list, err = tx.HeldOrders(slices.Sorted(slices.Values(ids)))
		return err
	})
	if err != nil {
		return fmt.Errorf("sample orders for the statistics: %w", err)
	}
	return sink.AddSampleStatsEvents(ctx, sampleStatsEvents(epoch, users, goodsIDs, list))
}

// AddSampleStatsEvents implements ShopSink: the events as the storefront records them, in
// their order (views and favourite adds draw their ids from one counter), the shop users'
// browsing and favourites left as they are.
func (s storeSink) AddSampleStatsEvents(_ context.Context, events []stats.SampleEvent) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.stats
	next := d.next
	for _, e := range events {
		t := d.views
		if e.Favourite {
			t = d.favs
		}
		d.next++
		if err := t.put(statsEvent{ID: d.next, UserID: e.UserID, GoodsID: e.GoodsID, At: e.At.UTC()}); err != nil {
			d.views.discard()
			d.favs.discard()
			d.next = next
			return err
		}
	}
	d.views.commit()
	d.favs.commit()
	return nil
}
