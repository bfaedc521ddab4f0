package orders

// Total is a list's number of orders, taken from its counts: the after-sale tab's count, a
// status's, or every status's.
func (c Counts) Total(f Filter) int64 {
	switch {
	case f.AfterSale:
		return c[InAfterSale]
	case f.Status != "":
		return c[f.Status]
	}
	return c.All()
}

// Total is a list's number of after-sales, taken from its counts: a status's, or every
// status's.
func (c AfterSaleCounts) Total(f AfterSaleFilter) int64 {
	if f.Status != "" {
		return c[f.Status]
	}
	return c.All()
}
