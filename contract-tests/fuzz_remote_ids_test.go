package contracttests

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// The ids a request names, as the shared-server guard (hold) reads them.

// requestJSON is the body as JSON (nil when none). A body that is not JSON is readable
// only when it holds no digit, so names no id; one with a key twice in an object is not
// (servers differ on which of the two counts).
func requestJSON(r *fuzzReq) (any, bool) {
	raw := r.payload()
	if len(raw) == 0 {
		return nil, true
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil || dec.More() {
		return nil, !bytes.ContainsAny(raw, "0123456789")
	}
	return v, !duplicateKeys(raw)
}

// duplicateKeys: an object of the JSON document holds a key twice.
func duplicateKeys(raw []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(raw))
	var keys []map[string]bool // one set per open object, nil for an array
	expectKey := func() bool { return len(keys) > 0 && keys[len(keys)-1] != nil }
	afterKey := false
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		switch x := tok.(type) {
		case json.Delim:
			switch x {
			case '{':
				keys = append(keys, map[string]bool{})
			case '[':
				keys = append(keys, nil)
			default:
				keys = keys[:len(keys)-1]
			}
			afterKey = false
		case string:
			if expectKey() && !afterKey {
				if keys[len(keys)-1][x] {
					return true
				}
				keys[len(keys)-1][x], afterKey = true, true
				continue
			}
			afterKey = false
		default:
			afterKey = false
		}
	}
}

// idSlot is one place of a request that names a record by id.
type idSlot struct {
	path  []string // the body path, or the parameter's name
	in    string   // body, query, header or cookie
	kind  string   // "" when the field names no kind the fuzzer creates
	value any
}

func (s idSlot) where() string {
	if s.in != "body" {
		return s.in + " " + s.path[0]
	}
	return locName("body", s.path)
}

// idSlots lists the ids a request names, in the body and the parameters; area is the
// kind of the operation's area ("" when none).
func idSlots(area string, body any, params []param) []idSlot {
	var out []idSlot
	add := func(s idSlot) { out = append(out, s) }
	walkIDs(body, nil, area, add)
	for _, p := range params {
		if isIDName(p.Name) {
			for _, v := range strings.Split(p.Value, ",") {
				add(idSlot{path: []string{p.Name}, in: p.In, kind: fieldKind(p.Name, true, area), value: v})
			}
		}
	}
	return out
}

func walkIDs(v any, path []string, area string, add func(idSlot)) {
	switch x := v.(type) {
	case map[string]any:
		for _, k := range sortedMapKeys(x) {
			p := append(append([]string(nil), path...), k)
			if isIDName(k) {
				idValues(x[k], p, fieldKind(k, len(path) == 0, area), area, add)
			} else {
				walkIDs(x[k], p, area, add)
			}
		}
	case []any:
		for i, e := range x {
			walkIDs(e, append(append([]string(nil), path...), strconv.Itoa(i)), area, add)
		}
	}
}

// idValues adds the values under an id field: each item of an array, the fields of an object.
func idValues(v any, path []string, kind, area string, add func(idSlot)) {
	switch x := v.(type) {
	case []any:
		for i, e := range x {
			idValues(e, append(append([]string(nil), path...), strconv.Itoa(i)), kind, area, add)
		}
	case map[string]any:
		walkIDs(x, path, area, add)
	default:
		add(idSlot{path: path, in: "body", kind: kind, value: x})
	}
}

// fieldKind is the kind of record an id field names: a top-level id, ids or parentId
// names one of the operation's area, other fields by their name.
func fieldKind(field string, top bool, area string) string {
	if top && (field == "id" || field == "ids" || field == "parentId") {
		return area
	}
	return idFieldKinds[strings.TrimSuffix(field, "s")]
}

// recordID reads an id value as a lenient server might: a positive integer names that
// record; any other positive number, or text with a non-zero digit that is no number,
// names one the fuzzer cannot own (-1); zero, negatives, other text, null and booleans
// name nothing.
func recordID(v any) (int64, bool) {
	var s string
	switch x := v.(type) {
	case json.Number:
		s = string(x)
	case float64:
		s = strconv.FormatFloat(x, 'f', -1, 64)
	case int64:
		s = strconv.FormatInt(x, 10)
	case int:
		s = strconv.Itoa(x)
	case string:
		s = strings.TrimSpace(x)
	default:
		return 0, false
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, n > 0
	}
	f, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil:
		return -1, strings.ContainsAny(s, "123456789")
	case !(f > 0):
		return 0, false
	case f == math.Trunc(f) && f < math.MaxInt64:
		return int64(f), true
	}
	return -1, true
}
