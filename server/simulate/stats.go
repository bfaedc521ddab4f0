package simulate

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"
)

// Summary is what the buyers did in one run, each figure an answer of the server that
// succeeded; Errors counts the refusals and failures by operation and status.
type Summary struct {
	Seed        uint64
	Elapsed     time.Duration
	Interrupted bool // stopped before its duration (Ctrl-C)

	Registered, TopUps, Views, Favourites int

	Placed, PaidAtOnce, PaidLater, Cancelled, Confirmed, CouponsUsed int

	RefundsApplied, ReturnsApplied, ReturnsShipped, Revoked, RightsClaims int

	Errors map[string]int
}

// Paid is every order the buyers paid in the run, at once or later.
func (s Summary) Paid() int { return s.PaidAtOnce + s.PaidLater }

// ErrorCount is the number of errors of every kind.
func (s Summary) ErrorCount() int {
	n := 0
	for _, v := range s.Errors {
		n += v
	}
	return n
}

func (s *Summary) fail(kind string) {
	if s.Errors == nil {
		s.Errors = map[string]int{}
	}
	s.Errors[kind]++
}

// Progress is the one line printed every few seconds.
func (s Summary) Progress() string {
	return fmt.Sprintf("%6s  orders %d placed, %d paid, %d cancelled, %d confirmed | after-sales %d refunds, %d returns, %d shipped back, %d rights | buyers +%d, views %d | errors %d",
		s.Elapsed.Truncate(time.Second), s.Placed, s.Paid(), s.Cancelled, s.Confirmed,
		s.RefundsApplied, s.ReturnsApplied, s.ReturnsShipped, s.RightsClaims, s.Registered, s.Views, s.ErrorCount())
}

// Print writes the end-of-run summary.
func (s Summary) Print(w io.Writer) {
	line := func(format string, a ...any) { _, _ = fmt.Fprintf(w, format+"\n", a...) }
	how := "over"
	if s.Interrupted {
		how = "interrupted"
	}
	line("simulation %s after %s (seed %d)", how, s.Elapsed.Truncate(time.Millisecond), s.Seed)
	line("  buyers      %d registered, %d wallet top-ups, %d goods views, %d favourites", s.Registered, s.TopUps, s.Views, s.Favourites)
	line("  orders      %d placed, %d paid (%d at checkout, %d later), %d cancelled, %d left unpaid, %d confirmed received, %d with a coupon",
		s.Placed, s.Paid(), s.PaidAtOnce, s.PaidLater, s.Cancelled, s.Placed-s.Paid()-s.Cancelled, s.Confirmed, s.CouponsUsed)
	line("  after-sales %d refunds and %d returns applied, %d returns shipped back, %d revoked, %d rights claims",
		s.RefundsApplied, s.ReturnsApplied, s.ReturnsShipped, s.Revoked, s.RightsClaims)
	if len(s.Errors) == 0 {
		line("  errors      none")
		return
	}
	kinds := slices.Sorted(maps.Keys(s.Errors))
	parts := make([]string, 0, len(kinds))
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%s ×%d", k, s.Errors[k]))
	}
	line("  errors      %d: %s", s.ErrorCount(), strings.Join(parts, ", "))
}
