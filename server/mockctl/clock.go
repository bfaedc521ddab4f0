package mockctl

import (
	"fmt"
	"sync"
	"time"
)

// MaxAdvance bounds one move of a session's clock.
const MaxAdvance = 400 * 24 * time.Hour

// Clock is the time of one mock data set: the server's clock plus an offset that only
// grows, until a reset brings it back to the server's time. Every service of the data
// set's app reads Now through it.
type Clock struct {
	base func() time.Time

	mu     sync.RWMutex
	offset time.Duration
}

// NewClock is a clock at base's time.
func NewClock(base func() time.Time) *Clock {
	if base == nil {
		base = time.Now
	}
	return &Clock{base: base}
}

// Now is the data set's time.
func (c *Clock) Now() time.Time {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.base().Add(c.offset)
}

// Offset is how far ahead of the server's clock it is.
func (c *Clock) Offset() time.Duration {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.offset
}

// Advance moves the clock on by d, which CheckAdvance accepts.
func (c *Clock) Advance(d time.Duration) error {
	if err := CheckAdvance(d); err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
	return nil
}

// Reset brings the clock back to the server's time.
func (c *Clock) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset = 0
}

// CheckAdvance refuses a move that is not forward or is longer than MaxAdvance.
func CheckAdvance(d time.Duration) error {
	if d <= 0 || d > MaxAdvance {
		return fmt.Errorf("advance %s: want more than 0 and at most %s", d, MaxAdvance)
	}
	return nil
}
