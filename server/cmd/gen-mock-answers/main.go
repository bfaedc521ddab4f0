// Command gen-mock-answers writes, for the console's MSW handlers (Vitest and `npm run
// dev:msw`), each contract operation's declared statuses (and whether default covers the
// other error statuses), its named response examples and the error envelopes the mock
// server simulates for its declared error statuses (mockctl.ErrorBody, in English), so that
// they honour `Prefer: code=…, example=…` as the mock server does: `make generate` runs it.
//
//	go run ./server/cmd/gen-mock-answers web/src/api/answers.gen.ts
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"

	"shopconsole/server/contract"
	"shopconsole/server/i18n"
	"shopconsole/server/mockctl"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen-mock-answers <out.ts>")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// example is one named example of a response.
type example struct {
	Status int    `json:"status"`
	Name   string `json:"name"`
	Value  any    `json:"value"`
}

// errorAnswer is the error envelope the mock server simulates for one declared status.
type errorAnswer struct {
	Status int            `json:"status"`
	Body   map[string]any `json:"body"`
}

func write(path string) error {
	c, err := contract.Load()
	if err != nil {
		return err
	}
	ops := c.Operations()
	slices.SortFunc(ops, func(a, b *contract.Operation) int {
		return strings.Compare(a.Path+" "+a.Method, b.Path+" "+b.Method)
	})
	var b bytes.Buffer
	b.WriteString("// Code generated from the contract's responses by server/cmd/gen-mock-answers. DO NOT EDIT.\n\n")
	b.WriteString("import type { MockOperation } from './mockAnswers';\n\n")
	b.WriteString("/** Each operation's declared statuses, named response examples and simulated errors, for Prefer in MSW. */\n")
	b.WriteString("export const MOCK_OPERATIONS: readonly MockOperation[] = [\n")
	for _, op := range ops {
		var statuses []int
		var examples []example
		errs := []errorAnswer{}
		for code, ref := range op.Spec().Responses.Map() {
			n, err := strconv.Atoi(code)
			if err != nil {
				continue
			}
			statuses = append(statuses, n)
			if n >= 400 {
				errs = append(errs, errorAnswer{Status: n, Body: mockctl.ErrorBody(op, n, i18n.EN, nil)})
			}
			if ref.Value == nil {
				continue
			}
			mt := ref.Value.Content.Get("application/json")
			if mt == nil {
				continue
			}
			for _, name := range slices.Sorted(maps.Keys(mt.Examples)) {
				if ex := mt.Examples[name]; ex.Value != nil {
					examples = append(examples, example{Status: n, Name: name, Value: ex.Value.Value})
				}
			}
		}
		slices.Sort(statuses)
		slices.SortFunc(examples, func(a, b example) int {
			if a.Status != b.Status {
				return a.Status - b.Status
			}
			return strings.Compare(a.Name, b.Name)
		})
		st, err := json.Marshal(statuses)
		if err != nil {
			return err
		}
		if examples == nil {
			examples = []example{}
		}
		ex, err := json.Marshal(examples)
		if err != nil {
			return err
		}
		slices.SortFunc(errs, func(a, b errorAnswer) int { return a.Status - b.Status })
		er, err := json.Marshal(errs)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "  { method: %q, path: %q, summary: %q, statuses: %s, default: %t, examples: %s, errors: %s },\n",
			strings.ToUpper(op.Method), op.Path, op.Spec().Summary, st, op.Spec().Responses.Default() != nil, ex, er)
	}
	b.WriteString("];\n")
	return os.WriteFile(path, b.Bytes(), 0o644)
}
