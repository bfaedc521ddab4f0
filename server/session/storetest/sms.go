package storetest

import (
	"testing"
	"time"

	"shopconsole/server/session"
	"shopconsole/server/storecheck"
)

func normCode(c session.SMSCode) session.SMSCode {
	c.SentAt, c.ExpiresAt = c.SentAt.UTC(), c.ExpiresAt.UTC()
	return c
}

func code(mobile, hash string, expires time.Time) session.SMSCode {
	return session.SMSCode{Mobile: mobile, Hash: hash, SentAt: at, ExpiresAt: expires, Attempts: 2}
}

func saveCodes(t *testing.T, s Stores, codes ...session.SMSCode) {
	t.Helper()
	storecheck.Tx(t, ctx, s.Session.SMSTx, func(tx session.SMSTx) error {
		for _, c := range codes {
			if err := tx.SaveSMSCode(c); err != nil {
				return err
			}
		}
		return nil
	})
}

// loadCode answers the number's code, ErrNotFound when it has none.
func loadCode(t *testing.T, s Stores, mobile string) (session.SMSCode, error) {
	t.Helper()
	var c session.SMSCode
	var lookup error
	storecheck.Tx(t, ctx, s.Session.SMSTx, func(tx session.SMSTx) error {
		c, lookup = tx.SMSCode(mobile)
		return nil
	})
	return normCode(c), lookup
}

func hasCode(t *testing.T, s Stores, what string, want session.SMSCode) {
	t.Helper()
	got, err := loadCode(t, s, want.Mobile)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	storecheck.Equal(t, what, got, want, nil)
}

// smsCodes: every field comes back, in the transaction that saved it and after; a save
// replaces the number's code; numbers are apart.
func smsCodes(t *testing.T, s Stores) {
	first := code("13800000001", "hash-1", at.Add(5*time.Minute))
	storecheck.Tx(t, ctx, s.Session.SMSTx, func(tx session.SMSTx) error {
		if err := tx.SaveSMSCode(first); err != nil {
			return err
		}
		got, err := tx.SMSCode(first.Mobile)
		storecheck.Equal(t, "SMSCode in the saving transaction", normCode(got), first, nil)
		return err
	})
	hasCode(t, s, "SMSCode after SaveSMSCode", first)
	other := code("13800000002", "hash-2", at.Add(time.Minute))
	replaced := session.SMSCode{Mobile: first.Mobile, Hash: "hash-3", SentAt: at.Add(time.Minute),
		ExpiresAt: at.Add(6 * time.Minute), Attempts: 0}
	saveCodes(t, s, other, replaced)
	hasCode(t, s, "SMSCode after a second SaveSMSCode", replaced)
	hasCode(t, s, "another number's SMSCode", other)
}

// smsRollback: nothing a failing SMSTx saved stays.
func smsRollback(t *testing.T, s Stores) {
	kept := code("13800000001", "hash-1", at.Add(5*time.Minute))
	saveCodes(t, s, kept)
	storecheck.TxFails(t, ctx, s.Session.SMSTx, func(tx session.SMSTx) error {
		changed := kept
		changed.Attempts, changed.Hash = 5, "changed"
		if err := tx.SaveSMSCode(changed); err != nil {
			return err
		}
		if err := tx.SaveSMSCode(code("13800000002", "new", at)); err != nil {
			return err
		}
		return storecheck.ErrFail
	})
	hasCode(t, s, "SMSCode after a rollback", kept)
	_, err := loadCode(t, s, "13800000002")
	storecheck.Is(t, "a code saved by a rolled-back SMSTx", err, session.ErrNotFound)
}

// pruneSMSCodes: the codes that expired before the time go, and the answer counts them.
func pruneSMSCodes(t *testing.T, s Stores) {
	old, edge, fresh := code("13800000001", "a", at.Add(-time.Second)), code("13800000002", "b", at),
		code("13800000003", "c", at.Add(time.Second))
	saveCodes(t, s, old, edge, fresh)
	n, err := s.Session.PruneSMSCodes(ctx, at)
	if err != nil {
		t.Fatal(err)
	}
	storecheck.Equal(t, "PruneSMSCodes's count", n, int64(1), nil)
	_, err = loadCode(t, s, old.Mobile)
	storecheck.Is(t, "a pruned code", err, session.ErrNotFound)
	hasCode(t, s, "a code expiring at the time", edge)
	hasCode(t, s, "a later code", fresh)
}
