package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const events = `{"Action":"run","Test":"TestA"}
{"Action":"output","Test":"TestA/remote","Output":"    remote_test.go:1: operations: ShopLogin EditStaff\n"}
{"Action":"pass","Test":"TestA/remote","Elapsed":0.1}
{"Action":"pass","Test":"TestA","Elapsed":0.1}
{"Action":"run","Test":"TestB"}
{"Action":"output","Test":"TestB/remote","Output":"    env_test.go:9: remote: moves the clock\n"}
{"Action":"skip","Test":"TestB/remote","Elapsed":0}
{"Action":"pass","Test":"TestB","Elapsed":0}
{"Action":"run","Test":"TestC"}
{"Action":"output","Test":"TestC/remote","Output":"    x_test.go:3: got 500, want 200 <b>\n"}
{"Action":"fail","Test":"TestC/remote","Elapsed":0.2}
{"Action":"fail","Test":"TestC","Elapsed":0.2}
{"Action":"fail","Elapsed":0.5}
`

func TestReport(t *testing.T) {
	dir := t.TempDir()
	failed, err := run(strings.NewReader(events), io.Discard, dir, "http://x/api")
	if err != nil || !failed {
		t.Fatalf("failed %v, err %v", failed, err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, "junit.xml"))
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Suites []struct {
			Tests    int `xml:"tests,attr"`
			Failures int `xml:"failures,attr"`
			Skipped  int `xml:"skipped,attr"`
			Cases    []struct {
				Skipped *struct {
					Message string `xml:"message,attr"`
				} `xml:"skipped"`
				Failure *struct {
					Message string `xml:"message,attr"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	s := got.Suites[0]
	if s.Tests != 3 || s.Failures != 1 || s.Skipped != 1 || s.Cases[1].Skipped.Message != "moves the clock" ||
		!strings.Contains(s.Cases[2].Failure.Message, "got 500") {
		t.Fatalf("junit: %s", raw)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"1 passed · 1 failed · 1 skipped", "ShopLogin EditStaff", "moves the clock", "want 200 &lt;b&gt;"} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("the page lacks %q", want)
		}
	}
}
