package setup

import (
	"errors"
	"slices"
	"testing"

	"shopconsole/server/apperr"
)

type fakeRegions map[string][]string

func (r fakeRegions) Chain(code string) ([]string, bool) { c, ok := r[code]; return c, ok }
func (r fakeRegions) RegionName(code string) (string, bool) {
	return map[string]string{"330000": "浙江省", "330100": "杭州市", "330106": "西湖区"}[code], true
}

var regions = fakeRegions{"330106": {"330000", "330100", "330106"}, "330100": {"330000", "330100"}}

func TestBuild(t *testing.T) {
	good := Input{Contact: " 李仓管 ", Mobile: "13800000000", ProvinceCode: "330000", CityCode: "330100", DistrictCode: "330106", Detail: "文三路 1 号"}
	for _, c := range []struct {
		name  string
		edit  func(*Input)
		field string
	}{
		{"good", func(*Input) {}, ""},
		{"no contact", func(in *Input) { in.Contact = "  " }, "contact"},
		{"bad mobile", func(in *Input) { in.Mobile = "12800000000" }, "mobile"},
		{"short mobile", func(in *Input) { in.Mobile = "1380000000" }, "mobile"},
		{"no detail", func(in *Input) { in.Detail = "" }, "detail"},
		{"unknown district", func(in *Input) { in.DistrictCode = "999999" }, "districtCode"},
		{"a city as the district", func(in *Input) { in.DistrictCode = "330100" }, "districtCode"},
		{"another province", func(in *Input) { in.ProvinceCode = "440000" }, "districtCode"},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := good
			c.edit(&in)
			a, err := build(in, regions)
			if c.field == "" {
				if err != nil || a.Contact != "李仓管" || a.Line() != "李仓管 13800000000 浙江省杭州市西湖区文三路 1 号" {
					t.Fatalf("build: %+v, %v", a, err)
				}
				return
			}
			e, ok := apperr.As(err)
			if !ok || e.Field != c.field {
				t.Fatalf("want a refusal naming %s, got %v", c.field, err)
			}
		})
	}
}

func TestHolder(t *testing.T) {
	a := []Address{{ID: 1}, {ID: 2, IsDefaultShipping: true}, {ID: 3, IsDefaultReturn: true}}
	for _, c := range []struct {
		name  string
		list  []Address
		d     Default
		want  int64
		holds int64
	}{
		{"none", nil, Shipping, 0, 0},
		{"kept", a, Shipping, 0, 2},
		{"kept (return)", a, Return, 0, 3},
		{"asked", a, Shipping, 1, 1},
		{"asked for one not there", a, Return, 9, 3},
		{"the oldest when none is", []Address{{ID: 4}, {ID: 5}}, Return, 0, 4},
	} {
		if got := Holder(c.list, c.d, c.want); got != c.holds {
			t.Errorf("%s: Holder = %d, want %d", c.name, got, c.holds)
		}
	}
}

func TestChanges(t *testing.T) {
	for _, c := range []struct {
		name          string
		list          []Address
		shipping, ret int64
		want          []Address
	}{
		{"nothing changes", []Address{{ID: 1, IsDefaultShipping: true, IsDefaultReturn: true}, {ID: 2}}, 1, 1, nil},
		{"the first address takes both", []Address{{ID: 1}}, 1, 1,
			[]Address{{ID: 1, IsDefaultShipping: true, IsDefaultReturn: true}}},
		{"shipping moves: the loser is saved first",
			[]Address{{ID: 1}, {ID: 2, IsDefaultShipping: true, IsDefaultReturn: true}}, 1, 2,
			[]Address{{ID: 2, IsDefaultReturn: true}, {ID: 1, IsDefaultShipping: true}}},
		{"the two swap: each saved without either first",
			[]Address{{ID: 1, IsDefaultShipping: true}, {ID: 2, IsDefaultReturn: true}}, 2, 1,
			[]Address{{ID: 1}, {ID: 2}, {ID: 1, IsDefaultReturn: true}, {ID: 2, IsDefaultShipping: true}}},
	} {
		if got := Changes(c.list, c.shipping, c.ret); !slices.Equal(got, c.want) {
			t.Errorf("%s: Changes = %+v, want %+v", c.name, got, c.want)
		}
	}
}

// The errors a store answers are wrapped with context and still found.
func TestNotFound(t *testing.T) {
	e, ok := apperr.As(notFound(errors.Join(errors.New("address 3"), ErrNotFound), 3))
	if !ok || e.Status != 404 {
		t.Fatalf("notFound: %v", e)
	}
}
