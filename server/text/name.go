package text

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Hidden is the problem of a name holding a character that shows as nothing or changes how
// the rest shows: a format character (zero-width spaces and joiners, the byte-order mark,
// the soft hyphen, bidirectional controls), a variation selector, a filler or a control
// character. Such a name could read exactly like another one.
const Hidden Problem = "validation.hidden"

// Name answers the form a name of a role, staff account, department or menu is stored in
// (NFKC, so that full-width, circled and other compatibility letters become the plain ones,
// and trimmed of blanks) and the problem that refuses it, None when there is none. Blank
// characters between words stay.
func Name(s string) (string, Problem) {
	if p := nameProblem(s); p != None {
		return "", p
	}
	n := strings.TrimSpace(norm.NFKC.String(s))
	if p := nameProblem(n); p != None {
		return "", p
	}
	return n, None
}

func nameProblem(s string) Problem {
	if p := Check(s, false); p != None && p != Invisible {
		return p
	}
	if strings.IndexFunc(s, invisible) >= 0 {
		return Hidden
	}
	return None
}
