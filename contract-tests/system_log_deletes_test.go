package contracttests

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"shopconsole/server/contract"
)

// A delete is an operation whose id has the word Delete, Destroy, Remove or Unbind, or
// whose path ends in one (doDelete, destroyView...).
var (
	deleteInID   = regexp.MustCompile(`(Delete|Destroy|Remove|Unbind)([A-Z]|$)`)
	deleteInPath = regexp.MustCompile(`/(do)?(delete|destroy|remove|unbind)[A-Za-z]*$`)
)

// deleteOperations are the contract's deletes (the system log writes a line for each).
func deleteOperations(t *testing.T) []*contract.Operation {
	t.Helper()
	c, err := contract.Load()
	if err != nil {
		t.Fatal(err)
	}
	var out []*contract.Operation
	for _, op := range c.Operations() {
		if op.Write && !op.SelfAudited && (deleteInID.MatchString(op.ID) || deleteInPath.MatchString(strings.ToLower(op.Path))) {
			out = append(out, op)
		}
	}
	return out
}

// deletion makes records to delete and answers the body that deletes them and the detail
// their system-log line must have.
type deletion func(t *testing.T, e *Env, who admin) (body any, detail string)

// demoDeletes are the deletes of the demo layer, which Postgres does not serve.
var demoDeletes = []string{"DeleteDemoTableRows"}

// TestSystemLogNamesDeleted: every delete of the contract writes a system-log line that says
// what it deleted, ids and names, on both backends. A delete without a recipe here fails.
func TestSystemLogNamesDeleted(t *testing.T) {
	ops := deleteOperations(t)
	if len(ops) < 20 {
		t.Fatalf("only %d deletes found in the contract: the rule finds too few", len(ops))
	}
	for id := range deletions {
		if !slices.ContainsFunc(ops, func(op *contract.Operation) bool { return op.ID == id }) {
			t.Errorf("a recipe for %s, which is no delete of the contract", id)
		}
	}
	eachBackend(t, func(t *testing.T, e *Env) {
		who := e.signedIn(t, "remover", "Admin")
		for _, op := range ops {
			t.Run(op.ID, func(t *testing.T) {
				recipe, ok := deletions[op.ID]
				if !ok {
					t.Fatalf("%s %s deletes records: add to deletions how to make some, and say what its line names", op.Method, op.Path)
				}
				if slices.Contains(demoDeletes, op.ID) && e.Name != "mock" {
					t.Skip("the demo layer is the mock's")
				}
				body, want := recipe(t, e, who)
				expect(t, e.write(t, who, "/api"+op.Path, body), 200, "")
				if got := e.lastLogDetail(t, who, op.ID); got != want {
					t.Errorf("%s's line says %q, want %q", op.ID, got, want)
				}
			})
		}
	})
}

// lastLogDetail is the detail of the newest system-log line of the operation by who: read
// from the store in-process, through the log's list against a running server.
func (e *Env) lastLogDetail(t *testing.T, who admin, opID string) string {
	t.Helper()
	if e.Remote != nil {
		r := e.Do(t, "GET", q("/api/systemLog/getList", "account", who.name, "pageSize", 100), nil, token(who.token))
		expect(t, r, 200, "")
		for _, row := range list(r) { // newest first
			if row["operation"] == opID {
				d, _ := row["detail"].(string)
				return d
			}
		}
		return ""
	}
	entries, err := e.Store.SystemLog(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var got string // the newest line of the operation
	for _, en := range entries {
		if en.Operation == opID {
			got = en.Detail
		}
	}
	return got
}

// made posts a create as who and answers the id it made.
func (e *Env) made(t *testing.T, who admin, path string, body any) int64 {
	t.Helper()
	r := e.Do(t, "POST", path, body, token(who.token))
	expect(t, r, 200, "")
	return r.id()
}

// named is a detail: kind, then each id and its name.
func named(kind string, idNames ...any) string {
	parts := make([]string, 0, len(idNames)/2)
	for i := 0; i+1 < len(idNames); i += 2 {
		parts = append(parts, strings.TrimSpace(fmt.Sprint(idNames[i], " ", idNames[i+1])))
	}
	return kind + " " + strings.Join(parts, ", ")
}

func byIDs(v ...int64) map[string]any { return map[string]any{"ids": v} }
func byID(v int64) map[string]any     { return map[string]any{"id": v} }
