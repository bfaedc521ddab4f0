package storetest

import (
	"fmt"
	"testing"
	"time"

	"shopconsole/server/stats"
	"shopconsole/server/storecheck"
)

// events are the storefront's events of the suite's days 0 to 3, in shop time: day 0 the
// busy one, from its first to its last half hour; day 1 one view at 00:30 (the day before in
// UTC) and a favourite taken out; day 2 nothing; day 3 one view.
func (f fixture) events(t *testing.T) {
	d0, d1 := day(0), day(1)
	f.play(t,
		view(0, 0, d0.Add(30*time.Minute)), view(0, 0, d0.Add(2*time.Hour)), view(1, 0, d0.Add(3*time.Hour)),
		view(0, 1, d0.Add(23*time.Hour+30*time.Minute)),
		fav(0, 0, true, d0.Add(time.Hour)), fav(0, 0, true, d0.Add(2*time.Hour)), // already there: not counted
		fav(1, 1, true, d0.Add(time.Hour)), fav(1, 1, false, d0.Add(2*time.Hour)), fav(1, 1, true, d0.Add(3*time.Hour)),
		view(2, 2, d1.Add(30*time.Minute)), fav(0, 0, false, d1.Add(time.Hour)),
		view(0, 0, day(3).Add(time.Hour)),
	)
}

// shopDays: each day of the range with any figure, oldest first, its views, distinct
// visitors and favourites added; days run in shop time.
func shopDays(t *testing.T, f fixture) {
	f.events(t)
	d0 := stats.Day{Day: day(0), Views: 4, Visitors: 2, Favorites: 3}
	d1 := stats.Day{Day: day(1), Views: 1, Visitors: 1}
	d3 := stats.Day{Day: day(3), Views: 1, Visitors: 1}
	for _, c := range []struct {
		from, to int
		want     []stats.Day
	}{
		{-1, 4, []stats.Day{d0, d1, d3}},
		{0, 2, []stats.Day{d0, d1}},
		{1, 1, []stats.Day{d1}},
		{2, 2, []stats.Day{}},
		{3, 3, []stats.Day{d3}},
	} {
		storecheck.Equal(t, fmt.Sprintf("ShopDays of days %d to %d", c.from, c.to), f.days(t, day(c.from), day(c.to)), c.want,
			normDays)
	}
}

// goodsRanking: the goods with any figure in the range, their sums, name and picture, in
// the order of RankingCompare (ties by goods id, in the sort's direction), and paging.
func goodsRanking(t *testing.T, f fixture) {
	f.events(t)
	row := func(i int, views, visitors, favorites int64) stats.GoodsRow {
		return stats.GoodsRow{GoodsID: f.goods[i].ID, GoodsName: f.goods[i].Name, Picture: f.goods[i].Image, Views: views,
			Visitors: visitors, Favorites: favorites}
	}
	g0, g1, g2 := row(0, 3, 2, 1), row(1, 1, 1, 2), row(2, 1, 1, 0)
	for _, c := range []struct {
		from, to      int
		sort          string
		offset, limit int
		want          []stats.GoodsRow
		total         int64
	}{
		{0, 2, "views", 0, 10, []stats.GoodsRow{g1, g2, g0}, 3},
		{0, 2, "-views", 0, 10, []stats.GoodsRow{g0, g2, g1}, 3},
		{0, 2, "favorites", 0, 10, []stats.GoodsRow{g2, g0, g1}, 3},
		{0, 2, "-visitors", 0, 10, []stats.GoodsRow{g0, g2, g1}, 3},
		{0, 2, "-views", 1, 1, []stats.GoodsRow{g2}, 3},
		{0, 2, "-views", 3, 2, []stats.GoodsRow{}, 3},
		{1, 1, "-views", 0, 10, []stats.GoodsRow{row(2, 1, 1, 0)}, 1},
		{0, 3, "-views", 0, 1, []stats.GoodsRow{row(0, 4, 3, 1)}, 3},
		{2, 2, "-views", 0, 10, []stats.GoodsRow{}, 0},
	} {
		got, total, err := f.s.GoodsRanking(ctx, day(c.from), day(c.to), c.sort, c.offset, c.limit)
		if err != nil {
			t.Fatal(err)
		}
		if got == nil {
			got = []stats.GoodsRow{}
		}
		what := fmt.Sprintf("GoodsRanking of days %d to %d by %s from %d", c.from, c.to, c.sort, c.offset)
		storecheck.Equal(t, what, got, c.want, nil)
		storecheck.Equal(t, what+": count", total, c.total, nil)
	}
}
