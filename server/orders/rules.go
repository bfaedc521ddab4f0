package orders

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"shopconsole/server/freight"
	"shopconsole/server/goods"
	"shopconsole/server/pictures"
)

// move is one legal step of the state machine: the action from any of its statuses to its
// target ("" keeps the status).
type move struct {
	from []Status
	to   Status
}

// machine is the order's state machine: every transition is checked here, once.
var machine = map[Action]move{
	ActPay:             {[]Status{Unpaid}, Paid},
	ActShip:            {[]Status{Paid}, Shipped},
	ActConfirm:         {[]Status{Shipped}, Completed},
	ActAutoConfirm:     {[]Status{Shipped}, Completed},
	ActCancel:          {[]Status{Unpaid}, Closed},
	ActRefundCancel:    {[]Status{Paid}, Closed},
	ActRefundSettled:   {Statuses, ""},
	ActAfterSaleRefund: {[]Status{Paid, Shipped, Completed}, ""},
	ActTimeout:         {[]Status{Unpaid}, Closed},
	ActChangePrice:     {[]Status{Unpaid}, ""},
	ActRemark:          {Statuses, ""},
}

// IllegalError refuses an action the order's status does not allow.
type IllegalError struct {
	From   Status
	Action Action
}

func (e *IllegalError) Error() string {
	return fmt.Sprintf("an order %s cannot take %s", e.From, e.Action)
}

// Next answers the status an order in from reaches by a, or *IllegalError.
func Next(from Status, a Action) (Status, error) {
	m, ok := machine[a]
	if !ok || !slices.Contains(m.from, from) {
		return from, &IllegalError{From: from, Action: a}
	}
	if m.to == "" {
		return from, nil
	}
	return m.to, nil
}

// Line is one line of an order as the storefront sends it.
type Line struct {
	SKUID    int64
	Quantity int64
}

// LineRule is what a line breaks.
type LineRule string

// The rules of a line.
const (
	LineRepeated LineRule = "repeated" // the SKU is on an earlier line
	LineUnknown  LineRule = "unknown"  // no such SKU, or it left its goods
	LineOffShelf LineRule = "offShelf" // its goods are not on shelf
	LineNoPrice  LineRule = "noPrice"  // the SKU has no price
	LineStock    LineRule = "stock"    // not enough stock
)

// LineError refuses the line at Index (from 0); Available is the stock left for LineStock.
type LineError struct {
	Index     int
	Rule      LineRule
	Available int64
}

func (e *LineError) Error() string { return fmt.Sprintf("items[%d]: %s", e.Index, e.Rule) }

// Reserve prices the lines from their goods (each with every SKU, by goods id) and takes
// their quantities off the SKUs' stock: it answers the items and the goods as they are
// after the reservation (each goods' stock the sum of its active SKUs'). Stock never goes
// negative: a line asking for more than is left is refused.
func Reserve(lines []Line, byID map[int64]goods.Goods, goodsOf map[int64]int64) ([]Item, map[int64]goods.Goods, error) {
	items := make([]Item, 0, len(lines))
	after := map[int64]goods.Goods{}
	seen := map[int64]bool{}
	for i, l := range lines {
		if seen[l.SKUID] {
			return nil, nil, &LineError{Index: i, Rule: LineRepeated}
		}
		seen[l.SKUID] = true
		g, ok := after[goodsOf[l.SKUID]]
		if !ok {
			if g, ok = byID[goodsOf[l.SKUID]]; !ok {
				return nil, nil, &LineError{Index: i, Rule: LineUnknown}
			}
			g.SKUs = slices.Clone(g.SKUs)
		}
		k := slices.IndexFunc(g.SKUs, func(s goods.SKU) bool { return s.ID == l.SKUID })
		switch {
		case k < 0 || g.SKUs[k].Retired:
			return nil, nil, &LineError{Index: i, Rule: LineUnknown}
		case g.Status != goods.StatusOn:
			return nil, nil, &LineError{Index: i, Rule: LineOffShelf}
		case g.SKUs[k].Price <= 0:
			return nil, nil, &LineError{Index: i, Rule: LineNoPrice}
		case g.SKUs[k].Stock < l.Quantity:
			return nil, nil, &LineError{Index: i, Rule: LineStock, Available: g.SKUs[k].Stock}
		}
		s := &g.SKUs[k]
		s.Stock -= l.Quantity
		g.Stock -= l.Quantity
		items = append(items, Item{GoodsID: g.ID, SKUID: s.ID, GoodsName: g.Name, SKUText: strings.Join(s.Specs, " / "),
			Image: itemImage(g, *s), Price: s.Price, Quantity: l.Quantity})
		after[g.ID] = g
	}
	return items, after, nil
}

// Restock gives an order's quantities back to its goods' SKUs (a retired SKU keeps them:
// it comes back with its stock if its combination does).
func Restock(items []Item, byID map[int64]goods.Goods) map[int64]goods.Goods {
	after := map[int64]goods.Goods{}
	for _, it := range items {
		g, ok := after[it.GoodsID]
		if !ok {
			if g, ok = byID[it.GoodsID]; !ok {
				continue // deleted for good: nothing to give back to
			}
			g.SKUs = slices.Clone(g.SKUs)
		}
		if k := slices.IndexFunc(g.SKUs, func(s goods.SKU) bool { return s.ID == it.SKUID }); k >= 0 {
			g.SKUs[k].Stock += it.Quantity
			if !g.SKUs[k].Retired {
				g.Stock += it.Quantity
			}
		}
		after[g.ID] = g
	}
	return after
}

