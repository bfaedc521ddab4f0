// Command gen-mock-answers writes, for the console's MSW handlers (Vitest and `npm run
// dev:msw`), each contract operation's declared statuses and named response examples, so
// that they honour `Prefer: code=…, example=…` as the mock server does: `make generate`
// runs it.
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
	b.WriteString("/** Each operation's declared statuses and named response examples, for Prefer in MSW. */\n")
	b.WriteString("export const MOCK_OPERATIONS: readonly MockOperation[] = [\n")
	for _, op := range ops {
		var statuses []int
		var examples []example
		for code, ref := range op.Spec().Responses.Map() {
			n, err := strconv.Atoi(code)
			if err != nil {
				continue
			}
			statuses = append(statuses, n)
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
		fmt.Fprintf(&b, "  { method: %q, path: %q, statuses: %s, examples: %s },\n", strings.ToUpper(op.Method), op.Path, st, ex)
	}
	b.WriteString("];\n")
	return os.WriteFile(path, b.Bytes(), 0o644)
}
