package stats

import (
	"cmp"
	"math"
	"strings"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// Range presets.
const (
	Last7     = "last7"
	Last30    = "last30"
	Last90    = "last90"
	ThisMonth = "thisMonth"
	Custom    = "custom"
)

// MaxDays is the longest range.
const MaxDays = 366

// ParseRange answers the period a preset (or a custom start and end, "YYYY-MM-DD") names at
// now, and the previous period of as many days just before it. A bad custom range is a 400
// naming its field.
func ParseRange(preset, start, end string, now time.Time) (Period, Period, error) {
	today := kernel.ShopDay(now)
	var p Period
	switch preset {
	case "", Last7:
		p = Period{today.AddDate(0, 0, -6), today}
	case Last30:
		p = Period{today.AddDate(0, 0, -29), today}
	case Last90:
		p = Period{today.AddDate(0, 0, -89), today}
	case ThisMonth:
		p = Period{time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, kernel.ShopZone), today}
	case Custom:
		from, err := parseDay("startDate", start)
		if err != nil {
			return p, p, err
		}
		to, err := parseDay("endDate", end)
		if err != nil {
			return p, p, err
		}
		switch {
		case to.After(today):
			return p, p, apperr.Invalid("endDate", "stats.endFuture")
		case to.Before(from):
			return p, p, apperr.Invalid("endDate", "stats.endBeforeStart")
		}
		p = Period{from, to}
		if p.Days() > MaxDays {
			return p, p, apperr.Invalid("startDate", "stats.tooLong", MaxDays)
		}
	default:
		return p, p, apperr.Invalid("range", "stats.range")
	}
	return p, Previous(p), nil
}

func parseDay(field, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, apperr.Invalid(field, "stats.dateMissing")
	}
	d, err := time.ParseInLocation(time.DateOnly, s, kernel.ShopZone)
	if err != nil {
		return time.Time{}, apperr.Invalid(field, "stats.dateBad")
	}
	return d, nil
}

// Previous answers the period of as many days just before p.
func Previous(p Period) Period {
	n := p.Days()
	return Period{p.From.AddDate(0, 0, -n), p.From.AddDate(0, 0, -1)}
}

// Change answers cur against prev in percent, two decimals; nil when prev is zero.
func Change(cur, prev int64) *float64 {
	if prev == 0 {
		return nil
	}
	return round2(float64(cur-prev) * 100 / float64(prev))
}

// Rate answers num / den in percent, two decimals; nil when den is zero.
func Rate(num, den int64) *float64 {
	if den == 0 {
		return nil
	}
	return round2(float64(num) * 100 / float64(den))
}

// Points answers the difference of two rates in percentage points; nil when either is nil.
func Points(cur, prev *float64) *float64 {
	if cur == nil || prev == nil {
		return nil
	}
	return round2(*cur - *prev)
}

func round2(v float64) *float64 {
	r := math.Round(v*100) / 100
	return &r
}

// Average answers amount / n rounded half up to the cent; 0 when n is zero.
func Average(amount, n int64) int64 {
	if n <= 0 {
		return 0
	}
	return (amount*2 + n) / (2 * n)
}

// Granularities of a series.
const (
	ByDay   = "day"
	ByWeek  = "week"
	ByMonth = "month"
)

// Buckets cuts p into days, weeks from Monday or calendar months, each cut to p, oldest
// first.
func Buckets(p Period, granularity string) []Period {
	var out []Period
	for from := p.From; !from.After(p.To); {
		var next time.Time
		switch granularity {
		case ByWeek:
			back := (int(from.Weekday()) + 6) % 7 // days since Monday
			next = from.AddDate(0, 0, 7-back)
		case ByMonth:
			next = time.Date(from.Year(), from.Month()+1, 1, 0, 0, 0, 0, kernel.ShopZone)
		default:
			next = from.AddDate(0, 0, 1)
		}
		to := next.AddDate(0, 0, -1)
		if to.After(p.To) {
			to = p.To
		}
		out = append(out, Period{from, to})
		from = next
	}
	return out
}

// Fill answers one Day per day of p, oldest first: the store's days where there are, zeros
// elsewhere.
func Fill(p Period, days []Day) []Day {
	byDay := make(map[string]Day, len(days))
	for _, d := range days {
		byDay[d.Day.In(kernel.ShopZone).Format(time.DateOnly)] = d
	}
	out := make([]Day, 0, p.Days())
	for d := p.From; !d.After(p.To); d = d.AddDate(0, 0, 1) {
		v := byDay[d.Format(time.DateOnly)]
		v.Day = d
		out = append(out, v)
	}
	return out
}

// Sum adds days up over each bucket; days must be Fill's answer over the buckets' period.
func Sum(buckets []Period, days []Day) []Day {
	out := make([]Day, len(buckets))
	i := 0
	for b, p := range buckets {
		out[b].Day = p.From
		for ; i < len(days) && !days[i].Day.After(p.To); i++ {
			out[b].Add(days[i])
		}
	}
	return out
}

// Total adds days up.
func Total(days []Day) Day {
	var t Day
	for _, d := range days {
		t.Add(d)
	}
	return t
}

// Ranking sorts.
var RankingSorts = []string{"salesCount", "-salesCount", "salesAmount", "-salesAmount", "views", "-views", "visitors", "-visitors",
	"favorites", "-favorites", "conversion", "-conversion", "refundRate", "-refundRate"}

// RankingCompare answers the order of a ranking sort (one of RankingSorts): the figure,
// descending with '-', rates without a base last either way, ties by goods id in the same
// direction.
func RankingCompare(sort string) func(a, b GoodsRow) int {
	desc := strings.HasPrefix(sort, "-")
	key := strings.TrimPrefix(sort, "-")
	val := func(r GoodsRow) *float64 {
		var v float64
		switch key {
		case "salesAmount":
			v = float64(r.SalesAmount)
		case "views":
			v = float64(r.Views)
		case "visitors":
			v = float64(r.Visitors)
		case "favorites":
			v = float64(r.Favorites)
		case "conversion":
			return rawRate(r.PayingBuyers, r.Visitors)
		case "refundRate":
			return rawRate(r.RefundAmount, r.SalesAmount)
		default:
			v = float64(r.SalesCount)
		}
		return &v
	}
	return func(a, b GoodsRow) int {
		va, vb := val(a), val(b)
		switch {
		case va == nil && vb == nil:
		case va == nil:
			return 1
		case vb == nil:
			return -1
		case *va != *vb:
			if desc {
				return cmp.Compare(*vb, *va)
			}
			return cmp.Compare(*va, *vb)
		}
		if desc {
			return cmp.Compare(b.GoodsID, a.GoodsID)
		}
		return cmp.Compare(a.GoodsID, b.GoodsID)
	}
}

func rawRate(num, den int64) *float64 {
	if den == 0 {
		return nil
	}
	v := float64(num) / float64(den)
	return &v
}
