package contracttests

import (
	"fmt"
	"testing"

	"shopconsole/server/contract"
)

// listCountCap is the count cap of the scenario's server: small, so that a few rows of its
// own reach it.
const listCountCap = 3

// TestListCounts: a list with no filter answers exact figures; a filtered list counts up to
// the cap and says so (exact false, countCap, every figure at most the cap); count=exact
// counts every match; a filter of few matches is exact. Over every list of the contract:
// each answers exact figures unfiltered and with count=exact.
func TestListCounts(t *testing.T) {
	eachBackendWith(t, options{countCap: listCountCap}, func(t *testing.T, e *Env) {
		u := uniq()
		boss := "cnt" + u + "boss"
		e.staff(t, boss, "password-1", "Admin")
		tok, _ := e.login(t, boss, "password-1")
		for i := range listCountCap + 1 {
			e.staff(t, fmt.Sprintf("cnt%sm%d", u, i), "password-1", "Test")
		}
		staff := func(t *testing.T, query string) Res {
			t.Helper()
			r := e.Do(t, "GET", "/api/userManagement/getList?pageSize=2&"+query, nil, token(tok))
			expect(t, r, 200, "")
			return r
		}
		capped := staff(t, "username=cnt"+u) // the boss and the others: cap + 2
		if exact, _ := capped.Field("exact").(bool); e.Remote == nil && exact {
			t.Errorf("%d matches under a cap of %d answered exact: %s", listCountCap+2, listCountCap, capped.Raw)
		}
		if exact, _ := capped.Field("exact").(bool); !exact {
			if c := num(capped, "countCap"); c < 1 || num(capped, "total") != c {
				t.Errorf("bounded total %d with countCap %d: %s", num(capped, "total"), c, capped.Raw)
			}
		}
		all := staff(t, "count=exact&username=cnt"+u)
		if exact, _ := all.Field("exact").(bool); !exact || num(all, "total") != listCountCap+2 || all.Field("countCap") != nil {
			t.Errorf("count=exact: %s, want exact total %d", all.Raw, listCountCap+2)
		}
		if len(rowsOf(all)) != 2 || len(rowsOf(capped)) != 2 {
			t.Errorf("pages of %d and %d rows, want 2: the page does not depend on the count", len(rowsOf(all)), len(rowsOf(capped)))
		}
		few := staff(t, "username=cnt"+u+"m0")
		if exact, _ := few.Field("exact").(bool); !exact || num(few, "total") != 1 {
			t.Errorf("one match: %s, want exact total 1", few.Raw)
		}
		c, err := contract.Load()
		if err != nil {
			t.Fatal(err)
		}
		lists := 0
		for _, op := range c.Operations() {
			if op.Spec().Parameters.GetByInAndName("query", "count") == nil {
				continue
			}
			lists++
			demo := len(op.Spec().Tags) > 0 && op.Spec().Tags[0] == "demo"
			for _, query := range []string{"", "?count=exact"} {
				opts := []opt{token(tok)}
				if demo && e.Name != "mock" {
					opts = append(opts, mustRefuse()) // the demo layer is the mock's
				}
				r := e.Do(t, op.Method, "/api"+op.Path+query, nil, opts...)
				if demo && e.Name != "mock" && r.Status == 404 {
					continue
				}
				if exact, _ := r.Field("exact").(bool); r.Status != 200 || !exact || r.Field("countCap") != nil {
					t.Errorf("%s %s%s: %d exact %v countCap %v, want exact figures: %s", op.Method, op.Path, query, r.Status,
						r.Field("exact"), r.Field("countCap"), clip(r.Raw))
				}
			}
		}
		if lists < 28 {
			t.Errorf("%d lists take count=exact, want every paged list of the contract (28 or more)", lists)
		}
	})
}

// TestOrderTabCounts: a filtered order list counts each tab up to the cap on its own, so a
// tab's figure is a true lower bound whatever the other tabs hold; count=exact counts all.
func TestOrderTabCounts(t *testing.T) {
	eachBackendWith(t, options{countCap: listCountCap}, func(t *testing.T, e *Env) {
		s := e.shop(t)
		buyer := "计数" + uniq()
		s.buyer = e.shopUser(t, buyer, e.Clock.Now()).ID
		for range listCountCap + 1 {
			s.placed(t, s.order(nil, s.line("红色/S/", 1)))
		}
		list := func(t *testing.T, kv ...any) Res {
			t.Helper()
			r := e.Do(t, "GET", q("/api/admin/order/index", append([]any{"buyer", buyer}, kv...)...), nil, token(s.adm.token))
			expect(t, r, 200, "")
			return r
		}
		bounded := list(t, "tab", "paid")
		exact, _ := bounded.Field("exact").(bool)
		if e.Remote == nil && (exact || num(bounded, "countCap") != listCountCap) {
			t.Errorf("%d unpaid orders under a cap of %d: exact %v countCap %v", listCountCap+1, listCountCap, exact, bounded.Field("countCap"))
		}
		if !exact {
			c := num(bounded, "countCap")
			for path, want := range map[string]int64{"counts.unpaid": c, "counts.all": c, "counts.paid": 0, "total": 0} {
				if got := num(bounded, path); got != want {
					t.Errorf("bounded %s = %d, want %d: %s", path, got, want, clip(bounded.Raw))
				}
			}
		}
		all := list(t, "count", "exact")
		if exact, _ := all.Field("exact").(bool); !exact || num(all, "counts.unpaid") != listCountCap+1 ||
			num(all, "counts.all") != listCountCap+1 || num(all, "total") != listCountCap+1 {
			t.Errorf("count=exact: %s, want exact figures of %d", clip(all.Raw), listCountCap+1)
		}
	})
}
