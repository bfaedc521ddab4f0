package contracttests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The remote mode runs the scenarios over HTTP against a running server:
// CONTRACT_BASE_URL=http://127.0.0.1:10000/api go test ./contract-tests (see `make contract`).
// CONTRACT_USER and CONTRACT_PASSWORD sign in the account that sets scenarios up
// (admin / 123456 by default, the mock's). A scenario that moves the clock or reaches into
// the store or the in-process app is skipped, its reason given.

// remote is the per-scenario part of a remote Env.
type remote struct {
	*target
	session string    // X-Mock-Session ("" on a server that is not the mock)
	began   time.Time // when the scenario began, by this machine's clock
	token   string    // the set-up account's access token
	created []created // records to delete when the scenario ends (not on the mock)
	ops     []string  // the operations the scenario called, for the report
	giftSet bool      // the register gift is the scenario's (remote.noRegisterGift)
	// settings are the shop's settings as they were before the scenario saved them, by
	// the save's path (shared servers only: remote_settings_test.go).
	settings map[string]map[string]any
	// defaults are the defaults among the shop's records as the scenario found them, and
	// areasKept the areas whose defaults were read (shared servers only).
	defaults  []keptDefault
	areasKept map[string]bool
	// jobsMoved is what the timed jobs moved when the scenario moved the mock's clock on,
	// by job, until asked (remote_mock_test.go).
	jobsMoved map[string]int
	mu        sync.Mutex
}

// throwawayHint says how to run a scenario that leaves what no operation removes.
const throwawayHint = "(CONTRACT_THROWAWAY=1 runs it against a server whose data may be spent)"

// scenarioGoroutines holds, by scenario, the goroutine that runs it.
var scenarioGoroutines sync.Map // *testing.T -> uint64

// skipRemoteStep skips the scenario at a step a remote run must not take. Called from a
// goroutine the scenario started (parallel requests), a skip would end only that goroutine
// and leave the scenario waiting for it: the scenario fails instead, saying why, and the
// caller answers that the request was not sent.
func skipRemoteStep(t *testing.T, why string) {
	t.Helper()
	if g, ok := scenarioGoroutines.Load(t); ok && g.(uint64) != goroutineID() {
		t.Errorf("remote: not sent: %s (from a goroutine of the scenario's, which cannot skip it)", why)
		return
	}
	t.Skip("remote: " + why)
}

// goroutineID is the id of the calling goroutine, read from its stack's header.
func goroutineID() uint64 {
	var buf [64]byte
	n := runtime.Stack(buf[:], false)
	id, _ := strconv.ParseUint(strings.Fields(strings.TrimPrefix(string(buf[:n]), "goroutine "))[0], 10, 64)
	return id
}

// runningTests holds, by goroutine, the test (a scenario, or a subtest of one) that the
// goroutine last sent a request for: a step that cannot be taken remotely skips that test.
var runningTests sync.Map // uint64 -> *testing.T

// skipStep skips the test running on this goroutine at a step a remote run cannot take
// (moving a clock that cannot be moved, reading what the server keeps to itself). Where no
// test is known, it panics with skipRemote, which runRemote turns into a skip.
func skipStep(why string) {
	if t, ok := runningTests.Load(goroutineID()); ok {
		t.(*testing.T).Skip("remote: " + why)
	}
	panic(skipRemote(why))
}

// skipRemote is the panic that turns a step a remote run cannot take into a skip.
type skipRemote string

