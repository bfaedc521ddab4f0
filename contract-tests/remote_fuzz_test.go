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

// remoteFuzzSkip tells why the fuzzer leaves an operation out on a remote server: the
// mock's controls change every caller's answers or data; on a server that is not the mock,
// writes change data the run did not create, unless CONTRACT_FUZZ_WRITES=1 says the
// server is a throwaway one.
func remoteFuzzSkip(e *Env, op *contract.Operation) string {
	switch {
	case e.Remote == nil:
		return ""
	case strings.HasPrefix(op.Path, mockctl.Prefix):
		return "the mock's controls change every caller's answers or data"
	case e.Remote.session == "" && op.Write && os.Getenv("CONTRACT_FUZZ_WRITES") != "1":
		return "a write on a shared server (CONTRACT_FUZZ_WRITES=1 sends it)"
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
}

// anyMap keeps a nil map nil as an any.
func anyMap(m map[string]any) any {
	if m == nil {
		return nil
	}
	return m
}
