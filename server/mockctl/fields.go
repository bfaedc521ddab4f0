package mockctl

import (
	"maps"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/server/contract"
)

// field is one input of an operation: a parameter or a top-level property of its body.
type field struct {
	name     string
	in       string // query, header, cookie or body
	required bool
	schema   *openapi3.Schema
}

// fieldsOf lists an operation's inputs: the required ones first (query, then body), then
// the optional ones likewise, then headers and cookies.
func fieldsOf(op *contract.Operation) []field {
	spec := op.Spec()
	var query, body, other []field
	for _, p := range spec.Parameters {
		if p.Value == nil {
			continue
		}
		f := field{name: p.Value.Name, in: p.Value.In, required: p.Value.Required, schema: schemaOf(p.Value.Schema)}
		if f.in == openapi3.ParameterInQuery {
			query = append(query, f)
		} else {
			other = append(other, f)
		}
	}
	if s := bodySchema(spec); s != nil {
		// The required properties as the schema lists them (its own order), then the
		// others by name: a schema's properties have no order once loaded.
		required, props := propertiesOf(s)
		for _, name := range required {
			if props[name] != nil && !slices.ContainsFunc(body, func(f field) bool { return f.name == name }) {
				body = append(body, field{name: name, in: "body", required: true, schema: props[name]})
			}
		}
		for _, name := range slices.Sorted(maps.Keys(props)) {
			if !slices.Contains(required, name) {
				body = append(body, field{name: name, in: "body", schema: props[name]})
			}
		}
	}
	var out []field
	for _, want := range []bool{true, false} {
		for _, group := range [][]field{query, body} {
			for _, f := range group {
				if f.required == want {
					out = append(out, f)
				}
			}
		}
	}
	return append(out, other...)
}

// bodySchema is the schema of the request body (JSON, else a form), nil without one.
func bodySchema(spec *openapi3.Operation) *openapi3.Schema {
	if spec.RequestBody == nil || spec.RequestBody.Value == nil {
		return nil
	}
	for _, ct := range []string{"application/json", "multipart/form-data"} {
		if mt := spec.RequestBody.Value.Content.Get(ct); mt != nil {
			return schemaOf(mt.Schema)
		}
	}
	return nil
}

// propertiesOf gathers an object schema's properties and required names, through allOf.
func propertiesOf(s *openapi3.Schema) ([]string, map[string]*openapi3.Schema) {
	required := slices.Clone(s.Required)
	props := map[string]*openapi3.Schema{}
	for name, p := range s.Properties {
		props[name] = schemaOf(p)
	}
	for _, part := range s.AllOf {
		if part.Value == nil {
			continue
		}
		r, p := propertiesOf(part.Value)
		required = append(required, r...)
		maps.Copy(props, p)
	}
	return required, props
}

func schemaOf(ref *openapi3.SchemaRef) *openapi3.Schema {
	if ref == nil {
		return nil
	}
	return ref.Value
}

// idLike reports whether a field names a record: id, ids, fooId, fooIds, sn, code or fooCode.
func idLike(name string) bool {
	return name == "id" || name == "ids" || name == "sn" || name == "code" ||
		strings.HasSuffix(name, "Id") || strings.HasSuffix(name, "Ids") || strings.HasSuffix(name, "Code")
}

// missingField is the field a 404 names: a required id first; then, for an addition,
// another record's id (a parent, a category: the new record's own id names nothing yet),
// for any other operation its own id first; then a required name (a saved state's). None
// when the operation names no record (a 404 then says a record it needs is missing).
func missingField(fs []field, adds bool) (field, bool) {
	own := func(f field) bool { return f.name == "id" || f.name == "ids" }
	other := func(f field) bool { return idLike(f.name) && !own(f) }
	first, second := own, other
	if adds {
		first, second = other, own
	}
	return firstOf(fs,
		func(f field) bool { return f.required && idLike(f.name) },
		first, second,
		func(f field) bool { return f.required && f.name == "name" },
	)
}

// clashingField is the field a 409 names: a required id (a state that forbids the
// change), else the first required input (a name already taken), else any id.
func clashingField(fs []field) (field, bool) {
	return firstOf(fs,
		func(f field) bool { return f.required && idLike(f.name) },
		func(f field) bool { return f.required && f.in != "header" && f.in != "cookie" },
		func(f field) bool { return idLike(f.name) },
		func(field) bool { return true },
	)
}

// invalidField is the field a 400 names: the first required input, else the first one.
func invalidField(fs []field) (field, bool) {
	return firstOf(fs,
		func(f field) bool { return f.required },
		func(field) bool { return true },
	)
}

func firstOf(fs []field, tests ...func(field) bool) (field, bool) {
	for _, test := range tests {
		for _, f := range fs {
			if test(f) {
				return f, true
			}
		}
	}
	return field{}, false
}

// sampleValue is a value the schema shows: its example (an array's first item), else a
// small value of its type.
func sampleValue(s *openapi3.Schema) any {
	if s == nil {
		return 1
	}
	if s.Example != nil {
		if items, ok := s.Example.([]any); ok {
			if len(items) == 0 {
				return sampleValue(schemaOf(s.Items))
			}
			return items[0]
		}
		return s.Example
	}
	switch {
	case len(s.Enum) > 0:
		return s.Enum[0]
	case s.Type.Is(openapi3.TypeArray):
		return sampleValue(schemaOf(s.Items))
	case s.Type.Is(openapi3.TypeString):
		return "x"
	}
	return 1
}
