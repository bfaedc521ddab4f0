// Command gen-operations writes each contract operation's summary, in English (summary) and
// Chinese (x-summary-zh), as a TypeScript module, so that the system log shows what an
// operation did as a sentence instead of its id: `make generate` runs it.
//
//	go run ./server/cmd/gen-operations web/src/api/operations.gen.ts
package main

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"shopconsole/server/contract"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen-operations <out.ts>")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

type summary struct{ id, en, zh string }

func summaries() ([]summary, error) {
	c, err := contract.Load()
	if err != nil {
		return nil, err
	}
	var out []summary
	for _, item := range c.Doc.Paths.Map() {
		for _, op := range item.Operations() {
			zh, _ := op.Extensions["x-summary-zh"].(string)
			if op.Summary == "" || zh == "" {
				return nil, fmt.Errorf("operation %s needs a summary and an x-summary-zh", op.OperationID)
			}
			// "Sign in (deprecated alias of …)": the sentence is what it did, not what it is.
			en, _, _ := strings.Cut(op.Summary, " (")
			out = append(out, summary{op.OperationID, en, zh})
		}
	}
	slices.SortFunc(out, func(a, b summary) int { return strings.Compare(a.id, b.id) })
	return out, nil
}

func write(path string) error {
	ops, err := summaries()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	b.WriteString("// Code generated from the contract's summary and x-summary-zh by server/cmd/gen-operations. DO NOT EDIT.\n\n")
	b.WriteString("/** What each operation of the contract does, by operationId, in both languages of the console. */\n")
	b.WriteString("export const OPERATION_SUMMARIES: Record<string, { en: string; zh: string }> = {\n")
	for _, o := range ops {
		fmt.Fprintf(&b, "  %s: { en: %s, zh: %s },\n", o.id, quote(o.en), quote(o.zh))
	}
	b.WriteString("};\n")
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// quote is a single-quoted TypeScript string.
func quote(s string) string {
	q := strconv.Quote(s)
	return "'" + strings.ReplaceAll(strings.ReplaceAll(q[1:len(q)-1], `\"`, `"`), "'", `\'`) + "'"
}
