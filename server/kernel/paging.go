// Package kernel holds the few things every area shares and none owns: the page of a list,
// the shop's clock (its time zone, its calendar day, ranges of days) and the mobile-number
// check. It imports no area, so that any area can import it.
package kernel

// The contract's paging: pageSize defaults to 20 and is at most 100.
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
)

// Page is a 1-based page of a list.
type Page struct{ No, Size int }

// Offset is the number of rows before the page.
func (p Page) Offset() int { return (p.No - 1) * p.Size }

// PageOf applies the contract's paging defaults to the optional pageNo and pageSize.
func PageOf(no, size *int) Page {
	p := Page{No: 1, Size: DefaultPageSize}
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
