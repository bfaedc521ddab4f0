package contracttests

import (
	"flag"
	"fmt"
	"os"
	"testing"

	"shopconsole/server/contract"
)

// TestMain fails the run when an operation of the contract has no scenario (checked
// only on full runs: a -run filter skips scenarios on purpose).
func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
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
	}
	os.Exit(code)
}
