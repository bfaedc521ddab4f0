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
	sms        map[string]*smsRow // by mobile
	log        []audit.Entry
	demo       demoData
	nextID     int64
	sys        systemData // departments, role ids and staff departments (system.go)
	shop       *shopData  // shop users, levels, ledger, coupons, gifts (shopusers.go)
}

type staffRow struct {
	session.Staff
	roleNames []string
}

// New returns a store seeded with the sample data of seed.go.
func New() *Store {
	s := &Store{
		roles:      map[string]session.Role{},
		staff:      map[int64]*staffRow{},
		identities: map[string]int64{},
		refresh:    map[string]session.RefreshToken{},
		failures:   map[string][]time.Time{},
		sms:        map[string]*smsRow{},
		nextID:     1,
		shop:       newShopData(),
	}
	s.seed()
	s.seedDemo()
	s.seedMobiles()
	s.seedSystem()
	s.seedShop()
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
	s.log = append(s.log, e)
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
func (s *Store) Notices(_ context.Context, staffID int64) ([]shell.Notice, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out []shell.Notice
	for _, n := range s.notices {
		if n.StaffID == 0 || n.StaffID == staffID {
			out = append(out, n)
		}
	}
	return out, nil
}
