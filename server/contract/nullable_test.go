package contract

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"shopconsole/openapi"
)

// In OpenAPI 3.0 `nullable: true` widens only the `type` beside it. Beside allOf, oneOf or
// anyOf (whose schemas still refuse null) or a $ref (whose siblings are ignored), or with
// no type at all, validators disagree on whether null passes: kin-openapi, Redocly and
// orval each read it their own way. So a nullable schema states its type, and a nullable
// object repeats the properties of the schema it stands for beside `type: object`, naming
// it in `x-nullable-of`; the two must keep the same properties and required list.

// problem is where a contract breaks those rules: a line, the schema's path and what is wrong.
type problem struct {
	line     int
	at, what string
}

// nullableProblems lists where a contract breaks those rules.
func nullableProblems(contract []byte) ([]problem, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(contract, &doc); err != nil {
		return nil, err
	}
	var out []problem
	var walk func(n *yaml.Node, at string)
	walk = func(n *yaml.Node, at string) {
		switch n.Kind {
		case yaml.DocumentNode:
			for _, c := range n.Content {
				walk(c, at)
			}
		case yaml.SequenceNode:
			for i, c := range n.Content {
				walk(c, fmt.Sprintf("%s/%d", at, i))
			}
		case yaml.MappingNode:
			if p := nullableProblem(n); p != "" {
				out = append(out, problem{n.Line, at, p})
			}
			for i := 0; i+1 < len(n.Content); i += 2 {
				walk(n.Content[i+1], at+"/"+n.Content[i].Value)
			}
		}
	}
	walk(&doc, "")
	schemas := value(value(value(doc.Content[0], "components"), "schemas"), "")
	for i := 0; schemas != nil && i+1 < len(schemas.Content); i += 2 {
		name, s := schemas.Content[i].Value, schemas.Content[i+1]
		of := value(s, "x-nullable-of")
		if of == nil {
			continue
		}
		if p := sameShape(s, value(schemas, of.Value)); p != "" {
			out = append(out, problem{s.Line, "/components/schemas/" + name, "x-nullable-of " + of.Value + ": " + p})
		}
	}
	return out, nil
}

// nullableProblem says what is wrong with a mapping holding `nullable: true`, or "".
func nullableProblem(n *yaml.Node) string {
	if v := value(n, "nullable"); v == nil || v.Kind != yaml.ScalarNode || v.Value != "true" {
		return ""
	}
	for _, key := range []string{"allOf", "oneOf", "anyOf", "$ref"} {
		if value(n, key) != nil {
			return "nullable beside " + key
		}
	}
	if value(n, "type") == nil {
		return "nullable without a type"
	}
	return ""
}

// sameShape says how a nullable copy differs from the schema it repeats, or "".
func sameShape(copy, of *yaml.Node) string {
	if of == nil {
		return "no such schema"
	}
	for _, key := range []string{"type", "required", "properties", "additionalProperties"} {
		var a, b any
		if err := decodeOrNil(value(copy, key), &a); err != nil {
			return err.Error()
		}
		if err := decodeOrNil(value(of, key), &b); err != nil {
			return err.Error()
		}
		if !reflect.DeepEqual(a, b) {
			return key + " differs"
		}
	}
	return ""
}

func decodeOrNil(n *yaml.Node, v *any) error {
	if n == nil {
		return nil
	}
	return n.Decode(v)
}

// value answers the value of key in mapping n (n itself for ""), nil when there is none.
func value(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	if key == "" {
		return n
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

func TestContractNullables(t *testing.T) {
	problems, err := nullableProblems(openapi.Bundled)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("openapi/bundled/openapi.yaml line %d, %s: %s", p.line, p.at, p.what)
	}
}

func TestNullableProblemsFound(t *testing.T) {
	const head = "components:\n  schemas:\n"
	cases := []struct {
		name, schemas string
		want          []string
	}{
		{"nullable beside allOf", `
    A:
      type: object
      properties:
        b:
          type: object
          nullable: true
          allOf:
            - $ref: '#/components/schemas/B'
    B: {type: object}
`, []string{"/components/schemas/A/properties/b: nullable beside allOf"}},
		{"beside oneOf and anyOf", `
    A: {nullable: true, oneOf: [{type: string}]}
    B: {nullable: true, anyOf: [{type: string}]}
`, []string{"/components/schemas/A: nullable beside oneOf", "/components/schemas/B: nullable beside anyOf"}},
		{"beside a $ref", `
    A:
      type: object
      properties:
        b: {$ref: '#/components/schemas/B', nullable: true}
    B: {type: object}
`, []string{"/components/schemas/A/properties/b: nullable beside $ref"}},
		{"without a type", `
    A: {nullable: true, enum: [x, y]}
`, []string{"/components/schemas/A: nullable without a type"}},
		{"a copy that drifted", `
    A: {type: object, required: [x], properties: {x: {type: string}}}
    NullableA: {type: object, nullable: true, x-nullable-of: A, required: [x], properties: {x: {type: integer}}}
`, []string{"/components/schemas/NullableA: x-nullable-of A: properties differs"}},
		{"a copy of nothing", `
    NullableA: {type: object, nullable: true, x-nullable-of: A}
`, []string{"/components/schemas/NullableA: x-nullable-of A: no such schema"}},
		{"the forms that read alike", `
    A: {type: object, required: [x], properties: {x: {type: string, nullable: true}, nullable: {type: boolean}}}
    NullableA: {type: object, nullable: true, x-nullable-of: A, required: [x], description: d, properties: {x: {type: string, nullable: true}, nullable: {type: boolean}}}
    B: {type: object, properties: {a: {$ref: '#/components/schemas/NullableA'}, b: {allOf: [{$ref: '#/components/schemas/A'}], description: d}}}
`, nil},
	}
	for _, c := range cases {
		problems, err := nullableProblems([]byte(head + strings.TrimPrefix(c.schemas, "\n")))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var got []string
		for _, p := range problems {
			got = append(got, p.at+": "+p.what)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
