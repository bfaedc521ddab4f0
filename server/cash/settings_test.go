package cash

import (
	"testing"
	"time"
)

func TestCheckSettings(t *testing.T) {
	good := DefaultSettings
	for _, c := range []struct {
		name  string
		edit  func(s *Settings)
		field string
	}{
		{"the defaults", func(*Settings) {}, ""},
		{"a minimum of a cent", func(s *Settings) { s.MinAmount = 1 }, ""},
		{"a minimum of nothing", func(s *Settings) { s.MinAmount = 0 }, "minAmount"},
		{"the maximum the minimum", func(s *Settings) { s.MaxAmount = s.MinAmount }, ""},
		{"the maximum below the minimum", func(s *Settings) { s.MaxAmount = s.MinAmount - 1 }, "maxAmount"},
		{"no fee", func(s *Settings) { s.FeeRate = 0 }, ""},
		{"all of it", func(s *Settings) { s.FeeRate = 10_000 }, ""},
		{"more than all of it", func(s *Settings) { s.FeeRate = 10_001 }, "feeRate"},
		{"a negative fee", func(s *Settings) { s.FeeRate = -1 }, "feeRate"},
		{"a year's cycle", func(s *Settings) { s.CycleDays = 365 }, ""},
		{"a longer cycle", func(s *Settings) { s.CycleDays = 366 }, "cycleDays"},
		{"a negative cycle", func(s *Settings) { s.CycleDays = -1 }, "cycleDays"},
		{"settled at once", func(s *Settings) { s.SettleDelayDays = 0 }, ""},
		{"settled after a year and a day", func(s *Settings) { s.SettleDelayDays = 366 }, "settleDelayDays"},
	} {
		s := good
		c.edit(&s)
		e := CheckSettings(s)
		switch {
		case c.field == "" && e != nil:
			t.Errorf("%s: refused on %s", c.name, e)
		case c.field != "" && (e == nil || e.Field != c.field):
			t.Errorf("%s: got %v, want %s refused", c.name, e, c.field)
		}
	}
}

func TestFeeRateText(t *testing.T) {
	for _, c := range []struct {
		in   string
		rate int64
		out  string
	}{{"0.6", 60, "0.60"}, {"0.60", 60, "0.60"}, {"0", 0, "0.00"}, {"100", 10_000, "100.00"}, {"1.25", 125, "1.25"}} {
		r, err := ParseFeeRate(c.in)
		if err != nil || r != c.rate || FormatFeeRate(r) != c.out {
			t.Errorf("%q: %d %q %v, want %d %q", c.in, r, FormatFeeRate(r), err, c.rate, c.out)
		}
	}
	for _, bad := range []string{"0.605", "-1", "1%", ""} {
		if _, err := ParseFeeRate(bad); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
}

func TestWithdrawalSN(t *testing.T) {
	// The shop day (UTC+8): 20:00 UTC is the next day in the shop.
	for _, c := range []struct {
		id   int64
		at   time.Time
		want string
	}{
		{1, time.Date(2026, 11, 20, 2, 0, 0, 0, time.UTC), "W202611200000000001"},
		{42, time.Date(2026, 11, 20, 20, 0, 0, 0, time.UTC), "W202611210000000042"},
		{12_345_678_901, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), "W2026010112345678901"},
	} {
		if got := WithdrawalSN(c.id, c.at); got != c.want {
			t.Errorf("%d at %s: %s, want %s", c.id, c.at, got, c.want)
		}
	}
}
