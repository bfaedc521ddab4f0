// Command contract-report turns `go test -json` of a remote contract run into JUnit XML and
// a one-page HTML report, and prints the failing scenarios' output and a summary:
//
//	go test -json ./contract-tests | go run ./server/cmd/contract-report -out contract-report
//
// It exits 1 when a test failed or the run did not pass.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// event is one line of `go test -json` (test2json).
type event struct {
	Action  string
	Test    string
	Output  string
	Elapsed float64
}

// result is one scenario: a top-level test with its subtests' output.
type result struct {
	Name       string
	Status     string // pass, fail, skip
	Elapsed    float64
	Operations []string
	Output     strings.Builder
	Failures   []string
	SkipReason string
	ran        bool // a subtest passed or failed (skips alone make the scenario skipped)
}

func main() {
	out := flag.String("out", "contract-report", "folder of junit.xml and index.html")
	title := flag.String("title", "contract run", "the report's title (the base URL)")
	flag.Parse()
	failed, err := run(os.Stdin, os.Stdout, *out, *title)
	if err != nil {
		fmt.Fprintln(os.Stderr, "contract-report:", err)
		os.Exit(2)
	}
	if failed {
		os.Exit(1)
	}
}

func run(in io.Reader, echo io.Writer, dir, title string) (bool, error) {
	results, pkgFailed, err := read(in, echo)
	if err != nil {
		return true, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return true, fmt.Errorf("create %s: %w", dir, err)
	}
	failed := pkgFailed
	count := map[string]int{}
	for _, r := range results {
		failed = failed || r.Status == "fail"
		count[r.Status]++
		if r.Status == "fail" {
			_, _ = io.WriteString(echo, r.Output.String())
		}
	}
	_, _ = fmt.Fprintf(echo, "%s: %d passed, %d failed, %d skipped; report: %s\n", title,
		count["pass"], count["fail"], count["skip"], filepath.Join(dir, "index.html"))
	if err := writeFile(filepath.Join(dir, "junit.xml"), func(w io.Writer) error { return writeJUnit(w, title, results) }); err != nil {
		return true, err
	}
	if err := writeFile(filepath.Join(dir, "index.html"), func(w io.Writer) error {
		return writeHTML(w, title, time.Now().UTC(), results)
	}); err != nil {
		return true, err
	}
	return failed, nil
}

func writeFile(path string, fill func(io.Writer) error) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("create %s: %w", path, err)
	}
	defer func() { err = errors.Join(err, f.Close()) }()
	if err := fill(f); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// read collects the top-level tests in the order they started.
func read(in io.Reader, echo io.Writer) ([]*result, bool, error) {
	var order []*result
	byName := map[string]*result{}
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
			r = &result{Name: top}
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

func collect(r *result, ev event) {
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
