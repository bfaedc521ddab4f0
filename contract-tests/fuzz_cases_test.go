package contracttests

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/server/contract"
)

// mutation is one way to break a location's schema.
type mutation struct {
	name   string
	value  any
	remove bool
}

// negatives are requests that each break the schema at one place, on a valid baseline.
func (fz *fuzzer) negatives(g *gen, op *contract.Operation) []oneCase {
	var out []oneCase
	o := specOf(fz.c, op)
	for _, loc := range locationsOf(o) {
		for _, m := range mutationsOf(g, loc) {
			out = append(out, oneCase{make: func(attempt int) *fuzzReq {
				r := fz.caseBaseline(g, op, attempt)
				if m.remove {
					loc.remove(r)
				} else {
					loc.set(r, m.value)
				}
				r.Intent = fmt.Sprintf("%s (%s)", loc, m.name)
				r.Target, r.Loc = r.Intent, loc.String()
				fz.protect(r)
				return r
			}})
		}
	}
	if s, _ := bodySchema(o); s != nil {
		for _, m := range []struct {
			name, raw, ctype string
		}{
			{"malformed JSON", `{"`, ""}, {"truncated JSON", `{"a":[1,`, ""}, {"array for the body object", `[]`, ""},
			{"bare string body", `"x"`, ""}, {"text/plain body", `{}`, "text/plain"}, {"empty body", ``, ""},
		} {
			out = append(out, oneCase{make: func(attempt int) *fuzzReq {
				r := fz.caseBaseline(g, op, attempt)
				r.RawBody, r.CType, r.Intent, r.Target = []byte(m.raw), m.ctype, "body ("+m.name+")", "body ("+m.name+")"
				return r
			}})
		}
	}
	return out
}

// mutationsOf lists the ways to break one location.
func mutationsOf(g *gen, l location) []mutation {
	s := l.Schema
	var ms []mutation
	if l.Required {
		ms = append(ms, mutation{name: "missing required", remove: true})
	}
	if !s.Nullable && l.In == "body" {
		ms = append(ms, mutation{name: "null", value: nil})
	}
	switch {
	case len(s.Enum) > 0:
		ms = append(ms, mutation{name: "unknown enum value", value: "not-an-enum-value"})
	case is(s, "integer"), is(s, "number"):
		ms = append(ms, numberMutations(s, l.In)...)
	case is(s, "string"):
		ms = append(ms, stringMutations(g, s, l.In)...)
	case is(s, "boolean"):
		ms = append(ms, mutation{name: "wrong type", value: "yes"})
	case is(s, "array"):
		ms = append(ms, arrayMutations(g, s)...)
	case is(s, "object") || s.Properties != nil:
		ms = append(ms, mutation{name: "wrong type", value: []any{}})
		if ap := s.AdditionalProperties.Has; ap != nil && !*ap {
			v := g.object(s, 1)
			v["fuzzExtra"] = json.Number("1")
			ms = append(ms, mutation{name: "extra property", value: v})
		}
	}
	return ms
}

func numberMutations(s *openapi3.Schema, in string) []mutation {
	ms := []mutation{{name: "wrong type", value: "abc"}}
	if in == "body" {
		ms = append(ms, mutation{name: "numeric string", value: "1"}, mutation{name: "boolean", value: true})
	}
	if is(s, "integer") {
		ms = append(ms, mutation{name: "float for integer", value: json.Number("1.5")},
			mutation{name: "beyond int64", value: json.Number("99999999999999999999")})
	}
	if s.Min != nil {
		ms = append(ms, mutation{name: "minimum-1", value: json.Number(fmt.Sprint(*s.Min - 1))})
	}
	if s.Max != nil {
		ms = append(ms, mutation{name: "maximum+1", value: json.Number(fmt.Sprint(*s.Max + 1))})
	}
	return ms
}

func stringMutations(g *gen, s *openapi3.Schema, in string) []mutation {
	var ms []mutation
	if in == "body" {
		ms = append(ms, mutation{name: "wrong type", value: json.Number("12")}, mutation{name: "array for string", value: []any{"a"}})
	}
	if s.MinLength > 0 {
		ms = append(ms, mutation{name: "minLength-1", value: strings.Repeat("a", int(s.MinLength)-1)})
	}
	if s.MaxLength != nil {
		ms = append(ms, mutation{name: "maxLength+1", value: overlong(g, s)})
	}
	if s.Pattern != "" {
		ms = append(ms, mutation{name: "pattern mismatch", value: "!"})
		// A header cannot carry NUL: the client refuses to send it.
		if v := g.str(s); in != "header" && !regexp.MustCompile(s.Pattern).MatchString(v+"\x00") {
			ms = append(ms, mutation{name: "NUL breaking the pattern", value: v + "\x00"})
		}
	}
	if s.Format != "" {
		ms = append(ms, mutation{name: "bad " + s.Format, value: "not-a-" + s.Format})
	}
	return ms
}

