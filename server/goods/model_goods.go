package goods

import (
	"slices"
	"time"

	"shopconsole/server/kernel"
)

// Status is where a goods stands: on shelf, off shelf (drafts too) or in the recycle bin.
type Status string

// The statuses a goods can hold.
const (
	StatusOn      Status = "on"
	StatusOff     Status = "off"
	StatusRecycle Status = "recycle"
)

// Spec types.
const (
	SpecSingle = "single"
	SpecMulti  = "multi"
)

// Freight types.
const (
	FreightFree     = "free"
	FreightFlat     = "flat"
	FreightTemplate = "template"
)

// Picture is one picture of a goods: an album picture (ID, its URL filled by the service) or
// a picture kept outside the album (URL only).
type Picture struct {
	ID  int64
	URL string
}

// Spec is one spec name with its values, in display order.
type Spec struct {
	Name   string
	Values []string
}

// SKU is one combination of spec values with its price and stock. Money in cents, weight in
// grams, volume in cm³. A retired SKU is a combination that left the goods: kept for the
// orders that name it, never listed or sold.
type SKU struct {
	ID                            int64
	Specs                         []string // one value per spec, in the specs' order
	Price, MarketPrice, CostPrice int64
	Stock                         int64
	Weight, Volume                int
	Barcode                       string
	PictureID                     int64 // the SKU's own album picture (0: none)
	Retired                       bool
}

// Freight is how a goods is charged for delivery.
type Freight struct {
	Type       string
	Fee        int64 // cents, for flat
	TemplateID int64 // for template
}

// Attribute is one filled attribute row: its name and kind as the template had them when the
// goods was saved, and the values (the text, or the chosen options).
type Attribute struct {
	Name   string
	Kind   string
	Values []string
}

// Goods is one article (SPU).
type Goods struct {
	ID           int64
	Name         string
	CategoryID   int64
	CategoryPath string // filled by the service for display
	Pictures     []Picture
	Attributes   []Attribute // the goods' own filled copy of its category's attribute rows
	Video        string
	Sort         int
	SpecType     string
	Specs        []Spec
	SKUs         []SKU // active and retired
	Stock        int64 // sum of the active SKUs' stock
	StockWarning int64
	Price        int64 // the lowest active SKU price
	Sales        int64
	Status       Status
	Freight      Freight
	ServiceIDs   []int64
	Description  string
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// Active answers the SKUs on sale.
func (g Goods) Active() []SKU {
	out := make([]SKU, 0, len(g.SKUs))
	for _, s := range g.SKUs {
		if !s.Retired {
			out = append(out, s)
		}
	}
	return out
}

// Tab is a list tab: a status, or a state derived from the stock.
type Tab string

// The list tabs.
const (
	TabAll     Tab = "all"
	TabOn      Tab = "on"
	TabOff     Tab = "off"
	TabSoldOut Tab = "soldOut"
	TabWarning Tab = "warning"
	TabRecycle Tab = "recycle"
)

// A Listing is one page of a goods list: its goods as the list shows them (Row), the count
// of every tab, and the category tree's version read with them (CategoryVersion).
type Listing struct {
	Rows            []Goods
	Counts          Counts
	CategoryVersion int64
}

// Row is g as its list shows it: without its SKUs, specs, attributes, video, freight,
// services and description (the columns the Postgres list reads).
func (g Goods) Row() Goods {
	return Goods{ID: g.ID, Name: g.Name, CategoryID: g.CategoryID, Pictures: slices.Clone(g.Pictures), Sort: g.Sort,
		SpecType: g.SpecType, Stock: g.Stock, StockWarning: g.StockWarning, Price: g.Price, Sales: g.Sales, Status: g.Status,
		CreatedAt: g.CreatedAt, UpdatedAt: g.UpdatedAt}
}

// Counts are how many goods each tab holds.
type Counts struct {
	All, On, Off, SoldOut, Warning, Recycle int64
}

// Filter is what a goods list asks for. CategoryIDs is the branch of the category filter
// (nil: any category). Price bounds are in cents (-1: none); From and To bound CreatedAt
// (zero: open).
type Filter struct {
	Tab                Tab
	Keyword            string
	CategoryIDs        []int64
	MinPrice, MaxPrice int64
	From, To           time.Time
	Sort               string // sort, sales, -sales, price, -price, stock, -stock, createdAt, -createdAt
	Page               kernel.Page
}

// InTab reports whether g belongs to the tab (the rule the stores' predicates follow).
func InTab(g Goods, t Tab) bool {
	switch t {
	case TabOn:
		return g.Status == StatusOn
	case TabOff:
		return g.Status == StatusOff
	case TabSoldOut:
		return g.Status == StatusOn && g.Stock == 0
	case TabWarning:
		return g.Status == StatusOn && g.Stock > 0 && g.Stock <= g.StockWarning
	case TabRecycle:
		return g.Status == StatusRecycle
	}
	return g.Status != StatusRecycle
}

// KindOf is the one tab a goods counts in: on (neither sold out nor warning), soldOut,
// warning, off or recycle. The stores keep counters per kind (the Postgres goods_kind).
func KindOf(g Goods) Tab {
	switch {
	case g.Status != StatusOn:
		return Tab(g.Status)
	case g.Stock == 0:
		return TabSoldOut
	case g.Stock <= g.StockWarning:
		return TabWarning
	}
	return TabOn
}

// CountsOf adds goods counted per kind (KindOf) up to the tabs' counts.
func CountsOf(perKind map[Tab]int64) Counts {
	on, sold, warn := perKind[TabOn], perKind[TabSoldOut], perKind[TabWarning]
	off, bin := perKind[TabOff], perKind[TabRecycle]
	return Counts{All: on + sold + warn + off, On: on + sold + warn, Off: off, SoldOut: sold, Warning: warn, Recycle: bin}
}

// Of answers the count of tab t.
func (c Counts) Of(t Tab) int64 {
	return map[Tab]int64{TabAll: c.All, TabOn: c.On, TabOff: c.Off, TabSoldOut: c.SoldOut, TabWarning: c.Warning,
		TabRecycle: c.Recycle}[t]
}
