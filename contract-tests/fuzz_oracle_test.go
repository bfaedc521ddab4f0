package contracttests

import (
	stdjson "encoding/json"
	"net/http"
	"slices"
	"testing"

	"shopconsole/server/contract"
)

// TestFuzzOracle feeds the fuzzer's checks answers that break them, so that a fuzzer run
// without failures means a server without them, not checks that cannot fail.
func TestFuzzOracle(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	fz := &fuzzer{c: c}
	op := func(method, path string) *contract.Operation { return fz.op(method, path) }
	login := func(body map[string]any) *fuzzReq {
		return &fuzzReq{Op: op("POST", "/shop/login"), Method: "POST", Body: body, HasBody: true, Who: asAdmin}
	}
	role := func(name string) *fuzzReq {
		return &fuzzReq{Op: op("POST", "/roleManagement/doEdit"), Method: "POST", Who: asAdmin, HasBody: true,
			Body: map[string]any{"role": name, "btnRolesCheckedList": []any{}}}
	}
	json := http.Header{"Content-Type": {"application/json"}}
	okRole := `{"code":200,"msg":"ok","data":{"id":1,"role":"x","btnRolesCheckedList":[],"staffCount":0,"createTime":"2026-11-21T10:00:00Z"}}`
	cases := []struct {
		name  string
		req   *fuzzReq
		ans   answer
		check string
	}{
		{"5xx", login(map[string]any{}), reply(500, json, `{"code":500,"msg":"boom","data":null}`), "server error"},
		{"not JSON", login(map[string]any{}), reply(401, http.Header{"Content-Type": {"text/plain"}}, `no`), "content type"},
		{"429 without Retry-After", login(map[string]any{}), reply(429, json, `{"code":429,"msg":"slow down","data":{"retryAfter":9}}`), "response headers"},
		{"body off schema", login(map[string]any{}), reply(200, json, `{"code":200,"msg":"ok","data":{}}`), "response schema"},
		{"envelope code", login(map[string]any{}), reply(401, json, `{"code":400,"msg":"no","data":null}`), "envelope"},
		{"negative accepted", role(""), reply(200, json, okRole), "negative data accepted"},
		{"positive refused", role("x"), reply(400, json, `{"code":400,"msg":"role must be at most 32 characters","data":{"field":"role"}}`), "positive data refused"},
		{"NUL stored", role("a\x00b"), reply(200, json, okRole), "hostile text accepted"},
		{"invisible name stored", role("\u200b"), reply(200, json, okRole), "hostile text accepted"},
	}
	for _, tc := range cases {
		if got := checksOf(fz.judge(tc.req, tc.ans)); !slices.Contains(got, tc.check) {
			t.Errorf("%s: checks %v, want %q", tc.name, got, tc.check)
		}
	}
	noToken := role("x")
	noToken.Who = asNobody
	if got := checksOf(fz.judge(noToken, reply(200, json, okRole))); !slices.Contains(got, "authentication ignored") {
		t.Errorf("no token answered 200: checks %v", got)
	}
	business := role("x")
	if got := fz.judge(business, reply(400, json, `{"code":400,"msg":"permission code x does not exist","data":{"field":"btnRolesCheckedList"}}`)); len(got) > 0 {
		t.Errorf("a business refusal of a valid body is fine, got %v", checksOf(got))
	}
	put := &fuzzReq{Op: op("POST", "/shop/login"), Method: "PUT"}
	if got := checksOf(methodFailures(put, reply(405, json, `{"code":405,"msg":"no","data":null}`), []string{"POST"})); len(got) == 0 {
		t.Error("405 without Allow passed")
	}
}

func reply(status int, h http.Header, body string) answer {
	a := answer{Status: status, Header: h, Raw: []byte(body)}
	a.EnvErr = stdjson.Unmarshal(a.Raw, &a.Env)
	return a
}

func checksOf(fs []failure) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Check)
	}
	return out
}
