package stats

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/xuri/excelize/v2"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/i18n"
	"shopconsole/server/money"
)

// ExportLimit is how many goods the goods workbook's ranking holds at most.
const ExportLimit = 10_000

// book writes sheets of rows, the first row of each its heading (i18n keys under stats.col).
type book struct {
	f    *excelize.File
	lang i18n.Lang
	n    int
}

func (b *book) sheet(key string, head ...string) (func(cells ...any) error, error) {
	name := i18n.T(b.lang, "stats.sheet."+key)
	var err error
	if b.n == 0 {
		err = b.f.SetSheetName("Sheet1", name)
	} else {
		_, err = b.f.NewSheet(name)
	}
	if err != nil {
		return nil, fmt.Errorf("sheet %s: %w", key, err)
	}
	b.n++
	row := 0
	put := func(cells ...any) error {
		row++
		return b.f.SetSheetRow(name, fmt.Sprintf("A%d", row), &cells)
	}
	cells := make([]any, len(head))
	for i, h := range head {
		cells[i] = i18n.T(b.lang, "stats.col."+h)
	}
	return put, put(cells...)
}

func (b *book) bytes() ([]byte, error) {
	var buf bytes.Buffer
	if err := b.f.Write(&buf); err != nil {
		return nil, fmt.Errorf("write workbook: %w", err)
	}
	return buf.Bytes(), nil
}

func pct(p *float64) string {
	if p == nil {
		return ""
	}
	return strconv.FormatFloat(*p, 'f', 2, 64)
}

func day(t time.Time) string { return t.Format(time.DateOnly) }

// GoodsBook writes the goods statistics and ranking as an .xlsx workbook in lang.
func GoodsBook(f Figures, rows []GoodsRow, lang i18n.Lang) ([]byte, error) {
	b := &book{f: excelize.NewFile(), lang: lang}
	defer func() { _ = b.f.Close() }()
	put, err := b.sheet("days", "day", "views", "visitors", "favorites", "salesCount", "salesAmount", "buyers", "conversion")
	if err != nil {
		return nil, err
	}
	line := func(label string, d Day) error {
		return put(label, d.Views, d.Visitors, d.Favorites, d.SalesCount, money.Format(d.SalesAmount), d.PayingBuyers, pct(Rate(d.PayingBuyers, d.Visitors)))
	}
	for _, d := range f.Days {
		if err := line(day(d.Day), d); err != nil {
			return nil, err
		}
	}
	if err := line(i18n.T(lang, "stats.col.total"), f.Totals); err != nil {
		return nil, err
	}
	if err := line(i18n.T(lang, "stats.col.previous")+" "+day(f.Previous.From)+"~"+day(f.Previous.To), f.PrevTot); err != nil {
		return nil, err
	}
	if put, err = b.sheet("ranking", "goodsId", "goodsName", "views", "visitors", "favorites", "salesCount", "salesAmount", "buyers",
		"conversion", "refunds", "refundAmt", "refundRate"); err != nil {
		return nil, err
	}
	for _, r := range rows {
		if err := put(r.GoodsID, r.GoodsName, r.Views, r.Visitors, r.Favorites, r.SalesCount, money.Format(r.SalesAmount), r.PayingBuyers,
			pct(Rate(r.PayingBuyers, r.Visitors)), r.RefundCount, money.Format(r.RefundAmount), pct(Rate(r.RefundAmount, r.SalesAmount))); err != nil {
			return nil, err
		}
	}
	return b.bytes()
}

