package contracttests

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"shopconsole/server/contract"
	"shopconsole/server/mockctl"
)

// fuzzRealWrites lets the fuzzer write to a server that is not the mock, whose data is
// real: only to records it created itself (fuzz_remote_guard_test.go), all deleted at the end.
var fuzzRealWrites = flag.Bool("fuzz.writes-on-real-data", false,
	"fuzzer: on a server that is not the mock, send writes too (to records the fuzzer created only)")

// skipOp tells why the fuzzer leaves an operation out on a remote server: the mock's
// controls change every caller's answers or data; on a shared server, writes without
// -fuzz.writes-on-real-data, and the operations on records the fuzzer cannot create and
// remove again (sharedRuleOf).
func (fz *fuzzer) skipOp(op *contract.Operation) string {
	switch {
	case fz.e.Remote == nil:
		return ""
	case strings.HasPrefix(op.Path, mockctl.Prefix):
		return "the mock's controls change every caller's answers or data"
	case fz.sh == nil || !op.Write:
		return ""
	case !fz.sh.writes:
		return writesFlagWhy
	}
	if rule, _, why := sharedRuleOf(op); rule == ruleNever {
		return "a write on a shared server: " + why
	}
	return ""
}

// remoteFuzzSetup points the fuzzer's curl lines at the remote server. On a server that
// is not the mock, the seed is drawn anew unless -fuzz.seed names one: the records the
// fuzzer names from it would meet those of earlier runs.
func remoteFuzzSetup(tg *target) {
	curlOrigin = strings.TrimSuffix(tg.base, contract.BasePath)
	curlSession = tg.isMock
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "fuzz.seed" })
	if !tg.isMock && !given {
		*fuzzSeed = rand.Uint64()
		fmt.Fprintf(os.Stderr, "fuzzer: -fuzz.seed=%d (drawn for a shared server)\n", *fuzzSeed)
	}
	if os.Getenv("CONTRACT_FUZZ_WRITES") != "" && !tg.isMock && !*fuzzRealWrites {
		fmt.Fprintln(os.Stderr, "fuzzer: CONTRACT_FUZZ_WRITES is not read: -fuzz.writes-on-real-data sends writes to a shared server")
	}
}
