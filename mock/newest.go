package mock

import "slices"

// newestPage answers the page [offset, offset+limit) of the elements of rows that match,
// newest first, and how many match; asc orders rows oldest first. Rows are appended in
// that order almost always (ids and clocks move forward), and then the page is read
// walking back from the end, copying only its own rows: a list of the system log or the
// ledger at their bounds would otherwise copy and sort tens of megabytes per request.
// Rows out of order (a test clock moved back) fall back to sorting the matches' indexes.
func newestPage[T any](rows []T, match func(*T) bool, asc func(a, b *T) int, offset, limit int) ([]T, int) {
	ordered := true
	for i := 1; i < len(rows); i++ {
		if asc(&rows[i-1], &rows[i]) > 0 {
			ordered = false
			break
		}
	}
	page := []T{}
	if ordered {
		total := 0
		for i := len(rows) - 1; i >= 0; i-- {
			if !match(&rows[i]) {
				continue
			}
			if total >= offset && len(page) < limit {
				page = append(page, rows[i])
			}
			total++
		}
		return page, total
	}
	var idx []int
	for i := range rows {
		if match(&rows[i]) {
			idx = append(idx, i)
		}
	}
	// Stable, so that equal rows keep the reverse of their order in rows, as the walk does.
	slices.Reverse(idx)
	slices.SortStableFunc(idx, func(a, b int) int { return asc(&rows[b], &rows[a]) })
	for _, i := range idx[min(offset, len(idx)):min(offset+limit, len(idx))] {
		page = append(page, rows[i])
	}
	return page, len(idx)
}
