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

// The mock's sample notices, demo workflow and demo description read in the reader's
// language: Chinese in a zh console, English in an en one.
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
		d := e.Do(t, "GET", "/api/description/getList", nil, token(tok), lang(c.lang))
		expect(t, d, 200, "")
		texts = append(texts, d.Str("title"))
		for _, item := range d.Field("list").([]any) {
			texts = append(texts, item.(map[string]any)["label"].(string))
		}
		if len(texts) < 19 {
			t.Fatalf("%s: %d texts", c.lang, len(texts))
		}
		for _, s := range texts {
			if s == "" || hasHan(s) != c.han {
				t.Errorf("%s: %q", c.lang, s)
			}
		}
	}
}
