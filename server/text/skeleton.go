package text

import (
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// SameName reports whether two names are one name written in other cases: the same under
// case folding (Σ, σ and ς are one letter) or in lower case (İ is i, as in the lower(name)
// unique keys of Postgres).
func SameName(a, b string) bool {
	lowerA, lowerB := strings.ToLower(a), strings.ToLower(b)
	return lowerA == lowerB || strings.EqualFold(a, b)
}

// Confusable reports whether two names read alike: one name in other cases, or the same
// skeleton as written or in capitals (ADM1N reads as ADMIN, which is Admin in capitals).
func Confusable(a, b string) bool {
	return SameName(a, b) || Skeleton(a) == Skeleton(b) ||
		Skeleton(strings.ToUpper(a)) == Skeleton(strings.ToUpper(b))
}

// Skeleton is what a name reads as: its NFKC form, case-folded, with the letters of other
// scripts and the digits that look like a Latin letter written as that letter (Cyrillic а
// and Greek α as a, the digit 0 as o). The vertical strokes (capital I, small l, the digit
// 1, the bar, and their Cyrillic and Greek twins) are one form, '|': I and l look alike
// while I and L do not, so a stroke is told by what it is before folding, and an L folds
// to l.
func Skeleton(s string) string {
	var b strings.Builder
	for _, r := range norm.NFKC.String(s) {
		if strokes[r] {
			b.WriteByte('|')
			continue
		}
		if l, ok := lookalikes[r]; ok {
			b.WriteRune(l)
			continue
		}
		for _, f := range folder.String(string(r)) {
			if l, ok := lookalikes[f]; ok {
				f = l
			}
			b.WriteRune(f)
		}
	}
	return b.String()
}

var folder = cases.Fold()

// strokes are the characters that read as a vertical stroke.
var strokes = map[rune]bool{
	'I': true, 'l': true, '1': true, '|': true, 'ǀ': true, // Latin capital I, small L, digit one, bar, click
	'І': true, 'Ӏ': true, 'ӏ': true, // Cyrillic capital Byelorussian-Ukrainian I, palochka
	'Ι': true, // Greek capital iota
}

// lookalikes maps a character to the small Latin letter it reads as, for the common
// look-alikes of Cyrillic, Greek and the digit zero. Capitals are listed where their small
// letter reads otherwise (Cyrillic Н reads as H, н does not).
var lookalikes = map[rune]rune{
	'0': 'o', 'ı': 'i', 'İ': 'i', 'ɡ': 'g',
	// Cyrillic
	'а': 'a', 'А': 'a', 'В': 'b', 'с': 'c', 'С': 'c', 'ԁ': 'd', 'е': 'e', 'Е': 'e', 'ё': 'ë',
	'һ': 'h', 'Н': 'h', 'і': 'i', 'ј': 'j', 'Ј': 'j', 'К': 'k', 'к': 'k', 'М': 'm', 'о': 'o',
	'О': 'o', 'р': 'p', 'Р': 'p', 'ԛ': 'q', 'ѕ': 's', 'Ѕ': 's', 'Т': 't', 'ԝ': 'w',
	'х': 'x', 'Х': 'x', 'у': 'y', 'У': 'y',
	// Greek
	'α': 'a', 'Α': 'a', 'Β': 'b', 'ϲ': 'c', 'Ϲ': 'c', 'Ε': 'e', 'Η': 'h', 'ι': 'i',
	'ϳ': 'j', 'Κ': 'k', 'κ': 'k', 'Μ': 'm', 'Ν': 'n', 'ν': 'v', 'ο': 'o', 'Ο': 'o', 'ρ': 'p',
	'Ρ': 'p', 'Τ': 't', 'υ': 'u', 'Χ': 'x', 'χ': 'x', 'Υ': 'y', 'γ': 'y', 'Ζ': 'z',
}
