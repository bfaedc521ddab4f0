package contracttests

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// shrink makes a failing request smaller while it still fails the same check, with the
// same status and about the same place: it drops optional parameters and properties,
// shortens arrays and replaces values by plain ones, greedily, within a request budget.
// The place a generated case is about (its Loc) is only ever simplified, never dropped.
func (fz *fuzzer) shrink(f failure, budget int) failure {
	best := f
	for budget > 0 {
		improved := false
		for _, cand := range fz.candidates(best.Req) {
			if budget--; budget < 0 {
				break
			}
			fz.protect(cand)
			if g, ok := fz.reproduces(f, cand); ok {
				best, improved = g, true
				break
			}
		}
		if !improved {
			break
		}
	}
	if best.Where == "" {
		best.Where = fingerprint(best.Req)
	}
	return best
}

func (fz *fuzzer) reproduces(f failure, cand *fuzzReq) (failure, bool) {
	a, err := fz.do(cand)
	if err != nil {
		return failure{}, false
	}
	for _, g := range fz.judge(cand, a) {
		if g.Check == f.Check && g.Ans.Status == f.Ans.Status && (f.Req.Target == "" || g.Where == f.Where) {
			return g, true
		}
	}
	return failure{}, false
}

// candidates are smaller variants of r, the boldest first.
func (fz *fuzzer) candidates(r *fuzzReq) []*fuzzReq {
	var out []*fuzzReq
	required := map[string]bool{}
	for _, p := range specOf(fz.c, r.Op).Parameters {
		required[p.Value.Name] = p.Value.Required
	}
	for i, p := range r.Params {
		if !required[p.Name] && locName(p.In, []string{p.Name}) != r.Loc {
			c := r.clone()
			c.Params = slices.Delete(c.Params, i, i+1)
			out = append(out, c)
		}
	}
	if r.RawBody != nil {
		return out
	}
	var paths [][]string
	walkPaths(r.Body, nil, func(p []string) { paths = append(paths, p) })
	for _, p := range paths { // drop a property or an item (top-level first)
		if !onLoc(p, r.Loc) {
			c := r.clone()
			c.Body = deletePath(c.Body, p)
			out = append(out, c)
		}
	}
	leaves(r.Body, nil, func(p []string, v any) { // plainer values
		for _, simpler := range fz.simpler(r, p, v) {
			c := r.clone()
			c.Body = setPath(c.Body, p, simpler)
			out = append(out, c)
		}
	})
	return out
}

// onLoc reports whether path is the case's location or holds it.
func onLoc(path []string, loc string) bool {
	p := strings.Join(path, ".")
	return loc != "" && (p == loc || strings.HasPrefix(loc, p+"."))
}

// walkPaths visits every property and item path, parents before children.
func walkPaths(v any, path []string, visit func([]string)) {
	switch x := v.(type) {
	case map[string]any:
		for _, k := range sortedMapKeys(x) {
			p := append(append([]string(nil), path...), k)
			visit(p)
			walkPaths(x[k], p, visit)
		}
	case []any:
		for i := range x {
			p := append(append([]string(nil), path...), fmt.Sprint(i))
			visit(p)
			walkPaths(x[i], p, visit)
		}
	}
}

// simpler values for a leaf: the schema's example, the fewest plain characters, or, at
// the case's location, the hostile piece alone.
func (fz *fuzzer) simpler(r *fuzzReq, path []string, v any) []any {
	s := fz.schemaAt(r, strings.Join(path, "."))
	if s == nil {
		return nil
	}
	var out []any
	str, isStr := v.(string)
	switch {
	case isStr && onLoc(path, r.Loc):
		for _, h := range hostiles {
			if strings.Contains(str, h.Text) && str != h.Text {
				out = append(out, fitLength(h.Text, int(s.MinLength), textLength(str)))
			}
		}
	case isStr:
		plain := strings.Repeat("a", int(s.MinLength))
		if ex, ok := s.Example.(string); ok && ex != str {
			out = append(out, ex)
		}
		if str != plain && s.Pattern == "" && s.Format == "" && len(s.Enum) == 0 {
			out = append(out, plain)
		}
	case s.Example != nil && fmt.Sprint(s.Example) != fmt.Sprint(v):
		if _, isNum := v.(interface{ Int64() (int64, error) }); isNum {
			out = append(out, s.Example)
		}
	}
	return out
}

// fingerprint names the hostile places of a request, for telling failures apart.
func fingerprint(r *fuzzReq) string {
	var parts []string
	for _, p := range r.Params {
		if c := paramClass(p.Value); c != "" {
			parts = append(parts, fmt.Sprintf("%s (%s)", locName(p.In, []string{p.Name}), c))
		}
	}
	leaves(r.Body, nil, func(path []string, v any) {
		if c := valueClass(v); c != "" {
			parts = append(parts, fmt.Sprintf("%s (%s)", locName("body", path), c))
		}
	})
	return strings.Join(parts, ", ")
}

// valueClass names what is hostile about a value: its text, or an integer beyond 32 bits.
func valueClass(v any) string {
	switch x := v.(type) {
	case string:
		return hostileClass(x)
	case json.Number:
		if n, err := x.Float64(); err == nil && (n >= 1<<31 || n < -(1<<31)) {
			return "huge number"
		}
	}
	return ""
}

// paramClass is valueClass of a parameter's text.
func paramClass(s string) string {
	if c := hostileClass(s); c != "" {
		return c
	}
	return valueClass(json.Number(s))
}
