// Command remixicon lists the icons of the installed npm package remixicon
// (icons/<Category>/<name>.svg) into the file the mock embeds: one "name<TAB>category" line
// per icon, sorted by name. Run it through `make icons-data`; the output is committed.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	src := flag.String("src", "node_modules/remixicon", "the installed package")
	out := flag.String("out", "mock/data/remixicon.tsv", "output file")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		log.Fatal(err)
	}
}

func run(src, out string) error {
	var pkg struct{ Version string }
	raw, err := os.ReadFile(filepath.Join(src, "package.json"))
	if err != nil {
		return err
	}
	if err := json.Unmarshal(raw, &pkg); err != nil {
		return err
	}
	files, err := filepath.Glob(filepath.Join(src, "icons", "*", "*.svg"))
	if err != nil {
		return err
	}
	type icon struct{ name, category string }
	var icons []icon
	for _, f := range files {
		icons = append(icons, icon{
			name:     strings.TrimSuffix(filepath.Base(f), ".svg"),
			category: filepath.Base(filepath.Dir(f)),
		})
	}
	if len(icons) == 0 {
		return fmt.Errorf("no icons under %s/icons", src)
	}
	slices.SortFunc(icons, func(a, b icon) int { return strings.Compare(a.name, b.name) })
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "# Remix Icon names (class ri-<name>) and categories, from npm remixicon@%s.\n", pkg.Version)
	fmt.Fprintf(w, "# Licence: Remix Icon License v1.0 (package.json: Apache-2.0). Rebuild: make icons-data.\n")
	for _, i := range icons {
		fmt.Fprintf(w, "%s\t%s\n", i.name, i.category)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
