package goods

import (
	"cmp"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"shopconsole/server/apperr"
)

// TreeOrder answers the categories depth first, siblings by sort then id, each with its
// number of children. Rows whose parent is missing are left out.
func TreeOrder(cats []Category) []Category {
	kids := map[int64][]Category{}
	for _, c := range cats {
		kids[c.ParentID] = append(kids[c.ParentID], c)
	}
	out := make([]Category, 0, len(cats))
	var walk func(parent int64)
	walk = func(parent int64) {
		row := kids[parent]
		slices.SortFunc(row, func(a, b Category) int { return cmp.Or(cmp.Compare(a.Sort, b.Sort), cmp.Compare(a.ID, b.ID)) })
		for _, c := range row {
			c.ChildCount = len(kids[c.ID])
			out = append(out, c)
			walk(c.ID)
		}
	}
	walk(0)
	return out
}

func byID(cats []Category) map[int64]Category {
	m := make(map[int64]Category, len(cats))
	for _, c := range cats {
		m[c.ID] = c
	}
	return m
}

// Branch answers id and every category under it.
func Branch(cats []Category, id int64) []int64 {
	out := []int64{id}
	for i := 0; i < len(out); i++ {
		for _, c := range cats {
			if c.ParentID == out[i] {
				out = append(out, c.ID)
			}
		}
	}
	return out
}

// branchDepth is how many levels the branch of id spans (1 for a leaf).
func branchDepth(cats []Category, id int64) int {
	m := byID(cats)
	top := m[id].Level
	deepest := top
	for _, b := range Branch(cats, id) {
		deepest = max(deepest, m[b].Level)
	}
	return deepest - top + 1
}

// CheckImage accepts an empty string, an absolute http(s) URL or a data:image URL.
func CheckImage(field, s string) error {
	if s == "" || strings.HasPrefix(s, "data:image/") {
		return nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return apperr.Invalid(field, "goods.urlInvalid", field)
	}
	return nil
}

// PlaceCategory checks c (new when ID is 0) against the tree it joins and answers the
// categories to save: c at its level and, when it moved, its branch at their new levels.
// goodsIn counts the goods of a category: a category holding goods stays at level 3.
func PlaceCategory(cats []Category, c Category, goodsIn func(id int64) int64) ([]Category, error) {
	c.Name = strings.TrimSpace(c.Name)
	if c.Name == "" {
		return nil, apperr.Invalid("name", "validation.required", "name")
	}
	if err := CheckImage("image", c.Image); err != nil {
		return nil, err
	}
	m := byID(cats)
	old, exists := m[c.ID]
	if c.ID != 0 && !exists {
		return nil, apperr.New(http.StatusNotFound, "goods.categoryNotFound", c.ID)
	}
	c.Level = 1
	if c.ParentID != 0 {
		p, ok := m[c.ParentID]
		if !ok {
			return nil, apperr.Invalid("parentId", "goods.parentUnknown", c.ParentID)
		}
		if c.ID != 0 && slices.Contains(Branch(cats, c.ID), c.ParentID) {
			return nil, apperr.Invalid("parentId", "goods.parentLoop")
		}
		c.Level = p.Level + 1
	}
	depth := 1
	if exists {
		depth = branchDepth(cats, c.ID)
	}
	if c.Level+depth-1 > MaxLevel {
		return nil, apperr.Invalid("parentId", "goods.tooDeep", MaxLevel)
	}
	for _, o := range cats {
		if o.ID != c.ID && o.ParentID == c.ParentID && strings.EqualFold(o.Name, c.Name) {
			e := apperr.New(http.StatusConflict, "goods.categoryNameTaken", c.Name)
			e.Field = "name"
			return nil, e
		}
	}
	out := []Category{c}
	if !exists || old.Level == c.Level {
		if exists && goodsIn(c.ID) > 0 && c.Level != MaxLevel {
			return nil, levelHoldsGoods(goodsIn(c.ID))
		}
		return out, nil
	}
	shift := c.Level - old.Level
	for _, id := range Branch(cats, c.ID) {
		b := m[id]
		if id == c.ID {
			b = c
		} else {
			b.Level += shift
		}
		if n := goodsIn(id); n > 0 && b.Level != MaxLevel {
			return nil, levelHoldsGoods(n)
		}
		if id != c.ID {
			out = append(out, b)
		}
	}
	return out, nil
}

func levelHoldsGoods(n int64) error {
	e := apperr.New(http.StatusConflict, "goods.categoryGoodsLevel", n)
	e.Field = "parentId"
	return e
}

// CanDestroyCategory refuses a category with subcategories or goods, naming how many.
func CanDestroyCategory(cats []Category, id int64, goodsIn int64) error {
	children := 0
	for _, c := range cats {
		if c.ParentID == id {
			children++
		}
	}
	switch {
	case children > 0:
		return apperr.New(http.StatusConflict, "goods.categoryHasChildren", children)
	case goodsIn > 0:
		return apperr.New(http.StatusConflict, "goods.categoryHasGoods", goodsIn)
	}
	return nil
}

// SortSiblings answers the children of parent with sort numbers following ids, which must
// list every child exactly once.
func SortSiblings(cats []Category, parent int64, ids []int64) ([]Category, error) {
	if parent != 0 && !slices.ContainsFunc(cats, func(c Category) bool { return c.ID == parent }) {
		return nil, apperr.Invalid("parentId", "goods.parentUnknown", parent)
	}
	seen := map[int64]bool{}
	for _, id := range ids {
		if seen[id] {
			return nil, apperr.Invalid("ids", "goods.sortDuplicate", id)
		}
		seen[id] = true
	}
	var out []Category
	for _, c := range cats {
		if c.ParentID == parent {
			if !seen[c.ID] {
				return nil, apperr.Invalid("ids", "goods.sortMismatch", parent)
			}
			c.Sort = slices.Index(ids, c.ID) + 1
			out = append(out, c)
		}
	}
	if len(out) != len(ids) {
		return nil, apperr.Invalid("ids", "goods.sortMismatch", parent)
	}
	return out, nil
}
