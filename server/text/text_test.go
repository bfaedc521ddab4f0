package text

import "testing"

func TestCheck(t *testing.T) {
	cases := []struct {
		name      string
		in        string
		multiline bool
		want      Problem
	}{
		{"plain", "Alice", false, None},
		{"chinese and emoji", "黄金会员 🥇 𠀀", false, None},
		{"empty", "", false, None},
		{"blanks are left to the field", "   ", false, None},
		{"ideographic space is a blank", "\u3000", false, None},
		{"nul", "a\x00b", false, Control},
		{"nul in multi-line", "a\x00b", true, Control},
		{"escape", "\x1b[31m", false, Control},
		{"delete", "a\x7f", false, Control},
		{"c1 control", "a\u0085", false, Control},
		{"line separator", "a\u2028b", false, Control},
		{"newline in a line", "a\nb", false, Control},
		{"tab in a line", "a\tb", false, Control},
		{"carriage return in multi-line", "a\r\nb", true, Control},
		{"newline in multi-line", "line one\nline two", true, None},
		{"tab in multi-line", "a\tb", true, None},
		{"invalid utf-8", "a\xffb", false, BadUTF8},
		{"truncated utf-8", "\xe4\xb8", true, BadUTF8},
		{"zero-width space only", "\u200b", false, Invisible},
		{"zero-width among blanks", " \u200b\ufeff ", false, Invisible},
		{"hangul filler", "\u3164\u3164", false, Invisible},
		{"variation selector only", "\ufe0f", false, Invisible},
		{"braille blank", "\u2800", false, Invisible},
		{"visible with zero-width", "a\u200bb", false, None},
		{"newlines only in multi-line are blanks", "\n\n", true, None},
	}
	for _, c := range cases {
		if got := Check(c.in, c.multiline); got != c.want {
			t.Errorf("%s: Check(%q, %t) = %q, want %q", c.name, c.in, c.multiline, got, c.want)
		}
	}
}
