// Package contractreport reads the test events of a contract run (`go test -json`) into one
// result per scenario, and writes them as JUnit XML and a one-page HTML report.
package contractreport

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// event is one line of `go test -json` (test2json).
type event struct {
	Action  string
	Test    string
	Output  string
	Elapsed float64
}

// Result is one scenario: a top-level test with its subtests' output.
type Result struct {
	Name       string
	Status     string // pass, fail, skip
	Elapsed    float64
	Operations []string
	Output     strings.Builder
	Failures   []string
	SkipReason string
	ran        bool // a subtest passed or failed (skips alone make the scenario skipped)
}

// Read collects the top-level tests in the order they started, echoing the output of
// the package itself (build errors, panics); pkgFailed tells whether the package failed.
func Read(in io.Reader, echo io.Writer) ([]*Result, bool, error) {
	var order []*Result
	byName := map[string]*Result{}
	pkgFailed := false
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var ev event
		if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
			_, _ = fmt.Fprintln(echo, sc.Text()) // a build error, say
			pkgFailed = true
			continue
		}
		if ev.Test == "" {
			if ev.Action == "output" && !strings.HasPrefix(ev.Output, "ok ") && !strings.HasPrefix(ev.Output, "PASS") {
				_, _ = io.WriteString(echo, ev.Output) // the package's own lines: build errors, panics
			}
			if ev.Action == "fail" {
				pkgFailed = true
			}
			continue
		}
		top := strings.SplitN(ev.Test, "/", 2)[0]
		r := byName[top]
		if r == nil {
			r = &Result{Name: top}
			byName[top] = r
			order = append(order, r)
		}
		collect(r, ev)
	}
	if err := sc.Err(); err != nil {
		return nil, true, fmt.Errorf("read the test events: %w", err)
	}
	return order, pkgFailed, nil
}

func collect(r *Result, ev event) {
	top := !strings.Contains(ev.Test, "/")
	switch ev.Action {
	case "output":
		r.Output.WriteString(ev.Output)
		line := strings.TrimSpace(ev.Output)
		if _, after, ok := strings.Cut(line, "operations: "); ok {
			r.Operations = append(r.Operations, strings.Fields(after)...)
		} else if _, after, ok := strings.Cut(line, "remote: "); ok && r.SkipReason == "" {
			r.SkipReason = after
		} else if strings.Contains(line, "_test.go:") && !strings.HasPrefix(line, "---") && !strings.Contains(line, "mock session: ") {
			r.Failures = append(r.Failures, line)
		}
	case "pass", "fail", "skip":
		switch {
		case top:
			r.Status, r.Elapsed = ev.Action, ev.Elapsed
			if ev.Action == "pass" && !r.ran && r.SkipReason != "" {
				r.Status = "skip"
			}
		case ev.Action != "skip":
			r.ran = true
		}
	}
}
