package contracttests

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/getkin/kin-openapi/openapi3"
)

// hostile is a piece of text that servers and databases tend to mishandle. Refuse marks
// what the contract's text rule says a server must refuse with a 400 naming the field:
// NUL and other control characters (newline and tab aside), invalid UTF-8 (only a query
// string can carry it to the server: a JSON decoder turns it into U+FFFD).
type hostile struct {
	Class  string
	Text   string
	Refuse bool
}

var hostiles = []hostile{
	{"NUL", "\x00", true},
	{"C0 control", "\x01", true},
	{"escape", "\x1b[2J", true},
	{"DEL", "\x7f", true},
	{"C1 control", "\u0085", true},
	{"C1 CSI", "\u009b", true},
	{"newline", "line1\nline2", false},
	{"tab", "a\tb", false},
	{"carriage return", "a\r\nb", false},
	{"emoji", "😀👍🏽", false},
	{"CJK extension B", "𠀀𠀁", false},
	{"zero-width space", "\u200b", false},
	{"byte order mark", "\ufeff", false},
	{"right-to-left override", "\u202eabc", false},
	{"lone surrogate", "\xed\xa0\x80", false},
	{"invalid UTF-8", "\xff\xfe", false},
}

// headerSafe reports whether an HTTP header can carry s at all: no control characters
// (they end or corrupt the header) and no surrounding whitespace (it is trimmed).
func headerSafe(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			return false
		}
	}
	return strings.TrimSpace(s) == s
}

// invisibleOnly are names with nothing visible in them.
var invisibleOnly = []string{"\u200b", "\u200b\u200c\u200d", "\ufeff", "\u2060\u200b"}

// refusedText reports whether s holds something the text rule refuses; inQuery says
// whether s reaches the server as is (query strings) rather than through JSON decoding.
func refusedText(s string, inQuery bool) bool {
	for i := 0; i < len(s); {
		if _, ok := loneSurrogateAt(s, i); ok {
			if inQuery {
				return true // raw, a surrogate's encoding is not UTF-8
			}
			i += 3
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size == 1:
			if inQuery {
				return true
			}
		case c == '\n' || c == '\t' || c == '\r':
		case c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0):
			return true
		}
		i += size
	}
	return false
}

// isInvisibleOnly reports whether s is not empty and made only of invisible characters.
func isInvisibleOnly(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("\u200b\u200c\u200d\u2060\ufeff\u00ad", c) {
			return false
		}
	}
	return true
}

// hostileClass names the first hostile piece in s ("" when s is plain text).
func hostileClass(s string) string {
	for _, h := range hostiles {
		if strings.Contains(s, h.Text) {
			return h.Class
		}
	}
	if isInvisibleOnly(s) {
		return "invisible only"
	}
	if refusedText(s, true) {
		return "control character"
	}
	return ""
}

// matching generates a string that the pattern matches, with its repetitions at their
// bounds now and then; ok is false when no attempt matched.
func matching(r *rand.Rand, pattern string) (string, bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", false
	}
	check, err := regexp.Compile(pattern)
	if err != nil {
		return "", false
	}
	for range 10 {
		var b strings.Builder
		walkRegexp(r, re.Simplify(), &b)
		if s := b.String(); check.MatchString(s) {
			return s, true
		}
	}
	return "", false
}

func walkRegexp(r *rand.Rand, re *syntax.Regexp, b *strings.Builder) {
	switch re.Op {
	case syntax.OpLiteral:
		b.WriteString(string(re.Rune))
	case syntax.OpCharClass:
		b.WriteRune(classRune(r, re.Rune))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteRune(rune('a' + r.IntN(26)))
	case syntax.OpCapture:
		walkRegexp(r, re.Sub[0], b)
	case syntax.OpConcat:
		for _, s := range re.Sub {
			walkRegexp(r, s, b)
		}
	case syntax.OpAlternate:
		walkRegexp(r, re.Sub[r.IntN(len(re.Sub))], b)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := repeatBounds(re)
		n := lo + r.IntN(hi-lo+1)
		if r.IntN(4) == 0 { // a bound
			n = []int{lo, hi}[r.IntN(2)]
		}
		for range n {
			walkRegexp(r, re.Sub[0], b)
		}
	}
}

