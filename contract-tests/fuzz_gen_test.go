package contracttests

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// gen draws values that a schema allows. Strings carry a hostile piece (hostiles) with
// probability hostilePct; numbers and lengths sit on their bounds now and then.
type gen struct {
	r          *rand.Rand
	hostilePct int
	examplePct int                       // how often a schema's example is taken as is (it tends to pass business rules)
	lean       bool                      // fewer optional properties and array items: a baseline for one-place cases
	ids        func(name string) []int64 // ids known to exist for an id-like field
}

func (g *gen) chance(pct int) bool { return g.r.IntN(100) < pct }

// flat merges allOf into one schema (properties, required and the first of each bound).
func flat(s *openapi3.Schema) *openapi3.Schema {
	if s == nil || len(s.AllOf) == 0 {
		return s
	}
	out := *s
	out.AllOf = nil
	out.Properties = openapi3.Schemas{}
	out.Required = append([]string(nil), s.Required...)
	for k, v := range s.Properties {
		out.Properties[k] = v
	}
	for _, sub := range s.AllOf {
		f := flat(sub.Value)
		if out.Type == nil {
			out.Type = f.Type
		}
		for k, v := range f.Properties {
			out.Properties[k] = v
		}
		out.Required = append(out.Required, f.Required...)
		if out.Pattern == "" {
			out.Pattern, out.Format, out.Enum = f.Pattern, f.Format, f.Enum
			out.MinLength, out.MaxLength, out.Min, out.Max, out.Items = f.MinLength, f.MaxLength, f.Min, f.Max, f.Items
		}
		if out.Example == nil {
			out.Example = f.Example
		}
		out.Nullable = out.Nullable || f.Nullable
	}
	if len(out.Properties) == 0 {
		out.Properties = nil
	}
	return &out
}

func is(s *openapi3.Schema, typ string) bool { return s.Type != nil && s.Type.Is(typ) }

// value draws a value of s; name is the property or parameter name (for ids).
func (g *gen) value(s *openapi3.Schema, name string, depth int) any {
	s = flat(s)
	if ex, ok := example(s); ok && !isIDName(name) && g.chance(g.examplePct) {
		return ex
	}
	switch {
	case s.Nullable && g.chance(10):
		return nil
	case len(s.Enum) > 0:
		return s.Enum[g.r.IntN(len(s.Enum))]
	case len(s.OneOf) > 0:
		return g.value(s.OneOf[g.r.IntN(len(s.OneOf))].Value, name, depth)
	case len(s.AnyOf) > 0:
		return g.value(s.AnyOf[g.r.IntN(len(s.AnyOf))].Value, name, depth)
	case is(s, "object") || s.Properties != nil:
		return g.object(s, depth)
	case is(s, "array"):
		return g.array(s, name, depth)
	case is(s, "string"):
		return g.str(s)
	case is(s, "integer"):
		return g.integer(s, name)
	case is(s, "number"):
		return g.number(s)
	case is(s, "boolean"):
		return g.chance(50)
	}
	// No type: any JSON value.
	return []any{g.text(0, 20), json.Number(strconv.Itoa(g.r.IntN(5))), g.chance(50)}[g.r.IntN(3)]
}

// example is the schema's example as a generated value, when it matches the schema.
func example(s *openapi3.Schema) (any, bool) {
	if s.Example == nil || s.Properties != nil {
		return nil, false
	}
	raw, err := json.Marshal(s.Example)
	if err != nil {
		return nil, false
	}
	var plain, exact any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if json.Unmarshal(raw, &plain) != nil || dec.Decode(&exact) != nil || s.VisitJSON(plain) != nil {
		return nil, false
	}
	return exact, true
}

func (g *gen) object(s *openapi3.Schema, depth int) map[string]any {
	out := map[string]any{}
	for _, name := range sortedKeys(s.Properties) { // in a fixed order: the same draws each run
		p := s.Properties[name]
		required := slices.Contains(s.Required, name)
		if p.Value.ReadOnly || (!required && (depth > 3 || !g.chance(g.optionalPct()))) {
			continue
		}
		out[name] = g.value(p.Value, name, depth+1)
	}
	return out
}

func (g *gen) optionalPct() int {
	if g.lean {
		return 30
	}
	return 60
}

func (g *gen) array(s *openapi3.Schema, name string, depth int) []any {
	lo, hi := int(s.MinItems), int(s.MinItems)+3
	if g.lean {
		hi = lo + 1
	}
	if s.MaxItems != nil && int(*s.MaxItems) < hi {
		hi = int(*s.MaxItems)
	}
	n := lo + g.r.IntN(hi-lo+1)
	if s.MaxItems != nil && g.chance(5) {
		n = int(*s.MaxItems) // the bound
	}
	item := singular(name)
	out := make([]any, 0, n)
	for tries := 0; len(out) < n && tries < 20*n+20; tries++ {
		v := g.value(s.Items.Value, item, depth+1)
		if s.UniqueItems && containsJSON(out, v) {
			continue
		}
		out = append(out, v)
	}
	if !s.UniqueItems && len(out) > 0 && (s.MaxItems == nil || len(out) < int(*s.MaxItems)) && !g.lean && g.chance(15) {
		out = append(out, out[0]) // a duplicate item
	}
	return out
}

func singular(name string) string { return strings.TrimSuffix(name, "s") }

func containsJSON(list []any, v any) bool {
	b := string(encodeJSON(v))
	for _, x := range list {
		if string(encodeJSON(x)) == b {
			return true
		}
	}
	return false
}

func (g *gen) integer(s *openapi3.Schema, name string) json.Number {
	lo, hi := int64(-1_000_000), int64(1_000_000)
	if s.Min != nil {
		lo = int64(*s.Min)
	}
	if s.Max != nil {
		hi = int64(*s.Max)
	}
	if isIDName(name) && g.ids != nil && (g.lean || g.chance(60)) {
		if ids := g.ids(name); len(ids) > 0 {
			return num64(ids[g.r.IntN(len(ids))])
		}
	}
	switch k := g.r.IntN(10); {
	case k == 0:
		return num64(lo)
	case k == 1:
		return num64(hi)
	case k == 2 && s.Max == nil && !g.lean:
		return json.Number([]string{"9007199254740993", "9223372036854775807", "2147483648"}[g.r.IntN(3)])
	case k == 3:
		return num64(lo + g.r.Int64N(hi-lo+1))
	}
	return num64(lo + g.r.Int64N(min(hi-lo, 50)+1))
}

func num64(n int64) json.Number { return json.Number(strconv.FormatInt(n, 10)) }

func isIDName(name string) bool {
	return name == "id" || name == "ids" || strings.HasSuffix(name, "Id") || strings.HasSuffix(name, "Ids")
}

func (g *gen) number(s *openapi3.Schema) json.Number {
	lo, hi := -1e6, 1e6
	if s.Min != nil {
		lo = *s.Min
	}
	if s.Max != nil {
		hi = *s.Max
	}
	v := lo + g.r.Float64()*(hi-lo)
	switch g.r.IntN(6) {
	case 0:
		v = lo
	case 1:
		v = hi
	case 2:
		v = math.Round(v)
	}
	return json.Number(strconv.FormatFloat(v, 'g', -1, 64))
}
