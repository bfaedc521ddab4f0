package mockctl

import (
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"

	"github.com/brianvoe/gofakeit/v7"
	"github.com/getkin/kin-openapi/openapi3"

	"shopconsole/server/contract"
	"shopconsole/server/i18n"
)

// answer is what a request's preferences make the mock answer instead of its data.
type answer struct {
	status int
	header map[string]string
	body   any
}

// chosen builds the answer to the preferences other than delay, or nil when they choose
// none (the operation then runs as usual). values reads what the request sent, for the
// messages of the simulated errors.
func chosen(op *contract.Operation, p Prefs, lang i18n.Lang, values Sent) (*answer, error) {
	if p.Code == 0 && p.Example == "" && !p.Dynamic {
		return nil, nil
	}
	f := gofakeit.New(0)
	spec := op.Spec()
	if p.Example != "" {
		return named(op, p)
	}
	code := p.Code
	if code == 0 {
		code = http.StatusOK
	}
	ref := declared(spec, code)
	if ref == nil || ref.Value == nil {
		key := "mock.preferCode"
		if spec.Responses.Default() != nil {
			key = "mock.preferCodeDefault"
		}
		return nil, badChoice(key, strconv.Itoa(code), op.Method+" /api"+op.Path, statuses(spec))
	}
	mt := ref.Value.Content.Get("application/json")
	if mt == nil && len(ref.Value.Content) > 0 {
		return nil, nil // a file (a workbook): only the operation itself can make one
	}
	a := &answer{status: code, header: headers(f, ref.Value)}
	switch {
	case code >= http.StatusBadRequest: // a written error example is answered by example=<name>
		a.body = ErrorBody(op, code, lang, values)
	case mt == nil:
		a.body = envelope(code, http.StatusText(code))
	case p.Dynamic:
		a.body = generate(f, mt.Schema, 0)
	case mt.Example != nil:
		a.body = mt.Example
	case len(mt.Examples) > 0:
		first := slices.Sorted(maps.Keys(mt.Examples))[0]
		a.body = mt.Examples[first].Value.Value
	default:
		a.body = generate(f, mt.Schema, 0)
	}
	matchCode(a)
	return a, nil
}

// declared is the response the operation declares for code: its own, else default for
// an error status (default covers every 4xx and 5xx the operation does not name).
func declared(spec *openapi3.Operation, code int) *openapi3.ResponseRef {
	if ref := spec.Responses.Status(code); ref != nil {
		return ref
	}
	if code >= http.StatusBadRequest {
		return spec.Responses.Default()
	}
	return nil
}

// named finds the example p.Example among the operation's responses (of p.Code when set).
func named(op *contract.Operation, p Prefs) (*answer, error) {
	spec := op.Spec()
	var names []string
	for _, code := range statuses(spec) {
		n, err := strconv.Atoi(code)
		if err != nil || (p.Code != 0 && n != p.Code) {
			continue
		}
		ref := spec.Responses.Status(n)
		mt := ref.Value.Content.Get("application/json")
		if mt == nil {
			continue
		}
		for name, ex := range mt.Examples {
			if name == p.Example && ex.Value != nil {
				a := &answer{status: n, body: ex.Value.Value}
				matchCode(a)
				return a, nil
			}
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return nil, badChoice("mock.preferExample", p.Example, op.Method+" /api"+op.Path, names)
}

// statuses lists the operation's declared statuses, sorted ("default" is not one).
func statuses(spec *openapi3.Operation) []string {
	var out []string
	for code := range spec.Responses.Map() {
		if _, err := strconv.Atoi(code); err == nil {
			out = append(out, code)
		}
	}
	slices.Sort(out)
	return out
}

// headers gives each header the response requires a value its schema accepts.
func headers(f *gofakeit.Faker, r *openapi3.Response) map[string]string {
	out := map[string]string{}
	for name, h := range r.Headers {
		if h.Value == nil || !h.Value.Required || h.Value.Schema == nil {
			continue
		}
		out[name] = fmt.Sprint(generate(f, h.Value.Schema, 0))
	}
	return out
}

func envelope(code int, msg string) map[string]any {
	return map[string]any{"code": code, "msg": msg, "data": nil}
}

// matchCode keeps the envelope's code equal to the HTTP status, as every answer has it,
// and sends Retry-After when the envelope names one, as the server's own refusals do.
func matchCode(a *answer) {
	m, ok := a.body.(map[string]any)
	if !ok {
		return
	}
	if _, has := m["code"]; has {
		m = maps.Clone(m)
		m["code"] = a.status
		a.body = m
	}
	if data, ok := m["data"].(map[string]any); ok && data["retryAfter"] != nil {
		if a.header == nil {
			a.header = map[string]string{}
		}
		a.header["Retry-After"] = fmt.Sprint(data["retryAfter"])
	}
}
