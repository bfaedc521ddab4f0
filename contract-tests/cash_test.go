package contracttests

import (
	"net/url"
	"strings"
	"testing"
)

// cashMethodBody is a valid bank card; over overrides fields (nil deletes one).
func cashMethodBody(over map[string]any) map[string]any {
	b := map[string]any{"kind": "bankCard", "holder": "张伟", "bank": "中国工商银行", "branch": "杭州西湖支行",
		"accountNo": "6217000000000000004"}
	return overridden(b, over)
}

// cashMethods answers the methods, oldest first, as the index shows them.
func (e *Env) cashMethods(t *testing.T, tok string) []map[string]any {
	t.Helper()
	r := e.Do(t, "GET", "/api/admin/cashMethod/index", nil, token(tok))
	expect(t, r, 200, "")
	if num(r, "total") != int64(len(list(r))) {
		t.Fatalf("index total: %s", r.Raw)
	}
	return list(r)
}

// cashDefault answers the id of the default method, 0 for none, failing when there are two.
func cashDefault(t *testing.T, ms []map[string]any) int64 {
	t.Helper()
	var id int64
	for _, m := range ms {
		if m["isDefault"] == true {
			if id != 0 {
				t.Fatalf("two defaults: %v", ms)
			}
			id = int64(m["id"].(float64))
		}
	}
	if id == 0 && len(ms) > 0 {
		t.Fatalf("no default among %v", ms)
	}
	return id
}

func TestCashMethodRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		// Start from no method on both backends.
		for _, m := range e.cashMethods(t, tok) {
			expect(t, e.Do(t, "POST", "/api/admin/cashMethod/destroy", map[string]any{"id": m["id"]}, token(tok)), 200, "")
		}
		add := func(over map[string]any, opts ...opt) Res {
			return e.Do(t, "POST", "/api/admin/cashMethod/add", cashMethodBody(over), append([]opt{token(tok)}, opts...)...)
		}
		for _, c := range []struct {
			over          map[string]any
			field, msg    string
			zh            string
			schemaRefusal bool
		}{
			{map[string]any{"accountNo": "6217000000000000005"}, "accountNo", "accountNo: the card number's check digit is wrong; check the number", "accountNo：银行卡号校验位不正确，请核对卡号", false},
			{map[string]any{"accountNo": "62170000"}, "accountNo", "accountNo: a bank card number has 12 to 19 digits", "", false},
			{map[string]any{"kind": "alipay", "accountNo": "not-a-phone"}, "accountNo", "accountNo: an Alipay account is a mainland mobile number or an e-mail address", "accountNo：支付宝账号须为手机号或邮箱", false},
			{map[string]any{"kind": "wechat", "accountNo": "1abc"}, "accountNo", "", "", false},
			{map[string]any{"bank": "Bank of Nowhere"}, "bank", `bank: "Bank of Nowhere" is not a bank withdrawals can be paid to; choose one of the list`, "", false},
			{map[string]any{"bank": nil}, "bank", "bank is required", "", false},
			{map[string]any{"holder": "  "}, "holder", "holder is required", "", false},
			{map[string]any{"kind": "paypal"}, "", "", "", true},
		} {
			r := add(c.over, lang("en"))
			if r.Status != 400 || (c.msg != "" && r.Msg != c.msg) || (c.field != "" && r.Str("field") != c.field) {
				t.Errorf("%v: got %d %q (field %q), want 400 %q on %q", c.over, r.Status, r.Msg, r.Str("field"), c.msg, c.field)
			}
			if c.zh != "" {
				if r := add(c.over, lang("zh")); r.Status != 400 || r.Msg != c.zh {
					t.Errorf("%v in zh: got %d %q, want %q", c.over, r.Status, r.Msg, c.zh)
				}
			}
		}
		if ms := e.cashMethods(t, tok); len(ms) != 0 {
			t.Fatalf("a refused method was kept: %v", ms)
		}

		// The first method becomes the default whatever it asks; numbers are masked.
		card := add(map[string]any{"isDefault": false})
		expect(t, card, 200, "")
		if card.Str("accountNo") != "**** **** **** 0004" || card.Field("isDefault") != true || card.Str("bank") != "中国工商银行" {
			t.Fatalf("first method: %s", card.Raw)
		}
		cardID := num(card, "id")
		// A second one is not the default unless it asks; Alipay keeps no bank or branch.
		ali := add(map[string]any{"kind": "alipay", "accountNo": "13812345678", "bank": "Bank of Nowhere"})
		expect(t, ali, 200, "")
		if ali.Field("isDefault") != false || ali.Str("accountNo") != "138****5678" || ali.Str("bank") != "" || ali.Str("branch") != "" {
			t.Fatalf("second method: %s", ali.Raw)
		}
		aliID := num(ali, "id")
		// A second default takes it from the first: never two.
		wx := add(map[string]any{"kind": "wechat", "accountNo": "zhangwei_shop", "isDefault": true})
		expect(t, wx, 200, "")
		wxID := num(wx, "id")
		if got := cashDefault(t, e.cashMethods(t, tok)); got != wxID {
			t.Fatalf("default after a second default: %d, want %d", got, wxID)
		}
		// Set the default, then edit: unasking it keeps it, asking it takes it.
		r := e.Do(t, "POST", "/api/admin/cashMethod/setDefault", map[string]any{"id": cardID}, token(tok))
		if r.Status != 200 || r.Field("isDefault") != true || cashDefault(t, e.cashMethods(t, tok)) != cardID {
			t.Fatalf("setDefault: %s", r.Raw)
		}
		r = e.Do(t, "POST", "/api/admin/cashMethod/edit", cashMethodBody(map[string]any{"id": cardID, "branch": "杭州滨江支行", "isDefault": false}), token(tok))
		if r.Status != 200 || r.Str("branch") != "杭州滨江支行" || r.Field("isDefault") != true {
			t.Fatalf("edit keeps the default: %s", r.Raw)
		}
		r = e.Do(t, "POST", "/api/admin/cashMethod/edit", map[string]any{"id": aliID, "kind": "alipay", "holder": "张伟",
			"accountNo": "zw@example.com", "isDefault": true}, token(tok))
		if r.Status != 200 || r.Str("accountNo") != "z***@example.com" || cashDefault(t, e.cashMethods(t, tok)) != aliID {
			t.Fatalf("edit takes the default: %s", r.Raw)
		}
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/edit", cashMethodBody(map[string]any{"id": cardID, "accountNo": "6217000000000000005"}),
			token(tok), lang("en")), 400, "accountNo: the card number's check digit is wrong; check the number")
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/edit", cashMethodBody(nil), token(tok), lang("en")), 400, "id is required")
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/edit", cashMethodBody(map[string]any{"id": 9876543210}), token(tok), lang("en")),
			404, "withdrawal method 9876543210 does not exist")
		d := e.Do(t, "GET", q("/api/admin/cashMethod/detail", "id", cardID), nil, token(tok))
		if d.Status != 200 || d.Str("accountNo") != "**** **** **** 0004" || d.Str("branch") != "杭州滨江支行" {
			t.Fatalf("detail: %s", d.Raw)
		}
		expect(t, e.Do(t, "GET", q("/api/admin/cashMethod/detail", "id", 9876543210), nil, token(tok), lang("en")), 404,
			"withdrawal method 9876543210 does not exist")

		// Deleting the default makes the oldest remaining one the default.
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/destroy", map[string]any{"id": aliID}, token(tok)), 200, "")
		if ms := e.cashMethods(t, tok); len(ms) != 2 || cashDefault(t, ms) != cardID {
			t.Fatalf("after deleting the default: %v", ms)
		}
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/destroy", map[string]any{"id": cardID}, token(tok)), 200, "")
		if ms := e.cashMethods(t, tok); len(ms) != 1 || cashDefault(t, ms) != wxID {
			t.Fatalf("after deleting the default again: %v", ms)
		}
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/destroy", map[string]any{"id": cardID}, token(tok)), 404, "")
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/setDefault", map[string]any{"id": cardID}, token(tok)), 404, "")
	})
}

