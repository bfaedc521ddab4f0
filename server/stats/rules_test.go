package stats

import (
	"testing"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

func sday(s string) time.Time {
	d, _ := time.ParseInLocation(time.DateOnly, s, kernel.ShopZone)
	return d
}

func TestParseRange(t *testing.T) {
	now := time.Date(2026, 11, 27, 17, 0, 0, 0, time.UTC) // 2026-11-28 01:00 shop time
	for _, c := range []struct {
		preset, start, end string
		from, to           string
		prevFrom, prevTo   string
		field              string
	}{
		{"", "", "", "2026-11-22", "2026-11-28", "2026-11-15", "2026-11-21", ""},
		{Last30, "", "", "2026-10-30", "2026-11-28", "2026-09-30", "2026-10-29", ""},
		{Last90, "", "", "2026-08-31", "2026-11-28", "2026-06-02", "2026-08-30", ""},
		{ThisMonth, "", "", "2026-11-01", "2026-11-28", "2026-10-04", "2026-10-31", ""},
		{Custom, "2026-11-28", "2026-11-28", "2026-11-28", "2026-11-28", "2026-11-27", "2026-11-27", ""},
		{Custom, "2025-11-28", "2026-11-28", "2025-11-28", "2026-11-28", "2024-11-27", "2025-11-27", ""},
		{Custom, "2025-11-27", "2026-11-28", "", "", "", "", "startDate"},
		{Custom, "", "2026-11-28", "", "", "", "", "startDate"},
		{Custom, "2026-11-01", "", "", "", "", "", "endDate"},
		{Custom, "2026-11-01", "2026-11-29", "", "", "", "", "endDate"},
		{Custom, "2026-11-02", "2026-11-01", "", "", "", "", "endDate"},
		{Custom, "2026/11/01", "2026-11-02", "", "", "", "", "startDate"},
		{"week", "", "", "", "", "", "", "range"},
	} {
		p, prev, err := ParseRange(c.preset, c.start, c.end, now)
		if c.field != "" {
			if e, ok := apperr.As(err); !ok || e.Field != c.field {
				t.Errorf("%s %s..%s: %v, want a 400 on %s", c.preset, c.start, c.end, err, c.field)
			}
			continue
		}
		if err != nil || !p.From.Equal(sday(c.from)) || !p.To.Equal(sday(c.to)) || !prev.From.Equal(sday(c.prevFrom)) || !prev.To.Equal(sday(c.prevTo)) {
			t.Errorf("%s %s..%s: %v %v %v", c.preset, c.start, c.end, p, prev, err)
		}
	}
}

func ptr(v float64) *float64 { return &v }

func eq(a, b *float64) bool { return (a == nil && b == nil) || (a != nil && b != nil && *a == *b) }

func TestChangeAndRates(t *testing.T) {
	for _, c := range []struct {
		got, want *float64
	}{
		{Change(120, 100), ptr(20)},
		{Change(0, 100), ptr(-100)},
		{Change(5, 0), nil},
		{Change(0, 0), nil},
		{Change(1, 3), ptr(-66.67)},
		{Rate(1, 3), ptr(33.33)},
		{Rate(2, 0), nil},
		{Rate(0, 5), ptr(0)},
		{Points(ptr(12.5), ptr(10)), ptr(2.5)},
		{Points(nil, ptr(10)), nil},
	} {
		if !eq(c.got, c.want) {
			t.Errorf("got %v, want %v", c.got, c.want)
		}
	}
	for _, c := range []struct{ amount, n, want int64 }{{1000, 3, 333}, {1001, 2, 501}, {5, 0, 0}, {999, 1, 999}} {
		if got := Average(c.amount, c.n); got != c.want {
			t.Errorf("Average(%d, %d) = %d, want %d", c.amount, c.n, got, c.want)
		}
	}
}

func TestBuckets(t *testing.T) {
	p := Period{sday("2026-10-28"), sday("2026-11-10")} // a Wednesday to a Tuesday
	for _, c := range []struct {
		g    string
		want []string
	}{
		{ByWeek, []string{"2026-10-28..2026-11-01", "2026-11-02..2026-11-08", "2026-11-09..2026-11-10"}},
		{ByMonth, []string{"2026-10-28..2026-10-31", "2026-11-01..2026-11-10"}},
	} {
		got := Buckets(p, c.g)
		if len(got) != len(c.want) {
			t.Fatalf("%s: %v", c.g, got)
		}
		for i, b := range got {
			if s := b.From.Format(time.DateOnly) + ".." + b.To.Format(time.DateOnly); s != c.want[i] {
				t.Errorf("%s bucket %d: %s, want %s", c.g, i, s, c.want[i])
			}
		}
	}
	if n := len(Buckets(p, ByDay)); n != 14 || p.Days() != 14 {
		t.Errorf("days: %d buckets, %d days", n, p.Days())
	}
	days := Fill(p, []Day{{Day: sday("2026-10-30"), Orders: 2}, {Day: sday("2026-11-09"), Orders: 5}})
	sums := Sum(Buckets(p, ByWeek), days)
	if len(days) != 14 || sums[0].Orders != 2 || sums[1].Orders != 0 || sums[2].Orders != 5 || Total(days).Orders != 7 {
		t.Errorf("sums %v", sums)
	}
}

func TestRankingCompare(t *testing.T) {
	rows := []GoodsRow{{GoodsID: 1, SalesCount: 5, SalesAmount: 100, RefundAmount: 50}, {GoodsID: 2, SalesCount: 5},
		{GoodsID: 3, SalesCount: 9, SalesAmount: 100, RefundAmount: 10}}
	for _, c := range []struct {
		sort string
		a, b int
		less bool
	}{
		{"-salesCount", 2, 0, true}, {"-salesCount", 1, 0, true}, {"salesCount", 0, 1, true}, {"salesCount", 0, 2, true},
		{"-refundRate", 0, 2, true}, {"-refundRate", 2, 1, true}, {"refundRate", 2, 0, true}, {"refundRate", 0, 1, true},
	} {
		if got := RankingCompare(c.sort)(rows[c.a], rows[c.b]) < 0; got != c.less {
			t.Errorf("%s: goods %d before %d: %v", c.sort, rows[c.a].GoodsID, rows[c.b].GoodsID, got)
		}
	}
}
