package mock

import (
	"context"
	"testing"

	"shopconsole/server/goods"
	"shopconsole/server/kernel"
)

// The goods service keeps the category tree between lists: a category added since, or a
// store restored meanwhile, is seen by the next list.
func TestGoodsListSeesTheTreeAsItIs(t *testing.T) {
	ctx := context.Background()
	s := New()
	svc := goods.New(s.Goods(), nil)
	list := func(category int64) error {
		_, _, _, err := svc.ListGoods(ctx, goods.Filter{Tab: goods.TabAll, Sort: "sort", MinPrice: -1, MaxPrice: -1,
			Page: kernel.Page{No: 1, Size: 20}}, category)
		return err
	}
	seeded := s.Clone()
	if err := list(0); err != nil {
		t.Fatal(err)
	}
	add := func(name string) int64 {
		t.Helper()
		c, err := svc.SaveCategory(ctx, goods.Category{Name: name, Level: 1, Visible: true})
		if err != nil {
			t.Fatal(err)
		}
		return c.ID
	}
	first := add("树一")
	if err := list(first); err != nil {
		t.Fatalf("a category added since the last list: %v", err)
	}
	s.Restore(seeded)
	if err := list(first); err == nil {
		t.Fatal("a category gone with a restore is still found")
	}
	second := add("树二")
	if err := list(second); err != nil {
		t.Fatalf("a category added after a restore: %v", err)
	}
}
