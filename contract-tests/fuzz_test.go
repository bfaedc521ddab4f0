// TestFuzzContract is a property-based fuzzer of the whole contract, on both backends.
//
// For every operation it sends, as the fuzzer's Admin unless said otherwise:
//   - one request per hostile text (NUL, control characters, newline and tab, emoji,
//     CJK extension B, zero-width characters, lone surrogates, invalid UTF-8, boundary
//     lengths) at each text field or query parameter, the rest of the request valid;
//   - one request per way to break the schema at each place (wrong type, out of range,
//     too short or long, unknown enum value, pattern and format mismatch, missing
//     required, null, extra property, too few or many or duplicate items, a float or an
//     oversized integer for an integer, malformed JSON, another content type);
//   - -fuzz.checks random valid requests (boundary numbers, hostile strings now and then);
//   - the request without a token, with a garbage token and as a staff member without roles;
//   - every undeclared method on its path.
//
// It checks what Schemathesis checks: no 5xx (a declared 503 aside), a declared status,
// application/json, declared response headers present and of their schema, the response
// schema, 4xx for requests that break the schema, no 400 blaming the shape of a request
// that matches the schema (see blamesSchema), 401/401/403 without a token, with a
// garbage one and without the permissions, 405 with Allow for undeclared methods; and the
// contract's text rule: NUL, control characters (newline and tab aside), invalid UTF-8
// and invisible-only names are not accepted. The stateful phase (fuzz_state_test.go)
// creates, reads and deletes resources and looks for use after free.
//
// Each distinct failure (operation, check, place, status) is shrunk to a small request
// and printed as a curl command against a local server (make run).
//
// A 400 to a request that matches the schema counts as "positive data refused" only
// when it blames the request's shape: the whole body (malformed JSON, or a body the Go
// types cannot hold), or a shape message (type, length, bounds, enum, pattern, format,
// unknown field) about a field whose schema states that very constraint. Business rules
// may refuse valid input with 400, 404 or 409 (see blamesSchema).
//
// Requests go through Env.send, which does not count as scenario coverage. The fuzzer
// signs in its own accounts (an Admin, a second Admin whose password it changes, a staff
// member without roles) and never edits or deletes them. Operations run in parallel on
// one app per backend, so a few state-dependent outcomes may differ between runs; the
// requests themselves are the same for a seed. The stateful phase has an app of its own.
//
// On a server that is not the mock (make fuzz) it touches only what it created, and
// writes only with -fuzz.writes-on-real-data: see fuzz_remote_guard_test.go.
//
// Flags (after -args or directly with go test):
//
//	-fuzz.checks=N   random valid requests per operation and stateful steps (default 12)
//	-fuzz.seed=N     seed of every draw (default 20261121: the same requests each run)
//	-fuzz.ops=RE     only the operations whose id matches RE
//	-fuzz.shrink=N   requests spent shrinking each failure (default 25)
//	-fuzz.report=F   also write the failures to file F
//	-fuzz.trace      log every request and its answer
//	-fuzz.writes-on-real-data  on a server that is not the mock, send writes too (to the
//	                 records the fuzzer created only; all deleted at the end)
//
// e.g. go test ./contract-tests -run TestFuzzContract -fuzz.checks=2000 -fuzz.seed=7
package contracttests

import (
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"regexp"
	"strings"
	"sync"
	"testing"

	"shopconsole/server/contract"
)

// isolatedEnv is a fresh app over a fresh store of the named backend.
func isolatedEnv(t *testing.T, name string) *Env {
	o := options{}
	if name == "postgres" {
		return newEnv(t, name, openPostgres(t), o)
	}
	return newEnv(t, name, mockStore(), o)
}

