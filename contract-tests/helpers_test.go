package contracttests

import (
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"testing"

	"shopconsole/mock"
)

func mockStore() *mock.Store { return mock.New() }

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
