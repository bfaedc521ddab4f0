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
	if isUniqueViolation(err) {
		return fmt.Errorf("mobile %s: %w", mobile, session.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("set mobile of staff %d: %w", staffID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("staff %d: %w", staffID, session.ErrNotFound)
	}
	return nil
}

// PutSMSCode implements session.Store: one statement, so two instances sending at once
// cannot both pass the interval check.
func (db *DB) PutSMSCode(ctx context.Context, c session.SMSCode, notBefore time.Time) (time.Time, error) {
	var stored bool
	var sentAt time.Time
	err := db.pool.QueryRow(ctx, `
		WITH put AS (
			INSERT INTO sms_codes (mobile, hash, sent_at, expires_at, attempts) VALUES ($1, $2, $3, $4, 0)
			ON CONFLICT (mobile) DO UPDATE SET hash = EXCLUDED.hash, sent_at = EXCLUDED.sent_at,
				expires_at = EXCLUDED.expires_at, attempts = 0
			WHERE sms_codes.sent_at <= $5
			RETURNING sent_at)
		SELECT true, sent_at FROM put
		UNION ALL
		SELECT false, sent_at FROM sms_codes WHERE mobile = $1 AND NOT EXISTS (SELECT 1 FROM put)`,
		c.Mobile, c.Hash, c.SentAt, c.ExpiresAt, notBefore).Scan(&stored, &sentAt)
	if err != nil {
		return time.Time{}, fmt.Errorf("put sms code: %w", err)
	}
	if !stored {
		return sentAt, session.ErrSMSTooSoon
	}
	return sentAt, nil
}

// CheckSMSCode implements session.Store; the row lock makes concurrent attempts count one by one.
func (db *DB) CheckSMSCode(ctx context.Context, mobile, hash string, now time.Time, maxAttempts int) (session.SMSCheck, error) {
	result := session.SMSWrong
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		var stored string
		var expires time.Time
		var attempts int
		err := tx.QueryRow(ctx, "SELECT hash, expires_at, attempts FROM sms_codes WHERE mobile = $1 FOR UPDATE", mobile).
			Scan(&stored, &expires, &attempts)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		if stored == "" || !now.Before(expires) {
			return nil
		}
		if stored == hash {
			result = session.SMSMatched
			_, err = tx.Exec(ctx, "UPDATE sms_codes SET hash = '' WHERE mobile = $1", mobile)
			return err
		}
		attempts++
		if attempts >= maxAttempts {
			_, err = tx.Exec(ctx, "UPDATE sms_codes SET hash = '', attempts = $2 WHERE mobile = $1", mobile, attempts)
		} else {
			_, err = tx.Exec(ctx, "UPDATE sms_codes SET attempts = $2 WHERE mobile = $1", mobile, attempts)
		}
		return err
	})
	if err != nil {
		return session.SMSWrong, fmt.Errorf("check sms code: %w", err)
	}
	return result, nil
}

// PruneSMSCodes implements session.Store.
func (db *DB) PruneSMSCodes(ctx context.Context, before time.Time) (int64, error) {
	tag, err := db.pool.Exec(ctx, "DELETE FROM sms_codes WHERE expires_at < $1", before)
	if err != nil {
		return 0, fmt.Errorf("prune sms codes: %w", err)
	}
	return tag.RowsAffected(), nil
}
