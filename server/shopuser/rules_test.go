package shopuser

import (
	"testing"
	"time"

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

func TestValidMobile(t *testing.T) {
	for m, ok := range map[string]bool{"13812345678": true, "19912345678": true, "12812345678": false, "1381234567": false, "1381234567a": false} {
		if ValidMobile(m) != ok {
			t.Errorf("ValidMobile(%s) != %v", m, ok)
		}
	}
}
