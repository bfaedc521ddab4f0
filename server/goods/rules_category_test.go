package goods

import (
	"testing"

	"shopconsole/server/apperr"
)

// tree: 1 数码 > 2 手机 > 3 智能手机; 4 家电 > 5 厨房.
var sampleTree = []Category{
	{ID: 1, Level: 1, Name: "数码"}, {ID: 2, ParentID: 1, Level: 2, Name: "手机"},
	{ID: 3, ParentID: 2, Level: 3, Name: "智能手机", GoodsCount: 4},
	{ID: 4, Level: 1, Name: "家电"}, {ID: 5, ParentID: 4, Level: 2, Name: "厨房"},
}

func keyOf(err error) string {
	if e, ok := apperr.As(err); ok {
		return e.Key
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

func TestPlaceCategory(t *testing.T) {
	count := goodsCounter(sampleTree)
	for _, c := range []struct {
		name   string
		in     Category
		key    string
		levels map[int64]int
	}{
		{"new top", Category{Name: "服饰"}, "", map[int64]int{0: 1}},
		{"new leaf", Category{ParentID: 5, Name: "锅"}, "", map[int64]int{0: 3}},
		{"fourth level", Category{ParentID: 3, Name: "x"}, "goods.tooDeep", nil},
		{"unknown parent", Category{ParentID: 99, Name: "x"}, "goods.parentUnknown", nil},
		{"blank name", Category{Name: "  "}, "validation.required", nil},
		{"sibling name, any case", Category{ParentID: 1, Name: "手机"}, "goods.categoryNameTaken", nil},
		{"bad image", Category{Name: "x", Image: "javascript:alert(1)"}, "goods.urlInvalid", nil},
		{"under itself", Category{ID: 1, ParentID: 3, Name: "数码"}, "goods.parentLoop", nil},
		{"missing", Category{ID: 99, Name: "x"}, "goods.categoryNotFound", nil},
		{"same level, one row", Category{ID: 2, ParentID: 4, Name: "手机"}, "", map[int64]int{2: 2}},
		{"branch moves along", Category{ID: 4, ParentID: 1, Name: "家电"}, "", map[int64]int{4: 2, 5: 3}},
		{"branch too deep", Category{ID: 2, ParentID: 5, Name: "手机"}, "goods.tooDeep", nil},
		{"goods leave level 3", Category{ID: 2, Name: "手机"}, "goods.categoryGoodsLevel", nil},
		{"leaf with goods renamed", Category{ID: 3, ParentID: 2, Name: "5G手机"}, "", map[int64]int{3: 3}},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, err := PlaceCategory(sampleTree, c.in, count)
			if keyOf(err) != c.key {
				t.Fatalf("got %v, want %q", err, c.key)
			}
			for id, level := range c.levels {
				found := false
				for _, o := range out {
					if o.ID == id {
						found = true
						if o.Level != level {
							t.Errorf("category %d at level %d, want %d", id, o.Level, level)
						}
					}
				}
				if !found {
					t.Errorf("category %d not saved: %+v", id, out)
				}
			}
		})
	}
}

func TestCanDestroyCategory(t *testing.T) {
	for _, c := range []struct {
		id    int64
		goods int64
		key   string
	}{
		{1, 0, "goods.categoryHasChildren"}, {3, 4, "goods.categoryHasGoods"}, {5, 0, ""},
	} {
		if got := keyOf(CanDestroyCategory(sampleTree, c.id, c.goods)); got != c.key {
			t.Errorf("category %d: got %q, want %q", c.id, got, c.key)
		}
	}
}

func TestSortSiblingsAndTree(t *testing.T) {
	for _, c := range []struct {
		parent int64
		ids    []int64
		key    string
	}{
		{0, []int64{4, 1}, ""}, {0, []int64{4}, "goods.sortMismatch"}, {0, []int64{4, 4}, "goods.sortDuplicate"},
		{0, []int64{4, 1, 2}, "goods.sortMismatch"}, {99, []int64{1}, "goods.parentUnknown"},
	} {
		out, err := SortSiblings(sampleTree, c.parent, c.ids)
		if keyOf(err) != c.key {
			t.Errorf("%v: got %v, want %q", c.ids, err, c.key)
		}
		if err == nil && (out[0].ID != 1 || out[0].Sort != 2) {
			t.Errorf("sort numbers: %+v", out)
		}
	}
	got := TreeOrder(sampleTree)
	want := []int64{1, 2, 3, 4, 5}
	for i, c := range got {
		if c.ID != want[i] {
			t.Fatalf("tree order %v", got)
		}
	}
	if got[0].ChildCount != 1 || got[2].ChildCount != 0 {
		t.Fatalf("child counts: %+v", got)
	}
}
