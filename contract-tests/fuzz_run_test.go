package contracttests

import (
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"shopconsole/server/contract"
	"shopconsole/server/mockctl"
)

// How a fuzzer run is set up and how its requests go out.

// fuzzSettings are what a run is told: by the flags, or by a test.
type fuzzSettings struct {
	checks     int
	realWrites bool // -fuzz.writes-on-real-data: writes to a shared server, to the fuzzer's own records
	// leftBehind reports the records a shared server keeps after the clean-up (nil: t.Errorf).
	leftBehind func(t *testing.T, report string)
}

func flagSettings() fuzzSettings {
	return fuzzSettings{checks: *fuzzChecks, realWrites: *fuzzRealWrites}
}

// operations fuzzes every operation that only selects, in parallel subtests.
func (fz *fuzzer) operations(t *testing.T, only func(*contract.Operation) bool) {
	t.Run("methods", func(t *testing.T) { t.Parallel(); fz.methods(t, only) })
	for _, op := range fz.c.Operations() {
		if !only(op) {
			continue
		}
		if why := fz.skipOp(op); why != "" {
			t.Run(op.ID, func(t *testing.T) { t.Skip("remote: " + why) })
			continue
		}
		if strings.HasPrefix(op.Path, mockctl.Prefix) {
			// The mock's controls change every answer (faults, latency) or the
			// whole data (reset, restore): each gets an app of its own.
			t.Run(op.ID, func(t *testing.T) {
				t.Parallel()
				newFuzzer(t, isolatedEnv(t, fz.e.Name), fz.c, fuzzSettings{checks: fz.checks}).operation(t, op)
			})
			continue
		}
		t.Run(op.ID, func(t *testing.T) { t.Parallel(); fz.operation(t, op) })
	}
}

// do sends r as its caller; a password change that went through is remembered, and
// the self account signs in again with the new password. A request hold refuses is not
// sent: the error is a heldError. A write holds the write gate while in flight.
func (fz *fuzzer) do(r *fuzzReq) (answer, error) {
	if why := fz.hold(r); why != "" {
		fz.sh.count(r.Op.ID, why)
		return answer{}, heldError(why)
	}
	if !safeMethod(r.Method) {
		if !beginWrite() {
			return answer{}, heldError("the run is stopping")
		}
		defer endWrite()
	}
	a, err := fz.send(r)
	if err == nil {
		fz.note(r, a)
	}
	return a, err
}

// heldError is the reason a request was not sent.
type heldError string

func (h heldError) Error() string { return "not sent: " + string(h) }

func (fz *fuzzer) send(r *fuzzReq) (answer, error) {
	if r.public() {
		return fz.e.send(r.httpRequest(""))
	}
	if r.Op.ID == "ChangePassword" {
		fz.mu.Lock() // one password change at a time
		defer fz.mu.Unlock()
		a, err := fz.e.send(r.httpRequest(fz.tokens[r.Who]))
		if body, ok := r.Body.(map[string]any); ok && err == nil && a.Status == http.StatusOK {
			fz.password, _ = body["newPassword"].(string)
		}
		return a, err
	}
	return fz.e.send(r.httpRequest(fz.token(r.Who)))
}

// logHeld says how many of a test's requests were not sent, and why.
func logHeld(t *testing.T, held map[string]int) {
	for _, why := range slices.Sorted(maps.Keys(held)) {
		t.Logf("remote: %d requests not sent: %s", held[why], why)
	}
}
