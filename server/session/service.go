// Package session signs staff in and out: passwords, optional RSA-encrypted credentials,
// sign-in throttling, short-lived access tokens and rotating refresh tokens.
package session

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"slices"
	"strings"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/apperr"
	"shopconsole/server/audit"
	"shopconsole/server/text"
)

// Sign-in throttling: this many failures for one account from one address within the
// window answer 429 until the oldest of them leaves the window.
const (
	MaxLoginFailures = 5
	FailureWindow    = 15 * time.Minute
	// ExpireProbeAge is the age after which GET /expireToken answers 402.
	ExpireProbeAge = 5000 * time.Millisecond
)

// SocialProvider turns a provider's authorisation code into the provider's user id.
type SocialProvider interface {
	Exchange(ctx context.Context, platform, code string) (subject string, err error)
}

// Config tunes the service.
type Config struct {
	Secret     []byte
	AccessTTL  time.Duration
	RefreshTTL time.Duration
	// LoginKey, when set, makes clients send credentials RSA-encrypted.
	LoginKey *LoginKey
	// DemoPasswords lets accounts stored without a password sign in with any password:
	// the mock backend's sample staff. Postgres never stores such accounts.
	DemoPasswords bool
	MockServer    bool
	Registration  bool
	Social        SocialProvider
	// SMS sends sign-in codes; nil turns SMS sign-in off (503).
	SMS SMSSender
	Now func() time.Time
}

// Service is the session business logic.
type Service struct {
	store  Store
	audit  *audit.Log
	tokens *Tokens
	cfg    Config
	staff  staffCache
	// dummyHash keeps a failed look-up as slow as a wrong password.
	dummyHash string
}

// Issued is what a successful sign-in or refresh hands out.
type Issued struct {
	Access  string
	Refresh string
}

