package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"shopconsole/server/shopusers"
)

// levelView is the level with its number of users: the length of its run of users.
func (d *shopData) levelView(l shopusers.Level) shopusers.Level {
	l.UserCount = int64(len(d.byLevel.within(func(u *shopusers.User) int { return cmp.Compare(u.LevelID, l.ID) })))
	return l
}

// Levels implements shopusers.Store.
func (m shopStore) Levels(context.Context) ([]shopusers.Level, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	d := m.s.shop
	out := make([]shopusers.Level, 0, d.levels.len())
	d.levels.scan(func(l shopusers.Level) bool { out = append(out, d.levelView(l)); return true })
	slices.SortFunc(out, func(a, b shopusers.Level) int { return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(a.ID, b.ID)) })
	return out, nil
}

// Level implements shopusers.Store.
func (m shopStore) Level(_ context.Context, id int64) (shopusers.Level, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	l, ok := m.s.shop.levels.get(id)
	if !ok {
		return l, fmt.Errorf("level %d: %w", id, shopusers.ErrNotFound)
	}
	return m.s.shop.levelView(l), nil
}

// Addresses implements shopusers.Store: by user, the default first, newest first.
func (m shopStore) Addresses(_ context.Context, f shopusers.RowFilter) ([]shopusers.Address, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	list, total := m.s.shop.addressPage(f)
	return list, int64(total), nil
}

func (d *shopData) addressPage(f shopusers.RowFilter) ([]shopusers.Address, int) {
	rows := d.addressOrder.all()
	if f.UserID != 0 { // the order is by user, descending
		rows = d.addressOrder.within(func(a *shopusers.Address) int { return cmp.Compare(f.UserID, a.UserID) })
	}
	var match func(*shopusers.Address) bool
	if f.Keyword != "" {
		match = func(a *shopusers.Address) bool { return f.MatchesAddress(*a) }
	}
	list, total := rows.page(false, match, f.Offset(), f.Size)
	for i := range list {
		list[i].User = d.brief(list[i].UserID)
	}
	return list, total
}

// goodsOf fills in the goods and the user of a favourite or browsing row.
func (d *shopData) goodsOf(userID int64, g *shopusers.Goods, u *shopusers.Brief) {
	*g, _ = d.goods.get(g.ID)
	*u = d.brief(userID)
}

// Favourites implements shopusers.Store: newest first.
func (m shopStore) Favourites(_ context.Context, f shopusers.RowFilter) ([]shopusers.Favourite, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	d := m.s.shop
	var match func(*shopusers.Favourite) bool
	if f.UserID != 0 || f.Keyword != "" {
		match = func(r *shopusers.Favourite) bool {
			g, _ := d.goods.get(r.Goods.ID)
			return f.MatchesGoods(r.UserID, g)
		}
	}
	list, total := d.favouritesByTime.all().page(true, match, f.Offset(), f.Size)
	for i := range list {
		d.goodsOf(list[i].UserID, &list[i].Goods, &list[i].User)
	}
	return list, int64(total), nil
}

// Browsing implements shopusers.Store: the latest visits first.
func (m shopStore) Browsing(_ context.Context, f shopusers.RowFilter) ([]shopusers.Browse, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	d := m.s.shop
	var match func(*shopusers.Browse) bool
	if f.UserID != 0 || f.Keyword != "" {
		match = func(r *shopusers.Browse) bool {
			g, _ := d.goods.get(r.Goods.ID)
			return f.MatchesGoods(r.UserID, g)
		}
	}
	list, total := d.browseByTime.all().page(true, match, f.Offset(), f.Size)
	for i := range list {
		d.goodsOf(list[i].UserID, &list[i].Goods, &list[i].User)
	}
	return list, int64(total), nil
}
