package session

import (
	"context"
	"sync"
	"time"
)

// StaffCacheTTL bounds how long another instance of the server may act on a staff row's
// roles that were changed elsewhere (its session version and disabled flag are read from
// the store at every request). In this instance a change applies at the
// next request: the administration service calls ForgetStaff after every write.
const StaffCacheTTL = 3 * time.Second

// staffCacheMax bounds the memory of the cache; past it the cache starts over.
const staffCacheMax = 4096

// staffCache keeps the staff rows that authenticate requests, so that a request costs no
// database round trip for its principal. Every API request needs one, so without the
// cache it is the commonest query of the console.
type staffCache struct {
	mu      sync.Mutex
	entries map[int64]cachedStaff
	// gen counts ForgetStaff calls: a look-up that started before one must not fill in
	// what it read, which may predate the change.
	gen uint64
}

type cachedStaff struct {
	staff   Staff
	fetched time.Time
}

func (c *staffCache) get(id int64, now time.Time) (Staff, uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[id]
	if !ok || now.Sub(e.fetched) >= StaffCacheTTL || now.Before(e.fetched) {
		return Staff{}, c.gen, false
	}
	return e.staff, c.gen, true
}

func (c *staffCache) put(st Staff, gen uint64, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if c.entries == nil || len(c.entries) >= staffCacheMax {
		c.entries = make(map[int64]cachedStaff)
	}
	c.entries[st.ID] = cachedStaff{staff: st, fetched: now}
}

func (c *staffCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.entries = nil
}

// ForgetStaff drops every cached staff row; the administration service calls it after
// each write to staff, roles or profiles.
func (s *Service) ForgetStaff() { s.staff.forget() }

// staffByID is the store's StaffByID through the cache; cached tells a row from the cache
// (up to StaffCacheTTL old) from one just read.
func (s *Service) staffByID(ctx context.Context, id int64) (st Staff, cached bool, err error) {
	now := s.cfg.Now()
	st, gen, ok := s.staff.get(id, now)
	if ok {
		return st, true, nil
	}
	st, err = s.store.StaffByID(ctx, id)
	if err == nil {
		s.staff.put(st, gen, now)
	}
	return st, false, err
}
