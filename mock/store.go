// Package mock is the in-memory backend: every store interface of the server, held in
// maps behind one lock and seeded with deterministic sample data at start. It enforces
// the same uniqueness and atomicity as the Postgres backend, so the services behave the
// same on both.
package mock

import (
	"context"
	"slices"
	"sync"
	"time"

	"shopconsole/server/audit"
	"shopconsole/server/bind"
	"shopconsole/server/listsettings"
	"shopconsole/server/session"
	"shopconsole/server/shell"
)

// Store is the in-memory backend.
type Store struct {
	mu sync.RWMutex

	roles      map[string]session.Role
	staff      map[int64]*staffRow
	identities map[string]int64 // platform + "\x00" + subject -> staff id
	refresh    map[string]session.RefreshToken
	failures   map[string][]time.Time // account + "\x00" + ip
	menus      []shell.Menu
	notices    []shell.Notice
	sms        smsCodes // by mobile
	log        []audit.Entry
	demo       demoData
	nextID     int64
	sys        systemData // departments, role ids and staff departments (system.go)
	shop       *shopData  // shop users, levels, ledger, coupons, gifts (shopusers.go)
	goods      *goodsData // categories, goods and SKUs, specs, attribute templates (goods.go)
	epoch      time.Time  // the sample data is dated before it (dayStart of the first day)
	limits     limits     // what accumulates is kept up to these (bounds.go)
	// listSettings are each staff member's hidden columns and views per list (listsettings.go).
	listSettings map[listSettingsKey]listsettings.Settings
	// extras are the freight templates, after-sale services and guarantee texts (freight.go).
	extras *goodsExtras
	// album holds albums and pictures (pictures.go).
	album *albumData
	// orders holds orders, their log and the order settings (orders.go).
	orders *orderData
	// cash holds the shop's account, its fund flow and the withdrawal methods (cash.go).
	cash *cashData
	// setup holds the shop's addresses (setup.go).
	setup *setupData
	// merchant holds the account-opening applications (merchant.go).
	merchant *merchantData
	// stats holds the storefront's goods views and favourite adds (stats.go).
	stats *statsData
	// binding is the distribution store the shop is bound to, nil when none (bind.go).
	binding *bind.Binding
}

type staffRow struct {
	session.Staff
	roleNames      []string
	noticesCleared time.Time
}

// New returns a store seeded with the sample data of seed.go, dated before today.
func New() *Store { return NewAt(time.Now()) }

// NewAt returns a store whose sample data is dated before the day of now: the same data,
// at the same distances from that day, on every start.
func NewAt(now time.Time) *Store {
	s := newStore(now)
	s.seed()
	s.seedDemo()
	s.seedMobiles()
	s.seedSystem()
	s.seedDefaultAlbum(s.epoch.AddDate(0, 0, -30))
	s.seedShop()
	return s
}

// newStore is a store that holds nothing yet, its sample data (if any) dated before now's day.
func newStore(now time.Time) *Store {
	s := &Store{
		epoch:        dayStart(now),
		roles:        map[string]session.Role{},
		staff:        map[int64]*staffRow{},
		identities:   map[string]int64{},
		refresh:      map[string]session.RefreshToken{},
		failures:     map[string][]time.Time{},
		sms:          newSMSCodes(),
		nextID:       1,
		shop:         newShopData(),
		goods:        newGoodsData(),
		limits:       defaultLimits,
		listSettings: map[listSettingsKey]listsettings.Settings{},
		extras:       newGoodsExtras(),
		album:        newAlbumData(),
		orders:       newOrderData(),
		cash:         newCashData(),
		setup:        newSetupData(),
		merchant:     newMerchantData(),
		stats:        newStatsData(),
	}
	s.album.guard, s.extras.guard = refGuard{s}, refGuard{s}
	return s
}

func (s *Store) id() int64 {
	s.nextID++
	return s.nextID
}

// Ping always answers: memory is always there.
func (s *Store) Ping(context.Context) error { return nil }

// AppendLog implements audit.Store.
func (s *Store) AppendLog(_ context.Context, e audit.Entry) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	e.ID = s.id()
	s.log = keepNewest(append(s.log, e), s.limits.logLines)
	return nil
}

// SystemLog returns a copy of the log, oldest first (for tests until its screen exists).
func (s *Store) SystemLog(context.Context) ([]audit.Entry, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return slices.Clone(s.log), nil
}

// Menus implements shell.Store.
func (s *Store) Menus(context.Context) ([]shell.Menu, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return slices.Clone(s.menus), nil
}

// SeedMenus implements shell.Store.
func (s *Store) SeedMenus(_ context.Context, menus []shell.Menu) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.menus) == 0 {
		s.menus = slices.Clone(menus)
	}
	return nil
}

// Notices implements shell.Store.
func (s *Store) Notices(_ context.Context, staffID int64, _ int) ([]shell.Notice, time.Time, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out []shell.Notice
	for _, n := range s.notices {
		if n.StaffID == 0 || n.StaffID == staffID {
			out = append(out, n)
		}
	}
	var cleared time.Time
	if row, ok := s.staff[staffID]; ok {
		cleared = row.noticesCleared
	}
	return out, cleared, nil
}

// AddNotice stores a notice (StaffID 0: for everyone), for seeding and tests.
func (s *Store) AddNotice(_ context.Context, n shell.Notice) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	n.ID = s.id()
	s.notices = append(s.notices, n)
	return nil
}

// ClearNotices implements shell.Store.
func (s *Store) ClearNotices(_ context.Context, staffID int64, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if row, ok := s.staff[staffID]; ok {
		row.noticesCleared = at
	}
	return nil
}