var (
	fuzzChecks = flag.Int("fuzz.checks", 12, "fuzzer: random valid requests per operation, and stateful steps per resource")
	fuzzSeed   = flag.Uint64("fuzz.seed", 20261121, "fuzzer: seed of every draw")
	fuzzOps    = flag.String("fuzz.ops", "", "fuzzer: only operations whose id matches this regexp")
	fuzzShrink = flag.Int("fuzz.shrink", 25, "fuzzer: requests spent shrinking each failure")
	fuzzReport = flag.String("fuzz.report", "", "fuzzer: write the failures to this file too")
	fuzzTrace  = flag.Bool("fuzz.trace", false, "fuzzer: log every request and answer")
)

// fuzzer holds one backend's app and the fuzzer's own accounts on it.
type fuzzer struct {
	e         *Env
	c         *contract.Contract
	ids       map[string][]int64
	protected []int64 // the fuzzer's staff ids: never edited or deleted
	checks    int     // random valid requests per operation, and stateful steps
	sh        *shared // on a shared server (remote, not the mock): what it owns (fuzz_remote_*_test.go)

	mu       sync.Mutex
	tokens   map[caller]string
	password string // the self account's current password
}

func TestFuzzContract(t *testing.T) {
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	only := regexp.MustCompile(*fuzzOps)
	t.Run("operations", func(t *testing.T) {
		t.Parallel()
		eachBackend(t, func(t *testing.T, e *Env) {
			newFuzzer(t, e, c, flagSettings()).operations(t, func(op *contract.Operation) bool { return only.MatchString(op.ID) })
		})
	})
	t.Run("stateful", func(t *testing.T) {
		t.Parallel()
		eachBackend(t, func(t *testing.T, e *Env) { newFuzzer(t, e, c, flagSettings()).stateful(t) })
	})
	t.Cleanup(func() { writeFuzzReport(t) })
}

// newFuzzer signs in the fuzzer's accounts: an Admin, a second Admin for changes to
// its own account, and a staff member without roles. On a shared server startShared
// does it instead.
func newFuzzer(t *testing.T, e *Env, c *contract.Contract, s fuzzSettings) *fuzzer {
	t.Helper()
	fz := &fuzzer{e: e, c: c, checks: s.checks, tokens: map[caller]string{asGarbage: garbageToken}, password: "password-1"}
	if e.Remote != nil && e.Remote.session == "" {
		fz.startShared(t, s)
		return fz
	}
	for who, name := range map[caller]string{asAdmin: "fuzz-admin", asSelf: "fuzz-self", asNoPerm: "fuzz-norole"} {
		var roles []string
		if who != asNoPerm {
			roles = []string{"Admin"}
		}
		st := e.staff(t, name, "password-1", roles...)
		fz.protected = append(fz.protected, st.ID)
		fz.tokens[who] = fz.signIn(t, name, "password-1")
	}
	for i := range 3 {
		if e.Remote != nil {
			break // a mock session: sample shop users of its own
		}
		e.shopUser(t, "fuzz-user-"+string(rune('a'+i)), e.Clock.Now())
	}
	fz.ids = fz.knownIDs(fz.tokens[asAdmin])
	return fz
}

// signIn signs in without counting as scenario coverage.
func (fz *fuzzer) signIn(t *testing.T, username, password string) string {
	t.Helper()
	r := &fuzzReq{Op: fz.op("POST", "/shop/login"), Method: "POST", HasBody: true, Who: asNobody,
		Body: map[string]any{"username": username, "password": password}}
	a, why := fz.run(t, r)
	tok, _ := a.Env.Data["token"].(string)
	if why != "" || a.Status != 200 || tok == "" {
		t.Fatalf("sign in %s: %s %d %s", username, why, a.Status, a.Raw)
	}
	return tok
}

func (fz *fuzzer) op(method, path string) *contract.Operation {
	op, ok := fz.c.Find(method, contract.BasePath+path)
	if !ok {
		panic("no operation " + method + " " + path)
	}
	return op
}

func (fz *fuzzer) token(who caller) string {
	fz.mu.Lock()
	defer fz.mu.Unlock()
	return fz.tokens[who]
}

