package apidocs

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/gofiber/fiber/v3"
)

func gz(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	if _, err := w.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func serve(t *testing.T, assets fstest.MapFS, path, acceptEncoding string) (int, string, string, string) {
	t.Helper()
	app := fiber.New()
	if err := Register(app, assets); err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest("GET", path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	resp, err := app.Test(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body), resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding")
}

func TestDocsPage(t *testing.T) {
	built := fstest.MapFS{
		"scalar.js.gz": {Data: gz(t, "window.Scalar = {}")},
		"VERSION":      {Data: []byte("1.72.1\n")},
	}
	status, body, ctype, _ := serve(t, built, PagePath, "")
	if status != 200 || !strings.HasPrefix(ctype, "text/html") {
		t.Fatalf("page: %d %s", status, ctype)
	}
	for _, want := range []string{ScriptPath + "?v=1.72.1", "openapi.json'", "bearerAuth", "shop-token"} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q:\n%s", want, body)
		}
	}
	tests := []struct {
		name, accept, encoding, body string
	}{
		{"gzip client gets the stored bytes", "gzip, br", "gzip", string(gz(t, "window.Scalar = {}"))},
		{"other clients get it unpacked", "", "", "window.Scalar = {}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body, ctype, enc := serve(t, built, ScriptPath, tt.accept)
			if status != 200 || !strings.HasPrefix(ctype, "text/javascript") || enc != tt.encoding {
				t.Fatalf("script: %d %s %q", status, ctype, enc)
			}
			if tt.encoding == "" && body != tt.body {
				t.Fatalf("script body %q", body)
			}
		})
	}
}

func TestDocsPageNotBuilt(t *testing.T) {
	status, body, _, _ := serve(t, nil, PagePath, "")
	if status != fiber.StatusServiceUnavailable || !strings.Contains(body, "make web") {
		t.Fatalf("unbuilt page: %d %s", status, body)
	}
	if status, _, _, _ := serve(t, nil, ScriptPath, ""); status != fiber.StatusNotFound {
		t.Fatalf("unbuilt script: %d", status)
	}
}

// TestChangelogServed: the changelog at /api/changelog, and in the JSON the page reads, at
// the end of info.description as a section with each released version.
func TestChangelogServed(t *testing.T) {
	status, body, ctype, _ := serve(t, nil, LogPath, "")
	if status != 200 || !strings.HasPrefix(ctype, "text/markdown") || !strings.Contains(body, "## 2.0.7") {
		t.Fatalf("changelog: %d %s\n%s", status, ctype, body)
	}
	status, body, _, _ = serve(t, nil, JSONPath, "")
	if status != 200 {
		t.Fatalf("json: %d", status)
	}
	var doc struct {
		Info struct{ Description string } `json:"info"`
	}
	if err := json.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatal(err)
	}
	d := doc.Info.Description
	at := strings.Index(d, "\n## Changelog\n")
	if !strings.HasPrefix(d, "The back-office API") || at < 0 || !strings.Contains(d[at:], "\n### 2.0.7\n") {
		t.Fatalf("description lacks the changelog section:\n%s", d)
	}
}

// TestDocsPagePolicy: the page's inline scripts are allowed by their hashes in the page's
// Content-Security-Policy, and scripts are allowed nothing else inline.
func TestDocsPagePolicy(t *testing.T) {
	app := fiber.New()
	if err := Register(app, fstest.MapFS{"scalar.js.gz": {Data: gz(t, "window.Scalar = {}")}, "VERSION": {Data: []byte("1.72.1")}}); err != nil {
		t.Fatal(err)
	}
	resp, err := app.Test(httptest.NewRequest("GET", PagePath, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	csp := resp.Header.Get("Content-Security-Policy")
	var inline []string
	for rest := string(raw); ; {
		at := strings.Index(rest, "<script>")
		if at < 0 {
			break
		}
		rest = rest[at+len("<script>"):]
		end := strings.Index(rest, "</script>")
		inline = append(inline, rest[:end])
	}
	if len(inline) != 2 {
		t.Fatalf("%d inline scripts, want 2:\n%s", len(inline), raw)
	}
	hashes := make([]string, len(inline))
	for i, script := range inline {
		sum := sha256.Sum256([]byte(script))
		hashes[i] = "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"the served policy is PageCSP", csp == PageCSP},
		{"script-src names the inline scripts' hashes", strings.Contains(csp, "script-src 'self' "+strings.Join(hashes, " ")+";")},
		{"no inline script without it", !strings.Contains(csp, "'unsafe-inline';") || strings.Count(csp, "'unsafe-inline'") == 1 && strings.Contains(csp, "style-src 'self' 'unsafe-inline'")},
		{"no eval", !strings.Contains(csp, "unsafe-eval")},
		{"no framing", strings.Contains(csp, "frame-ancestors 'none'")},
	} {
		if !c.ok {
			t.Errorf("%s: %s", c.name, csp)
		}
	}
}
