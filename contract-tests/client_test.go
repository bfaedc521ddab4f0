package contracttests

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/server/contract"
)

// covered records the operations that some scenario called, for the coverage check.
var covered sync.Map

// Res is a response with its envelope decoded.
type Res struct {
	Status int
	Header http.Header
	Code   int
	Msg    string
	Data   any
	Raw    []byte
}

// Field reads a dotted path in the envelope's data.
func (r Res) Field(path string) any {
	cur := r.Data
	for _, k := range strings.Split(path, ".") {
		if l, ok := cur.([]any); ok { // a list's element by its index
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= len(l) {
				return nil
			}
			cur = l[i]
			continue
		}
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[k]
	}
	return cur
}

// Str reads a dotted path as a string ("" when absent).
func (r Res) Str(path string) string {
	s, _ := r.Field(path).(string)
	return s
}

// Cookie returns the refresh cookie the response sets.
func (r Res) Cookie() *http.Cookie {
	for _, c := range (&http.Response{Header: r.Header}).Cookies() {
		if c.Name == "shop_refresh" {
			return c
		}
	}
	return nil
}

type req struct {
	// mustRefuse: the server must refuse the request (a missing permission, an attack on a
	// stronger account, a rule it breaks): a remote run sends it even when it names records
	// the scenario did not create, since a server that lets it through has the hole the run
	// is there to find.
	mustRefuse bool
	// restores: the scenario puts back what the request changes before it ends (an order it
	// moves, then moves back): a remote run sends it whatever records it names.
	restores bool
	token    string
	cookie   *http.Cookie
	lang     string
	raw      []byte
	header   map[string]string
}

type opt func(*req)

func token(tok string) opt      { return func(r *req) { r.token = tok } }
func mustRefuse() opt           { return func(r *req) { r.mustRefuse = true } }
func restores() opt             { return func(r *req) { r.restores = true } }
func cookie(c *http.Cookie) opt { return func(r *req) { r.cookie = c } }
func lang(l string) opt         { return func(r *req) { r.lang = l } }
func rawBody(b string) opt      { return func(r *req) { r.raw = []byte(b) } }
func header(k, v string) opt {
	return func(r *req) {
		if r.header == nil {
			r.header = map[string]string{}
		}
		r.header[k] = v
	}
}

// Do sends a request through the app and validates the response against the contract.
func (e *Env) Do(t *testing.T, method, path string, body any, opts ...opt) Res {
	t.Helper()
	o := req{lang: "en"}
	for _, f := range opts {
		f(&o)
	}
	payload := o.raw
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			t.Fatal(err)
		}
	}
	build := func() *http.Request {
		r := httptest.NewRequest(method, path, bytes.NewReader(payload))
		if payload != nil {
			r.Header.Set("Content-Type", "application/json")
		}
		if o.token != "" {
			r.Header.Set("Authorization", "Bearer "+o.token)
		}
		if o.cookie != nil {
			// As sent, not as net/http would clean it: hostile cookie values must reach the server.
			r.Header.Add("Cookie", o.cookie.Name+"="+o.cookie.Value)
		}
		r.Header.Set("Accept-Language", o.lang)
		for k, v := range o.header {
			r.Header.Set(k, v)
		}
		return r
	}
	var resp *http.Response
	var err error
	if e.Remote != nil {
		if _, known := scenarioGoroutines.LoadOrStore(t, goroutineID()); !known { // a subtest, on a goroutine of its own
			g := goroutineID()
			runningTests.Store(g, t)
			t.Cleanup(func() { runningTests.CompareAndDelete(g, t); scenarioGoroutines.Delete(t) })
		}
		// Without a token, or one the server must refuse, a request may name any record: a
		// server that lets it through is what the run reports.
		why := e.Remote.guard(method, path, payload, o.token != "" && !o.mustRefuse && !o.restores)
		if why == "" {
			why = e.Remote.keepSettings(method, path)
		}
		if why != "" {
			skipRemoteStep(t, why)
			return Res{Msg: "not sent: " + why}
		}
		e.Remote.keepDefaults(method, path)
		resp, err = e.Remote.roundTrip(build())
	} else {
		resp, err = e.App.Test(build(), fiber.TestConfig{Timeout: 15 * time.Second, FailOnTimeout: true})
	}
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	res := Res{Status: resp.StatusCode, Header: resp.Header, Raw: raw}
	var env struct {
		Code int    `json:"code"`
		Msg  string `json:"msg"`
		Data any    `json:"data"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		t.Fatalf("%s %s: body is not the JSON envelope: %v\n%s", method, path, err, raw)
	}
	res.Code, res.Msg, res.Data = env.Code, env.Msg, env.Data
	if e.Remote != nil {
		e.Remote.track(method, path, payload, res)
	}
	if res.Code != res.Status {
		t.Errorf("%s %s: envelope code %d differs from HTTP status %d", method, path, res.Code, res.Status)
	}

	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	op, ok := c.Find(method, strings.SplitN(path, "?", 2)[0])
	if !ok {
		return res // an unknown path: nothing in the contract to check against
	}
	record(e.Name, op, build(), res.Status)
	if e.Remote != nil {
		e.Remote.called(op.ID)
	}
	// A refusal before the operation ran (not signed in, token expired, no permission)
	// exercises the gate, not the operation: it does not count as the operation's scenario.
	if res.Status != http.StatusUnauthorized && res.Status != http.StatusPaymentRequired && res.Status != http.StatusForbidden {
		covered.Store(op.ID, true)
	}
	if err := op.ValidateResponse(context.Background(), build(), res.Status, res.Header, raw); err != nil {
		t.Errorf("%s %s: response breaks the contract: %v\n%s", method, path, err, raw)
	}
	return res
}

// sendRaw sends a request as it is, through the in-process app or to the running server,
// without reading the answer as the envelope (files, pages, CORS preflights).
func (e *Env) sendRaw(t *testing.T, r *http.Request) *http.Response {
	t.Helper()
	var resp *http.Response
	var err error
	if e.Remote != nil {
		resp, err = e.Remote.roundTrip(r)
	} else {
		resp, err = e.App.Test(r, fiber.TestConfig{Timeout: 15 * time.Second, FailOnTimeout: true})
	}
	if err != nil {
		t.Fatalf("%s %s: %v", r.Method, r.URL, err)
	}
	return resp
}

// login signs in and returns the access token and refresh cookie.
func (e *Env) login(t *testing.T, username, password string) (string, *http.Cookie) {
	t.Helper()
	r := e.Do(t, "POST", "/api/shop/login", map[string]string{"username": username, "password": password})
	if r.Status != 200 {
		t.Fatalf("login %s: %d %s", username, r.Status, r.Msg)
	}
	return r.Str("token"), r.Cookie()
}

// expect fails unless the response has the status and, when msg is not empty, the msg.
func expect(t *testing.T, r Res, status int, msg string) {
	t.Helper()
	if r.Status != status || (msg != "" && r.Msg != msg) {
		t.Fatalf("got %d %q, want %d %q\n%s", r.Status, r.Msg, status, msg, r.Raw)
	}
}
