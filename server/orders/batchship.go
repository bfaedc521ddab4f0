package orders

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/text"
)

// The bounds of a batch-ship file.
const (
	MaxShipFileSize = 5 << 20 // bytes of the .xlsx as uploaded
	MaxShipRows     = 2000    // rows to ship, empty rows not counted
	// maxUnpacked bounds what the workbook unpacks to, so that a small file cannot hold a
	// huge sheet; everything stays in memory (no temporary files).
	maxUnpacked = 32 << 20
	// maxEcho bounds each cell as the report repeats it.
	maxEcho = 64
)

// ShipRow is one row of a batch-ship file: its number in the sheet and its three cells,
// trimmed.
type ShipRow struct {
	Row                     int
	SN, Carrier, TrackingNo string
}

// ShipResult is what became of a row: shipped, or refused with what the single ship would
// answer. OrderID is the order the row names, when there is one.
type ShipResult struct {
	ShipRow
	OrderID int64
	Refusal *apperr.Error
}

// shipColumn is a column of the file: its field, and the header names that mean it,
// normalised (headerKey).
type shipColumn struct {
	field string
	names []string
}

// shipColumns are the file's columns. A header is matched whatever its case, spaces, dots,
// underscores and asterisks: "Order SN", "order sn" and "*订单号" all name the order.
var shipColumns = []shipColumn{
	{"sn", []string{"订单号", "订单编号", "ordersn", "orderno", "ordernumber", "sn"}},
	{"carrier", []string{"快递公司", "物流公司", "carrier"}},
	{"trackingNo", []string{"快递单号", "运单号", "物流单号", "trackingno", "trackingnumber"}},
}

func headerKey(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u3000', '.', '_', '*', '\t':
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(s)))
}

// fileRefused is a 400 naming the field file.
func fileRefused(key string, args ...any) error { return apperr.Invalid("file", key, args...) }

// ReadShipFile reads the rows of a batch-ship file: an .xlsx workbook whose first sheet
// names the columns in its first non-empty row (shipColumns, in any order; other columns
// ignored) and lists the orders below it. Rows whose three cells are empty are skipped.
// A file that is not such a workbook is a 400 naming file and the rule.
func ReadShipFile(ctx context.Context, data []byte) ([]ShipRow, error) {
	switch {
	case len(data) > MaxShipFileSize:
		return nil, fileRefused("orders.shipFileSize", MaxShipFileSize>>20)
	case !bytes.HasPrefix(data, []byte("PK\x03\x04")):
		// Not a zip: an .xls, a .csv, a picture... (an encrypted workbook is not one either)
		return nil, fileRefused("orders.shipFileType")
	}
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: maxUnpacked, UnzipXMLSizeLimit: maxUnpacked})
	if err != nil {
		if strings.Contains(err.Error(), "unzip size") {
			return nil, fileRefused("orders.shipFileUnpacked", maxUnpacked>>20)
		}
		return nil, fileRefused("orders.shipFileType")
	}
	defer func() { _ = f.Close() }()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return nil, fileRefused("orders.shipFileNoSheet")
	}
	rows, err := f.Rows(sheets[0])
	if err != nil {
		return nil, fileRefused("orders.shipFileType")
	}
	defer func() { _ = rows.Close() }()
	var cols []int // the position of each of shipColumns, once the header is read
	var out []ShipRow
	for n := 1; rows.Next(); n++ {
		cells, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return nil, fileRefused("orders.shipFileType")
		}
		if cols == nil {
			if blank(cells) {
				continue
			}
			if cols, err = header(ctx, cells); err != nil {
				return nil, err
			}
			continue
		}
		r := ShipRow{Row: n, SN: cell(cells, cols[0]), Carrier: cell(cells, cols[1]), TrackingNo: cell(cells, cols[2])}
		if r.SN == "" && r.Carrier == "" && r.TrackingNo == "" {
			continue
		}
		if len(out) == MaxShipRows {
			return nil, fileRefused("orders.shipFileRows", MaxShipRows)
		}
		out = append(out, r)
	}
	if err := rows.Error(); err != nil {
		return nil, fileRefused("orders.shipFileType")
	}
	switch {
	case cols == nil:
		return nil, fileRefused("orders.shipFileHeader", missingColumns(ctx, shipColumns))
	case len(out) == 0:
		return nil, fileRefused("orders.shipFileEmpty")
	}
	return out, nil
}

