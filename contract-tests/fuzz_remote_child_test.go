package contracttests

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// The fuzzer as `make fuzz` runs it: this test binary, started again with
// CONTRACT_BASE_URL, -test.run '^TestFuzzContract$' and the fuzzer's flags, against a
// shared world's server.

// lockedBuffer is a child's output, read while it runs.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// fuzzChild is the command that runs TestFuzzContract against w's server, as admin.
func (w *sharedWorld) fuzzChild(t *testing.T, env []string, args ...string) (*exec.Cmd, *lockedBuffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^TestFuzzContract$", "-test.v", "-fuzz.checks=1"}, args...)...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "CONTRACT_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, append(env, "CONTRACT_BASE_URL="+w.tg.base, "CONTRACT_USER=admin", "CONTRACT_PASSWORD="+w.accounts["admin"])...)
	out := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	t.Cleanup(func() {
		if cmd.Process != nil && cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_, _ = cmd.Process.Wait()
		}
	})
	return cmd, out
}

// TestFuzzRemoteReadOnly: without -fuzz.writes-on-real-data no write reaches a shared
// server (CONTRACT_FUZZ_WRITES=1 opens nothing); only the set-up account signs in, and
// every write is skipped with a reason that names the flag.
func TestFuzzRemoteReadOnly(t *testing.T) {
	t.Parallel()
	w := newSharedWorld(t)
	before := w.snapshot(t)
	mark := len(w.log.all())
	cmd, out := w.fuzzChild(t, []string{"CONTRACT_FUZZ_WRITES=1"},
		"-fuzz.ops=^(ListStaff|GetUserInfo|DeleteStaff|EditStaff|EditRole|ShopLogin|ChangePassword|AdminUserLevelAdd)$")
	if err := cmd.Run(); err != nil {
		t.Fatalf("the fuzzer, read-only: %v\n%s", err, out)
	}
	reads := 0
	for _, r := range w.log.all()[mark:] {
		switch {
		case safeMethod(r.method):
			reads++
		case r.method == "POST" && r.path == "/api/shop/login" && strings.Contains(string(r.body), `"username":"admin"`):
		default:
			t.Errorf("a write reached the server without the flag: %s %s %s", r.method, r.path, truncate(string(r.body), 200))
		}
	}
	for _, want := range []string{"SKIP: TestFuzzContract/operations/remote/DeleteStaff", "SKIP: TestFuzzContract/stateful/remote/staff",
		writesFlagWhy, "CONTRACT_FUZZ_WRITES is not read"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output does not say %q:\n%s", want, truncate(out.String(), 4000))
		}
	}
	if reads < 50 {
		t.Errorf("%d reads: the read-only run did not run", reads)
	}
	for _, d := range diffSnapshots(before, w.snapshot(t)) {
		t.Errorf("the server's data after a read-only run: %s", d)
	}
}

// TestFuzzRemoteSignal: SIGINT in the middle of a run with writes removes what the
// fuzzer created before the process exits, with a status that is not 0.
func TestFuzzRemoteSignal(t *testing.T) {
	t.Parallel()
	w := newSharedWorld(t)
	before := w.snapshot(t)
	mark := len(w.log.all())
	cmd, out := w.fuzzChild(t, nil, "-fuzz.writes-on-real-data", "-fuzz.checks=100", "-fuzz.seed=7")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(2 * time.Minute); writesSince(w.log, mark) < 60; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the fuzzer sent %d writes in 2 minutes:\n%s", writesSince(w.log, mark), out)
		}
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(out.String(), "clean-ups run") {
		t.Errorf("after SIGINT: %v, want exit status 1 after the clean-ups:\n%s", err, truncate(out.String(), 4000))
	}
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "fuzzer:") {
			t.Logf("the fuzzer said: %s", line)
		}
	}
	for _, v := range sharedViolations(w.log.all()[mark:], before, w.accounts) {
		t.Errorf("sent to a shared server: %s", v)
	}
	for _, d := range diffSnapshots(before, w.snapshot(t)) {
		t.Errorf("the server's data after an interrupted run: %s", d)
	}
}

func writesSince(l *requestLog, mark int) int {
	n := 0
	for _, r := range l.all()[mark:] {
		if !safeMethod(r.method) {
			n++
		}
	}
	return n
}
