package mock

import (
	"bufio"
	"context"
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"shopconsole/server/demo"
)

// remixIcons lists the icons of npm remixicon; see the header of the file and make icons-data.
//
//go:embed data/remixicon.tsv
var remixIcons string

var icons = sync.OnceValues(func() ([]demo.Icon, error) {
	var out []demo.Icon
	sc := bufio.NewScanner(strings.NewReader(remixIcons))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		name, category, ok := strings.Cut(line, "\t")
		if !ok || name == "" {
			return nil, fmt.Errorf("remixicon.tsv: malformed line %q", line)
		}
		out = append(out, demo.Icon{Name: name, Category: category})
	}
	return out, sc.Err()
})

// DemoIcons implements demo.Store: the list is immutable and shared.
func (s *Store) DemoIcons(context.Context) ([]demo.Icon, error) { return icons() }
