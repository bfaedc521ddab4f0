package contracttests

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"shopconsole/server/postgres"
)

// statsFront signs in a storefront account that records goods views and favourites.
func statsFront(t *testing.T, s *shop) admin {
	t.Helper()
	s.e.role(t, s.adm, "StatsFront", "storefront:goods:write")
	return s.e.signedIn(t, "statsfront", "StatsFront")
}

func (s *shop) home(t *testing.T) Res {
	t.Helper()
	r := s.e.Do(t, "GET", "/api/admin/stats/home", nil, token(s.adm.token))
	expect(t, r, 200, "")
	return r
}

// todo answers a to-do count of the home.
func todo(r Res, key string) int64 {
	for _, it := range r.Field("todos").([]any) {
		m := it.(map[string]any)
		if m["key"] == key {
			return int64(m["count"].(float64))
		}
	}
	return -1
}

// listTotal answers the total of a list, as the to-do's link opens it.
func (s *shop) listTotal(t *testing.T, path string, kv ...any) int64 {
	t.Helper()
	r := s.e.Do(t, "GET", q(path, kv...), nil, token(s.adm.token))
	expect(t, r, 200, "")
	return num(r, "total")
}

func TestStatsHomeMoves(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		s := e.shop(t)
		front := statsFront(t, s)
		e.adjust(t, s.adm.token, s.buyer, "money", "increase", "500", 200)
		before := s.home(t)
		today := e.Clock.Now().Add(8 * time.Hour).UTC().Format(time.DateOnly)
		view := func(goods int64) Res {
			return e.Do(t, "POST", "/api/storefront/goods/view", map[string]any{"userId": s.buyer, "goodsId": goods}, token(front.token))
		}
		expect(t, view(s.goods), 200, "")
		expect(t, view(s.goods), 200, "")
		expect(t, view(999999999), 404, "")
		collect := func(on bool) {
			r := e.Do(t, "POST", "/api/storefront/goods/collect", map[string]any{"userId": s.buyer, "goodsId": s.goods, "collected": on}, token(front.token))
			expect(t, r, 200, "")
		}
		collect(true)
		collect(true)
		s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "balance"}}, s.line("红色/M/", 2))) // 226.00
		unpaid := s.placed(t, s.order(nil, s.line("红色/S/", 1)))                                           // unpaid
		after := s.home(t)
		for _, c := range []struct {
			path string
			want int64
		}{{"today.orders", 2}, {"today.payOrders", 1}, {"today.payingBuyers", 1}, {"today.visitors", 1}} {
			if d := num(after, c.path) - num(before, c.path); d != c.want {
				t.Errorf("%s moved by %d, want %d", c.path, d, c.want)
			}
		}
		if len(after.Field("trend").([]any)) != 30 || num(after, "trend.29.orders") != num(after, "today.orders") {
			t.Fatalf("trend: %v", after.Field("trend"))
		}
		// Every to-do equals the total of the list its link opens.
		for key, total := range map[string]int64{
			"toShip":                   s.listTotal(t, "/api/admin/order/index", "tab", "paid"),
			"afterSaleApplied":         s.listTotal(t, "/api/admin/aftersale/index", "tab", "applied"),
			"afterSaleAwaitingReceipt": s.listTotal(t, "/api/admin/aftersale/index", "tab", "awaitingReceipt"),
			"lowStock":                 s.listTotal(t, "/api/admin/goods/index", "tab", "warning"),
			"withdrawPending":          s.listTotal(t, "/api/admin/cashWithdraw/index", "status", "pending"),
			"unpaidClosing":            s.listTotal(t, "/api/admin/order/index", "tab", "unpaid", "closingWithin", 10),
		} {
			if got := todo(after, key); got != total {
				t.Errorf("to-do %s: %d, its list %d", key, got, total)
			}
		}
		closing := todo(after, "unpaidClosing")
		s.later(t, 25*time.Minute) // the unpaid order closes in 5 minutes
		front.token, _ = e.login(t, front.name, "password-1")
		later := s.home(t)
		closingList := e.Do(t, "GET", q("/api/admin/order/index", "tab", "unpaid", "closingWithin", 10, "pageSize", 100), nil, token(s.adm.token))
		ids := []int64{}
		collectIDs(closingList.Field("list"), func(id int64) { ids = append(ids, id) })
		// In-process no job ran meanwhile: the order is the one more; on the mock server the
		// jobs ran when the clock moved, closing the sample shop's due orders too.
		if (e.Remote == nil && todo(later, "unpaidClosing") != closing+1) || !slices.Contains(ids, unpaid) ||
			todo(later, "unpaidClosing") != s.listTotal(t, "/api/admin/order/index", "tab", "unpaid", "closingWithin", 10) {
			t.Fatalf("unpaid closing: %d, before %d; closing orders %v", todo(later, "unpaidClosing"), closing, ids)
		}

		// The goods statistics and the ranking count the goods.
		r := e.Do(t, "GET", q("/api/admin/stats/goodsRanking", "range", "custom", "startDate", today, "endDate", today, "sort", "-views", "pageSize", 100), nil, token(s.adm.token))
		expect(t, r, 200, "")
		var row map[string]any
		for _, it := range list(r) {
			if int64(it["goodsId"].(float64)) == s.goods {
				row = it
			}
		}
		if row == nil || row["views"].(float64) != 2 || row["visitors"].(float64) != 1 || row["favorites"].(float64) != 1 ||
			row["salesCount"].(float64) != 2 || row["salesAmount"] != "218.00" || row["conversion"].(float64) != 100 {
			t.Fatalf("ranking row: %v", row)
		}
		// On Postgres the preset rankings come from windows a job sums: the same pages.
		if db, ok := e.Store.(*postgres.DB); ok {
			for _, sort := range []string{"-salesCount", "views", "-conversion", "conversion", "-refundRate", "refundRate"} {
				page := func() string {
					r := e.Do(t, "GET", q("/api/admin/stats/goodsRanking", "range", "last7", "sort", sort, "pageSize", 50), nil, token(s.adm.token))
					expect(t, r, 200, "")
					return fmt.Sprint(r.Field("list"), r.Field("total"))
				}
				live := page()
				if _, err := db.Pool().Exec(context.Background(), "SELECT stats_refresh_windows('0', $1::date)", today); err != nil {
					t.Fatal(err)
				}
				var n int
				if err := db.Pool().QueryRow(context.Background(), "SELECT count(*) FROM stats_windows WHERE last_day = $1::date", today).Scan(&n); err != nil || n != 4 {
					t.Fatalf("windows: %d %v", n, err)
				}
				if kept := page(); kept != live {
					t.Fatalf("%s: from the window\n%s\nlive\n%s", sort, kept, live)
				}
				if _, err := db.Pool().Exec(context.Background(), "DELETE FROM stats_windows"); err != nil {
					t.Fatal(err)
				}
			}
		}
		g := e.Do(t, "GET", q("/api/admin/stats/goods", "range", "last30"), nil, token(s.adm.token))
		expect(t, g, 200, "")
		if num(g, "period.days") != 30 || num(g, "previous.days") != 30 || len(g.Field("series").([]any)) != 30 {
			t.Fatalf("goods period: %s", g.Raw)
		}

		// A refund shows in the transaction statistics; the splits add up to the totals.
		paid := s.placed(t, s.order(map[string]any{"pay": map[string]any{"way": "balance"}}, s.line("红色/S/", 1)))
		expect(t, s.act(t, "/api/admin/order/cancel", map[string]any{"id": paid, "reason": "缺货"}), 200, "")
		d := e.Do(t, "GET", q("/api/admin/stats/deal", "range", "last7", "granularity", "week"), nil, token(s.adm.token))
		expect(t, d, 200, "")
		if num(d, "totals.refunds") < 1 || len(d.Field("payWays").([]any)) != 3 {
			t.Fatalf("deal: %s", d.Raw)
		}
		var ways int64
		for _, w := range d.Field("payWays").([]any) {
			ways += int64(w.(map[string]any)["payOrders"].(float64))
		}
		if ways != num(d, "totals.payOrders") || num(d, "funnel.payingBuyers") != num(d, "totals.payingBuyers") {
			t.Fatalf("pay ways %d, paid orders %d", ways, num(d, "totals.payOrders"))
		}
		var series int64
		for _, p := range d.Field("series").([]any) {
			series += int64(p.(map[string]any)["orders"].(float64))
		}
		if series != num(d, "totals.orders") {
			t.Fatalf("series orders %d, total %d", series, num(d, "totals.orders"))
		}
		collect(false)

		// The exports are workbooks.
		for _, path := range []string{q("/api/admin/stats/goodsExport", "range", "last7"), q("/api/admin/stats/dealExport", "range", "thisMonth", "granularity", "month")} {
			resp, raw := e.fetch(t, path, map[string]string{"Authorization": "Bearer " + s.adm.token})
			if resp.StatusCode != 200 {
				t.Fatalf("%s: %d %s", path, resp.StatusCode, raw)
			}
			if _, err := excelize.OpenReader(bytes.NewReader(raw)); err != nil {
				t.Fatalf("%s: not a workbook: %v", path, err)
			}
		}
	})
}

