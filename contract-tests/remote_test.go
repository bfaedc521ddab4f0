package contracttests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The remote mode runs the scenarios over HTTP against a running server:
// CONTRACT_BASE_URL=http://127.0.0.1:10000/api go test ./contract-tests (see `make contract`).
// CONTRACT_USER and CONTRACT_PASSWORD sign in the account that sets scenarios up
// (admin / 123456 by default, the mock's). A scenario that moves the clock or reaches into
// the store or the in-process app is skipped, its reason given.

// target is a running server the scenarios are sent to.
type target struct {
	base     string // up to and with /api, no trailing slash
	user     string
	password string
	run      string // this run's tag, in mock session names
	client   *http.Client

	once   sync.Once
	token  string // the set-up account's token in the default data
	next   atomic.Int64
	isMock bool // the server answers /__mock/ (then each scenario has a session of its own)
	err    error
	pool   chan string // the mock sessions, one per scenario running at once
}

// remoteParallel is how many scenarios run at once against a mock server (each in a
// session of its own); against another server they run one at a time, since they share its data.
const remoteParallel = 4

// envTarget is the server of CONTRACT_BASE_URL (nil: scenarios run in-process).
var envTarget = newTarget(os.Getenv("CONTRACT_BASE_URL"))

// targets sends the scenarios of one test to a server (TestRemoteMode), overriding envTarget.
var targets sync.Map // *testing.T -> *target

func newTarget(base string) *target {
	if base == "" {
		return nil
	}
	return &target{
		base: strings.TrimRight(base, "/"), user: envOr("CONTRACT_USER", "admin"),
		password: envOr("CONTRACT_PASSWORD", "123456"), run: sessionPrefix(),
		client: &http.Client{Timeout: 30 * time.Second},
	}
}

// sessionPrefix names this machine's mock sessions: CONTRACT_SESSION_PREFIX, else "ct-"
// and the host name. The names come back run after run (each scenario resets its session
// first), so that runs do not fill the mock's 32 sessions; two runs at once from one
// machine against one mock need prefixes of their own.
func sessionPrefix() string {
	if p := os.Getenv("CONTRACT_SESSION_PREFIX"); p != "" {
		return p
	}
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "local"
	}
	host = strings.Map(func(r rune) rune {
		if r < 128 && (r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z') {
			return r
		}
		return '-'
	}, host)
	return "ct-" + host[:min(len(host), 40)]
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func targetFor(t *testing.T) *target {
	if v, ok := targets.Load(t); ok {
		return v.(*target)
	}
	return envTarget
}

// remote is the per-scenario part of a remote Env.
type remote struct {
	*target
	session string    // X-Mock-Session ("" on a server that is not the mock)
	token   string    // the set-up account's access token
	created []created // records to delete when the scenario ends (not on the mock)
	ops     []string  // the operations the scenario called, for the report
	giftSet bool      // the register gift is the scenario's (remote.noRegisterGift)
	mu      sync.Mutex
}

var (
	skipOnce sync.Once
	skips    map[string]string
	skipsErr error
)

// skipRemote is the panic that turns a step a remote run cannot take into a skip.
type skipRemote string

// runRemote runs fn against the server: in a mock session of its own, reset first, or,
// elsewhere, deleting what it created at the end.
func runRemote(t *testing.T, tg *target, fn func(t *testing.T, e *Env)) {
	t.Helper()
	tg.once.Do(func() {
		if tg.err = tg.connect(); tg.err == nil && tg == envTarget {
			remoteFuzzSetup(tg)
		}
	})
	if tg.err != nil {
		t.Fatal(tg.err)
	}
	skipOnce.Do(func() { skips, skipsErr = remoteSkips() })
	if skipsErr != nil {
		t.Fatal(skipsErr)
	}
	top := strings.Split(t.Name(), "/")[0]
	if why := skips[top]; why != "" {
		t.Skip("remote: " + why)
	}
	if why := remoteSharedOnly[top]; why != "" && !tg.isMock {
		t.Skip("remote: " + why)
	}
	r := &remote{target: tg}
	if tg.isMock {
		t.Parallel()
		r.session = <-tg.pool
		// Cleanups run once the scenario's parallel subtests are done too.
		t.Cleanup(func() { tg.pool <- r.session })
	}
	if tg.isMock {
		// The set-up account's token of the default data, else one signed in in the
		// session; a session where neither works (a scenario changed the password) is
		// left for a fresh one.
		if !r.reset(tg.token) {
			if tok, err := tg.login(r.session); err != nil || !r.reset(tok) {
				r.session = fmt.Sprintf("%s-%d", tg.run, tg.next.Add(1))
			}
		}
	} else {
		t.Cleanup(func() { r.cleanup(t) })
	}
	// A token of the scenario's own: a scenario may sign the set-up account out.
	tok, err := tg.login(r.session)
	if err != nil {
		t.Fatal(err)
	}
	r.token = tok
	if r.session != "" {
		t.Logf("mock session: %s", r.session)
	}
	t.Cleanup(func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		slices.Sort(r.ops)
		t.Logf("operations: %s", strings.Join(slices.Compact(r.ops), " "))
	})
	name := "postgres" // scenarios tell the mock from a server that is not
	if tg.isMock {
		name = "mock"
	}
	e := &Env{Name: name, Store: remoteStore{}, Clock: &Clock{t: time.Now().UTC(), remote: true}, Remote: r}
	defer func() {
		p := recover()
		if p == nil {
			return
		}
		if why, ok := p.(skipRemote); ok {
			t.Skip("remote: " + string(why))
		}
		stack := string(debug.Stack())
		for _, s := range []struct{ frame, why string }{
			{"remoteStore", "reads or seeds the store directly"},
			{"mock.(*SMS)", "reads the SMS codes the app sent"},
			{"fiber/v3.(*App)", "sends through the in-process app"},
		} {
			if strings.Contains(stack, s.frame) {
				t.Skip("remote: " + s.why)
			}
		}
		t.Fatalf("panic: %v\n%s", p, stack)
	}()
	fn(t, e)
}

