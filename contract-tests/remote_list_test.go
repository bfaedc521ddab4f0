package contracttests

import (
	"fmt"
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// remoteScenarios names the tests that run scenarios through eachBackend (the fuzzer
// aside: `make fuzz` runs it), read from this package's sources: the tests a remote run
// selects, since every other test builds its own apps.
func remoteScenarios() ([]string, error) {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		return nil, fmt.Errorf("list test files: %w", err)
	}
	var names []string
	fset := gotoken.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", f, err)
		}
		for _, d := range file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Test") || strings.HasPrefix(fn.Name.Name, "TestFuzz") || fn.Body == nil {
				continue
			}
			if callsEachBackend(fn.Body) {
				names = append(names, fn.Name.Name)
			}
		}
	}
	slices.Sort(names)
	return names, nil
}

func callsEachBackend(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if id, ok := c.Fun.(*ast.Ident); ok && (id.Name == "eachBackend" || id.Name == "eachBackendWith") {
				found = true
			}
		}
		return !found
	})
	return found
}

// remoteRunPattern is the -run pattern of a remote run.
func remoteRunPattern() (string, error) {
	names, err := remoteScenarios()
	if err != nil {
		return "", err
	}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = regexp.QuoteMeta(n)
	}
	return "^(" + strings.Join(quoted, "|") + ")$", nil
}

// localOnly is what a remote run cannot do, by the field or method a scenario reaches for.
var localOnly = map[string]string{
	"Store":   "reads or seeds the store directly",
	"SMS":     "reads the SMS codes the app sent",
	"App":     "sends through the in-process app",
	"Advance": "moves the clock",
}

// remoteAware are the helpers that have a remote form of their own.
var remoteAware = map[string]bool{
	"staff": true, "write": true, "logLen": true, "shopUser": true, "Do": true, "eachBackend": true, "eachBackendWith": true, "newEnv": true,
}

// remoteManual are the scenarios a shared server must not run, and why.
var remoteManual = map[string]string{
	"TestMockSessions":     "chooses mock sessions by fixed names, which a shared server keeps between runs",
	"TestStaffDeleteRules": "deletes every other Admin account, the set-up account included",
}

// remoteSharedOnly are the scenarios that run on a remote mock (in a session) but not on
// another server, and why.
var remoteSharedOnly = map[string]string{
	"TestPermissionDenied": "registers an account, which no operation removes (and Postgres servers close registration)",
	"TestShopUserSignUp":   "registers shop users, which no operation removes, and changes the shop's gift settings",
	"TestGifts":            "changes the shop's gift settings",
	"TestLogin":            "fails sign-ins of fixed names, which a shared server then throttles for a while",
	"TestPersonalCentre":   "reads sign-ins by account name: a shared server's system log keeps earlier runs' lines",
}

// remoteSkips tells, by test, why it cannot run remotely: it reaches (maybe through
// helpers) for something in localOnly. Read from this package's sources.
func remoteSkips() (map[string]string, error) {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		return nil, fmt.Errorf("list test files: %w", err)
	}
	fset := gotoken.NewFileSet()
	bodies := map[string][]*ast.BlockStmt{}
	for _, f := range files {
		if strings.HasPrefix(f, "remote") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", f, err)
		}
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil && !remoteAware[fn.Name.Name] {
				bodies[fn.Name.Name] = append(bodies[fn.Name.Name], fn.Body)
			}
		}
	}
	why := map[string]string{}
	var reach func(name string, seen map[string]bool) string
	reach = func(name string, seen map[string]bool) string {
		if r, ok := why[name]; ok {
			return r
		}
		if seen[name] {
			return ""
		}
		seen[name] = true
		reason := ""
		for _, b := range bodies[name] {
			ast.Inspect(b, func(n ast.Node) bool {
				if reason != "" {
					return false
				}
				switch x := n.(type) {
				case *ast.SelectorExpr:
					reason = localOnly[x.Sel.Name]
				case *ast.CallExpr:
					switch f := x.Fun.(type) {
					case *ast.Ident:
						reason = reach(f.Name, seen)
					case *ast.SelectorExpr:
						reason = reach(f.Sel.Name, seen)
					}
				}
				return reason == ""
			})
		}
		why[name] = reason
		return reason
	}
	out := map[string]string{}
	names, err := remoteScenarios()
	if err != nil {
		return nil, err
	}
	for _, n := range names {
		if r := remoteManual[n]; r != "" {
			out[n] = r
		} else if r := reach(n, map[string]bool{}); r != "" {
			out[n] = r
		}
	}
	return out, nil
}
