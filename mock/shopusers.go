package mock

import (
	"cmp"
	"context"
	"fmt"
	"time"

	"shopconsole/server/coupons"
	"shopconsole/server/idempotency"
	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// shopData is the shop-user area's part of the store: one table each, with the orders its
// lists walk. Reads hold Store.mu for reading; writes run in shopStore.Tx.
type shopData struct {
	users                                     *table[int64, shopusers.User]
	byRegistered, byBalance, bySpent, byLevel *order[shopusers.User]
	byMobile                                  *unique[int64, shopusers.User]
	levels                                    *table[int64, shopusers.Level]
	ledger                                    *table[int64, shopusers.LedgerEntry]
	ledgerByID, ledgerByTime, ledgerByUser    *order[shopusers.LedgerEntry]
	addresses                                 *table[int64, shopusers.Address]
	addressOrder                              *order[shopusers.Address]
	goods                                     *table[int64, shopusers.Goods]
	favourites                                *table[int64, shopusers.Favourite]
	favouritesByTime                          *order[shopusers.Favourite]
	favouriteKey                              *unique[int64, shopusers.Favourite]
	browse                                    *table[int64, shopusers.Browse]
	browseByTime                              *order[shopusers.Browse]
	browseKey                                 *unique[int64, shopusers.Browse]
	idem                                      *table[string, idempotency.Record]
	idemByAge                                 *order[idempotency.Record]
	next                                      map[string]int64 // per-table id counters
	couponData
}

// txTable is what a transaction does with each table it may write.
type txTable interface {
	commit()
	discard()
}

func newShopData() *shopData {
	d := &shopData{next: map[string]int64{"user": 10000}, couponData: newCoupons()}
	d.users = newTable(func(u *shopusers.User) int64 { return u.ID })
	userID := func(a, b *shopusers.User) int { return cmp.Compare(a.ID, b.ID) }
	d.byRegistered = d.users.order(func(a, b *shopusers.User) int { return cmp.Or(a.RegisteredAt.Compare(b.RegisteredAt), userID(a, b)) })
	d.byBalance = d.users.order(func(a, b *shopusers.User) int { return cmp.Or(cmp.Compare(a.Balance, b.Balance), userID(a, b)) })
	d.bySpent = d.users.order(func(a, b *shopusers.User) int {
		return cmp.Or(cmp.Compare(a.TotalOrderAmount, b.TotalOrderAmount), userID(a, b))
	})
	d.byLevel = d.users.order(func(a, b *shopusers.User) int {
		return cmp.Or(cmp.Compare(a.LevelID, b.LevelID), a.RegisteredAt.Compare(b.RegisteredAt), userID(a, b))
	})
	d.byMobile = d.users.unique(func(u *shopusers.User) string { return "m" + u.Mobile })
	d.users.unique(func(u *shopusers.User) string { return "s" + u.SN })
	d.levels = newTable(func(l *shopusers.Level) int64 { return l.ID })

	d.ledger = newTable(func(e *shopusers.LedgerEntry) int64 { return e.ID })
	lineTime := func(a, b *shopusers.LedgerEntry) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	}
	d.ledgerByID = d.ledger.order(func(a, b *shopusers.LedgerEntry) int { return cmp.Compare(a.ID, b.ID) })
	d.ledgerByTime = d.ledger.order(lineTime)
	d.ledgerByUser = d.ledger.order(func(a, b *shopusers.LedgerEntry) int { return cmp.Or(cmp.Compare(a.UserID, b.UserID), lineTime(a, b)) })

	d.addresses = newTable(func(a *shopusers.Address) int64 { return a.ID })
	d.addressOrder = d.addresses.order(addressOrder)
	d.goods = newTable(func(g *shopusers.Goods) int64 { return g.ID })
	d.favourites = newTable(func(f *shopusers.Favourite) int64 { return f.ID })
	d.favouritesByTime = d.favourites.order(func(a, b *shopusers.Favourite) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	d.favouriteKey = d.favourites.unique(func(f *shopusers.Favourite) string { return pairKey(f.UserID, f.Goods.ID) })
	d.browse = newTable(func(b *shopusers.Browse) int64 { return b.ID })
	d.browseByTime = d.browse.order(func(a, b *shopusers.Browse) int {
		return cmp.Or(a.LastVisitedAt.Compare(b.LastVisitedAt), cmp.Compare(a.ID, b.ID))
	})
	d.browseKey = d.browse.unique(func(b *shopusers.Browse) string { return pairKey(b.UserID, b.Goods.ID) })
	d.idem = newTable(func(r *idempotency.Record) string { return idemKey(r.Scope, r.Key) })
	d.idemByAge = d.idem.order(func(a, b *idempotency.Record) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(idemKey(a.Scope, a.Key), idemKey(b.Scope, b.Key)))
	})
	return d
}

