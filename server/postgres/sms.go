package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/session"
)

// StaffByMobile implements session.Store.
func (db *DB) StaffByMobile(ctx context.Context, mobile string) (session.Staff, error) {
	var id int64
	err := db.pool.QueryRow(ctx, "SELECT id FROM staff WHERE mobile = $1", mobile).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return session.Staff{}, fmt.Errorf("staff with mobile %s: %w", mobile, session.ErrNotFound)
	}
	if err != nil {
		return session.Staff{}, fmt.Errorf("staff with mobile %s: %w", mobile, err)
	}
	st, err := db.StaffByID(ctx, id)
	st.Mobile = mobile
	return st, err
}

// SetStaffMobile sets or clears (empty) a staff member's mobile; numbers are unique.
func (db *DB) SetStaffMobile(ctx context.Context, staffID int64, mobile string) error {
	var value any
	if mobile != "" {
		value = mobile
	}
	tag, err := db.pool.Exec(ctx, "UPDATE staff SET mobile = $2 WHERE id = $1", staffID, value)
	if err != nil {
		return fmt.Errorf("set mobile %s of staff %d: %w", mobile, staffID, refused(err, unique("", session.ErrConflict)))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("staff %d: %w", staffID, session.ErrNotFound)
	}
	return nil
}

// SMSTx implements session.Store.
func (db *DB) SMSTx(ctx context.Context, fn func(session.SMSTx) error) error {
	return db.inTx(ctx, func(tx pgx.Tx) error { return fn(smsTx{ctx, tx}) })
}

type smsTx struct {
	ctx context.Context
	q   pgx.Tx
}

// smsLockClass keeps the numbers' transaction locks apart from the package's other
// advisory locks (those take one bigint key, a space of their own).
const smsLockClass = 4

// SMSCode implements session.SMSTx: the number's advisory lock holds it whether or not it
// has a row yet, so two instances sending at once take turns at the interval check.
func (t smsTx) SMSCode(mobile string) (session.SMSCode, error) {
	if _, err := t.q.Exec(t.ctx, "SELECT pg_advisory_xact_lock($1, hashtext($2))", smsLockClass, mobile); err != nil {
		return session.SMSCode{}, fmt.Errorf("lock sms code: %w", err)
	}
	c := session.SMSCode{Mobile: mobile}
	err := t.q.QueryRow(t.ctx, "SELECT hash, sent_at, expires_at, attempts FROM sms_codes WHERE mobile = $1", mobile).
		Scan(&c.Hash, &c.SentAt, &c.ExpiresAt, &c.Attempts)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, fmt.Errorf("sms code of %s: %w", mobile, session.ErrNotFound)
	}
	return c, err
}

// SaveSMSCode implements session.SMSTx.
func (t smsTx) SaveSMSCode(c session.SMSCode) error {
	_, err := t.q.Exec(t.ctx, `INSERT INTO sms_codes (mobile, hash, sent_at, expires_at, attempts) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (mobile) DO UPDATE SET hash = EXCLUDED.hash, sent_at = EXCLUDED.sent_at,
			expires_at = EXCLUDED.expires_at, attempts = EXCLUDED.attempts`, c.Mobile, c.Hash, c.SentAt, c.ExpiresAt, c.Attempts)
	if err != nil {
		return fmt.Errorf("save sms code: %w", err)
	}
	return nil
}

// PruneSMSCodes implements session.Store.
func (db *DB) PruneSMSCodes(ctx context.Context, before time.Time) (int64, error) {
	tag, err := db.pool.Exec(ctx, "DELETE FROM sms_codes WHERE expires_at < $1", before)
	if err != nil {
		return 0, fmt.Errorf("prune sms codes: %w", err)
	}
	return tag.RowsAffected(), nil
}
