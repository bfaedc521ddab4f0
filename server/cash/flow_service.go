package cash

import (
	"context"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// Flows answers one page of the fund flow and its number (up to the page's cap).
func (s *Service) Flows(ctx context.Context, f FlowFilter) ([]Flow, int64, error) {
	return s.store.Flows(ctx, f)
}

// Statement is a month's fund flow: the totals before it, its lines, the totals after it.
type Statement struct {
	Month            time.Time // 00:00 of its first day, shop time
	Opening, Closing Balance
	Lines            []Flow
}

// ParseMonth reads a month "YYYY-MM" that has begun at now: a 400 naming month otherwise.
func ParseMonth(month string, now time.Time) (time.Time, error) {
	m, err := time.ParseInLocation("2006-01", month, kernel.ShopZone)
	if err != nil || len(month) != 7 {
		return time.Time{}, apperr.Invalid("month", "cash.monthBad")
	}
	if m.After(now) {
		return time.Time{}, apperr.Invalid("month", "cash.monthFuture", month)
	}
	return m, nil
}

// Statement answers the statement of month ("YYYY-MM", shop time).
func (s *Service) Statement(ctx context.Context, month string) (Statement, error) {
	m, err := ParseMonth(month, s.now())
	if err != nil {
		return Statement{}, err
	}
	opening, lines, err := s.store.FlowMonth(ctx, m.UTC(), m.AddDate(0, 1, 0).UTC())
	if err != nil {
		return Statement{}, err
	}
	st := Statement{Month: m, Opening: opening, Closing: opening, Lines: lines}
	if len(lines) > 0 {
		st.Closing = lines[len(lines)-1].After()
	}
	return st, nil
}

// Daily answers the sums of each of the last days shop days, today included, oldest first;
// a day without lines has zeros.
func (s *Service) Daily(ctx context.Context, days int) ([]DaySums, error) {
	now := s.now().In(kernel.ShopZone)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, kernel.ShopZone)
	from := today.AddDate(0, 0, 1-days)
	sums, err := s.store.FlowDaily(ctx, from.UTC(), today.AddDate(0, 0, 1).UTC())
	if err != nil {
		return nil, err
	}
	byDay := make(map[string]DaySums, len(sums))
	for _, d := range sums {
		byDay[d.Day.In(kernel.ShopZone).Format(time.DateOnly)] = d
	}
	out := make([]DaySums, days)
	for i := range out {
		day := from.AddDate(0, 0, i)
		d := byDay[day.Format(time.DateOnly)]
		d.Day = day
		out[i] = d
	}
	return out, nil
}
