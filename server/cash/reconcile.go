package cash

import (
	"context"
	"fmt"
)

// Mismatch is where a flow stops agreeing: the line whose totals do not follow from the
// lines before it (LineID 0: the account, whose balances are not the last totals), what
// they should have been and what was found.
type Mismatch struct {
	LineID          int64
	Expected, Found Balance
}

func (m *Mismatch) Error() string {
	where := fmt.Sprintf("line %d", m.LineID)
	if m.LineID == 0 {
		where = "the account"
	}
	return fmt.Sprintf("%s: expected available %d, frozen %d, debt %d; found available %d, frozen %d, debt %d", where,
		m.Expected.Available, m.Expected.Frozen, m.Expected.Debt, m.Found.Available, m.Found.Frozen, m.Found.Debt)
}

// Reconcile walks the shop account's flow (streamed, checked line by line) and answers how
// many lines it read and the first mismatch (nil when all agree).
func Reconcile(ctx context.Context, fs FlowStore) (int64, *Mismatch, error) {
	var c Checker
	var m *Mismatch
	a, err := fs.WalkFlow(ctx, func(f Flow) error {
		if !c.Add(f) {
			m = &Mismatch{LineID: f.ID, Expected: c.Expected(), Found: f.After()}
			return m
		}
		return nil
	})
	if m != nil {
		return c.Lines(), m, nil
	}
	if err != nil {
		return c.Lines(), nil, err
	}
	if !c.Done(a) {
		return c.Lines(), &Mismatch{Expected: c.Expected(), Found: Balance{Available: a.Available, Frozen: a.Frozen, Debt: a.Debt}}, nil
	}
	return c.Lines(), nil, nil
}

var _ error = (*Mismatch)(nil)