func TestCashRevealAndAccount(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		boss := e.shopAdmin(t)
		e.staff(t, "cashclerk", "password-1", "Editor")
		clerk, _ := e.login(t, "cashclerk", "password-1")
		e.staff(t, "cashaudit", "password-1", "Test")
		auditor, _ := e.login(t, "cashaudit", "password-1")

		// Editor manages methods and reads the account; Test only reads.
		r := e.Do(t, "POST", "/api/admin/cashMethod/add", cashMethodBody(nil), token(clerk))
		expect(t, r, 200, "")
		id := num(r, "id")
		expect(t, e.Do(t, "GET", "/api/admin/cashMethod/index", nil, token(auditor)), 200, "")
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/setDefault", map[string]any{"id": id}, token(auditor)), 403, "")

		// Nobody but a holder of the reveal code sees the whole number.
		expect(t, e.Do(t, "GET", q("/api/admin/cashMethod/reveal", "id", id), nil, token(clerk)), 403, "")
		expect(t, e.Do(t, "GET", q("/api/admin/cashMethod/reveal", "id", 9876543210), nil, token(boss)), 404, "")
		r = e.Do(t, "GET", q("/api/admin/cashMethod/reveal", "id", id), nil, token(boss))
		if r.Status != 200 || r.Str("accountNo") != "6217000000000000004" || num(r, "id") != id {
			t.Fatalf("reveal: %s", r.Raw)
		}
		lines := decode[page[logRow]](t, e.Do(t, "GET", "/api/systemLog/getList?"+url.Values{"account": {"shopadmin"}}.Encode(), nil, token(boss)).Data)
		found := false
		for _, l := range lines.List {
			if strings.EqualFold(l.Operation, "adminCashMethodReveal") && l.Result == "success" && strings.Contains(l.Target, "cashMethod") {
				found = true
			}
		}
		if !found {
			t.Fatalf("no system-log line for the reveal: %+v", lines)
		}

		// A new shop's account is empty; the mock's sample shop has a year of money behind it.
		for _, tok := range []string{boss, clerk, auditor} {
			a := e.Do(t, "GET", "/api/admin/cashAccount/detail", nil, token(tok))
			expect(t, a, 200, "")
			if e.Name == "mock" { // the sample shop's completed orders: settled, or pending their delay
				newest := e.Do(t, "GET", "/api/admin/cashFlow/index?pageSize=1", nil, token(boss))
				if a.Str("available") != list(newest)[0]["availableAfter"] || a.Str("pendingSettlement") == "0.00" {
					t.Errorf("the sample shop's account: %s, newest line %s", a.Raw, newest.Raw)
				}
				continue
			}
			if e.Remote != nil { // a running server's other scenarios may have moved money: the account agrees with its flow
				newest := list(e.Do(t, "GET", "/api/admin/cashFlow/index?pageSize=1", nil, token(boss)))
				want := "0.00"
				if len(newest) > 0 {
					want, _ = newest[0]["availableAfter"].(string)
				}
				if a.Str("available") != want {
					t.Errorf("the account's available %s, the newest flow line says %s", a.Str("available"), want)
				}
				continue
			}
			for _, f := range []string{"available", "frozen", "debt", "withdrawn", "pendingSettlement"} {
				if e.Name == "postgres" && a.Str(f) != "0.00" {
					t.Errorf("a new shop's %s: %s", f, a.Raw)
				}
			}
		}
		if e.Remote == nil {
			e.checkCash(t)
		}
	})
}

func TestCashBanks(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		tok := e.shopAdmin(t)
		r := e.Do(t, "GET", "/api/admin/cashMethod/banks", nil, token(tok))
		expect(t, r, 200, "")
		banks := decode[struct{ List []string }](t, r.Data).List
		if len(banks) == 0 || banks[0] != "中国工商银行" {
			t.Fatalf("banks: %s", r.Raw)
		}
		// Every bank the list offers is one a bank card may name.
		last := banks[len(banks)-1]
		expect(t, e.Do(t, "POST", "/api/admin/cashMethod/add", cashMethodBody(map[string]any{"bank": last}), token(tok)), 200, "")
		expect(t, e.Do(t, "GET", "/api/admin/cashMethod/banks", nil), 401, "")
	})
}
