package stats

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"shopconsole/server/apperr"
	"shopconsole/server/kernel"
)

// Service answers the statistics.
type Service struct {
	store Store
	todos TodoCounter
	now   func() time.Time
}

// New returns the service over store; todos counts the home's to-dos.
func New(store Store, todos TodoCounter, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, todos: todos, now: now}
}

// Home is the dashboard.
type Home struct {
	Today, Yesterday Day
	Todos            []Todo
	Trend            []Day // the last 30 days, oldest first
	TopGoods         []GoodsRow
	WeekStart        time.Time
	UpdatedAt        time.Time
}

// Home answers the dashboard at now.
func (s *Service) Home(ctx context.Context) (Home, error) {
	now := s.now()
	today := kernel.ShopDay(now)
	trend := Period{today.AddDate(0, 0, -29), today}
	days, err := s.store.ShopDays(ctx, trend.From, trend.To)
	if err != nil {
		return Home{}, fmt.Errorf("home days: %w", err)
	}
	h := Home{Trend: Fill(trend, days), UpdatedAt: now.UTC(), WeekStart: today.AddDate(0, 0, -6)}
	h.Today, h.Yesterday = h.Trend[len(h.Trend)-1], h.Trend[len(h.Trend)-2]
	if h.TopGoods, _, err = s.store.GoodsRanking(ctx, h.WeekStart, today, "-salesCount", 0, 10); err != nil {
		return Home{}, fmt.Errorf("home top goods: %w", err)
	}
	if s.todos != nil {
		if h.Todos, err = s.todos(ctx, now); err != nil {
			return Home{}, fmt.Errorf("home to-dos: %w", err)
		}
	}
	return h, nil
}

// Range is what a range asks for.
type Range struct {
	Preset, Start, End string
}

// Figures are a range's days, their total, and the previous period's total.
type Figures struct {
	Period, Previous Period
	Days             []Day // one per day of Period
	Totals, PrevTot  Day
}

// Figures answers the days and totals of a range and of the previous period.
func (s *Service) Figures(ctx context.Context, r Range) (Figures, error) {
	p, prev, err := ParseRange(r.Preset, r.Start, r.End, s.now())
	if err != nil {
		return Figures{}, err
	}
	days, err := s.store.ShopDays(ctx, prev.From, p.To)
	if err != nil {
		return Figures{}, fmt.Errorf("range days: %w", err)
	}
	all := Fill(Period{prev.From, p.To}, days)
	f := Figures{Period: p, Previous: prev, Days: all[prev.Days():]}
	f.Totals, f.PrevTot = Total(f.Days), Total(all[:prev.Days()])
	return f, nil
}

// Ranking answers one page of the goods ranking of a range.
func (s *Service) Ranking(ctx context.Context, r Range, sort string, page, size int) ([]GoodsRow, int64, Period, error) {
	p, _, err := ParseRange(r.Preset, r.Start, r.End, s.now())
	if err != nil {
		return nil, 0, p, err
	}
	if sort == "" {
		sort = "-salesCount"
	}
	if !slices.Contains(RankingSorts, sort) {
		return nil, 0, p, apperr.Invalid("sort", "stats.sort")
	}
	rows, total, err := s.store.GoodsRanking(ctx, p.From, p.To, sort, (page-1)*size, size)
	if err != nil {
		return nil, 0, p, fmt.Errorf("goods ranking: %w", err)
	}
	return rows, total, p, nil
}

// Deal is the transaction statistics of a range.
type Deal struct {
	Figures
	Granularity string
	Series      []Day // one per bucket, Day its first day
	Buckets     []Period
	PayWays     []Share // wechat, alipay, balance
	Provinces   []Share // the largest amount first
}

// PayWays lists the ways to pay in the order the split shows them.
var PayWays = []string{"wechat", "alipay", "balance"}

// Deal answers the transaction statistics of a range by granularity.
func (s *Service) Deal(ctx context.Context, r Range, granularity string) (Deal, error) {
	if granularity == "" {
		granularity = ByDay
	}
	if !slices.Contains([]string{ByDay, ByWeek, ByMonth}, granularity) {
		return Deal{}, apperr.Invalid("granularity", "stats.granularity")
	}
	f, err := s.Figures(ctx, r)
	if err != nil {
		return Deal{}, err
	}
	d := Deal{Figures: f, Granularity: granularity, Buckets: Buckets(f.Period, granularity)}
	d.Series = Sum(d.Buckets, f.Days)
	ways, err := s.store.PayWays(ctx, f.Period.From, f.Period.To)
	if err != nil {
		return Deal{}, fmt.Errorf("pay ways: %w", err)
	}
	for _, w := range PayWays {
		sh := Share{Key: w}
		if i := slices.IndexFunc(ways, func(x Share) bool { return x.Key == w }); i >= 0 {
			sh = ways[i]
		}
		d.PayWays = append(d.PayWays, sh)
	}
	if d.Provinces, err = s.store.Provinces(ctx, f.Period.From, f.Period.To); err != nil {
		return Deal{}, fmt.Errorf("provinces: %w", err)
	}
	slices.SortFunc(d.Provinces, func(a, b Share) int { return cmp.Or(cmp.Compare(b.PayAmount, a.PayAmount), cmp.Compare(a.Key, b.Key)) })
	return d, nil
}

// RecordView records a buyer's view of a goods now.
func (s *Service) RecordView(ctx context.Context, userID, goodsID int64) error {
	return s.event(ctx, func(tx Tx) error { return tx.RecordView(userID, goodsID, s.now().UTC()) })
}

// SetFavourite adds a goods to a buyer's favourites now, or takes it out.
func (s *Service) SetFavourite(ctx context.Context, userID, goodsID int64, on bool) error {
	return s.event(ctx, func(tx Tx) error { return tx.SetFavourite(userID, goodsID, on, s.now().UTC()) })
}

func (s *Service) event(ctx context.Context, fn func(tx Tx) error) error {
	err := s.store.Tx(ctx, fn)
	if errors.Is(err, ErrNotFound) {
		return apperr.New(http.StatusNotFound, "stats.notFound")
	}
	return err
}
