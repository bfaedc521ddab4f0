package compat

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

const (
	bundled   = "../bundled/openapi.yaml"
	releases  = "../releases"
	changelog = "../CHANGELOG.md"
)

// TestContractCompatible is the check `make test` runs: the bundled contract breaks no
// client of the last release, except by changes the changelog declares.
func TestContractCompatible(t *testing.T) {
	problems, err := Report(bundled, releases, changelog)
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) > 0 {
		t.Fatalf("breaking contract changes not declared in openapi/CHANGELOG.md; declare each under the new version's heading (or undo it):\n%s",
			strings.Join(problems, "\n"))
	}
}

// released loads the last released contract for a test to change.
func released(t *testing.T) ([]byte, *openapi3.T) {
	t.Helper()
	_, path, err := Latest(releases)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		t.Fatal(err)
	}
	return raw, doc
}

func marshal(t *testing.T, doc *openapi3.T) []byte {
	t.Helper()
	b, err := doc.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBreakingChangeNeedsDeclaration proves the check can fail: a removed operation, a
// removed response field, a narrowed type and a new required parameter are each reported
// until the changelog declares them under the new version, and pass once declared.
func TestBreakingChangeNeedsDeclaration(t *testing.T) {
	cases := []struct {
		name   string
		change func(doc *openapi3.T)
		id     string
		op     string
	}{
		{"removed operation", func(doc *openapi3.T) { doc.Paths.Delete("/shop/notice/clear") },
			"api-path-removed-without-deprecation", "POST /shop/notice/clear"},
		{"removed response field", func(doc *openapi3.T) {
			delete(doc.Components.Schemas["Notice"].Value.Properties, "email")
		}, "response-required-property-removed", "GET /shop/notice/getList"},
		{"narrowed type", func(doc *openapi3.T) {
			doc.Components.Schemas["Notice"].Value.Properties["id"].Value.Type = &openapi3.Types{"string"}
		}, "response-property-type-changed", "GET /shop/notice/getList"},
		{"new required parameter", func(doc *openapi3.T) {
			op := doc.Paths.Value("/shop/notice/getList").Get
			op.Parameters = append(op.Parameters, &openapi3.ParameterRef{Value: &openapi3.Parameter{
				Name: "kind", In: "query", Required: true, Schema: openapi3.NewStringSchema().NewRef(),
			}})
		}, "new-required-request-parameter", "GET /shop/notice/getList"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			base, doc := released(t)
			tc.change(doc)
			doc.Info.Version = "2.0.8-dev"
			changes, err := Breaking(base, marshal(t, doc))
			if err != nil {
				t.Fatal(err)
			}
			log := "# Contract changelog\n\n## 2.0.8 (unreleased)\n\nNothing yet.\n\n## 2.0.7\n\nThe baseline.\n"
			left := Undeclared(changes, log, "2.0.8")
			var hit *Change
			for i, c := range left {
				if c.ID == tc.id && c.Method+" "+c.Path == tc.op {
					hit = &left[i]
				}
			}
			if hit == nil {
				t.Fatalf("want %s on %s among the undeclared changes, got %+v", tc.id, tc.op, left)
			}
			// Declared under another version it still fails.
			wrong := strings.Replace(log, "The baseline.", hit.Declaration(), 1)
			if len(Undeclared(changes, wrong, "2.0.8")) == 0 {
				t.Fatal("a declaration under an older version must not count")
			}
			var lines []string
			for _, c := range changes {
				lines = append(lines, c.Declaration())
			}
			declared := strings.Replace(log, "Nothing yet.", strings.Join(lines, "\n"), 1)
			if rest := Undeclared(changes, declared, "2.0.8"); len(rest) > 0 {
				t.Fatalf("declared changes still reported: %+v", rest)
			}
		})
	}
}

// TestAdditionsAreNotBreaking: a new optional parameter and a new operation pass unnamed.
func TestAdditionsAreNotBreaking(t *testing.T) {
	base, doc := released(t)
	op := doc.Paths.Value("/shop/notice/getList").Get
	op.Parameters = append(op.Parameters, &openapi3.ParameterRef{Value: &openapi3.Parameter{
		Name: "kind", In: "query", Schema: openapi3.NewStringSchema().NewRef(),
	}})
	doc.Paths.Set("/shop/notice/count", doc.Paths.Value("/shop/notice/getList"))
	changes, err := Breaking(base, marshal(t, doc))
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) > 0 {
		t.Fatalf("additions reported as breaking: %+v", changes)
	}
}

func TestLatestAndVersions(t *testing.T) {
	dir := t.TempDir()
	for _, v := range []string{"2.0.7", "2.0.10", "1.9.0"} {
		if err := os.WriteFile(dir+"/"+v+".yaml", []byte("openapi: 3.0.3\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	v, _, err := Latest(dir)
	if err != nil || v != "2.0.10" {
		t.Fatalf("latest = %q, %v; want 2.0.10", v, err)
	}
	if Release("2.0.8-dev") != "2.0.8" || !Newer("2.0.10", "2.0.9") || Newer("2.0.7", "2.0.7") {
		t.Fatal("version order")
	}
	if err := os.WriteFile(dir+"/next.yaml", nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Latest(dir); err == nil {
		t.Fatal("a file not named by a version must be refused")
	}
}

// TestVersionsAgree: the contract's info.version is the console's package version.
func TestVersionsAgree(t *testing.T) {
	raw, err := os.ReadFile("../../web/package.json")
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct{ Version string }
	if err := json.Unmarshal(raw, &pkg); err != nil {
		t.Fatal(err)
	}
	spec, err := os.ReadFile(bundled)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(spec)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Info.Version != pkg.Version {
		t.Fatalf("openapi/openapi.yaml info.version %q differs from web/package.json version %q", doc.Info.Version, pkg.Version)
	}
}
