package goods

import (
	"strings"
	"testing"
)

var colourSize = []Spec{{Name: "颜色", Values: []string{"红", "蓝"}}, {Name: "尺码", Values: []string{"S", "M"}}}

func TestTotals(t *testing.T) {
	for _, c := range []struct {
		name         string
		skus         []SKU
		stock, price int64
	}{
		{"none", nil, 0, 0},
		{"sum and lowest", []SKU{{Price: 500, Stock: 3}, {Price: 300, Stock: 4}}, 7, 300},
		{"retired left out", []SKU{{Price: 500, Stock: 3}, {Price: 100, Stock: 9, Retired: true}}, 3, 500},
		{"unpriced left out of the price", []SKU{{Price: 0, Stock: 1}, {Price: 800, Stock: 1}}, 2, 800},
	} {
		if s, p := Totals(c.skus); s != c.stock || p != c.price {
			t.Errorf("%s: got %d/%d, want %d/%d", c.name, s, p, c.stock, c.price)
		}
	}
}

func TestCheckSpecsAndSKUs(t *testing.T) {
	for _, c := range []struct {
		name     string
		specType string
		specs    []Spec
		skus     []SKU
		key      string
	}{
		{"single", SpecSingle, nil, []SKU{{Price: 100}}, ""},
		{"single with specs", SpecSingle, colourSize, []SKU{{}}, "goods.specsSingle"},
		{"single with two skus", SpecSingle, nil, []SKU{{}, {}}, "goods.singleOneSku"},
		{"multi without specs", SpecMulti, nil, []SKU{{}}, "goods.specsCount"},
		{"four specs", SpecMulti, []Spec{{"a", []string{"1"}}, {"b", []string{"1"}}, {"c", []string{"1"}}, {"d", []string{"1"}}}, []SKU{{}}, "goods.specsCount"},
		{"repeated spec", SpecMulti, []Spec{{"a", []string{"1"}}, {"a", []string{"2"}}}, []SKU{{Specs: []string{"1", "2"}}}, "goods.specNameTwice"},
		{"repeated value", SpecMulti, []Spec{{"a", []string{"1", "1"}}}, []SKU{{Specs: []string{"1"}}}, "goods.specValueTwice"},
		{"blank spec name", SpecMulti, []Spec{{" ", []string{"1"}}}, []SKU{{Specs: []string{"1"}}}, "validation.required"},
		{"no sku", SpecMulti, colourSize, nil, "validation.required"},
		{"some combinations", SpecMulti, colourSize, []SKU{{Specs: []string{"红", "S"}, Price: 1}, {Specs: []string{"蓝", "M"}}}, ""},
		{"combination twice", SpecMulti, colourSize, []SKU{{Specs: []string{"红", "S"}}, {Specs: []string{"红", "S"}}}, "goods.skuComboTwice"},
		{"value not in spec", SpecMulti, colourSize, []SKU{{Specs: []string{"绿", "S"}}}, "goods.skuValueUnknown"},
		{"too few values", SpecMulti, colourSize, []SKU{{Specs: []string{"红"}}}, "goods.skuSpecCount"},
		{"negative stock", SpecMulti, colourSize, []SKU{{Specs: []string{"红", "S"}, Stock: -1}}, "validation.minimum"},
		{"negative price", SpecMulti, colourSize, []SKU{{Specs: []string{"红", "S"}, Price: -1}}, "goods.pricePositive"},
	} {
		err := CheckSpecs(c.specType, c.specs)
		if err == nil {
			err = CheckSKUs(c.specType, c.specs, c.skus)
		}
		if got := keyOf(err); got != c.key {
			t.Errorf("%s: got %q (%v), want %q", c.name, got, err, c.key)
		}
	}
}

func TestMergeSKUs(t *testing.T) {
	old := []SKU{
		{ID: 1, Specs: []string{"红", "S"}, Stock: 1},
		{ID: 2, Specs: []string{"红", "M"}, Stock: 2},
		{ID: 3, Specs: []string{"蓝", "S"}, Retired: true},
	}
	for _, c := range []struct {
		name    string
		in      []SKU
		want    map[string]int64 // combination -> id (0: new)
		retired []int64
		key     string
	}{
		{"same combinations keep their ids", []SKU{{Specs: []string{"红", "S"}}, {Specs: []string{"红", "M"}}},
			map[string]int64{"红/S": 1, "红/M": 2}, []int64{3}, ""},
		{"a gone combination is retired", []SKU{{Specs: []string{"红", "S"}}}, map[string]int64{"红/S": 1}, []int64{2, 3}, ""},
		{"a returning combination gets its id back", []SKU{{Specs: []string{"蓝", "S"}}}, map[string]int64{"蓝/S": 3}, []int64{1, 2}, ""},
		{"a new combination is new", []SKU{{Specs: []string{"蓝", "M"}}}, map[string]int64{"蓝/M": 0}, []int64{1, 2, 3}, ""},
		{"the combination decides, not the id sent", []SKU{{ID: 1, Specs: []string{"蓝", "M"}}}, map[string]int64{"蓝/M": 0}, []int64{1, 2, 3}, ""},
		{"an id of another goods", []SKU{{ID: 99, Specs: []string{"红", "S"}}}, nil, nil, "goods.skuNotOfGoods"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, err := MergeSKUs(old, c.in)
			if keyOf(err) != c.key {
				t.Fatalf("got %v, want %q", err, c.key)
			}
			if err != nil {
				return
			}
			var retired []int64
			for _, s := range out {
				if s.Retired {
					retired = append(retired, s.ID)
					continue
				}
				if id, ok := c.want[strings.Join(s.Specs, "/")]; !ok || id != s.ID {
					t.Errorf("sku %v has id %d, want %d", s.Specs, s.ID, id)
				}
			}
			if len(retired) != len(c.retired) {
				t.Fatalf("retired %v, want %v", retired, c.retired)
			}
			for i := range retired {
				if retired[i] != c.retired[i] {
					t.Fatalf("retired %v, want %v", retired, c.retired)
				}
			}
			if len(out) != len(c.in)+len(c.retired) {
				t.Fatalf("a SKU was dropped: %+v", out)
			}
		})
	}
}