func pairKey(a, b int64) string { return fmt.Sprint(a, "/", b) }

func idemKey(scope, key string) string { return scope + "\x00" + key }

// addressOrder: by user, the default first, newest first (the Postgres ORDER BY).
func addressOrder(a, b *shopusers.Address) int {
	def := func(x *shopusers.Address) int {
		if x.IsDefault {
			return 0
		}
		return 1
	}
	return cmp.Or(cmp.Compare(b.UserID, a.UserID), cmp.Compare(def(a), def(b)), cmp.Compare(b.ID, a.ID))
}

func (d *shopData) tables() []txTable {
	return []txTable{d.users, d.levels, d.ledger, d.addresses, d.goods, d.favourites, d.browse, d.idem}
}

func (d *shopData) nextID(table string) int64 {
	d.next[table]++
	return d.next[table]
}

// bound keeps what only accumulates within the limits, the oldest forgotten first. The
// ledger's slack makes its other orders' clean-up one pass in many writes.
func (d *shopData) bound(l limits) {
	d.ledger.trim(d.ledgerByID, l.ledgerLines, l.ledgerLines/64)
	d.idem.trim(d.idemByAge, l.idempotencyKeys, l.idempotencyKeys/8)
}

func (d *shopData) brief(id int64) shopusers.Brief {
	u, ok := d.users.get(id)
	if !ok {
		return shopusers.Brief{ID: id}
	}
	return shopusers.Brief{ID: u.ID, Nickname: u.Nickname, Mobile: u.Mobile, Avatar: u.Avatar}
}

// view is the user with its level's name.
func (d *shopData) view(u shopusers.User) shopusers.User {
	if l, ok := d.levels.get(u.LevelID); ok {
		u.LevelName = l.Name
	}
	return u
}

// shopStore is the mock's shopusers.Store.
type shopStore struct{ s *Store }

// ShopUsers answers the shop-user area's store.
func (s *Store) ShopUsers() shopusers.Store { return shopStore{s} }

// ListUsers implements shopusers.Store: a walk of the sort order's rows (a level's own run
// of them when sorted by registration), the filter applied on the way.
func (m shopStore) ListUsers(_ context.Context, f shopusers.UserFilter) ([]shopusers.User, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	d := m.s.shop
	var rows view[shopusers.User]
	rest := f // what the run does not apply, checked on the way
	switch {
	case f.Sort == shopusers.SortBalance:
		rows = d.byBalance.all()
	case f.Sort == shopusers.SortSpent:
		rows = d.bySpent.all()
	case f.LevelID != nil:
		rows, rest.LevelID = d.byLevel.within(func(u *shopusers.User) int { return cmp.Compare(u.LevelID, *f.LevelID) }), nil
	default:
		rows = d.byRegistered.within(func(u *shopusers.User) int { return timeProbe(u.RegisteredAt, f.From, f.To) })
		rest.From, rest.To = nil, nil
	}
	var match func(*shopusers.User) bool
	if rest.Keyword != "" || rest.LevelID != nil || rest.Disabled != nil || rest.From != nil || rest.To != nil {
		match = rest.Matcher()
	}
	list, total := rows.page(f.Desc, match, f.Offset(), f.Size)
	for i := range list {
		list[i] = d.view(list[i])
	}
	return list, int64(total), nil
}

