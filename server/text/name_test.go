package text

import "testing"

func TestName(t *testing.T) {
	cases := []struct {
		name, in, want string
		problem        Problem
	}{
		{"plain", "Editor", "Editor", None},
		{"chinese", "运营部", "运营部", None},
		{"trimmed", "  Shop  ", "Shop", None},
		{"blanks between words stay", "Shop  Floor", "Shop  Floor", None},
		{"full-width letters", "Ｓｈｏｐ", "Shop", None},
		{"ideographic space is a blank", "\u3000Shop\u3000", "Shop", None},
		{"no-break space", "Shop\u00a0Floor", "Shop Floor", None},
		{"mathematical bold", "𝐀dmin", "Admin", None},
		{"circled digit", "Team ①", "Team 1", None},
		{"ligature", "ﬁnance", "finance", None},
		{"accent composed", "Cafe\u0301", "Café", None},
		{"emoji", "黄金 🥇", "黄金 🥇", None},
		{"zero-width space", "Admin\u200b", "", Hidden},
		{"zero-width joiner", "Ad\u200dmin", "", Hidden},
		{"zero-width non-joiner", "Ad\u200cmin", "", Hidden},
		{"word joiner", "Ad\u2060min", "", Hidden},
		{"byte-order mark", "\ufeffAdmin", "", Hidden},
		{"soft hyphen", "Ad\u00admin", "", Hidden},
		{"right-to-left override", "\u202enimdA", "", Hidden},
		{"right-to-left isolate", "Admin\u2067", "", Hidden},
		{"left-to-right mark", "Admin\u200e", "", Hidden},
		{"arabic letter mark", "Admin\u061c", "", Hidden},
		{"mongolian vowel separator", "Admin\u180e", "", Hidden},
		{"tag character", "Admin\U000e0041", "", Hidden},
		{"variation selector", "Admin\ufe0f", "", Hidden},
		{"combining grapheme joiner", "Ad\u034fmin", "", Hidden},
		{"hangul filler", "Admin\u3164", "", Hidden},
		{"only invisible", "\u200b", "", Hidden},
		{"nul", "Ad\x00min", "", Control},
		{"escape", "\x1b[31mAdmin", "", Control},
		{"newline", "Ad\nmin", "", Control},
		{"tab", "Ad\tmin", "", Control},
		{"line separator", "Admin\u2028", "", Control},
		{"invalid utf-8", "Ad\xffmin", "", BadUTF8},
	}
	for _, c := range cases {
		got, problem := Name(c.in)
		if got != c.want || problem != c.problem {
			t.Errorf("%s: Name(%q) = %q, %q; want %q, %q", c.name, c.in, got, problem, c.want, c.problem)
		}
	}
}

func TestSkeleton(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Admin", "admin"},
		{"admin", "admin"},
		{"ADMIN", "adm|n"},
		{"Аdmin", "admin"},   // Cyrillic А
		{"аdmіn", "admin"},   // Cyrillic а and і
		{"Admιn", "admin"},   // Greek iota
		{"ΑDΜΙΝ", "adm|n"},   // Greek capitals
		{"Adm1n", "adm|n"},   // digit one
		{"AdmIn", "adm|n"},   // capital I
		{"Admln", "adm|n"},   // small L
		{"Adm|n", "adm|n"},   // bar
		{"ADMӀN", "adm|n"},   // Cyrillic palochka
		{"MALL", "mall"},     // L folds to l, a letter, not a stroke
		{"Mail", "mai|"},     // small i is no stroke
		{"r00t", "root"},     // digit zero
		{"РОСТ", "poct"},     // Cyrillic capitals reading as Latin
		{"Ноте", "hoтe"},     // Cyrillic Н reads as H; small т has no look-alike
		{"ΟΔΟΣ", "oδoσ"},     // Greek capitals fold; Ο reads as o
		{"οδος", "oδoσ"},     // final sigma folds to σ
		{"Ｅｄｉｔｏｒ", "editor"}, // NFKC first
		{"𝐀dmin", "admin"},
		{"Straße", "strasse"},
		{"İstanbul", "istanbu|"},
		{"运营部", "运营部"},
		{"", ""},
	}
	for _, c := range cases {
		if got := Skeleton(c.in); got != c.want {
			t.Errorf("Skeleton(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestConfusable(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"Admin", "Admin", true},
		{"Admin", "admin", true},
		{"Admin", "ADMIN", true},
		{"Admin", "Аdmin", true},   // Cyrillic А
		{"Admin", "Αdmin", true},   // Greek Alpha
		{"Admin", "Admіn", true},   // Cyrillic і
		{"Admin", "ADM1N", true},   // ADMIN, Admin in capitals, with a one for the I
		{"ADMIN", "Adm1n", true},   // the same the other way round
		{"Editor", "Edit0r", true}, // zero for o
		{"Editor", "Еditоr", true}, // Cyrillic Е and о
		{"ΟΔΟΣ", "οδος", true},     // one name in other cases
		{"Mail", "Mall", false},    // i and l read apart
		{"MAIL", "MALL", false},    // I and L read apart
		{"Admin", "Admln", false},  // a dotted i is no stroke
		{"Editor", "Editors", false},
		{"运营部", "运营二部", false},
		{"Test", "Tests", false},
		{"Shop", "Ｓｈｏｐ", true},
	}
	for _, c := range cases {
		if got := Confusable(c.a, c.b); got != c.want {
			t.Errorf("Confusable(%q, %q) = %t, want %t", c.a, c.b, got, c.want)
		}
		if got := Confusable(c.b, c.a); got != c.want {
			t.Errorf("Confusable(%q, %q) = %t, want %t", c.b, c.a, got, c.want)
		}
	}
}

func TestSameName(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"Editor", "editor", true},
		{"ΟΔΟΣ", "οδος", true},
		{"İstanbul", "istanbul", true},
		{"Editor", "Edit0r", false},
		{"Admin", "Аdmin", false},
	}
	for _, c := range cases {
		if got := SameName(c.a, c.b); got != c.want {
			t.Errorf("SameName(%q, %q) = %t, want %t", c.a, c.b, got, c.want)
		}
	}
}
