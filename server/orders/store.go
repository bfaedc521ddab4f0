package orders

import (
	"context"
	"time"

	"shopconsole/server/coupons"
	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/idempotency"
	"shopconsole/server/shopusers"
)

// Store is what the order service needs from a backend: the reads that need no
// transaction, and Tx for everything that writes. A store loads and saves; every rule is
// the service's.
type Store interface {
	// Tx runs fn as one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	// ListOrders answers one page of the orders matching f (each with its items and buyer),
	// their number, and the count of each status under f's other filters.
	ListOrders(ctx context.Context, f Filter) ([]Order, int64, Counts, error)
	// Order answers one order with its items and buyer (ErrNotFound).
	Order(ctx context.Context, id int64) (Order, error)
	// OrderIDsBySN answers the ids of the orders numbered sns, by number; a number that no
	// order has is left out.
	OrderIDsBySN(ctx context.Context, sns []string) (map[string]int64, error)
	// OrderDetail answers an order with its items and buyer, and its log, refunds and
	// after-sales, each oldest first (ErrNotFound).
	OrderDetail(ctx context.Context, id int64) (OrderDetail, error)
	// OrderRefunds answers an order's refunds, oldest first.
	OrderRefunds(ctx context.Context, id int64) ([]Refund, error)
	// PendingRefunds answers at most limit refunds still pending that were made before t,
	// oldest first.
	PendingRefunds(ctx context.Context, before time.Time, limit int) ([]Refund, error)
	// Settings answers the order settings (DefaultSettings until saved).
	Settings(ctx context.Context) (Settings, error)
	// ListAfterSales answers one page of the after-sales matching f (each with its order's
	// number and buyer), their number, and the count of each status under f's other filters.
	ListAfterSales(ctx context.Context, f AfterSaleFilter) ([]AfterSale, int64, AfterSaleCounts, error)
	// AfterSale answers one after-sale with its order's number and buyer (ErrAfterSaleNotFound).
	AfterSale(ctx context.Context, id int64) (AfterSale, error)
	// AfterSaleLog answers an after-sale's log, oldest first.
	AfterSaleLog(ctx context.Context, id int64) ([]AfterSaleLogEntry, error)
	// OrderAfterSales answers an order's after-sales, oldest first.
	OrderAfterSales(ctx context.Context, orderID int64) ([]AfterSale, error)
	// DueAfterSales answers the ids of at most limit after-sales in status whose deadline is
	// at or before t, the earliest deadline first.
	DueAfterSales(ctx context.Context, status AfterSaleStatus, t time.Time, limit int) ([]int64, error)
	// Due answers the ids of at most limit orders that w keeps (DueBy), the earliest
	// deadline first.
	Due(ctx context.Context, w DeadlineWindow, limit int) ([]int64, error)
	// DueWorkers is how many transactions of a timed transition run at once (1 for a store
	// whose transactions take turns).
	DueWorkers() int
}

// Tx loads and saves inside one transaction. Loads answer the area's ErrNotFound for a
// missing row; forUpdate holds what was loaded until the transaction ends. Its methods come
// by aggregate: the order, its refunds, its after-sales (the rights claims ride on them),
// the goods' stock and the coupons it uses, the shop's account a refund may move, and the
// buyers' accounts and keys.
type Tx interface {
	OrderTx
	RefundTx
	AfterSaleTx
	StockTx
	CouponTx
	CashTx
	// The buyers' accounts: payments from the balance, the consume gift's points and growth.
	shopusers.LedgerTx
	idempotency.Keys
}

