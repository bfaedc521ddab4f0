// Package money converts between the contract's decimal yuan strings ("12.50") and the
// integer cents that Go and SQL hold. Floats never touch an amount.
package money

import (
	"errors"
	"strconv"
	"strings"
)

// ErrFormat is returned for text that is not an amount with at most two decimals.
var ErrFormat = errors.New("not an amount with at most two decimals")

// Parse reads "12", "12.5" or "12.50" (no sign) as cents.
func Parse(s string) (int64, error) {
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" || len(whole) > 12 || (hasDot && (len(frac) == 0 || len(frac) > 2)) {
		return 0, ErrFormat
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, ErrFormat
		}
	}
	yuan, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, ErrFormat
	}
	for len(frac) < 2 {
		frac += "0"
	}
	cents, _ := strconv.ParseInt(frac, 10, 64)
	return yuan*100 + cents, nil
}

// Format writes cents as yuan with two decimals.
// Every amount of every list goes through it, so it builds the text without fmt.
func Format(cents int64) string {
	var b [24]byte
	out := b[:0]
	u := uint64(cents)
	if cents < 0 {
		out, u = append(out, '-'), -u
	}
	out = strconv.AppendUint(out, u/100, 10)
	out = append(out, '.', byte('0'+u%100/10), byte('0'+u%10))
	return string(out)
}
