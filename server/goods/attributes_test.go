package goods

import "testing"

func TestCheckAttributeTemplate(t *testing.T) {
	row := func(name, kind string, opts ...string) AttributeRow {
		return AttributeRow{Name: name, Kind: kind, Options: opts}
	}
	for _, c := range []struct {
		name string
		rows []AttributeRow
		key  string
	}{
		{"text and choices", []AttributeRow{row("货号", KindText), row("面料", KindSingle, "棉"), row("季节", KindMulti, "春", "夏")}, ""},
		{"no rows", nil, "validation.required"},
		{"blank row name", []AttributeRow{row(" ", KindText)}, "validation.required"},
		{"repeated row", []AttributeRow{row("a", KindText), row("a ", KindText)}, "goods.attributeTwice"},
		{"text with options", []AttributeRow{row("a", KindText, "x")}, "goods.attributeTextOptions"},
		{"choice without options", []AttributeRow{row("a", KindSingle)}, "goods.attributeNeedsOptions"},
		{"repeated option", []AttributeRow{row("a", KindMulti, "x", " x")}, "goods.attributeOptionTwice"},
	} {
		if _, err := CheckAttributeTemplate(AttributeTemplate{Name: "t", Rows: c.rows}); keyOf(err) != c.key {
			t.Errorf("%s: got %v, want %q", c.name, err, c.key)
		}
	}
	if _, err := CheckAttributeTemplate(AttributeTemplate{Name: " ", Rows: []AttributeRow{row("a", KindText)}}); keyOf(err) != "validation.required" {
		t.Errorf("blank name: %v", err)
	}
}
