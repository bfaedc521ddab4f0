package session

import (
	"errors"
	"strings"
	"testing"
	"time"
	"unsafe"
)

func TestPasswordHash(t *testing.T) {
	h, err := HashPassword("s3cret-pass")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$") {
		t.Fatalf("hash %q is not argon2id", h)
	}
	h2, _ := HashPassword("s3cret-pass")
	if h == h2 {
		t.Error("two hashes of one password are equal: no salt")
	}
	cases := []struct {
		hash, password string
		want           bool
	}{
		{h, "s3cret-pass", true},
		{h, "s3cret-pasS", false},
		{h, "", false},
		{"", "s3cret-pass", false},
		{"$argon2id$v=19$m=x$bad$bad", "s3cret-pass", false},
	}
	for _, c := range cases {
		if got := CheckPassword(c.hash, c.password); got != c.want {
			t.Errorf("CheckPassword(%q, %q) = %v", c.hash, c.password, got)
		}
	}
}

// An account without a stored password accepts exactly what sign-in lets through, and only
// on a demo server; a stored hash accepts only its password.
func TestPasswordAccepted(t *testing.T) {
	h, err := HashPassword("s3cret-pass")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		hash, password string
		demo, want     bool
	}{
		{"", "any-password", true, true},
		{"", "六个字的密码", true, true},
		{"", "12345", true, false},
		{"", "", true, false},
		{"", "any-password", false, false},
		{h, "s3cret-pass", false, true},
		{h, "s3cret-pass", true, true},
		{h, "other-pass", true, false},
	}
	for _, c := range cases {
		if got := PasswordAccepted(c.hash, c.password, c.demo); got != c.want {
			t.Errorf("PasswordAccepted(%q, %q, demo %v) = %v, want %v", c.hash, c.password, c.demo, got, c.want)
		}
	}
}

func TestAccessTokens(t *testing.T) {
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	tokens := &Tokens{secret: []byte(strings.Repeat("k", 32)), ttl: time.Minute, now: clock}
	tok, err := tokens.Sign(42, 0, "sign-in-1")
	if err != nil {
		t.Fatal(err)
	}
	claims, err := tokens.Verify(tok)
	if err != nil || claims.StaffID != 42 || !claims.IssuedAt.Equal(now) || claims.SignIn != "sign-in-1" {
		t.Fatalf("Verify = %+v, %v", claims, err)
	}
	// The web server hands over headers in buffers it reuses: what Verify remembers must
	// not change with them.
	fresh, _ := tokens.Sign(44, 0, "sign-in-2")
	buf := []byte(fresh)
	if c, err := tokens.Verify(unsafe.String(&buf[0], len(buf))); err != nil || c.StaffID != 44 {
		t.Fatalf("Verify = %+v, %v", c, err)
	}
	copy(buf, strings.Repeat("x", len(buf)))
	if _, ok := tokens.verified[fresh]; !ok {
		t.Fatal("the remembered token changed with the buffer it came in")
	}
	now = now.Add(time.Minute - time.Millisecond)
	if again, err := tokens.Verify(tok); err != nil || again != claims {
		t.Fatalf("Verify again, a moment before expiry = %+v, %v", again, err)
	}
	other := &Tokens{secret: []byte(strings.Repeat("x", 32)), ttl: time.Minute, now: clock}
	if _, err := other.Verify(tok); !errors.Is(err, errTokenInvalid) {
		t.Errorf("token signed with another secret: %v", err)
	}
	if _, err := tokens.Verify(tok[:len(tok)-2]); !errors.Is(err, errTokenInvalid) {
		t.Errorf("truncated token: %v", err)
	}
	now = now.Add(time.Millisecond)
	if _, err := tokens.Verify(tok); !errors.Is(err, errTokenExpired) {
		t.Errorf("expired token: %v", err)
	}
	// An expired token with a bad signature is invalid, not expired: no hint to forgers.
	if _, err := other.Verify(tok); !errors.Is(err, errTokenInvalid) {
		t.Errorf("expired forged token: %v", err)
	}
	// A sign-out reads the sign-in of an expired token, never of a forged one.
	if c, err := tokens.Presented(tok); err != nil || c != claims {
		t.Errorf("Presented(expired) = %+v, %v", c, err)
	}
	for name, bad := range map[string]string{"forged": mustSign(t, other, 42), "truncated": tok[:len(tok)-2], "not a token": "x"} {
		if _, err := tokens.Presented(bad); !errors.Is(err, errTokenInvalid) {
			t.Errorf("Presented(%s): %v", name, err)
		}
	}
}

func mustSign(t *testing.T, tokens *Tokens, staffID int64) string {
	t.Helper()
	tok, err := tokens.Sign(staffID, 0, "sign-in")
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func TestLoginKeyRoundTrip(t *testing.T) {
	for _, bits := range []int{1024, 2048} {
		key, err := NewLoginKey(bits)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(key.PublicPEM(), "-----BEGIN PUBLIC KEY-----") {
			t.Fatalf("PEM: %q", key.PublicPEM())
		}
		for _, n := range []int{1, bits/8 - 11, bits/8 - 10, 500} {
			plain := []byte(strings.Repeat("a", n))
			enc, err := EncryptChunks(key.Public(), plain)
			if err != nil {
				t.Fatal(err)
			}
			got, err := key.Decrypt(enc)
			if err != nil || string(got) != string(plain) {
				t.Fatalf("%d bits, %d bytes: %v", bits, n, err)
			}
		}
		if _, err := key.Decrypt("AAAA"); err == nil {
			t.Error("partial block decrypted")
		}
	}
	if _, err := NewLoginKey(512); err == nil {
		t.Error("512-bit key accepted")
	}
}

// BenchmarkCheckPassword is the floor of a password sign-in's latency.
func BenchmarkCheckPassword(b *testing.B) {
	h, _ := HashPassword("s3cret-pass")
	for b.Loop() {
		CheckPassword(h, "s3cret-pass")
	}
}
