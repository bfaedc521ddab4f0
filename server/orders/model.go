// Package orders runs the shop's orders: placed and paid from the storefront (stock
// reserved, items priced, freight and coupon applied), shipped, completed by the buyer or by
// time, closed when cancelled or not paid in time. Every rule is a plain function of this
// package; the stores only load and save.
package orders

import (
	"errors"
	"strconv"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// Status is where an order stands.
type Status string

// The statuses of an order.
const (
	Unpaid    Status = "unpaid"
	Paid      Status = "paid" // to ship
	Shipped   Status = "shipped"
	Completed Status = "completed"
	Closed    Status = "closed"
)

// Statuses lists every status in the order of the list's tabs.
var Statuses = []Status{Unpaid, Paid, Shipped, Completed, Closed}

// PayWay is how an order was paid.
type PayWay string

// The ways to pay.
const (
	PayWechat  PayWay = "wechat"
	PayAlipay  PayWay = "alipay"
	PayBalance PayWay = "balance"
)

// External reports whether the money went through a payment platform.
func (w PayWay) External() bool { return w == PayWechat || w == PayAlipay }

// Item is one line of an order: what the goods were when it was placed. Money in cents.
type Item struct {
	ID        int64
	GoodsID   int64
	SKUID     int64
	GoodsName string
	SKUText   string
	Image     string
	Price     int64
	Quantity  int64
}

// Amount is the line's price times its quantity.
func (i Item) Amount() int64 { return i.Price * i.Quantity }

// Consignee is who receives the order and where.
type Consignee struct {
	Name                                 string
	Mobile                               string
	ProvinceCode, CityCode, DistrictCode string
	ProvinceName, CityName, DistrictName string
	Detail                               string
}

// Order is one order. Money in cents; PayAmount = GoodsAmount + FreightAmount −
// DiscountAmount + AdjustAmount.
type Order struct {
	ID             int64
	SN             string
	UserID         int64
	User           shopusers.Brief // filled by reads
	Status         Status
	Items          []Item
	GoodsAmount    int64
	FreightAmount  int64
	DiscountAmount int64
	AdjustAmount   int64
	PayAmount      int64
	RefundedAmount int64
	PayWay         PayWay // "" while unpaid
	PayReference   string
	UserCouponID   int64 // 0: none
	CouponName     string
	Consignee      Consignee
	Remark         string
	MerchantRemark string
	Carrier        string
	TrackingNo     string
	CloseReason    string
	CreatedAt      time.Time
	// PayDeadline is when an unpaid order closes by itself, ConfirmDeadline when a shipped
	// one completes by itself (zero: not in that status).
	PayDeadline     time.Time
	PaidAt          *time.Time
	ShippedAt       *time.Time
	ConfirmDeadline time.Time
	CompletedAt     *time.Time
	ClosedAt        *time.Time
}

// Action is what happened to an order.
type Action string

// The actions of the order log.
const (
	ActCreate      Action = "create"
	ActPay         Action = "pay"
	ActShip        Action = "ship"
	ActConfirm     Action = "confirm"
	ActAutoConfirm Action = "autoConfirm"
	ActCancel      Action = "cancel"
	// ActRefundCancel closes a paid order with a full refund; ActRefundSettled records that
	// the payment platform refunded (the order's status stays).
	ActRefundCancel  Action = "refundCancel"
	ActRefundSettled Action = "refundSettled"
	ActTimeout       Action = "timeout"
	ActChangePrice   Action = "changePrice"
	ActRemark        Action = "remark"
)

// LogEntry is one line of an order's log. From is "" for the creation.
type LogEntry struct {
	ID        int64
	OrderID   int64
	Action    Action
	From, To  Status
	Operator  string
	Remark    string
	CreatedAt time.Time
}

// Operators that are not staff accounts.
const (
	OperatorBuyer  = "buyer"
	OperatorSystem = "system"
)

// RefundStatus is where a refund stands: asked of the payment platform, or done.
type RefundStatus string

// The statuses of a refund.
const (
	RefundPending  RefundStatus = "pending"
	RefundRefunded RefundStatus = "refunded"
)

// Refund is money going back to a buyer: to the balance at once, or through the payment
// platform the order was paid on (pending until the platform confirms it). Amount in cents.
type Refund struct {
	ID          int64
	SN          string
	OrderID     int64
	AfterSaleID int64 // 0: an order cancelled with its refund
	Amount      int64
	Way         PayWay
	Status      RefundStatus
	Reason      string
	Reference   string // the platform's refund number
	CreatedAt   time.Time
	SettledAt   *time.Time
}

// Settings are the shop's order settings.
type Settings struct {
	UnpaidMinutes   int `json:"unpaidMinutes"`
	AutoConfirmDays int `json:"autoConfirmDays"`
	AfterSaleDays   int `json:"afterSaleDays"`
}

// DefaultSettings are the settings of a shop that never saved any.
var DefaultSettings = Settings{UnpaidMinutes: 30, AutoConfirmDays: 7, AfterSaleDays: 7}

// Counts are how many orders each status holds, and under InAfterSale how many of them
// have an after-sale in progress.
type Counts map[Status]int64

// InAfterSale counts, and with Filter.AfterSale lists, the orders with an open after-sale
// whatever their status: a tab of the list, not a status.
const InAfterSale Status = "afterSale"

// All is the number of orders in every status.
func (c Counts) All() int64 {
	var n int64
	for _, s := range Statuses {
		n += c[s]
	}
	return n
}

// Filter is what an order list asks for: Status "" is every status. Text filters: SN from
// its start, GoodsName within an item's goods name, Buyer the nickname or the mobile from
// its start, Consignee likewise. From and To bound CreatedAt (zero: open; To exclusive).
type Filter struct {
	Status    Status
	SN        string
	GoodsName string
	Buyer     string
	Consignee string
	PayWay    PayWay
	AfterSale bool // only the orders with an open after-sale (Status "")
	From, To  time.Time
	// Closing keeps only the orders whose deadline falls in it (ClosingWithin; zero: any).
	Closing DeadlineWindow
	Sort    string // createdAt, -createdAt, payAmount, -payAmount
	Page    kernel.Page
}

// Errors a Store answers: ErrNotFound for a missing order, ErrRefundNotFound for a missing
// refund, ErrAfterSaleNotFound for a missing after-sale.
var (
	ErrNotFound          = errors.New("order not found")
	ErrRefundNotFound    = errors.New("refund not found")
	ErrAfterSaleNotFound = errors.New("after-sale not found")
)

// SN is the order number of order id placed at t: "O", the shop day, and the id in ten
// digits (more when it needs them).
func SN(id int64, t time.Time) string { return number("O", id, t) }

// RefundSN is the number of refund id made at t, as SN.
func RefundSN(id int64, t time.Time) string { return number("R", id, t) }

func number(prefix string, id int64, t time.Time) string {
	s := strconv.FormatInt(id, 10)
	for len(s) < 10 {
		s = "0" + s
	}
	return prefix + t.In(kernel.ShopZone).Format("20060102") + s
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
