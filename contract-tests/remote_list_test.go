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
