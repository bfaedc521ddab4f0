package contracttests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"shopconsole/mock"
)

// TestDifferential replays one sequence of requests over every area against the mock and
// against Postgres, both started from the same state with one clock, and requires the
// same answer from both: status, msg and data, once what is only storage detail (ids that
// sequences hand out, numbers made from them, random tokens) is normalised
// (differential_normal_test.go). It stops at the first difference and prints the step,
// the request as each backend got it, both answers and a diff of their normalised forms.
// The sequence is built area by area: sign-in, staff, roles and departments in
// differential_steps_test.go; menus, the personal centre, the frame, list settings and the
// system log in differential_console_test.go; shop users, levels and the ledger in
// differential_shop_test.go; coupons, gifts and regions in differential_coupons_test.go;
// withdrawal methods and the shop's account in differential_cash_test.go; orders,
// after-sales, rights claims, the settlement and the day's figures in
// differential_orders_test.go; shop addresses, the merchant application and the bound
// store in differential_setup_test.go.
// What both start from is in differential_seed_test.go.
func TestDifferential(t *testing.T) {
	start := time.Now()
	clock := &Clock{t: testStart}
	pg := openPostgres(t)
	sides := [2]*side{
		newSide(t, "mock", sameStart(t, pg), clock),
		newSide(t, "postgres", pg, clock),
	}
	for _, s := range sides {
		seedDifferential(t, s)
	}
	steps := differentialSteps()
	bounded := 0 // steps whose list answered bounded figures (exact false)
	for i, st := range steps {
		clock.Advance(stepGap + st.advance)
		var got, sent [2]string
		var res [2]Res
		var named [2]map[string]string
		for j, s := range sides {
			sent[j], res[j], named[j] = s.run(t, st)
		}
		msgs := alignMsgs(res[0].Msg, res[1].Msg, named)
		for j, s := range sides {
			got[j] = s.norm.answer(areaOf(st.path), res[j], msgs[j])
		}
		if exact, ok := res[1].Field("exact").(bool); ok && !exact {
			bounded++
		}
		if testing.Verbose() { // the sequence as it ran: step, status, request
			t.Logf("%3d %d %s%s%s", i+1, res[1].Status, st, totalOf(res[1]), msgOf(res[1]))
		}
		if got[0] != got[1] {
			t.Fatalf("step %d of %d differs: %s\nmock sent:     %s\npostgres sent: %s\nmock answered:     %s\npostgres answered: %s\n"+
				"normalised, --- mock +++ postgres:\n%s",
				i+1, len(steps), st, sent[0], sent[1], clip(res[0].Raw), clip(res[1].Raw), unifiedDiff(got[0], got[1]))
		}
	}
	if bounded < minBoundedSteps {
		t.Errorf("%d steps listed more matches than the count cap (%d), want %d or more: the cap is not exercised",
			bounded, differentialCountCap, minBoundedSteps)
	}
	t.Logf("%d steps answered alike on both backends in %s, %d of them bounded by the count cap",
		len(steps), time.Since(start).Round(time.Millisecond), bounded)
}

// differentialCountCap is the sides' count cap: small, so that the filtered lists of the
// sequence reach it and both backends must bound their figures alike.
const differentialCountCap = 3

// minBoundedSteps is how many steps at least must reach the cap for the sequence to test it.
const minBoundedSteps = 5

// stepGap is how far the shared clock moves before each step: every write is at its own
// moment, and more than the staff cache's few seconds pass between requests.
const stepGap = 7 * time.Second

