package contracttests

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"shopconsole/server/cash"
	amounts "shopconsole/server/money"
)

// cashLine makes a flow line from the account as it is.
type cashLine func(a cash.Account) cash.Flow

// injectFlow appends lines to the shop's fund flow through the store, each moved from the
// account as the previous one left it (what settlements and withdrawals write).
func (e *Env) injectFlow(t *testing.T, lines ...cashLine) {
	t.Helper()
	if e.Remote != nil {
		t.Skip("remote: writes the store")
	}
	err := e.Store.Cash().Tx(context.Background(), func(tx cash.Tx) error {
		a, err := tx.Account(true)
		if err != nil {
			return err
		}
		for _, l := range lines {
			var f cash.Flow
			if a, f, err = cash.Move(a, l(a)); err != nil {
				return err
			}
			if err := tx.AppendFlow(f); err != nil {
				return err
			}
		}
		return tx.SaveAccount(a)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func settled(amount int64, sn string, at time.Time) cashLine {
	return func(a cash.Account) cash.Flow { return cash.Settle(a, amount, sn, at) }
}

func refunded(amount int64, sn string, at time.Time) cashLine {
	return func(a cash.Account) cash.Flow { return cash.Refund(a, amount, sn, at) }
}

func withdrawn(amount int64, sn string, at time.Time) []cashLine {
	w := cash.Withdrawal{SN: sn, Amount: amount, Status: cash.Pending}
	return []cashLine{
		func(cash.Account) cash.Flow { return cash.Applied(w, at) },
		func(cash.Account) cash.Flow { _, f, _ := cash.Decide(w, cash.Paid, at); return f },
	}
}

// flowPage answers one page of the flow list.
func (e *Env) flowPage(t *testing.T, tok string, params ...any) Res {
	t.Helper()
	r := e.Do(t, "GET", q("/api/admin/cashFlow/index", params...), nil, token(tok))
	expect(t, r, 200, "")
	return r
}

// flowScene moves the clock to 2027-01-15 and writes, on both backends alike: two
// settlements on 2026-12-20, a withdrawal applied and paid on 2026-12-28, a refund after
// settlement on 2027-01-05 (shop days, 18:00 shop time).
func flowScene(t *testing.T, e *Env) admin {
	t.Helper()
	e.Clock.Advance(time.Date(2027, 1, 15, 2, 0, 0, 0, time.UTC).Sub(e.Clock.Now()))
	adm := e.signedIn(t, "flowadmin", "Admin")
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 10, 0, 0, 0, time.UTC) }
	e.injectFlow(t, append([]cashLine{settled(100_00, "OFLOW1", day(12, 20)), settled(50_50, "OFLOW2", day(12, 20))},
		append(withdrawn(30_00, "WFLOW1", day(12, 28)), refunded(20_00, "OFLOW1", time.Date(2027, 1, 5, 10, 0, 0, 0, time.UTC)))...)...)
	return adm
}

func TestCashFlowList(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		adm := flowScene(t, e)
		window := []any{"startDate", "2026-12-01", "endDate", "2027-01-31"}
		r := e.flowPage(t, adm.token, window...)
		if num(r, "total") != 5 || len(list(r)) != 5 {
			t.Fatalf("the window: %s", r.Raw)
		}
		// Newest first by default; oldest first when asked; the totals follow line by line.
		newest := list(r)
		if newest[0]["type"] != "refund" || newest[0]["available"] != "-20.00" || newest[4]["reference"] != "OFLOW1" {
			t.Fatalf("newest first: %s", r.Raw)
		}
		asc := list(e.flowPage(t, adm.token, append(window, "sort", "createdAt")...))
		for i := 1; i < len(asc); i++ {
			prev, cur := asc[i-1], asc[i]
			for _, k := range []string{"available", "frozen", "debt"} {
				want := amounts.Format(cents(t, prev[k+"After"]) + cents(t, cur[k]))
				if cur[k+"After"] != want {
					t.Fatalf("line %v: %sAfter %v, want %s", cur["id"], k, cur[k+"After"], want)
				}
			}
		}
		if asc[0]["reference"] != "OFLOW1" || asc[0]["type"] != "orderSettled" || asc[0]["available"] != "100.00" {
			t.Fatalf("oldest first: %v", asc[0])
		}
		// Paging: two a page, the second page the third and fourth lines.
		p := e.flowPage(t, adm.token, append(window, "sort", "createdAt", "pageNo", 2, "pageSize", 2)...)
		if num(p, "total") != 5 || len(list(p)) != 2 || list(p)[0]["id"] != asc[2]["id"] || list(p)[1]["id"] != asc[3]["id"] {
			t.Fatalf("page 2: %s", p.Raw)
		}
		// By type, by reference (exactly), by day.
		if r := e.flowPage(t, adm.token, append(window, "type", "orderSettled")...); num(r, "total") != 2 {
			t.Fatalf("settled: %s", r.Raw)
		}
		if r := e.flowPage(t, adm.token, "reference", "OFLOW1"); num(r, "total") != 2 || list(r)[0]["type"] != "refund" {
			t.Fatalf("reference: %s", r.Raw)
		}
		if r := e.flowPage(t, adm.token, "reference", "OFLOW"); num(r, "total") != 0 || len(list(r)) != 0 {
			t.Fatalf("a reference's prefix: %s", r.Raw)
		}
		if r := e.flowPage(t, adm.token, "startDate", "2026-12-28", "endDate", "2026-12-28"); num(r, "total") != 2 ||
			list(r)[0]["type"] != "withdrawPaid" || list(r)[0]["frozen"] != "-30.00" {
			t.Fatalf("one day: %s", r.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/cashFlow/index", "startDate", "2027-01-02", "endDate", "2027-01-01"), nil, token(adm.token)), 400, "")
		expect(t, e.Do(t, "GET", q("/api/admin/cashFlow/index", "type", "gift"), nil, token(adm.token)), 400, "")
		expect(t, e.Do(t, "GET", q("/api/admin/cashFlow/index", "pageSize", 101), nil, token(adm.token)), 400, "")
	})
}

// cents reads a two-decimal amount of a list row.
func cents(t *testing.T, v any) int64 {
	t.Helper()
	text, sign := fmt.Sprint(v), int64(1)
	if len(text) > 0 && text[0] == '-' {
		text, sign = text[1:], -1
	}
	n, err := amounts.Parse(text)
	if err != nil {
		t.Fatalf("amount %v: %v", v, err)
	}
	return sign * n
}

func TestCashFlowStatement(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		adm := flowScene(t, e)
		auth := map[string]string{"Authorization": "Bearer " + adm.token}
		for _, c := range []struct{ month, msg string }{
			{"2026-13", "month: a month is YYYY-MM, as 2026-10"},
			{"2026/12", "month: a month is YYYY-MM, as 2026-10"},
			{"2027-02", "month: 2027-02 has not begun; it has no statement"},
		} {
			expect(t, e.Do(t, "GET", q("/api/admin/cashFlow/statement", "month", c.month), nil, token(adm.token)), 400, c.msg)
		}
		resp, raw := e.fetch(t, "/api/admin/cashFlow/statement?month=2026-12", auth)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Disposition") != `attachment; filename="statement-2026-12.xlsx"` {
			t.Fatalf("statement: %d %v %s", resp.StatusCode, resp.Header, raw)
		}
		f, err := excelize.OpenReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("the statement is no workbook: %v", err)
		}
		defer func() { _ = f.Close() }()
		rows, err := f.GetRows(f.GetSheetName(0))
		if err != nil {
			t.Fatal(err)
		}
		lines := list(e.flowPage(t, adm.token, "startDate", "2026-12-01", "endDate", "2026-12-31", "sort", "createdAt"))
		if len(rows) != len(lines)+3 || rows[0][0] != "Time" || rows[1][1] != "Opening balance" || rows[len(rows)-1][1] != "Closing balance" {
			t.Fatalf("statement rows: %q", rows)
		}
		for i, l := range lines {
			row := rows[i+2]
			if row[2] != l["reference"] || row[3] != l["available"] || row[4] != l["frozen"] || row[6] != l["availableAfter"] || row[7] != l["frozenAfter"] {
				t.Fatalf("row %d %q, want the list's %v", i+2, row, l)
			}
		}
		last := lines[len(lines)-1]
		if closing := rows[len(rows)-1]; closing[6] != last["availableAfter"] || closing[7] != last["frozenAfter"] || closing[8] != last["debtAfter"] {
			t.Fatalf("closing %q, want the last line's totals %v", closing, last)
		}
		// The opening balance is the first line's totals before it.
		first := lines[0]
		if rows[1][6] != amounts.Format(cents(t, first["availableAfter"])-cents(t, first["available"])) {
			t.Fatalf("opening %q, first line %v", rows[1], first)
		}
		// A month without lines: its opening is its closing.
		_, raw = e.fetch(t, "/api/admin/cashFlow/statement?month=2027-01", auth)
		if f, err = excelize.OpenReader(bytes.NewReader(raw)); err != nil {
			t.Fatal(err)
		}
		if rows, _ = f.GetRows(f.GetSheetName(0)); len(rows) != 4 || rows[2][2] != "OFLOW1" {
			t.Fatalf("january: %q", rows)
		}
	})
}

