// Package goods is the goods area: categories in three levels, goods (SPU) with their SKUs
// and specs, the spec library and attribute templates. Every rule is a plain function of
// values (rules*.go); the service loads, applies them and saves inside one transaction.
package goods

import "errors"

// ErrNotFound is what a Store answers for a missing row.
var ErrNotFound = errors.New("not found")

// MaxLevel is the deepest category level; goods sit at this level.
const MaxLevel = 3

// Category is one node of the three-level category tree. ParentID 0 is the top.
type Category struct {
	ID, ParentID int64
	Level        int
	Name, Image  string
	Sort         int
	Visible      bool
	GoodsCount   int64 // goods in the category, the recycle bin included
	ChildCount   int   // direct subcategories (the service fills it)
}