// sameStart is a mock holding what the fresh Postgres schema holds: the rows its migrations
// insert (made when they ran) and the database-log line each migration wrote, copied
// through the audit store's own AppendLog.
func sameStart(t *testing.T, pg backend) *mock.Store {
	t.Helper()
	ctx := context.Background()
	migrated, err := pg.SystemLog(ctx)
	if err != nil || len(migrated) == 0 {
		t.Fatalf("the fresh schema's log: %v (%d lines)", err, len(migrated))
	}
	m := mock.NewEmpty(migrated[0].CreatedAt) // the first migration inserted the roles
	for _, line := range migrated {
		if err := m.AppendLog(ctx, line); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// side is one backend of the comparison with what the sequence remembered on it.
type side struct {
	*Env
	tokens  map[string]string // actor -> access token
	cookies map[string]*http.Cookie
	vals    map[string]any // name -> a value of this backend (an id, a member number)
	norm    *normaliser
}

func newSide(t *testing.T, name string, store backend, clock *Clock) *side {
	e := newEnv(t, name, store, options{product: true, clock: clock, countCap: differentialCountCap})
	return &side{Env: e, tokens: map[string]string{}, cookies: map[string]*http.Cookie{}, vals: map[string]any{},
		norm: newNormaliser()}
}

// dstep is one request of the sequence.
type dstep struct {
	as      string // the actor whose access token goes with it ("" none)
	method  string
	path    string        // {name} takes the value remembered under name on each backend
	body    any           // ref values likewise
	lang    string        // Accept-Language; en when empty
	key     string        // Idempotency-Key
	cookie  bool          // send the actor's refresh cookie instead of a token
	signIn  string        // a 200 answer's token and cookie become this actor's
	keep    [][2]string   // name, path in data (dig) of a value a 200 answer hands out
	advance time.Duration // more time passes before it than stepGap
	prep    func(s *side) // remembers what only the backend's surroundings know (an SMS code)
}

// ref names a value remembered on each backend, inside a request body.
type ref string

func refs(names ...string) []any {
	out := make([]any, len(names))
	for i, n := range names {
		out[i] = ref(n)
	}
	return out
}

func (st *dstep) String() string {
	b, _ := json.Marshal(st.body)
	s := st.method + " " + st.path
	if st.body != nil {
		s += " " + string(b)
	}
	for _, kv := range [][2]string{{"as", st.as}, {"lang", st.lang}, {"Idempotency-Key", st.key}} {
		if kv[1] != "" {
			s += fmt.Sprintf(" [%s %s]", kv[0], kv[1])
		}
	}
	if st.cookie {
		s += " [refresh cookie]"
	}
	return s
}

var placeholder = regexp.MustCompile(`\{([A-Za-z0-9_.]+)\}`)

// run sends the step on this backend and answers what it sent, the answer and the ids the
// request named (value -> name).
func (s *side) run(t *testing.T, st *dstep) (string, Res, map[string]string) {
	t.Helper()
	if st.prep != nil {
		st.prep(s)
	}
	used := map[string]string{} // value -> name of what the request referred to
	val := func(name string) any {
		v, ok := s.vals[name]
		if !ok {
			t.Fatalf("%s: nothing remembered as %s on %s", st, name, s.Name)
		}
		used[fmt.Sprint(v)] = name
		return v
	}
	path := placeholder.ReplaceAllStringFunc(st.path, func(m string) string {
		return url.QueryEscape(fmt.Sprint(val(m[1 : len(m)-1])))
	})
	var body any
	if st.body != nil {
		body = resolve(st.body, val)
	}
	opts := []opt{lang(st.lang)}
	if st.lang == "" {
		opts[0] = lang("en")
	}
	if st.cookie {
		opts = append(opts, cookie(s.cookies[st.as]))
	} else if st.as != "" {
		opts = append(opts, token(s.tokens[st.as]))
	}
	if st.key != "" {
		opts = append(opts, header("Idempotency-Key", st.key))
	}
	r := s.Do(t, st.method, path, body, opts...)
	if r.Status == 200 && st.signIn != "" {
		s.tokens[st.signIn] = r.Str("token")
		if c := r.Cookie(); c != nil {
			s.cookies[st.signIn] = c
		}
	}
	if r.Status == 200 {
		for _, k := range st.keep {
			v := dig(r.Data, k[1])
			if f, ok := v.(float64); ok {
				v = int64(f)
			}
			if v == nil {
				t.Fatalf("%s: no %s to remember as %s on %s: %s", st, k[1], k[0], s.Name, r.Raw)
			}
			s.vals[k[0]] = v
		}
	}
	b, _ := json.Marshal(body)
	return path + " " + string(b), r, used
}

// resolve replaces the refs of a request body with this backend's values.
func resolve(v any, val func(string) any) any {
	switch x := v.(type) {
	case ref:
		return val(string(x))
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = resolve(e, val)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = resolve(e, val)
		}
		return out
	}
	return v
}

// areaOf is the path without its query: what kind of row a bare "id" of its answer is.
func areaOf(path string) string { return strings.SplitN(path, "?", 2)[0] }

// dig reads a dotted path: a key of an object, an index of an array, or key=value for the
// element of an array (or of its children) that has it.
func dig(v any, path string) any {
	for _, seg := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			v = x[seg]
		case []any:
			if k, want, ok := strings.Cut(seg, "="); ok {
				v = find(x, k, want)
			} else if i, err := strconv.Atoi(seg); err == nil && i < len(x) {
				v = x[i]
			} else {
				return nil
			}
		default:
			return nil
		}
	}
	return v
}

func find(list []any, key, want string) any {
	for _, e := range list {
		m, _ := e.(map[string]any)
		if m == nil {
			continue
		}
		if fmt.Sprint(m[key]) == want {
			return m
		}
		if kids, ok := m["children"].([]any); ok {
			if found := find(kids, key, want); found != nil {
				return found
			}
		}
	}
	return nil
}

// totalOf is " (total n)" for a list answer, for the log of steps.
func totalOf(r Res) string {
	if n, ok := r.Field("total").(float64); ok {
		if exact, ok := r.Field("exact").(bool); ok && !exact {
			return fmt.Sprintf(" (total %d+)", int(n))
		}
		return fmt.Sprintf(" (total %d)", int(n))
	}
	return ""
}

// msgOf is " → msg" for a refusal, for the log of steps.
func msgOf(r Res) string {
	if r.Status == 200 {
		return ""
	}
	return " → " + r.Msg
}

// clip shortens an answer for the failure message.
func clip(raw []byte) string {
	if len(raw) > 1500 {
		return string(raw[:1500]) + "…"
	}
	return string(raw)
}
