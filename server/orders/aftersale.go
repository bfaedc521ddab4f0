package orders

import (
	"fmt"
	"slices"
	"time"

	"shopconsole/server/kernel"
	"shopconsole/server/shopusers"
)

// AfterSaleStatus is where an after-sale stands.
type AfterSaleStatus string

// The statuses of an after-sale.
const (
	Applied         AfterSaleStatus = "applied"
	AwaitingReturn  AfterSaleStatus = "awaitingReturn"
	AwaitingReceipt AfterSaleStatus = "awaitingReceipt"
	AwaitingRefund  AfterSaleStatus = "awaitingRefund"
	Refunded        AfterSaleStatus = "refunded"
	Refused         AfterSaleStatus = "refused"
	Revoked         AfterSaleStatus = "revoked"
)

// AfterSaleStatuses lists every status in the order of the list's tabs.
var AfterSaleStatuses = []AfterSaleStatus{Applied, AwaitingReturn, AwaitingReceipt, AwaitingRefund, Refunded, Refused, Revoked}

// Open reports whether an after-sale in s is still being handled.
func (s AfterSaleStatus) Open() bool {
	return s == Applied || s == AwaitingReturn || s == AwaitingReceipt || s == AwaitingRefund
}

// Kind is what a buyer claims.
type Kind string

// The kinds of after-sale.
const (
	RefundOnly   Kind = "refund"
	ReturnRefund Kind = "return"
)

// AfterSale is a buyer's claim on one item of an order. Amount in cents.
type AfterSale struct {
	ID              int64
	SN              string
	OrderID         int64
	OrderSN         string // filled by reads
	ItemID          int64
	GoodsName       string
	SKUText         string
	Image           string
	Quantity        int64
	Kind            Kind
	Amount          int64
	Reason          string
	Images          []string
	Status          AfterSaleStatus
	UserID          int64
	User            shopusers.Brief // filled by reads
	PayWay          PayWay
	ReturnAddress   string
	BuyerCarrier    string
	BuyerTrackingNo string
	RefuseReason    string
	// Deadline is when the after-sale moves by itself (zero: never): an applied refund only
	// is agreed, a return not sent back is revoked.
	Deadline  time.Time
	RefundSN  string
	Rights    *Rights // nil: no rights claim
	CreatedAt time.Time
	UpdatedAt time.Time
}

// AfterSaleAction is what happened to an after-sale.
type AfterSaleAction string

// The actions of the after-sale log.
const (
	AsApply       AfterSaleAction = "apply"
	AsAgree       AfterSaleAction = "agree"
	AsAutoAgree   AfterSaleAction = "autoAgree"
	AsRefuse      AfterSaleAction = "refuse"
	AsShip        AfterSaleAction = "ship"
	AsReceive     AfterSaleAction = "receive"
	AsRejectGoods AfterSaleAction = "rejectGoods"
	// AsRefund asks for the refund (the status stays while a platform refund is pending);
	// AsRefundSettled records that the money is back.
	AsRefund        AfterSaleAction = "refund"
	AsRefundSettled AfterSaleAction = "refundSettled"
	AsRevoke        AfterSaleAction = "revoke"
	AsExpire        AfterSaleAction = "expire"
)

// ActAfterSaleRefund is the order's log line of an after-sale's refund.
const ActAfterSaleRefund Action = "afterSaleRefund"

// AfterSaleLogEntry is one line of an after-sale's log. From is "" for the application.
type AfterSaleLogEntry struct {
	ID          int64
	AfterSaleID int64
	Action      AfterSaleAction
	From, To    AfterSaleStatus
	Operator    string
	Remark      string
	CreatedAt   time.Time
}

type asMove struct {
	from []AfterSaleStatus
	to   AfterSaleStatus // "": decided by the kind (agree), or kept
}

// afterSaleMachine is the after-sale's state machine: every transition is checked here, once.
var afterSaleMachine = map[AfterSaleAction]asMove{
	AsAgree:         {[]AfterSaleStatus{Applied}, ""},
	AsAutoAgree:     {[]AfterSaleStatus{Applied}, AwaitingRefund},
	AsRefuse:        {[]AfterSaleStatus{Applied}, Refused},
	AsShip:          {[]AfterSaleStatus{AwaitingReturn}, AwaitingReceipt},
	AsReceive:       {[]AfterSaleStatus{AwaitingReceipt}, AwaitingRefund},
	AsRejectGoods:   {[]AfterSaleStatus{AwaitingReceipt}, Refused},
	AsRefund:        {[]AfterSaleStatus{AwaitingRefund}, ""},
	AsRefundSettled: {[]AfterSaleStatus{AwaitingRefund}, Refunded},
	AsRevoke:        {[]AfterSaleStatus{Applied, AwaitingReturn}, Revoked},
	AsExpire:        {[]AfterSaleStatus{AwaitingReturn}, Revoked},
	// A rights claim keeps the claim refused, unless the platform rules for the buyer.
	AsRightsOpen:        {[]AfterSaleStatus{Refused}, ""},
	AsRightsForward:     {[]AfterSaleStatus{Refused}, ""},
	AsRightsAppeal:      {[]AfterSaleStatus{Refused}, ""},
	AsRightsArbitrate:   {[]AfterSaleStatus{Refused}, ""},
	AsRightsForMerchant: {[]AfterSaleStatus{Refused}, ""},
	AsRightsForBuyer:    {[]AfterSaleStatus{Refused}, AwaitingRefund},
}

// AfterSaleIllegalError refuses an action the after-sale's status does not allow.
type AfterSaleIllegalError struct {
	From   AfterSaleStatus
	Action AfterSaleAction
}

