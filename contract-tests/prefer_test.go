package contracttests

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"shopconsole/server/contract"
)

// TestPrefer: on the mock a request chooses its answer with Prefer; Postgres ignores it.
func TestPrefer(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		e.staff(t, "boss", "password-1", "Admin")
		tok, _ := e.login(t, "boss", "password-1")
		const notices = "/api/shop/notice/getList"
		plain := e.Do(t, "GET", notices, nil, token(tok))
		expect(t, plain, 200, "")
		prefer := func(v string) Res { return e.Do(t, "GET", notices, nil, token(tok), header("Prefer", v)) }
		if e.Name == "postgres" {
			for _, v := range []string{"code=401", "example=empty", "dynamic=true", "nonsense=1", "delay=30s"} {
				if r := prefer(v); r.Status != 200 || string(r.Raw) != string(plain.Raw) {
					t.Errorf("Prefer %s on postgres: %d %s, want the plain answer", v, r.Status, r.Raw)
				}
			}
			return
		}
		t.Run("code answers the declared response with its example", func(t *testing.T) {
			r := prefer("code=401")
			expect(t, r, 401, "token invalid")
		})
		t.Run("a 503 example sends its Retry-After", func(t *testing.T) {
			r := prefer("code=503")
			expect(t, r, 503, "the data store is unavailable, try again shortly")
			if r.Header.Get("Retry-After") != "5" {
				t.Fatalf("Retry-After %q", r.Header.Get("Retry-After"))
			}
		})
		t.Run("an error names the operation's own record and field", func(t *testing.T) {
			r := e.Do(t, "GET", "/api/admin/goods/detail?id=7", nil, token(tok), header("Prefer", "code=404"))
			expect(t, r, 404, "One goods: no record has id 7")
			if r.Str("field") != "id" {
				t.Fatalf("field %q", r.Str("field"))
			}
			body := map[string]any{"userId": 10001, "type": "money", "changeType": "increase", "amount": "1.00", "remark": "x"}
			r = e.Do(t, "POST", "/api/admin/user/adjust", body, token(tok), header("Prefer", "code=409, dynamic=true"))
			expect(t, r, 409, "Adjust a balance, points, growth or earnings: userId 10001 conflicts with the existing data")
			r = e.Do(t, "GET", "/api/admin/goods/detail?id=7", nil, token(tok), header("Prefer", "code=404"), lang("zh"))
			expect(t, r, 404, "查看商品详情：id 为 7 的记录不存在")
		})
		t.Run("default covers any other error status", func(t *testing.T) {
			for _, code := range []int{500, 502, 418} {
				expect(t, prefer("code="+strconv.Itoa(code)), code, "Notices for the top bar: simulated "+strconv.Itoa(code)+" answer")
			}
		})
		t.Run("undeclared code names what is allowed", func(t *testing.T) {
			r := prefer("code=201")
			expect(t, r, 400, "Prefer code=201: GET /api/shop/notice/getList does not declare it; declared: 200, 401, 402, 503, and any 4xx or 5xx through default")
		})
		t.Run("named example", func(t *testing.T) {
			r := prefer("example=mixed")
			expect(t, r, 200, "success")
			if r.Field("total") != float64(2) || !strings.Contains(string(r.Raw), "export of the shop users") {
				t.Fatalf("example mixed: %s", r.Raw)
			}
			if r := prefer("example=empty"); r.Field("total") != float64(0) {
				t.Fatalf("example empty: %s", r.Raw)
			}
		})
		t.Run("unknown example names the examples", func(t *testing.T) {
			r := prefer("example=full")
			expect(t, r, 400, "Prefer example=full: GET /api/shop/notice/getList has no such example; it has: empty, mixed, sample")
		})
		t.Run("unknown preference names the allowed ones", func(t *testing.T) {
			r := prefer("respond-async, wait=5")
			expect(t, r, 400, "Prefer respond-async is not understood; allowed: code=<status>, example=<name>, delay=<duration up to 10s>, dynamic=true")
			if r.Str("field") != "Prefer" {
				t.Fatalf("field %q", r.Str("field"))
			}
		})
		t.Run("delay waits", func(t *testing.T) {
			start := time.Now()
			r := prefer("delay=60ms, example=empty")
			expect(t, r, 200, "")
			if took := time.Since(start); took < 60*time.Millisecond {
				t.Fatalf("answered after %s, want 60ms or more", took)
			}
		})
		t.Run("delay is bounded", func(t *testing.T) {
			expect(t, prefer("delay=11s"), 400, "Prefer delay=11s is not valid; want delay=<a duration from 0 to 10s, such as 800ms>")
		})
		t.Run("dynamic answers from the schema, not the data", func(t *testing.T) {
			r := prefer("dynamic=true")
			expect(t, r, 200, "")
			if string(r.Raw) == string(plain.Raw) {
				t.Fatalf("dynamic answered the stored data: %s", r.Raw)
			}
		})
		t.Run("refused before the choice: not signed in", func(t *testing.T) {
			expect(t, e.Do(t, "GET", notices, nil, header("Prefer", "example=empty")), 401, "")
		})
	})
}

// TestPreferDeadline: a delay past the request deadline answers 503 at the deadline.
func TestPreferDeadline(t *testing.T) {
	o := options{requestTimeout: 80 * time.Millisecond}
	e := newEnv(t, "mock", mockStore(), o)
	start := time.Now()
	r := e.Do(t, "GET", "/api/publicKey", nil, header("Prefer", "delay=5s"))
	expect(t, r, 503, "the delay of 5s passed the request deadline")
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("answered after %s, want about the 80ms deadline", took)
	}
}

// TestPreferDynamicEveryList: every read that needs no parameter answers a generated
// success that the contract accepts (Do validates it).
func TestPreferDynamicEveryList(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	tok, _ := e.login(t, "admin", "password-1")
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, op := range c.Operations() {
		if op.Method != "GET" || requiresParams(op) {
			continue
		}
		if ok := op.Spec().Responses.Status(200); ok != nil && ok.Value.Content.Get("application/json") == nil {
			// A file (a workbook): the operation itself answers it.
			resp, raw := e.fetch(t, "/api"+op.Path, map[string]string{"Authorization": "Bearer " + tok, "Prefer": "dynamic=true"})
			if resp.StatusCode != 200 || strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
				t.Errorf("%s: %d %s %.200s", op.ID, resp.StatusCode, resp.Header.Get("Content-Type"), raw)
			}
			n++
			continue
		}
		for range 3 { // generated values differ per answer
			r := e.Do(t, "GET", "/api"+op.Path, nil, token(tok), header("Prefer", "dynamic=true"))
			if r.Status != 200 {
				t.Errorf("%s: %d %s", op.ID, r.Status, r.Raw)
			}
		}
		n++
	}
	if n < 10 {
		t.Fatalf("only %d operations tried", n)
	}
}

func requiresParams(op *contract.Operation) bool {
	for _, p := range op.Spec().Parameters {
		if p.Value != nil && p.Value.Required {
			return true
		}
	}
	return false
}