func TestCashFlowDaily(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		adm := flowScene(t, e)
		r := e.Do(t, "GET", q("/api/admin/cashFlow/daily", "days", 30), nil, token(adm.token))
		expect(t, r, 200, "")
		days := list(r)
		if len(days) != 30 || days[29]["date"] != "2027-01-15" || days[0]["date"] != "2026-12-17" {
			t.Fatalf("days: %s", r.Raw)
		}
		want := map[string][3]string{"2026-12-20": {"150.50", "0.00", "0.00"}, "2026-12-28": {"0.00", "30.00", "0.00"},
			"2027-01-05": {"0.00", "0.00", "20.00"}}
		for _, d := range days {
			w, ok := want[d["date"].(string)]
			if !ok {
				w = [3]string{"0.00", "0.00", "0.00"}
			}
			if d["income"] != w[0] || d["withdrawals"] != w[1] || d["refunds"] != w[2] {
				t.Fatalf("%v, want %v", d, w)
			}
		}
		if r := e.Do(t, "GET", "/api/admin/cashFlow/daily", nil, token(adm.token)); len(list(r)) != 30 {
			t.Fatalf("default days: %s", r.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/cashFlow/daily", "days", 0), nil, token(adm.token)), 400, "")
	})
}

// TestCashFlowSettle: an order completed is pending until its settlement delay has passed;
// then the job settles it once, for what it kept, and pendingSettlement drops by as much.
func TestCashFlowSettle(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		job := func() int { t.Helper(); return e.timedJob(t, "cash.settle_orders") }
		account := func(field string) int64 {
			r := e.Do(t, "GET", "/api/admin/cashAccount/detail", nil, token(s.adm.token))
			expect(t, r, 200, "")
			return cents(t, r.Field(field))
		}
		pending := func() int64 { t.Helper(); return account("pendingSettlement") }
		// Settle what the sample shop has due, so that the runs below move only this order.
		job()
		before := pending()
		id := s.placed(t, s.order(nil, s.line("红色/S/", 2)))
		expect(t, s.act(t, "/api/storefront/order/pay", map[string]any{"id": id, "way": "alipay", "reference": "2026112722001"}), 200, "")
		expect(t, s.act(t, "/api/admin/order/ship", map[string]any{"id": id, "carrier": "顺丰速运", "trackingNo": "SF1234567890"}), 200, "")
		r := s.act(t, "/api/storefront/order/confirm", map[string]any{"id": id})
		expect(t, r, 200, "")
		sn, paid := r.Str("sn"), cents(t, r.Field("payAmount"))
		if got := pending(); got != before+paid {
			t.Fatalf("pending %d, want %d + %d", got, before, paid)
		}
		settledLines := func() int {
			t.Helper()
			job()
			return len(list(e.flowPage(t, s.adm.token, "reference", sn)))
		}
		if n := settledLines(); n != 0 {
			t.Fatalf("before the delay: %d lines", n)
		}
		// (The sample shop's orders completed meanwhile settle as their delays pass.)
		s.later(t, time.Duration(cash.DefaultSettings.SettleDelayDays)*24*time.Hour-time.Minute)
		if n := settledLines(); n != 0 {
			t.Fatalf("a minute before the delay: %d lines", n)
		}
		// A claim made before the settlement, refunded after it.
		claim := s.claim(t, map[string]any{"orderId": id, "itemId": s.firstItem(t, id), "quantity": 1, "kind": "refund",
			"amount": "50.00", "reason": "有瑕疵"})
		expect(t, claim, 200, "")
		start := account("available")
		s.later(t, time.Minute)
		if n := job(); n != 1 {
			t.Fatalf("at the delay: %d settled", n)
		}
		if n := job(); n != 0 {
			t.Fatalf("again: %d settled", n)
		}
		lines := list(e.flowPage(t, s.adm.token, "reference", sn))
		if len(lines) != 1 || lines[0]["type"] != "orderSettled" || cents(t, lines[0]["available"]) != paid {
			t.Fatalf("the settlement's lines: %v", lines)
		}
		if a := account("available"); a != start+paid || cents(t, lines[0]["availableAfter"]) != a {
			t.Fatalf("available %d after %d and %d", a, start, paid)
		}
		// The refund after the settlement takes its amount back from what is available, in
		// its own transaction.
		expect(t, s.act(t, "/api/admin/aftersale/agree", map[string]any{"id": num(claim, "id")}), 200, "")
		expect(t, s.act(t, "/api/admin/aftersale/refund", map[string]any{"id": num(claim, "id")}), 200, "")
		lines = list(e.flowPage(t, s.adm.token, "reference", sn))
		if len(lines) != 2 || lines[0]["type"] != "refund" || lines[0]["available"] != "-50.00" || lines[0]["debt"] != "0.00" ||
			lines[0]["remark"] == "" {
			t.Fatalf("the refund's line: %v", lines)
		}
		if a := account("available"); a != start+paid-50_00 {
			t.Fatalf("available %d after the refund", a)
		}
		if e.Remote == nil { // the store's own check, which a running server keeps to itself
			if _, m, err := cash.Reconcile(context.Background(), e.Store.Cash().(cash.FlowStore)); err != nil || m != nil {
				t.Fatalf("reconcile: %v %v", m, err)
			}
		}
		// Every order completed (the sample shop's too) is a week old now, and settled. (On
		// the mock server the jobs ran as the clock moved, completing the sample shop's
		// shipped orders, whose settlement is still ahead.)
		if got := pending(); got != 0 && e.Remote == nil {
			t.Fatalf("pending %d after the settlement, want 0", got)
		}
	})
}

