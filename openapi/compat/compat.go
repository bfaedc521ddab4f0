// Package compat keeps contract changes from breaking clients: it compares the bundled
// contract with the one of the last release (openapi/releases/<version>.yaml, committed,
// so the check needs no tags or history) with oasdiff, and reports every breaking change
// that the changelog (openapi/CHANGELOG.md) does not declare under the new version.
package compat

import (
	"bufio"
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/oasdiff/oasdiff/checker"
	"github.com/oasdiff/oasdiff/diff"
	"github.com/oasdiff/oasdiff/load"
)

// Change is one breaking change between two versions of the contract.
type Change struct {
	ID     string // oasdiff's check id, e.g. api-removed-without-deprecation
	Method string // empty for a change outside an operation
	Path   string
	Text   string // oasdiff's sentence
}

// Declaration is the changelog line that declares the change.
func (c Change) Declaration() string {
	if c.Method == "" {
		return fmt.Sprintf("- `%s`: %s", c.ID, c.Text)
	}
	return fmt.Sprintf("- `%s` `%s %s`: %s", c.ID, c.Method, c.Path, c.Text)
}

// declaredIn reports whether a line of the section names the change (its id, and its
// operation when it has one).
func (c Change) declaredIn(lines []string) bool {
	for _, l := range lines {
		if strings.Contains(l, "`"+c.ID+"`") && (c.Method == "" || strings.Contains(l, "`"+c.Method+" "+c.Path+"`")) {
			return true
		}
	}
	return false
}

// Breaking lists the breaking changes (oasdiff level ERR) from base to rev.
func Breaking(base, rev []byte) ([]Change, error) {
	s1, err := specInfo(base, "base.yaml")
	if err != nil {
		return nil, fmt.Errorf("released contract: %w", err)
	}
	s2, err := specInfo(rev, "revision.yaml")
	if err != nil {
		return nil, fmt.Errorf("bundled contract: %w", err)
	}
	return breaking(s1, s2)
}

func breaking(base, rev *load.SpecInfo) ([]Change, error) {
	d, sources, err := diff.GetWithOperationsSourcesMap(diff.NewConfig(), base, rev)
	if err != nil {
		return nil, fmt.Errorf("diff of the contracts: %w", err)
	}
	found := checker.CheckBackwardCompatibilityUntilLevel(checker.NewConfig(checker.GetAllChecks()), d, sources, checker.ERR)
	l := checker.NewDefaultLocalizer()
	out := make([]Change, 0, len(found))
	for _, c := range found {
		out = append(out, Change{ID: c.GetId(), Method: c.GetOperation(), Path: c.GetPath(), Text: c.GetUncolorizedText(l)})
	}
	return out, nil
}

// specInfo loads a contract with a loader of its own (oasdiff's advice: no shared cache).
func specInfo(data []byte, name string) (*load.SpecInfo, error) {
	loader := openapi3.NewLoader()
	spec, err := loader.LoadFromDataWithPath(data, &url.URL{Path: name})
	if err != nil {
		return nil, err
	}
	return &load.SpecInfo{Url: name, Spec: spec, Version: spec.Info.Version}, nil
}

// Undeclared filters the changes that the changelog's section of version does not name.
func Undeclared(changes []Change, changelog, version string) []Change {
	lines := Section(changelog, version)
	var out []Change
	for _, c := range changes {
		if !c.declaredIn(lines) {
			out = append(out, c)
		}
	}
	return out
}

// Section returns the lines under the changelog heading "## <version>" (words may follow
// the version, e.g. "## 2.0.8 (unreleased)"), up to the next "## " heading.
func Section(changelog, version string) []string {
	var out []string
	in := false
	sc := bufio.NewScanner(strings.NewReader(changelog))
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "## ") {
			fields := strings.Fields(strings.TrimPrefix(l, "## "))
			in = len(fields) > 0 && fields[0] == version
			continue
		}
		if in {
			out = append(out, l)
		}
	}
	return out
}

// Release is the version a contract version is released as: "2.0.8-dev" gives "2.0.8".
func Release(version string) string {
	v, _, _ := strings.Cut(version, "-")
	return v
}

// Latest returns the newest released contract in dir (files named <major.minor.patch>.yaml).
func Latest(dir string) (version, path string, err error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil {
		return "", "", err
	}
	var best []int
	for _, f := range files {
		v := strings.TrimSuffix(filepath.Base(f), ".yaml")
		n, ok := parse(v)
		if !ok {
			return "", "", fmt.Errorf("%s: a released contract is named <major.minor.patch>.yaml", f)
		}
		if best == nil || slices.Compare(n, best) > 0 {
			best, version, path = n, v, f
		}
	}
	if path == "" {
		return "", "", fmt.Errorf("no released contract in %s", dir)
	}
	return version, path, nil
}

// Newer reports whether version a (release form) is after b.
func Newer(a, b string) bool {
	na, okA := parse(a)
	nb, okB := parse(b)
	return okA && okB && slices.Compare(na, nb) > 0
}

func parse(v string) ([]int, bool) {
	parts := strings.Split(v, ".")
	if len(parts) != 3 {
		return nil, false
	}
	out := make([]int, 3)
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return nil, false
		}
		out[i] = n
	}
	return out, true
}

// Report checks the bundled contract against the last release in releasesDir with the
// changelog, and returns what is wrong (nothing when every breaking change is declared).
func Report(bundled, releasesDir, changelogPath string) ([]string, error) {
	r, err := Check(Options{Contract: bundled, Releases: releasesDir, Changelog: changelogPath})
	if err != nil {
		return nil, err
	}
	return r.Problems(), nil
}
