package shopusers

import (
	"testing"
	"time"
)

// heldTx holds one user; it records whether the user is held yet.
type heldTx struct {
	Tx
	held bool
}

func (h *heldTx) User(id int64, _ bool) (User, error) {
	h.held = true
	return User{ID: id, Balance: 1000}, nil
}

func (h *heldTx) SaveUser(User) error { return nil }

func (h *heldTx) AppendLedger(e LedgerEntry) (LedgerEntry, error) { return e, nil }

// A ledger line is dated once its user is held: concurrent adjustments then list in the
// order they were applied, each line following the one before.
func TestAdjustDatesTheLineWhileTheUserIsHeld(t *testing.T) {
	before := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	held := before.Add(time.Second)
	tx := &heldTx{}
	now := func() time.Time {
		if tx.held {
			return held
		}
		return before
	}
	res, err := adjust(tx, Adjustment{UserID: 7, Type: Money, Amount: 75, Channel: AdminDecrease, Remark: "r", At: before}, now)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Entry.CreatedAt.Equal(held) || res.Entry.Left != 925 {
		t.Fatalf("line %+v: want dated %s, left 925", res.Entry, held)
	}
}
