package orders_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"shopconsole/mock"
	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
	"shopconsole/server/orders"
)

// workbook builds an .xlsx whose first sheet holds rows from A1 down (nil: an empty row).
func workbook(t *testing.T, rows ...[]any) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	for i, r := range rows {
		if r == nil {
			continue
		}
		if err := f.SetSheetRow("Sheet1", fmt.Sprintf("A%d", i+1), &r); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withoutSheets rewrites a workbook so that it lists no sheet.
func withoutSheets(t *testing.T, data []byte) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		_ = rc.Close()
		if f.Name == "xl/workbook.xml" {
			s := string(b)
			start, end := strings.Index(s, "<sheets>"), strings.Index(s, "</sheets>")
			b = []byte(s[:start] + "<sheets></sheets>" + s[end+len("</sheets>"):])
		}
		w, _ := zw.Create(f.Name)
		_, _ = w.Write(b)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func en() context.Context {
	return access.WithClient(context.Background(), access.Client{Lang: i18n.EN})
}

func msg(err error) string {
	e, ok := apperr.As(err)
	if !ok {
		return fmt.Sprint(err)
	}
	return e.Field + ": " + i18n.T(i18n.EN, e.Key, e.Args...)
}

// TestReadShipFile: the rows of a good file, and every way a file is refused (400 on file).
func TestReadShipFile(t *testing.T) {
	head := []any{"订单号", "快递公司", "快递单号"}
	many := [][]any{{"Order SN", "Carrier", "Tracking no."}}
	for i := range orders.MaxShipRows + 1 {
		many = append(many, []any{fmt.Sprintf("O2026112700%08d", i), "顺丰速运", "SF1234567"})
	}
	for _, c := range []struct {
		name string
		file []byte
		want []orders.ShipRow
		err  string
	}{
		{name: "Chinese header, rows below it", file: workbook(t, head,
			[]any{"O202611270000000001", "顺丰速运", "SF1234567890"},
			[]any{" O202611270000000002 ", "中通快递", 773012345678}),
			want: []orders.ShipRow{{2, "O202611270000000001", "顺丰速运", "SF1234567890"}, {3, "O202611270000000002", "中通快递", "773012345678"}}},
		{name: "English header in another order, other columns, blank rows skipped", file: workbook(t, nil,
			[]any{"Note", "tracking No.", "ORDER SN", "carrier"},
			[]any{"", "SF1", "O202611270000000001", "SF Express"},
			nil,
			[]any{"only a note", "", "", ""},
			[]any{"", "", "O202611270000000003", ""}),
			want: []orders.ShipRow{{3, "O202611270000000001", "SF Express", "SF1"}, {6, "O202611270000000003", "", ""}}},
		{name: "aliases", file: workbook(t, []any{"*订单编号", "物流公司", "运单号"}, []any{"O1", "c", "t"}),
			want: []orders.ShipRow{{2, "O1", "c", "t"}}},
		{name: "a column missing", file: workbook(t, []any{"订单号", "Carrier", "运费"}, []any{"O1", "c", "t"}),
			err: "file: the header of file (the first row of its first sheet) lacks the columns: Tracking no."},
		{name: "an empty sheet", file: workbook(t),
			err: "file: the header of file (the first row of its first sheet) lacks the columns: Order SN, Carrier, Tracking no."},
		{name: "a header only", file: workbook(t, head, nil, []any{"", " "}), err: "file: file lists no order to ship"},
		{name: "too many rows", file: workbook(t, many...), err: "file: file may list at most 2000 orders"},
		{name: "not a workbook", file: []byte("订单号,快递公司,快递单号\n"), err: "file: file is not an .xlsx workbook (Excel 2007 or later, not encrypted)"},
		{name: "a zip but not a workbook", file: func() []byte {
			var buf bytes.Buffer
			zw := zip.NewWriter(&buf)
			w, _ := zw.Create("notes.txt")
			_, _ = w.Write([]byte("hello"))
			_ = zw.Close()
			return buf.Bytes()
		}(), err: "file: file is not an .xlsx workbook (Excel 2007 or later, not encrypted)"},
		{name: "a sheet unpacking too large", file: func() []byte {
			var buf bytes.Buffer
			zw := zip.NewWriter(&buf)
			w, _ := zw.Create("xl/worksheets/sheet1.xml")
			_, _ = w.Write(bytes.Repeat([]byte(" "), 33<<20))
			_ = zw.Close()
			return buf.Bytes()
		}(), err: "file: file unpacks to more than 32 MB"},
		{name: "no sheet", file: withoutSheets(t, workbook(t, head)), err: "file: file has no sheet"},
		{name: "too large", file: append([]byte("PK\x03\x04"), make([]byte, orders.MaxShipFileSize)...), err: "file: file must be at most 5 MB"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := orders.ReadShipFile(en(), c.file)
			if c.err != "" {
				if e, ok := apperr.As(err); !ok || e.Status != 400 || msg(err) != c.err {
					t.Fatalf("got %v (%s), want 400 %q", err, msg(err), c.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("refused: %s", msg(err))
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Fatalf("rows %v, want %v", got, c.want)
			}
		})
	}
	// The many rows' file without its last row is taken.
	if got, err := orders.ReadShipFile(en(), workbook(t, many[:orders.MaxShipRows+1]...)); err != nil || len(got) != orders.MaxShipRows {
		t.Fatalf("%d rows: %d, %s", orders.MaxShipRows, len(got), msg(err))
	}
}

// TestBatchShip: each row of a file ships or is refused on its own, with the single ship's
// message, over the mock's sample orders.
func TestBatchShip(t *testing.T) {
	store := mock.NewAt(time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)).Orders()
	svc := orders.New(store, nil, nil)
	ctx := access.WithPrincipal(en(), access.Principal{Username: "admin"})
	pick := func(status orders.Status, n int) []orders.Order {
		t.Helper()
		list, _, _, err := svc.List(ctx, orders.Filter{Status: status, Page: kernel.Page{No: 1, Size: n}})
		if err != nil || len(list) < n {
			t.Fatalf("sample %s orders: %d, %v", status, len(list), err)
		}
		return list
	}
	paid, unpaid, shipped := pick(orders.Paid, 4), pick(orders.Unpaid, 1)[0], pick(orders.Shipped, 1)[0]
	rows := []orders.ShipRow{
		{2, paid[0].SN, "顺丰速运", "SF1000000001"},
		{3, unpaid.SN, "顺丰速运", "SF1000000002"},
		{4, "O209912310000000099", "顺丰速运", "SF1000000003"},
		{5, paid[0].SN, "中通快递", "ZT1000000004"},
		{6, paid[1].SN, "", "SF1000000005"},
		{7, paid[2].SN, "顺丰速运", "SF 123"},
		{8, "12345", "顺丰速运", "SF1000000006"},
		{9, "", "顺丰速运", "SF1000000007"},
		{10, paid[3].SN, "顺丰\x07速运", "SF1000000008"},
		{11, shipped.SN, "顺丰速运", "SF1000000009"},
		{12, paid[1].SN, strings.Repeat("长", 70), "SF1000000010"},
		{13, paid[2].SN, "韵达快递", "YD1000000011"},
	}
	got, err := svc.BatchShip(ctx, rows)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"2 ok",
		"3 the order is unpaid and cannot be shipped",
		"4 order O209912310000000099 does not exist",
		"5 order " + paid[0].SN + " is already on row 2",
		"6 carrier is required",
		"7 trackingNo has the wrong format",
		"8 sn has the wrong format",
		"9 sn is required",
		"10 carrier must not contain control characters",
		"11 the order is shipped and cannot be shipped",
		"12 order " + paid[1].SN + " is already on row 6",
		"13 order " + paid[2].SN + " is already on row 7",
	}
	for i, r := range got {
		line := fmt.Sprintf("%d ok", r.Row)
		if r.Refusal != nil {
			line = fmt.Sprintf("%d %s", r.Row, i18n.T(i18n.EN, r.Refusal.Key, r.Refusal.Args...))
		}
		if line != want[i] {
			t.Errorf("row %d: %q, want %q", r.Row, line, want[i])
		}
	}
	if got[0].OrderID != paid[0].ID || got[1].OrderID != unpaid.ID || got[2].OrderID != 0 {
		t.Errorf("order ids: %d %d %d", got[0].OrderID, got[1].OrderID, got[2].OrderID)
	}
	if c := got[10].Carrier; c != strings.Repeat("长", 64)+"…" {
		t.Errorf("a long cell is repeated as %q", c)
	}
	// Close to the request's deadline the rows left are not reached; their checks still run.
	short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	late, err := svc.BatchShip(short, []orders.ShipRow{{2, paid[3].SN, "顺丰速运", "SF1000000012"}, {3, paid[3].SN, "顺丰速运", "SF1000000013"}})
	if err != nil || len(late) != 2 || late[0].Refusal == nil || late[1].Refusal == nil ||
		i18n.T(i18n.EN, late[0].Refusal.Key) != "not shipped: the batch ran out of time; send the file again to ship the rest" ||
		late[1].Refusal.Key != "orders.shipRepeated" {
		t.Fatalf("near the deadline: %+v %v", late, err)
	}
	o, err := store.Order(ctx, paid[0].ID)
	if err != nil || o.Status != orders.Shipped || o.Carrier != "顺丰速运" || o.TrackingNo != "SF1000000001" {
		t.Fatalf("shipped row: %+v %v", o.Status, err)
	}
	for _, id := range []int64{unpaid.ID, paid[1].ID, paid[2].ID, paid[3].ID} {
		if o, _ := store.Order(ctx, id); o.Status == orders.Shipped {
			t.Errorf("order %d of a refused row was shipped", id)
		}
	}
}
