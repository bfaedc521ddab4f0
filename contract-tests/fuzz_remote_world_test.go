package contracttests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/gofiber/fiber/v3/middleware/adaptor"

	"shopconsole/server/contract"
)

// A shared server for the fuzzer's proofs: a Postgres app served over HTTP that holds
// records of its own, and a log of every request it was sent.

// sharedWorld is the server and what it held before the fuzzer came.
type sharedWorld struct {
	e        *Env
	srv      *httptest.Server
	log      *requestLog
	tg       *target
	accounts map[string]string // the server's own accounts: name -> password
}

// loggedRequest is one request the server was sent, and the status it answered.
type loggedRequest struct {
	method, path, query string
	body                []byte
	status              int
}

// statusWriter keeps the status a handler answers.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

type requestLog struct {
	mu   sync.Mutex
	reqs []loggedRequest
}

func (l *requestLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(sw, r)
		l.mu.Lock()
		l.reqs = append(l.reqs, loggedRequest{r.Method, r.URL.Path, r.URL.RawQuery, body, sw.status})
		l.mu.Unlock()
	})
}

func (l *requestLog) all() []loggedRequest {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.reqs)
}

// newSharedWorld serves a fresh Postgres app holding an Admin (admin, the set-up
// account), an Editor, and a role, a department, a menu, a coupon and a level of its own.
func newSharedWorld(t *testing.T) *sharedWorld {
	t.Helper()
	e := newEnv(t, "postgres", openPostgres(t), options{})
	w := &sharedWorld{e: e, log: &requestLog{}, accounts: map[string]string{"admin": strongPassword(), "editor": strongPassword()}}
	e.staff(t, "admin", w.accounts["admin"], "Admin")
	e.staff(t, "editor", w.accounts["editor"], "Editor")
	w.srv = httptest.NewServer(w.log.wrap(adaptor.FiberApp(e.App)))
	t.Cleanup(w.srv.Close)
	w.tg = newTarget(w.srv.URL + "/api")
	w.tg.user, w.tg.password = "admin", w.accounts["admin"]
	tok := w.signIn(t, "admin")
	for i, path := range []string{"/roleManagement/doEdit", "/departmentManagement/doEdit", "/menuManagement/doEdit", "/admin/coupon/add", "/admin/userLevel/add"} {
		op, ok := mustContract(t).Find(http.MethodPost, contract.BasePath+path)
		if !ok {
			t.Fatalf("no operation POST %s", path)
		}
		if status, data := w.call(t, tok, http.MethodPost, path, recipes[op.ID](int64(900+i))); status != http.StatusOK {
			t.Fatalf("the server's own %s: %d %v", path, status, data)
		}
	}
	return w
}

func mustContract(t *testing.T) *contract.Contract {
	t.Helper()
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// signIn signs one of the server's own accounts in with its password; it must work.
func (w *sharedWorld) signIn(t *testing.T, name string) string {
	t.Helper()
	status, data := w.call(t, "", http.MethodPost, "/shop/login", map[string]any{"username": name, "password": w.accounts[name]})
	m, _ := data.(map[string]any)
	tok, _ := m["token"].(string)
	if status != http.StatusOK || tok == "" {
		t.Fatalf("the server's own %s does not sign in with its password: %d %v", name, status, data)
	}
	return tok
}

// call sends one request to the server and answers the status and the envelope's data.
func (w *sharedWorld) call(t *testing.T, tok, method, pathQuery string, body any) (int, any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(encodeJSON(body))
	}
	req, err := http.NewRequest(method, w.srv.URL+contract.BasePath+pathQuery, rd)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	res, err := w.srv.Client().Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, pathQuery, err)
	}
	defer res.Body.Close()
	var env struct{ Data any }
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		t.Fatalf("%s %s: %d, not the envelope: %v", method, pathQuery, res.StatusCode, err)
	}
	return res.StatusCode, env.Data
}

// worldLists are the lists whose records the fuzzer must leave as they were.
var worldLists = map[string]string{
	"staff": "/userManagement/getList?pageSize=100", "role": "/roleManagement/getList?pageSize=100",
	"department": "/departmentManagement/getList", "menu": "/menuManagement/getList",
	"coupon": "/admin/coupon/index?pageSize=100", "level": "/admin/userLevel/index?pageSize=100",
	"goods category": "/admin/goodsCategory/index", "freight template": "/admin/freight/index?pageSize=100",
	"guarantee": "/admin/guarantee/index?pageSize=100", "service": "/admin/goodsService/index?pageSize=100",
	"album": "/admin/album/index?pageSize=100", "spec template": "/admin/goodsSpec/index",
}

// snapshot is every record of worldLists as JSON, by kind and id, and the signed-in
// view (roles, permissions) of the server's own accounts.
func (w *sharedWorld) snapshot(t *testing.T) map[string]string {
	t.Helper()
	tok := w.signIn(t, "admin")
	out := map[string]string{}
	for kind, path := range worldLists {
		status, data := w.call(t, tok, http.MethodGet, path, nil)
		if status != http.StatusOK {
			t.Fatalf("list %s: %d %v", kind, status, data)
		}
		eachRecord(data, func(rec map[string]any) {
			out[fmt.Sprintf("%s %v", kind, rec["id"])] = string(encodeJSON(rec))
		})
	}
	for name := range w.accounts {
		_, data := w.call(t, w.signIn(t, name), http.MethodGet, "/userInfo", nil)
		out["signed in as "+name] = string(encodeJSON(data))
	}
	return out
}

// eachRecord visits every record of a list's data: the items of data or data.list, and
// their children (trees), each without its children.
func eachRecord(data any, visit func(map[string]any)) {
	if m, ok := data.(map[string]any); ok {
		data = m["list"]
	}
	items, _ := data.([]any)
	for _, x := range items {
		rec, _ := x.(map[string]any)
		flat := map[string]any{}
		for k, v := range rec {
			if k != "children" {
				flat[k] = v
			}
		}
		visit(flat)
		eachRecord(rec["children"], visit)
	}
}

// ids are the ids of kind in a snapshot.
func snapshotIDs(s map[string]string, kind string) map[string]bool {
	out := map[string]bool{}
	for k := range s {
		if id, ok := strings.CutPrefix(k, kind+" "); ok {
			out[id] = true
		}
	}
	return out
}

// diffSnapshots lists what changed between two snapshots.
func diffSnapshots(before, after map[string]string) []string {
	var out []string
	for k, v := range before {
		switch w, ok := after[k]; {
		case !ok:
			out = append(out, "gone: "+k+" "+v)
		case w != v:
			out = append(out, fmt.Sprintf("changed: %s\n    before %s\n    after  %s", k, v, w))
		}
	}
	for k, v := range after {
		if _, ok := before[k]; !ok {
			out = append(out, "left by the fuzzer: "+k+" "+v)
		}
	}
	sort.Strings(out)
	return out
}
