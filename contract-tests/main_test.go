package contracttests

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"shopconsole/server/contract"
	"shopconsole/server/postgres/pgtest"
)

// TestMain fails the run when an operation of the contract has no scenario, and writes the
// coverage of responses and parameters per backend to coverage/contract.md, failing under
// their floors (checked only on full runs: a -run filter skips scenarios on purpose).
//
// SIGINT and SIGTERM run the clean-ups of the fuzzers on shared servers before the process
// exits (cleanUpOnSignal).
func TestMain(m *testing.M) {
	flag.Parse()
	cleanUpOnSignal()
	if envTarget != nil {
		os.Exit(runRemoteSuite(m))
	}
	code := m.Run()
	stopFaultCluster()
	pgtest.StopShared()
	if code == 0 && flag.Lookup("test.run").Value.String() == "" {
		c, err := contract.Load()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		var missing []string
		for _, op := range c.Operations() {
			if _, ok := covered.Load(op.ID); !ok {
				missing = append(missing, op.Method+" "+op.Path+" ("+op.ID+")")
			}
		}
		if len(missing) > 0 {
			fmt.Fprintf(os.Stderr, "FAIL: contract operations without a scenario:\n")
			for _, m := range missing {
				fmt.Fprintln(os.Stderr, "  ", m)
			}
			code = 1
		}
		low, err := checkCoverage(c)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if len(low) > 0 {
			fmt.Fprintf(os.Stderr, "FAIL: contract coverage under its floor (the table: coverage/contract.md):\n  %s\n", strings.Join(low, "\n  "))
			code = 1
		}
	}
	os.Exit(code)
}

// runRemoteSuite runs the scenarios against CONTRACT_BASE_URL: those a -run names, else
// every scenario test. Coverage is written into CONTRACT_REPORT, not checked against the
// floors: skipped scenarios leave operations out.
func runRemoteSuite(m *testing.M) int {
	run := flag.Lookup("test.run")
	if run.Value.String() == "" {
		pattern, err := remoteRunPattern()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if err := run.Value.Set(pattern); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	code := m.Run()
	if dir := os.Getenv("CONTRACT_REPORT"); dir != "" && envTarget.err == nil && envTarget.token != "" {
		if err := writeRemoteCoverage(dir); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	return code
}
