package storetest

import (
	"cmp"
	"reflect"
	"slices"
	"testing"

	"shopconsole/server/goods"
)

// byID answers a list the store answers in no order, by id.
func byID[T any](list []T) []T {
	out := slices.Clone(list)
	slices.SortFunc(out, func(a, b T) int {
		return cmp.Compare(reflect.ValueOf(a).FieldByName("ID").Int(), reflect.ValueOf(b).FieldByName("ID").Int())
	})
	return orEmpty(out)
}

// categories: the tree saved then loaded by both reads, each with its goods (the recycle
// bin included), and a version that moves with every add, save and delete.
func categories(t *testing.T, f fixture) {
	loads := func(what string, want []goods.Category) {
		t.Helper()
		got, err := f.s.Categories(f.ctx)
		if err != nil || !reflect.DeepEqual(byID(got), byID(want)) {
			t.Errorf("Store.Categories %s:\n got %+v (%v)\nwant %+v", what, byID(got), err, byID(want))
		}
		for _, forUpdate := range []bool{false, true} {
			f.tx(t, func(tx goods.Tx) error {
				got, err := tx.Categories(forUpdate)
				if !reflect.DeepEqual(byID(got), byID(want)) {
					t.Errorf("Tx.Categories(%v) %s:\n got %+v\nwant %+v", forUpdate, what, byID(got), byID(want))
				}
				return err
			})
		}
	}
	version := func() int64 {
		t.Helper()
		v, err := f.s.CategoryVersion(f.ctx)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	want := []goods.Category{
		{ID: f.top, Level: 1, Name: "服装", Visible: true},
		{ID: f.mid, ParentID: f.top, Level: 2, Name: "女装", Visible: true},
		{ID: f.leaves[0], ParentID: f.mid, Level: 3, Name: "连衣裙", Visible: true},
		{ID: f.leaves[1], ParentID: f.mid, Level: 3, Name: "T恤", Visible: true},
	}
	loads("as added", want)
	v0 := version()
	var added goods.Category
	f.tx(t, func(tx goods.Tx) (err error) {
		added, err = tx.AddCategory(goods.Category{Level: 1, Name: "数码", Image: "/c.png", Sort: 2, GoodsCount: 7, ChildCount: 3})
		return err
	})
	if added.ID == 0 {
		t.Fatal("AddCategory answered no id")
	}
	added.GoodsCount, added.ChildCount = 0, 0 // counts are read, never stored
	want = append(want, added)
	loads("after AddCategory", want)
	v1 := version()
	moved := goods.Category{ID: f.leaves[1], ParentID: f.mid, Level: 3, Name: "衬衫", Image: "/s.png", Sort: 5}
	f.tx(t, func(tx goods.Tx) error {
		return tx.SaveCategories([]goods.Category{moved, {ID: added.ID, Level: 1, Name: "电器", Visible: true, Sort: 1}})
	})
	want[3], want[4] = moved, goods.Category{ID: added.ID, Level: 1, Name: "电器", Visible: true, Sort: 1}
	loads("after SaveCategories", want)
	v2 := version()
	in := f.goods("a")
	f.add(t, in)
	in.Status = goods.StatusRecycle
	f.add(t, in)
	in.CategoryID = f.leaves[1]
	f.add(t, in)
	want[2].GoodsCount, want[3].GoodsCount = 2, 1
	loads("with goods", want)
	if v := version(); v != v2 {
		t.Errorf("CategoryVersion moved with goods: %d, was %d", v, v2)
	}
	f.tx(t, func(tx goods.Tx) error { return tx.DeleteCategory(added.ID) })
	loads("after DeleteCategory", want[:4])
	if v3 := version(); v0 == v1 || v1 == v2 || v2 == v3 || v3 == v0 || v3 == v1 {
		t.Errorf("CategoryVersion through an add, a save and a delete: %d %d %d %d, want each new", v0, v1, v2, v3)
	}
}

// specTemplates: the library saved then loaded by both reads; a deleted spec goes.
func specTemplates(t *testing.T, f fixture) {
	loads := func(what string, want []goods.SpecTemplate) {
		t.Helper()
		got, err := f.s.SpecTemplates(f.ctx)
		if err != nil || !reflect.DeepEqual(byID(got), byID(want)) {
			t.Errorf("Store.SpecTemplates %s: %+v (%v), want %+v", what, got, err, want)
		}
		f.tx(t, func(tx goods.Tx) error {
			got, err := tx.SpecTemplates()
			if !reflect.DeepEqual(byID(got), byID(want)) {
				t.Errorf("Tx.SpecTemplates %s: %+v, want %+v", what, got, want)
			}
			return err
		})
	}
	loads("of a fresh store", nil)
	var want []goods.SpecTemplate
	f.tx(t, func(tx goods.Tx) error {
		for i, in := range []goods.SpecTemplate{{Name: "颜色", Values: []string{"红", "黑"}, Sort: 2}, {Name: "尺码", Values: []string{"S"}, Sort: 1}} {
			got, err := tx.AddSpecTemplate(in)
			if err != nil {
				return err
			}
			if got.ID == 0 || got.Name != in.Name {
				t.Errorf("AddSpecTemplate %d answered %+v", i, got)
			}
			want = append(want, got)
		}
		return nil
	})
	loads("after AddSpecTemplate", want)
	want[0].Name, want[0].Values, want[0].Sort = "色彩", []string{"白"}, 3
	f.tx(t, func(tx goods.Tx) error { return tx.SaveSpecTemplate(want[0]) })
	loads("after SaveSpecTemplate", want)
	f.tx(t, func(tx goods.Tx) error { return tx.DeleteSpecTemplate(want[1].ID) })
	loads("after DeleteSpecTemplate", want[:1])
}

// attributeTemplates: templates saved then loaded; a delete answers the name; deleting a
// category takes its templates with it.
func attributeTemplates(t *testing.T, f fixture) {
	loads := func(what string, want []goods.AttributeTemplate) {
		t.Helper()
		got, err := f.s.AttributeTemplates(f.ctx)
		if err != nil || !reflect.DeepEqual(byID(got), byID(want)) {
			t.Errorf("AttributeTemplates %s:\n got %+v (%v)\nwant %+v", what, got, err, want)
		}
	}
	loads("of a fresh store", nil)
	rows := []goods.AttributeRow{{Name: "面料", Required: true, Kind: goods.KindSingle, Options: []string{"棉", "麻"}},
		{Name: "货号", Kind: goods.KindText, Options: []string{}}}
	var want []goods.AttributeTemplate
	f.tx(t, func(tx goods.Tx) error {
		for _, leaf := range f.leaves {
			got, err := tx.AddAttributeTemplate(goods.AttributeTemplate{CategoryID: leaf, Name: "属性", Rows: rows})
			if err != nil {
				return err
			}
			want = append(want, got)
		}
		return nil
	})
	loads("after AddAttributeTemplate", want)
	want[0].Name, want[0].CategoryID = "改", f.leaves[1]
	want[0].Rows = []goods.AttributeRow{{Name: "季节", Kind: goods.KindMulti, Options: []string{"春", "夏"}}}
	f.tx(t, func(tx goods.Tx) error {
		if err := tx.SaveAttributeTemplate(want[0]); err != nil {
			return err
		}
		name, err := tx.DeleteAttributeTemplate(want[1].ID)
		if name != "属性" {
			t.Errorf("DeleteAttributeTemplate answered %q, want its name", name)
		}
		return err
	})
	loads("after SaveAttributeTemplate and DeleteAttributeTemplate", want[:1])
	f.tx(t, func(tx goods.Tx) error { return tx.DeleteCategory(f.leaves[1]) })
	loads("after its category's DeleteCategory", nil)
}
