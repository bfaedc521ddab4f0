package kernel

import (
	"context"
	"os"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"time"
)

func TestDayRangeUsesShopDays(t *testing.T) {
	d := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	from, to, err := DayRange(&d, &d, "endDate")
	if err != nil {
		t.Fatal(err)
	}
	if !from.Equal(time.Date(2026, 2, 28, 16, 0, 0, 0, time.UTC)) || to.Sub(*from) != 24*time.Hour {
		t.Fatalf("1 March in UTC+8 is [%v, %v)", from.UTC(), to.UTC())
	}
	before := d.AddDate(0, 0, -1)
	if _, _, err := DayRange(&d, &before, "endDate"); err == nil {
		t.Fatal("end before start accepted")
	}
}

func TestShopDay(t *testing.T) {
	for _, c := range []struct{ at, day string }{
		{"2026-02-28T15:59:59Z", "2026-02-28"},
		{"2026-02-28T16:00:00Z", "2026-03-01"},
		{"2026-03-01T00:00:00+08:00", "2026-03-01"},
	} {
		at, _ := time.Parse(time.RFC3339, c.at)
		got := ShopDay(at)
		if got.Format(time.DateOnly) != c.day || got.Hour() != 0 || got.Location() != ShopZone {
			t.Errorf("ShopDay(%s) = %v, want 00:00 of %s shop time", c.at, got, c.day)
		}
	}
}

func TestValidMobile(t *testing.T) {
	for m, ok := range map[string]bool{"13812345678": true, "19912345678": true, "12812345678": false, "1381234567": false, "1381234567a": false} {
		if ValidMobile(m) != ok {
			t.Errorf("ValidMobile(%s) != %v", m, ok)
		}
	}
}

func TestPaging(t *testing.T) {
	three, ten := 3, 10
	ctx := context.Background()
	if p := PageOf(ctx, nil, nil); p != (Page{1, 20, 0}) || p.Offset() != 0 {
		t.Errorf("PageOf(nil, nil) = %+v", p)
	}
	if p := PageOf(WithCountCap(ctx, 500, false), &three, &ten); p != (Page{3, 10, 500}) || p.Offset() != 20 {
		t.Errorf("PageOf(3, 10) capped at 500 = %+v, offset %d", p, p.Offset())
	}
	for _, c := range []struct{ in, want Page }{
		{Page{}, Page{1, 20, 0}}, {Page{No: 3, Size: 10}, Page{3, 10, 0}}, {Page{No: 1, Size: 500}, Page{1, 100, 0}},
		{Page{No: -2}, Page{1, 20, 0}}, {Page{No: 2, Cap: 7}, Page{2, 20, 7}},
	} {
		if got := c.in.Within(); got != c.want {
			t.Errorf("%+v.Within() = %+v, want %+v", c.in, got, c.want)
		}
	}
}

func TestCountCap(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name       string
		ctx        context.Context
		cap        int
		exactAsked bool
	}{
		{"none set", ctx, 0, false},
		{"capped", WithCountCap(ctx, 1000, false), 1000, false},
		{"exact asked", WithCountCap(ctx, 1000, true), 0, true},
	} {
		if got := CountCapOf(c.ctx); got != c.cap {
			t.Errorf("%s: CountCapOf = %d, want %d", c.name, got, c.cap)
		}
		if got := ExactAsked(c.ctx); got != c.exactAsked {
			t.Errorf("%s: ExactAsked = %v, want %v", c.name, got, c.exactAsked)
		}
	}
}

func TestBound(t *testing.T) {
	for _, c := range []struct {
		name    string
		page    Page
		counted []int64
		figures []int64
		exact   bool
	}{
		{"no cap counts everything", Page{Cap: 0}, []int64{0, 5, 1_000_000}, []int64{0, 5, 1_000_000}, true},
		{"below the cap", Page{Cap: 10}, []int64{0, 9}, []int64{0, 9}, true},
		{"at the cap reads as the cap or more", Page{Cap: 10}, []int64{3, 10}, []int64{3, 10}, false},
		{"past the cap is the cap", Page{Cap: 10}, []int64{11, 2, 50}, []int64{10, 2, 10}, false},
		{"an unfiltered list drops the cap", Page{Cap: 10}.Filtered(false), []int64{50}, []int64{50}, true},
		{"a filtered list keeps it", Page{Cap: 10}.Filtered(true), []int64{50}, []int64{10}, false},
	} {
		figures := slices.Clone(c.counted)
		ptrs := make([]*int64, len(figures))
		for i := range figures {
			ptrs[i] = &figures[i]
		}
		exact, capOf := Bound(c.page, ptrs...)
		if exact != c.exact || (capOf == nil) != exact || (capOf != nil && *capOf != c.page.Cap) {
			t.Errorf("%s: Bound = %v, %v", c.name, exact, capOf)
		}
		if !slices.Equal(figures, c.figures) {
			t.Errorf("%s: figures %v, want %v", c.name, figures, c.figures)
		}
	}
	n := 12 // the int figures of the small lists
	if exact, _ := Bound(Page{Cap: 5}, &n); exact || n != 5 {
		t.Errorf("Bound(int 12, cap 5) = %v, %d", exact, n)
	}
}

// TestConsoleShopOffset ties the console's copy of the shop's offset to ShopZone.
func TestConsoleShopOffset(t *testing.T) {
	const file = "../../web/src/features/cash/StatementDialog.tsx"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`SHOP_OFFSET_MINUTES = (\d+) \* 60;`).FindSubmatch(src)
	if m == nil {
		t.Fatalf("%s: no SHOP_OFFSET_MINUTES = <hours> * 60", file)
	}
	if h, _ := strconv.Atoi(string(m[1])); h*3600 != ShopOffset {
		t.Fatalf("%s: the shop is %d hours from UTC there, %d here (kernel.ShopZone)", file, h, ShopOffset/3600)
	}
}

func TestEnums(t *testing.T) {
	type from string
	type to string
	got := Enums[to]([]from{"ship", "cancel"})
	if len(got) != 2 || got[0] != "ship" || got[1] != "cancel" {
		t.Errorf("Enums: %v", got)
	}
	if got := Enums[to]([]from(nil)); got == nil || len(got) != 0 {
		t.Errorf("Enums of nil: %#v, want an empty list (the contract's [])", got)
	}
}
