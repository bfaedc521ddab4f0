package storetest

import (
	"slices"
	"testing"
	"time"

	"shopconsole/server/session"
	"shopconsole/server/storecheck"
)

func normToken(t session.RefreshToken) session.RefreshToken {
	t.CreatedAt, t.ExpiresAt, t.UsedAt, t.RevokedAt = t.CreatedAt.UTC(), t.ExpiresAt.UTC(), storecheck.UTC(t.UsedAt),
		storecheck.UTC(t.RevokedAt)
	return t
}

func token(hash, family string, staffID int64, expires time.Time) session.RefreshToken {
	return session.RefreshToken{Hash: hash, Family: family, StaffID: staffID, CreatedAt: at, ExpiresAt: expires}
}

func save(t *testing.T, s Stores, tokens ...session.RefreshToken) {
	t.Helper()
	for _, tok := range tokens {
		if err := s.Session.SaveRefreshToken(ctx, tok); err != nil {
			t.Fatal(err)
		}
	}
}

func consume(t *testing.T, s Stores, hash string, when time.Time) session.RefreshToken {
	t.Helper()
	tok, err := s.Session.ConsumeRefreshToken(ctx, hash, when)
	if err != nil {
		t.Fatal(err)
	}
	return normToken(tok)
}

// refreshTokens: a saved token comes back whole from its first exchange, unused; the next
// exchange answers it as used at the first one's time; tokens are apart.
func refreshTokens(t *testing.T, s Stores) {
	a := create(t, s, "alice")
	first, second := token("h1", "f", a.ID, at.Add(time.Hour)), token("h2", "f", a.ID, at.Add(2*time.Hour))
	save(t, s, first, second)
	storecheck.Equal(t, "the first ConsumeRefreshToken", consume(t, s, "h1", at.Add(time.Minute)), first, nil)
	used := first
	usedAt := at.Add(time.Minute)
	used.UsedAt = &usedAt
	storecheck.Equal(t, "the second ConsumeRefreshToken", consume(t, s, "h1", at.Add(2*time.Minute)), used, nil)
	storecheck.Equal(t, "the third ConsumeRefreshToken", consume(t, s, "h1", at.Add(3*time.Minute)), used, nil)
	storecheck.Equal(t, "another token's first ConsumeRefreshToken", consume(t, s, "h2", at), second, nil)
}

func version(t *testing.T, s Stores, staffID int64) int64 {
	t.Helper()
	st, err := s.Session.SessionState(ctx, staffID)
	if err != nil {
		t.Fatal(err)
	}
	return st.Version
}

// endSignIn: the family's tokens are revoked once (at the first end); the version moves on
// when a token was revoked or the access token's version is still the staff member's.
func endSignIn(t *testing.T, s Stores) {
	a, b := create(t, s, "alice"), create(t, s, "bob")
	exp := at.Add(time.Hour)
	save(t, s, token("a1", "fa", a.ID, exp), token("a2", "fa", a.ID, exp), token("a3", "fa2", a.ID, exp),
		token("b1", "fb", b.ID, exp))
	end := func(family string, tokenVersion int64, when time.Time) {
		t.Helper()
		if err := s.Session.EndSignIn(ctx, a.ID, family, tokenVersion, when); err != nil {
			t.Fatal(err)
		}
	}
	t1, t2 := at.Add(time.Minute), at.Add(2*time.Minute)
	end("fa", -1, t1)
	storecheck.Equal(t, "the version after revoking tokens", version(t, s, a.ID), int64(1), nil)
	end("fa", -1, t2)
	storecheck.Equal(t, "the version after revoking none, without an access token", version(t, s, a.ID), int64(1), nil)
	end("fa", 0, t2)
	storecheck.Equal(t, "the version after revoking none, with a stale access token", version(t, s, a.ID), int64(1), nil)
	end("fa", 1, t2)
	storecheck.Equal(t, "the version after revoking none, with a good access token", version(t, s, a.ID), int64(2), nil)
	storecheck.Equal(t, "another staff member's version", version(t, s, b.ID), int64(0), nil)
	for _, c := range []struct {
		hash    string
		revoked *time.Time
	}{{"a1", &t1}, {"a2", &t1}, {"a3", nil}, {"b1", nil}} {
		got := consume(t, s, c.hash, t2)
		storecheck.Equal(t, "RevokedAt of "+c.hash, got.RevokedAt, c.revoked, nil)
	}
}

// loginFailures: the times after since of one account (in any case: the service passes
// the name as typed, and usernames match in any case) from one address; clearing takes
// only those.
func loginFailures(t *testing.T, s Stores) {
	add := func(account, ip string, when time.Time) {
		t.Helper()
		if err := s.Session.AddLoginFailure(ctx, account, ip, when); err != nil {
			t.Fatal(err)
		}
	}
	recent := func(account, ip string, since time.Time) []time.Time {
		t.Helper()
		list, err := s.Session.RecentLoginFailures(ctx, account, ip, since)
		if err != nil {
			t.Fatal(err)
		}
		out := []time.Time{}
		for _, x := range list {
			out = append(out, x.UTC())
		}
		slices.SortFunc(out, time.Time.Compare)
		return out
	}
	m1, m2 := at.Add(time.Minute), at.Add(2*time.Minute)
	add("Alice", "10.0.0.1", at)
	add("alice", "10.0.0.1", m1)
	add("ALICE", "10.0.0.1", m2)
	add("alice", "10.0.0.2", m1)
	add("bob", "10.0.0.1", at)
	storecheck.Equal(t, "RecentLoginFailures since the first", recent("alice", "10.0.0.1", at), []time.Time{m1, m2}, nil)
	storecheck.Equal(t, "RecentLoginFailures in another case", recent("aLiCe", "10.0.0.1", at.Add(-time.Second)),
		[]time.Time{at, m1, m2}, nil)
	storecheck.Equal(t, "RecentLoginFailures from another address", recent("alice", "10.0.0.2", at), []time.Time{m1}, nil)
	if err := s.Session.ClearLoginFailures(ctx, "ALICE", "10.0.0.1"); err != nil {
		t.Fatal(err)
	}
	since := at.Add(-time.Hour)
	storecheck.Equal(t, "RecentLoginFailures after clearing", recent("alice", "10.0.0.1", since), []time.Time{}, nil)
	storecheck.Equal(t, "another address's after clearing", recent("alice", "10.0.0.2", since), []time.Time{m1}, nil)
	storecheck.Equal(t, "another account's after clearing", recent("bob", "10.0.0.1", since), []time.Time{at}, nil)
}

// pruneSessions: tokens that expired before one time and failures from before another go,
// and the answer counts both.
func pruneSessions(t *testing.T, s Stores) {
	a := create(t, s, "alice")
	before, after := at.Add(-time.Minute), at.Add(time.Minute)
	save(t, s, token("old", "f", a.ID, before), token("edge", "f", a.ID, at), token("new", "f", a.ID, after))
	for _, when := range []time.Time{before.Add(-time.Minute), before, at, after} {
		if err := s.Session.AddLoginFailure(ctx, "alice", "10.0.0.1", when); err != nil {
			t.Fatal(err)
		}
	}
	n, err := s.Session.PruneSessions(ctx, at, before)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "PruneSessions's count", n, int64(2), nil)
	_, err = s.Session.ConsumeRefreshToken(ctx, "old", at)
	storecheck.Is(t, "a pruned token", err, session.ErrNotFound)
	consume(t, s, "edge", at)
	consume(t, s, "new", at)
	left, err := s.Session.RecentLoginFailures(ctx, "alice", "10.0.0.1", before.Add(-time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "the failures left", len(left), 3, nil)
}