// Sold counts an order's quantities as sales of its goods (sign -1 takes them back).
func Sold(items []Item, byID map[int64]goods.Goods, sign int64) map[int64]goods.Goods {
	after := map[int64]goods.Goods{}
	for _, it := range items {
		g, ok := after[it.GoodsID]
		if !ok {
			if g, ok = byID[it.GoodsID]; !ok {
				continue
			}
		}
		g.Sales = max(0, g.Sales+sign*it.Quantity)
		after[g.ID] = g
	}
	return after
}

// itemImage is the picture an item keeps: its SKU's own, else its goods' cover.
func itemImage(g goods.Goods, s goods.SKU) string {
	if s.PictureID != 0 {
		return pictures.ThumbURL(s.PictureID)
	}
	if len(g.Pictures) == 0 {
		return ""
	}
	if p := g.Pictures[0]; p.ID != 0 {
		return pictures.ThumbURL(p.ID)
	}
	return g.Pictures[0].URL
}

// GoodsAmount is the sum of the items' amounts.
func GoodsAmount(items []Item) int64 {
	var sum int64
	for _, it := range items {
		sum += it.Amount()
	}
	return sum
}

// parcel is what one freight charge covers.
type parcel struct {
	freight.Parcel
	volumeCm3 int64
}

// FreightFor prices the delivery of items to d: the goods charged by a template make one
// parcel per template, priced by freight.Fee; the goods with a flat fee pay the highest of
// their fees once; free goods add nothing. pricing answers a template's pricing.
func FreightFor(items []Item, byID map[int64]goods.Goods, d freight.Destination, pricing func(id int64) (freight.Pricing, error)) (int64, error) {
	var flat int64
	parcels := map[int64]*parcel{}
	var order []int64
	for _, it := range items {
		g := byID[it.GoodsID]
		switch g.Freight.Type {
		case goods.FreightFlat:
			flat = max(flat, g.Freight.Fee)
		case goods.FreightTemplate:
			p := parcels[g.Freight.TemplateID]
			if p == nil {
				p = &parcel{}
				parcels[g.Freight.TemplateID] = p
				order = append(order, g.Freight.TemplateID)
			}
			sku := skuOf(g, it.SKUID)
			p.Quantity += it.Quantity
			p.Weight += freight.Units(int64(sku.Weight) * it.Quantity) // grams are thousandths of a kilogram
			p.volumeCm3 += int64(sku.Volume) * it.Quantity
			p.Amount += it.Amount()
		}
	}
	total := flat
	for _, id := range order {
		t, err := pricing(id)
		if err != nil {
			return 0, err
		}
		p := parcels[id]
		p.Volume = freight.Units((p.volumeCm3 + 999) / 1000) // thousandths of a cubic metre, started ones counted
		q, err := freight.Fee(t, d, p.Parcel)
		if err != nil {
			return 0, err
		}
		total += q.Fee
	}
	return total, nil
}

func skuOf(g goods.Goods, id int64) goods.SKU {
	for _, s := range g.SKUs {
		if s.ID == id {
			return s
		}
	}
	return goods.SKU{}
}

// Total sets PayAmount from the order's amounts.
func (o *Order) Total() {
	o.PayAmount = o.GoodsAmount + o.FreightAmount - o.DiscountAmount + o.AdjustAmount
}

// ChangePrice sets what the buyer is to pay, keeping the difference to the computed amount
// as the adjustment; the new amount must be above 0.
func (o *Order) ChangePrice(pay int64) error {
	if pay <= 0 {
		return errPayNotPositive
	}
	o.AdjustAmount = pay - (o.GoodsAmount + o.FreightAmount - o.DiscountAmount)
	o.Total()
	return nil
}

var errPayNotPositive = fmt.Errorf("the amount to pay must be above 0")

// Timed tells whether an order in status s moves by itself at a deadline (which the
// settings fix).
func (s Status) Timed() bool { return s == Unpaid || s == Shipped }

// Deadlines set the times at which the order moves by itself in its status.
func (o *Order) Deadlines(s Settings) {
	o.PayDeadline, o.ConfirmDeadline = time.Time{}, time.Time{}
	switch o.Status {
	case Unpaid:
		o.PayDeadline = o.CreatedAt.Add(time.Duration(s.UnpaidMinutes) * time.Minute)
	case Shipped:
		if o.ShippedAt != nil {
			o.ConfirmDeadline = o.ShippedAt.AddDate(0, 0, s.AutoConfirmDays)
		}
	}
}

// CheckSettings answers the field a setting breaks ("" for none).
func CheckSettings(s Settings) string {
	switch {
	case s.UnpaidMinutes < 5 || s.UnpaidMinutes > 10080:
		return "unpaidMinutes"
	case s.AutoConfirmDays < 1 || s.AutoConfirmDays > 60:
		return "autoConfirmDays"
	case s.AfterSaleDays < 0 || s.AfterSaleDays > 90:
		return "afterSaleDays"
	}
	return ""
}
