package mockctl

import (
	"testing"
	"time"
)

func TestClock(t *testing.T) {
	base := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	c := NewClock(func() time.Time { return base })
	cases := []struct {
		advance time.Duration
		wantErr bool
		offset  time.Duration
	}{
		{30 * time.Minute, false, 30 * time.Minute},
		{72 * time.Hour, false, 72*time.Hour + 30*time.Minute},
		{0, true, 72*time.Hour + 30*time.Minute},
		{-time.Hour, true, 72*time.Hour + 30*time.Minute},
		{MaxAdvance + time.Nanosecond, true, 72*time.Hour + 30*time.Minute},
		{MaxAdvance, false, MaxAdvance + 72*time.Hour + 30*time.Minute},
	}
	for _, tc := range cases {
		err := c.Advance(tc.advance)
		if (err != nil) != tc.wantErr || c.Offset() != tc.offset || !c.Now().Equal(base.Add(tc.offset)) {
			t.Fatalf("advance %s: err %v, offset %s, now %s", tc.advance, err, c.Offset(), c.Now())
		}
	}
	c.Reset()
	if c.Offset() != 0 || !c.Now().Equal(base) {
		t.Fatalf("after reset: %s %s", c.Offset(), c.Now())
	}
}
