package i18n

import "testing"

func TestFromHeader(t *testing.T) {
	cases := []struct {
		header string
		want   Lang
	}{
		{"", ZH},
		{"en", EN},
		{"en-US,en;q=0.9", EN},
		{"zh-CN,zh;q=0.9,en;q=0.8", ZH},
		{"fr-FR, en;q=0.5", EN},
		{"de", ZH},
	}
	for _, c := range cases {
		if got := FromHeader(c.header); got != c.want {
			t.Errorf("FromHeader(%q) = %s, want %s", c.header, got, c.want)
		}
	}
}

func TestEveryMessageHasBothLanguages(t *testing.T) {
	for key, m := range catalog {
		if m.zh == "" || m.en == "" {
			t.Errorf("%s lacks a translation: %+v", key, m)
		}
	}
	if got := T(EN, "auth.throttled", 30); got != "too many failed sign-ins, try again in 30 seconds" {
		t.Errorf("T = %q", got)
	}
	if got := T(ZH, "no.such.key"); got != "no.such.key" {
		t.Errorf("unknown key renders %q", got)
	}
}
