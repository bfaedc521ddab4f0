// Command contract-report turns `go test -json` of a remote contract run into JUnit XML and
// a one-page HTML report, and prints the failing scenarios' output and a summary:
//
//	go test -json ./contract-tests | go run ./server/cmd/contract-report -out contract-report
//
// It exits 1 when a test failed or the run did not pass.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"shopconsole/server/contractreport"
)

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
	results, pkgFailed, err := contractreport.Read(in, echo)
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
	if err := writeFile(filepath.Join(dir, "junit.xml"), func(w io.Writer) error { return contractreport.WriteJUnit(w, title, results) }); err != nil {
		return true, err
	}
	if err := writeFile(filepath.Join(dir, "index.html"), func(w io.Writer) error {
		return contractreport.WriteHTML(w, title, time.Now().UTC(), results)
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