// header finds the position of each column in a header row.
func header(ctx context.Context, cells []string) ([]int, error) {
	at := map[string]int{}
	for i, c := range cells {
		k := headerKey(c)
		if _, seen := at[k]; !seen {
			at[k] = i
		}
	}
	cols := make([]int, len(shipColumns))
	var missing []shipColumn
	for i, c := range shipColumns {
		cols[i] = -1
		for _, name := range c.names {
			if p, ok := at[name]; ok && (cols[i] < 0 || p < cols[i]) {
				cols[i] = p
			}
		}
		if cols[i] < 0 {
			missing = append(missing, c)
		}
	}
	if len(missing) > 0 {
		return nil, fileRefused("orders.shipFileHeader", missingColumns(ctx, missing))
	}
	return cols, nil
}

// missingColumns names columns in the caller's language: "订单号、快递单号", "Order SN, Tracking no.".
func missingColumns(ctx context.Context, cols []shipColumn) string {
	lang := access.ClientFrom(ctx).Lang
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = i18n.T(lang, "orders.shipColumn."+c.field)
	}
	return strings.Join(names, i18n.T(lang, "orders.shipColumnSep"))
}

func blank(cells []string) bool {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func cell(cells []string, i int) string {
	if i >= len(cells) {
		return ""
	}
	return strings.TrimSpace(cells[i])
}

// snPattern is the contract's OrderSn.
var snPattern = regexp.MustCompile(`^O\d{14,20}$`)

// shipMargin is how long before the request's deadline a batch stops shipping: the rows
// left are refused as not reached, so that the answer still says what was shipped.
const shipMargin = 500 * time.Millisecond

// BatchShip ships the orders of a batch-ship file's rows, each on its own transaction as
// Ship does (the same checks, the same transition), so that every rule of shipping is the
// single ship's and a refused row leaves the others shipped. A row is refused, with what
// the single ship would answer, for a cell the text rules refuse, a missing or malformed
// order number, an order number an earlier row holds, a carrier or tracking number the
// contract refuses, an order that does not exist and anything Ship refuses (an order that
// is not paid). Close to the request's deadline the rows left are refused as not reached.
// A failure of the store (not a refusal) stops the batch with that error: the rows before
// it stay shipped, and sending the file again refuses them as shipped.
func (s *Service) BatchShip(ctx context.Context, rows []ShipRow) ([]ShipResult, error) {
	out := make([]ShipResult, len(rows))
	var sns []string
	for i, r := range rows {
		out[i].ShipRow = r
		if snPattern.MatchString(r.SN) {
			sns = append(sns, r.SN)
		}
	}
	ids, err := s.store.OrderIDsBySN(ctx, sns)
	if err != nil {
		return nil, err
	}
	first := map[string]int{} // the row that holds each order number first
	for i := range out {
		res := &out[i]
		res.OrderID = ids[res.SN]
		if res.Refusal = checkShipRow(res.ShipRow, first); res.Refusal != nil {
			continue
		}
		if res.OrderID == 0 {
			res.Refusal = apperr.New(http.StatusNotFound, "orders.notFound", res.SN)
			continue
		}
		if end, ok := ctx.Deadline(); ok && time.Until(end) < shipMargin {
			res.Refusal = apperr.New(http.StatusServiceUnavailable, "orders.shipNotReached")
			continue
		}
		err := s.ship(ctx, res.OrderID, res.Carrier, res.TrackingNo)
		if e, ok := apperr.As(err); ok && e.Status < http.StatusInternalServerError {
			res.Refusal = e
		} else if err != nil {
			return nil, err
		}
	}
	for i := range out {
		out[i].SN, out[i].Carrier, out[i].TrackingNo = clip(out[i].SN), clip(out[i].Carrier), clip(out[i].TrackingNo)
	}
	return out, nil
}

// checkShipRow refuses a row for what it holds, before its order is looked at; first
// remembers the row of each order number.
func checkShipRow(r ShipRow, first map[string]int) *apperr.Error {
	for _, c := range []struct{ field, value string }{{"sn", r.SN}, {"carrier", r.Carrier}, {"trackingNo", r.TrackingNo}} {
		if problem := text.Check(c.value, false); problem != text.None {
			return apperr.Invalid(c.field, string(problem), c.field)
		}
	}
	switch {
	case r.SN == "":
		return apperr.Invalid("sn", "validation.required", "sn")
	case !snPattern.MatchString(r.SN):
		return apperr.Invalid("sn", "validation.pattern", "sn")
	}
	if row, ok := first[r.SN]; ok {
		return apperr.Invalid("sn", "orders.shipRepeated", r.SN, row)
	}
	first[r.SN] = r.Row
	var e *apperr.Error
	if errors.As(checkShipment(r.Carrier, r.TrackingNo), &e) {
		return e
	}
	return nil
}

// clip cuts a cell the report repeats after maxEcho characters (bytes that are not UTF-8
// shown as U+FFFD).
func clip(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if utf8.RuneCountInString(s) <= maxEcho {
		return s
	}
	return string([]rune(s)[:maxEcho]) + "…"
}
