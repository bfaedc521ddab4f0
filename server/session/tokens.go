package session

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Tokens signs and verifies access tokens (HS256 JWTs).
type Tokens struct {
	secret []byte
	ttl    time.Duration
	now    func() time.Time
}

// AccessClaims is what an access token says.
type AccessClaims struct {
	StaffID  int64
	IssuedAt time.Time
}

var (
	errTokenExpired = errors.New("access token expired")
	errTokenInvalid = errors.New("access token invalid")
)

const issuer = "shop-console"

// Millisecond issue times: GET /expireToken compares ages against 5000 ms.
func init() { jwt.TimePrecision = time.Millisecond }

// Sign issues an access token for staffID.
func (t *Tokens) Sign(staffID int64) (string, error) {
	now := t.now()
	claims := jwt.RegisteredClaims{
		Issuer:    issuer,
		Subject:   strconv.FormatInt(staffID, 10),
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(t.ttl)),
		ID:        randomID(),
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.secret)
	if err != nil {
		return "", fmt.Errorf("sign access token: %w", err)
	}
	return s, nil
}

// Verify checks the signature and expiry of an access token.
func (t *Tokens) Verify(token string) (AccessClaims, error) {
	var claims jwt.RegisteredClaims
	_, err := jwt.ParseWithClaims(token, &claims, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(issuer),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(t.now),
	)
	switch {
	case errors.Is(err, jwt.ErrTokenExpired):
		return AccessClaims{}, errTokenExpired
	case err != nil:
		return AccessClaims{}, errTokenInvalid
	}
	id, err := strconv.ParseInt(claims.Subject, 10, 64)
	if err != nil || claims.IssuedAt == nil {
		return AccessClaims{}, errTokenInvalid
	}
	return AccessClaims{StaffID: id, IssuedAt: claims.IssuedAt.Time}, nil
}

func randomID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return base64.RawURLEncoding.EncodeToString(b)
}

// hashRefresh is what the store keeps of a refresh token: a leaked table does not give
// usable tokens.
func hashRefresh(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
