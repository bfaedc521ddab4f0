package session

import (
	"context"
	"errors"
	"time"
)

// ErrNotFound and ErrConflict are what stores answer for a missing row and a clash
// with a unique key.
var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("conflict")
)

// Role is a named set of permission codes.
type Role struct {
	// ID orders a staff member's roles: the oldest role first (RolesAndPermissions).
	ID          int64
	Name        string
	Permissions []string
}

// Staff is a console account.
type Staff struct {
	ID            int64
	Username      string
	Email         string
	Avatar        string
	PasswordHash  string // empty only for the mock backend's demo accounts
	Disabled      bool
	Mobile        string // empty when none; unique when set
	Roles         []Role
	PromotionID   *string
	IspID         *string
	CainiaoConfig map[string]any
	CreatedAt     time.Time
	// SessionVersion moves on when a sign-in family is revoked (sign-out, a reused refresh
	// token): access tokens signed at an older version are refused.
	SessionVersion int64
}

// SessionState is what decides, at each request, whether a staff member's access token
// still stands.
type SessionState struct {
	Version  int64
	Disabled bool
}

// NewStaff is what registration stores.
type NewStaff struct {
	Username     string
	Email        string
	PasswordHash string
	Roles        []string
	CreatedAt    time.Time
}

// RefreshToken is one link of a rotation family; only its hash is stored.
type RefreshToken struct {
	Hash      string
	Family    string
	StaffID   int64
	CreatedAt time.Time
	ExpiresAt time.Time
	UsedAt    *time.Time // set when it was exchanged for the next one
	RevokedAt *time.Time
}

// Store is what the session service needs from a backend.
type Store interface {
	// StaffByUsername answers the account whose username in lower case is key, a
	// UsernameKey (the service decides which names match).
	StaffByUsername(ctx context.Context, key string) (Staff, error)
	StaffByID(ctx context.Context, id int64) (Staff, error)
	StaffBySocial(ctx context.Context, platform, subject string) (Staff, error)
	CreateStaff(ctx context.Context, s NewStaff) (Staff, error)

	SaveRefreshToken(ctx context.Context, t RefreshToken) error
	// ConsumeRefreshToken marks the token used at `at` if it was unused, atomically, and
	// returns it as it was before: a non-nil UsedAt means it had been used already.
	ConsumeRefreshToken(ctx context.Context, hash string, at time.Time) (RefreshToken, error)
	// EndSignIn ends staffID's sign-in `family`, in one step: it revokes every refresh token
	// of the family not yet revoked and moves the staff member's SessionVersion on, so that
	// the access tokens handed out end too. The version moves when a token was revoked, or
	// when it is still tokenVersion (an access token of the sign-in that is still good, whose
	// refresh tokens may be gone); -1 names no access token.
	EndSignIn(ctx context.Context, staffID int64, family string, tokenVersion int64, at time.Time) error
	// SessionState reads the staff member's session version and disabled flag from the
	// store itself, never from a cache: every request checks its token against it, so that
	// a sign-out or a disabled account applies at once on every instance.
	SessionState(ctx context.Context, staffID int64) (SessionState, error)

	// RecentLoginFailures lists the failure times for account+ip after since.
	RecentLoginFailures(ctx context.Context, account, ip string, since time.Time) ([]time.Time, error)
	AddLoginFailure(ctx context.Context, account, ip string, at time.Time) error
	ClearLoginFailures(ctx context.Context, account, ip string) error

	// StaffByMobile finds the staff member with that mobile number.
	StaffByMobile(ctx context.Context, mobile string) (Staff, error)
	// SMSTx runs fn as one transaction over the SMS codes: nothing fn wrote stays when it
	// fails. The service decides; the store loads and saves.
	SMSTx(ctx context.Context, fn func(tx SMSTx) error) error
	// PruneSMSCodes deletes codes that expired before `before`; it answers how many went.
	PruneSMSCodes(ctx context.Context, before time.Time) (int64, error)

	// PruneSessions deletes refresh tokens that expired before tokensBefore and login
	// failures from before failuresBefore; it answers how many went.
	PruneSessions(ctx context.Context, tokensBefore, failuresBefore time.Time) (int64, error)
}

// SMSTx loads and saves SMS codes inside Store.SMSTx.
type SMSTx interface {
	// SMSCode loads the number's code (ErrNotFound when it has none) and holds the number
	// until the transaction ends: sends and checks of one number take turns.
	SMSCode(mobile string) (SMSCode, error)
	// SaveSMSCode stores the number's code, replacing the one it had.
	SaveSMSCode(c SMSCode) error
}