// DealBook writes the transaction statistics as an .xlsx workbook in lang.
func DealBook(d Deal, lang i18n.Lang) ([]byte, error) {
	b := &book{f: excelize.NewFile(), lang: lang}
	defer func() { _ = b.f.Close() }()
	put, err := b.sheet("series", "start", "end", "orders", "orderAmount", "ordering", "payOrders", "payAmount", "buyers", "refunds", "refundAmt", "visitors", "conversion")
	if err != nil {
		return nil, err
	}
	line := func(from, to string, s Day) error {
		return put(from, to, s.Orders, money.Format(s.OrderAmount), s.OrderingBuyers, s.PayOrders, money.Format(s.PayAmount), s.PayingBuyers,
			s.Refunds, money.Format(s.RefundAmount), s.Visitors, pct(Rate(s.PayingBuyers, s.Visitors)))
	}
	for i, s := range d.Series {
		if err := line(day(d.Buckets[i].From), day(d.Buckets[i].To), s); err != nil {
			return nil, err
		}
	}
	if err := line(i18n.T(lang, "stats.col.total"), "", d.Totals); err != nil {
		return nil, err
	}
	if err := line(i18n.T(lang, "stats.col.previous"), day(d.Previous.From)+"~"+day(d.Previous.To), d.PrevTot); err != nil {
		return nil, err
	}
	if put, err = b.sheet("split", "kind", "name", "payOrders", "payAmount", "share"); err != nil {
		return nil, err
	}
	t := d.Totals
	funnel := i18n.T(lang, "stats.kind.funnel")
	for _, r := range [][]any{{funnel, i18n.T(lang, "stats.col.visitors"), t.Visitors}, {funnel, i18n.T(lang, "stats.col.ordering"), t.OrderingBuyers},
		{funnel, i18n.T(lang, "stats.col.buyers"), t.PayingBuyers}} {
		if err := put(r...); err != nil {
			return nil, err
		}
	}
	for _, w := range d.PayWays {
		if err := put(i18n.T(lang, "stats.kind.payWay"), w.Key, w.PayOrders, money.Format(w.PayAmount), pct(Rate(w.PayAmount, t.PayAmount))); err != nil {
			return nil, err
		}
	}
	for _, p := range d.Provinces {
		if err := put(i18n.T(lang, "stats.kind.province"), p.Name, p.PayOrders, money.Format(p.PayAmount), pct(Rate(p.PayAmount, t.PayAmount))); err != nil {
			return nil, err
		}
	}
	return b.bytes()
}

// AdminStatsGoodsExport implements GET /admin/stats/goodsExport.
func (h *Handlers) AdminStatsGoodsExport(ctx context.Context, req api.AdminStatsGoodsExportRequestObject) (api.AdminStatsGoodsExportResponseObject, error) {
	p := req.Params
	r := rng(p.Range, p.StartDate, p.EndDate)
	f, err := h.svc.Figures(ctx, r)
	if err != nil {
		return nil, err
	}
	rows, _, _, err := h.svc.Ranking(ctx, r, string(deref(p.Sort, "")), 1, ExportLimit)
	if err != nil {
		return nil, err
	}
	data, err := GoodsBook(f, rows, access.ClientFrom(ctx).Lang)
	if err != nil {
		return nil, err
	}
	cd := fmt.Sprintf(`attachment; filename="goods-%s-%s.xlsx"`, f.Period.From.Format("20060102"), f.Period.To.Format("20060102"))
	return api.AdminStatsGoodsExport200ApplicationvndOpenxmlformatsOfficedocumentSpreadsheetmlSheetResponse{
		Body: bytes.NewReader(data), ContentLength: int64(len(data)),
		Headers: api.AdminStatsGoodsExport200ResponseHeaders{ContentDisposition: &cd}}, nil
}

// AdminStatsDealExport implements GET /admin/stats/dealExport.
func (h *Handlers) AdminStatsDealExport(ctx context.Context, req api.AdminStatsDealExportRequestObject) (api.AdminStatsDealExportResponseObject, error) {
	p := req.Params
	d, err := h.svc.Deal(ctx, rng(p.Range, p.StartDate, p.EndDate), string(deref(p.Granularity, "")))
	if err != nil {
		return nil, err
	}
	data, err := DealBook(d, access.ClientFrom(ctx).Lang)
	if err != nil {
		return nil, err
	}
	cd := fmt.Sprintf(`attachment; filename="deal-%s-%s.xlsx"`, d.Period.From.Format("20060102"), d.Period.To.Format("20060102"))
	return api.AdminStatsDealExport200ApplicationvndOpenxmlformatsOfficedocumentSpreadsheetmlSheetResponse{
		Body: bytes.NewReader(data), ContentLength: int64(len(data)),
		Headers: api.AdminStatsDealExport200ResponseHeaders{ContentDisposition: &cd}}, nil
}
