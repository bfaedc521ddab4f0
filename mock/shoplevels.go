package mock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"shopconsole/server/shopuser"
)

func (d *shopData) levelView(l *shopuser.Level) shopuser.Level {
	out := *l
	out.UserCount = 0
	for _, u := range d.users {
		if u.LevelID == l.ID {
			out.UserCount++
		}
	}
	return out
}

// UserLevels implements shopuser.Store.
func (s *Store) UserLevels(context.Context) ([]shopuser.Level, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]shopuser.Level, 0, len(s.shop.levels))
	for _, l := range s.shop.levels {
		out = append(out, s.shop.levelView(l))
	}
	slices.SortFunc(out, func(a, b shopuser.Level) int { return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(a.ID, b.ID)) })
	return out, nil
}

// UserLevel implements shopuser.Store.
func (s *Store) UserLevel(_ context.Context, id int64) (shopuser.Level, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	l, ok := s.shop.levels[id]
	if !ok {
		return shopuser.Level{}, fmt.Errorf("level %d: %w", id, shopuser.ErrNotFound)
	}
	return s.shop.levelView(l), nil
}

func (d *shopData) checkUnique(l shopuser.Level) error {
	for _, o := range d.levels {
		if o.ID == l.ID {
			continue
		}
		if o.Name == l.Name {
			return shopuser.ErrLevelNameTaken
		}
		if o.GrowthValue == l.GrowthValue {
			return shopuser.ErrLevelGrowthTaken
		}
	}
	return nil
}

// AddUserLevel implements shopuser.Store.
func (s *Store) AddUserLevel(_ context.Context, l shopuser.Level) (shopuser.Level, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.shop.checkUnique(l); err != nil {
		return l, err
	}
	l.ID = s.shop.nextID("level")
	s.shop.levels[l.ID] = &l
	s.shop.relevel()
	return s.shop.levelView(&l), nil
}

// EditUserLevel implements shopuser.Store.
func (s *Store) EditUserLevel(_ context.Context, l shopuser.Level) (shopuser.Level, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.shop.levels[l.ID]; !ok {
		return l, fmt.Errorf("level %d: %w", l.ID, shopuser.ErrNotFound)
	}
	if err := s.shop.checkUnique(l); err != nil {
		return l, err
	}
	s.shop.levels[l.ID] = &l
	s.shop.relevel()
	return s.shop.levelView(&l), nil
}

// DestroyUserLevel implements shopuser.Store.
func (s *Store) DestroyUserLevel(_ context.Context, id int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.shop.levels[id]
	if !ok {
		return fmt.Errorf("level %d: %w", id, shopuser.ErrNotFound)
	}
	if n := s.shop.levelView(l).UserCount; n > 0 {
		return &shopuser.InUseError{Users: n}
	}
	delete(s.shop.levels, id)
	s.shop.relevel()
	return nil
}

// SortUserLevels implements shopuser.Store.
func (s *Store) SortUserLevels(_ context.Context, ids []int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(ids) != len(s.shop.levels) {
		return shopuser.ErrSortMismatch
	}
	for _, id := range ids {
		if _, ok := s.shop.levels[id]; !ok {
			return shopuser.ErrSortMismatch
		}
	}
	for i, id := range ids {
		s.shop.levels[id].Sort = i + 1
	}
	return nil
}

// UserAddresses implements shopuser.Store: a user's default first, then newest first.
func (s *Store) UserAddresses(_ context.Context, f shopuser.RowFilter) ([]shopuser.Address, int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	list, total := s.userAddresses(f)
	return list, total, nil
}

func (s *Store) userAddresses(f shopuser.RowFilter) ([]shopuser.Address, int64) {
	var rows []shopuser.Address
	for _, a := range slices.Backward(s.shop.addresses) {
		if (f.UserID == 0 || a.UserID == f.UserID) &&
			(f.Keyword == "" || strings.HasPrefix(a.Contact, f.Keyword) || strings.HasPrefix(a.Mobile, f.Keyword)) {
			a.User = s.shop.brief(a.UserID)
			rows = append(rows, a)
		}
	}
	slices.SortFunc(rows, addressOrder)
	return page(rows, f.Page), int64(len(rows))
}

// addressOrder: by user, the default first, newest first (the Postgres ORDER BY).
func addressOrder(a, b shopuser.Address) int {
	def := func(x shopuser.Address) int {
		if x.IsDefault {
			return 0
		}
		return 1
	}
	return cmp.Or(cmp.Compare(b.UserID, a.UserID), cmp.Compare(def(a), def(b)), cmp.Compare(b.ID, a.ID))
}

