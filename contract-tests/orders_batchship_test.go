package contracttests

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"testing"
)

// formBody is a multipart form holding one file in field.
func formBody(t *testing.T, field string, f formFile) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	part, err := w.CreateFormFile(field, f.name)
	if err == nil {
		_, err = part.Write(f.data)
	}
	if err == nil {
		err = w.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), w.FormDataContentType()
}

// batchShip uploads a batch-ship file as staff (system log checked).
func (s *shop) batchShip(t *testing.T, file formFile) Res {
	t.Helper()
	body, ct := formBody(t, "file", file)
	return s.e.write(t, s.adm, "/api/admin/order/batchShip", nil, rawBody(string(body)), header("Content-Type", ct))
}

// TestOrderBatchShip: a workbook of two paid orders, an unpaid one and an unknown number
// ships the two and reports the other two refused with the single ship's sentences; a file
// that is not a workbook of orders is a 400 naming file.
func TestOrderBatchShip(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		pay := func(n int) map[string]any {
			return map[string]any{"pay": map[string]any{"way": "wechat", "reference": fmt.Sprintf("42000%d%s", n, uniq())}}
		}
		first, second := s.placed(t, s.order(pay(1), s.line("红色/S/", 1))), s.placed(t, s.order(pay(2), s.line("红色/M/", 1)))
		unpaid := s.placed(t, s.order(nil, s.line("红色/S/", 1)))
		sn := func(id int64) string { return s.detail(t, id).Str("order.sn") }
		const unknown = "O209912310000000001"
		file := shipWorkbook(t,
			[]string{"Order SN", "Carrier", "Tracking no."},
			[]string{sn(first), "顺丰速运", "SF1234567890"},
			[]string{sn(unpaid), "顺丰速运", "SF1234567891"},
			nil,
			[]string{sn(second), "中通快递", "ZT7730123456"},
			[]string{unknown, "中通快递", "ZT7730123457"},
		)
		r := s.batchShip(t, formFile{"shipping.xlsx", file})
		expect(t, r, 200, "")
		if num(r, "accepted") != 2 || num(r, "refused") != 2 {
			t.Fatalf("report: %s", r.Raw)
		}
		want := []string{
			fmt.Sprintf("2 %s %d ok", sn(first), first),
			fmt.Sprintf("3 %s %d the order is unpaid and cannot be shipped", sn(unpaid), unpaid),
			fmt.Sprintf("5 %s %d ok", sn(second), second),
			fmt.Sprintf("6 %s 0 order %s does not exist", unknown, unknown),
		}
		rows, _ := r.Field("rows").([]any)
		if len(rows) != len(want) {
			t.Fatalf("rows: %s", r.Raw)
		}
		for i, row := range rows {
			m := row.(map[string]any)
			id, _ := m["orderId"].(float64)
			result := "ok"
			if m["ok"] != true {
				result, _ = m["reason"].(string)
			}
			if got := fmt.Sprintf("%v %v %d %s", m["row"], m["sn"], int64(id), result); got != want[i] {
				t.Errorf("row %d: %q, want %q", i, got, want[i])
			}
		}
		for id, shipped := range map[int64][2]string{first: {"顺丰速运", "SF1234567890"}, second: {"中通快递", "ZT7730123456"}} {
			d := s.detail(t, id)
			if d.Str("order.status") != "shipped" || d.Str("order.carrier") != shipped[0] || d.Str("order.trackingNo") != shipped[1] {
				t.Errorf("order %d after the batch: %s", id, d.Raw)
			}
		}
		if d := s.detail(t, unpaid); d.Str("order.status") != "unpaid" {
			t.Errorf("unpaid order after the batch: %s", d.Str("order.status"))
		}

		// Again: every row is refused now, and nothing moves.
		r = s.batchShip(t, formFile{"shipping.xlsx", file})
		expect(t, r, 200, "")
		if num(r, "accepted") != 0 || num(r, "refused") != 4 || r.Str("rows.0.reason") != "the order is shipped and cannot be shipped" {
			t.Fatalf("the same file again: %s", r.Raw)
		}

		// Files that are not a workbook of orders.
		for _, c := range []struct {
			name string
			file formFile
			msg  string
		}{
			{"text", formFile{"orders.csv", []byte("Order SN,Carrier,Tracking no.\n")}, "file is not an .xlsx workbook (Excel 2007 or later, not encrypted)"},
			{"no header", formFile{"orders.xlsx", shipWorkbook(t, []string{"Order SN", "Carrier"}, []string{sn(unpaid), "顺丰速运"})},
				"the header of file (the first row of its first sheet) lacks the columns: Tracking no."},
			{"no rows", formFile{"orders.xlsx", shipWorkbook(t, []string{"订单号", "快递公司", "快递单号"})}, "file lists no order to ship"},
		} {
			r := s.batchShip(t, c.file)
			if f, _ := r.Field("field").(string); r.Status != 400 || f != "file" || r.Msg != c.msg {
				t.Errorf("%s: got %d %q (field %q), want 400 %q on file", c.name, r.Status, r.Msg, f, c.msg)
			}
		}
		r = e.write(t, s.adm, "/api/admin/order/batchShip", nil, rawBody("--x\r\n\r\n--x--\r\n"), header("Content-Type", "multipart/form-data; boundary=x"))
		if f, _ := r.Field("field").(string); r.Status != 400 || f != "file" {
			t.Errorf("a form without the file: got %d %q (field %q)", r.Status, r.Msg, f)
		}

		// The single ship's permission; signed in.
		e.role(t, s.adm, "OrderReader", "order:order:read")
		reader := e.signedIn(t, "orderreader", "OrderReader")
		body, ct := formBody(t, "file", formFile{"shipping.xlsx", file})
		expect(t, e.write(t, reader, "/api/admin/order/batchShip", nil, rawBody(string(body)), header("Content-Type", ct)), 403, "")
		expect(t, e.Do(t, "POST", "/api/admin/order/batchShip", nil, rawBody(string(body)), header("Content-Type", ct)), 401, "")
	})
}
