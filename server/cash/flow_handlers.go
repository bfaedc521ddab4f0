package cash

import (
	"bytes"
	"context"
	"fmt"
	"time"

	openapi_types "github.com/oapi-codegen/runtime/types"
	"github.com/xuri/excelize/v2"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

func flowAPI(f Flow) api.CashFlow {
	return api.CashFlow{Id: f.ID, Type: api.CashFlowType(f.Type), Available: money.Format(f.Available),
		Frozen: money.Format(f.Frozen), Debt: money.Format(f.Debt), AvailableAfter: money.Format(f.AvailableAfter),
		FrozenAfter: money.Format(f.FrozenAfter), DebtAfter: money.Format(f.DebtAfter), Reference: f.Reference,
		Remark: f.Remark, CreatedAt: f.CreatedAt.UTC()}
}

// AdminCashFlowIndex implements GET /admin/cashFlow/index.
func (h *Handlers) AdminCashFlowIndex(ctx context.Context, req api.AdminCashFlowIndexRequestObject) (api.AdminCashFlowIndexResponseObject, error) {
	p := req.Params
	f := FlowFilter{Reference: str(p.Reference), Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(
		p.Type != nil || p.Reference != nil || p.StartDate != nil || p.EndDate != nil)}
	if p.Type != nil {
		f.Type = FlowType(*p.Type)
	}
	if p.Sort != nil && *p.Sort == api.AdminCashFlowIndexParamsSortCreatedAt {
		f.Asc = true
	}
	var err error
	if f.From, f.To, err = kernel.DayRange(kernel.DatePtr(p.StartDate), kernel.DatePtr(p.EndDate), "endDate"); err != nil {
		return nil, err
	}
	lines, total, err := h.svc.Flows(ctx, f)
	if err != nil {
		return nil, err
	}
	out := api.AdminCashFlowIndex200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.List = make([]api.CashFlow, len(lines))
	for i, l := range lines {
		out.Data.List[i] = flowAPI(l)
	}
	out.Data.Exact, out.Data.CountCap = kernel.Bound(f.Page, &total)
	out.Data.Total = total
	return out, nil
}

// AdminCashFlowDaily implements GET /admin/cashFlow/daily.
func (h *Handlers) AdminCashFlowDaily(ctx context.Context, req api.AdminCashFlowDailyRequestObject) (api.AdminCashFlowDailyResponseObject, error) {
	days := 30
	if req.Params.Days != nil {
		days = *req.Params.Days
	}
	sums, err := h.svc.Daily(ctx, days)
	if err != nil {
		return nil, err
	}
	out := api.AdminCashFlowDaily200JSONResponse{Code: 200, Msg: access.OK(ctx)}
	out.Data.List = make([]api.CashFlowDay, len(sums))
	for i, d := range sums {
		out.Data.List[i] = api.CashFlowDay{Date: openapi_types.Date{Time: time.Date(d.Day.Year(), d.Day.Month(), d.Day.Day(), 0, 0, 0, 0, time.UTC)},
			Income: money.Format(d.Income), Withdrawals: money.Format(d.Withdrawals), Refunds: money.Format(d.Refunds)}
	}
	return out, nil
}

// StatementColumns are the statement's columns, as i18n keys under cash.statement.
var StatementColumns = []string{"time", "type", "reference", "available", "frozen", "debt", "availAfter", "frozAfter", "debtAfter", "remark"}

// StatementBook writes st as an .xlsx workbook in lang: a heading row, the opening balance,
// a row per line (oldest first), the closing balance. Amounts are two-decimal texts, times
// shop time.
func StatementBook(st Statement, lang i18n.Lang) ([]byte, error) {
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	sheet := i18n.T(lang, "cash.statement.sheet")
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return nil, err
	}
	row := 0
	put := func(cells ...any) error {
		row++
		return f.SetSheetRow(sheet, fmt.Sprintf("A%d", row), &cells)
	}
	head := make([]any, len(StatementColumns))
	for i, c := range StatementColumns {
		head[i] = i18n.T(lang, "cash.statement."+c)
	}
	balance := func(key string, at time.Time, b Balance) error {
		return put(at.In(kernel.ShopZone).Format(time.DateTime), i18n.T(lang, "cash.statement."+key), "", "", "", "",
			money.Format(b.Available), money.Format(b.Frozen), money.Format(b.Debt), "")
	}
	if err := put(head...); err != nil {
		return nil, err
	}
	if err := balance("opening", st.Month, st.Opening); err != nil {
		return nil, err
	}
	for _, l := range st.Lines {
		if err := put(l.CreatedAt.In(kernel.ShopZone).Format(time.DateTime), i18n.T(lang, "cash.flow."+string(l.Type)), l.Reference,
			money.Format(l.Available), money.Format(l.Frozen), money.Format(l.Debt),
			money.Format(l.AvailableAfter), money.Format(l.FrozenAfter), money.Format(l.DebtAfter), l.Remark); err != nil {
			return nil, err
		}
	}
	if err := balance("closing", st.Month.AddDate(0, 1, 0).Add(-time.Second), st.Closing); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// AdminCashFlowStatement implements GET /admin/cashFlow/statement.
func (h *Handlers) AdminCashFlowStatement(ctx context.Context, req api.AdminCashFlowStatementRequestObject) (api.AdminCashFlowStatementResponseObject, error) {
	st, err := h.svc.Statement(ctx, req.Params.Month)
	if err != nil {
		return nil, err
	}
	book, err := StatementBook(st, access.ClientFrom(ctx).Lang)
	if err != nil {
		return nil, err
	}
	cd := fmt.Sprintf(`attachment; filename="statement-%s.xlsx"`, st.Month.Format("2006-01"))
	return api.AdminCashFlowStatement200ApplicationvndOpenxmlformatsOfficedocumentSpreadsheetmlSheetResponse{
		Body: bytes.NewReader(book), ContentLength: int64(len(book)),
		Headers: api.AdminCashFlowStatement200ResponseHeaders{ContentDisposition: &cd}}, nil
}
