package goods

import (
	"fmt"
	"slices"
	"strings"

	"shopconsole/server/apperr"
)

// AttributeRows answers the rows a goods of the category fills: the rows of the category's
// templates in template id order, a name taken by an earlier template skipped.
func AttributeRows(templates []AttributeTemplate, categoryID int64) []AttributeRow {
	ts := slices.Clone(templates)
	slices.SortFunc(ts, func(a, b AttributeTemplate) int { return int(a.ID - b.ID) })
	var rows []AttributeRow
	seen := map[string]bool{}
	for _, t := range ts {
		if t.CategoryID != categoryID || categoryID == 0 {
			continue
		}
		for _, r := range t.Rows {
			if !seen[r.Name] {
				seen[r.Name] = true
				rows = append(rows, r)
			}
		}
	}
	return rows
}

// FillAttributes checks the filled attributes against the rows and answers the goods' own
// copy, in the rows' order, rows left empty out. A name that is no row, a row named twice,
// more than one value for a text or single row, a value that is not an option, a repeated
// value, and an empty required row are refused, naming the attribute (the field is the
// row's place among rows).
func FillAttributes(rows []AttributeRow, in []Attribute) ([]Attribute, error) {
	at := map[string]int{}
	for i, r := range rows {
		at[r.Name] = i
	}
	filled := make([][]string, len(rows))
	given := make([]bool, len(rows))
	for i, a := range in {
		name := strings.TrimSpace(a.Name)
		k, ok := at[name]
		if !ok {
			return nil, apperr.Invalid(fmt.Sprintf("attributes[%d].name", i), "goods.attributeUnknown", name)
		}
		field := fmt.Sprintf("attributes[%d].values", k)
		if given[k] {
			return nil, apperr.Invalid(field, "goods.attributeTwice", name)
		}
		given[k] = true
		r := rows[k]
		var values []string
		for _, v := range a.Values {
			if v = strings.TrimSpace(v); v == "" {
				continue
			}
			if slices.Contains(values, v) {
				return nil, apperr.Invalid(field, "goods.attributeValueTwice", name, v)
			}
			if r.Kind != KindText && !slices.Contains(r.Options, v) {
				return nil, apperr.Invalid(field, "goods.attributeNotOption", v, name)
			}
			values = append(values, v)
		}
		if r.Kind != KindMulti && len(values) > 1 {
			return nil, apperr.Invalid(field, "goods.attributeOneValue", name)
		}
		filled[k] = values
	}
	var out []Attribute
	for k, r := range rows {
		if len(filled[k]) == 0 {
			if r.Required {
				return nil, apperr.Invalid(fmt.Sprintf("attributes[%d].values", k), "goods.attributeRequired", r.Name)
			}
			continue
		}
		out = append(out, Attribute{Name: r.Name, Kind: r.Kind, Values: filled[k]})
	}
	return out, nil
}
