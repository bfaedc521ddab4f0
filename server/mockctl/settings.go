package mockctl

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"
)

// MaxLatency bounds the server-wide latency.
const MaxLatency = 10 * time.Second

// Settings are the mock's server-wide behaviour, changed at run time by an Admin and
// shared by every session's data.
type Settings struct {
	mu       sync.RWMutex
	min, max time.Duration
	faults   float64
}

// Values are the settings as read or written at once.
type Values struct {
	// LatencyMin and LatencyMax bound the random delay of every answer; both zero is none.
	LatencyMin, LatencyMax time.Duration
	// Faults is the share of requests (0 to 1) that answer 500 or 503.
	Faults float64
}

// Check refuses values out of bounds, naming the setting at fault.
func (v Values) Check() (field string, err error) {
	switch {
	case v.LatencyMin < 0 || v.LatencyMax < v.LatencyMin || v.LatencyMax > MaxLatency:
		return "latency", fmt.Errorf("latency %s-%s: want 0 <= min <= max <= %s", v.LatencyMin, v.LatencyMax, MaxLatency)
	case v.Faults < 0 || v.Faults > 1:
		return "faults", fmt.Errorf("faults %v: want a share from 0 to 1", v.Faults)
	}
	return "", nil
}

// NewSettings returns settings holding v.
func NewSettings(v Values) (*Settings, error) {
	s := &Settings{}
	return s, s.Set(v)
}

// Get reads the settings.
func (s *Settings) Get() Values {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return Values{LatencyMin: s.min, LatencyMax: s.max, Faults: s.faults}
}

// Set replaces the settings, unless v is out of bounds.
func (s *Settings) Set(v Values) error {
	if _, err := v.Check(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.min, s.max, s.faults = v.LatencyMin, v.LatencyMax, v.Faults
	return nil
}

// latency draws one answer's delay.
func (s *Settings) latency() time.Duration {
	v := s.Get()
	if v.LatencyMax <= v.LatencyMin {
		return v.LatencyMin
	}
	return v.LatencyMin + rand.N(v.LatencyMax-v.LatencyMin+1) //nolint:gosec // a simulated delay, not a secret
}

// fault draws whether this request fails, and with which status.
func (s *Settings) fault() int {
	f := s.Get().Faults
	if f <= 0 || rand.Float64() >= f { //nolint:gosec // a simulated fault, not a secret
		return 0
	}
	if rand.IntN(2) == 0 { //nolint:gosec // as above
		return 500
	}
	return 503
}

// ParseLatency reads "10ms-100ms", "50ms" (always that) or "off" / "0" / "" (none).
func ParseLatency(s string) (min, max time.Duration, err error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "off" || s == "0" {
		return 0, 0, nil
	}
	lo, hi, ranged := strings.Cut(s, "-")
	if min, err = time.ParseDuration(strings.TrimSpace(lo)); err != nil {
		return 0, 0, fmt.Errorf("latency %q: want a range such as 10ms-100ms", s)
	}
	max = min
	if ranged {
		if max, err = time.ParseDuration(strings.TrimSpace(hi)); err != nil {
			return 0, 0, fmt.Errorf("latency %q: want a range such as 10ms-100ms", s)
		}
	}
	_, err = Values{LatencyMin: min, LatencyMax: max}.Check()
	return min, max, err
}

// FormatLatency writes a latency range as ParseLatency reads it.
func FormatLatency(min, max time.Duration) string {
	switch {
	case min == 0 && max == 0:
		return "off"
	case min == max:
		return min.String()
	}
	return min.String() + "-" + max.String()
}
