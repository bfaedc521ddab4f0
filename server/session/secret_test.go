package session

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"strings"
	"testing"
)

func TestCheckSecret(t *testing.T) {
	cases := []struct {
		name, secret string
		refusal      string // a part of the reason; "" passes
	}{
		{"openssl rand -hex 32", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", ""},
		{"base64 of 32 random bytes", "n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=", ""},
		{"URL-safe base64 of 48 random bytes", "Xq2N7mJ9vR4kP1sT8wY3zB6cF0hL5dG2aE7uI9oK4nM1pQ8rS3tV6xW0yZ5bC2dA", ""},
		{"a passphrase of uncommon words", "quartz-ferry-obelisk-marmalade-77", ""},
		{"short", "9f86d081884c7d659a2feaa0c55ad01", "31 bytes long"},
		{"48 times a", strings.Repeat("a", 48), "only 1 different"},
		{"two characters", strings.Repeat("ab", 24), "only 2 different"},
		{"nine letters", "hgfedcbaihgdbfaeicghbadefihcgbedaifhbc", "only 9 different"},
		{"a text repeated", strings.Repeat("k3Jp9Qx2Lw7Z", 4), "same 12 characters"},
		{"repeated, cut short", strings.Repeat("k3Jp9Qx2Lw7Z", 3) + "k3Jp", "same 12 characters"},
		{"a word padded with digits", "password1234567890123456789012345", "too easy"},
		{"a word in leet, repeated", "P@ssw0rd-S3cret!P@ssw0rd-S3cret!x", "too easy"},
		{"words and sequences", "e2e-token-secret-0123456789abcdef0123456789", "too easy"},
		{"words of the product", "MySuperSecretPassword!2024-shop-console", "too easy"},
		{"the alphabet", "abcdefghijklmnopqrstuvwxyz0123456789", "too easy"},
		{"a keyboard row", "qwertyuiop1234567890asdfghjklzxcvbnm", "too easy"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckSecret(tc.secret)
			switch {
			case tc.refusal == "" && err != nil:
				t.Errorf("refused: %v (%.0f bits)", err, secretBits(tc.secret))
			case tc.refusal != "" && (err == nil || !strings.Contains(err.Error(), tc.refusal)):
				t.Errorf("err %v, want %q (%.0f bits)", err, tc.refusal, secretBits(tc.secret))
			}
		})
	}
}

// Every secret made as MakeSecret says, and every base64 of 32 random bytes, passes.
func TestCheckSecretRandom(t *testing.T) {
	for range 500 {
		b := make([]byte, 32)
		_, _ = rand.Read(b)
		for _, s := range []string{hex.EncodeToString(b), base64.StdEncoding.EncodeToString(b), base64.RawURLEncoding.EncodeToString(b)} {
			if err := CheckSecret(s); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
	}
}