func repeatBounds(re *syntax.Regexp) (int, int) {
	switch re.Op {
	case syntax.OpStar:
		return 0, 3
	case syntax.OpPlus:
		return 1, 4
	case syntax.OpQuest:
		return 0, 1
	}
	if re.Max < 0 {
		return re.Min, re.Min + 3
	}
	return re.Min, re.Max
}

// classRune picks a rune of a character class (pairs of inclusive bounds), preferring
// the ASCII part of wide classes.
func classRune(r *rand.Rand, ranges []rune) rune {
	i := 2 * r.IntN(len(ranges)/2)
	lo, hi := ranges[i], ranges[i+1]
	if hi > 0x7e && lo <= 0x7e {
		hi = 0x7e
	}
	if hi-lo > 0xffff {
		hi = lo + 0xff
	}
	return lo + rune(r.IntN(int(hi-lo+1)))
}

// str draws a string of s: by format, by pattern, or free text within the length bounds.
func (g *gen) str(s *openapi3.Schema) string {
	switch s.Format {
	case "date-time":
		return g.when().Format([]string{time.RFC3339, time.RFC3339Nano, "2006-01-02T15:04:05+08:00"}[g.r.IntN(3)])
	case "date":
		return g.when().Format(time.DateOnly)
	case "email":
		return fmt.Sprintf("%s.%d@shop.example", []string{"a", "wang", "li_lei", "x-y"}[g.r.IntN(4)], g.r.IntN(1000))
	case "uuid":
		return fmt.Sprintf("%08x-%04x-4%03x-8%03x-%012x", g.r.Uint32(), g.r.IntN(1<<16), g.r.IntN(1<<12), g.r.IntN(1<<12), g.r.Int64N(1<<48))
	}
	if s.Pattern != "" {
		return g.patterned(s)
	}
	hi := 40
	if s.MaxLength != nil {
		hi = int(*s.MaxLength)
	}
	return g.text(int(s.MinLength), hi)
}

func (g *gen) when() time.Time {
	return time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(g.r.Int64N(10*365*24)) * time.Hour)
}

// patterned matches the pattern; when it does not end the match, free text may follow.
func (g *gen) patterned(s *openapi3.Schema) string {
	v, ok := matching(g.r, s.Pattern)
	if !ok {
		v, _ = s.Example.(string)
		return v
	}
	if re, err := regexp.Compile(s.Pattern); err == nil && re.MatchString(v+"\x00~") && g.chance(70) {
		room := 40
		if s.MaxLength != nil {
			room = min(room, int(*s.MaxLength)-textLength(v))
		}
		v += g.text(0, room)
	}
	return v
}

// text is free text of lo to hi characters (a bound now and then); with probability
// hostilePct it holds one hostile piece, or is only invisible characters.
func (g *gen) text(lo, hi int) string {
	n := lo + g.r.IntN(min(hi-lo, 12)+1)
	if g.chance(10) {
		n = []int{lo, hi}[g.r.IntN(2)]
	}
	var b strings.Builder
	alphabets := []string{"abcxyzABC019_-.", "张王李店铺会员", "àéîõüß", " "}
	for range n { // each rune is one unit of textLength: counting beats re-measuring a long text
		a := []rune(alphabets[g.r.IntN(len(alphabets))])
		b.WriteRune(a[g.r.IntN(len(a))])
	}
	s := b.String()
	if g.chance(g.hostilePct) {
		if lo > 0 && g.chance(20) {
			return fitLength(invisibleOnly[g.r.IntN(len(invisibleOnly))], lo, hi)
		}
		cut := len([]rune(s)) / 2
		s = string([]rune(s)[:cut]) + hostiles[g.r.IntN(len(hostiles))].Text + string([]rune(s)[cut:])
	}
	return fitLength(s, lo, hi)
}

// fitLength pads with 'a' or cuts characters from the end to lo..hi characters; a
// hostile piece in the middle survives unless hi is tiny.
func fitLength(s string, lo, hi int) string {
	for textLength(s) < lo {
		s += "a"
	}
	for textLength(s) > hi && s != "" {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}
