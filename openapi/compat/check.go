package compat

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/oasdiff/oasdiff/load"
	"go.yaml.in/yaml/v3"
)

// Options name the files of a check.
type Options struct {
	Contract  string // the contract to check: bundled, or split into files joined by $refs
	Baseline  string // the contract it must not break; "" is the newest of Releases
	Releases  string // openapi/releases: <major.minor.patch>.yaml files
	Changelog string // openapi/CHANGELOG.md
}

// Result is what a check found.
type Result struct {
	Version         string // the contract's version as it will be released ("2.0.8" for "2.0.8-dev")
	BaselineVersion string
	Baseline        string // the baseline's file
	// VersionProblem says that the contract's version is not after the baseline's, so that
	// its changelog section cannot be the new one; "" when it is.
	VersionProblem string
	Breaking       []Change // every breaking change from the baseline
	Undeclared     []Change // those the changelog's section of Version does not declare
}

// Problems are the lines a failed check prints: the version's problem, then each
// undeclared change as the line that declares it. None when the contract passes.
func (r Result) Problems() []string {
	var out []string
	if r.VersionProblem != "" {
		out = append(out, r.VersionProblem)
	}
	for _, c := range r.Undeclared {
		out = append(out, c.Declaration())
	}
	return out
}

// Check compares a contract with its baseline as `make test` does for the bundled one:
// every breaking change must be declared in the changelog under the contract's version,
// and that version must be after the baseline's.
func Check(o Options) (Result, error) {
	var r Result
	rev, err := LoadFile(o.Contract)
	if err != nil {
		return r, err
	}
	r.Baseline = o.Baseline
	if r.Baseline == "" {
		if r.BaselineVersion, r.Baseline, err = Latest(o.Releases); err != nil {
			return r, fmt.Errorf("the release baseline: %w", err)
		}
	}
	base, err := LoadFile(r.Baseline)
	if err != nil {
		return r, fmt.Errorf("the baseline: %w", err)
	}
	if r.BaselineVersion == "" {
		r.BaselineVersion = Release(base.Version)
	}
	log, err := os.ReadFile(o.Changelog)
	if err != nil {
		return r, fmt.Errorf("read the changelog: %w", err)
	}
	r.Version = Release(rev.Version)
	if !Newer(r.Version, r.BaselineVersion) {
		r.VersionProblem = fmt.Sprintf("the contract's version %s (info.version %q) must be after the baseline's %s", r.Version, rev.Version, r.BaselineVersion)
	}
	if r.Breaking, err = breaking(base, rev); err != nil {
		return r, err
	}
	r.Undeclared = Undeclared(r.Breaking, string(log), r.Version)
	return r, nil
}

// LoadFile loads a contract from a file: a bundled one, or one whose $refs lead to other
// files (openapi/openapi.yaml), each resolved from the file's folder.
func LoadFile(path string) (*load.SpecInfo, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read the contract: %w", err)
	}
	var head struct {
		OpenAPI string `yaml:"openapi"`
	}
	if err := yaml.Unmarshal(raw, &head); err != nil {
		return nil, fmt.Errorf("%s is not YAML (nor JSON): %w", path, err)
	}
	if head.OpenAPI == "" {
		return nil, fmt.Errorf("%s is not an OpenAPI contract: it has no `openapi:` version field", path)
	}
	loader := openapi3.NewLoader() // one per contract: oasdiff's advice, no shared cache
	loader.IsExternalRefsAllowed = true
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("the contract's path %s: %w", path, err)
	}
	spec, err := loader.LoadFromFile(abs)
	if err != nil {
		return nil, fmt.Errorf("load the contract %s: %w", path, err)
	}
	if spec.Info == nil {
		return nil, errors.New(path + ": the contract has no info section (info.version names its release)")
	}
	return &load.SpecInfo{Url: abs, Spec: spec, Version: spec.Info.Version}, nil
}
