package goods

import (
	"reflect"
	"testing"

	"shopconsole/server/apperr"
)

func TestFillAttributes(t *testing.T) {
	rows := []AttributeRow{
		{Name: "面料", Required: true, Kind: KindSingle, Options: []string{"棉", "丝"}},
		{Name: "季节", Kind: KindMulti, Options: []string{"春", "夏"}},
		{Name: "货号", Required: true, Kind: KindText},
	}
	attr := func(name string, values ...string) Attribute { return Attribute{Name: name, Values: values} }
	for _, c := range []struct {
		name       string
		in         []Attribute
		key, field string
		want       []Attribute
	}{
		{"filled, in the rows' order, trimmed, empty rows out", []Attribute{attr("货号", " A1 "), attr("面料", "丝"), attr("季节")}, "", "",
			[]Attribute{{"面料", KindSingle, []string{"丝"}}, {"货号", KindText, []string{"A1"}}}},
		{"required left empty", []Attribute{attr("面料", "棉"), attr("货号", " ")}, "goods.attributeRequired", "attributes[2].values", nil},
		{"unknown name", []Attribute{attr("产地", "杭州")}, "goods.attributeUnknown", "attributes[0].name", nil},
		{"named twice", []Attribute{attr("面料", "棉"), attr("面料", "丝")}, "goods.attributeTwice", "attributes[0].values", nil},
		{"not an option", []Attribute{attr("季节", "冬")}, "goods.attributeNotOption", "attributes[1].values", nil},
		{"two values of a single row", []Attribute{attr("面料", "棉", "丝")}, "goods.attributeOneValue", "attributes[0].values", nil},
		{"two texts", []Attribute{attr("货号", "a", "b")}, "goods.attributeOneValue", "attributes[2].values", nil},
		{"repeated value", []Attribute{attr("季节", "春", "春")}, "goods.attributeValueTwice", "attributes[1].values", nil},
	} {
		got, err := FillAttributes(rows, c.in)
		if keyOf(err) != c.key {
			t.Errorf("%s: got %v, want %q", c.name, err, c.key)
			continue
		}
		if e, ok := apperr.As(err); ok && e.Field != c.field {
			t.Errorf("%s: field %q, want %q", c.name, e.Field, c.field)
		}
		if err == nil && !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestAttributeRows(t *testing.T) {
	ts := []AttributeTemplate{
		{ID: 2, CategoryID: 7, Rows: []AttributeRow{{Name: "b"}, {Name: "a"}}},
		{ID: 1, CategoryID: 7, Rows: []AttributeRow{{Name: "a", Required: true}}},
		{ID: 3, CategoryID: 8, Rows: []AttributeRow{{Name: "c"}}},
	}
	got := AttributeRows(ts, 7)
	want := []AttributeRow{{Name: "a", Required: true}, {Name: "b"}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("rows of category 7: %+v", got)
	}
	if AttributeRows(ts, 0) != nil {
		t.Fatal("a goods without a category has rows")
	}
}
