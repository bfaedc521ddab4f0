package contracttests

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"
	mrand "math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// shared is what the fuzzer keeps on a shared server: what it created (to delete it and to
// tell its ids from the server's), the passwords it drew, and what it did not send.
type shared struct {
	writes bool      // -fuzz.writes-on-real-data
	tag    string    // the run's mark in the names it chooses
	stopAt time.Time // with writes: no request after it, so that the clean-up has the time left

	mu        sync.Mutex
	owned     []ownedRecord
	ids       map[string]map[int64]bool // kind -> the ids of the records it created
	accounts  map[string]int64          // its own accounts by name
	signInAs  string                    // the account its sign-in requests name
	passwords map[string]bool
	untracked []string       // creates whose answer named no id
	held      map[string]int // "operation: reason" -> requests not sent
	finish    func() []string
}

// ownedRecord is a record the fuzzer created.
type ownedRecord struct {
	kind    *recordKind
	id      int64
	name    string
	account bool // one of its own accounts, deleted last by the set-up account
}

func newShared(writes bool) *shared {
	return &shared{writes: writes, tag: uniq(), ids: map[string]map[int64]bool{}, accounts: map[string]int64{},
		passwords: map[string]bool{}, held: map[string]int{}}
}

// strongPassword is 24 characters from crypto/rand.
func strongPassword() string {
	b := make([]byte, 18)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("crypto/rand: %v", err))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// drawPassword is a new strong password, remembered as the fuzzer's own.
func (sh *shared) drawPassword() string {
	p := strongPassword()
	sh.mu.Lock()
	sh.passwords[p] = true
	sh.mu.Unlock()
	return p
}

func (sh *shared) drawn(v any) bool {
	s, ok := v.(string)
	sh.mu.Lock()
	defer sh.mu.Unlock()
	return ok && sh.passwords[s]
}

// namePrefix starts every name the fuzzer registers.
func (sh *shared) namePrefix() string { return "fz" + sh.tag }

func (sh *shared) freshName() string { return sh.namePrefix() + "-" + uniq() }

func (sh *shared) isAccount(name string) bool {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	_, ok := sh.accounts[name]
	return ok
}

func (sh *shared) own(k *recordKind, id int64, name string, account bool) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.ids[k.name] == nil {
		sh.ids[k.name] = map[int64]bool{}
	}
	if account {
		sh.accounts[name] = id
	}
	if sh.ids[k.name][id] { // noted when the answer came: now known as one of its accounts
		for i, r := range sh.owned {
			if r.kind == k && r.id == id {
				sh.owned[i].account = sh.owned[i].account || account
			}
		}
		return
	}
	sh.ids[k.name][id] = true
	sh.owned = append(sh.owned, ownedRecord{kind: k, id: id, name: name, account: account})
}

// owns: the fuzzer created record id of kind (deleted since or not).
func (sh *shared) owns(kind string, id int64) bool {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	return kind != "" && sh.ids[kind][id]
}

// pool is the ids of kind the fuzzer created, but those in except.
func (sh *shared) pool(kind string, except []int64) []int64 {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	var out []int64
	for _, r := range sh.owned {
		if r.kind.name == kind && !slices.Contains(except, r.id) {
			out = append(out, r.id)
		}
	}
	return out
}

func (sh *shared) untrack(what string) {
	sh.mu.Lock()
	sh.untracked = append(sh.untracked, what)
	sh.mu.Unlock()
}

// count remembers a request that was not sent.
func (sh *shared) count(op, why string) {
	sh.mu.Lock()
	sh.held[op+": "+why]++
	sh.mu.Unlock()
}

// heldSummary lists the requests not sent, by operation and reason.
func (sh *shared) heldSummary() (int, string) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	keys := make([]string, 0, len(sh.held))
	n := 0
	for k, c := range sh.held {
		keys = append(keys, k)
		n += c
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "\n  %5d  %s", sh.held[k], k)
	}
	return n, b.String()
}

