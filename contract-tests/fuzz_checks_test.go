package contracttests

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/server/i18n"
)

// failure is one check that a request's answer broke.
type failure struct {
	Check  string // e.g. "server error"
	Where  string // the location (and class) the failure is about, when known
	Detail string
	Req    *fuzzReq
	Ans    answer
}

// key tells distinct failures apart: the same check, place and status is one failure.
func (f failure) key() string {
	return fmt.Sprintf("%s|%s|%s|%d", f.Req.Op.ID, f.Check, f.Where, f.Ans.Status)
}

// judge runs the checks that apply to every answer, then those of the request's kind.
func (fz *fuzzer) judge(r *fuzzReq, a answer) []failure {
	var out []failure
	add := func(check, detail string) {
		out = append(out, failure{Check: check, Where: r.Target, Detail: detail, Req: r, Ans: a})
	}
	fz.conformance(r, a, add)
	switch {
	case r.Method != r.Op.Method:
		return out
	case (r.Who == asNobody || r.Who == asGarbage) && a.Status != http.StatusUnauthorized:
		add("authentication ignored", fmt.Sprintf("%s: want 401", r.Intent))
	case r.Who == asNoPerm && a.Status != http.StatusForbidden:
		add("authorisation ignored", fmt.Sprintf("a staff member without %v: want 403", r.Op.Permissions))
	}
	if r.Who != asAdmin && r.Who != asSelf {
		return out
	}
	// The text rule is judged on its own, not through the server's validator (which holds it
	// too): a validator that lost the rule must not make hostile text look valid.
	if where, class := refusedLocation(r); where != "" && a.Status < 300 {
		return append(out, failure{Check: "hostile text accepted", Where: where, Req: r, Ans: a,
			Detail: class + " stored: the text rule refuses NUL, control characters (newline and tab aside), invalid UTF-8 and invisible-only names with 400 naming the field"})
	}
	valid := r.Op.ValidateRequest(context.Background(), r.httpRequest("token"))
	switch {
	case valid != nil && a.Status < 400:
		add("negative data accepted", fmt.Sprintf("%s; kin-openapi refuses the request: %v", r.Intent, valid))
	case valid == nil && a.Status == http.StatusBadRequest && fz.blamesSchema(r, a):
		add("positive data refused", r.Intent+"; the request matches the schema but the answer blames its shape")
	}
	return out
}

// conformance: no server error, a declared status, JSON, declared headers, the schema.
func (fz *fuzzer) conformance(r *fuzzReq, a answer, add func(check, detail string)) {
	resps := specOf(fz.c, r.Op).Responses
	if a.Status >= 500 && (a.Status != http.StatusServiceUnavailable || resps.Value("503") == nil) {
		add("server error", "")
	}
	if r.Method != r.Op.Method {
		return // 405: the operation's responses do not describe it
	}
	ref := resps.Status(a.Status)
	if ref == nil {
		ref = resps.Default()
		if ref == nil {
			add("undeclared status", fmt.Sprintf("status %d is not among the operation's responses", a.Status))
			return
		}
	}
	if ct := a.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		// A file (a picture) is the answer where the operation declares its type.
		if ref.Value.Content.Get("application/json") == nil && ref.Value.Content.Get(ct) != nil {
			return
		}
		add("content type", fmt.Sprintf("Content-Type %q, want application/json", ct))
		return
	}
	if a.EnvErr != nil || a.Env.Code != a.Status {
		add("envelope", fmt.Sprintf("envelope code %d differs from status %d (%v)", a.Env.Code, a.Status, a.EnvErr))
	}
	for name, h := range ref.Value.Headers {
		if err := headerConforms(a.Header, name, h.Value); err != nil {
			add("response headers", err.Error())
		}
	}
	err := r.Op.ValidateResponse(context.Background(), r.httpRequest("token"), a.Status, a.Header, a.Raw)
	if err != nil {
		add("response schema", err.Error())
	}
}

// headerConforms: a required header is present, and a header present matches its schema.
func headerConforms(h http.Header, name string, decl *openapi3.Header) error {
	v := h.Get(name)
	if v == "" {
		if decl.Required {
			return fmt.Errorf("required header %s is missing", name)
		}
		return nil
	}
	if decl.Schema == nil {
		return nil
	}
	s := decl.Schema.Value
	var val any = v
	if is(s, "integer") || is(s, "number") {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return fmt.Errorf("header %s: %q is not a number", name, v)
		}
		val = f
	}
	if err := s.VisitJSON(val); err != nil {
		return fmt.Errorf("header %s: %q: %w", name, v, err)
	}
	return nil
}

