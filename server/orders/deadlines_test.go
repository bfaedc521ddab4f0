package orders

import (
	"testing"
	"time"
)

func TestDeadlines(t *testing.T) {
	now := time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	for s, want := range map[Status]Deadline{Unpaid: PayBy, Shipped: ConfirmBy, Paid: "", Completed: "", Closed: ""} {
		if got := WaitsOn(s); got != want {
			t.Errorf("WaitsOn(%s) = %q, want %q", s, got, want)
		}
	}
	unpaid := func(d time.Duration) Order { return Order{Status: Unpaid, PayDeadline: now.Add(d)} }
	shipped := func(d time.Duration) Order { return Order{Status: Shipped, ConfirmDeadline: now.Add(d)} }
	closing := ClosingWithin(now, 10)
	for _, c := range []struct {
		name string
		w    DeadlineWindow
		o    Order
		want bool
	}{
		{"unpaid, passed", DueBy(Unpaid, now), unpaid(-time.Minute), true},
		{"unpaid, at the time", DueBy(Unpaid, now), unpaid(0), true},
		{"unpaid, to come", DueBy(Unpaid, now), unpaid(time.Second), false},
		{"shipped, passed", DueBy(Shipped, now), shipped(-time.Hour), true},
		{"shipped, to come", DueBy(Shipped, now), shipped(time.Hour), false},
		{"shipped without a deadline", DueBy(Shipped, now), Order{Status: Shipped}, false},
		{"another status", DueBy(Unpaid, now), shipped(-time.Hour), false},
		{"closing within", closing, unpaid(5 * time.Minute), true},
		{"closing at the end", closing, unpaid(10 * time.Minute), true},
		{"closing later", closing, unpaid(11 * time.Minute), false},
		{"closing now", closing, unpaid(0), false},
		{"closed already", closing, unpaid(-time.Minute), false},
		{"paid", closing, Order{Status: Paid, PayDeadline: now.Add(time.Minute)}, false},
		{"no window", DeadlineWindow{}, Order{Status: Paid}, true},
	} {
		if got := c.w.Has(c.o); got != c.want {
			t.Errorf("%s: Has %v", c.name, got)
		}
	}
}
