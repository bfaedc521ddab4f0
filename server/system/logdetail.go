package system

import "shopconsole/server/i18n"

// LogDetail is a log line's detail in lang: the fixed details the sign-in paths record
// (wrong credentials, throttled...) in the reader's language, any other text as written.
func LogDetail(lang i18n.Lang, detail string) string {
	key := "system.logDetail." + detail
	if t := i18n.T(lang, key); t != key {
		return t
	}
	return detail
}