func TestStatsRefusals(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		adm := e.signedIn(t, "statsadmin", "Admin")
		today := e.Clock.Now().Add(8 * time.Hour).UTC().Format(time.DateOnly)
		for _, c := range []struct {
			params []any
			field  string
		}{
			{[]any{"range", "custom", "endDate", today}, "startDate"},
			{[]any{"range", "custom", "startDate", today}, "endDate"},
			{[]any{"range", "custom", "startDate", today, "endDate", "2020-01-01"}, "endDate"},
			{[]any{"range", "custom", "startDate", "2020-01-01", "endDate", today}, "startDate"},
			{[]any{"range", "custom", "startDate", today, "endDate", "2999-01-01"}, "endDate"},
		} {
			r := e.Do(t, "GET", q("/api/admin/stats/deal", c.params...), nil, token(adm.token))
			expect(t, r, 400, "")
			if r.Str("field") != c.field {
				t.Errorf("%v: field %q, want %q (%s)", c.params, r.Str("field"), c.field, r.Msg)
			}
		}
		r := e.Do(t, "GET", q("/api/admin/stats/goods", "range", "custom", "startDate", today, "endDate", today), nil, token(adm.token))
		expect(t, r, 200, "")
		if num(r, "period.days") != 1 || r.Str("previous.endDate") >= today {
			t.Fatalf("one day: %s", r.Raw)
		}
		clerk := e.signedIn(t, "statsclerk")
		expect(t, e.Do(t, "GET", "/api/admin/stats/home", nil, token(clerk.token)), 403, "")
	})
}
