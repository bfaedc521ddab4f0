package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"shopconsole/openapi/compat"
)

// compatConfig is `shop-console compat`'s arguments.
type compatConfig struct {
	opts compat.Options
}

func parseCompatConfig(args []string, out io.Writer) (compatConfig, error) {
	fs := flag.NewFlagSet("shop-console compat", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {
		fmt.Fprintln(out, "shop-console compat [--baseline FILE] [--changelog FILE] FILE: check a contract (bundled, or split into files joined by $refs) against the last release as `make test` checks the bundled one; print each breaking change with the line that declares it in the changelog; exit 1 when one is undeclared or the contract's version is not after the baseline's")
		fs.PrintDefaults()
	}
	var c compatConfig
	fs.StringVar(&c.opts.Baseline, "baseline", "", "the contract FILE must not break (default: the newest of --releases)")
	fs.StringVar(&c.opts.Releases, "releases", "openapi/releases", "the folder of the released contracts, <major.minor.patch>.yaml")
	fs.StringVar(&c.opts.Changelog, "changelog", "openapi/CHANGELOG.md", "the changelog whose section of FILE's version declares its breaking changes")
	// Flags may come after FILE too: `compat openapi/openapi.yaml --baseline old.yaml`.
	var files []string
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			return compatConfig{}, fmt.Errorf("shop-console compat: %w", err)
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if len(files) != 1 {
		return compatConfig{}, fmt.Errorf("shop-console compat: want one contract FILE, got %d (%q)", len(files), files)
	}
	c.opts.Contract = files[0]
	return c, nil
}

// runCompat is `shop-console compat FILE`: 0 when the contract breaks no client of the
// baseline except by changes the changelog declares, 1 when it does, 2 on a usage error
// or a file that cannot be read as a contract.
func runCompat(args []string, out, errOut io.Writer) int {
	cfg, err := parseCompatConfig(args, errOut)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(errOut, err)
		return 2
	}
	r, err := compat.Check(cfg.opts)
	if err != nil {
		fmt.Fprintln(errOut, "shop-console compat:", err)
		return 2
	}
	fmt.Fprintf(out, "%s (version %s) against %s (version %s): %d breaking changes, %d undeclared\n",
		cfg.opts.Contract, r.Version, r.Baseline, r.BaselineVersion, len(r.Breaking), len(r.Undeclared))
	for _, c := range r.Breaking {
		state := "declared  "
		if undeclared(r, c) {
			state = "UNDECLARED"
		}
		fmt.Fprintf(out, "  %s %s\n", state, c.Declaration())
	}
	if r.VersionProblem != "" {
		fmt.Fprintln(out, r.VersionProblem)
	}
	if len(r.Undeclared) == 0 && r.VersionProblem == "" {
		return 0
	}
	if len(r.Undeclared) > 0 {
		fmt.Fprintf(out, "\nDeclare each under `## %s` in %s (say what a client does instead), or undo it:\n\n", r.Version, cfg.opts.Changelog)
		for _, c := range r.Undeclared {
			fmt.Fprintln(out, c.Declaration())
		}
	}
	return 1
}

func undeclared(r compat.Result, c compat.Change) bool {
	for _, u := range r.Undeclared {
		if u == c {
			return true
		}
	}
	return false
}
