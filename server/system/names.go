package system

import (
	"shopconsole/server/apperr"
	textrules "shopconsole/server/text"
)

// The names of roles, staff accounts, departments and menu records are stored in NFKC form
// and must not hold invisible or format characters (text.Name), so that a name reads as
// what it is. Among the names of its kind, a new name must not read like another one
// (text.Confusable): the same name in other cases is taken, a look-alike (Cyrillic а for
// a, 0 for o) is refused too. A record that keeps its name is not judged again against
// look-alikes stored before these rules.

// checkName answers the form of the name written into field that is stored, or the 400
// that refuses it.
func checkName(field, name string) (string, error) {
	n, problem := textrules.Name(name)
	if problem != textrules.None {
		return "", apperr.Invalid(field, string(problem), field)
	}
	if n == "" {
		return "", apperr.Invalid(field, "validation.required", field)
	}
	return n, nil
}

// nameClash answers the 409 refusing name, written into field, against the other names
// of its kind: takenKey (with name) for the same name in other cases, likeKey (with name
// and the other) for a look-alike. kept is the name the record has now ("" for a new
// record): keeping it is judged for the same name only.
func nameClash(field, takenKey, likeKey, name, kept string, others []string) error {
	for _, o := range others {
		if textrules.SameName(o, name) {
			return conflict(field, takenKey, name)
		}
	}
	if name == kept {
		return nil
	}
	for _, o := range others {
		if textrules.Confusable(o, name) {
			return conflict(field, likeKey, name, o)
		}
	}
	return nil
}

// namesOf lists the names that name answers for items, skipping those it answers false for.
func namesOf[T any](items []T, name func(T) (string, bool)) []string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		if n, ok := name(it); ok {
			out = append(out, n)
		}
	}
	return out
}
