package contracttests

import (
	"bytes"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"shopconsole/server/contract"
)

// sharedSeeds are the records the fuzzer makes on a shared server before it starts, two
// of each, for its edits and deletes to name (it names no other).
var sharedSeeds = []string{"EditRole", "EditDepartment", "EditMenu", "AdminCouponAdd", "EditStaff"}

// startShared readies the fuzzer for a shared server. Without writes it creates nothing:
// it reads as the set-up account and has no account without roles. With writes it
// creates its accounts (an Admin, a second Admin whose password it changes, a staff
// member without roles) with passwords drawn from crypto/rand, and its seed records;
// everything it creates is deleted when the test ends, or on SIGINT or SIGTERM.
func (fz *fuzzer) startShared(t *testing.T, s fuzzSettings) {
	t.Helper()
	fz.sh = newShared(s.realWrites)
	t.Cleanup(func() {
		if n, lines := fz.sh.heldSummary(); n > 0 {
			t.Logf("remote: %d requests not sent to a shared server:%s", n, lines)
		}
	})
	if !s.realWrites {
		tok := fz.e.Remote.token
		fz.tokens[asAdmin], fz.tokens[asSelf] = tok, tok
		fz.ids = fz.knownIDs(tok)
		return
	}
	fz.registerFinish(t, s.leftBehind)
	if end, ok := t.Deadline(); ok {
		fz.sh.stopAt = end.Add(-cleanUpTime)
	}
	fz.tokens[asSetup] = fz.e.Remote.token
	staff := kindOf("/userManagement/")
	for _, a := range []struct {
		who   caller
		name  string
		roles []any
	}{{asAdmin, "fuzz-admin", []any{"Admin"}}, {asSelf, "fuzz-self", []any{"Admin"}}, {asNoPerm, "fuzz-norole", []any{}}} {
		name, pw := a.name+"-"+fz.sh.tag, fz.sh.drawPassword()
		id := fz.createAs(t, asSetup, "/userManagement/doEdit", map[string]any{"username": name, "password": pw, "roles": a.roles})
		fz.sh.own(staff, id, name, true)
		fz.protected = append(fz.protected, id)
		fz.tokens[a.who] = fz.signIn(t, name, pw)
		if a.who == asSelf {
			fz.password = pw
		}
		if a.who == asNoPerm {
			fz.sh.signInAs = name // failures throttle only this account, whose token is already out
		}
	}
	for _, id := range sharedSeeds {
		op := fz.opByID(id)
		for range 2 {
			r := &fuzzReq{Op: op, Method: op.Method, Who: asAdmin, Body: recipes[id](mrand.Int64N(1_000_000_000)), HasBody: true}
			fz.fitShared(r)
			fz.createAs(t, asAdmin, op.Path, r.Body.(map[string]any))
		}
	}
}

// cleanUpTime is what a run with writes leaves of its -timeout to the clean-up: it stops
// sending then (a test that times out exits at once, without its clean-ups).
const cleanUpTime = time.Minute

// createAs creates a record through the guard and returns its id (the answer's).
func (fz *fuzzer) createAs(t *testing.T, who caller, path string, body map[string]any) int64 {
	t.Helper()
	r := &fuzzReq{Op: fz.op(http.MethodPost, path), Method: http.MethodPost, Who: who, Body: body, HasBody: true, Intent: "set-up"}
	a, why := fz.run(t, r)
	id, _ := a.Env.Data["id"].(float64)
	if why != "" || a.Status != http.StatusOK || id < 1 {
		t.Fatalf("fuzzer set-up: create through %s: %s %d %s", path, why, a.Status, a.Raw)
	}
	return int64(id)
}

func (fz *fuzzer) opByID(id string) *contract.Operation {
	for _, op := range fz.c.Operations() {
		if op.ID == id {
			return op
		}
	}
	panic("no operation " + id)
}

