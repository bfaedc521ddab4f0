package cash

import "testing"

func TestKnownBank(t *testing.T) {
	for bank, want := range map[string]bool{"中国工商银行": true, "招商银行": true, "": false, "工商银行": false, "Bank of Nowhere": false} {
		if got := KnownBank(bank); got != want {
			t.Errorf("KnownBank(%q) = %v, want %v", bank, got, want)
		}
	}
}

func TestDefaults(t *testing.T) {
	m := func(id int64, def bool) Method { return Method{ID: id, IsDefault: def} }
	for _, c := range []struct {
		name    string
		methods []Method
		want    int64
		answer  int64
	}{
		{"none", nil, 0, 0},
		{"the first becomes the default", []Method{m(1, false)}, 0, 1},
		{"the default stays", []Method{m(1, false), m(2, true)}, 0, 2},
		{"asked for takes it", []Method{m(1, true), m(2, false)}, 2, 2},
		{"asked for a missing one", []Method{m(1, false), m(2, true)}, 9, 2},
		{"the default deleted: the oldest", []Method{m(3, false), m(5, false)}, 0, 3},
		{"two defaults: the older stays", []Method{m(1, true), m(2, true)}, 0, 1},
	} {
		if got := Defaults(c.methods, c.want); got != c.answer {
			t.Errorf("%s: Defaults = %d, want %d", c.name, got, c.answer)
		}
	}
}
