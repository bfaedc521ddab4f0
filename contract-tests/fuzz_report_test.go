package contracttests

import (
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"shopconsole/server/contract"
)

// fuzzFailures collects every reported failure for the summary and -fuzz.report.
var fuzzFailures struct {
	sync.Mutex
	lines []string
}

// reportFailure fails the test with the shrunk request as curl and the answer.
func reportFailure(t *testing.T, backend string, f failure) {
	t.Helper()
	where := f.Where
	if where == "" {
		where = f.Req.Intent
	}
	msg := fmt.Sprintf("%s: %s %s [%s] -> %d", f.Check, f.Req.Method, f.Req.Op.Path, where, f.Ans.Status)
	t.Errorf("%s\n%s\n  %s", msg, describeExchange(f.Req, f.Ans), f.Detail)
	fuzzFailures.Lock()
	defer fuzzFailures.Unlock()
	fuzzFailures.lines = append(fuzzFailures.lines, fmt.Sprintf("%s\t%s\t%s\n\t%s\n\t-> %d %s\n\t%s",
		backend, f.Req.Op.ID, msg, f.Req.curl(), f.Ans.Status, truncate(string(f.Ans.Raw), 300), f.Detail))
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// writeFuzzReport logs the number of failures and writes them to -fuzz.report.
func writeFuzzReport(t *testing.T) {
	fuzzFailures.Lock()
	defer fuzzFailures.Unlock()
	lines := slices.Clone(fuzzFailures.lines)
	slices.Sort(lines)
	if len(lines) > 0 {
		t.Logf("fuzzer: %d distinct failures", len(lines))
	}
	if *fuzzReport != "" {
		if err := os.WriteFile(*fuzzReport, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Error(err)
		}
	}
}

// methods sends every undeclared method to every path: 405 with Allow listing the
// declared methods, in the JSON envelope.
// Only the paths of the operations only selects are tried.
func (fz *fuzzer) methods(t *testing.T, only func(*contract.Operation) bool) {
	seen := map[string]bool{}
	held := map[string]int{}
	defer logHeld(t, held)
	for _, op := range fz.c.Operations() {
		if seen[op.Path] || !only(op) {
			continue
		}
		seen[op.Path] = true
		allowed := fz.c.Allows(contract.BasePath + op.Path)
		for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch, http.MethodOptions, http.MethodTrace} {
			if slices.Contains(allowed, m) {
				continue
			}
			r := &fuzzReq{Op: op, Method: m, Who: asAdmin, Intent: "undeclared method " + m, Target: "undeclared method " + m}
			a, why := fz.run(t, r)
			if why != "" {
				held[why]++
				continue
			}
			for _, f := range append(fz.judge(r, a), methodFailures(r, a, allowed)...) {
				reportFailure(t, fz.e.Name, f)
			}
		}
	}
}

func methodFailures(r *fuzzReq, a answer, allowed []string) []failure {
	var out []failure
	add := func(check, detail string) {
		out = append(out, failure{Check: check, Where: r.Target, Detail: detail, Req: r, Ans: a})
	}
	if a.Status != http.StatusMethodNotAllowed {
		add("unsupported method", "want 405")
		return out
	}
	got := strings.Split(strings.ReplaceAll(a.Header.Get("Allow"), " ", ""), ",")
	slices.Sort(got)
	if !slices.Equal(got, allowed) {
		add("unsupported method", fmt.Sprintf("Allow %q, want %v", a.Header.Get("Allow"), allowed))
	}
	if !strings.HasPrefix(a.Header.Get("Content-Type"), "application/json") || a.EnvErr != nil || a.Env.Code != a.Status {
		add("unsupported method", "405 is not the JSON envelope")
	}
	return out
}
