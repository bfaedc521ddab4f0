package apidocs

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"shopconsole/server/contract"
)

// TestServedErrorExamples: in the JSON the reference page reads, every error response of
// every operation is written out with an example of its own: the 400, 404 and 409 name the
// operation, no example is another operation's, and none is a success.
func TestServedErrorExamples(t *testing.T) {
	raw, err := servedJSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]struct {
			Summary   string `json:"summary"`
			Responses map[string]struct {
				Ref     string `json:"$ref"`
				Content map[string]struct {
					Example *struct {
						Code int    `json:"code"`
						Msg  string `json:"msg"`
					} `json:"example"`
				} `json:"content"`
			} `json:"responses"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	named := 0
	for path, methods := range doc.Paths {
		for method, op := range methods {
			if _, ok := c.Find(strings.ToUpper(method), contract.BasePath+path); !ok {
				continue
			}
			for status, r := range op.Responses {
				if status < "400" && status != "default" {
					continue
				}
				ex := r.Content["application/json"].Example
				if r.Ref != "" || ex == nil || strings.Contains(ex.Msg, "success") || (status != "default" && status != strconv.Itoa(ex.Code)) {
					t.Errorf("%s %s %s: %+v", method, path, status, r)
					continue
				}
				if status == "400" || status == "404" || status == "409" {
					if !strings.HasPrefix(ex.Msg, op.Summary+": ") {
						t.Errorf("%s %s %s: %q does not name %q", method, path, status, ex.Msg, op.Summary)
					}
					named++
				}
			}
		}
	}
	if named < 300 {
		t.Fatalf("only %d examples name their operation", named)
	}
}
