package contracttests

import (
	"testing"
	"unicode"
)

// hasHan reports whether s holds a Chinese character.
func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// The mock's sample notices and demo workflow read in the reader's language: Chinese in a
// zh console, English in an en one.
func TestSampleTextFollowsTheLanguage(t *testing.T) {
	e := newEnv(t, "mock", mockStore(), options{})
	tok := e.shopAdmin(t)
	for _, c := range []struct {
		lang string
		han  bool
	}{{"zh-CN", true}, {"en", false}} {
		n := e.Do(t, "GET", "/api/shop/notice/getList", nil, token(tok), lang(c.lang))
		expect(t, n, 200, "")
		var texts []string
		for _, row := range list(n) {
			texts = append(texts, row["notice"].(string)+row["email"].(string))
		}
		g := e.Do(t, "GET", "/api/workflow/getList", nil, token(tok), lang(c.lang))
		expect(t, g, 200, "")
		for _, node := range g.Field("nodes").([]any) {
			texts = append(texts, node.(map[string]any)["text"].(string))
		}
		if len(texts) < 12 {
			t.Fatalf("%s: %d texts", c.lang, len(texts))
		}
		for _, s := range texts {
			if s == "" || hasHan(s) != c.han {
				t.Errorf("%s: %q", c.lang, s)
			}
		}
	}
}
