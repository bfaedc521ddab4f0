package session

import (
	"fmt"
	"math"
	"strings"
)

// The token secret's rule (CheckSecret).
const (
	MinSecretBytes = 32
	// minSecretSymbols: a secret of fewer different bytes is a pattern, not a key.
	minSecretSymbols = 10
	// minSecretBits is the least secretBits a secret must reach: 64 hex characters of
	// `openssl rand -hex 32` reach 220 to 256, base64 of 32 random bytes 265 to 285; 32
	// random hex characters (128 bits) reach it but for one in a few thousand, which the
	// patterns a random text holds by chance bring down.
	minSecretBits = 100
	// secretScan bounds the part of a long secret that is estimated.
	secretScan = 512
)

// MakeSecret says how to make a good token secret.
const MakeSecret = "make one with: openssl rand -hex 32"

// weakWords are the words secrets are made of when people make them up; matched in any case
// and with digits and symbols standing for letters (p@ssw0rd).
var weakWords = []string{
	"password", "passwd", "secret", "token", "signing", "session", "changeme", "change", "default",
	"example", "sample", "letmein", "welcome", "qwerty", "asdfgh", "zxcvbn", "admin", "master",
	"super", "private", "shop", "console", "production", "prod", "staging", "develop", "dev",
	"testing", "test", "demo", "guest", "root", "user", "hello", "iloveyou", "dragon", "monkey",
	"jwt", "key", "abc",
}

// CheckSecret refuses a token secret that is short or obviously weak: under MinSecretBytes,
// fewer than minSecretSymbols different bytes, one text repeated, or made of words, runs,
// sequences and repeats that leave less than minSecretBits by secretBits. The error says
// why; MakeSecret says what to do instead.
func CheckSecret(secret string) error {
	if len(secret) < MinSecretBytes {
		return fmt.Errorf("it is %d bytes long, at least %d are needed", len(secret), MinSecretBytes)
	}
	if n := distinct(secret); n < minSecretSymbols {
		return fmt.Errorf("it holds only %d different characters, at least %d are needed", n, minSecretSymbols)
	}
	if p := period(secret); p > 0 {
		return fmt.Errorf("it is the same %d characters over and over", p)
	}
	if bits := secretBits(secret); bits < minSecretBits {
		return fmt.Errorf("it is too easy to guess: about %d bits of chance by its words, runs, sequences and repeats, at least %d are needed", int(bits), minSecretBits)
	}
	return nil
}

func distinct(s string) int {
	var seen [256]bool
	n := 0
	for i := range len(s) {
		if !seen[s[i]] {
			seen[s[i]] = true
			n++
		}
	}
	return n
}

// period is the length of the shortest text that s repeats (the last time cut short
// allowed), 0 when s repeats none.
func period(s string) int {
	for p := 1; p <= len(s)/2; p++ {
		if s[p:] == s[:len(s)-p] {
			return p
		}
	}
	return 0
}

// secretBits estimates the guesses a secret costs, in bits: it is read left to right,
// each step taking the longest of a weak word, a run of four or more of one character, a
// sequence of four or more (abcd, 9876), an earlier part of four or more again, or else one
// character of the secret's alphabet, each priced by what naming it takes.
func secretBits(s string) float64 {
	s = s[:min(len(s), secretScan)]
	char := math.Log2(float64(alphabet(s)))
	word := math.Log2(float64(len(weakWords))) + 1 // the word, and its case or spelling
	bits := 0.0
	for i := 0; i < len(s); {
		n, cost := 1, char
		if w := wordAt(s, i); w > 0 {
			n, cost = w, word
		}
		if r := runAt(s, i); r >= 4 && r > n {
			n, cost = r, char+math.Log2(float64(r))
		}
		if q := sequenceAt(s, i); q >= 4 && q > n {
			n, cost = q, char+math.Log2(float64(q))+1
		}
		if k := repeatAt(s, i); k >= 4 && k > n {
			n, cost = k, math.Log2(float64(i))+math.Log2(float64(k))
		}
		bits += cost
		i += n
	}
	return bits
}

// alphabet is the size of the character set the secret draws from: hex digits, or the
// union of digits, lower and upper case letters, ASCII symbols and other bytes it uses.
func alphabet(s string) int {
	var digit, lower, upper, symbol, other bool
	for i := range len(s) {
		switch c := s[i]; {
		case '0' <= c && c <= '9':
			digit = true
		case 'a' <= c && c <= 'z':
			lower = true
		case 'A' <= c && c <= 'Z':
			upper = true
		case c < 0x80:
			symbol = true
		default:
			other = true
		}
	}
	if !symbol && !other && (!lower || !upper) && strings.Trim(strings.ToLower(s), "0123456789abcdef") == "" {
		return 16
	}
	n := 0
	for _, c := range []struct {
		used bool
		size int
	}{{digit, 10}, {lower, 26}, {upper, 26}, {symbol, 33}, {other, 128}} {
		if c.used {
			n += c.size
		}
	}
	return n
}

// leet reads a character as the letter it may stand for.
var leet = strings.NewReplacer("0", "o", "1", "i", "3", "e", "4", "a", "5", "s", "7", "t", "@", "a", "$", "s", "!", "i")

// wordAt is the length of the longest weak word at s[i:], 0 when none starts there.
func wordAt(s string, i int) int {
	best := 0
	for _, w := range weakWords {
		if len(w) > best && i+len(w) <= len(s) && leet.Replace(strings.ToLower(s[i:i+len(w)])) == w {
			best = len(w)
		}
	}
	return best
}

// runAt is how many times s[i] follows itself from i.
func runAt(s string, i int) int {
	n := 1
	for i+n < len(s) && s[i+n] == s[i] {
		n++
	}
	return n
}

// sequenceAt is the length of the sequence from i whose bytes go up or down by one.
func sequenceAt(s string, i int) int {
	best := 1
	for _, d := range []int{1, -1} {
		n := 1
		for i+n < len(s) && int(s[i+n])-int(s[i+n-1]) == d {
			n++
		}
		best = max(best, n)
	}
	return best
}

// repeatAt is the length of the longest part from i found earlier in s.
func repeatAt(s string, i int) int {
	n := 0
	for i+n < len(s) && strings.Contains(s[:i], s[i:i+n+1]) {
		n++
	}
	return n
}
