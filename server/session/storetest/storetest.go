// Package storetest is the contract every session.Store keeps, run over each backend's store:
// the staff lookups and registration, refresh-token rotation and the end of a sign-in, the
// session state, login failures, SMS codes and their rollback, and pruning.
package storetest

import (
	"cmp"
	"context"
	"slices"
	"testing"

	"shopconsole/server/session"
	"shopconsole/server/storecheck"
	"shopconsole/server/system"
)

// Stores are one backend's stores, fresh (holding the migrations' roles Admin, Editor and
// Test, and no staff).
type Stores struct {
	Session session.Store
	// System sets what registration does not: mobile numbers, the disabled flag.
	System system.Store
	// Link links a social identity to a staff member (no area's Store has it).
	Link func(ctx context.Context, staffID int64, platform, subject string) error
}

// Run checks the stores newStores answers, fresh for each case.
func Run(t *testing.T, newStores func(t *testing.T) Stores) {
	storecheck.Run(t, newStores, []storecheck.Case[Stores]{
		{Name: "NotFound", Fn: notFound},
		{Name: "CreateThenLoad", Fn: createThenLoad},
		{Name: "CreateConflicts", Fn: createConflicts},
		{Name: "StaffByMobileAndState", Fn: byMobileAndState},
		{Name: "RefreshTokens", Fn: refreshTokens},
		{Name: "EndSignIn", Fn: endSignIn},
		{Name: "LoginFailures", Fn: loginFailures},
		{Name: "PruneSessions", Fn: pruneSessions},
		{Name: "SMSCodes", Fn: smsCodes},
		{Name: "SMSRollback", Fn: smsRollback},
		{Name: "PruneSMSCodes", Fn: pruneSMSCodes},
	})
}

var (
	ctx = context.Background()
	at  = storecheck.At
)

const ghost = 987654

// norm makes two loads of one account comparable: time in UTC, roles by id (the service
// orders them), no list or map nil.
func norm(s session.Staff) session.Staff {
	s.CreatedAt = s.CreatedAt.UTC()
	s.Roles = slices.Clone(s.Roles)
	if s.Roles == nil {
		s.Roles = []session.Role{}
	}
	slices.SortFunc(s.Roles, func(a, b session.Role) int { return cmp.Compare(a.ID, b.ID) })
	for i, r := range s.Roles {
		if r.Permissions == nil {
			s.Roles[i].Permissions = []string{}
		}
	}
	if len(s.CainiaoConfig) == 0 {
		s.CainiaoConfig = nil
	}
	return s
}

// roles answers the migrations' roles as staff members hold them, by name.
func roles(t *testing.T, s Stores) map[string]session.Role {
	t.Helper()
	list, _, err := s.System.ListRoles(ctx, "", 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]session.Role{}
	for _, r := range list {
		out[r.Name] = session.Role{ID: r.ID, Name: r.Name, Permissions: r.Permissions}
	}
	return out
}

func create(t *testing.T, s Stores, username string, roles ...string) session.Staff {
	t.Helper()
	st, err := s.Session.CreateStaff(ctx, session.NewStaff{Username: username, Email: username + "@example.com",
		PasswordHash: "hash-" + username, Roles: roles, CreatedAt: at})
	if err != nil {
		t.Fatal(err)
	}
	return norm(st)
}

func notFound(t *testing.T, s Stores) {
	_, err := s.Session.StaffByUsername(ctx, "nobody")
	storecheck.Is(t, "StaffByUsername", err, session.ErrNotFound)
	_, err = s.Session.StaffByID(ctx, ghost)
	storecheck.Is(t, "StaffByID", err, session.ErrNotFound)
	_, err = s.Session.StaffBySocial(ctx, "github", "nobody")
	storecheck.Is(t, "StaffBySocial", err, session.ErrNotFound)
	_, err = s.Session.StaffByMobile(ctx, "13999999999")
	storecheck.Is(t, "StaffByMobile", err, session.ErrNotFound)
	_, err = s.Session.SessionState(ctx, ghost)
	storecheck.Is(t, "SessionState", err, session.ErrNotFound)
	_, err = s.Session.ConsumeRefreshToken(ctx, "no such hash", at)
	storecheck.Is(t, "ConsumeRefreshToken", err, session.ErrNotFound)
	storecheck.Tx(t, ctx, s.Session.SMSTx, func(tx session.SMSTx) error {
		_, err := tx.SMSCode("13999999999")
		storecheck.Is(t, "SMSCode", err, session.ErrNotFound)
		return nil
	})
}

