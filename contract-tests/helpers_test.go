package contracttests

import (
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"testing"
	"time"

	"shopconsole/mock"
)

// mockStore is the mock backend with its sample data dated before the test clock's day.
func mockStore() *mock.Store { return mock.NewAt(testStart) }

func parsePEM(t *testing.T, s string) *rsa.PublicKey {
	t.Helper()
	pub, err := parsePublicKey(s)
	if err != nil {
		t.Fatal(err)
	}
	return pub
}

// parsePublicKey reads an RSA public key in PEM (PKIX).
func parsePublicKey(s string) (*rsa.PublicKey, error) {
	block, _ := pem.Decode([]byte(s))
	if block == nil {
		return nil, fmt.Errorf("public key is not PEM: %q", s)
	}
	key, err := x509.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("parse the public key: %w", err)
	}
	pub, ok := key.(*rsa.PublicKey)
	if !ok {
		return nil, fmt.Errorf("public key is %T, not RSA", key)
	}
	return pub, nil
}

// clockSkew is how far a running server's times may be from the scenario's reading of the
// clock: its clock runs on while the scenario's in-process clock stands still.
const clockSkew = time.Minute

// timeIs reports whether an answer's time (RFC 3339) is want: to the second in-process,
// within clockSkew of it against a running server.
func (e *Env) timeIs(got string, want time.Time) bool {
	g, err := time.Parse(time.RFC3339Nano, got)
	if err != nil {
		return false
	}
	if e.Remote != nil {
		return g.Sub(want).Abs() <= clockSkew
	}
	return g.Truncate(time.Second).Equal(want.Truncate(time.Second))
}

// timeOf reads an answer's time field (zero when absent or not a time).
func timeOf(r Res, path string) time.Time {
	tm, _ := time.Parse(time.RFC3339Nano, r.Str(path))
	return tm
}
