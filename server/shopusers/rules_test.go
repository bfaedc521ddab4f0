package shopusers

import (
	"slices"
	"testing"

	"shopconsole/server/apperr"
)

func TestParseDiscount(t *testing.T) {
	for in, want := range map[string]int{"0": 0, "9.5": 95, "10": 100, "10.0": 100, "8": 80} {
		if got, err := ParseDiscount(in); err != nil || got != want {
			t.Errorf("ParseDiscount(%q) = %d, %v; want %d", in, got, err, want)
		}
		if FormatDiscount(want) != map[int]string{0: "0", 95: "9.5", 100: "10", 80: "8"}[want] {
			t.Errorf("FormatDiscount(%d) = %s", want, FormatDiscount(want))
		}
	}
	for _, bad := range []string{"10.5", "11", "-1", "9.55", ".5", "", "a"} {
		if _, err := ParseDiscount(bad); err == nil {
			t.Errorf("ParseDiscount(%q) accepted", bad)
		}
	}
}

func TestCheckFieldWhitelist(t *testing.T) {
	for _, c := range []struct {
		field string
		value any
		ok    bool
	}{
		{"nickname", "王芳", true}, {"nickname", "", false}, {"nickname", 3.0, false},
		{"disabled", true, true}, {"disabled", "true", false},
		{"sex", 2.0, true}, {"sex", 3.0, false}, {"sex", 1.5, false},
		{"levelId", 4.0, true}, {"levelId", -1.0, false},
		{"remark", "", true},
		{"balance", "1.00", false}, {"points", 1.0, false}, {"mobile", "13800000000", false},
	} {
		_, err := checkField(c.field, c.value)
		if (err == nil) != c.ok {
			t.Errorf("%s=%v: err %v, want ok=%v", c.field, c.value, err, c.ok)
		}
		if e, isApp := apperr.As(err); err != nil && (!isApp || e.Field != c.field || e.Status != 400) {
			t.Errorf("%s=%v: want a 400 naming %s, got %v", c.field, c.value, c.field, err)
		}
	}
}

func TestPlaceByGrowth(t *testing.T) {
	lv := func(id, growth int64, sort int) Level { return Level{ID: id, GrowthValue: growth, Sort: sort} }
	base := []Level{lv(1, 0, 1), lv(2, 500, 2), lv(3, 2000, 3)}
	for _, tc := range []struct {
		name   string
		levels []Level
		growth int64
		want   []int64 // ids in display order, 0 the new level
	}{
		{"between", base, 300, []int64{1, 0, 2, 3}},
		{"last", base, 9000, []int64{1, 2, 3, 0}},
		{"first", []Level{lv(2, 500, 1), lv(3, 2000, 2)}, 0, []int64{0, 2, 3}},
		{"none yet", nil, 100, []int64{0}},
		{"sorts of 0 from an old add: by id", []Level{lv(1, 0, 1), lv(4, 300, 0), lv(5, 900, 0)}, 600, []int64{4, 0, 5, 1}},
		{"reordered by hand: before the first higher one", []Level{lv(3, 2000, 1), lv(1, 0, 2), lv(2, 500, 3)}, 100, []int64{0, 3, 1, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := PlaceByGrowth(tc.levels, Level{GrowthValue: tc.growth})
			var ids []int64
			for i, l := range got {
				ids = append(ids, l.ID)
				if l.Sort != i+1 {
					t.Errorf("sort of %d is %d, want %d", l.ID, l.Sort, i+1)
				}
			}
			if !slices.Equal(ids, tc.want) {
				t.Errorf("order %v, want %v", ids, tc.want)
			}
		})
	}
}
