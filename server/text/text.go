// Package text decides which strings the console accepts as text: valid UTF-8, free of
// NUL and other control characters (newline and tab only where the text may span lines),
// and, when not empty, holding something a reader can see.
package text

import (
	"unicode"
	"unicode/utf8"
)

// Problem is what is wrong with a string; None when nothing is.
type Problem string

const (
	None      Problem = ""
	BadUTF8   Problem = "validation.utf8"
	Control   Problem = "validation.control"
	Invisible Problem = "validation.invisible"
)

// Check answers the problem of s, as a message key taking the field name. Multi-line text
// may hold newlines and tabs. A string made only of blanks is left to the rule of its
// field (most trim it to nothing); one made only of invisible characters that are not
// blanks, such as zero-width spaces, is refused: it would show as an empty name.
func Check(s string, multiline bool) Problem {
	if !utf8.ValidString(s) {
		return BadUTF8
	}
	visible, blank := false, true
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t':
			if !multiline {
				return Control
			}
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029':
			return Control
		case unicode.IsSpace(r):
		case invisible(r):
			blank = false
		default:
			visible = true
		}
	}
	if s != "" && !visible && !blank {
		return Invisible
	}
	return None
}

// invisible reports characters that render as nothing: format characters (zero-width
// spaces and joiners, the byte-order mark, bidirectional marks), variation selectors, the
// combining grapheme joiner, the Hangul fillers and the blank Braille pattern.
func invisible(r rune) bool {
	switch r {
	case '\u034F', '\u115F', '\u1160', '\u3164', '\uFFA0', '\u2800':
		return true
	}
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)
}