func TestCashFlowAccess(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.signedIn(t, "flowboss", "Admin")
		e.role(t, boss, "AccountOnly", "cash:account:read")
		other := e.signedIn(t, "flowother", "AccountOnly")
		editor := e.signedIn(t, "flowedit", "Editor")
		auditor := e.signedIn(t, "flowaudit", "Test")
		for _, path := range []string{"/api/admin/cashFlow/index", "/api/admin/cashFlow/daily", "/api/admin/cashFlow/statement?month=2026-10"} {
			expect(t, e.Do(t, "GET", path, nil), 401, "")
			expect(t, e.Do(t, "GET", path, nil, token(other.token)), 403, "")
			for _, who := range []admin{editor, auditor} {
				if path == "/api/admin/cashFlow/statement?month=2026-10" {
					if resp, raw := e.fetch(t, path, map[string]string{"Authorization": "Bearer " + who.token}); resp.StatusCode != 200 {
						t.Fatalf("%s as %s: %d %s", path, who.name, resp.StatusCode, raw)
					}
					continue
				}
				expect(t, e.Do(t, "GET", path, nil, token(who.token)), 200, "")
			}
		}
		expect(t, e.Do(t, "GET", "/api/admin/cashFlow/nothing", nil, token(boss.token)), 404, "")
	})
}
