// Package kernel holds the few things every area shares and none owns: the page of a list
// and how its figures are counted, the shop's clock (its time zone, its calendar day, ranges
// of days) and the mobile-number check. It imports no area, so that any area can import it.
package kernel

import "context"

// The contract's paging: pageSize defaults to 20 and is at most 100.
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
)

// Page is a 1-based page of a list and the cap its figures are counted up to.
//
// Cap 0 counts every match. A filtered list counts up to the request's count cap (see
// WithCountCap): a store may stop counting there, and every figure equal to Cap means
// "Cap or more". A list with no filter but its tab counts exactly (Filtered(false)).
type Page struct{ No, Size, Cap int }

// Offset is the number of rows before the page.
func (p Page) Offset() int { return (p.No - 1) * p.Size }

// PageOf applies the contract's paging defaults to the optional pageNo and pageSize, and
// takes the count cap of the request ctx belongs to.
func PageOf(ctx context.Context, no, size *int) Page {
	p := Page{No: 1, Size: DefaultPageSize, Cap: CountCapOf(ctx)}
	if no != nil {
		p.No = *no
	}
	if size != nil {
		p.Size = *size
	}
	return p
}

// Within is p brought inside the contract's bounds: page 1 at least, DefaultPageSize when
// the size is unset (0 or less), MaxPageSize at most.
func (p Page) Within() Page {
	if p.Size <= 0 {
		p.Size = DefaultPageSize
	}
	p.Size = min(p.Size, MaxPageSize)
	p.No = max(p.No, 1)
	return p
}

// Filtered is p for a list filtered (true) or not: a list with no filter but its tab counts
// every row, from counters that keep its figures, so its cap is dropped.
func (p Page) Filtered(yes bool) Page {
	if !yes {
		p.Cap = 0
	}
	return p
}

// Bound brings each figure a store counted under p to what the answer gives: itself, or
// p.Cap when it reached the cap ("Cap or more"). It tells whether every figure is exact and
// answers the cap the contract gives beside them when one is not.
func Bound[N int | int64](p Page, figures ...*N) (exact bool, countCap *int) {
	exact = true
	for _, n := range figures {
		if p.Cap > 0 && *n >= N(p.Cap) {
			*n, exact = N(p.Cap), false
		}
	}
	if exact {
		return true, nil
	}
	c := p.Cap
	return false, &c
}

type countKey struct{}

// counting is how a request's lists count: up to cap, or every match when exact was asked.
type counting struct {
	cap   int
	exact bool
}

// WithCountCap records on ctx that the request's lists count up to n (0: every match),
// or every match when the request asked for exact figures (count=exact).
func WithCountCap(ctx context.Context, n int, exact bool) context.Context {
	return context.WithValue(ctx, countKey{}, counting{cap: n, exact: exact})
}

// CountCapOf is the count cap of the request ctx belongs to: 0 when it asked for exact
// figures or none was set.
func CountCapOf(ctx context.Context) int {
	c, _ := ctx.Value(countKey{}).(counting)
	if c.exact {
		return 0
	}
	return c.cap
}

// ExactAsked tells whether the request ctx belongs to asked for exact figures: a count that
// runs out of time then answers that the filter should be narrowed.
func ExactAsked(ctx context.Context) bool {
	c, _ := ctx.Value(countKey{}).(counting)
	return c.exact
}
