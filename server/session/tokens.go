package session

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Tokens signs and verifies access tokens (HS256 JWTs).
type Tokens struct {
	secret []byte
	ttl    time.Duration
	now    func() time.Time

	// verified remembers tokens whose signature checked out, until they expire: a token
	// comes with every request, and parsing it again is a twentieth of a list's CPU.
	mu       sync.Mutex
	verified map[string]verifiedToken
}

type verifiedToken struct {
	claims  AccessClaims
	expires time.Time
}

// verifiedMax bounds the memory of the verified tokens; past it they start over.
const verifiedMax = 4096

// AccessClaims is what an access token says.
type AccessClaims struct {
	StaffID  int64
	IssuedAt time.Time
	// SessionVersion is the staff member's session version when the token was signed; a
	// sign-out moves the version on, which ends every access token signed before it.
	SessionVersion int64
	// SignIn is the sign-in (refresh-token family) the token was handed out for: a sign-out
	// presenting only the access token ends that sign-in.
	SignIn string
}

// jwtClaims are the registered claims plus the session version ("sv") and the sign-in
// ("sid").
type jwtClaims struct {
	jwt.RegisteredClaims
	SV  int64  `json:"sv"`
	SID string `json:"sid,omitempty"`
}

var (
	errTokenExpired = errors.New("access token expired")
	errTokenInvalid = errors.New("access token invalid")
)

const issuer = "shop-console"

// Millisecond issue times: GET /expireToken compares ages against 5000 ms.
func init() { jwt.TimePrecision = time.Millisecond }

// Sign issues an access token for staffID at its session version, for the sign-in signIn.
func (t *Tokens) Sign(staffID, sessionVersion int64, signIn string) (string, error) {
	now := t.now()
	claims := jwtClaims{RegisteredClaims: jwt.RegisteredClaims{
		Issuer:    issuer,
		Subject:   strconv.FormatInt(staffID, 10),
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(t.ttl)),
		ID:        randomID(),
	}, SV: sessionVersion, SID: signIn}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.secret)
	if err != nil {
		return "", fmt.Errorf("sign access token: %w", err)
	}
	return s, nil
}

// Verify checks the signature and expiry of an access token.
func (t *Tokens) Verify(token string) (AccessClaims, error) {
	now := t.now()
	t.mu.Lock()
	v, ok := t.verified[token]
	t.mu.Unlock()
	if ok && now.Before(v.expires) {
		return v.claims, nil
	}
	var claims jwtClaims
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
	access, err := claims.access()
	if err != nil {
		return AccessClaims{}, err
	}
	v = verifiedToken{access, claims.ExpiresAt.Time}
	t.mu.Lock()
	if t.verified == nil || len(t.verified) >= verifiedMax {
		t.verified = make(map[string]verifiedToken)
	}
	// A copy: the caller's string may share a buffer the web server reuses.
	t.verified[strings.Clone(token)] = v
	t.mu.Unlock()
	return v.claims, nil
}

// Presented checks the signature of an access token whether or not it has expired: a
// sign-out with an expired token still names the sign-in to end. Nothing is remembered.
func (t *Tokens) Presented(token string) (AccessClaims, error) {
	var claims jwtClaims
	_, err := jwt.ParseWithClaims(token, &claims, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithoutClaimsValidation(),
	)
	if err != nil || claims.Issuer != issuer {
		return AccessClaims{}, errTokenInvalid
	}
	return claims.access()
}

func (c jwtClaims) access() (AccessClaims, error) {
	id, err := strconv.ParseInt(c.Subject, 10, 64)
	if err != nil || c.IssuedAt == nil {
		return AccessClaims{}, errTokenInvalid
	}
	return AccessClaims{StaffID: id, IssuedAt: c.IssuedAt.Time, SessionVersion: c.SV, SignIn: c.SID}, nil
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
