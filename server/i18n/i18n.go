// Package i18n holds the server's user-facing sentences in zh (default) and en.
package i18n

import (
	"fmt"
	"strings"
)

// Lang is a supported interface language.
type Lang string

const (
	ZH Lang = "zh"
	EN Lang = "en"
)

// FromHeader picks the language of an Accept-Language header: en when English is asked
// for before Chinese, zh otherwise (zh is the product default).
func FromHeader(h string) Lang {
	for _, part := range strings.Split(h, ",") {
		tag := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		switch {
		case strings.HasPrefix(tag, "en"):
			return EN
		case strings.HasPrefix(tag, "zh"):
			return ZH
		}
	}
	return ZH
}

// T renders the message key in lang with fmt-style args. An unknown key renders as
// itself so that a missing translation is visible rather than blank.
func T(lang Lang, key string, args ...any) string {
	texts, ok := catalog[key]
	if !ok {
		return key
	}
	text := texts.zh
	if lang == EN {
		text = texts.en
	}
	if len(args) == 0 {
		return text
	}
	return fmt.Sprintf(text, args...)
}

type texts struct{ zh, en string }

// Sample is a sample record's text in lang: the mock's sample data keeps some texts as
// catalog keys under "sample." (notices, the demo workflow), so they read in the reader's
// language; any other text is answered as written.
func Sample(lang Lang, s string) string {
	if strings.HasPrefix(s, "sample.") {
		return T(lang, s)
	}
	return s
}
