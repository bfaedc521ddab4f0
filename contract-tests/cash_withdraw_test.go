package contracttests

import (
	"context"
	"fmt"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/mock"
	"shopconsole/server/cash"
	smoney "shopconsole/server/money"
	"shopconsole/server/postgres"
)

const (
	wd       = "/api/admin/cashWithdraw/"
	cashSets = "/api/admin/cashSettings/"
)

// logLines counts the system log's lines of account's successful calls of operation.
func logLines(t *testing.T, e *Env, tok, account, operation string) int {
	t.Helper()
	r := e.Do(t, "GET", "/api/systemLog/getList?"+url.Values{"account": {account}, "pageSize": {"100"}}.Encode(), nil, token(tok))
	expect(t, r, 200, "")
	n := 0
	for _, l := range decode[page[logRow]](t, r.Data).List {
		if strings.EqualFold(l.Operation, operation) && l.Result == "success" && l.IP != "" && l.Type == "operation log" &&
			strings.HasPrefix(l.Target, "/api/") && !l.Datetime.IsZero() {
			n++
		}
	}
	return n
}

// fundCash brings cents into the shop's account as a settled order would, on either
// backend (a remote server's account cannot be moved).
func (e *Env) fundCash(t *testing.T, cents int64) {
	t.Helper()
	if e.Remote != nil {
		e.Remote.fundCash(t, e, cents)
		return
	}
	err := e.Store.Cash().Tx(context.Background(), func(tx cash.Tx) error {
		a, err := tx.Account(true)
		if err != nil {
			return err
		}
		a, f, err := cash.Move(a, cash.Settle(a, cents, "O-contract-"+uniq(), e.Clock.Now()))
		if err != nil {
			return err
		}
		if err := tx.AppendFlow(f); err != nil {
			return err
		}
		return tx.SaveAccount(a)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// cashFlow answers the whole fund flow, oldest first.
func (e *Env) cashFlow(t *testing.T) []cash.Flow {
	t.Helper()
	if e.Remote != nil {
		return e.Remote.remoteCashFlow(t, e)
	}
	switch s := e.Store.(type) {
	case *mock.Store:
		return s.CashFlowLines()
	case *postgres.DB:
		rows, _ := s.Pool().Query(context.Background(), `SELECT id, type, available, frozen, debt, available_after,
			frozen_after, debt_after, reference, remark, created_at FROM cash_flow ORDER BY id`)
		out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (cash.Flow, error) {
			var f cash.Flow
			err := r.Scan(&f.ID, &f.Type, &f.Available, &f.Frozen, &f.Debt, &f.AvailableAfter, &f.FrozenAfter, &f.DebtAfter,
				&f.Reference, &f.Remark, &f.CreatedAt)
			return f, err
		})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	t.Fatalf("no flow on %T", e.Store)
	return nil
}

// checkCash fails unless the account is what its flow sums to.
func (e *Env) checkCash(t *testing.T) cash.Account {
	t.Helper()
	var a cash.Account
	if e.Remote != nil {
		a = e.cashAccount(t, e.Remote.token)
	} else {
		var err error
		if a, err = e.Store.Cash().Account(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	flows := e.cashFlow(t)
	if i := cash.Check(flows, a); i != -1 {
		t.Fatalf("the flow breaks at line %d of %d (account %+v)", i, len(flows), a)
	}
	return a
}

// cashSettings saves settings (amounts in yuan) and fails unless they are kept.
func (e *Env) cashSettings(t *testing.T, tok, lo, hi, rate string, cycle int) {
	t.Helper()
	r := e.Do(t, "POST", cashSets+"edit", map[string]any{"minAmount": lo, "maxAmount": hi, "feeRate": rate,
		"cycleDays": cycle, "settleDelayDays": 7}, token(tok))
	expect(t, r, 200, "")
}

// emptyCash freezes what is available in a withdrawal left pending, and answers a method
// to apply with: the account then holds only what the test brings.
func (e *Env) emptyCash(t *testing.T, tok string) int64 {
	t.Helper()
	if e.Remote != nil && e.Remote.session == "" && !e.Remote.throwaway {
		skipStep("freezes what the shop's account holds in a withdrawal, which no operation removes " + throwawayHint)
	}
	if e.Remote != nil && e.Remote.isMock {
		e.Remote.settleNow(t, e, tok) // what the sample shop has coming is in before it is frozen
	}
	r := e.Do(t, "POST", "/api/admin/cashMethod/add", cashMethodBody(map[string]any{"isDefault": true}), token(tok))
	expect(t, r, 200, "")
	method := num(r, "id")
	e.cashSettings(t, tok, "0.01", "9999999999.99", "0", 0)
	a := e.Do(t, "GET", "/api/admin/cashAccount/detail", nil, token(tok))
	expect(t, a, 200, "")
	if avail := a.Str("available"); avail != "0.00" {
		expect(t, e.Do(t, "POST", wd+"apply", map[string]any{"amount": avail, "methodId": method}, token(tok)), 200, "")
	}
	return method
}

func TestCashWithdrawRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.shopAdmin(t)
		method := e.emptyCash(t, boss)
		e.fundCash(t, 500_00)
		e.cashSettings(t, boss, "10", "300.00", "1", 0)
		s := e.Do(t, "GET", cashSets+"detail", nil, token(boss))
		if s.Status != 200 || s.Str("minAmount") != "10.00" || s.Str("maxAmount") != "300.00" || s.Str("feeRate") != "1.00" ||
			num(s, "cycleDays") != 0 || num(s, "settleDelayDays") != 7 {
			t.Fatalf("settings: %s", s.Raw)
		}

		// The preview tells the fee and the net amount, and the rule an amount breaks.
		p := e.Do(t, "GET", q(wd+"preview", "amount", "100"), nil, token(boss))
		if p.Status != 200 || p.Str("fee") != "1.00" || p.Str("net") != "99.00" || p.Str("available") != "500.00" ||
			p.Field("refusal") != nil {
			t.Fatalf("preview: %s", p.Raw)
		}
		p = e.Do(t, "GET", q(wd+"preview", "amount", "5"), nil, token(boss))
		if p.Status != 200 || p.Str("refusal.rule") != "min" || p.Str("refusal.msg") != "amount: 5.00 is below the minimum withdrawal of 10.00" {
			t.Fatalf("preview below the minimum: %s", p.Raw)
		}
		expect(t, e.Do(t, "GET", q(wd+"preview", "amount", "1.234"), nil, token(boss)), 400, "")

		apply := func(amount string, methodID int64, opts ...opt) Res {
			return e.Do(t, "POST", wd+"apply", map[string]any{"amount": amount, "methodId": methodID}, append([]opt{token(boss)}, opts...)...)
		}
		logged := logLines(t, e, boss, "shopadmin", "adminCashWithdrawApply")
		for _, c := range []struct {
			amount     string
			method     int64
			status     int
			field, msg string
			zh         string
		}{
			{"5", method, 400, "amount", "amount: 5.00 is below the minimum withdrawal of 10.00", "amount：提现金额 5.00 低于最低提现金额 10.00"},
			{"300.01", method, 400, "amount", "amount: 300.01 is above the maximum withdrawal of 300.00", "amount：提现金额 300.01 超过单笔最高提现金额 300.00"},
			{"100", 9876543210, 400, "methodId", "methodId: withdrawal method 9876543210 does not exist", "methodId：提现方式 9876543210 不存在"},
		} {
			r := apply(c.amount, c.method)
			if r.Status != c.status || r.Msg != c.msg || r.Str("field") != c.field {
				t.Errorf("apply %s: got %d %q on %q, want %d %q", c.amount, r.Status, r.Msg, r.Str("field"), c.status, c.msg)
			}
			if r := apply(c.amount, c.method, lang("zh")); r.Msg != c.zh {
				t.Errorf("apply %s in zh: %q, want %q", c.amount, r.Msg, c.zh)
			}
		}

		// Applied under a key: frozen once, the method kept as it was.
		k1 := header("Idempotency-Key", "wd-apply-"+uniq()+"-1")
		w1 := apply("200", method, k1)
		expect(t, w1, 200, "")
		if w1.Str("status") != "pending" || w1.Str("fee") != "2.00" || w1.Str("net") != "198.00" || w1.Str("amount") != "200.00" ||
			!strings.HasPrefix(w1.Str("sn"), "W") || w1.Str("method.accountNo") != "**** **** **** 0004" ||
			w1.Str("method.kind") != "bankCard" || w1.Str("method.holder") != "张伟" || w1.Str("appliedBy") != "shopadmin" ||
			w1.Field("decidedAt") != nil {
			t.Fatalf("apply: %s", w1.Raw)
		}
		id1 := num(w1, "id")
		again := apply("200", method, k1)
		if again.Status != 200 || num(again, "id") != id1 {
			t.Fatalf("a repeat: %s", again.Raw)
		}
		expect(t, apply("201", method, k1), 409, "Idempotency-Key was already used for a different request")
		acct := e.Do(t, "GET", "/api/admin/cashAccount/detail", nil, token(boss))
		if acct.Str("available") != "300.00" {
			t.Fatalf("applied once: %s", acct.Raw)
		}
		w2 := apply("250", method)
		expect(t, w2, 200, "")
		id2 := num(w2, "id")

		// More than is available: 409 naming the amount, remembered under its key.
		k2 := header("Idempotency-Key", "wd-apply-"+uniq()+"-2")
		short := apply("100", method, k2)
		if short.Status != 409 || short.Msg != "amount: 100.00 is more than the 50.00 available" || short.Str("field") != "amount" {
			t.Fatalf("short: %s", short.Raw)
		}
		e.fundCash(t, 100_00)
		if r := apply("100", method, k2); r.Status != 409 || r.Msg != short.Msg {
			t.Fatalf("a repeated refusal: %s", r.Raw)
		}
		// One system-log line per successful application (the repeat's too), none for a refusal.
		if n := logLines(t, e, boss, "shopadmin", "adminCashWithdrawApply") - logged; n != 3 {
			t.Errorf("system-log lines of the applications: %d, want 3", n)
		}

		// One application per cycle: the rejected ones do not count.
		e.cashSettings(t, boss, "10", "300", "1", 7)
		cyc := apply("10", method, lang("en"))
		if cyc.Status != 409 || cyc.Str("field") != "amount" || !strings.HasPrefix(cyc.Msg, "amount: one withdrawal may be applied for every 7 days") {
			t.Fatalf("cycle: %s", cyc.Raw)
		}
		p = e.Do(t, "GET", q(wd+"preview", "amount", "10"), nil, token(boss))
		if p.Str("refusal.rule") != "cycle" || p.Field("refusal.nextAt") == nil {
			t.Fatalf("preview within the cycle: %s", p.Raw)
		}
		e.cashSettings(t, boss, "10", "300", "1", 0)

		// Decisions: a transfer number or a reason is required; once only.
		expect(t, e.Do(t, "POST", wd+"approve", map[string]any{"id": id1, "reference": "  "}, token(boss)), 400, "reference is required")
		expect(t, e.Do(t, "POST", wd+"reject", map[string]any{"id": id1, "reason": ""}, token(boss)), 400, "reason is required")
		expect(t, e.Do(t, "POST", wd+"approve", map[string]any{"id": 9876543210, "reference": "TR1"}, token(boss)), 404,
			"withdrawal 9876543210 does not exist")
		k3 := header("Idempotency-Key", "wd-decide-"+uniq()+"-3")
		paid := e.Do(t, "POST", wd+"approve", map[string]any{"id": id1, "reference": "TR20261121001"}, token(boss), k3)
		if paid.Status != 200 || paid.Str("status") != "paid" || paid.Str("reference") != "TR20261121001" ||
			paid.Str("decidedBy") != "shopadmin" || paid.Field("decidedAt") == nil {
			t.Fatalf("approve: %s", paid.Raw)
		}
		if r := e.Do(t, "POST", wd+"approve", map[string]any{"id": id1, "reference": "TR20261121001"}, token(boss), k3); r.Status != 200 || !reflect.DeepEqual(r.Data, paid.Data) {
			t.Fatalf("a repeated approval: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", wd+"reject", map[string]any{"id": id1, "reason": "no"}, token(boss), k3), 409, "")
		sn1 := paid.Str("sn")
		expect(t, e.Do(t, "POST", wd+"approve", map[string]any{"id": id1, "reference": "TR2"}, token(boss)), 409,
			"withdrawal "+sn1+" is already paid and cannot be decided again")
		expect(t, e.Do(t, "POST", wd+"reject", map[string]any{"id": id1, "reason": "late"}, token(boss), lang("zh")), 409,
			"提现 "+sn1+" 已打款，不能再次审核")
		rej := e.Do(t, "POST", wd+"reject", map[string]any{"id": id2, "reason": "收款账户信息有误"}, token(boss))
		if rej.Status != 200 || rej.Str("status") != "rejected" || rej.Str("reason") != "收款账户信息有误" {
			t.Fatalf("reject: %s", rej.Raw)
		}
		expect(t, e.Do(t, "POST", wd+"approve", map[string]any{"id": id2, "reference": "TR3"}, token(boss)), 409, "")
		acct = e.Do(t, "GET", "/api/admin/cashAccount/detail", nil, token(boss))
		if acct.Str("available") != "400.00" {
			t.Fatalf("after paying 200 and rejecting 250: %s", acct.Raw)
		}
		a := e.checkCash(t)
		if a.Available != 400_00 {
			t.Fatalf("account %+v", a)
		}

		// The method changes; the withdrawal keeps it as it was.
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/destroy", map[string]any{"id": method}, token(boss)), 200, "")
		d := e.Do(t, "GET", q(wd+"detail", "id", id1), nil, token(boss))
		if d.Status != 200 || d.Str("method.accountNo") != "**** **** **** 0004" || num(d, "method.id") != method || d.Str("status") != "paid" {
			t.Fatalf("detail: %s", d.Raw)
		}
		expect(t, e.Do(t, "GET", q(wd+"detail", "id", 9876543210), nil, token(boss)), 404, "withdrawal 9876543210 does not exist")

		// The list: by status, by number, sorted, with the counts under the other filters.
		l := e.Do(t, "GET", q(wd+"index", "status", "paid", "sn", sn1), nil, token(boss))
		if l.Status != 200 || num(l, "total") != 1 || len(list(l)) != 1 || num(l, "counts.paid") != 1 || num(l, "counts.all") != 1 {
			t.Fatalf("list by number: %s", l.Raw)
		}
		all := e.Do(t, "GET", q(wd+"index", "pageSize", 100, "pageNo", 1), nil, token(boss))
		if num(all, "counts.all") != num(all, "counts.pending")+num(all, "counts.paid")+num(all, "counts.rejected") ||
			num(all, "total") != num(all, "counts.all") || num(all, "counts.rejected") < 1 {
			t.Fatalf("list: %s", all.Raw)
		}
		byAmount := list(e.Do(t, "GET", q(wd+"index", "sort", "-amount", "pageSize", 100), nil, token(boss)))
		for i := 1; i < len(byAmount); i++ {
			x, _ := smoney.Parse(byAmount[i-1]["amount"].(string))
			y, _ := smoney.Parse(byAmount[i]["amount"].(string))
			if x < y {
				t.Fatalf("not by amount: %v", byAmount)
			}
		}
		day := e.Clock.Now().In(time.FixedZone("CST", 8*3600)).Format("2006-01-02")
		today := e.Do(t, "GET", q(wd+"index", "startDate", day, "endDate", day), nil, token(boss))
		if num(today, "counts.all") < 2 {
			t.Fatalf("today's: %s", today.Raw)
		}
		expect(t, e.Do(t, "GET", q(wd+"index", "startDate", day, "endDate", "2020-01-01"), nil, token(boss)), 400, "")
	})
}

func TestCashWithdrawPermissions(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.shopAdmin(t)
		e.staff(t, "wdclerk", "password-1", "Editor")
		clerk, _ := e.login(t, "wdclerk", "password-1")
		e.staff(t, "wdaudit", "password-1", "Test")
		auditor, _ := e.login(t, "wdaudit", "password-1")
		method := e.emptyCash(t, boss)
		e.fundCash(t, 100_00)
		e.cashSettings(t, boss, "1", "1000", "0.6", 0)

		// The clerk reads and applies; deciding and the settings are Admin's.
		w := e.Do(t, "POST", wd+"apply", map[string]any{"amount": "50", "methodId": method}, token(clerk))
		if w.Status != 200 || w.Str("fee") != "0.30" || w.Str("net") != "49.70" || w.Str("appliedBy") != "wdclerk" {
			t.Fatalf("the clerk's application: %s", w.Raw)
		}
		id := num(w, "id")
		for _, tok := range []string{clerk, auditor} {
			expect(t, e.Do(t, "GET", wd+"index", nil, token(tok)), 200, "")
			expect(t, e.Do(t, "GET", q(wd+"detail", "id", id), nil, token(tok)), 200, "")
			expect(t, e.Do(t, "GET", cashSets+"detail", nil, token(tok)), 200, "")
			expect(t, e.Do(t, "POST", wd+"approve", map[string]any{"id": id, "reference": "TR1"}, token(tok)), 403, "")
			expect(t, e.Do(t, "POST", wd+"reject", map[string]any{"id": id, "reason": "no"}, token(tok)), 403, "")
			expect(t, e.Do(t, "POST", cashSets+"edit", map[string]any{"minAmount": "1", "maxAmount": "2", "feeRate": "0",
				"cycleDays": 0, "settleDelayDays": 0}, token(tok)), 403, "")
		}
		expect(t, e.Do(t, "POST", wd+"apply", map[string]any{"amount": "10", "methodId": method}, token(auditor)), 403, "")
		expect(t, e.Do(t, "GET", q(wd+"preview", "amount", "10"), nil, token(auditor)), 403, "")
		for _, c := range []struct{ method, path string }{
			{"GET", wd + "index"}, {"GET", q(wd+"detail", "id", id)}, {"GET", q(wd+"preview", "amount", "1")},
			{"POST", wd + "apply"}, {"POST", wd + "approve"}, {"POST", wd + "reject"},
			{"GET", cashSets + "detail"}, {"POST", cashSets + "edit"},
		} {
			var body any
			if c.method == "POST" {
				body = map[string]any{}
			}
			expect(t, e.Do(t, c.method, c.path, body), 401, "")
		}
		expect(t, e.Do(t, "POST", wd+"approve", map[string]any{"id": id, "reference": "TR1"}, token(boss)), 200, "")
	})
}

func TestCashSettingsRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.shopAdmin(t)
		d := e.Do(t, "GET", cashSets+"detail", nil, token(boss))
		if d.Status != 200 || d.Str("minAmount") != "1.00" || d.Str("maxAmount") != "50000.00" || d.Str("feeRate") != "0.60" ||
			num(d, "settleDelayDays") != 7 {
			t.Fatalf("the defaults: %s", d.Raw)
		}
		good := map[string]any{"minAmount": "1", "maxAmount": "100", "feeRate": "0.5", "cycleDays": 3, "settleDelayDays": 0}
		for _, c := range []struct {
			over  map[string]any
			field string
			msg   string
		}{
			{map[string]any{"minAmount": "0"}, "minAmount", "minAmount: the minimum withdrawal is at least 0.01"},
			{map[string]any{"maxAmount": "0.99"}, "maxAmount", "maxAmount: the maximum withdrawal is at least the minimum"},
			{map[string]any{"feeRate": "100.01"}, "feeRate", "feeRate: the fee rate is a percentage from 0 to 100"},
			{map[string]any{"cycleDays": 366}, "cycleDays", "cycleDays must be at most 365"},
			{map[string]any{"settleDelayDays": -1}, "settleDelayDays", "settleDelayDays must be at least 0"},
			{map[string]any{"feeRate": "0.605"}, "feeRate", ""},
		} {
			body := overridden(map[string]any{}, good)
			r := e.Do(t, "POST", cashSets+"edit", overridden(body, c.over), token(boss))
			if r.Status != 400 || r.Str("field") != c.field || (c.msg != "" && r.Msg != c.msg) {
				t.Errorf("%v: got %d %q on %q, want 400 %q on %s", c.over, r.Status, r.Msg, r.Str("field"), c.msg, c.field)
			}
		}
		r := e.Do(t, "POST", cashSets+"edit", overridden(overridden(map[string]any{}, good), map[string]any{"feeRate": "100"}), token(boss), lang("zh"))
		if r.Status != 200 || r.Str("feeRate") != "100.00" || r.Str("maxAmount") != "100.00" || num(r, "cycleDays") != 3 {
			t.Fatalf("save: %s", r.Raw)
		}
		if d := e.Do(t, "GET", cashSets+"detail", nil, token(boss)); !reflect.DeepEqual(d.Data, r.Data) {
			t.Fatalf("kept: %s, saved %s", d.Raw, r.Raw)
		}
	})
}

