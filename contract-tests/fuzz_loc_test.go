package contracttests

import (
	"slices"
	"strconv"

	"github.com/getkin/kin-openapi/openapi3"
)

// location is one place of a request that a schema describes: a parameter, or a body
// property (array items at index 0).
type location struct {
	In       string // query, header, cookie or body
	Path     []string
	Schema   *openapi3.Schema
	Required bool
	Parent   *openapi3.Schema // the object holding a body property
}

func (l location) String() string { return locName(l.In, l.Path) }

// locationsOf lists the parameters and body locations of an operation.
func locationsOf(o *openapi3.Operation) []location {
	var out []location
	for _, p := range o.Parameters {
		out = append(out, location{In: p.Value.In, Path: []string{p.Value.Name}, Schema: flat(p.Value.Schema.Value), Required: p.Value.Required})
	}
	if s, _ := bodySchema(o); s != nil {
		out = append(out, bodyLocations(s, nil, 0)...)
	}
	return out
}

func bodyLocations(s *openapi3.Schema, path []string, depth int) []location {
	if depth > 3 {
		return nil
	}
	var out []location
	switch {
	case s.Properties != nil:
		for _, name := range sortedKeys(s.Properties) {
			p := flat(s.Properties[name].Value)
			sub := append(append([]string(nil), path...), name)
			out = append(out, location{In: "body", Path: sub, Schema: p, Required: slices.Contains(s.Required, name), Parent: s})
			out = append(out, bodyLocations(p, sub, depth+1)...)
		}
	case is(s, "array") && s.Items != nil:
		item := flat(s.Items.Value)
		sub := append(append([]string(nil), path...), "0")
		out = append(out, location{In: "body", Path: sub, Schema: item, Required: s.MinItems > 0})
		out = append(out, bodyLocations(item, sub, depth+1)...)
	}
	return out
}

func sortedKeys(m openapi3.Schemas) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// set puts v at the location of r (creating the objects and arrays on the way).
func (l location) set(r *fuzzReq, v any) {
	if l.In != "body" {
		s := paramText(v)
		for i, p := range r.Params {
			if p.In == l.In && p.Name == l.Path[0] {
				r.Params[i].Value = s
				return
			}
		}
		r.Params = append(r.Params, param{In: l.In, Name: l.Path[0], Value: s})
		return
	}
	r.HasBody = true
	r.Body = setPath(r.Body, l.Path, v)
}

// remove takes the location out of r.
func (l location) remove(r *fuzzReq) {
	if l.In != "body" {
		out := r.Params[:0]
		for _, p := range r.Params {
			if p.In != l.In || p.Name != l.Path[0] {
				out = append(out, p)
			}
		}
		r.Params = out
		return
	}
	r.Body = deletePath(r.Body, l.Path)
}

func setPath(cur any, path []string, v any) any {
	if len(path) == 0 {
		return v
	}
	if i, err := strconv.Atoi(path[0]); err == nil {
		arr, _ := cur.([]any)
		for len(arr) <= i {
			arr = append(arr, nil)
		}
		arr[i] = setPath(arr[i], path[1:], v)
		return arr
	}
	m, ok := cur.(map[string]any)
	if !ok {
		m = map[string]any{}
	}
	m[path[0]] = setPath(m[path[0]], path[1:], v)
	return m
}

func deletePath(cur any, path []string) any {
	switch x := cur.(type) {
	case map[string]any:
		if len(path) == 1 {
			delete(x, path[0])
		} else if len(path) > 1 {
			x[path[0]] = deletePath(x[path[0]], path[1:])
		}
	case []any:
		i, err := strconv.Atoi(path[0])
		if err != nil || i >= len(x) {
			return x
		}
		if len(path) == 1 {
			return append(x[:i:i], x[i+1:]...)
		}
		x[i] = deletePath(x[i], path[1:])
	}
	return cur
}

// leaves lists the paths of the scalar values in a body (for shrinking and reports).
func leaves(v any, path []string, visit func(path []string, v any)) {
	switch x := v.(type) {
	case map[string]any:
		for _, k := range sortedMapKeys(x) {
			leaves(x[k], append(append([]string(nil), path...), k), visit)
		}
	case []any:
		for i, e := range x {
			leaves(e, append(append([]string(nil), path...), strconv.Itoa(i)), visit)
		}
	default:
		visit(path, v)
	}
}

func sortedMapKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