// New returns a Service. It checks only the secret's length: the binary refuses a weak
// secret (CheckSecret) where an operator sets one, while tests and tools sign with fixed
// secrets of their own.
func New(store Store, log *audit.Log, cfg Config) (*Service, error) {
	if len(cfg.Secret) < MinSecretBytes {
		return nil, fmt.Errorf("token secret must be at least %d bytes", MinSecretBytes)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	dummy, err := HashPassword("not-a-real-password")
	if err != nil {
		return nil, err
	}
	return &Service{
		store:     store,
		audit:     log,
		tokens:    &Tokens{secret: cfg.Secret, ttl: cfg.AccessTTL, now: cfg.Now},
		cfg:       cfg,
		dummyHash: dummy,
	}, nil
}

// PublicKey answers GET /publicKey.
func (s *Service) PublicKey() (pemKey string, mockServer bool) {
	if s.cfg.LoginKey != nil {
		pemKey = s.cfg.LoginKey.PublicPEM()
	}
	return pemKey, s.cfg.MockServer
}

// Credentials is a sign-in request as the client sent it.
type Credentials struct {
	Username  string
	Password  string
	Encrypted string
}

// Login checks credentials and issues tokens.
func (s *Service) Login(ctx context.Context, in Credentials) (Issued, error) {
	creds, err := s.plain(in)
	if err != nil {
		return Issued{}, err
	}
	ip := access.ClientFrom(ctx).IP
	now := s.cfg.Now()
	if wait, err := s.throttled(ctx, creds.Username, ip, now); err != nil {
		return Issued{}, err
	} else if wait > 0 {
		s.record(ctx, creds.Username, audit.ResultAttack, "login", DetailThrottled)
		e := apperr.New(http.StatusTooManyRequests, "auth.throttled", wait)
		e.RetryAfter = wait
		return Issued{}, e
	}
	var staff Staff
	err = ErrNotFound
	if key, ok := UsernameKey(creds.Username); ok {
		staff, err = s.store.StaffByUsername(ctx, key)
	}
	switch {
	case errors.Is(err, ErrNotFound):
		CheckPassword(s.dummyHash, creds.Password)
	case err != nil:
		return Issued{}, fmt.Errorf("login %q: %w", creds.Username, err)
	}
	if err != nil || !s.passwordOK(staff, creds.Password) {
		if err := s.store.AddLoginFailure(ctx, creds.Username, ip, now); err != nil {
			return Issued{}, fmt.Errorf("record login failure: %w", err)
		}
		s.record(ctx, creds.Username, audit.ResultLoginFailure, "login", DetailWrongCredentials)
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.badCredentials")
	}
	if staff.Disabled {
		s.record(ctx, creds.Username, audit.ResultLoginFailure, "login", DetailDisabled)
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.disabled")
	}
	if err := s.store.ClearLoginFailures(ctx, creds.Username, ip); err != nil {
		return Issued{}, fmt.Errorf("clear login failures: %w", err)
	}
	return s.signIn(ctx, staff, "login")
}

// UsernameKey is how an account is found by its name: a name an account can have (ASCII
// letters, digits, _ . and -) in lower case, so that case does not matter. ok is false for
// any other text, which names no account: letters such as İ or ſ turn into one of those
// under some case foldings and not under others.
func UsernameKey(username string) (key string, ok bool) {
	for i := range len(username) {
		switch c := username[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '_', c == '.', c == '-':
		default:
			return "", false
		}
	}
	return strings.ToLower(username), username != ""
}

func (s *Service) plain(in Credentials) (Credentials, error) {
	switch {
	case s.cfg.LoginKey != nil && in.Encrypted == "":
		return Credentials{}, apperr.Invalid("encrypted", "auth.mustEncrypt")
	case s.cfg.LoginKey == nil && in.Encrypted != "":
		return Credentials{}, apperr.Invalid("encrypted", "auth.badEncrypted")
	case in.Encrypted != "":
		raw, err := s.cfg.LoginKey.Decrypt(in.Encrypted)
		if err != nil {
			return Credentials{}, apperr.Invalid("encrypted", "auth.badEncrypted")
		}
		var body struct{ Username, Password string }
		if err := json.Unmarshal(raw, &body); err != nil {
			return Credentials{}, apperr.Invalid("encrypted", "auth.badEncrypted")
		}
		in = Credentials{Username: body.Username, Password: body.Password}
	}
	// The contract checks the text of clear credentials; decrypted ones are checked here.
	for field, v := range map[string]string{"username": in.Username, "password": in.Password} {
		if problem := text.Check(v, false); problem != text.None {
			return Credentials{}, apperr.Invalid(field, string(problem), field)
		}
	}
	in.Username = strings.TrimSpace(in.Username)
	if in.Username == "" {
		return Credentials{}, apperr.Invalid("username", "auth.usernameEmpty")
	}
	if len([]rune(in.Password)) < MinPasswordLength {
		return Credentials{}, apperr.Invalid("password", "auth.passwordShort")
	}
	return in, nil
}

func (s *Service) passwordOK(staff Staff, password string) bool {
	return PasswordAccepted(staff.PasswordHash, password, s.cfg.DemoPasswords)
}

// throttled answers how many seconds account+ip must wait, 0 when it may try now.
func (s *Service) throttled(ctx context.Context, account, ip string, now time.Time) (int, error) {
	failures, err := s.store.RecentLoginFailures(ctx, account, ip, now.Add(-FailureWindow))
	if err != nil {
		return 0, fmt.Errorf("read login failures: %w", err)
	}
	if len(failures) < MaxLoginFailures {
		return 0, nil
	}
	slices.SortFunc(failures, func(a, b time.Time) int { return a.Compare(b) })
	// Free again when only MaxLoginFailures-1 of them remain in the window.
	freeAt := failures[len(failures)-MaxLoginFailures].Add(FailureWindow)
	return max(1, int(math.Ceil(freeAt.Sub(now).Seconds()))), nil
}

func (s *Service) signIn(ctx context.Context, staff Staff, operation string) (Issued, error) {
	issued, err := s.issue(ctx, staff, randomID())
	if err != nil {
		return Issued{}, err
	}
	s.record(ctx, staff.Username, audit.ResultLoginSuccess, operation, "")
	return issued, nil
}

func (s *Service) issue(ctx context.Context, staff Staff, family string) (Issued, error) {
	access, err := s.tokens.Sign(staff.ID, staff.SessionVersion, family)
	if err != nil {
		return Issued{}, err
	}
	refresh := randomID() + randomID()
	now := s.cfg.Now().UTC()
	err = s.store.SaveRefreshToken(ctx, RefreshToken{
		Hash: hashRefresh(refresh), Family: family, StaffID: staff.ID,
		CreatedAt: now, ExpiresAt: now.Add(s.cfg.RefreshTTL),
	})
	if err != nil {
		return Issued{}, fmt.Errorf("save refresh token: %w", err)
	}
	return Issued{Access: access, Refresh: refresh}, nil
}

// Refresh exchanges a refresh token for new tokens. A token works once; presenting a
// used one again means it leaked, so its whole family is revoked.
func (s *Service) Refresh(ctx context.Context, refresh string) (Issued, error) {
	if refresh == "" {
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.refreshMissing")
	}
	now := s.cfg.Now().UTC()
	old, err := s.store.ConsumeRefreshToken(ctx, hashRefresh(refresh), now)
	if errors.Is(err, ErrNotFound) {
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.refreshInvalid")
	}
	if err != nil {
		return Issued{}, fmt.Errorf("consume refresh token: %w", err)
	}
	staff, err := s.store.StaffByID(ctx, old.StaffID)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return Issued{}, fmt.Errorf("refresh: staff %d: %w", old.StaffID, err)
	}
	// A deleted account's token is invalid, used or not: there is no sign-in left to end
	// (a store may have deleted its tokens with it, or kept them).
	if old.UsedAt != nil && err == nil {
		if err := s.end(ctx, old.StaffID, old.Family, noToken, now); err != nil {
			return Issued{}, err
		}
		s.record(ctx, staff.Username, audit.ResultAttack, "refreshToken", DetailTokenReused)
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.refreshReused")
	}
	if old.RevokedAt != nil || !now.Before(old.ExpiresAt) || err != nil || staff.Disabled {
		return Issued{}, apperr.New(http.StatusUnauthorized, "auth.refreshInvalid")
	}
	return s.issue(ctx, staff, old.Family)
}