// reset restores the sample data of the scenario's mock session with tok.
func (r *remote) reset(tok string) bool {
	r.token = tok
	code, err := r.send(http.MethodPost, "/__mock/reset", nil)
	return err == nil && code == http.StatusOK
}

// login signs the set-up account in (in a mock session when given).
func (tg *target) login(session string) (string, error) {
	body, _ := json.Marshal(map[string]string{"username": tg.user, "password": tg.password})
	req, err := http.NewRequest(http.MethodPost, tg.base+"/shop/login", bytes.NewReader(body))
	if err != nil {
		return "", fmt.Errorf("sign-in request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	if session != "" {
		req.Header.Set("X-Mock-Session", session)
	}
	res, err := tg.client.Do(req)
	if err != nil {
		return "", fmt.Errorf("sign in at %s: %w", tg.base, err)
	}
	defer res.Body.Close()
	var env struct {
		Msg  string `json:"msg"`
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		return "", fmt.Errorf("sign in as %s at %s: %d: %w", tg.user, tg.base, res.StatusCode, err)
	}
	if res.StatusCode != 200 {
		return "", fmt.Errorf("sign in as %s at %s: %d %s", tg.user, tg.base, res.StatusCode, env.Msg)
	}
	return env.Data.Token, nil
}

// connect signs the set-up account in and finds out whether the server is the mock.
func (tg *target) connect() error {
	tok, err := tg.login("")
	if err != nil {
		return err
	}
	tg.token = tok
	probe, err := (&remote{target: tg, token: tok}).send(http.MethodGet, "/__mock/settings", nil)
	if err != nil {
		return fmt.Errorf("probe the mock's settings: %w", err)
	}
	tg.isMock = probe == 200
	tg.pool = make(chan string, remoteParallel)
	for range remoteParallel {
		tg.pool <- fmt.Sprintf("%s-%d", tg.run, tg.next.Add(1))
	}
	return nil
}

// send is a request of the set-up account, outside any scenario's checks.
func (r *remote) send(method, path string, body any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, fmt.Errorf("encode %s body: %w", path, err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, r.base+path, rd)
	if err != nil {
		return 0, fmt.Errorf("request %s: %w", path, err)
	}
	req.Header.Set("Authorization", "Bearer "+r.token)
	req.Header.Set("Content-Type", "application/json")
	if r.session != "" {
		req.Header.Set("X-Mock-Session", r.session)
	}
	res, err := r.client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	if _, err := io.Copy(io.Discard, res.Body); err != nil {
		return 0, fmt.Errorf("%s %s: read the answer: %w", method, path, err)
	}
	return res.StatusCode, nil
}

// roundTrip sends a scenario's request (its path starting with /api) to the server.
func (r *remote) roundTrip(in *http.Request) (*http.Response, error) {
	out, err := http.NewRequest(in.Method, r.base+strings.TrimPrefix(in.URL.RequestURI(), "/api"), in.Body)
	if err != nil {
		return nil, fmt.Errorf("remote request: %w", err)
	}
	out.Header = in.Header.Clone()
	if r.session != "" && out.Header.Get("X-Mock-Session") == "" {
		out.Header.Set("X-Mock-Session", r.session)
	}
	res, err := r.client.Do(out)
	if err != nil {
		return nil, fmt.Errorf("remote %s %s: %w", in.Method, in.URL.Path, err)
	}
	return res, nil
}

// remoteStore stands for the store in a remote run: any call panics, which runRemote
// turns into a skip.
type remoteStore struct{ backend }
