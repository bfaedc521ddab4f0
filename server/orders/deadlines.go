package orders

import "time"

// Deadline names the time an order waits on in a status, after which it moves by itself.
type Deadline string

// The deadlines.
const (
	PayBy     Deadline = "payDeadline"     // an unpaid order closes
	ConfirmBy Deadline = "confirmDeadline" // a shipped order completes
)

// WaitsOn answers the deadline an order in s waits on ("" for a status that waits on none).
func WaitsOn(s Status) Deadline {
	switch s {
	case Unpaid:
		return PayBy
	case Shipped:
		return ConfirmBy
	}
	return ""
}

// Of answers o's time for d (zero when unset).
func (d Deadline) Of(o Order) time.Time {
	switch d {
	case PayBy:
		return o.PayDeadline
	case ConfirmBy:
		return o.ConfirmDeadline
	}
	return time.Time{}
}

// DeadlineWindow keeps the orders in Status whose deadline (WaitsOn(Status)) is set and falls
// after After (zero: any time) and at or before Before. The zero window keeps every order.
type DeadlineWindow struct {
	Status        Status
	After, Before time.Time
}

// DueBy is the window of the orders in s whose deadline has passed at t.
func DueBy(s Status, t time.Time) DeadlineWindow { return DeadlineWindow{Status: s, Before: t} }

// ClosingWithin is the window of the unpaid orders that close by themselves after now and
// within minutes: "closing soon".
func ClosingWithin(now time.Time, minutes int) DeadlineWindow {
	return DeadlineWindow{Status: Unpaid, After: now, Before: now.Add(time.Duration(minutes) * time.Minute)}
}

// IsZero reports whether w is the zero window.
func (w DeadlineWindow) IsZero() bool { return w.Status == "" }

// Deadline is the deadline w's orders wait on.
func (w DeadlineWindow) Deadline() Deadline { return WaitsOn(w.Status) }

// Has reports whether w keeps o.
func (w DeadlineWindow) Has(o Order) bool {
	if w.IsZero() {
		return true
	}
	at := w.Deadline().Of(o)
	return o.Status == w.Status && !at.IsZero() && (w.After.IsZero() || at.After(w.After)) && !at.After(w.Before)
}
