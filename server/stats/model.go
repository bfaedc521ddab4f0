// Package stats answers the home dashboard, the goods statistics and the transaction
// statistics from the same orders, refunds, browsing and favourites the other screens show,
// and records the storefront's goods views and favourites. Every rule (ranges, previous
// periods, changes, rates, buckets) is a plain function of this package; the stores keep or
// compute the daily sums and answer them.
package stats

import (
	"errors"
	"time"
)

// Day is the shop's figures of one day (money in cents). Buyers and visitors are distinct
// within the day; summed over days they count buyer-days.
type Day struct {
	Day            time.Time // 00:00 shop time
	Orders         int64     // orders placed
	OrderAmount    int64     // what the orders placed were to pay
	OrderingBuyers int64     // distinct buyers who placed an order
	PayOrders      int64     // orders paid
	PayAmount      int64     // what they paid
	PayingBuyers   int64     // distinct buyers who paid
	SalesCount     int64     // units in the orders paid
	SalesAmount    int64     // their lines' amounts (price × quantity)
	Refunds        int64     // refunds made
	RefundAmount   int64
	Views          int64 // goods pages viewed
	Visitors       int64 // distinct buyers who viewed a goods
	Favorites      int64 // goods added to favourites
}

// Add sums o into d (d's Day stays).
func (d *Day) Add(o Day) {
	d.Orders += o.Orders
	d.OrderAmount += o.OrderAmount
	d.OrderingBuyers += o.OrderingBuyers
	d.PayOrders += o.PayOrders
	d.PayAmount += o.PayAmount
	d.PayingBuyers += o.PayingBuyers
	d.SalesCount += o.SalesCount
	d.SalesAmount += o.SalesAmount
	d.Refunds += o.Refunds
	d.RefundAmount += o.RefundAmount
	d.Views += o.Views
	d.Visitors += o.Visitors
	d.Favorites += o.Favorites
}

// GoodsRow is one goods' figures over a range (money in cents). PayingBuyers and Visitors
// are distinct per day, summed over days.
type GoodsRow struct {
	GoodsID      int64
	GoodsName    string // now; "" when deleted
	Picture      string
	Views        int64
	Visitors     int64
	Favorites    int64
	SalesCount   int64
	SalesAmount  int64
	PayingBuyers int64
	RefundCount  int64
	RefundAmount int64
}

// Share is the part of a range's payments of one way to pay or one province.
type Share struct {
	Key       string // the pay way, or the province code
	Name      string // the province's name
	PayOrders int64
	PayAmount int64
}

// Period is a range of shop days, both ends included.
type Period struct {
	From, To time.Time // 00:00 shop time of the first and the last day
}

// Days answers how many days the period holds.
func (p Period) Days() int { return int(p.To.Sub(p.From).Hours()/24+0.5) + 1 }

// Todo is a to-do count of the home: the total of the list its link opens.
type Todo struct {
	Key   string
	Count int64
}

// The to-dos, in the order the home shows them.
const (
	TodoToShip                   = "toShip"
	TodoAfterSaleApplied         = "afterSaleApplied"
	TodoAfterSaleAwaitingReceipt = "afterSaleAwaitingReceipt"
	TodoLowStock                 = "lowStock"
	TodoWithdrawPending          = "withdrawPending"
	TodoUnpaidClosing            = "unpaidClosing"
)

// TodoKeys lists the to-dos in order.
var TodoKeys = []string{TodoToShip, TodoAfterSaleApplied, TodoAfterSaleAwaitingReceipt, TodoLowStock, TodoWithdrawPending, TodoUnpaidClosing}

// ClosingMinutes is the window of the unpaidClosing to-do.
const ClosingMinutes = 10

// TodoCap is how far a to-do is exact: beyond, it shows as "10,000+".
const TodoCap = 10_000

// ErrNotFound is what a store answers for a buyer or goods that does not exist.
var ErrNotFound = errors.New("not found")