// timeProbe places t against the range [from, to) for order.within.
func timeProbe(t time.Time, from, to *time.Time) int {
	switch {
	case from != nil && t.Before(*from):
		return -1
	case to != nil && !t.Before(*to):
		return 1
	}
	return 0
}

// User implements shopusers.Store.
func (m shopStore) User(_ context.Context, id int64) (shopusers.User, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	u, ok := m.s.shop.users.get(id)
	if !ok {
		return shopusers.User{}, fmt.Errorf("shop user %d: %w", id, shopusers.ErrNotFound)
	}
	return m.s.shop.view(u), nil
}

// UserDetail implements shopusers.Store.
func (m shopStore) UserDetail(_ context.Context, id int64, n shopusers.DetailSizes) (shopusers.Detail, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	d := m.s.shop
	u, ok := d.users.get(id)
	if !ok {
		return shopusers.Detail{}, fmt.Errorf("shop user %d: %w", id, shopusers.ErrNotFound)
	}
	out := shopusers.Detail{User: d.view(u)}
	out.Ledger, _ = d.ledgerPage(shopusers.LedgerFilter{Page: kernel.Page{No: 1, Size: n.Lines}, UserID: id})
	out.Addresses, _ = d.addressPage(shopusers.RowFilter{Page: kernel.Page{No: 1, Size: n.Addresses}, UserID: id})
	out.Coupons, _ = m.s.userCoupons(coupons.HeldFilter{Page: kernel.Page{No: 1, Size: n.Coupons}, UserID: id})
	return out, nil
}

// Ledger implements shopusers.Store.
func (m shopStore) Ledger(_ context.Context, f shopusers.LedgerFilter) ([]shopusers.LedgerEntry, int64, error) {
	m.s.mu.RLock()
	defer m.s.mu.RUnlock()
	list, total := m.s.shop.ledgerPage(f)
	return list, int64(total), nil
}

// ledgerPage walks a user's run of lines, or the lines of the date range, newest first.
func (d *shopData) ledgerPage(f shopusers.LedgerFilter) ([]shopusers.LedgerEntry, int) {
	var lines view[shopusers.LedgerEntry]
	if f.UserID != 0 {
		lines = d.ledgerByUser.within(func(e *shopusers.LedgerEntry) int { return cmp.Compare(e.UserID, f.UserID) })
	} else {
		lines = d.ledgerByTime.within(func(e *shopusers.LedgerEntry) int { return timeProbe(e.CreatedAt, f.From, f.To) })
	}
	var match func(*shopusers.LedgerEntry) bool
	if f.Type != "" || f.Channel != "" || (f.UserID != 0 && (f.From != nil || f.To != nil)) {
		match = func(e *shopusers.LedgerEntry) bool { return f.Matches(*e) }
	}
	list, total := lines.page(true, match, f.Offset(), f.Size)
	for i := range list {
		list[i].User = d.brief(list[i].UserID)
	}
	return list, total
}

// PruneIdempotencyKeys implements shopusers.Store.
func (m shopStore) PruneIdempotencyKeys(ctx context.Context, before time.Time) (int64, error) {
	var n int64
	err := m.write(func(d *shopData) error {
		for _, r := range d.idemByAge.within(func(r *idempotency.Record) int { return timeProbe(r.CreatedAt, nil, &before) }) {
			d.idem.delete(idemKey(r.Scope, r.Key))
			n++
		}
		return nil
	})
	return n, err
}

var _ shopusers.Store = shopStore{}
