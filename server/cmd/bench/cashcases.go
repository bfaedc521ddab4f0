package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"time"

	"github.com/valyala/fasthttp"
)

// cashCases are the fund flow's list: all of it, by type, a month, by reference (an order's
// or withdrawal's number read from the list's pages).
func cashCases(refs []string) []shopCase {
	list := "/admin/cashFlow/index"
	month := func() url.Values {
		d := time.Now().UTC().Add(8*time.Hour).AddDate(0, 0, -rand.IntN(300)-30)
		return url.Values{"startDate": {d.Format(time.DateOnly)}, "endDate": {d.AddDate(0, 0, 29).Format(time.DateOnly)}}
	}
	return []shopCase{
		{"cash:flow", func() url.Values { return url.Values{} }, list},
		{"cash:flow:type", func() url.Values { return url.Values{"type": {"withdrawPaid"}} }, list},
		{"cash:flow:month", month, list},
		{"cash:flow:type+month", func() url.Values { v := month(); v.Set("type", "orderSettled"); return v }, list},
		{"cash:flow:reference", func() url.Values {
			if len(refs) == 0 {
				return url.Values{"reference": {"W000000000001"}}
			}
			return url.Values{"reference": {refs[rand.IntN(len(refs))]}}
		}, list},
		{"cash:flow:page50", func() url.Values { return url.Values{"pageNo": {"50"}} }, list},
	}
}

// cashWanted reports whether any cash case is to be measured.
func cashWanted() bool {
	return slices.ContainsFunc(cashCases(nil), func(c shopCase) bool { return wanted(c.name) }) || wanted("write:withdraw-apply")
}

// runCash measures the fund flow's list cases, then withdrawals of 1.00 applied to a bank
// card added for them, each under its own Idempotency-Key.
func runCash(backend string, c *fasthttp.Client, l load, base, tok string) error {
	var page struct {
		Data struct{ List []struct{ Reference string } }
	}
	if _, err := do(c, request{method: "GET", url: base + "/admin/cashFlow/index?pageSize=100", token: tok}, &page); err != nil {
		return fmt.Errorf("fund flow: %w", err)
	}
	var refs []string
	for _, r := range page.Data.List {
		if r.Reference != "" {
			refs = append(refs, r.Reference)
		}
	}
	for _, cc := range cashCases(refs) {
		run(backend, cc.name, c, l, func() request {
			return request{method: "GET", url: base + cc.path + "?" + cc.query().Encode(), token: tok}
		})
	}
	if !wanted("write:withdraw-apply") {
		return nil
	}
	body, _ := json.Marshal(map[string]any{"kind": "bankCard", "holder": "压测", "bank": "中国工商银行", "accountNo": "6217000000000000004"})
	var method struct{ Data struct{ ID int64 } }
	if _, err := do(c, request{method: "POST", url: base + "/admin/cashMethod/add", token: tok, body: body}, &method); err != nil {
		return fmt.Errorf("withdrawal method: %w", err)
	}
	if method.Data.ID == 0 {
		return fmt.Errorf("withdrawal method: not added")
	}
	apply, _ := json.Marshal(map[string]any{"amount": "1.00", "methodId": method.Data.ID})
	apply1 := l
	apply1.maxRequests = min(l.maxRequests, 5000) // 1.00 each: the mock's sample account affords them
	measure(backend, "write:withdraw-apply", apply1, func() error {
		return okEnvelope(c, request{method: "POST", url: base + "/admin/cashWithdraw/apply", token: tok, body: apply,
			headers: [][2]string{{"Idempotency-Key", randomKey()}}})
	})
	return nil
}
