package proxy

import (
	"fmt"
	"io"
	"slices"
	"sync"
	"text/tabwriter"
)

type kind int

const (
	kindRequests kind = iota
	kindRequest
	kindResponse
	kindMocked
	kindUpstreamError
	kindUndeclared
	kinds
)

// Tally counts by operation: requests, requests and answers that break the contract,
// answers the mock gave and upstream failures. A request no operation declares is
// counted under its method and path.
type Tally struct {
	mu    sync.Mutex
	byOp  map[string]*[kinds]int
	total [kinds]int
}

func newTally() *Tally { return &Tally{byOp: map[string]*[kinds]int{}} }

func (t *Tally) add(op string, k kind) {
	t.mu.Lock()
	defer t.mu.Unlock()
	c := t.byOp[op]
	if c == nil {
		c = &[kinds]int{}
		t.byOp[op] = c
	}
	c[k]++
	t.total[k]++
}

// Counts are one operation's figures.
type Counts struct {
	Requests, BadRequests, BadResponses, Mocked, UpstreamErrors, Undeclared int
}

// Of answers an operation's figures.
func (t *Tally) Of(op string) Counts {
	t.mu.Lock()
	defer t.mu.Unlock()
	c := t.byOp[op]
	if c == nil {
		return Counts{}
	}
	return Counts{c[kindRequests], c[kindRequest], c[kindResponse], c[kindMocked], c[kindUpstreamError], c[kindUndeclared]}
}

// Violations is how many requests and answers broke the contract, requests to operations
// it does not declare included.
func (t *Tally) Violations() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return violations(&t.total)
}

func violations(c *[kinds]int) int { return c[kindRequest] + c[kindResponse] + c[kindUndeclared] }

// WriteSummary writes a table of the operations seen, the ones with violations first.
func (t *Tally) WriteSummary(w io.Writer) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	ops := make([]string, 0, len(t.byOp))
	for op := range t.byOp {
		ops = append(ops, op)
	}
	slices.SortFunc(ops, func(a, b string) int {
		va, vb := violations(t.byOp[a]), violations(t.byOp[b])
		if va != vb {
			return vb - va
		}
		if a < b {
			return -1
		}
		return 1
	})
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "operation\trequests\tundeclared\tbad requests\tbad answers\tmocked\tupstream errors")
	row := func(name string, c *[kinds]int) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\n", name, c[kindRequests], c[kindUndeclared], c[kindRequest], c[kindResponse], c[kindMocked], c[kindUpstreamError])
	}
	for _, op := range ops {
		row(op, t.byOp[op])
	}
	row("total", &t.total)
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("write the summary: %w", err)
	}
	return nil
}