// OrderTx loads and saves orders, their log and the order settings.
type OrderTx interface {
	// NextOrderID reserves the id of a new order.
	NextOrderID() (int64, error)
	// InsertOrder stores a new order under an id from NextOrderID with its items.
	InsertOrder(o Order) error
	// Order answers one order with its items.
	Order(id int64, forUpdate bool) (Order, error)
	// HeldOrders answers the orders of ids that exist, with their items, held, in ascending
	// id order.
	HeldOrders(ids []int64) ([]Order, error)
	// SaveOrder stores every field of the order but its id, number, buyer, items and
	// creation time.
	SaveOrder(o Order) error
	// SaveOrders is SaveOrder of many, in their order.
	SaveOrders(os []Order) error
	// AppendLog adds a line to an order's log.
	AppendLog(e LogEntry) error
	// AppendLogs is AppendLog of many, in their order.
	AppendLogs(es []LogEntry) error
	Settings() (Settings, error)
	SaveSettings(s Settings) error
}

// RefundTx loads and saves the refunds of orders.
type RefundTx interface {
	// NextRefundID reserves the id of a new refund.
	NextRefundID() (int64, error)
	// InsertRefund stores a new refund under an id from NextRefundID.
	InsertRefund(r Refund) error
	// RefundBySN answers a refund by its number (ErrRefundNotFound).
	RefundBySN(sn string, forUpdate bool) (Refund, error)
	// SaveRefund stores a refund's status, reference and time of settling.
	SaveRefund(r Refund) error
}

// AfterSaleTx loads and saves after-sales, their rights claims and their log.
type AfterSaleTx interface {
	// NextAfterSaleID reserves the id of a new after-sale.
	NextAfterSaleID() (int64, error)
	// InsertAfterSale stores a new after-sale under an id from NextAfterSaleID.
	InsertAfterSale(a AfterSale) error
	// AfterSale answers one after-sale (ErrAfterSaleNotFound).
	AfterSale(id int64, forUpdate bool) (AfterSale, error)
	// OrderAfterSales answers the after-sales of an order, oldest first.
	OrderAfterSales(orderID int64) ([]AfterSale, error)
	// SaveAfterSale stores an after-sale's status, return address, buyer's shipment, refusal,
	// rights claim, deadline, refund number and time of change.
	SaveAfterSale(a AfterSale) error
	// AppendAfterSaleLog adds a line to an after-sale's log.
	AppendAfterSaleLog(e AfterSaleLogEntry) error
}

// StockTx loads and saves what an order takes of the goods: their SKUs' stock, their
// sales, and the freight templates that price them.
type StockTx interface {
	// GoodsOfSKUs answers the goods of each SKU that exists, by SKU id.
	GoodsOfSKUs(skuIDs []int64) (map[int64]int64, error)
	// Goods answers a goods with every SKU (goods.ErrNotFound). Load goods in ascending id
	// order: two orders of the same goods then wait for each other, never deadlock.
	Goods(id int64, forUpdate bool) (goods.Goods, error)
	// HeldGoods answers the goods of ids (ascending) that exist, with every SKU, held, in
	// ascending id order.
	HeldGoods(ids []int64) ([]goods.Goods, error)
	// SaveStock stores the stock of the goods' SKUs, the goods' stock and its sales.
	SaveStock(g goods.Goods) error
	// SaveStocks is SaveStock of many, in their order.
	SaveStocks(gs []goods.Goods) error
	// FreightPricing answers a freight template's pricing (freight.ErrNotFound).
	FreightPricing(templateID int64) (freight.Pricing, error)
}

// CouponTx loads and saves the coupons an order uses and the consume gift it earns.
type CouponTx interface {
	// UserCoupon answers a coupon a user holds (coupons.ErrNotFound).
	UserCoupon(id int64, forUpdate bool) (coupons.UserCoupon, error)
	// Coupon answers a coupon's definition (coupons.ErrNotFound).
	Coupon(id int64) (coupons.Coupon, error)
	// SaveUserCoupon stores a held coupon's status, order and time of use.
	SaveUserCoupon(h coupons.UserCoupon) error
	// CountCouponUse adds delta to the number of times the coupon was used.
	CountCouponUse(couponID int64, delta int) error
	// ConsumeGift answers the consume gift's settings.
	ConsumeGift() (coupons.ConsumeGift, error)
}