// registerFinish arranges the clean-up for the end of the test and for SIGINT or SIGTERM,
// whichever comes first; leftBehind reports what could not be removed (nil: t.Errorf).
func (fz *fuzzer) registerFinish(t *testing.T, leftBehind func(t *testing.T, report string)) {
	var once sync.Once
	var left []string
	fz.sh.finish = func() []string {
		once.Do(func() { left = fz.cleanUp() })
		return left
	}
	remove := onExit(func() string { return leftReport(fz.sh.finish()) })
	t.Cleanup(func() {
		defer remove()
		if report := leftReport(fz.sh.finish()); report != "" {
			if leftBehind == nil {
				t.Errorf("%s", report)
				return
			}
			leftBehind(t, report)
		}
	})
}

// cleanUp deletes what the fuzzer created, newest first and again for records another
// one held, its own accounts last, as the set-up account; it answers what is left.
func (fz *fuzzer) cleanUp() []string {
	sh := fz.sh
	tok, err := fz.e.Remote.login("") // afresh: a long run outlives the set-up token
	if err != nil {
		tok = fz.e.Remote.token
	}
	sh.mu.Lock()
	records := slices.Clone(sh.owned)
	untracked := slices.Clone(sh.untracked)
	sh.mu.Unlock()
	slices.Reverse(records)
	var left []string
	leftStaff := map[int64]bool{}
	for _, accounts := range []bool{false, true} {
		var pending []ownedRecord
		for _, r := range records {
			if r.account == accounts {
				pending = append(pending, r)
			}
		}
		why := map[ownedRecord]string{}
		for pass := 0; pass < 3 && len(pending) > 0; pass++ {
			var again []ownedRecord
			for _, r := range pending {
				a, err := fz.setupSend(tok, http.MethodPost, r.kind.del, r.kind.delBody(r.id))
				if err == nil && (a.Status == http.StatusOK || a.Status == http.StatusNotFound) {
					continue
				}
				again = append(again, r)
				why[r] = fmt.Sprintf("delete answered %d %s%s", a.Status, a.Env.Msg, errText(err))
			}
			pending = again
		}
		for _, r := range pending {
			left = append(left, fmt.Sprintf("%s %d %q: %s", r.kind.name, r.id, r.name, why[r]))
			if r.kind.name == "staff" {
				leftStaff[r.id] = true
			}
		}
	}
	left = append(left, fz.sweep(tok, leftStaff)...)
	for _, u := range untracked {
		left = append(left, "not tracked: "+u)
	}
	return left
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return " (" + err.Error() + ")"
}

// sweep lists the staff still on the server under a name the run chose (its tag).
// Those already listed as left are not repeated.
func (fz *fuzzer) sweep(tok string, listed map[int64]bool) []string {
	a, err := fz.setupSend(tok, http.MethodGet, "/userManagement/getList?pageSize=100&username="+url.QueryEscape(fz.sh.tag), nil)
	if err != nil || a.Status != http.StatusOK {
		return []string{fmt.Sprintf("staff: the run's names could not be looked up: %d%s", a.Status, errText(err))}
	}
	var out []string
	list, _ := a.Env.Data["list"].([]any)
	for _, x := range list {
		m, _ := x.(map[string]any)
		id, _ := m["id"].(float64)
		if name, _ := m["username"].(string); strings.Contains(name, fz.sh.tag) && !listed[int64(id)] {
			out = append(out, fmt.Sprintf("staff %d %q: still listed after the clean-up", int64(id), name))
		}
	}
	return out
}

// setupSend sends a request outside the fuzzer's checks and guard (reads, and the
// clean-up's deletes of the fuzzer's own records).
func (fz *fuzzer) setupSend(tok, method, pathQuery string, body any) (answer, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(encodeJSON(body))
	}
	req := httptest.NewRequest(method, contract.BasePath+pathQuery, rd)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+tok)
	req.Header.Set("Accept-Language", "en")
	a, err := fz.e.send(req)
	if err != nil {
		return a, fmt.Errorf("%s %s: %w", method, pathQuery, err)
	}
	return a, nil
}

// leftReport is the failure that lists what the fuzzer left on the server ("" for nothing).
func leftReport(left []string) string {
	if len(left) == 0 {
		return ""
	}
	return fmt.Sprintf("fuzzer: left on the server, of what it created (kind, id, name; %d), to remove by hand:\n  %s",
		len(left), strings.Join(left, "\n  "))
}
