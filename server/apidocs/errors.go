package apidocs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"strconv"
	"strings"

	"shopconsole/server/contract"
	"shopconsole/server/i18n"
	"shopconsole/server/mockctl"
)

const responsesRef = "#/components/responses/"

// withErrorExamples writes each operation's error responses out in place, each with the
// example of its own: the error the mock simulates for that status (mockctl.ErrorBody),
// which names the operation and its field, instead of the shared response's example,
// which belongs to no operation in particular ("default" shows a 500).
func withErrorExamples(spec []byte, c *contract.Contract) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(spec))
	dec.UseNumber() // the examples' large ids stay as written
	var doc map[string]any
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("contract as JSON: %w", err)
	}
	components, _ := doc["components"].(map[string]any)
	shared, _ := components["responses"].(map[string]any)
	paths, _ := doc["paths"].(map[string]any)
	for path, item := range paths {
		methods, _ := item.(map[string]any)
		for method, o := range methods {
			op, ok := c.Find(strings.ToUpper(method), contract.BasePath+path)
			if !ok {
				continue // a path item's parameters or description
			}
			responses, _ := o.(map[string]any)["responses"].(map[string]any)
			for status, r := range responses {
				if err := inlineError(responses, status, r, shared, op); err != nil {
					return nil, fmt.Errorf("%s %s %s: %w", method, path, status, err)
				}
			}
		}
	}
	return json.Marshal(doc)
}

// inlineError replaces the shared error response at responses[status] with a copy whose
// JSON content has the operation's own example.
func inlineError(responses map[string]any, status string, r any, shared map[string]any, op *contract.Operation) error {
	code, isError := errorStatus(status)
	if !isError {
		return nil
	}
	ref, _ := r.(map[string]any)["$ref"].(string)
	name, ok := strings.CutPrefix(ref, responsesRef)
	if !ok {
		return nil
	}
	resp, ok := shared[name].(map[string]any)
	if !ok {
		return fmt.Errorf("no shared response %s", name)
	}
	content, _ := resp["content"].(map[string]any)
	media, ok := content["application/json"].(map[string]any)
	if !ok {
		return nil
	}
	// Shallow copies: the schema and the headers stay shared.
	own := maps.Clone(resp)
	ownMedia := maps.Clone(media)
	ownMedia["example"] = mockctl.ErrorBody(op, code, i18n.EN, nil)
	ownContent := maps.Clone(content)
	ownContent["application/json"] = ownMedia
	own["content"] = ownContent
	responses[status] = own
	return nil
}

// errorStatus is the status a response key stands for when it is an error's: default shows
// a 500.
func errorStatus(key string) (int, bool) {
	if key == "default" {
		return 500, true
	}
	n, err := strconv.Atoi(key)
	return n, err == nil && n >= 400
}
