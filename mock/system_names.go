package mock

import (
	"cmp"
	"context"
	"slices"

	"shopconsole/server/system"
)

// Usernames implements system.Tx.
func (t tx) Usernames(context.Context) ([]system.StaffName, error) {
	out := make([]system.StaffName, 0, len(t.s.staff))
	for id, row := range t.s.staff {
		out = append(out, system.StaffName{ID: id, Username: row.Username})
	}
	slices.SortFunc(out, func(a, b system.StaffName) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}