// overlong is one character more than maxLength, valid otherwise when it can be.
func overlong(g *gen, s *openapi3.Schema) string {
	n := int(*s.MaxLength) + 1
	if s.Pattern != "" {
		v := g.str(s)
		return v + strings.Repeat("9", max(n-textLength(v), 0))
	}
	return strings.Repeat("长", n)
}

func arrayMutations(g *gen, s *openapi3.Schema) []mutation {
	ms := []mutation{{name: "wrong type", value: "a"}}
	if s.MinItems > 0 {
		ms = append(ms, mutation{name: "minItems-1", value: []any{}})
	}
	if s.MaxItems != nil && *s.MaxItems < 1000 {
		items := make([]any, int(*s.MaxItems)+1)
		for i := range items {
			items[i] = g.value(s.Items.Value, "", 1)
		}
		ms = append(ms, mutation{name: "maxItems+1", value: items})
	}
	if s.UniqueItems {
		v := g.value(s.Items.Value, "", 1)
		ms = append(ms, mutation{name: "duplicate items", value: []any{v, v}})
	}
	return ms
}

// oneCase makes the request of a case made for one place; retry says whether a refusal
// that blames another place (a business rule the random rest of the request broke)
// should be tried again on a new baseline.
type oneCase struct {
	make  func(attempt int) *fuzzReq
	retry bool
}

// edge is a value the schema allows that tends to break servers.
type edge struct {
	class string
	value any
}

// targeted are valid requests with one edge value at one place each: hostile text,
// numbers on their bounds or beyond 32 and 53 bits, empty, full and duplicate arrays.
func (fz *fuzzer) targeted(g *gen, op *contract.Operation) []oneCase {
	var out []oneCase
	for _, loc := range locationsOf(specOf(fz.c, op)) {
		for _, e := range edgeValues(g, loc) {
			out = append(out, oneCase{retry: true, make: func(attempt int) *fuzzReq {
				r := fz.caseBaseline(g, op, attempt)
				loc.set(r, e.value)
				r.Intent = fmt.Sprintf("%s (%s)", loc, e.class)
				r.Target, r.Loc = r.Intent, loc.String()
				fz.protect(r)
				return r
			}})
		}
	}
	return out
}

func edgeValues(g *gen, loc location) []edge {
	s := loc.Schema
	var out []edge
	switch {
	case loc.In == "cookie" || len(s.Enum) > 0:
	case is(s, "string") && s.Format == "":
		for _, h := range hostileValues(g, s) {
			if loc.In != "header" || headerSafe(h.Text) {
				out = append(out, edge{h.Class, h.Text})
			}
		}
	case is(s, "integer"), is(s, "number"):
		for _, n := range []struct {
			class string
			v     float64
			ok    bool
		}{
			{"minimum", deref(s.Min), s.Min != nil}, {"maximum", deref(s.Max), s.Max != nil},
			{"2^31", 1 << 31, s.Max == nil}, {"2^53+1", 1<<53 + 1, s.Max == nil}, {"-2^31", -(1 << 31), s.Min == nil},
		} {
			if n.ok {
				out = append(out, edge{n.class, json.Number(strconv.FormatFloat(n.v, 'f', -1, 64))})
			}
		}
		if s.Max == nil && is(s, "integer") {
			out = append(out, edge{"max int64", json.Number("9223372036854775807")})
		}
	case is(s, "array") && loc.In == "body":
		out = append(out, arrayEdges(g, s)...)
	}
	return out
}

func deref(p *float64) float64 {
	if p == nil {
		return 0
	}
	return *p
}

func arrayEdges(g *gen, s *openapi3.Schema) []edge {
	var out []edge
	if s.MinItems == 0 {
		out = append(out, edge{"empty array", []any{}})
	}
	if v := g.value(s.Items.Value, "", 1); !s.UniqueItems && (s.MaxItems == nil || *s.MaxItems >= 2) {
		out = append(out, edge{"duplicate items", []any{v, v}})
	}
	return out
}

// hostileValues are the hostile texts that fit s (the schema allows them all).
func hostileValues(g *gen, s *openapi3.Schema) []hostile {
	lo, hi := int(s.MinLength), 1<<20
	if s.MaxLength != nil {
		hi = int(*s.MaxLength)
	}
	prefix := ""
	if s.Pattern != "" {
		v, ok := matching(g.r, s.Pattern)
		if !ok || !regexp.MustCompile(s.Pattern).MatchString(v+"\x00~") {
			return nil // the pattern leaves no room for free text
		}
		prefix = v
	}
	var out []hostile
	add := func(class, v string) {
		if n := textLength(v); n >= lo && n <= hi {
			out = append(out, hostile{Class: class, Text: v})
		}
	}
	for _, h := range hostiles {
		add(h.Class, fitLength(prefix+"ab"+h.Text+"cd", lo, hi))
	}
	if prefix == "" {
		add("invisible only", fitLength(invisibleOnly[1], max(lo, 1), hi))
		if hi < 1000 {
			add("maxLength in 4-byte characters", strings.Repeat("😀", hi))
			add("minLength", strings.Repeat("a", max(lo, 1)))
		}
	}
	return out
}