func TestCanShelve(t *testing.T) {
	ok := Goods{Name: "裙", CategoryID: 3, Pictures: []Picture{{URL: "https://x/1.jpg"}}, SKUs: []SKU{{Price: 100}, {Retired: true}}}
	for _, c := range []struct {
		name  string
		edit  func(g *Goods)
		level int
		key   string
	}{
		{"ready", func(*Goods) {}, 3, ""},
		{"no picture", func(g *Goods) { g.Pictures = nil }, 3, "goods.shelfPicture"},
		{"no category", func(g *Goods) { g.CategoryID = 0 }, 0, "goods.shelfCategory"},
		{"category not a leaf", func(*Goods) {}, 2, "goods.shelfCategory"},
		{"unpriced sku", func(g *Goods) { g.SKUs = []SKU{{Price: 100}, {Price: 0}} }, 3, "goods.shelfPrice"},
	} {
		g := ok
		c.edit(&g)
		if got := keyOf(CanShelve(g, c.level)); got != c.key {
			t.Errorf("%s: got %q, want %q", c.name, got, c.key)
		}
	}
}

func TestChangeStatus(t *testing.T) {
	for _, c := range []struct {
		from Status
		op   string
		to   Status
		key  string
	}{
		{StatusOff, "on", StatusOn, ""}, {StatusOn, "off", StatusOff, ""}, {StatusRecycle, "on", StatusRecycle, "goods.inRecycleBin"},
		{StatusOn, "recycle", StatusRecycle, ""}, {StatusRecycle, "restore", StatusOff, ""}, {StatusOn, "restore", StatusOn, "goods.notInRecycleBin"},
		{StatusRecycle, "destroy", StatusRecycle, ""}, {StatusOff, "destroy", StatusOff, "goods.destroyOutsideBin"},
	} {
		to, err := ChangeStatus(c.from, c.op)
		if keyOf(err) != c.key || to != c.to {
			t.Errorf("%s %s: got %s %v, want %s %q", c.from, c.op, to, err, c.to, c.key)
		}
	}
}

func TestFreightPicturesDescription(t *testing.T) {
	for _, c := range []struct {
		f   Freight
		key string
	}{
		{Freight{Type: FreightFree}, ""}, {Freight{Type: FreightFlat, Fee: 800}, ""}, {Freight{Type: FreightFlat, Fee: -1}, "validation.minimum"},
		{Freight{Type: FreightTemplate}, "goods.freightTemplate"}, {Freight{Type: FreightTemplate, TemplateID: 2}, ""},
	} {
		if got := keyOf(CheckFreight(c.f)); got != c.key {
			t.Errorf("%+v: got %q, want %q", c.f, got, c.key)
		}
	}
	for _, c := range []struct {
		url string
		key string
	}{
		{"https://img.example.com/a.jpg", ""}, {"data:image/png;base64,AAAA", ""}, {"javascript:alert(1)", "goods.urlInvalid"},
		{"/relative.jpg", "goods.urlInvalid"}, {" ", "validation.required"},
	} {
		if got := keyOf(CheckPictures([]Picture{{URL: c.url}})); got != c.key {
			t.Errorf("%q: got %q, want %q", c.url, got, c.key)
		}
	}
	for in, want := range map[string]string{
		`<p onclick="x()">a<script>alert(1)</script></p>`:      `<p>a</p>`,
		`<p style="color: red">红</p>`:                          `<p style="color: red">红</p>`,
		`<a href="javascript:alert(1)">x</a>`:                  `x`,
		`<img src="https://img.example.com/a.jpg" alt="a">`:    `<img src="https://img.example.com/a.jpg" alt="a">`,
		`<ul><li>一</li></ul><iframe src="https://x"></iframe>`: `<ul><li>一</li></ul>`,
	} {
		if got := SanitizeDescription(in); got != want {
			t.Errorf("sanitise %q: got %q, want %q", in, got, want)
		}
	}
}

func TestKindsAddUpToTabs(t *testing.T) {
	all := []Goods{
		{Status: StatusOn, Stock: 9, StockWarning: 3}, {Status: StatusOn, Stock: 0}, {Status: StatusOn, Stock: 2, StockWarning: 3},
		{Status: StatusOff, Stock: 0}, {Status: StatusRecycle, Stock: 5},
	}
	perKind := map[Tab]int64{}
	for _, g := range all {
		perKind[KindOf(g)]++
	}
	c := CountsOf(perKind)
	for _, tab := range []Tab{TabAll, TabOn, TabOff, TabSoldOut, TabWarning, TabRecycle} {
		var want int64
		for _, g := range all {
			if InTab(g, tab) {
				want++
			}
		}
		if c.Of(tab) != want {
			t.Errorf("tab %s: counted %d from the kinds, %d goods in it", tab, c.Of(tab), want)
		}
	}
}
