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
	StaffByUsername(ctx context.Context, username string) (Staff, error)
	StaffByID(ctx context.Context, id int64) (Staff, error)
	StaffBySocial(ctx context.Context, platform, subject string) (Staff, error)
	CreateStaff(ctx context.Context, s NewStaff) (Staff, error)

	SaveRefreshToken(ctx context.Context, t RefreshToken) error
	// ConsumeRefreshToken marks the token used at `at` if it was unused, atomically, and
	// returns it as it was before: a non-nil UsedAt means it had been used already.
	ConsumeRefreshToken(ctx context.Context, hash string, at time.Time) (RefreshToken, error)
	RevokeRefreshFamily(ctx context.Context, family string, at time.Time) error

	// RecentLoginFailures lists the failure times for account+ip after since.
	RecentLoginFailures(ctx context.Context, account, ip string, since time.Time) ([]time.Time, error)
	AddLoginFailure(ctx context.Context, account, ip string, at time.Time) error
	ClearLoginFailures(ctx context.Context, account, ip string) error

	// StaffByMobile finds the staff member with that mobile number.
	StaffByMobile(ctx context.Context, mobile string) (Staff, error)
	// PutSMSCode stores c as the number's code, replacing the previous one, unless the
	// previous one was sent after notBefore: then ErrSMSTooSoon and its send time.
	PutSMSCode(ctx context.Context, c SMSCode, notBefore time.Time) (lastSent time.Time, err error)
	// CheckSMSCode compares hash with the number's unexpired code, atomically: a match uses
	// the code up; a miss counts an attempt and the maxAttempts-th miss deletes the code.
	CheckSMSCode(ctx context.Context, mobile, hash string, now time.Time, maxAttempts int) (SMSCheck, error)
	// PruneSMSCodes deletes codes that expired before `before`; it answers how many went.
	PruneSMSCodes(ctx context.Context, before time.Time) (int64, error)

	// PruneSessions deletes refresh tokens that expired before tokensBefore and login
	// failures from before failuresBefore; it answers how many went.
	PruneSessions(ctx context.Context, tokensBefore, failuresBefore time.Time) (int64, error)
}
