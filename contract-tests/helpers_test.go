package contracttests

import (
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"testing"

	"shopconsole/mock"
)

// mockStore is the mock backend with its sample data dated before the test clock's day.
func mockStore() *mock.Store { return mock.NewAt(testStart) }

func parsePEM(t *testing.T, s string) *rsa.PublicKey {
	t.Helper()
	block, _ := pem.Decode([]byte(s))
	if block == nil {
		t.Fatalf("public key is not PEM: %q", s)
	}
	key, err := x509.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	pub, ok := key.(*rsa.PublicKey)
	if !ok {
		t.Fatalf("public key is %T", key)
	}
	return pub
}
