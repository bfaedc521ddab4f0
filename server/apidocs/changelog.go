package apidocs

import (
	"encoding/json"
	"fmt"
	"strings"
)

// withChangelog appends the changelog to the contract's info.description, as a section
// ("## Changelog", each version one level below), so the reference page shows it.
func withChangelog(spec, changelog []byte) ([]byte, error) {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(spec, &doc); err != nil {
		return nil, fmt.Errorf("contract as JSON: %w", err)
	}
	var info map[string]any
	if err := json.Unmarshal(doc["info"], &info); err != nil {
		return nil, fmt.Errorf("contract's info: %w", err)
	}
	desc, _ := info["description"].(string)
	info["description"] = strings.TrimRight(desc, "\n") + "\n\n" + section(string(changelog))
	raw, err := json.Marshal(info)
	if err != nil {
		return nil, fmt.Errorf("contract's info: %w", err)
	}
	doc["info"] = raw
	out, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("contract as JSON: %w", err)
	}
	return out, nil
}

// section turns the changelog's title into "## Changelog" and its headings one level down.
func section(md string) string {
	var b strings.Builder
	for i, l := range strings.Split(strings.TrimRight(md, "\n"), "\n") {
		switch {
		case i == 0 && strings.HasPrefix(l, "# "):
			l = "## Changelog"
		case strings.HasPrefix(l, "#"):
			l = "#" + l
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}