func (fz *fuzzer) selfPassword() string {
	fz.mu.Lock()
	defer fz.mu.Unlock()
	return fz.password
}

// rng is the random source of one operation: the same draws on every run and backend.
func rng(name string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(name))
	return rand.New(rand.NewPCG(*fuzzSeed, h.Sum64()))
}

// operation fuzzes one operation and reports each distinct failure once, shrunk.
func (fz *fuzzer) operation(t *testing.T, op *contract.Operation) {
	plain := &gen{r: rng(op.ID), examplePct: 75, lean: true, ids: fz.idsFor(op)}
	wild := &gen{r: rng(op.ID + "/random"), hostilePct: 25, examplePct: 25, ids: fz.idsFor(op)}
	cases := fz.authCases(plain, op)
	cases = append(cases, fz.targeted(plain, op)...)
	cases = append(cases, fz.negatives(plain, op)...)
	for range fz.checks {
		cases = append(cases, oneCase{make: func(int) *fuzzReq { return fz.baseline(wild, op) }})
	}
	found := map[string]failure{}
	held := map[string]int{} // requests not sent, by reason
	defer logHeld(t, held)
	var order []string
	for _, c := range cases {
		for attempt := 0; attempt < 4; attempt++ {
			r := c.make(attempt)
			a, why := fz.run(t, r)
			if why != "" {
				held[why]++
				break
			}
			for _, f := range fz.judge(r, a) {
				if _, seen := found[f.key()]; !seen {
					found[f.key()], order = f, append(order, f.key())
				}
			}
			if !c.retry || a.Status < 400 || a.Status >= 500 || blames(a, r.Loc) {
				break
			}
		}
	}
	reported := map[string]bool{}
	for _, k := range order {
		f := found[k]
		if f.Req.Who == asAdmin || f.Req.Who == asSelf {
			f = fz.shrink(f, *fuzzShrink)
		}
		random := f.Req.Target == ""
		if f.Where == "" {
			f.Where = fingerprint(f.Req)
		}
		// A random case that shrank to a place a one-place case already reported is the same failure.
		place := fmt.Sprintf("%s|%d|%s", f.Check, f.Ans.Status, strings.SplitN(f.Where, " (", 2)[0])
		if reported[f.key()] || (random && reported[place]) {
			continue
		}
		reported[f.key()], reported[place] = true, true
		reportFailure(t, fz.e.Name, f)
	}
}

// run sends r; a transport error ends the test. why tells why r was not sent ("" when it was).
func (fz *fuzzer) run(t *testing.T, r *fuzzReq) (a answer, why string) {
	a, err := fz.do(r)
	var held heldError
	if errors.As(err, &held) {
		return a, string(held)
	}
	if err != nil {
		t.Fatalf("%s: %v", r.curl(), err)
	}
	if *fuzzTrace {
		t.Logf("%s\n%s", r.Intent, describeExchange(r, a))
	}
	return a, ""
}

// blames reports whether a refusal names the location (a query parameter by its name,
// a body property by its top-level name).
func blames(a answer, loc string) bool {
	f := a.field()
	name := strings.TrimPrefix(loc, "query ")
	return f != "" && (f == name || strings.HasPrefix(name, f+".") || strings.HasPrefix(f, name+"."))
}

// authCases: the request without a token, with a garbage one and, when the operation
// needs permissions, as a staff member without roles.
func (fz *fuzzer) authCases(g *gen, op *contract.Operation) []oneCase {
	if op.Public {
		return nil
	}
	var out []oneCase
	for _, who := range []caller{asNobody, asGarbage, asNoPerm} {
		if who == asNoPerm && len(op.Permissions) == 0 {
			continue
		}
		intent := map[caller]string{asNobody: "no token", asGarbage: "garbage token", asNoPerm: "no permission"}[who]
		out = append(out, oneCase{make: func(int) *fuzzReq {
			r := fz.baseline(g, op)
			r.Who, r.Intent, r.Target = who, intent, intent
			return r
		}})
	}
	return out
}
