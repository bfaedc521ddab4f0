package goods

import "testing"

func TestCheckSpecTemplate(t *testing.T) {
	lib := []SpecTemplate{{ID: 1, Name: "颜色", Values: []string{"红"}}, {ID: 2, Name: "Size", Values: []string{"S"}}}
	for _, c := range []struct {
		name string
		in   SpecTemplate
		key  string
	}{
		{"new", SpecTemplate{Name: "面料", Values: []string{"棉", "麻"}}, ""},
		{"rename itself", SpecTemplate{ID: 1, Name: "颜色", Values: []string{"蓝"}}, ""},
		{"taken, any case", SpecTemplate{Name: "size", Values: []string{"M"}}, "goods.specNameTaken"},
		{"blank name", SpecTemplate{Name: " ", Values: []string{"M"}}, "validation.required"},
		{"repeated value after trimming", SpecTemplate{Name: "x", Values: []string{"M", " M"}}, "goods.specValueTwice"},
		{"blank value", SpecTemplate{Name: "x", Values: []string{" "}}, "goods.specValueTwice"},
		{"missing", SpecTemplate{ID: 9, Name: "x", Values: []string{"a"}}, "goods.specNotFound"},
	} {
		if _, err := CheckSpecTemplate(lib, c.in); keyOf(err) != c.key {
			t.Errorf("%s: got %v, want %q", c.name, err, c.key)
		}
	}
}