// createThenLoad: what registration stores comes back by id, by the username in lower case
// and by a linked identity, with each role's id, name and permissions.
func createThenLoad(t *testing.T, s Stores) {
	held := roles(t, s)
	got := create(t, s, "Alice", "Test", "Editor")
	if got.ID == 0 {
		t.Fatal("CreateStaff answered no id")
	}
	want := session.Staff{ID: got.ID, Username: "Alice", Email: "Alice@example.com", PasswordHash: "hash-Alice",
		Roles: []session.Role{held["Editor"], held["Test"]}, CreatedAt: at}
	storecheck.Equal(t, "CreateStaff", got, want, norm)
	other := create(t, s, "bob")
	storecheck.Equal(t, "CreateStaff without roles", other.Roles, []session.Role{}, nil)

	byID, err := s.Session.StaffByID(ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "StaffByID", byID, want, norm)
	byName, err := s.Session.StaffByUsername(ctx, "alice")
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "StaffByUsername", byName, want, norm)
	if s.Link == nil {
		return
	}
	if err := s.Link(ctx, want.ID, "github", "alice-1"); err != nil {
		t.Fatal(err)
	}
	bySocial, err := s.Session.StaffBySocial(ctx, "github", "alice-1")
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "StaffBySocial", bySocial, want, norm)
	_, err = s.Session.StaffBySocial(ctx, "gitee", "alice-1")
	storecheck.Is(t, "StaffBySocial on another platform", err, session.ErrNotFound)
}

// createConflicts: usernames are unique in any case; every role named must exist.
func createConflicts(t *testing.T, s Stores) {
	create(t, s, "Alice")
	_, err := s.Session.CreateStaff(ctx, session.NewStaff{Username: "ALICE", PasswordHash: "h", CreatedAt: at})
	storecheck.Is(t, "CreateStaff of a taken username in another case", err, session.ErrConflict)
	_, err = s.Session.CreateStaff(ctx, session.NewStaff{Username: "carol", PasswordHash: "h", Roles: []string{"Editor", "Nobody"},
		CreatedAt: at})
	storecheck.Is(t, "CreateStaff with an unknown role", err, session.ErrNotFound)
	_, err = s.Session.StaffByUsername(ctx, "carol")
	storecheck.Is(t, "the account a refused CreateStaff named", err, session.ErrNotFound)
}

// byMobileAndState: StaffByMobile finds the holder of a number; SessionState reads the
// disabled flag as administration last wrote it, and version 0 for a new account.
func byMobileAndState(t *testing.T, s Stores) {
	a := create(t, s, "alice", "Editor")
	create(t, s, "bob")
	storecheck.Tx(t, ctx, s.System.Admin, func(tx system.Tx) error {
		m, err := tx.Member(ctx, a.ID)
		if err != nil {
			return err
		}
		m.Mobile, m.Disabled = "13800000001", true
		return tx.UpdateMember(ctx, system.MemberWrite{Member: m})
	})
	got, err := s.Session.StaffByMobile(ctx, "13800000001")
	if err != nil {
		t.Fatal(err)
	}
	a.Mobile, a.Disabled = "13800000001", true
	storecheck.Equal(t, "StaffByMobile", got, a, norm)
	_, err = s.Session.StaffByMobile(ctx, "1380000000")
	storecheck.Is(t, "StaffByMobile of a number's beginning", err, session.ErrNotFound)
	state, err := s.Session.SessionState(ctx, a.ID)
	storecheck.Equal(t, "SessionState", state, session.SessionState{Version: 0, Disabled: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
}