// 200 applications at once against an account that affords 150 of them: exactly 150 are
// frozen, the others refused as short, no balance below zero, and the flow explains the
// account line by line.
func TestCashWithdrawConcurrentApplications(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.shopAdmin(t)
		method := e.emptyCash(t, boss)
		before := e.checkCash(t)
		e.fundCash(t, 150*3_00)
		e.cashSettings(t, boss, "1", "1000", "0.6", 0)

		var ok, short, other atomic.Int64
		var wg sync.WaitGroup
		for i := range 200 {
			wg.Go(func() {
				r := e.Do(t, "POST", wd+"apply", map[string]any{"amount": "3.00", "methodId": method}, token(boss),
					header("Idempotency-Key", fmt.Sprintf("wd-rush-%03d-%s", i, uniq())))
				switch {
				case r.Status == 200:
					ok.Add(1)
				case r.Status == 409 && r.Str("field") == "amount":
					short.Add(1)
				default:
					other.Add(1)
					t.Errorf("unexpected %d %s", r.Status, r.Msg)
				}
			})
		}
		wg.Wait()
		if ok.Load() != 150 || short.Load() != 50 || other.Load() != 0 {
			t.Fatalf("%d applied, %d short, %d other; want 150, 50, 0", ok.Load(), short.Load(), other.Load())
		}
		a := e.checkCash(t)
		if a.Available != 0 || a.Frozen != before.Frozen+150*3_00 {
			t.Fatalf("account %+v (before %+v)", a, before)
		}
	})
}
