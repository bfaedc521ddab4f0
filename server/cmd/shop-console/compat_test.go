package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/openapi/compat"
)

const (
	repoOpenAPI = "../../../openapi"
	changelog   = repoOpenAPI + "/CHANGELOG.md"
	releases    = repoOpenAPI + "/releases"
)

// withoutNoticeClear writes a copy of the release baseline without POST /shop/notice/clear,
// at version, and answers its path.
func withoutNoticeClear(t *testing.T, version string) string {
	t.Helper()
	_, base, err := compat.Latest(releases)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromFile(base)
	if err != nil {
		t.Fatal(err)
	}
	doc.Paths.Delete("/shop/notice/clear")
	doc.Info.Version = version
	raw, err := doc.MarshalJSON() // JSON is YAML
	if err != nil {
		t.Fatal(err)
	}
	return write(t, "removed.yaml", string(raw))
}

func write(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCompatCommand(t *testing.T) {
	removed := withoutNoticeClear(t, "2.0.8-dev")
	const declaration = "`api-path-removed-without-deprecation` `POST /shop/notice/clear`"
	declared := write(t, "CHANGELOG.md", "# Contract changelog\n\n## 2.0.8 (unreleased)\n\n- "+declaration+": gone.\n")
	_, baseline, _ := compat.Latest(releases)
	std := []string{"--releases", releases, "--changelog", changelog}
	cases := []struct {
		name   string
		args   []string
		code   int
		out    []string // what stdout names
		errOut string   // what stderr names
	}{
		{"the bundled contract", append(std, repoOpenAPI+"/bundled/openapi.yaml"), 0, []string{"0 undeclared"}, ""},
		{"the contract split into files", append(std, repoOpenAPI+"/openapi.yaml"), 0, []string{"0 undeclared"}, ""},
		{"an operation removed", append(std, removed), 1, []string{"UNDECLARED", "- " + declaration, "## 2.0.8"}, ""},
		{"flags after the file", []string{removed, "--releases", releases, "--changelog", changelog}, 1, []string{"- " + declaration}, ""},
		{"an explicit baseline", append(std, "--baseline", baseline, removed), 1, []string{"- " + declaration}, ""},
		{"declared in another changelog", []string{"--releases", releases, "--changelog", declared, removed}, 0, []string{"declared   - " + declaration}, ""},
		{"a version not after the baseline", append(std, withoutNoticeClear(t, "2.0.7")), 1, []string{"must be after the baseline's 2.0.7", declaration}, ""},
		{"against itself", append(std, "--baseline", removed, removed), 1, []string{"0 breaking changes", "must be after"}, ""},
		{"no such file", append(std, filepath.Join(t.TempDir(), "nothing.yaml")), 2, nil, "no such file or directory"},
		{"not YAML", append(std, write(t, "broken.yaml", "openapi: [3.0.3\n  paths: {")), 2, nil, "is not YAML"},
		{"YAML that is no contract", append(std, write(t, "list.yaml", "goods:\n  - a\n  - b\n")), 2, nil, "is not an OpenAPI contract"},
		{"no file", std, 2, nil, "want one contract FILE, got 0"},
		{"two files", append(std, removed, removed), 2, nil, "want one contract FILE, got 2"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runCompat(tc.args, &out, &errOut)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tc.code, out.String(), errOut.String())
			}
			for _, want := range tc.out {
				if !strings.Contains(out.String(), want) {
					t.Errorf("stdout lacks %q:\n%s", want, out.String())
				}
			}
			if tc.errOut != "" && !strings.Contains(errOut.String(), tc.errOut) {
				t.Errorf("stderr lacks %q:\n%s", tc.errOut, errOut.String())
			}
		})
	}
}

// TestHelpListsCommands: the server's --help names every command.
func TestHelpListsCommands(t *testing.T) {
	var b bytes.Buffer
	fs := flag.NewFlagSet("shop-console", flag.ContinueOnError)
	fs.SetOutput(&b)
	fs.String("listen", ":10000", "listen address")
	usage(&b, fs)
	for _, c := range commands {
		if !strings.Contains(b.String(), "\n  "+c.name+" ") {
			t.Errorf("--help does not list %s:\n%s", c.name, b.String())
		}
	}
	if !strings.Contains(b.String(), "-listen") {
		t.Errorf("--help does not list the flags:\n%s", b.String())
	}
}

// TestUnknownCommand: a word that names no command (a typo of one) is refused with the
// list of commands instead of starting the server, wherever it stands among the flags.
func TestUnknownCommand(t *testing.T) {
	for _, args := range [][]string{{"seeed"}, {"simulat"}, {"--backend", "mock", "seeed"}} {
		_, err := parseConfig(args, func(string) string { return "" })
		if err == nil {
			t.Fatalf("%v: parsed, want a refusal", args)
		}
		word := args[len(args)-1]
		if !strings.Contains(err.Error(), `unknown command "`+word+`"`) {
			t.Errorf("%v: %v", args, err)
		}
		for _, c := range commands {
			if !strings.Contains(err.Error(), "\n  "+c.name+" ") {
				t.Errorf("%v: the refusal does not list %s:\n%v", args, c.name, err)
			}
		}
	}
	if _, err := parseConfig([]string{"--backend", "mock"}, func(string) string { return "" }); err != nil {
		t.Errorf("flags alone: %v", err)
	}
}