// shapeKeys are the messages that blame a value's shape (type, bounds, format) rather
// than a business rule. "required" and "invalid" are left out: services use them for
// conditional rules (a password on create, minSpend with a threshold).
var shapeKeys = []string{
	"validation.type", "validation.minLength", "validation.maxLength", "validation.minimum", "validation.maximum",
	"validation.enum", "validation.pattern", "validation.format", "validation.unknown",
}

// shapeMessage is a shape key with its English message as a pattern.
type shapeMessage struct {
	key string
	re  *regexp.Regexp
}

// shapeMessages, the more specific first ("at most N characters" before "at most N").
var shapeMessages = func() []shapeMessage {
	var out []shapeMessage
	for _, k := range append(shapeKeys, "http.badJSON") {
		text := ""
		for _, args := range [][]any{{"\uE000", "\uE000"}, {"\uE000"}, {}} {
			if text = i18n.T(i18n.EN, k, args...); !strings.Contains(text, "%!(EXTRA") {
				break
			}
		}
		out = append(out, shapeMessage{k, regexp.MustCompile("^" + strings.ReplaceAll(regexp.QuoteMeta(text), "\uE000", ".*") + "$")})
	}
	slices.SortStableFunc(out, func(a, b shapeMessage) int { return len(b.re.String()) - len(a.re.String()) })
	return out
}()

// blamesSchema decides whether a 400 to a schema-valid request refuses it for its
// shape. It does when the whole body is refused (malformed JSON, or a body the Go types
// cannot hold), or when the message is a shape message about a field whose schema
// states that very constraint: the schema then allows what the server refuses.
// A shape message about a field the schema leaves open (UpdateValRequest.value) is a
// business rule.
func (fz *fuzzer) blamesSchema(r *fuzzReq, a answer) bool {
	key := ""
	for _, m := range shapeMessages {
		if m.re.MatchString(a.Env.Msg) {
			key = m.key
			break
		}
	}
	switch {
	case key == "http.badJSON" || a.field() == "body":
		return true
	case key == "":
		return false
	}
	s := fz.schemaAt(r, a.field())
	if s == nil {
		return false
	}
	switch key {
	case "validation.type":
		return s.Type != nil
	case "validation.minLength", "validation.maxLength":
		return s.MinLength > 0 || s.MaxLength != nil
	case "validation.minimum", "validation.maximum":
		return s.Min != nil || s.Max != nil
	case "validation.enum":
		return len(s.Enum) > 0
	case "validation.pattern":
		return s.Pattern != ""
	case "validation.format":
		return s.Format != ""
	}
	return true // validation.unknown: the field is in the schema
}

// schemaAt finds the schema of a field named in an error (a parameter or a dotted
// body path).
func (fz *fuzzer) schemaAt(r *fuzzReq, field string) *openapi3.Schema {
	for _, l := range locationsOf(specOf(fz.c, r.Op)) {
		name := strings.Join(l.Path, ".")
		if l.In == "body" {
			name = strings.Join(l.Path, ".")
		}
		if name == field || (l.In == "body" && name == indexZero(field)) {
			return l.Schema
		}
	}
	return nil
}

// indexZero writes every array index of a dotted path as 0 (locations use item 0).
func indexZero(path string) string {
	parts := strings.Split(path, ".")
	for i, p := range parts {
		if _, err := strconv.Atoi(p); err == nil {
			parts[i] = "0"
		}
	}
	return strings.Join(parts, ".")
}

// refusedLocation names the first place of r that the text rule refuses and what is
// there ("" if none).
func refusedLocation(r *fuzzReq) (string, string) {
	for _, p := range r.Params {
		if p.In == "query" && (refusedText(p.Value, true) || (isName(p.Name) && isInvisibleOnly(p.Value))) {
			return "query " + p.Name, hostileClass(p.Value)
		}
	}
	where, class := "", ""
	leaves(r.Body, nil, func(path []string, v any) {
		s, ok := v.(string)
		if ok && where == "" && (refusedText(s, false) || (len(path) > 0 && isName(path[len(path)-1]) && isInvisibleOnly(s))) {
			where, class = locName("body", path), hostileClass(s)
		}
	})
	return where, class
}

// isName: the fields that are names, which must show something.
func isName(field string) bool {
	switch field {
	case "name", "role", "title", "author", "username", "nickname":
		return true
	}
	return false
}
