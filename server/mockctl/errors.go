package mockctl

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"shopconsole/server/contract"
	"shopconsole/server/i18n"
)

// Sent gives the value a request sent for a field (parameter or body property), when it
// sent one.
type Sent func(in, name string) (any, bool)

// Retry-After of the simulated 429 and 503 answers.
const (
	simulatedThrottle = 60
	simulatedOutage   = 5
)

// ErrorBody is the error envelope the mock answers when a request chooses an error status
// with Prefer: its message names the operation (its summary) and the field the status is
// about (the record's id for a 404, the field that clashes for a 409, the first required
// input for a 400), with the value the request sent or the schema's example. The contract
// served at /api/openapi.json and the console's MSW handlers show the same answers as the
// operation's error examples. values may be nil.
func ErrorBody(op *contract.Operation, status int, lang i18n.Lang, values Sent) map[string]any {
	summary := op.Spec().Summary
	if lang == i18n.ZH {
		if zh, ok := op.Spec().Extensions["x-summary-zh"].(string); ok && zh != "" {
			summary = zh
		}
	}
	fs := fieldsOf(op)
	var msg string
	var data map[string]any
	// named says the message of key about field f (with its value, for a record), or
	// that of without when the operation has no input.
	named := func(f field, ok bool, key, without string, withValue bool) {
		switch {
		case !ok:
			msg = i18n.T(lang, without, summary)
			return
		case withValue:
			msg = i18n.T(lang, key, summary, f.name, valueOf(f, values))
		default:
			msg = i18n.T(lang, key, summary, f.name)
		}
		data = map[string]any{"field": f.name}
	}
	switch status {
	case http.StatusBadRequest:
		f, ok := invalidField(fs)
		named(f, ok, "mock.error400", "mock.error400Any", false)
	case http.StatusUnauthorized:
		msg = i18n.T(lang, "auth.tokenInvalid")
		if op.Public {
			msg = i18n.T(lang, "mock.error401Public", summary)
		}
	case http.StatusPaymentRequired:
		msg = i18n.T(lang, "auth.tokenExpired")
	case http.StatusForbidden:
		msg = i18n.T(lang, "mock.error403", summary)
		if len(op.Permissions) > 0 {
			msg = i18n.T(lang, "auth.permissionDenied", op.Permissions[0])
		}
	case http.StatusNotFound:
		last := op.Path[strings.LastIndex(op.Path, "/")+1:]
		f, ok := missingField(fs, strings.HasPrefix(last, "add"))
		named(f, ok, "mock.error404", "mock.error404Any", true)
	case http.StatusConflict:
		f, ok := clashingField(fs)
		named(f, ok, "mock.error409", "mock.error409Any", true)
	case http.StatusTooManyRequests:
		msg = i18n.T(lang, "mock.error429", summary, simulatedThrottle)
		data = map[string]any{"retryAfter": simulatedThrottle}
	case http.StatusServiceUnavailable:
		msg = i18n.T(lang, "http.storeUnavailable")
		data = map[string]any{"retryAfter": simulatedOutage}
	default:
		msg = i18n.T(lang, "mock.simulated", summary, status)
	}
	body := map[string]any{"code": status, "msg": msg, "data": nil}
	if data != nil {
		body["data"] = data
	}
	return body
}

// valueOf is what the request sent for f, else the value its schema shows; a list is
// named by its first item.
func valueOf(f field, values Sent) string {
	if values != nil {
		if v, ok := values(f.in, f.name); ok {
			if s, ok := scalar(v); ok {
				return s
			}
		}
	}
	if s, ok := scalar(sampleValue(f.schema)); ok {
		return s
	}
	return "1"
}

// scalar writes a value as a message shows it: a string, number or boolean, or the first
// item of a list of them.
func scalar(v any) (string, bool) {
	if items, ok := v.([]any); ok {
		if len(items) == 0 {
			return "", false
		}
		v = items[0]
	}
	switch v := v.(type) {
	case string:
		return v, v != ""
	case json.Number:
		return v.String(), true
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), true
	case int, int64, bool:
		return fmt.Sprint(v), true
	}
	return "", false
}