func (e *AfterSaleIllegalError) Error() string {
	return fmt.Sprintf("an after-sale %s cannot take %s", e.From, e.Action)
}

// NextAfterSale answers the status an after-sale of kind k in from reaches by a, or
// *AfterSaleIllegalError. Agreeing sends a refund only to its refund and a return to the
// buyer's shipment.
func NextAfterSale(k Kind, from AfterSaleStatus, a AfterSaleAction) (AfterSaleStatus, error) {
	m, ok := afterSaleMachine[a]
	if !ok || !slices.Contains(m.from, from) || (a == AsAutoAgree && k != RefundOnly) {
		return from, &AfterSaleIllegalError{From: from, Action: a}
	}
	switch {
	case a == AsAgree && k == ReturnRefund:
		return AwaitingReturn, nil
	case a == AsAgree:
		return AwaitingRefund, nil
	case m.to == "":
		return from, nil
	}
	return m.to, nil
}

// AfterSaleDeadline answers when an after-sale in its status moves by itself: an applied
// refund only is agreed, and a return not sent back is revoked, days after at; zero
// otherwise.
func AfterSaleDeadline(a AfterSale, days int, at time.Time) time.Time {
	if (a.Status == Applied && a.Kind == RefundOnly) || a.Status == AwaitingReturn {
		return at.AddDate(0, 0, days)
	}
	return time.Time{}
}

// ClaimRule is what an application breaks.
type ClaimRule string

// The rules of an application.
const (
	ClaimOrderStatus ClaimRule = "orderStatus" // the order is not paid, shipped or completed
	ClaimWindow      ClaimRule = "window"      // completed longer ago than the after-sale days
	ClaimItem        ClaimRule = "item"        // no such item in the order
	ClaimQuantity    ClaimRule = "quantity"    // more than the item holds
	ClaimNotShipped  ClaimRule = "notShipped"  // a return of goods never shipped
	ClaimOpen        ClaimRule = "open"        // the item has an open after-sale
	ClaimAmount      ClaimRule = "amount"      // above what the items kept
)

// ClaimError refuses an application; Max is the most that can be claimed for ClaimAmount.
type ClaimError struct {
	Rule ClaimRule
	Max  int64
}

func (e *ClaimError) Error() string { return "after-sale refused: " + string(e.Rule) }

// Claim checks an application on order o (with its after-sales so far) at now and answers
// the claimed item. The amount is above 0 (checked before) and at most the items' share of
// what the buyer paid less what their earlier claims refunded, and at most what the order
// still keeps.
func Claim(o Order, earlier []AfterSale, in AfterSale, days int, now time.Time) (Item, error) {
	switch {
	case o.Status != Paid && o.Status != Shipped && o.Status != Completed:
		return Item{}, &ClaimError{Rule: ClaimOrderStatus}
	case o.Status == Completed && o.CompletedAt != nil && now.After(o.CompletedAt.AddDate(0, 0, days)):
		return Item{}, &ClaimError{Rule: ClaimWindow}
	}
	k := slices.IndexFunc(o.Items, func(it Item) bool { return it.ID == in.ItemID })
	if k < 0 {
		return Item{}, &ClaimError{Rule: ClaimItem}
	}
	item := o.Items[k]
	switch {
	case in.Quantity < 1 || in.Quantity > item.Quantity:
		return item, &ClaimError{Rule: ClaimQuantity}
	case in.Kind == ReturnRefund && o.Status == Paid:
		return item, &ClaimError{Rule: ClaimNotShipped}
	}
	most, err := room(o, earlier, item, in.Quantity, 0)
	if err != nil {
		return item, err
	}
	if in.Amount > most {
		return item, &ClaimError{Rule: ClaimAmount, Max: max(most, 0)}
	}
	return item, nil
}

// room answers the most a claim on quantity of item may ask, given the order's other
// after-sales (but the claim except, 0 for none), or ClaimOpen when another one on the item is open.
func room(o Order, others []AfterSale, item Item, quantity, except int64) (int64, error) {
	var refunded int64
	for _, e := range others {
		switch {
		case (except != 0 && e.ID == except) || e.ItemID != item.ID:
		case e.Status.Open():
			return 0, &ClaimError{Rule: ClaimOpen}
		case e.Status == Refunded:
			refunded += e.Amount
		}
	}
	return min(ItemShare(o, item, quantity)-refunded, o.PayAmount-o.RefundedAmount), nil
}

// ItemShare is the part of what the buyer paid that quantity of item carry: their share of
// the goods amount, applied to the pay amount (freight, discount and adjustment spread in
// proportion).
func ItemShare(o Order, item Item, quantity int64) int64 {
	if o.GoodsAmount <= 0 {
		return 0
	}
	return item.Price * quantity * o.PayAmount / o.GoodsAmount
}

// AfterSaleSN is the number of after-sale id made at t, as SN.
func AfterSaleSN(id int64, t time.Time) string { return number("A", id, t) }

// AfterSaleCounts are how many after-sales each status holds.
type AfterSaleCounts map[AfterSaleStatus]int64

// All is the number of after-sales in every status.
func (c AfterSaleCounts) All() int64 {
	var n int64
	for _, v := range c {
		n += v
	}
	return n
}

// AfterSaleFilter is what an after-sale list asks for: Status "" is every status. SN from
// the start of the after-sale's or its order's number; Buyer the nickname or the mobile
// from its start. From and To bound CreatedAt (zero: open; To exclusive). Newest
// first. Rights "" is every claim, with a rights claim or not.
type AfterSaleFilter struct {
	Status   AfterSaleStatus
	SN       string
	Buyer    string
	Kind     Kind
	Rights   RightsFilter
	From, To time.Time
	Page     kernel.Page
}
