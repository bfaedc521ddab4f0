package kernel

import (
	"os"
	"regexp"
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
	if p := PageOf(nil, nil); p != (Page{1, 20}) || p.Offset() != 0 {
		t.Errorf("PageOf(nil, nil) = %+v", p)
	}
	if p := PageOf(&three, &ten); p != (Page{3, 10}) || p.Offset() != 20 {
		t.Errorf("PageOf(3, 10) = %+v, offset %d", p, p.Offset())
	}
	for _, c := range []struct{ in, want Page }{
		{Page{}, Page{1, 20}}, {Page{No: 3, Size: 10}, Page{3, 10}}, {Page{No: 1, Size: 500}, Page{1, 100}}, {Page{No: -2}, Page{1, 20}},
	} {
		if got := c.in.Within(); got != c.want {
			t.Errorf("%+v.Within() = %+v, want %+v", c.in, got, c.want)
		}
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
