package contracttests

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"shopconsole/server/contract"
)

// TestFuzzRemoteSafety runs the fuzzer over HTTP with writes on real data against a
// Postgres server that holds records of its own, and checks that it touched none of them:
// they are all as they were (the Admin and the Editor keep their roles and permissions
// and sign in with their passwords, so nothing is locked out), nothing the fuzzer made is
// left, and no request it sent named a record of the server's or signed in as one of its
// accounts.
func TestFuzzRemoteSafety(t *testing.T) {
	t.Parallel()
	w := newSharedWorld(t)
	c := mustContract(t)
	before := w.snapshot(t)
	mark := len(w.log.all())
	targets.Store(t, w.tg)
	t.Cleanup(func() { targets.Delete(t) })
	s := fuzzSettings{checks: 1, realWrites: true}
	eachBackend(t, func(t *testing.T, e *Env) {
		newFuzzer(t, e, c, s).operations(t, func(*contract.Operation) bool { return true })
	})
	eachBackend(t, func(t *testing.T, e *Env) { newFuzzer(t, e, c, s).stateful(t) })
	sent := w.log.all()[mark:]
	for _, v := range sharedViolations(sent, before, w.accounts) {
		t.Errorf("sent to a shared server: %s", v)
	}
	after := w.snapshot(t)
	for _, d := range diffSnapshots(before, after) {
		t.Errorf("the server's data after the fuzzer: %s", d)
	}
	for k, v := range after {
		if strings.HasPrefix(k, "staff ") && strings.Contains(v, `"username":"fuzz-`) {
			t.Errorf("an account of the fuzzer's is left: %s", v)
		}
	}
	writes := writesSince(w.log, mark)
	t.Logf("the fuzzer sent %d requests to the shared server, %d of them writes", len(sent), writes)
	if writes < 200 {
		t.Errorf("the fuzzer sent %d writes: too few to prove anything", writes)
	}
}

// sharedViolations are the requests a fuzzer must not send to a shared server, judged
// apart from its guard: a write naming a record of the server's (by its area's ids and
// department and coupon ids anywhere), a write to the levels, a sign-in as an account of
// the server's but with its own password, an SMS or social sign-in, and a password set
// that is not one drawn at random. An undeclared method without a body (the 405 check)
// names nothing.
func sharedViolations(sent []loggedRequest, before map[string]string, accounts map[string]string) []string {
	areas := map[string]string{
		"/api/userManagement/": "staff", "/api/roleManagement/": "role", "/api/departmentManagement/": "department",
		"/api/menuManagement/": "menu", "/api/admin/coupon/": "coupon", "/api/admin/userLevel/": "level",
	}
	drawn := regexp.MustCompile(`^[A-Za-z0-9_-]{24}$`)
	var out []string
	c, _ := contract.Load()
	for _, r := range sent {
		if safeMethod(r.method) {
			continue
		}
		var body map[string]any
		_ = json.Unmarshal(r.body, &body)
		what := fmt.Sprintf("%s %s %s -> %d", r.method, r.path, truncate(string(r.body), 200), r.status)
		if _, declared := c.Find(r.method, r.path); !declared {
			if len(r.body) > 0 {
				out = append(out, "a body with an undeclared method: "+what)
			}
			continue // the 405 check: it names nothing
		}
		switch r.path {
		case "/api/shop/login", "/api/login":
			name, _ := body["username"].(string)
			if pw, own := accounts[name]; own && body["password"] != pw || !own && !strings.HasPrefix(name, "fuzz-") {
				out = append(out, "a sign-in as an account of the server's: "+what)
			}
			continue
		case "/api/shop/smsLogin", "/api/shop/smsCode", "/api/socialLogin":
			out = append(out, "an SMS or social sign-in: "+what)
			continue
		}
		for _, k := range []string{"password", "newPassword"} {
			if v, set := body[k]; set && !drawn.MatchString(fmt.Sprint(v)) {
				out = append(out, "a password not drawn at random: "+what)
			}
		}
		for prefix, kind := range areas {
			if !strings.HasPrefix(r.path, prefix) {
				continue
			}
			if kind == "level" {
				out = append(out, "a write to the levels: "+what)
			}
			ids := snapshotIDs(before, kind)
			for _, k := range []string{"id", "ids", "parentId"} {
				for _, id := range numbersIn(body[k]) {
					if ids[id] {
						out = append(out, fmt.Sprintf("names the server's %s %s: %s", kind, id, what))
					}
				}
			}
		}
		for k, kind := range map[string]string{"departmentId": "department", "couponId": "coupon", "couponIds": "coupon"} {
			for _, id := range numbersIn(body[k]) {
				if snapshotIDs(before, kind)[id] {
					out = append(out, fmt.Sprintf("names the server's %s %s: %s", kind, id, what))
				}
			}
		}
	}
	return out
}

// numbersIn are the numbers of a value or of an array of values, as the ids print.
func numbersIn(v any) []string {
	switch x := v.(type) {
	case float64:
		return []string{fmt.Sprint(x)}
	case string:
		return []string{strings.TrimSpace(x)}
	case []any:
		var out []string
		for _, e := range x {
			out = append(out, numbersIn(e)...)
		}
		return out
	}
	return nil
}

// TestFuzzRemoteLeftovers: what the fuzzer cannot remove makes the run fail, listing it.
// The server's Editor holds one of the fuzzer's roles, so the role's delete is refused.
func TestFuzzRemoteLeftovers(t *testing.T) {
	t.Parallel()
	w := newSharedWorld(t)
	c := mustContract(t)
	var report string
	var role ownedRecord
	targets.Store(t, w.tg)
	t.Cleanup(func() { targets.Delete(t) })
	s := fuzzSettings{checks: 1, realWrites: true, leftBehind: func(_ *testing.T, r string) { report = r }}
	eachBackend(t, func(t *testing.T, e *Env) {
		fz := newFuzzer(t, e, c, s)
		fz.sh.mu.Lock()
		for _, r := range fz.sh.owned {
			if r.kind.name == "role" {
				role = r
			}
		}
		fz.sh.mu.Unlock()
		w.editorRoles(t, "Editor", role.name)
	})
	want := fmt.Sprintf("role %d %q: delete answered 409", role.id, role.name)
	if !strings.Contains(report, "left on the server") || !strings.Contains(report, want) {
		t.Errorf("the clean-up's report:\n%s\nwant it to list %s", report, want)
	}
	t.Logf("the clean-up's report:\n%s", report)
	if n := strings.Count(report, "\n  "); n != 1 {
		t.Errorf("the report lists %d records, want the role alone:\n%s", n, report)
	}
	w.editorRoles(t, "Editor")
}

// editorRoles gives the server's Editor these roles, as its admin.
func (w *sharedWorld) editorRoles(t *testing.T, roles ...string) {
	t.Helper()
	tok := w.signIn(t, "admin")
	_, data := w.call(t, tok, http.MethodGet, "/userManagement/getList?username=editor", nil)
	var id any
	eachRecord(data, func(r map[string]any) {
		if r["username"] == "editor" {
			id = r["id"]
		}
	})
	list := make([]any, len(roles))
	for i, r := range roles {
		list[i] = r
	}
	if status, data := w.call(t, tok, http.MethodPost, "/userManagement/doEdit", map[string]any{"id": id, "username": "editor", "roles": list}); status != http.StatusOK {
		t.Fatalf("give the Editor %v: %d %v", roles, status, data)
	}
}