// runRemote runs fn against the server: in a mock session of its own, reset first, or,
// elsewhere, deleting what it created at the end.
func runRemote(t *testing.T, tg *target, o options, fn func(t *testing.T, e *Env)) {
	t.Helper()
	tg.once.Do(func() {
		if tg.err = tg.connect(); tg.err == nil && tg == envTarget {
			remoteFuzzSetup(tg)
		}
	})
	if tg.err != nil {
		t.Fatal(tg.err)
	}
	if why := tg.unfit(o); why != "" {
		t.Skip("remote: " + why)
	}
	top := strings.Split(t.Name(), "/")[0]
	if why := remoteNever[top]; why != "" {
		t.Skip("remote: " + why)
	}
	if why := remoteMockOnly[top]; why != "" && !tg.isMock {
		t.Skip("remote: " + why)
	}
	if why := remoteSpends[top]; why != "" && !tg.isMock && !tg.throwaway {
		t.Skip("remote: " + why + " " + throwawayHint)
	}
	g := goroutineID()
	scenarioGoroutines.Store(t, g)
	runningTests.Store(g, t)
	t.Cleanup(func() { scenarioGoroutines.Delete(t); runningTests.Delete(g) })
	r := &remote{target: tg, began: time.Now().UTC()}
	if tg.isMock {
		t.Parallel()
		r.session = <-tg.pool
		// Cleanups run once the scenario's parallel subtests are done too.
		t.Cleanup(func() { tg.pool <- r.session })
		if err := r.freshSession(); err != nil {
			t.Fatal(err)
		}
	} else {
		t.Cleanup(func() {
			// Signed in afresh: the scenario's token may have ended (it may sign the set-up
			// account out, or outlast the token).
			if tok, err := tg.login(""); err == nil {
				r.token = tok
			}
			r.restoreSettings(t)
			r.restoreDefaults(t)
			r.cleanup(t)
		})
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
	clock := &Clock{remote: true, t: time.Now().UTC()}
	if tg.isMock {
		clock.move = r.moveClock
	}
	e := &Env{Name: name, Store: remoteStore{}, Clock: clock, SMS: remoteSMS{r}, Remote: r}
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

// freshSession restores the sample data of the scenario's mock session, with the set-up
// account's token of the default data, else one signed in in the session. A session where
// neither works (a scenario changed or removed the set-up account) is left for one of a
// new name, reset likewise.
func (r *remote) freshSession() error {
	if r.reset(r.target.token) {
		return nil
	}
	if tok, err := r.login(r.session); err == nil && r.reset(tok) {
		return nil
	}
	r.session = fmt.Sprintf("%s-%d-%s", r.run, r.next.Add(1), uniq())
	tok, err := r.login(r.session)
	if err != nil {
		return err
	}
	if !r.reset(tok) {
		return fmt.Errorf("reset the mock session %s: refused", r.session)
	}
	return nil
}

// reset restores the sample data of the scenario's mock session with tok.
func (r *remote) reset(tok string) bool {
	r.token = tok
	code, err := r.send(http.MethodPost, "/__mock/reset", nil)
	return err == nil && code == http.StatusOK
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

// decode sends req as the set-up account and reads the answer's data into v; false when
// it was refused or could not be read.
func (r *remote) decode(req *http.Request, v any) bool {
	req.Header.Set("Authorization", "Bearer "+r.token)
	if r.session != "" {
		req.Header.Set("X-Mock-Session", r.session)
	}
	res, err := r.client.Do(req)
	if err != nil {
		return false
	}
	defer res.Body.Close()
	var env struct{ Data json.RawMessage }
	return res.StatusCode == http.StatusOK && json.NewDecoder(res.Body).Decode(&env) == nil && json.Unmarshal(env.Data, v) == nil
}

// roundTrip sends a scenario's request (its path starting with /api) to the server.
func (r *remote) roundTrip(in *http.Request) (*http.Response, error) {
	// The body as bytes, so that it is sent with its length as in-process, not chunked.
	var body []byte
	if in.Body != nil {
		var err error
		if body, err = io.ReadAll(in.Body); err != nil {
			return nil, fmt.Errorf("remote request: read the body: %w", err)
		}
	}
	out, err := http.NewRequest(in.Method, r.base+strings.TrimPrefix(in.URL.RequestURI(), "/api"), bytes.NewReader(body))
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