// Prune drops what can no longer matter: expired refresh tokens (a used one is kept until
// it expires, so that its reuse is still recognised) and failures outside the throttle window.
func (s *Service) Prune(ctx context.Context) (int64, error) {
	now := s.cfg.Now().UTC()
	n, err := s.store.PruneSessions(ctx, now, now.Add(-FailureWindow))
	if err != nil {
		return 0, fmt.Errorf("prune sessions: %w", err)
	}
	// An expired code still holds its send time for the 60-second rule: keep it that long.
	codes, err := s.store.PruneSMSCodes(ctx, now.Add(-SMSInterval))
	if err != nil {
		return n, fmt.Errorf("prune sms codes: %w", err)
	}
	return n + codes, nil
}

// RolesAndPermissions lists role names and the de-duplicated union of their permissions.
func RolesAndPermissions(staff Staff) (roles, perms []string) {
	roles, perms = []string{}, []string{}
	held := slices.SortedStableFunc(slices.Values(staff.Roles), func(a, b Role) int { return cmp.Compare(a.ID, b.ID) })
	for _, r := range held {
		roles = append(roles, r.Name)
		for _, p := range r.Permissions {
			if !slices.Contains(perms, p) {
				perms = append(perms, p)
			}
		}
	}
	return roles, perms
}

// Me returns the signed-in staff member.
func (s *Service) Me(ctx context.Context) (Staff, error) {
	p, err := access.Signed(ctx)
	if err != nil {
		return Staff{}, err
	}
	staff, _, err := s.staffByID(ctx, p.StaffID)
	if err != nil {
		return Staff{}, fmt.Errorf("staff %d: %w", p.StaffID, err)
	}
	return staff, nil
}

// TokenAge answers GET /expireToken: the access token's age, or 402 past ExpireProbeAge.
func (s *Service) TokenAge(ctx context.Context) (time.Time, time.Duration, error) {
	p, err := access.Signed(ctx)
	if err != nil {
		return time.Time{}, 0, err
	}
	age := max(0, s.cfg.Now().Sub(p.TokenIssued))
	if age > ExpireProbeAge {
		return time.Time{}, 0, apperr.New(http.StatusPaymentRequired, "auth.tokenExpired")
	}
	return p.TokenIssued.UTC(), age, nil
}

// record appends to the system log; sign-in must not fail because the log did, but the
// failure is loud.
func (s *Service) record(ctx context.Context, account, result, operation, detail string) {
	err := s.audit.Record(ctx, audit.Entry{
		Account: account, Type: audit.TypeOperation, Result: result, Operation: operation, Target: account, Detail: detail,
	})
	if err != nil {
		logError(ctx, err)
	}
}
