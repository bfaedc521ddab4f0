// Package demo serves the template's demo layer: a sample table, goods cards,
// the Remix Icon names, a workflow graph and a description list. Only the mock backend
// holds demo data; over any other backend every operation answers 404, so production
// storage carries no demo code.
package demo

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Status of a table row.
type Status string

const (
	Published Status = "published"
	Draft     Status = "draft"
	Deleted   Status = "deleted"
)

// Row is one row of the demo table, with every field.
type Row struct {
	ID          int64
	UUID        [16]byte
	Title       string
	Description string
	Status      Status
	Author      string
	Datetime    time.Time
	PageViews   int
	Img         string
	Switch      bool
	Percent     int
	Rate        int // 1 to 5
	Percentage  int
	// ZH is the sample text in Chinese, shown to zh callers until the row is edited.
	ZH *RowText
}

// RowText is what a sample row says in one language.
type RowText struct{ Title, Description, Author, Img string }

// Goods is one card of the goods grid.
type Goods struct {
	ID          int64
	Title       string
	PriceCents  int64
	Labels      []string
	Company     string
	URL         string
	Description string
	Icon        string // a Remix Icon name
	Image       string
	// ZH is the card's text in Chinese, shown to zh callers.
	ZH *GoodsText
}

// GoodsText is what a goods card says in one language.
type GoodsText struct {
	Title, Company, Description, Image string
	Labels                             []string
}

// Icon is one Remix Icon: its font class is "ri-" + Name.
type Icon struct{ Name, Category string }

// Point is a position on the workflow canvas.
type Point struct{ X, Y float64 }

// Node is a workflow node; Type is its shape (circle, rect, diamond, ellipse).
type Node struct {
	ID, Type, Text string
	X, Y           float64
}

// Edge joins two nodes along a polyline.
type Edge struct {
	ID, Source, Target, Text string
	Points                   []Point
}

// Graph is the whole workflow.
type Graph struct {
	Nodes []Node
	Edges []Edge
}

// Description is a titled list of label/value pairs.
type Description struct {
	Title string
	Items []DescriptionItem
	ZH    *Description // the same in Chinese, for a zh reader (nil: Title and Items in every language)
}

// DescriptionItem is one pair of a Description.
type DescriptionItem struct{ Label, Value string }

// MissingRowError reports a row id that no row has.
type MissingRowError struct{ ID int64 }

func (e *MissingRowError) Error() string { return fmt.Sprintf("demo row %d not found", e.ID) }

// ErrMissingRow matches any *MissingRowError with errors.Is.
var ErrMissingRow = errors.New("demo row not found")

// Is makes errors.Is(err, ErrMissingRow) true for a *MissingRowError.
func (e *MissingRowError) Is(target error) bool { return target == ErrMissingRow }

// Store is what the demo service needs from a backend that holds demo data.
type Store interface {
	// DemoRows returns every row (a copy).
	DemoRows(ctx context.Context) ([]Row, error)
	// AddDemoRow stores r under a new id and returns it.
	AddDemoRow(ctx context.Context, r Row) (Row, error)
	// ReplaceDemoRow overwrites the row with r.ID; *MissingRowError when there is none.
	ReplaceDemoRow(ctx context.Context, r Row) error
	// DeleteDemoRows deletes all of ids and answers them as they were or, with a
	// *MissingRowError for the first unknown one, deletes none of them.
	DeleteDemoRows(ctx context.Context, ids []int64) ([]Row, error)
	DemoGoods(ctx context.Context) ([]Goods, error)
	// DemoIcons returns the icon list, sorted by name; callers must not modify it.
	DemoIcons(ctx context.Context) ([]Icon, error)
	DemoWorkflow(ctx context.Context) (Graph, error)
	SaveDemoWorkflow(ctx context.Context, g Graph) error
	DemoDescription(ctx context.Context) (Description, error)
}
