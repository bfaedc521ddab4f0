package contracttests

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"shopconsole/mock"
	"shopconsole/server/app"
	"shopconsole/server/contractreport"
	"shopconsole/server/mockctl"
	"shopconsole/server/postgres"
	"shopconsole/server/session"
)

// TestRemoteRuns runs the scenarios over HTTP as `make contract` does (this test binary
// started again with CONTRACT_BASE_URL, its events read as the report reads them) against
// a mock server and a fresh Postgres server, each served by this process on 127.0.0.1 as
// the binary serves it. It fails when a scenario fails, and when the scenarios skipped are
// not exactly the ones named for that server with their reasons (remoteSkipped): a run
// that skips more than it says is a defect, and so is a name left on the list that runs.
func TestRemoteRuns(t *testing.T) {
	if envTarget != nil {
		t.Skip("a remote run does not start remote runs")
	}
	t.Parallel()
	names, err := remoteScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"mock", "postgres"} {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			srv := serveLikeTheBinary(t, kind)
			results := runRemotely(t, srv)
			checkRemoteRun(t, kind, names, results)
		})
	}
}

// remoteServer is a server a remote run is sent to.
type remoteServer struct {
	base, user, password string
	env                  []string // the run's environment beside CONTRACT_BASE_URL
}

// serveLikeTheBinary serves a fresh app of the backend on 127.0.0.1 with the settings
// `shop-console` gives it: the mock with its sample data, sessions and controls; Postgres in
// a schema of its own with only its first Admin, open registration (so the registration
// scenarios have a server to run on) and SMS codes written to an outbox file, as
// `--sms dev --sms-outbox FILE` does.
func serveLikeTheBinary(t *testing.T, kind string) remoteServer {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	sc := session.Config{Secret: secret, AccessTTL: 15 * time.Minute, RefreshTTL: 168 * time.Hour, Registration: true}
	cfg := app.Config{Logger: slog.New(slog.DiscardHandler)}
	srv := remoteServer{user: "admin", password: "123456"}
	var backend app.Backend
	switch kind {
	case "mock":
		sc.DemoPasswords, sc.MockServer, sc.Social, sc.SMS = true, true, mock.Social{}, &mock.SMS{}
		settings, err := mockctl.NewSettings(mockctl.Values{})
		if err != nil {
			t.Fatal(err)
		}
		cfg.Mock = settings
		backend = mock.New()
	default:
		db := openPostgres(t)
		srv.password = "remote-" + hex.EncodeToString(secret[:6])
		if err := postgres.EnsureAdmin(ctx, db, srv.password, cfg.Logger); err != nil {
			t.Fatal(err)
		}
		backend = db
		// SMS codes go to an outbox file the run reads, as `--sms dev --sms-outbox FILE` does.
		outbox := filepath.Join(t.TempDir(), "sms-outbox")
		sc.SMS = session.LogSender{Logger: cfg.Logger, Outbox: session.Outbox(outbox)}
		// A fresh server's data may be spent: the scenarios that leave shop users and orders run.
		srv.env = append(srv.env, "CONTRACT_THROWAWAY=1", "CONTRACT_SMS_OUTBOX="+outbox)
	}
	cfg.Session = sc
	a, err := app.New(ctx, backend, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = app.Serve(a, ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	t.Cleanup(func() { _ = a.ShutdownWithTimeout(5 * time.Second) })
	srv.base = "http://" + ln.Addr().String() + "/api"
	return srv
}

// runRemotely runs this test binary's scenarios against the server through test2json, and
// reads the events as the report does, writing the report into the test's folder.
func runRemotely(t *testing.T, srv remoteServer) []*contractreport.Result {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("go", "tool", "test2json", "-t", os.Args[0], "-test.v=test2json", "-test.count=1", "-test.timeout=20m")
	cmd.Env = append(os.Environ(), "CONTRACT_BASE_URL="+srv.base, "CONTRACT_USER="+srv.user, "CONTRACT_PASSWORD="+srv.password,
		"CONTRACT_REPORT="+dir, "CONTRACT_SESSION_PREFIX=ct-self-"+uniq())
	cmd.Env = append(cmd.Env, srv.env...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start the remote run: %v", err)
	}
	var echo strings.Builder
	results, pkgFailed, err := contractreport.Read(out, &echo)
	waitErr := cmd.Wait()
	if err != nil {
		t.Fatal(err)
	}
	var exit *exec.ExitError
	if waitErr != nil && !errors.As(waitErr, &exit) {
		t.Fatalf("the remote run: %v\n%s", waitErr, stderr.String())
	}
	if pkgFailed && !slices.ContainsFunc(results, func(r *contractreport.Result) bool { return r.Status == "fail" }) {
		t.Fatalf("the remote run failed outside any scenario:\n%s%s", echo.String(), stderr.String())
	}
	t.Logf("remote run against %s: %s in %s (report: %s)", srv.base, tally(results), time.Since(start).Round(time.Second),
		filepath.Join(dir, "coverage-*.md"))
	return results
}

func tally(results []*contractreport.Result) string {
	n := map[string]int{}
	for _, r := range results {
		n[r.Status]++
	}
	return strings.Join([]string{itoa(int64(n["pass"])) + " passed", itoa(int64(n["fail"])) + " failed", itoa(int64(n["skip"])) + " skipped"}, ", ")
}

// checkRemoteRun fails on every failed scenario, on a scenario that did not run at all,
// and on every difference between the scenarios skipped and those named for the server.
func checkRemoteRun(t *testing.T, kind string, names []string, results []*contractreport.Result) {
	t.Helper()
	byName := map[string]*contractreport.Result{}
	for _, r := range results {
		byName[r.Name] = r
	}
	want := remoteSkipped[kind]
	for _, name := range names {
		r := byName[name]
		switch {
		case r == nil:
			t.Errorf("%s: %s did not run", kind, name)
		case r.Status == "fail":
			t.Errorf("%s: %s failed:\n%s", kind, name, r.Output.String())
		case r.Status == "skip" && want[name] == "":
			t.Errorf("%s: %s was skipped (%s) and is not named as skipped there", kind, name, r.SkipReason)
		case r.Status == "skip" && !strings.Contains(r.SkipReason, want[name]):
			t.Errorf("%s: %s was skipped for %q, named for %q", kind, name, r.SkipReason, want[name])
		case r.Status != "skip" && want[name] != "":
			t.Errorf("%s: %s ran, yet is named as skipped there (%q): take it off the list", kind, name, want[name])
		}
	}
	for name := range want {
		if !slices.Contains(names, name) {
			t.Errorf("%s: %s is named as skipped but is no scenario", kind, name)
		}
	}
	ran := len(names) - len(want)
	t.Logf("%s: %d of %d scenarios run over HTTP, %d skipped by name", kind, ran, len(names), len(want))
	if kind == "mock" && ran*5 < len(names)*4 {
		t.Errorf("mock: %d of %d scenarios run over HTTP, under four fifths", ran, len(names))
	}
}
