package contract

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/server/apperr"
	"shopconsole/server/text"
)

// checkText refuses, with a 400 naming the field, any string of the request that the text
// rules refuse: in the declared query, header and cookie parameters and anywhere in a JSON
// body, object keys included. A body property marked `x-multiline: true` in the contract
// may hold newlines and tabs.
func (o *Operation) checkText(req *http.Request, body []byte) error {
	var query map[string][]string
	for _, ref := range o.params {
		p := ref.Value
		var values []string
		switch p.In {
		case openapi3.ParameterInQuery:
			if query == nil {
				query = req.URL.Query()
			}
			values = query[p.Name]
		case openapi3.ParameterInHeader:
			values = req.Header.Values(p.Name)
		case openapi3.ParameterInCookie:
			if c, err := req.Cookie(p.Name); err == nil {
				values = []string{c.Value}
			}
		}
		for _, v := range values {
			if problem := text.Check(v, false); problem != text.None {
				return apperr.Invalid(p.Name, string(problem), p.Name)
			}
		}
	}
	if len(body) == 0 || o.body == nil {
		return nil
	}
	if !utf8.Valid(body) {
		field := badUTF8Field(body)
		return apperr.Invalid(field, string(text.BadUTF8), field)
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		return nil //nolint:nilerr // not JSON: the schema validation that follows names that
	}
	return walkText(v, o.body, nil)
}

func walkText(v any, s *openapi3.Schema, path []string) error {
	switch v := v.(type) {
	case string:
		if problem := text.Check(v, multiline(s)); problem != text.None {
			field := fieldName(path)
			return apperr.Invalid(field, string(problem), field)
		}
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			at := append(slices.Clip(path), k)
			if problem := text.Check(k, false); problem != text.None {
				field := fieldName(at)
				return apperr.Invalid(field, string(problem), field)
			}
			if err := walkText(v[k], property(s, k), at); err != nil {
				return err
			}
		}
	case []any:
		for i, item := range v {
			if err := walkText(item, items(s), append(slices.Clip(path), strconv.Itoa(i))); err != nil {
				return err
			}
		}
	}
	return nil
}

func fieldName(path []string) string {
	if len(path) == 0 {
		return "body"
	}
	return strings.Join(path, ".")
}

func multiline(s *openapi3.Schema) bool {
	return s != nil && s.Extensions["x-multiline"] == true
}

// property is the schema of an object's property, looked up through allOf, oneOf and
// anyOf and falling back to additionalProperties; nil when the contract has none.
func property(s *openapi3.Schema, name string) *openapi3.Schema {
	if s == nil {
		return nil
	}
	if p := s.Properties[name]; p != nil {
		return p.Value
	}
	for _, group := range [][]*openapi3.SchemaRef{s.AllOf, s.OneOf, s.AnyOf} {
		for _, sub := range group {
			if p := property(sub.Value, name); p != nil {
				return p
			}
		}
	}
	if ap := s.AdditionalProperties.Schema; ap != nil {
		return ap.Value
	}
	return nil
}

func items(s *openapi3.Schema) *openapi3.Schema {
	if s == nil || s.Items == nil {
		return nil
	}
	return s.Items.Value
}

// badUTF8Field walks the body's tokens to name the field whose text holds the first byte
// that is not UTF-8 (the decoder would quietly have replaced it).
func badUTF8Field(body []byte) string {
	type frame struct {
		object    bool
		key       string
		index     int
		expectKey bool
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	var stack []*frame
	path := func() string {
		parts := make([]string, 0, len(stack))
		for _, f := range stack {
			if f.object {
				parts = append(parts, f.key)
			} else {
				parts = append(parts, strconv.Itoa(f.index))
			}
		}
		return fieldName(parts)
	}
	begin := func() { // a value starts in the innermost container
		if n := len(stack); n > 0 && !stack[n-1].object {
			stack[n-1].index++
		}
	}
	end := func() { // a value ended in the innermost container
		if n := len(stack); n > 0 && stack[n-1].object {
			stack[n-1].expectKey = true
		}
	}
	var prev int64
	for {
		tok, err := dec.Token()
		if err != nil {
			return "body"
		}
		invalid := !utf8.Valid(body[prev:dec.InputOffset()])
		prev = dec.InputOffset()
		switch tok {
		case json.Delim('{'), json.Delim('['):
			begin()
			stack = append(stack, &frame{object: tok == json.Delim('{'), index: -1, expectKey: true})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
			end()
			continue
		}
		if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].expectKey {
			key, _ := tok.(string)
			stack[n-1].key, stack[n-1].expectKey = key, false
			if invalid {
				return path()
			}
			continue
		}
		begin()
		if invalid {
			return path()
		}
		end()
	}
}
