package mock

import (
	clone "github.com/huandu/go-clone"
)

// Seeded returns a new store holding the sample data this one started from (the same
// data, dated before the same day).
func (s *Store) Seeded() *Store { return NewAt(s.epoch) }

// Clone returns a deep copy of the store as it is now: a copy that shares nothing with it,
// rows shared between a table and its orders staying shared in the copy.
func (s *Store) Clone() *Store {
	s.mu.RLock()
	defer s.mu.RUnlock()
	c := clone.Slowly(s).(*Store) //nolint:forcetypeassert // Clone answers the type it is given
	return c
}

// Restore makes the store hold a deep copy of what from holds. Callers holding the store
// see the restored data on their next call; from stays as it is.
func (s *Store) Restore(from *Store) {
	c := from.Clone()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.roles, s.staff, s.identities, s.refresh, s.failures = c.roles, c.staff, c.identities, c.refresh, c.failures
	s.menus, s.notices, s.sms, s.log, s.demo = c.menus, c.notices, c.sms, c.log, c.demo
	s.nextID, s.sys, s.shop, s.epoch, s.limits = c.nextID, c.sys, c.shop, c.epoch, c.limits
	version := max(s.goods.version, c.goods.version) + 1 // never back to a version a reader has seen
	s.listSettings, s.goods, s.orders, s.cash, s.setup = c.listSettings, c.goods, c.orders, c.cash, c.setup
	s.merchant, s.stats, s.binding = c.merchant, c.stats, c.binding
	s.goods.version = version
	// The album's and the extras' stores were taken when the app started (and have locks of
	// their own): their data is replaced in place, never their pointers.
	s.album.restore(c.album)
	s.extras.restore(c.extras)
}

// restore makes d hold what from holds (a copy nobody else holds).
func (d *albumData) restore(from *albumData) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.albums, d.bySort, d.byName, d.pictures, d.newest = from.albums, from.bySort, from.byName, from.pictures, from.newest
	d.nextAlbum, d.nextPicture, d.samples = from.nextAlbum, from.nextPicture, from.samples
}

// restore makes g hold what from holds (a copy nobody else holds).
func (g *goodsExtras) restore(from *goodsExtras) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.templates, g.items, g.nextTmpl, g.nextItem = from.templates, from.items, from.nextTmpl, from.nextItem
}
