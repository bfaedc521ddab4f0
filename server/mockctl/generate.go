package mockctl

import (
	"math"
	"slices"
	"time"

	"github.com/brianvoe/gofakeit/v7"
	"github.com/getkin/kin-openapi/openapi3"
)

// maxDepth stops recursive schemas (a menu tree) from growing without end.
const maxDepth = 6

// generate makes a value that the schema accepts: its example when it has one, else one
// built from its type, bounds, enum, pattern and format.
func generate(f *gofakeit.Faker, ref *openapi3.SchemaRef, depth int) any {
	if ref == nil || ref.Value == nil {
		return nil
	}
	s := ref.Value
	if s.Example != nil {
		return s.Example
	}
	if len(s.Enum) > 0 {
		return s.Enum[f.IntN(len(s.Enum))]
	}
	if len(s.AllOf) > 0 {
		out := map[string]any{}
		for _, part := range s.AllOf {
			v := generate(f, part, depth)
			m, ok := v.(map[string]any)
			if !ok {
				return v // a described wrapper of a schema that is not an object
			}
			for k, v := range m {
				out[k] = v
			}
		}
		for k, v := range object(f, s, depth) {
			out[k] = v
		}
		return out
	}
	if len(s.OneOf) > 0 {
		return generate(f, s.OneOf[0], depth)
	}
	if len(s.AnyOf) > 0 {
		return generate(f, s.AnyOf[0], depth)
	}
	switch {
	case s.Type.Is(openapi3.TypeObject) || (s.Type == nil && len(s.Properties) > 0):
		return object(f, s, depth)
	case s.Type.Is(openapi3.TypeArray):
		return array(f, s, depth)
	case s.Type.Is(openapi3.TypeInteger):
		return integer(f, s)
	case s.Type.Is(openapi3.TypeNumber):
		return float64(integer(f, s))
	case s.Type.Is(openapi3.TypeBoolean):
		return f.Bool()
	case s.Type.Is(openapi3.TypeString):
		return text(f, s)
	}
	if s.Nullable {
		return nil
	}
	return map[string]any{}
}

func object(f *gofakeit.Faker, s *openapi3.Schema, depth int) map[string]any {
	out := map[string]any{}
	for name, p := range s.Properties {
		required := slices.Contains(s.Required, name)
		if !required && depth >= maxDepth {
			continue
		}
		out[name] = generate(f, p, depth+1)
	}
	return out
}

func array(f *gofakeit.Faker, s *openapi3.Schema, depth int) []any {
	n := int(s.MinItems)
	if depth < maxDepth && n < 2 {
		n = 2
	}
	if s.MaxItems != nil && uint64(n) > *s.MaxItems {
		n = int(*s.MaxItems)
	}
	out := make([]any, 0, n)
	for range n {
		v := generate(f, s.Items, depth+1)
		if s.UniqueItems && slices.ContainsFunc(out, func(o any) bool { return o == v }) {
			continue
		}
		out = append(out, v)
	}
	return out
}

func integer(f *gofakeit.Faker, s *openapi3.Schema) int64 {
	lo, hi := int64(1), int64(1000)
	if s.Min != nil {
		lo = int64(math.Ceil(*s.Min))
		if s.ExclusiveMin.Bool != nil && *s.ExclusiveMin.Bool {
			lo++
		}
		if hi < lo {
			hi = lo + 1000
		}
	}
	if s.Max != nil {
		hi = int64(math.Floor(*s.Max))
		if s.ExclusiveMax.Bool != nil && *s.ExclusiveMax.Bool {
			hi--
		}
		if lo > hi {
			lo = hi - 1000
			if s.Min != nil {
				lo = int64(math.Ceil(*s.Min))
			}
		}
	}
	if hi-lo > 100000 {
		hi = lo + 100000
	}
	n := lo + int64(f.IntN(int(hi-lo+1)))
	if s.MultipleOf != nil && *s.MultipleOf >= 1 {
		m := int64(*s.MultipleOf)
		n -= n % m
		if n < lo {
			n += m
		}
	}
	return n
}

func text(f *gofakeit.Faker, s *openapi3.Schema) string {
	var v string
	switch {
	case s.Pattern != "":
		v = f.Regex(s.Pattern)
	case s.Format == "date-time":
		v = f.DateRange(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)).Format(time.RFC3339)
	case s.Format == "date":
		v = f.DateRange(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)).Format(time.DateOnly)
	case s.Format == "email":
		v = f.Email()
	case s.Format == "uuid":
		v = f.UUID()
	case s.Format == "uri" || s.Format == "url":
		v = f.URL()
	default:
		v = f.Word()
	}
	runes := []rune(v)
	for uint64(len(runes)) < s.MinLength {
		runes = append(runes, 'x')
	}
	if s.MaxLength != nil && uint64(len(runes)) > *s.MaxLength {
		runes = runes[:*s.MaxLength]
	}
	return string(runes)
}
