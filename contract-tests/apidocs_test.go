package contracttests

import (
	"context"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/openapi"
	"shopconsole/server/contract"
)

// TestContractServed: the contract and its reference page answer without sign-in, on
// both backends, and what is served is the contract the server validates against.
func TestContractServed(t *testing.T) {
	eachBackend(t, func(t *testing.T, e *Env) {
		get := func(path string) (int, string, []byte) {
			resp := e.sendRaw(t, httptest.NewRequest("GET", path, nil))
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			return resp.StatusCode, resp.Header.Get("Content-Type"), b
		}
		c, err := contract.Load()
		if err != nil {
			t.Fatal(err)
		}
		status, ctype, yaml := get("/api/openapi.yaml")
		if status != 200 || ctype != "application/yaml; charset=utf-8" || string(yaml) != string(openapi.Bundled) {
			t.Fatalf("openapi.yaml: %d %s, %d bytes", status, ctype, len(yaml))
		}
		status, _, js := get("/api/openapi.json")
		if status != 200 {
			t.Fatalf("openapi.json: %d", status)
		}
		for name, raw := range map[string][]byte{"yaml": yaml, "json": js} {
			doc, err := openapi3.NewLoader().LoadFromData(raw)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := doc.Validate(context.Background()); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if got, want := doc.Paths.Len(), c.Doc.Paths.Len(); got != want {
				t.Errorf("%s: %d paths, the server knows %d", name, got, want)
			}
		}
		if status, ctype, body := get("/api/changelog"); status != 200 || ctype != "text/markdown; charset=utf-8" || string(body) != string(openapi.Changelog) {
			t.Fatalf("changelog: %d %s", status, ctype)
		}
		// An app built without the page's script says how to build it (in-process apps are);
		// a built one serves the page.
		status, ctype, body := get("/api/docs")
		built := status == 200 && strings.HasPrefix(ctype, "text/html") && strings.Contains(string(body), "openapi.json")
		if e.Remote == nil && (status != 503 || len(body) == 0) || e.Remote != nil && !built && status != 503 {
			t.Fatalf("/api/docs: %d %s %s", status, ctype, body)
		}
	})
}