// fitShared steers a request to what the fuzzer owns, everywhere but at the place its case
// is about (r.Loc), which hold then judges: sign-ins name its sign-in account in clear, a
// registration a name of the run's, a password set is one it drew, and an id of another
// record becomes one of its own of the same kind, when it has one.
func (fz *fuzzer) fitShared(r *fuzzReq) {
	sh := fz.sh
	if sh == nil || !sh.writes || r.RawBody != nil {
		return
	}
	rule, kind, _ := sharedRuleOf(r.Op)
	if body, ok := r.Body.(map[string]any); ok {
		switch {
		case rule == ruleSignIn:
			if r.Loc != "username" {
				body["username"] = sh.signInAs
			}
			if r.Loc != "encrypted" {
				delete(body, "encrypted")
			}
		case rule == ruleRegister && r.Loc != "username":
			body["username"] = sh.freshName()
		}
		for _, k := range []string{"password", "newPassword"} {
			if v, set := body[k]; set && rule != ruleSignIn && r.Loc != k && !sh.drawn(v) {
				body[k] = sh.drawPassword()
			}
		}
	}
	area := ""
	if kind != nil {
		area = kind.name
	}
	for _, s := range idSlots(area, r.Body, r.Params) {
		id, names := recordID(s.value)
		pool := fz.sharedPool(s.kind)
		if !names || sh.owns(s.kind, id) || touchesLoc(s.where(), r.Loc) || len(pool) == 0 {
			continue
		}
		v := num64(pool[mrand.IntN(len(pool))])
		if s.in != "body" {
			for i, p := range r.Params {
				if p.In == s.in && p.Name == s.path[0] {
					r.Params[i].Value = string(v)
				}
			}
			continue
		}
		r.Body = setPath(r.Body, s.path, v)
	}
}

// touchesLoc: the place w is the case's location, holds it or lies in it.
func touchesLoc(w, loc string) bool {
	return loc != "" && (w == loc || strings.HasPrefix(w, loc+".") || strings.HasPrefix(loc, w+"."))
}

// sharedPool is the fuzzer's records of kind that requests may name: its own accounts
// are left out (they sign its requests).
func (fz *fuzzer) sharedPool(kind string) []int64 {
	if kind == "" {
		return nil
	}
	return fz.sh.pool(kind, fz.protected)
}

// note takes a write's answer in: a record created becomes the fuzzer's; a create whose
// answer names no id is remembered, since the clean-up cannot find it.
func (fz *fuzzer) note(r *fuzzReq, a answer) {
	sh := fz.sh
	if sh == nil || !sh.writes || a.Status != http.StatusOK || r.Method != r.Op.Method {
		return
	}
	body, _ := requestJSON(r)
	fields, _ := body.(map[string]any)
	if r.Op.ID == "Register" {
		name, _ := fields["username"].(string)
		fz.ownRegistered(name)
		return
	}
	kind := kindOf(r.Op.Path)
	if kind == nil || r.Op.Path != kind.create {
		return
	}
	// An add creates whatever id the body holds; a doEdit with an id (its own: hold saw
	// to it) edits, and answers that id.
	name := recordName(a.Env.Data, fields)
	id, _ := a.Env.Data["id"].(float64)
	if id >= 1 {
		sh.own(kind, int64(id), name, false)
		return
	}
	if _, edit := recordID(fields["id"]); !edit || !strings.HasSuffix(kind.create, "/doEdit") {
		sh.untrack(fmt.Sprintf("%s %q: %s answered 200 without the new record's id", kind.name, name, r.Op.ID))
	}
}

// ownRegistered finds the id of an account the fuzzer registered (the answer is a token).
func (fz *fuzzer) ownRegistered(name string) {
	staff := kindOf("/userManagement/")
	a, err := fz.setupSend(fz.token(asAdmin), http.MethodGet, "/userManagement/getList?pageSize=100&username="+url.QueryEscape(name), nil)
	if err == nil && a.Status == http.StatusOK {
		list, _ := a.Env.Data["list"].([]any)
		for _, x := range list {
			if m, _ := x.(map[string]any); m["username"] == name {
				if id, _ := m["id"].(float64); id > 0 {
					fz.sh.own(staff, int64(id), name, false)
					return
				}
			}
		}
	}
	fz.sh.untrack(fmt.Sprintf("staff %q: registered, but not found by name (%v %d)", name, err, a.Status))
}

// recordName is what names a record in reports: from the answer, else from the request.
func recordName(data, fields map[string]any) string {
	for _, m := range []map[string]any{data, fields} {
		for _, k := range []string{"username", "role", "name", "title"} {
			if s, ok := m[k].(string); ok && s != "" {
				return s
			}
		}
	}
	return ""
}
