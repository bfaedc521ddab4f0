package contractreport

import (
	"encoding/xml"
	"fmt"
	"html/template"
	"io"
	"strings"
	"time"
)

type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitMessage `xml:"failure,omitempty"`
	Skipped   *junitMessage `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitMessage struct {
	Message string `xml:"message,attr"`
	Body    string `xml:",chardata"`
}

// WriteJUnit writes the results as one JUnit suite.
func WriteJUnit(w io.Writer, title string, results []*Result) error {
	s := junitSuite{Name: title, Tests: len(results)}
	for _, r := range results {
		c := junitCase{Name: r.Name, Classname: "contract-tests", Time: fmt.Sprintf("%.3f", r.Elapsed)}
		switch r.Status {
		case "fail":
			s.Failures++
			c.Failure = &junitMessage{Message: first(r.Failures), Body: r.Output.String()}
		case "skip":
			s.Skipped++
			c.Skipped = &junitMessage{Message: r.SkipReason}
		default:
			c.SystemOut = r.Output.String()
		}
		s.Cases = append(s.Cases, c)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return fmt.Errorf("write the XML header: %w", err)
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(junitSuites{Suites: []junitSuite{s}}); err != nil {
		return fmt.Errorf("encode JUnit: %w", err)
	}
	return nil
}

func first(s []string) string {
	if len(s) == 0 {
		return "failed"
	}
	return s[0]
}

var page = template.Must(template.New("report").Funcs(template.FuncMap{
	"join": func(s []string) string { return strings.Join(s, " ") },
}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract: {{.Title}}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
.pass{color:#1a7f37}.fail{color:#cf222e;font-weight:600}.skip{color:#777}code{font-size:12px}</style></head>
<body><h1>Contract run: {{.Title}}</h1>
<p>{{.When}} · {{.Pass}} passed · {{.Fail}} failed · {{.Skip}} skipped</p>
<table><tr><th>scenario</th><th>status</th><th>operations</th><th>failures / reason</th></tr>
{{range .Results}}<tr><td>{{.Name}}</td><td class="{{.Status}}">{{.Status}}</td>
<td><code>{{join .Operations}}</code></td>
<td>{{if eq .Status "skip"}}{{.SkipReason}}{{else if eq .Status "fail"}}{{range .Failures}}<div><code>{{.}}</code></div>{{end}}{{end}}</td></tr>
{{end}}</table></body></html>
`))

// WriteHTML writes the results as one HTML page.
func WriteHTML(w io.Writer, title string, when time.Time, results []*Result) error {
	data := struct {
		Title, When      string
		Pass, Fail, Skip int
		Results          []*Result
	}{Title: title, When: when.Format(time.RFC3339), Results: results}
	for _, r := range results {
		switch r.Status {
		case "pass":
			data.Pass++
		case "fail":
			data.Fail++
		default:
			data.Skip++
		}
	}
	if err := page.Execute(w, data); err != nil {
		return fmt.Errorf("render the report: %w", err)
	}
	return nil
}
