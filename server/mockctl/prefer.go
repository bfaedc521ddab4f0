// Package mockctl is the mock backend's control for front-end developers: per-request
// choices in the Prefer header (a declared status, a named example, a delay, a generated
// answer), server-wide latency and faults, and the settings operation over them.
package mockctl

import (
	"strconv"
	"strings"
	"time"

	"shopconsole/server/apperr"
)

// MaxDelay bounds Prefer: delay.
const MaxDelay = 10 * time.Second

// Prefs are the choices of one request's Prefer header.
type Prefs struct {
	Code    int
	Example string
	Delay   time.Duration
	Dynamic bool
}

// Empty reports whether the request chose nothing.
func (p Prefs) Empty() bool { return p == Prefs{} }

// allowed lists the preferences the mock understands, for the refusal of others.
const allowed = "code=<status>, example=<name>, delay=<duration up to 10s>, dynamic=true"

// ParsePrefer reads the Prefer header (RFC 7240: preferences apart by commas, a
// preference's own parameters after ';', which are ignored). An unknown preference or a
// bad value is a 400 naming what is allowed.
func ParsePrefer(header string) (Prefs, error) {
	var p Prefs
	for _, part := range strings.Split(header, ",") {
		pref, _, _ := strings.Cut(part, ";")
		pref = strings.TrimSpace(pref)
		if pref == "" {
			continue
		}
		name, value, _ := strings.Cut(pref, "=")
		name, value = strings.ToLower(strings.TrimSpace(name)), strings.Trim(strings.TrimSpace(value), `"`)
		switch name {
		case "code":
			n, err := strconv.Atoi(value)
			if err != nil || n < 100 || n > 599 {
				return p, refuse("mock.preferValue", pref, "code=<an HTTP status the operation declares>")
			}
			p.Code = n
		case "example":
			if value == "" {
				return p, refuse("mock.preferValue", pref, "example=<the name of an example of the operation>")
			}
			p.Example = value
		case "delay":
			d, err := time.ParseDuration(value)
			if err != nil || d < 0 || d > MaxDelay {
				return p, refuse("mock.preferValue", pref, "delay=<a duration from 0 to 10s, such as 800ms>")
			}
			p.Delay = d
		case "dynamic":
			if value != "true" && value != "false" {
				return p, refuse("mock.preferValue", pref, "dynamic=true")
			}
			p.Dynamic = value == "true"
		default:
			return p, refuse("mock.preferUnknown", name, allowed)
		}
	}
	return p, nil
}

func refuse(key string, args ...any) error {
	return apperr.Invalid("Prefer", key, args...)
}

// badChoice refuses a choice the operation does not declare.
func badChoice(key, what, op string, declared []string) error {
	list := strings.Join(declared, ", ")
	if list == "" {
		list = "-"
	}
	return apperr.Invalid("Prefer", key, what, op, list)
}
