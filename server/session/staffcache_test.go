package session

import (
	"testing"
	"time"
)

func TestStaffCache(t *testing.T) {
	t0 := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	var c staffCache
	_, gen, ok := c.get(7, t0)
	if ok {
		t.Fatal("empty cache answered")
	}
	c.put(Staff{ID: 7, Username: "ann"}, gen, t0)
	for _, tc := range []struct {
		name string
		at   time.Time
		hit  bool
	}{
		{"just stored", t0, true},
		{"within the TTL", t0.Add(StaffCacheTTL - time.Millisecond), true},
		{"at the TTL", t0.Add(StaffCacheTTL), false},
		{"clock went back", t0.Add(-time.Second), false},
	} {
		if st, _, ok := c.get(7, tc.at); ok != tc.hit || (ok && st.Username != "ann") {
			t.Errorf("%s: %+v, hit %v, want hit %v", tc.name, st, ok, tc.hit)
		}
	}

	// A write forgets everything, and a read that started before it must not fill in
	// what it read: that may predate the write.
	_, before, _ := c.get(8, t0)
	c.forget()
	if _, _, ok := c.get(7, t0); ok {
		t.Error("forget kept an entry")
	}
	c.put(Staff{ID: 8, Username: "stale"}, before, t0)
	if _, _, ok := c.get(8, t0); ok {
		t.Error("a read from before forget was cached")
	}
}