// AddUserAddress implements shopuser.Store.
func (s *Store) AddUserAddress(_ context.Context, a shopuser.Address) (shopuser.Address, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shop.addAddress(a)
}

func (d *shopData) addAddress(a shopuser.Address) (shopuser.Address, error) {
	if _, ok := d.users[a.UserID]; !ok {
		return a, fmt.Errorf("shop user %d: %w", a.UserID, shopuser.ErrNotFound)
	}
	if a.IsDefault {
		for i := range d.addresses {
			if d.addresses[i].UserID == a.UserID {
				d.addresses[i].IsDefault = false
			}
		}
	}
	a.ID = d.nextID("address")
	d.addresses = append(d.addresses, a)
	a.User = d.brief(a.UserID)
	return a, nil
}

func goodsMatch(g shopuser.Goods, keyword string) bool {
	return keyword == "" || strings.Contains(g.Name, keyword)
}

// Favourites implements shopuser.Store.
func (s *Store) Favourites(_ context.Context, f shopuser.RowFilter) ([]shopuser.Favourite, int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var rows []shopuser.Favourite
	for _, r := range s.shop.favourites {
		r.Goods = s.shop.goods[r.Goods.ID]
		if (f.UserID == 0 || r.UserID == f.UserID) && goodsMatch(r.Goods, f.Keyword) {
			r.User = s.shop.brief(r.UserID)
			rows = append(rows, r)
		}
	}
	slices.SortFunc(rows, func(a, b shopuser.Favourite) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID))
	})
	return page(rows, f.Page), int64(len(rows)), nil
}

// Browsing implements shopuser.Store.
func (s *Store) Browsing(_ context.Context, f shopuser.RowFilter) ([]shopuser.Browse, int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var rows []shopuser.Browse
	for _, r := range s.shop.browse {
		r.Goods = s.shop.goods[r.Goods.ID]
		if (f.UserID == 0 || r.UserID == f.UserID) && goodsMatch(r.Goods, f.Keyword) {
			r.User = s.shop.brief(r.UserID)
			rows = append(rows, r)
		}
	}
	slices.SortFunc(rows, func(a, b shopuser.Browse) int {
		return cmp.Or(b.LastVisitedAt.Compare(a.LastVisitedAt), cmp.Compare(b.ID, a.ID))
	})
	return page(rows, f.Page), int64(len(rows)), nil
}

// CreateMinimalGoods implements shopuser.Store.
func (s *Store) CreateMinimalGoods(_ context.Context, g shopuser.Goods) (shopuser.Goods, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g.ID = s.shop.nextID("goods")
	s.shop.goods[g.ID] = g
	return g, nil
}

func (d *shopData) checkRefs(userID, goodsID int64) error {
	if _, ok := d.users[userID]; !ok {
		return fmt.Errorf("shop user %d: %w", userID, shopuser.ErrNotFound)
	}
	if _, ok := d.goods[goodsID]; !ok {
		return fmt.Errorf("goods %d: %w", goodsID, shopuser.ErrNotFound)
	}
	return nil
}

// AddFavourite implements shopuser.Store.
func (s *Store) AddFavourite(_ context.Context, userID, goodsID int64, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shop.addFavourite(userID, goodsID, at)
}

func (d *shopData) addFavourite(userID, goodsID int64, at time.Time) error {
	if err := d.checkRefs(userID, goodsID); err != nil {
		return err
	}
	for _, f := range d.favourites {
		if f.UserID == userID && f.Goods.ID == goodsID {
			return nil
		}
	}
	d.favourites = append(d.favourites, shopuser.Favourite{ID: d.nextID("favourite"), UserID: userID,
		Goods: shopuser.Goods{ID: goodsID}, CreatedAt: at.UTC()})
	return nil
}

// RecordVisit implements shopuser.Store.
func (s *Store) RecordVisit(_ context.Context, userID, goodsID int64, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shop.recordVisit(userID, goodsID, at)
}

func (d *shopData) recordVisit(userID, goodsID int64, at time.Time) error {
	if err := d.checkRefs(userID, goodsID); err != nil {
		return err
	}
	for i := range d.browse {
		if b := &d.browse[i]; b.UserID == userID && b.Goods.ID == goodsID {
			b.Visits++
			if at.After(b.LastVisitedAt) {
				b.LastVisitedAt = at.UTC()
			}
			return nil
		}
	}
	d.browse = append(d.browse, shopuser.Browse{ID: d.nextID("browse"), UserID: userID,
		Goods: shopuser.Goods{ID: goodsID}, Visits: 1, LastVisitedAt: at.UTC()})
	return nil
}

var _ shopuser.Store = (*Store)(nil)
