package stats

import "time"

// The definitions of the figures, as every backend counts them. Postgres keeps its daily
// rollups with triggers (migration 090), a SQL copy of these rules kept for speed; the
// differential test's order steps (contract-tests/differential_orders_test.go) feed both
// the same orders, lines, refunds, views and favourites and require the same figures.

// Line is an order's line as the figures see it.
type Line struct {
	ID, GoodsID     int64
	Price, Quantity int64
}

// Sales answers what a paid line sells: its units and its amount (price × quantity).
func Sales(l Line) (count, amount int64) { return l.Quantity, l.Price * l.Quantity }

// Charge is what a refund counts on one goods.
type Charge struct {
	GoodsID int64
	Amount  int64
}

// RefundCharges answers the goods a refund of amount counts on, one charge per refund
// counted: a refund of an after-sale on the line itemID counts on that line's goods for its
// amount (nothing when the order has no such line); a refund of the whole order (itemID 0)
// counts on every line's goods for the line's amount.
func RefundCharges(lines []Line, itemID, amount int64) []Charge {
	var out []Charge
	for _, l := range lines {
		switch {
		case itemID == 0:
			_, a := Sales(l)
			out = append(out, Charge{GoodsID: l.GoodsID, Amount: a})
		case l.ID == itemID:
			return []Charge{{GoodsID: l.GoodsID, Amount: amount}}
		}
	}
	return out
}

// Buyer kinds of the distinct buyers of a day.
const (
	BuyerOrdered = 'o' // placed an order
	BuyerPaid    = 'p' // paid an order
	BuyerViewed  = 'v' // viewed a goods
)

// BuyerKey is one buyer of one kind on one shop day, for the shop (goods 0) or one goods.
type BuyerKey struct {
	Day   time.Time
	Goods int64
	User  int64
	Kind  byte
}

// Distinct counts the distinct buyers of each day (and goods): a buyer counts once per day,
// kind and goods, so a range sums buyer-days.
type Distinct map[BuyerKey]bool

// First reports whether k is new, and keeps it.
func (d Distinct) First(k BuyerKey) bool {
	if d[k] {
		return false
	}
	d[k] = true
	return true
}
