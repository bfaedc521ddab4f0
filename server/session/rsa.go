package session

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"fmt"
)

// LoginKey decrypts credentials that the console encrypted with its public key.
type LoginKey struct {
	private *rsa.PrivateKey
	pem     string
}

// NewLoginKey generates a key of bits (1024 or 2048).
func NewLoginKey(bits int) (*LoginKey, error) {
	if bits != 1024 && bits != 2048 {
		return nil, fmt.Errorf("login RSA key size %d: want 1024 or 2048", bits)
	}
	key, err := rsa.GenerateKey(rand.Reader, bits)
	if err != nil {
		return nil, fmt.Errorf("generate login RSA key: %w", err)
	}
	der, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	if err != nil {
		return nil, fmt.Errorf("encode login RSA public key: %w", err)
	}
	return &LoginKey{private: key, pem: string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der}))}, nil
}

// PublicPEM is the key the console encrypts with.
func (k *LoginKey) PublicPEM() string { return k.pem }

// Public is the public half, for tests and clients written in Go.
func (k *LoginKey) Public() *rsa.PublicKey { return &k.private.PublicKey }

// Decrypt reverses EncryptChunks.
func (k *LoginKey) Decrypt(b64 string) ([]byte, error) {
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return nil, fmt.Errorf("base64: %w", err)
	}
	size := k.private.Size()
	if len(data) == 0 || len(data)%size != 0 {
		return nil, fmt.Errorf("cipher text of %d bytes is not whole %d-byte blocks", len(data), size)
	}
	var out []byte
	for i := 0; i < len(data); i += size {
		//nolint:staticcheck // PKCS#1 v1.5 is what browser RSA libraries use.
		plain, err := rsa.DecryptPKCS1v15(nil, k.private, data[i:i+size])
		if err != nil {
			return nil, fmt.Errorf("block %d: %w", i/size, err)
		}
		out = append(out, plain...)
	}
	return out, nil
}

// EncryptChunks encrypts plain as the console does: chunks of (key bytes - 11),
// PKCS#1 v1.5, blocks concatenated, base64.
func EncryptChunks(pub *rsa.PublicKey, plain []byte) (string, error) {
	chunk := pub.Size() - 11
	var out []byte
	for i := 0; i < len(plain); i += chunk {
		end := min(i+chunk, len(plain))
		//nolint:staticcheck // see Decrypt.
		block, err := rsa.EncryptPKCS1v15(rand.Reader, pub, plain[i:end])
		if err != nil {
			return "", fmt.Errorf("encrypt chunk: %w", err)
		}
		out = append(out, block...)
	}
	return base64.StdEncoding.EncodeToString(out), nil
}
