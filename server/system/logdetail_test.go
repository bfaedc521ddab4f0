package system

import (
	"testing"

	"shopconsole/server/i18n"
	"shopconsole/server/session"
)

// Every fixed detail the sign-in paths record reads in Chinese in a zh console and as
// recorded in an en one; any other detail (names of what was deleted...) stays as written.
func TestLogDetail(t *testing.T) {
	for _, d := range session.LogDetails {
		if got := LogDetail(i18n.ZH, d); got == d || got == "" {
			t.Errorf("zh %q: %q, want its Chinese text", d, got)
		}
		if got := LogDetail(i18n.EN, d); got != d {
			t.Errorf("en %q: %q", d, got)
		}
	}
	for _, d := range []string{"", "alice, bob", "ZH"} {
		if got := LogDetail(i18n.ZH, d); got != d {
			t.Errorf("free text %q: %q", d, got)
		}
	}
}
